/**
 * What the page starts once its first content is in (`etterForsteInnhold`), in one chunk loaded then
 * by `bootOnce` (src/element/boot.ts), off the overview's first screen: the market-source sync and
 * the offline notice with its retry of reads that failed offline (src/page/uten-nett.ts). Each
 * starts once per page, whichever element boots first.
 */
import { startMarkedskildeSync } from '../market-source/sync.ts';
import { startUtenNett } from '../page/uten-nett.ts';

export function startEtterForsteInnhold(): void {
  startMarkedskildeSync();
  startUtenNett();
}
