import { Button as JokulButton } from '@fremtind/jokul/button';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

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
export function Button({ variant = 'secondary', loading = false, loadingText = 'Vennligst vent', type = 'button', children, ...rest }: ButtonProps) {
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
