import type { ReactNode } from 'react';
import { ArrowRightIcon, ExternalLinkIcon } from '../../components/icon/ui-icons.tsx';
import { InfoBox } from '../../components/info-box/InfoBox.tsx';
import { hyphenateProductName } from '../../format/hyphenate.ts';
import { bindTall } from '../../format/tall-i-tekst.ts';
import type { Nivaa } from './Overskrift.tsx';

interface Props {
  tittel: string;
  nivaa: Nivaa;
  href: string;
  /** Leads outside the portal. In a new tab it says so to screen readers ('åpnes i ny fane') and with the external-link icon. */
  ekstern: boolean;
  /** Opens in a new tab (not in the mobile bank, where the app opens it). @default the value of `ekstern` */
  nyFane?: boolean;
  /** The link's text; the title when left out. */
  lenketekst?: string;
  /** An icon before the title. */
  ikon?: ReactNode;
  children?: string | undefined;
}

/**
 * An info box with one link: the business portal, the maintenance calendar and the two info boxes
 * from config. The caller checks `href` with `isSafeHref`. Config text keeps its amounts on one line,
 * and long compounds ('Vedlikeholdskalender') break at their boundaries.
 */
export function Lenkekort({ tittel, nivaa, href, ekstern, nyFane = ekstern, lenketekst, ikon, children }: Props) {
  return (
    <InfoBox
      title={hyphenateProductName(bindTall(tittel))}
      headingLevel={nivaa === 1 ? 2 : nivaa}
      icon={ikon}
      action={
        <a className="kfp-kort__lenke" href={href} {...(nyFane ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {hyphenateProductName(lenketekst ?? tittel)}
          {/* In the mobile bank the app opens it in its own web view, in place: no 'ny fane'. */}
          {ekstern && nyFane ? <span className="kfp-sr-only"> (åpnes i ny fane)</span> : null}
          {ekstern && nyFane ? <ExternalLinkIcon /> : <ArrowRightIcon />}
        </a>
      }
    >
      {children ? <p>{bindTall(children)}</p> : undefined}
    </InfoBox>
  );
}
