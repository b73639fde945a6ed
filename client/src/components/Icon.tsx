import type { ReactNode } from 'react';

/** A 22 px line icon drawn on a 24-unit grid in the text's colour; decorative (its button carries the name). */
export function Icon({ children, strokeWidth = 2.2 }: { children: ReactNode; strokeWidth?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}

/** The cross of every Close button. */
export function CloseIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}
