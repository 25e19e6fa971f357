import type { CSSProperties } from 'react';

export interface SkeletonProps {
  /** CSS width. @default '100%' */
  width?: string;
  /** CSS height. @default '1.5rem' */
  height?: string;
  /** @default 'rect' */
  shape?: 'rect' | 'circle' | 'text';
  className?: string;
}

/** A size's rem as the portal's rem, as the build does for our stylesheets (scripts/shadow-css.mjs). */
const portalRem = (size: string) => size.replace(/(\d*\.?\d+)rem\b/g, 'calc($1*var(--_kfp-rem))');

/**
 * A grey placeholder with a soft sweep (no motion under reduced motion) where content is on its way.
 * Hidden from screen readers, like the loader.
 */
export function Skeleton({ width = '100%', height = '1.5rem', shape = 'rect', className }: SkeletonProps) {
  const style = { '--_kfp-skeleton-width': portalRem(width), '--_kfp-skeleton-height': portalRem(height) } as CSSProperties;
  return <span aria-hidden="true" className={`kfp-skeleton kfp-skeleton--${shape}${className ? ` ${className}` : ''}`} style={style} />;
}
