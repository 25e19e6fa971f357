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
  /** A heading (level 2) above the text, so heading navigation reaches the banner. */
  tittel?: ReactNode;
  /**
   * The page announces the banner through a status region of its own, present from the start
   * (a region inserted already filled is rarely spoken): the banner itself is then no live region.
   * @default false
   */
  kunngjortAvSiden?: boolean;
}

/**
 * The system-error banner for a partial outage: the Alert surface. A status (polite), not an
 * alert: the page still works, the customer should not be interrupted. The 'error' variant is an
 * alert. Text children sit in one paragraph; pass elements (e.g. several `<p>`) to lay them out
 * yourself.
 */
export function SystemfeilBanner({
  children = 'Vi opplever for tiden problemer med noen av systemene våre',
  variant = 'warning',
  actions,
  tittel,
  kunngjortAvSiden = false,
}: SystemfeilBannerProps) {
  const role = kunngjortAvSiden ? 'none' : variant === 'error' ? 'alert' : 'status';
  return (
    <Alert
      variant={variant}
      role={role}
      className="kfp-systemfeil"
      actions={actions}
      {...(tittel === undefined ? {} : { title: tittel, headingLevel: 2 as const })}
    >
      {children}
    </Alert>
  );
}
