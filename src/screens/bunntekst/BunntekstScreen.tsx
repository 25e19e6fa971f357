import { useQuery } from '../../store/use-query.ts';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Epostadresse } from '../../components/epostadresse/Epostadresse.tsx';
import { Lenke } from '../../components/lenke/Lenke.tsx';
import { Skeleton } from '../../components/loader/Skeleton.tsx';
import { formatTelefonnummerMedLandkode, isGyldigTelefonnummer, telefonnummerForTelLenke } from '../../format/phone.ts';
import { getConfig } from '../../config/index.ts';
import { isSafeHref } from '../../format/url.ts';
import { isMobilbankApp } from '../../config/mobilbank.ts';
import { eksternLenkeOmTrygg, kontaktLenke, type LenkeEgenskaper } from '../../mobilapp/lenker.ts';
import { useHost } from '../../page/host-context.ts';
import { kontaktinfoQuery } from '../../store/queries/kontaktinfo.ts';
import { bunntekstRolle } from './landemerke.ts';
import { BILDE_BREDDE, BILDE_HOYDE, BILDE_SIZES, BUNNTEKST_BILDER, bildeSrcset, bildeUrl } from './bilde.ts';

/** The id that 'ta kontakt med oss' links point at (spec §1). */
export const TELEFON_ANKER = 'kfp-footer-phonenumber';

/** A configured footer link: on the own site in place, elsewhere in a new tab (in the app through the app); undefined when unsafe or empty. */
function konfigurertLenke(url: string, tittel: string): LenkeEgenskaper | undefined {
  return /^https?:/i.test(url) ? eksternLenkeOmTrygg(url, tittel) : url && isSafeHref(url) ? { href: url } : undefined;
}

/**
 * The footer (spec §1): company name, phone number with country code 47 (a `tel:` link without
 * spaces, id `kfp-footer-phonenumber`), opening hours, e-mail, the privacy and cookies link, the
 * price comparison at Finansportalen and, when configured, the bank's accessibility statement
 * (config `personvernUrl`, `prissammenligningUrl`, `tilgjengelighetserklaeringUrl`; an unsafe one is left out).
 * Until the contact info is read, and when it cannot be, the phone number from config (`kontaktTelefon`) shows.
 * In the mobile bank's web view the same contact details in a compact form (the app owns the
 * navigation, not the insurer's contact details): no picture, labels beside their values, one column.
 * Below the contact details and links, a decorative picture (spec §9, `bilde.ts`); not in the web view.
 * The page's contentinfo landmark, or a region named by the company when it cannot be one (`landemerke.ts`).
 *
 * The phone link sits in a shadow root, where a plain `href="#kfp-footer-phonenumber"` cannot find
 * it; so the footer listens for clicks on such links anywhere on the page (and for the hash on
 * load), scrolls to the number and moves focus to it.
 */
export function BunntekstScreen() {
  const { data, isPending } = useQuery(kontaktinfoQuery);
  const { personvernUrl, prissammenligningUrl, tilgjengelighetserklaeringUrl, kontaktTelefon } = getConfig();
  // The number from config until the contact info is read, and when it cannot be (the whole API
  // down): the phone line is there from the start, so nothing below it moves when the read fails.
  const telefon = data?.telefon ?? (isGyldigTelefonnummer(kontaktTelefon) ? kontaktTelefon : undefined);
  const mobilapp = isMobilbankApp();
  const personvern = konfigurertLenke(personvernUrl, 'Personvern og informasjonskapsler');
  const tilgjengelighet = konfigurertLenke(tilgjengelighetserklaeringUrl, 'Tilgjengelighetserklæring');
  const prissammenligning = eksternLenkeOmTrygg(prissammenligningUrl, 'Finansportalen');
  const footer = useRef<HTMLElement>(null);
  const headingId = useId();
  const host = useHost();
  // Decided once the element is on the page; a footer added by the host later does not change it.
  const [rolle] = useState(() => bunntekstRolle(host));

  // The router's contact box stood in this place from the first frame (src/router/first-screen.ts
  // `buildContactBox`): gone before this first paint, so the phone number stays where it was, and
  // its 'Kontakt oss' stays until the bank's name comes (no placeholder bar in its place).
  const [etterKontaktboks] = useState(() => host?.previousElementSibling?.classList.contains('kfp-router__kontakt') === true);
  useLayoutEffect(() => {
    const forrige = host?.previousElementSibling;
    if (forrige?.classList.contains('kfp-router__kontakt')) forrige.remove();
  }, [host]);

  useEffect(() => {
    const telefon = () => footer.current?.querySelector<HTMLAnchorElement>(`#${TELEFON_ANKER}`) ?? null;
    const visTelefon = () => {
      telefon()?.scrollIntoView({ block: 'center' });
      telefon()?.focus({ preventScroll: true });
    };
    const onClick = (event: MouseEvent) => {
      const anker = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
      if (anker && anker.getAttribute('href')?.endsWith(`#${TELEFON_ANKER}`) && telefon()) {
        event.preventDefault();
        visTelefon();
      }
    };
    const onHash = () => {
      if (location.hash === `#${TELEFON_ANKER}`) visTelefon();
    };
    addEventListener('click', onClick, true);
    addEventListener('hashchange', onHash);
    onHash();
    return () => {
      removeEventListener('click', onClick, true);
      removeEventListener('hashchange', onHash);
    };
  }, [telefon]);

  const telefonlinje = telefon && (
    <p>
      <span className="kfp-bunntekst__etikett">Telefon</span>{' '}
      <Lenke lenke={kontaktLenke(`tel:${telefonnummerForTelLenke(telefon)}`)} id={TELEFON_ANKER} className="kfp-bunntekst__telefon">
        {formatTelefonnummerMedLandkode(telefon)}
      </Lenke>
    </p>
  );

  const lenker = (
    <ul className="kfp-bunntekst__lenker">
      {personvern && (
        <li>
          <Lenke lenke={personvern}>Personvern og informasjonskapsler</Lenke>
        </li>
      )}
      {prissammenligning && (
        <li>
          <Lenke lenke={prissammenligning}>Sammenlign priser på Finansportalen</Lenke>
        </li>
      )}
      {tilgjengelighet && (
        <li>
          <Lenke lenke={tilgjengelighet}>Tilgjengelighetserklæring</Lenke>
        </li>
      )}
    </ul>
  );

  return (
    <footer
      ref={footer}
      className={mobilapp ? 'kfp-bunntekst kfp-bunntekst--app' : 'kfp-bunntekst'}
      role={rolle}
      aria-labelledby={headingId}
    >
      <div className="kfp-bunntekst__innhold">
        <h2 id={headingId} className="kfp-bunntekst__navn">
          {data?.navn ?? (isPending && !etterKontaktboks ? <Skeleton width="12rem" shape="text" /> : 'Kontakt oss')}
        </h2>
        {!data && telefonlinje && <div className="kfp-bunntekst__kontakt">{telefonlinje}</div>}
        {data && (
          <div className="kfp-bunntekst__kontakt">
            {telefonlinje}
            <p>
              <span className="kfp-bunntekst__etikett">E-post</span>{' '}
              <Lenke lenke={kontaktLenke(`mailto:${data.epost}`)} className="kfp-bunntekst__epost">
                <Epostadresse adresse={data.epost} />
              </Lenke>
            </p>
            {data.apningstider.length > 0 && (
              <div>
                <h3 className="kfp-bunntekst__etikett">Åpningstider</h3>
                <dl className="kfp-bunntekst__apningstider">
                  {data.apningstider.map(({ dag, tid }) => (
                    <div key={dag}>
                      <dt>{dag}</dt>
                      <dd>{tid}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
          </div>
        )}
        {lenker}
        {/* Decorative (alt=""), after the contact details, so the phone number is never pushed down by it;
            loads only near the viewport; its box is there before it loads. Not in the app. */}
        {!mobilapp && (
          <img
            className="kfp-bunntekst__bilde"
            alt=""
            loading="lazy"
            decoding="async"
            width={BILDE_BREDDE}
            height={BILDE_HOYDE}
            sizes={BILDE_SIZES}
            srcSet={bildeSrcset(BUNNTEKST_BILDER, import.meta.url)}
            src={bildeUrl(BUNNTEKST_BILDER[1]![1], import.meta.url)}
          />
        )}
      </div>
    </footer>
  );
}
