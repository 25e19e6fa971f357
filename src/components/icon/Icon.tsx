import type { CSSProperties, JSX } from 'react';

/** What every icon takes. Icons are decorative (`aria-hidden`): the text beside them carries the meaning. */
export interface IconProps {
  className?: string | undefined;
  /** CSS size of the square (width and height). @default '1.25em' (base.css `.kfp-icon`) */
  size?: string | undefined;
}

/** A stroked 24×24 icon drawn by one SVG path, in the text's colour. */
export type IconComponent = (props: IconProps) => JSX.Element;

/**
 * Makes an icon component from one SVG path on a 24×24 grid (stroke `currentColor`, round joins).
 * Inline SVG, never a font glyph: `@font-face` does not work inside a shadow root, so an icon font
 * would show empty boxes.
 */
export function lagIkon(navn: string, d: string): IconComponent {
  function Ikon({ className, size }: IconProps) {
    const style: CSSProperties | undefined = size ? { width: size, height: size } : undefined;
    return (
      <svg
        className={`kfp-icon${className ? ` ${className}` : ''}`}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-icon={navn}
        style={style}
      >
        <path d={d} />
      </svg>
    );
  }
  Ikon.displayName = `${navn}Icon`;
  return Ikon;
}
