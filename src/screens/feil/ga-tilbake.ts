import { portalPath } from '../../page/paths.ts';

/**
 * 'Gå tilbake': back in history, or to the overview (below the router's `base`, the default base
 * for an element alone) when this page was the first (spec §2).
 */
export function gaTilbake(base: string): void {
  if (history.length > 1) history.back();
  else location.assign(portalPath(base, 'oversikt'));
}
