/**
 * What the page starts once its first content is in (`afterFirstContent`), in one chunk loaded then
 * by `bootOnce` (src/element/boot.ts), off the overview's first screen: the market-source sync, the
 * offline notice with its retry of reads that failed offline (src/page/offline.ts) and the print
 * sheet (src/page/print.ts), and the checks for editors' mistakes (src/page/redaktor/check-page.ts,
 * shown in `host`, the element that booted first). Each starts once per page, whichever element
 * boots first.
 */
import { startMarkedskildeSync } from '../market-source/sync.ts';
import { startOffline } from '../page/offline.ts';
import { startPrint } from '../page/print.ts';
import { checkPage } from '../page/redaktor/check-page.ts';

export function startAfterFirstContent(host?: Element): void {
  checkPage(host);
  startMarkedskildeSync();
  startOffline();
  startPrint();
}
