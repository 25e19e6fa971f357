import { ROUTES, type RouteName } from '../page/paths.ts';

/** The child routes of spec §2 (their paths: `ROUTES` in src/page/paths.ts), plus "not found" for anything else below the base. */
export type Route =
  | { name: 'oversikt' }
  | { name: 'tilbud' }
  | { name: 'kjopsinnganger'; isLo: boolean }
  | { name: 'forsikringsprofil' }
  | { name: 'andre-forsikringer' }
  | { name: 'skadesaker-jump' }
  | { name: 'betaling' }
  | { name: 'ikke-funnet' };

/** Without trailing slashes (the root becomes ''). */
const normalise = (path: string) => path.replace(/\/+$/, '');

/** The part of `pathname` below `base` ('/' for the base itself), or null when outside it. */
export function childPath(pathname: string, base: string): string | null {
  const cleanBase = normalise(base);
  const cleanPath = normalise(pathname);
  if (cleanPath === cleanBase) return '/';
  return cleanPath.startsWith(`${cleanBase}/`) ? cleanPath.slice(cleanBase.length) : null;
}

/** The route for a location, or null when the location is outside `base`. */
export function matchRoute(pathname: string, search: string, base: string): Route | null {
  const child = childPath(pathname, base);
  if (child === null) return null;
  const name = (Object.keys(ROUTES) as RouteName[]).find((navn) => (ROUTES[navn] || '/') === child);
  if (name === 'kjopsinnganger') return { name, isLo: new URLSearchParams(search).get('isLo') === 'true' };
  return name ? { name } : { name: 'ikke-funnet' };
}
