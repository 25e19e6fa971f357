import type { Produktanbefaling, Tilbud } from '../../api/schemas.ts';
import type { AnalyticsEvents } from '../../analytics/events.ts';
import type { AppConfig } from '../../config/index.ts';
import { kjopslenke } from '../kjopsinnganger/kjopslenke.ts';
import { kjopskategorier } from '../kjopsinnganger/kjopsprodukter.ts';

/** Recommendations shown at most (spec §9). */
export const MAKS_ANBEFALINGER = 5;

export type Illustrasjon = 'kjoretoy' | 'bolig' | 'hytte' | 'innbo' | 'reise' | 'dyr' | 'person' | 'baat';

export interface NboProdukt {
  type: string;
  navn: string;
  href: string;
  illustrasjon: Illustrasjon;
}

/** The config a recommendation's link comes from: the purchase addresses. */
export type NboLenkeConfig = Pick<AppConfig, 'kjopUrls'>;

const p = (navn: string, illustrasjon: Illustrasjon) => ({ navn, illustrasjon });

/**
 * Products we can recommend: name and illustration. Where each leads is the purchase entry of the
 * same product type (spec §2 "Purchase entries": its path, or its configured `kjopUrls` address),
 * so a product without a purchase entry is never recommended.
 */
export const NBO_PRODUKTER: Readonly<Record<string, Omit<NboProdukt, 'type' | 'href'>>> = {
  BIL: p('Bilforsikring', 'kjoretoy'),
  BOBIL: p('Bobilforsikring', 'kjoretoy'),
  MOPED: p('Mopedforsikring', 'kjoretoy'),
  MOTORSYKKEL: p('Motorsykkelforsikring', 'kjoretoy'),
  SPARKESYKKEL: p('Sparkesykkelforsikring', 'kjoretoy'),
  TILHENGER: p('Tilhengerforsikring', 'kjoretoy'),
  CAMPINGVOGN: p('Campingvognforsikring', 'kjoretoy'),
  BAAT: p('Båtforsikring', 'baat'),
  HUS: p('Husforsikring', 'bolig'),
  HYTTE: p('Hytteforsikring', 'hytte'),
  INNBO: p('Innboforsikring', 'innbo'),
  REISE: p('Reiseforsikring', 'reise'),
  HUND: p('Hundeforsikring', 'dyr'),
  KATT: p('Kattforsikring', 'dyr'),
  LIV: p('Livsforsikring', 'person'),
  UFOER: p('Uføreforsikring', 'person'),
  ULYKKE: p('Ulykkesforsikring', 'person'),
  BARN: p('Barneforsikring', 'person'),
  KRITISK_SYKDOM: p('Kritisk sykdom-forsikring', 'person'),
  BEHANDLING: p('Behandlingsforsikring', 'person'),
  STUDENT: p('Studentforsikring', 'person'),
  UNG_INNBO_REISE: p('Ung innbo og reise', 'innbo'),
};

/** The purchase entries (not the labour-union variant) by product type. */
const KJOPSPRODUKTER = new Map(
  kjopskategorier(false).flatMap((kategori) => kategori.produkter.map((produkt) => [produkt.produktType, produkt] as const)),
);

export interface NboValg {
  /** The top recommendation, shown as a photo card. */
  hoved: NboProdukt | undefined;
  /** The next ones (up to 4). */
  ovrige: NboProdukt[];
  /** Recommended products left out because the customer already has them. */
  filtrert: string[];
  /** Recommended products left out because the customer has an open offer on them (the offers show it). */
  medTilbud: string[];
  /** False for the control group and when nothing is left to show. */
  vises: boolean;
}

/**
 * Picks what the next-best-offer block shows: by score, highest first; products the customer
 * already has left out (and remembered for analytics); products we cannot sell left out; at most 5.
 * Each leads where its purchase entry does (`kjopslenke`: the configured `kjopUrls` address, or
 * spec §2's path). A product the customer has an open offer on is left out too (issue 34): offers
 * belong to the offers (the task card, 'Tilbud'), recommendations are products to buy, so the slots
 * go to the next products instead. The control group sees nothing (spec §3 `controlgroup`).
 */
export function velgAnbefalinger(
  svar: Produktanbefaling,
  kundensProdukter: readonly string[],
  tilbud: readonly Pick<Tilbud, 'productType'>[],
  config: NboLenkeConfig,
): NboValg {
  const eier = new Set(kundensProdukter);
  const sortert = [...svar.scores].sort((a, b) => b.score - a.score).map((s) => s.nextBestOfferProdukt);
  const tilbudt = new Set(tilbud.map((t) => t.productType));
  const filtrert = sortert.filter((type) => eier.has(type));
  const medTilbud = sortert.filter((type) => !eier.has(type) && tilbudt.has(type));
  const valgt = sortert
    .filter((type) => !eier.has(type) && !tilbudt.has(type))
    .flatMap((type): NboProdukt[] => {
      const produkt = NBO_PRODUKTER[type];
      const kjop = KJOPSPRODUKTER.get(type);
      return produkt && kjop ? [{ type, ...produkt, href: kjopslenke(kjop, config.kjopUrls) }] : [];
    })
    .slice(0, MAKS_ANBEFALINGER);
  const [hoved, ...ovrige] = valgt;
  return { hoved, ovrige, filtrert, medTilbud, vises: !svar.controlgroup && hoved !== undefined };
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
