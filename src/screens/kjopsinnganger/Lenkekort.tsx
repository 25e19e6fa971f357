import type { ReactNode } from 'react';
import { Overskrift, type Nivaa } from './Overskrift.tsx';

interface Props {
  tittel: string;
  nivaa: Nivaa;
  href: string;
  /** Leads outside the portal and says so to screen readers ('åpnes i ny fane'). */
  ekstern: boolean;
  /** Opens in a new tab (not in the mobile bank, where the app opens it). @default the value of `ekstern` */
  nyFane?: boolean;
  /** The link's text; the title when left out (the whole card is then the link). */
  lenketekst?: string;
  children?: ReactNode;
}

/**
 * A card with a title, a description and one link: the business portal, the maintenance calendar
 * and the two info boxes. The caller checks `href` with `isSafeHref`.
 */
export function Lenkekort({ tittel, nivaa, href, ekstern, nyFane = ekstern, lenketekst, children }: Props) {
  return (
    <div className="kfp-kort">
      <Overskrift nivaa={nivaa} className="kfp-kort__tittel">
        {tittel}
      </Overskrift>
      {children ? <p className="kfp-kort__tekst">{children}</p> : null}
      <a className="kfp-kort__lenke" href={href} {...(nyFane ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {lenketekst ?? tittel}
        {ekstern ? <span className="kfp-sr-only"> (åpnes i ny fane)</span> : null}
        {ekstern ? (
          <svg className="kfp-kort__ikon" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
            <path d="M9 2h5v5M14 2L7 9M12 9v5H2V4h5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        ) : null}
      </a>
    </div>
  );
}
