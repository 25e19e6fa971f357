/**
 * What the page starts once its first content is in (`etterForsteInnhold`), in one chunk loaded then
 * by `bootOnce` (src/element/boot.ts), off the overview's first screen: the market-source sync, the
 * offline notice with its retry of reads that failed offline (src/page/uten-nett.ts) and the print
 * sheet (src/page/utskrift.ts), and the checks for editors' mistakes (src/page/redaktor/sjekk.ts,
 * shown in `host`, the element that booted first). Each starts once per page, whichever element
 * boots first.
 */
import { startMarkedskildeSync } from '../market-source/sync.ts';
import { startUtenNett } from '../page/uten-nett.ts';
import { startUtskrift } from '../page/utskrift.ts';
import { sjekkSiden } from '../page/redaktor/sjekk.ts';

export function startEtterForsteInnhold(host?: Element): void {
  sjekkSiden(host);
  startMarkedskildeSync();
  startUtenNett();
  startUtskrift();
}
