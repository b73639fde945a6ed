import type { ReactNode } from 'react';

/** The mobile-width page wrapper of spec §2: at most 480 px wide, centred, never scrolling sideways. */
export function MobilePage({ children, className }: { children: ReactNode; className?: string }) {
  return <main className={`mobile-page${className ? ` ${className}` : ''}`}>{children}</main>;
}
