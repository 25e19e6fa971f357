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

/** A task of its own for the browser between two steps (a timer of 0). */
const nesteOppgave = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * Each step in a task of its own (issue 35): together they were one task of 45-75 ms at 4x CPU
 * right after the first content, and a tap then waited for it.
 */
export async function startAfterFirstContent(host?: Element): Promise<void> {
  checkPage(host);
  await nesteOppgave();
  startMarkedskildeSync();
  await nesteOppgave();
  startOffline();
  await nesteOppgave();
  startPrint();
}
