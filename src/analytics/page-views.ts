import { anonymiserSti } from '../format/path.ts';
import { track } from './track.ts';

let started = false;

/**
 * Tracks 'Sidevisning' on first load and whenever the path changes (the window events in
 * `changeEvents`: the router's navigation and back/forward), with numeric segments replaced (spec §9).
 * Once per page.
 */
export function trackPageViews(changeEvents: readonly string[]): void {
  if (started) return;
  started = true;
  let last: string | undefined;
  const check = () => {
    const page = anonymiserSti(location.pathname);
    if (page === last) return;
    last = page;
    track('Sidevisning', { page });
  };
  for (const name of changeEvents) addEventListener(name, check);
  check();
}
