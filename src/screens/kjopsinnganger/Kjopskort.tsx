import type { ReactNode } from 'react';
import { ShieldIcon } from '../../components/icon/product-icons.tsx';
import { CheckIcon, InfoIcon } from '../../components/icon/ui-icons.tsx';
import type { AppConfig, SkryteboksConfig } from '../../config/index.ts';
import { isSafeHref } from '../../format/url.ts';
import { eksternLenkeOmTrygg, type LenkeEgenskaper } from '../../mobilapp/lenker.ts';
import { erEkstern } from './kjopslenke.ts';
import { Lenkekort } from './Lenkekort.tsx';
import type { Nivaa } from './Overskrift.tsx';

type Kortkonfig = Pick<
  AppConfig,
  'showBedriftsportal' | 'bedriftsportalUrl' | 'skrytebokser' | 'showVedlikeholdsKalender' | 'vedlikeholdsKalenderUrl'
>;

/** A configured address fit for an `href`, or undefined (the card is then left out). */
function trygg(url: string | undefined): string | undefined {
  const verdi = url?.trim();
  return verdi && isSafeHref(verdi) ? verdi : undefined;
}

/** An external address as a link: a new tab, or in the mobile bank through the app; undefined when not safe. */
function ut(url: string | undefined, tittel: string): LenkeEgenskaper | undefined {
  return url ? eksternLenkeOmTrygg(url, tittel) : undefined;
}

function Skryteboks({ innhold, nivaa, ikon }: { innhold: SkryteboksConfig | undefined; nivaa: Nivaa; ikon: ReactNode }) {
  const href = trygg(innhold?.url);
  if (!innhold || !href || !innhold.title) return null;
  const ekstern = erEkstern(href) ? ut(href, innhold.title) : undefined;
  if (erEkstern(href) && !ekstern) return null;
  return (
    <Lenkekort
      tittel={innhold.title}
      nivaa={nivaa}
      href={ekstern?.href ?? href}
      ekstern={ekstern !== undefined}
      nyFane={ekstern?.target === '_blank'}
      lenketekst={innhold.urlText || innhold.title}
      ikon={ikon}
    >
      {innhold.description}
    </Lenkekort>
  );
}

/**
 * The optional cards below the categories (spec §2): the business portal and the maintenance
 * calendar (external links, each only when switched on and given a safe address) and the two info
 * boxes from `skrytebokser` (each only when configured). Nothing at all when none is configured.
 */
export function Kjopskort({ config, nivaa }: { config: Kortkonfig; nivaa: Nivaa }) {
  const bedriftsportal = config.showBedriftsportal ? ut(trygg(config.bedriftsportalUrl), 'Bedriftsportalen') : undefined;
  const kalender = config.showVedlikeholdsKalender ? ut(trygg(config.vedlikeholdsKalenderUrl), 'Vedlikeholdskalender') : undefined;
  const { testUtmerkelserContent, kundefordelerContent } = config.skrytebokser;
  if (!bedriftsportal && !kalender && !testUtmerkelserContent && !kundefordelerContent) return null;
  return (
    <div className="kfp-kjop__kort">
      {bedriftsportal ? (
        <Lenkekort
          tittel="Bedrift, landbruk eller borettslag og sameie"
          nivaa={nivaa}
          href={bedriftsportal.href}
          ekstern
          nyFane={bedriftsportal.target === '_blank'}
          lenketekst="Gå til bedriftsportalen"
          ikon={<ShieldIcon />}
        >
          Forsikring for bedriften, gården, borettslaget eller sameiet kjøper du i bedriftsportalen.
        </Lenkekort>
      ) : null}
      {kalender ? (
        <Lenkekort
          tittel="Vedlikeholdskalender"
          nivaa={nivaa}
          href={kalender.href}
          ekstern
          nyFane={kalender.target === '_blank'}
          lenketekst="Se vedlikeholdskalenderen"
          ikon={<InfoIcon />}
        >
          Se hva boligen trenger av vedlikehold gjennom året, og unngå skader.
        </Lenkekort>
      ) : null}
      <Skryteboks innhold={testUtmerkelserContent} nivaa={nivaa} ikon={<CheckIcon />} />
      <Skryteboks innhold={kundefordelerContent} nivaa={nivaa} ikon={<InfoIcon />} />
    </div>
  );
}
