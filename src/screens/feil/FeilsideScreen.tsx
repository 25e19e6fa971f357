import { useQuery } from '../../store/use-query.ts';
import { useEffect, useId } from 'react';
import { track, trackKnappeklikk } from '../../analytics/track.ts';
import { ArrowLeftIcon, PhoneIcon } from '../../components/icon/ui-icons.tsx';
import { getConfig } from '../../config/index.ts';
import { useHost } from '../../page/host-context.ts';
import { anonymiserSti } from '../../format/path.ts';
import { formatTelefonnummerMedLandkode, isGyldigTelefonnummer, telefonnummerForTelLenke } from '../../format/phone.ts';
import { isSafeHref } from '../../format/url.ts';
import { kontaktLenke } from '../../mobilapp/lenker.ts';
import { reportError } from '../../monitoring/report.ts';
import { portalPath, routerBase } from '../../page/paths.ts';
import { kontaktinfoQuery } from '../../store/queries/kontaktinfo.ts';
import { feiltyper, type Feiltype } from './feiltyper.ts';
import { gaTilbake } from './ga-tilbake.ts';
import { Illustrasjon, LoLogo } from './illustrasjon.tsx';

export interface FeilsideProps {
  /**
   * One of the error types of spec §8, or 'ikke-funnet'. Without one (or with one the portal does
   * not know) the screen has the default title 'Oisann, her skjedde det en feil' (spec §2).
   */
  type?: string;
  /** Replaces the type's title (not `title`: that attribute would give the whole element a native tooltip). */
  heading?: string;
  /** Replaces the type's lead text. */
  lead?: string;
  /** An extra message under the lead. */
  message?: string;
  /** What the purchase-block event reports as the cause. @default 'Ukjent' */
  description?: string;
  /** Leaves out the 'Til forsikringsoversikten' link above the title. @default false */
  noBackLink?: boolean;
  /** The trade-union (LO Favør) logo. @default false */
  loLogo?: boolean;
  /** The action's text; with `actionHref` it replaces 'Gå tilbake'. */
  actionText?: string;
  /** Where the action goes. */
  actionHref?: string;
  /**
   * 'Prøv igjen' (loads the page again) instead of 'Gå tilbake', and the phone number (config
   * `kontaktTelefon` until the contact info is read, and when it cannot be): for a failure that trying again may fix, such as the
   * whole API down. @default false
   */
  retry?: boolean;
}

/** The default title of the full-screen error screen (spec §2). */
export const STANDARD_TITTEL = 'Oisann, her skjedde det en feil';
/** The lead under the default title. */
export const STANDARD_INGRESS = 'Prøv igjen, eller ta kontakt med oss.';
/** The type the purchase-block event reports for a screen without a known type. */
export const UKJENT_TYPE = 'ukjent';
/** Where 'Til forsikringsoversikten' goes (spec §2). */
export const FORSIKRING_URL = '/privat/forsikring';

/** The action that loads the page again. */
export const PROV_IGJEN = 'Prøv igjen';
/** The not-found page's title (spec §8). */
export const IKKE_FUNNET_TITTEL = 'Denne siden ser ut til å være borte...';

/** The base of the kfp-router this element sits in, so the not-found link is routed in place. */
function useRouterBase(): string {
  return routerBase(useHost());
}

/**
 * The full-screen error screen (spec §2 "Other screens", §8): optional back link, optional
 * trade-union logo, title, lead, optional message, action button ('Gå tilbake' by default),
 * illustration. Each typed screen is tracked once as 'Kjøpsstopp' with its type and
 * description. The not-found page ('ikke-funnet') links back to the overview inside the router and
 * reports 'Kunde traff side som ikke finnes' (with the path's numbers anonymised) when
 * `features.rapporterIkkeFunnet` is on. 'Til forsikringsoversikten' is left out on the overview
 * itself. With `retry`: 'Prøv igjen' and the phone number (config `kontaktTelefon` when the
 * contact info cannot be read).
 */
export function FeilsideScreen({
  type,
  heading,
  lead,
  message,
  description,
  noBackLink = false,
  loLogo = false,
  actionText,
  actionHref,
  retry = false,
}: FeilsideProps) {
  const headingId = useId();
  const base = useRouterBase();
  const oversikten = portalPath(base, 'oversikt');
  // 'Til forsikringsoversikten' is not offered on the overview itself.
  const paOversikten = location.pathname.replace(/\/+$/, '') === oversikten.replace(/\/+$/, '');
  // The number from config at once (the contact info's read may fail too, and a line that came
  // late would push the button down); the contact info's number once it is read.
  const { data: kontaktinfo } = useQuery({ ...kontaktinfoQuery, enabled: retry });
  const { kontaktTelefon } = getConfig();
  const telefon = retry ? (kontaktinfo?.telefon ?? (isGyldigTelefonnummer(kontaktTelefon) ? kontaktTelefon : undefined)) : undefined;
  const ikkeFunnet = type === 'ikke-funnet';
  const feiltype = type !== undefined && Object.hasOwn(feiltyper, type) ? (type as Feiltype) : undefined;

  useEffect(() => {
    if (ikkeFunnet) {
      if (getConfig().features.rapporterIkkeFunnet) {
        reportError(new Error('Kunde traff side som ikke finnes'), { source: 'kfp-feilside', message: anonymiserSti(location.pathname) });
      }
      return;
    }
    track('Kjøpsstopp', { type: feiltype ?? UKJENT_TYPE, description: description || 'Ukjent' });
  }, [ikkeFunnet, feiltype, description]);

  const tittel = heading || (ikkeFunnet ? IKKE_FUNNET_TITTEL : feiltype ? feiltyper[feiltype].title : STANDARD_TITTEL);
  const ingress =
    lead ??
    (ikkeFunnet
      ? 'Vi finner ikke siden du leter etter. Den kan være flyttet eller slettet.'
      : feiltype
        ? feiltyper[feiltype].lead
        : STANDARD_INGRESS);
  const egenHandling = actionText && actionHref && isSafeHref(actionHref) ? { text: actionText, href: actionHref } : undefined;

  return (
    <section className="kfp-feilside kfp-screen" aria-labelledby={headingId}>
      <div className="kfp-feilside__tekst">
        {!noBackLink && !ikkeFunnet && !paOversikten && (
          <a className="kfp-feilside__tilbakelenke" href={FORSIKRING_URL}>
            <ArrowLeftIcon />
            Til forsikringsoversikten
          </a>
        )}
        {loLogo && <LoLogo />}
        <h1 id={headingId} className="kfp-h1 kfp-feilside__tittel">
          {tittel}
        </h1>
        <p className="kfp-lead kfp-feilside__ingress">{ingress}</p>
        {message && <p className="kfp-feilside__melding">{message}</p>}
        {telefon && (
          <p className="kfp-feilside__telefon">
            <PhoneIcon />
            <span>
              Ring oss på{' '}
              <a href={kontaktLenke(`tel:${telefonnummerForTelLenke(telefon)}`).href}>{formatTelefonnummerMedLandkode(telefon)}</a>
            </span>
          </p>
        )}
        <div className="kfp-feilside__handling">
          {retry ? (
            <button
              type="button"
              className="kfp-button"
              onClick={() => {
                trackKnappeklikk(PROV_IGJEN);
                location.reload();
              }}
            >
              {PROV_IGJEN}
            </button>
          ) : egenHandling ? (
            <a className="kfp-button" href={egenHandling.href}>
              {egenHandling.text}
            </a>
          ) : ikkeFunnet ? (
            <a className="kfp-button" href={oversikten}>
              Til forsikringsoversikten
            </a>
          ) : (
            <button
              type="button"
              className="kfp-button"
              onClick={() => {
                trackKnappeklikk('Gå tilbake');
                gaTilbake(base);
              }}
            >
              Gå tilbake
            </button>
          )}
        </div>
      </div>
      <Illustrasjon />
    </section>
  );
}
