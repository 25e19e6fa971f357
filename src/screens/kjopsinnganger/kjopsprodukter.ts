import type { KjopUrlKey } from '../../config/index.ts';

/** One purchase entry: a product type of spec §2's table, its default path and its config keys. */
export interface Kjopsprodukt {
  /** The product type of spec §2 (also sent to analytics as `produktType`). */
  produktType: string;
  /** The link text (also sent to analytics as `produktNavn`). */
  navn: string;
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
  produkter: readonly Kjopsprodukt[];
}

const reise: Kjopsprodukt = { produktType: 'REISE', navn: 'Reiseforsikring', sti: '/privat/forsikring/skade/reise', konfig: ['REISE'] };
const reiseLo: Kjopsprodukt = { produktType: 'REISELO', navn: 'Reiseforsikring for LO-medlemmer', sti: '/privat/forsikring/skade/reise/lofavor' };

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
      tittel: 'Kjøretøy',
      produkter: [
        { produktType: 'BIL', navn: 'Bilforsikring', sti: '/privat/forsikring/motor/bil', konfig: ['BIL'] },
        { produktType: 'BOBIL', navn: 'Bobilforsikring', sti: '/privat/forsikring/motor/bil/bobil' },
        { produktType: 'MOTORSYKKEL', navn: 'Motorsykkelforsikring', sti: '/privat/forsikring/motor/mc', konfig: ['MC'] },
        { produktType: 'MOPED', navn: 'Mopedforsikring', sti: '/privat/forsikring/motor/moped', konfig: ['MOPED'] },
        { produktType: 'SPARKESYKKEL', navn: 'Elsparkesykkelforsikring', sti: '/privat/forsikring/motor/sek', konfig: ['SEK'] },
        { produktType: 'TILHENGER', navn: 'Tilhengerforsikring', sti: '/privat/forsikring/motor/tilhenger', type: 'TILHENGER', konfig: ['TILHENGER'] },
        { produktType: 'CAMPINGVOGN', navn: 'Campingvognforsikring', sti: '/privat/forsikring/motor/tilhenger', type: 'CAMPINGVOGN', konfig: ['TILHENGER'] },
      ],
    },
    {
      id: 'hus-og-hytte',
      tittel: 'Hus og hytte',
      produkter: [
        { produktType: 'HUS', navn: 'Husforsikring', sti: '/privat/forsikring/hus', konfig: ['HUS'] },
        { produktType: 'HYTTE', navn: 'Hytteforsikring', sti: '/privat/forsikring/hytte', konfig: ['FRITIDSHUS'] },
      ],
    },
    { id: 'reise', tittel: 'Reise', produkter: [isLo ? reiseLo : reise] },
    {
      id: 'innbo',
      tittel: 'Innbo',
      produkter: [
        { produktType: 'INNBO', navn: 'Innboforsikring', sti: '/privat/forsikring/innbo', konfig: ['INNBO'] },
        { produktType: 'STUDENT', navn: 'Studentforsikring', sti: '/privat/forsikring/student' },
        { produktType: 'UNG_INNBO_REISE', navn: 'Innbo og reise for unge', sti: '/privat/forsikring/ung' },
      ],
    },
    {
      id: 'liv-og-helse',
      tittel: 'Liv og helse',
      produkter: [
        { produktType: 'LIV', navn: 'Livsforsikring', sti: '/privat/forsikring/liv/kjop/livsforsikring' },
        { produktType: 'UFOER', navn: 'Uføreforsikring', sti: '/privat/forsikring/liv/kjop/uforeforsikring' },
        { produktType: 'KRITISK_SYKDOM', navn: 'Forsikring mot kritisk sykdom', sti: '/privat/forsikring/liv/kjop/kritisksykdom' },
        { produktType: 'BEHANDLING', navn: 'Behandlingsforsikring', sti: '/privat/forsikring/liv/kjop/behandlingsforsikring' },
        { produktType: 'ULYKKE', navn: 'Ulykkesforsikring', sti: '/privat/forsikring/liv/kjop/ulykkesforsikring' },
        { produktType: 'BARN', navn: 'Barneforsikring', sti: '/privat/forsikring/liv/kjop/barneforsikring' },
      ],
    },
    {
      id: 'baat',
      tittel: 'Båt',
      produkter: [{ produktType: 'BAAT', navn: 'Båtforsikring', sti: '/privat/forsikring/motor/baat', konfig: ['BAAT'] }],
    },
    {
      id: 'kjaeledyr',
      tittel: 'Kjæledyr',
      produkter: [
        { produktType: 'HUND', navn: 'Hundeforsikring', sti: '/privat/forsikring/skade/kjaeledyr/hund', konfig: kjaeledyr(isLo) },
        { produktType: 'KATT', navn: 'Katteforsikring', sti: '/privat/forsikring/skade/kjaeledyr/katt', konfig: kjaeledyr(isLo) },
      ],
    },
  ];
}
