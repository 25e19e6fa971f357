import type { Avtale } from '../../api/schemas.ts';
import { getConfig, type Produktomrader } from '../../config/index.ts';
import { isSafeHref } from '../../format/url.ts';

/** Where an agreement card leads: a path in the portal, or the bank's online bank in a new tab. */
export interface AvtaleLenke {
  href: string;
  ekstern: boolean;
}

export interface LenkeKontekst {
  /** Whether the distributor is an eika-family brand (eika, fana, more). */
  eikaFamilie: boolean;
  /** `GET auth/bankkontakt` → `nettbankUrl`; undefined while unknown or when the call failed. */
  nettbankUrl?: string | undefined;
  /** The product areas' base paths (config `produktomrader`; its defaults are the paths below). */
  omrader?: Produktomrader;
}

/** Product types whose details live in the motor app. */
const MOTOR = new Set(['BIL', 'BOBIL', 'MOPED', 'MOTORSYKKEL', 'MC', 'BAAT', 'TILHENGER', 'CAMPINGVOGN', 'SPARKESYKKEL', 'SEK', 'TRAKTOR']);
/** Product types whose details live in the life app. */
const LIV = new Set(['LIV', 'UFOER', 'ULYKKE', 'KRITISK_SYKDOM', 'BARN', 'BEHANDLING']);
/** Product types whose details live in the claims-side apps, by the path segment under /skade/. */
const SKADE: Readonly<Record<string, string>> = { HUND: 'kjaeledyr', KATT: 'kjaeledyr', REISE: 'reise', REISELO: 'reise' };
/**
 * LOFAVOR and PARIS agreements are sold by partners; only these product types are administered in
 * our own systems and so have a details page. The rest go to "mangler-detaljer".
 */
const MED_DETALJER: Readonly<Record<'LOFAVOR' | 'PARIS', ReadonlySet<string>>> = {
  LOFAVOR: new Set(['INNBO', 'REISE', 'BIL', 'HUS']),
  PARIS: new Set(['ULYKKE']),
};

const enc = encodeURIComponent;

/** The details page of an agreement administered in our own systems, by product type. */
function etterProdukttype({ productType, policyNumber }: Avtale, omrader: Produktomrader): string {
  const skade = SKADE[productType];
  if (skade) return `${omrader.skade}/${skade}/detaljer/${enc(policyNumber)}`;
  if (MOTOR.has(productType)) return `${omrader.motor}/detaljer/${enc(policyNumber)}`;
  if (LIV.has(productType)) return `${omrader.liv}/avtaledetaljer/${enc(policyNumber)}`;
  return `${omrader.forsikring}/detaljer/${enc(policyNumber)}`;
}

/**
 * Where an agreement's navigation card leads (spec §2 "Agreement links"). The full mapping, first
 * rule that applies wins:
 *
 * | source | condition | link |
 * |---|---|---|
 * | EIKA_SKADE | RENEWAL, eika-family brand | `/privat/forsikring/detaljer/eika/{policyNumber}` |
 * | EIKA_SKADE | otherwise | the external online bank: `GET auth/bankkontakt` → `nettbankUrl` (new tab); no link while unknown or unsafe |
 * | EIKA_PERSON | | life details eika: `/privat/forsikring/liv/avtaledetaljer/eika/{policyNumber}` |
 * | PROLIFE | | life details: `/privat/forsikring/liv/avtaledetaljer/{policyNumber}` |
 * | LOFAVOR, PARIS | product type without details (see `MED_DETALJER`) | `/privat/forsikring/mangler-detaljer/{productCode}` |
 * | NICE, NSF, LOFAVOR/PARIS with details | HUND, KATT | `/privat/forsikring/skade/kjaeledyr/detaljer/{policyNumber}` |
 * | 〃 | REISE, REISELO | `/privat/forsikring/skade/reise/detaljer/{policyNumber}` |
 * | 〃 | motor types (BIL, BOBIL, MOPED, MOTORSYKKEL, MC, BAAT, TILHENGER, CAMPINGVOGN, SPARKESYKKEL, SEK, TRAKTOR) | `/privat/forsikring/motor/detaljer/{policyNumber}` |
 * | 〃 | life types (LIV, UFOER, ULYKKE, KRITISK_SYKDOM, BARN, BEHANDLING) | `/privat/forsikring/liv/avtaledetaljer/{policyNumber}` |
 * | 〃 | any other type (HUS, INNBO, HYTTE, …, or one the portal does not know yet) | `/privat/forsikring/detaljer/{policyNumber}` |
 * | a source the portal does not know yet | | no link (the card shows without one) |
 *
 * The bases `/privat/forsikring`, `…/skade`, `…/motor` and `…/liv` are the defaults of config
 * `produktomrader` (`forsikring`, `skade`, `motor`, `liv`). Numbers and codes are URL-encoded as one
 * path segment. Returns null when there is nowhere safe to go.
 */
export function avtaleLenke(avtale: Avtale, kontekst: LenkeKontekst): AvtaleLenke | null {
  const { systemSource, policyNumber, productType, productCode, avtaleStatus } = avtale;
  const omrader = kontekst.omrader ?? getConfig().produktomrader;
  switch (systemSource) {
    case 'EIKA_SKADE': {
      if (avtaleStatus === 'RENEWAL' && kontekst.eikaFamilie) return intern(`${omrader.forsikring}/detaljer/eika/${enc(policyNumber)}`);
      const url = kontekst.nettbankUrl;
      return url && isSafeHref(url) ? { href: url, ekstern: true } : null;
    }
    case 'EIKA_PERSON':
      return intern(`${omrader.liv}/avtaledetaljer/eika/${enc(policyNumber)}`);
    case 'PROLIFE':
      return intern(`${omrader.liv}/avtaledetaljer/${enc(policyNumber)}`);
    case 'LOFAVOR':
    case 'PARIS':
      if (!MED_DETALJER[systemSource as 'LOFAVOR' | 'PARIS'].has(productType))
        return intern(`${omrader.forsikring}/mangler-detaljer/${enc(productCode)}`);
      return intern(etterProdukttype(avtale, omrader));
    case 'NICE':
    case 'NSF':
      return intern(etterProdukttype(avtale, omrader));
    default:
      // A new source system: which app has its details is unknown, so no link rather than a wrong one.
      return null;
  }
}

const intern = (href: string): AvtaleLenke => ({ href, ekstern: false });
