import { Button as JokulButton } from '@fremtind/jokul/button';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children: ReactNode;
  /** @default 'secondary' */
  variant?: 'primary' | 'secondary' | 'tertiary' | 'ghost';
  /** Shows the loader instead of the text and disables the button while true. @default false */
  loading?: boolean;
  /** What screen readers hear while loading (spec §9). @default 'Vennligst vent' */
  loadingText?: string;
  /** The `<button>` itself, e.g. to move focus to it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button (Jøkul's): the loader and the live announcement while `loading`, its focus ring and
 * variants. `type` defaults to "button" so a button in a form never submits it by accident.
 *
 * @example <Button variant="primary" loading={saving} onClick={lagre}>Lagre</Button>
 */
export function Button({
  variant = 'secondary',
  loading = false,
  loadingText = 'Vennligst vent',
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <JokulButton
      variant={variant}
      type={type}
      loader={{ showLoader: loading, textDescription: loadingText }}
      {...(rest as Omit<ButtonProps, 'children' | 'variant' | 'loading' | 'loadingText' | 'type' | 'className'>)}
      {...(rest.className !== undefined ? { className: rest.className } : {})}
    >
      {children}
    </JokulButton>
  );
}

export interface ButtonLenkeProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  href: string;
  /** The visible label. */
  children: ReactNode;
  /** Said after the label to screen readers only, to tell like links apart, e.g. the offer's product ('på Bilforsikring'). */
  skjultTillegg?: string;
  /** @default 'primary' */
  variant?: 'primary' | 'secondary';
}

/**
 * The button in link form, for an action that goes somewhere ('Vis tilbudet'): a link with the
 * button's look and inner layout (Jøkul's label box, centred as in a `<button>`: button-lenke.css).
 * Never a bare link with the button's class, whose label sat in the pill's top-left corner.
 *
 * @example <ButtonLenke href={href} skjultTillegg="på Bilforsikring">Vis tilbudet</ButtonLenke>
 */
export function ButtonLenke({ variant = 'primary', children, skjultTillegg, className, ...rest }: ButtonLenkeProps) {
  return (
    <a className={`jkl-button jkl-button--${variant} kfp-button-lenke${className ? ` ${className}` : ''}`} {...rest}>
      <span className="jkl-button__label">
        <span className="jkl-button__text">
          {children}
          {skjultTillegg && <span className="kfp-sr-only"> {skjultTillegg}</span>}
        </span>
      </span>
    </a>
  );
}
