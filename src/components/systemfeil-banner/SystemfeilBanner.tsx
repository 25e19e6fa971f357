import type { ReactNode } from 'react';

export interface SystemfeilBannerProps {
  /** @default 'Vi opplever for tiden problemer med noen av systemene våre' (spec §8) */
  children?: ReactNode;
  /**
   * 'error' for a failure the customer must notice (role alert, the error colour), e.g. a part of
   * the page that could not load. @default 'warning'
   */
  variant?: 'warning' | 'error';
}

/**
 * The system-error banner for a partial outage. A status (polite), not an alert: the page still
 * works, the customer should not be interrupted. The 'error' variant is an alert. Text children sit
 * in one paragraph; pass elements (e.g. several `<p>`) to lay them out yourself.
 */
export function SystemfeilBanner({ children = 'Vi opplever for tiden problemer med noen av systemene våre', variant = 'warning' }: SystemfeilBannerProps) {
  return (
    <div className={`kfp-systemfeil kfp-systemfeil--${variant}`} role={variant === 'error' ? 'alert' : 'status'}>
      <span className="kfp-systemfeil__icon" aria-hidden="true">
        !
      </span>
      {typeof children === 'string' ? <p>{children}</p> : <div className="kfp-systemfeil__text">{children}</div>}
    </div>
  );
}
