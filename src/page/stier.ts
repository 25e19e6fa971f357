/**
 * The portal's fixed paths (spec §2), below the router so the screens that link to them need not
 * import the router.
 */

/** The router's default base path (spec §2). */
export const DEFAULT_BASE = '/privat/forsikring/oversikt';

/** Where `/betaling` sends the browser (spec §2). */
export const BETALING_URL = '/privat/forsikring/skade/betaling';
