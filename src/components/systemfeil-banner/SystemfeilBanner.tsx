import type { ReactNode } from 'react';

export interface SystemfeilBannerProps {
  /** @default 'Vi opplever for tiden problemer med noen av systemene våre' (spec §8) */
  children?: ReactNode;
}

/**
 * The system-error banner for a partial outage. A status (polite), not an alert: the page still
 * works, the customer should not be interrupted.
 */
export function SystemfeilBanner({ children = 'Vi opplever for tiden problemer med noen av systemene våre' }: SystemfeilBannerProps) {
  return (
    <div className="kfp-systemfeil" role="status">
      <span className="kfp-systemfeil__icon" aria-hidden="true">
        !
      </span>
      <p>{children}</p>
    </div>
  );
}
