/** Where 'Gå tilbake' goes when there is no history (spec §2). */
export const OVERSIKT_URL = '/privat/forsikring/oversikt';

/** 'Gå tilbake': back in history, or to the overview when this page was the first (spec §2). */
export function gaTilbake(): void {
  if (history.length > 1) history.back();
  else location.assign(OVERSIKT_URL);
}
