import type { ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icon/ui-icons.tsx';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  /** @default 'info' */
  variant?: AlertVariant;
  /** A bold first line. */
  title?: ReactNode;
  /**
   * Makes `title` a heading of this level, so heading navigation reaches the message (a banner
   * about the whole page). @default none: a bold paragraph
   */
  headingLevel?: 2 | 3;
  /** The message: text sits in one paragraph; pass elements to lay them out yourself. */
  children?: ReactNode;
  /** Buttons or links: the next step ('Prøv igjen', a phone number). */
  actions?: ReactNode;
  /**
   * 'alert' interrupts a screen reader (a failure the customer must notice now), 'status' is polite
   * (a partial outage, a confirmation), 'none' says nothing on its own (a message present from the
   * start). @default 'status'
   */
  role?: 'alert' | 'status' | 'none';
  className?: string;
}

const IKON = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

/**
 * The alert surface: something the customer should know about the page now (an outage, a
 * failure, a confirmation), with an icon for its kind and, where there is one, the next step.
 * One meaning only: not for help text (InfoBox) nor for links (NavigationCard).
 *
 * @example <Alert variant="error" title="Vi kunne ikke hente tilbudene dine" actions={<button>Prøv igjen</button>}>Prøv igjen om litt.</Alert>
 */
export function Alert({ variant = 'info', title, headingLevel, children, actions, role = 'status', className }: AlertProps) {
  const Ikon = IKON[variant];
  const Tittel = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={`kfp-alert kfp-alert--${variant}${className ? ` ${className}` : ''}`} {...(role === 'none' ? {} : { role })}>
      <Ikon className="kfp-alert__icon" />
      <div className="kfp-alert__text">
        {title !== undefined && <Tittel className="kfp-alert__title">{title}</Tittel>}
        {typeof children === 'string' ? <p>{children}</p> : children}
        {actions !== undefined && <div className="kfp-alert__actions">{actions}</div>}
      </div>
    </div>
  );
}
