import type { ReactNode } from 'react';
import { Alert } from '../alert/Alert.tsx';

export interface SystemfeilBannerProps {
  /** @default 'Vi opplever for tiden problemer med noen av systemene våre' (spec §8) */
  children?: ReactNode;
  /**
   * 'error' for a failure the customer must notice (role alert, the error colour), e.g. a part of
   * the page that could not load. @default 'warning'
   */
  variant?: 'warning' | 'error';
  /** The next step: 'Prøv igjen', the phone number. */
  actions?: ReactNode;
}

/**
 * The system-error banner for a partial outage: the Alert surface. A status (polite), not an
 * alert: the page still works, the customer should not be interrupted. The 'error' variant is an
 * alert. Text children sit in one paragraph; pass elements (e.g. several `<p>`) to lay them out
 * yourself.
 */
export function SystemfeilBanner({ children = 'Vi opplever for tiden problemer med noen av systemene våre', variant = 'warning', actions }: SystemfeilBannerProps) {
  return (
    <Alert variant={variant} role={variant === 'error' ? 'alert' : 'status'} className="kfp-systemfeil" actions={actions}>
      {children}
    </Alert>
  );
}
