import { Loader as JokulLoader } from '@fremtind/jokul/loader';
import type { CSSProperties } from 'react';

export interface LoaderProps {
  /** @default 'large' */
  size?: 'small' | 'medium' | 'large';
  /** Sits in the line of text. @default false */
  inline?: boolean;
  className?: string;
}

/**
 * The three-dot loader (Jøkul's). Hidden from screen readers: the screen says what is loading in
 * its own words, e.g. `<p role="status">Oppdaterer mobilnummer</p>` beside it.
 */
export function Loader({ size = 'large', inline = false, className }: LoaderProps) {
  return (
    <span aria-hidden="true" className="kfp-loader">
      <JokulLoader variant={size} inline={inline} textDescription="" {...(className !== undefined ? { className } : {})} />
    </span>
  );
}

export interface SkeletonProps {
  /** CSS width. @default '100%' */
  width?: string;
  /** CSS height. @default '1.5rem' */
  height?: string;
  /** @default 'rect' */
  shape?: 'rect' | 'circle' | 'text';
  className?: string;
}

/**
 * A grey placeholder with a soft sweep (no motion under reduced motion) where content is on its way.
 * Hidden from screen readers, like the loader.
 */
export function Skeleton({ width = '100%', height = '1.5rem', shape = 'rect', className }: SkeletonProps) {
  const style = { '--kfp-skeleton-width': width, '--kfp-skeleton-height': height } as CSSProperties;
  return <span aria-hidden="true" className={`kfp-skeleton kfp-skeleton--${shape}${className ? ` ${className}` : ''}`} style={style} />;
}
