import type { ReactNode } from 'react';

export interface TagProps {
  children: ReactNode;
  /** @default 'neutral' */
  variant?: 'neutral' | 'info' | 'success' | 'warning' | 'error';
  className?: string;
}

/**
 * A small status label (Jøkul's), e.g. an agreement's 'Fornyelse' (info) or 'Midlertidig' (warning).
 * Jøkul's markup without its React component (a span and clsx), and its rules in a small sheet of our
 * own (tag.css), so the tag costs the overview, on the first screen, only a few hundred bytes.
 *
 * @example <Tag variant="info">Fornyelse</Tag>
 */
export function Tag({ children, variant = 'neutral', className }: TagProps) {
  return (
    <span className={`jkl-tag${variant === 'neutral' ? '' : ` jkl-tag--${variant}`}${className ? ` ${className}` : ''}`}>{children}</span>
  );
}
