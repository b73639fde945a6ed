import type { ReactNode } from 'react';

/** A line icon drawn on a 24-unit grid in the text's colour; decorative (its button carries the name). */
export function Icon({
  children,
  size = 22,
  strokeWidth = 2.2,
}: {
  children: ReactNode;
  size?: number;
  strokeWidth?: number;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
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
