import { Loader as JokulLoader } from '@fremtind/jokul/loader';

export interface LoaderProps {
  /** @default 'large' */
  size?: 'small' | 'medium' | 'large';
  /** Sits in the line of text. @default false */
  inline?: boolean;
  className?: string;
}

/**
 * The three-dot loader (Jøkul's). Hidden from screen readers: the screen says what is loading in
 * its own words, e.g. `<p role="status">Oppdaterer mobilnummer</p>` beside it. Still under reduced motion
 * (loader.css stops Jøkul's dots, which spin whatever the setting).
 */
export function Loader({ size = 'large', inline = false, className }: LoaderProps) {
  return (
    <span aria-hidden="true" className="kfp-loader">
      <JokulLoader variant={size} inline={inline} textDescription="" {...(className !== undefined ? { className } : {})} />
    </span>
  );
}

export { Skeleton, type SkeletonProps } from './Skeleton.tsx';
