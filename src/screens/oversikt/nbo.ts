import type { Produktanbefaling } from '../../api/schemas.ts';
import type { AnalyticsEvents } from '../../analytics/events.ts';

/** Recommendations shown at most (spec §9). */
export const MAKS_ANBEFALINGER = 5;

export type Illustrasjon = 'kjoretoy' | 'bolig' | 'hytte' | 'innbo' | 'reise' | 'dyr' | 'person' | 'baat';

export interface NboProdukt {
  type: string;
  navn: string;
  href: string;
  illustrasjon: Illustrasjon;
  /** The customer has an open offer on it: the card leads to the offers, not to a new purchase. */
  aapentTilbud?: boolean;
}

/** Where a recommendation for a product with an open offer leads: the offers page (spec §2). */
export const TILBUD_SIDE = '/privat/forsikring/oversikt/tilbud';

const p = (navn: string, href: string, illustrasjon: Illustrasjon) => ({ navn, href, illustrasjon });
const KJOP = '/privat/forsikring';

/** Products we can recommend: name, purchase path (spec §2 "Purchase entries") and illustration. */
export const NBO_PRODUKTER: Readonly<Record<string, Omit<NboProdukt, 'type'>>> = {
  BIL: p('Bilforsikring', `${KJOP}/motor/bil`, 'kjoretoy'),
  BOBIL: p('Bobilforsikring', `${KJOP}/motor/bil/bobil`, 'kjoretoy'),
  MOPED: p('Mopedforsikring', `${KJOP}/motor/moped`, 'kjoretoy'),
  MOTORSYKKEL: p('Motorsykkelforsikring', `${KJOP}/motor/mc`, 'kjoretoy'),
  SPARKESYKKEL: p('Sparkesykkelforsikring', `${KJOP}/motor/sek`, 'kjoretoy'),
  TILHENGER: p('Tilhengerforsikring', `${KJOP}/motor/tilhenger?type=TILHENGER`, 'kjoretoy'),
  CAMPINGVOGN: p('Campingvognforsikring', `${KJOP}/motor/tilhenger?type=CAMPINGVOGN`, 'kjoretoy'),
  BAAT: p('Båtforsikring', `${KJOP}/motor/baat`, 'baat'),
  HUS: p('Husforsikring', `${KJOP}/hus`, 'bolig'),
  HYTTE: p('Hytteforsikring', `${KJOP}/hytte`, 'hytte'),
  INNBO: p('Innboforsikring', `${KJOP}/innbo`, 'innbo'),
  REISE: p('Reiseforsikring', `${KJOP}/skade/reise`, 'reise'),
  HUND: p('Hundeforsikring', `${KJOP}/skade/kjaeledyr/hund`, 'dyr'),
  KATT: p('Kattforsikring', `${KJOP}/skade/kjaeledyr/katt`, 'dyr'),
  LIV: p('Livsforsikring', `${KJOP}/liv/kjop/livsforsikring`, 'person'),
  UFOER: p('Uføreforsikring', `${KJOP}/liv/kjop/uforeforsikring`, 'person'),
  ULYKKE: p('Ulykkesforsikring', `${KJOP}/liv/kjop/ulykkesforsikring`, 'person'),
  BARN: p('Barneforsikring', `${KJOP}/liv/kjop/barneforsikring`, 'person'),
  KRITISK_SYKDOM: p('Kritisk sykdom-forsikring', `${KJOP}/liv/kjop/kritisksykdom`, 'person'),
  BEHANDLING: p('Behandlingsforsikring', `${KJOP}/liv/kjop/behandlingsforsikring`, 'person'),
  STUDENT: p('Studentforsikring', `${KJOP}/student`, 'person'),
  UNG_INNBO_REISE: p('Ung innbo og reise', `${KJOP}/ung`, 'innbo'),
};

export interface NboValg {
  /** The top recommendation, shown as a photo card. */
  hoved: NboProdukt | undefined;
  /** The next ones (up to 4). */
  ovrige: NboProdukt[];
  /** Recommended products left out because the customer already has them. */
  filtrert: string[];
  /** False for the control group and when nothing is left to show. */
  vises: boolean;
}

/**
 * Picks what the next-best-offer block shows: by score, highest first; products the customer
 * already has left out (and remembered for analytics); products we cannot sell left out; at most 5.
 * A product the customer has an open offer on is not sold again: its card leads to the offer.
 * The control group sees nothing (spec §3 `controlgroup`).
 */
export function velgAnbefalinger(svar: Produktanbefaling, kundensProdukter: readonly string[], tilbudstyper: readonly string[] = []): NboValg {
  const eier = new Set(kundensProdukter);
  const harTilbud = new Set(tilbudstyper);
  const sortert = [...svar.scores].sort((a, b) => b.score - a.score).map((s) => s.nextBestOfferProdukt);
  const filtrert = sortert.filter((type) => eier.has(type));
  const valgt = sortert
    .filter((type) => !eier.has(type))
    .flatMap((type) => {
      const produkt = NBO_PRODUKTER[type];
      if (!produkt) return [];
      return [harTilbud.has(type) ? { type, ...produkt, href: TILBUD_SIDE, aapentTilbud: true } : { type, ...produkt }];
    })
    .slice(0, MAKS_ANBEFALINGER);
  const [hoved, ...ovrige] = valgt;
  return { hoved, ovrige, filtrert, vises: !svar.controlgroup && hoved !== undefined };
}

/** The Recommendation analytics payload (spec §3). No personal data: product types only. */
export function anbefalingPayload(
  page: string,
  kundensProdukter: readonly string[],
  valg: NboValg,
  svar: Produktanbefaling,
): AnalyticsEvents['Anbefaling'] {
  return {
    page,
    ...(valg.hoved ? { product: valg.hoved.type, mainNboProduct: valg.hoved.type } : {}),
    customerProducts: [...kundensProdukter],
    subNboProducts: valg.ovrige.map((produkt) => produkt.type),
    filteredNboProductsDueToActiveAgreements: valg.filtrert,
    controlGroup: svar.controlgroup,
    presentedNboModule: valg.vises,
    fallback: svar.fallback,
  };
}
