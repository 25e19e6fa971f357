import type { KjopUrlKey } from '../../config/index.ts';

/** One purchase entry: a product type of spec §2's table, its default path and its config keys. */
export interface Kjopsprodukt {
  /** The product type of spec §2 (also sent to analytics as `produktType`). */
  produktType: string;
  /** The link text (also sent to analytics as `produktNavn`). */
  navn: string;
  /** One line under the name: what the insurance is for. */
  fordel: string;
  /** The default path of spec §2. */
  sti: string;
  /** A `type` query the path always carries (TILHENGER, CAMPINGVOGN). */
  type?: string;
  /** The `kjopUrls` keys that override the path, first match wins. */
  konfig?: readonly KjopUrlKey[];
}

/** One expandable category of the purchase entries. */
export interface Kjopskategori {
  id: string;
  tittel: string;
  /** The product type whose icon the category shows. */
  ikon: string;
  produkter: readonly Kjopsprodukt[];
}

const reise: Kjopsprodukt = {
  produktType: 'REISE',
  navn: 'Reiseforsikring',
  fordel: 'Hjelp og dekning på reiser i hele verden.',
  sti: '/privat/forsikring/skade/reise',
  konfig: ['REISE'],
};
const reiseLo: Kjopsprodukt = {
  produktType: 'REISELO',
  navn: 'Reiseforsikring for LO-medlemmer',
  fordel: 'Reiseforsikring med medlemspris.',
  sti: '/privat/forsikring/skade/reise/lofavor',
};

function kjaeledyr(isLo: boolean): KjopUrlKey[] {
  return isLo ? ['LOFAVOR_KJAELEDYR', 'KJAELEDYR'] : ['KJAELEDYR'];
}

/**
 * The seven categories of spec §2 "Purchase entries" in the spec's order, with every product type of
 * its table. The labour-union variant (`isLo`) swaps travel for REISELO and lets pets use the
 * `LOFAVOR_KJAELEDYR` address first.
 */
export function kjopskategorier(isLo: boolean): Kjopskategori[] {
  return [
    {
      id: 'kjoretoy',
      ikon: 'BIL',
      tittel: 'Kjøretøy',
      produkter: [
        {
          produktType: 'BIL',
          navn: 'Bilforsikring',
          fordel: 'Velg ansvar, delkasko eller kasko.',
          sti: '/privat/forsikring/motor/bil',
          konfig: ['BIL'],
        },
        {
          produktType: 'BOBIL',
          navn: 'Bobilforsikring',
          fordel: 'For bobilen på tur og når den står.',
          sti: '/privat/forsikring/motor/bil/bobil',
        },
        {
          produktType: 'MOTORSYKKEL',
          navn: 'Motorsykkelforsikring',
          fordel: 'For sesongen eller hele året.',
          sti: '/privat/forsikring/motor/mc',
          konfig: ['MC'],
        },
        {
          produktType: 'MOPED',
          navn: 'Mopedforsikring',
          fordel: 'Lovpålagt ansvar, og mer om du vil.',
          sti: '/privat/forsikring/motor/moped',
          konfig: ['MOPED'],
        },
        {
          produktType: 'SPARKESYKKEL',
          navn: 'Elsparkesykkelforsikring',
          fordel: 'Ansvar når du skader andre eller ting.',
          sti: '/privat/forsikring/motor/sek',
          konfig: ['SEK'],
        },
        {
          produktType: 'TILHENGER',
          navn: 'Tilhengerforsikring',
          fordel: 'For tilhengeren, også når den står.',
          sti: '/privat/forsikring/motor/tilhenger',
          type: 'TILHENGER',
          konfig: ['TILHENGER'],
        },
        {
          produktType: 'CAMPINGVOGN',
          navn: 'Campingvognforsikring',
          fordel: 'For campingvognen på tur og på plassen.',
          sti: '/privat/forsikring/motor/tilhenger',
          type: 'CAMPINGVOGN',
          konfig: ['TILHENGER'],
        },
      ],
    },
    {
      id: 'hus-og-hytte',
      ikon: 'HUS',
      tittel: 'Hus og hytte',
      produkter: [
        {
          produktType: 'HUS',
          navn: 'Husforsikring',
          fordel: 'Bygningen mot brann, vann og naturskade.',
          sti: '/privat/forsikring/hus',
          konfig: ['HUS'],
        },
        {
          produktType: 'HYTTE',
          navn: 'Hytteforsikring',
          fordel: 'For hytta og innboet der.',
          sti: '/privat/forsikring/hytte',
          konfig: ['FRITIDSHUS'],
        },
      ],
    },
    { id: 'reise', ikon: 'REISE', tittel: 'Reise', produkter: [isLo ? reiseLo : reise] },
    {
      id: 'innbo',
      ikon: 'INNBO',
      tittel: 'Innbo',
      produkter: [
        {
          produktType: 'INNBO',
          navn: 'Innboforsikring',
          fordel: 'Tingene dine, hjemme og på farten.',
          sti: '/privat/forsikring/innbo',
          konfig: ['INNBO'],
        },
        {
          produktType: 'STUDENT',
          navn: 'Studentforsikring',
          fordel: 'Innbo og reise tilpasset studenter.',
          sti: '/privat/forsikring/student',
        },
        {
          produktType: 'UNG_INNBO_REISE',
          navn: 'Innbo og reise for unge',
          fordel: 'To forsikringer i én, for deg som er ung.',
          sti: '/privat/forsikring/ung',
        },
      ],
    },
    {
      id: 'liv-og-helse',
      ikon: 'LIV_OG_HELSE',
      tittel: 'Liv og helse',
      produkter: [
        {
          produktType: 'LIV',
          navn: 'Livsforsikring',
          fordel: 'Økonomisk trygghet for dem du etterlater.',
          sti: '/privat/forsikring/liv/kjop/livsforsikring',
        },
        {
          produktType: 'UFOER',
          navn: 'Uføreforsikring',
          fordel: 'Utbetaling om du ikke lenger kan jobbe.',
          sti: '/privat/forsikring/liv/kjop/uforeforsikring',
        },
        {
          produktType: 'KRITISK_SYKDOM',
          navn: 'Forsikring mot kritisk sykdom',
          fordel: 'Et engangsbeløp ved alvorlig sykdom.',
          sti: '/privat/forsikring/liv/kjop/kritisksykdom',
        },
        {
          produktType: 'BEHANDLING',
          navn: 'Behandlingsforsikring',
          fordel: 'Rask behandling hos spesialist.',
          sti: '/privat/forsikring/liv/kjop/behandlingsforsikring',
        },
        {
          produktType: 'ULYKKE',
          navn: 'Ulykkesforsikring',
          fordel: 'Utbetaling ved varig skade etter ulykke.',
          sti: '/privat/forsikring/liv/kjop/ulykkesforsikring',
        },
        {
          produktType: 'BARN',
          navn: 'Barneforsikring',
          fordel: 'Trygghet for barnet ved sykdom og skade.',
          sti: '/privat/forsikring/liv/kjop/barneforsikring',
        },
      ],
    },
    {
      id: 'baat',
      ikon: 'BAAT',
      tittel: 'Båt',
      produkter: [
        {
          produktType: 'BAAT',
          navn: 'Båtforsikring',
          fordel: 'For båten på sjøen og på land.',
          sti: '/privat/forsikring/motor/baat',
          konfig: ['BAAT'],
        },
      ],
    },
    {
      id: 'kjaeledyr',
      ikon: 'HUND',
      tittel: 'Kjæledyr',
      produkter: [
        {
          produktType: 'HUND',
          navn: 'Hundeforsikring',
          fordel: 'Veterinærutgifter og livsforsikring for hunden.',
          sti: '/privat/forsikring/skade/kjaeledyr/hund',
          konfig: kjaeledyr(isLo),
        },
        {
          produktType: 'KATT',
          navn: 'Kattforsikring',
          fordel: 'Veterinærutgifter og livsforsikring for katten.',
          sti: '/privat/forsikring/skade/kjaeledyr/katt',
          konfig: kjaeledyr(isLo),
        },
      ],
    },
  ];
}
