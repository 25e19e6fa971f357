import type { Tilbud } from '../../api/schemas.ts';
import { getConfig, type Produktomrader } from '../../config/index.ts';

const MOTOR = new Set(['BIL', 'BOBIL', 'MC', 'MOTORSYKKEL', 'MOPED', 'SEK', 'SPARKESYKKEL', 'TILHENGER', 'CAMPINGVOGN', 'BAAT']);
const LIV = new Set(['LIV', 'UFOER', 'KRITISK_SYKDOM', 'BEHANDLING', 'ULYKKE', 'BARN']);

/**
 * Where 'Vis tilbudet' leads. The spec names no address, so we chose one per product area, in the
 * same shape as the agreement links of spec §2 ("Agreement links"):
 * - life (source PROLIFE or EIKA_PERSON, or a life product type): `/privat/forsikring/liv/tilbud/{policyNumber}`
 * - motor and boat product types: `/privat/forsikring/motor/tilbud/{policyNumber}`
 * - everything else: `/privat/forsikring/skade/tilbud/{policyNumber}`
 * The bases are config `produktomrader` (`liv`, `motor`, `skade`; these are their defaults).
 * `versionNumber` is not part of the address: the offer is one per policy number (docs/api.md, "Entities").
 */
export function tilbudLenke(
  tilbud: Pick<Tilbud, 'policyNumber' | 'productType' | 'systemSource'>,
  omrader: Produktomrader = getConfig().produktomrader,
): string {
  const omraade =
    tilbud.systemSource === 'PROLIFE' || tilbud.systemSource === 'EIKA_PERSON' || LIV.has(tilbud.productType)
      ? 'liv'
      : MOTOR.has(tilbud.productType)
        ? 'motor'
        : 'skade';
  return `${omrader[omraade]}/tilbud/${encodeURIComponent(tilbud.policyNumber)}`;
}
