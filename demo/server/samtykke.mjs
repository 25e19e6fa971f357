// Stand-ins for the consent banners of the three regimes (spec §1, §4). The real banner of the bank
// alliance lives on the alliance's own domain, writes its opt-in cookie on the parent domain and
// posts 'optin_closed' to the page. The demo does the same with three pages:
//
//   1. /demo/samtykke/banner  on the banner's origin (http://samtykke.localhost:PORT): the choice;
//   2. /demo/samtykke/lagre   on the portal's origin (http://localhost:PORT): writes the regime's cookie
//                             (a cookie of the portal's host: the alliance's parent-domain cookie);
//   3. /demo/samtykke/lukket  on the banner's origin again: posts 'optin_closed' to the portal page.
//
// So the message comes from an origin on the demo's alliance domain ('localhost'), as in production
// from a host on the alliance's domain. Chromium resolves every *.localhost to this machine.

import { escapeHtml } from './html.mjs';
import { sendHtml, sendText } from './http.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** The cookie each regime's banner writes, by the config's default names, and its value per choice. */
export const SAMTYKKE_COOKIES = {
  allianse: { name: 'eika_optin', ja: 'FSM', nei: 'F', tittel: 'Eika-alliansens samtykkebanner' },
  bankmerke: { name: 'samtykke_statistikk', ja: '2', nei: '1', tittel: 'Bankens samtykkebanner' },
  none: { name: 'cookie_consent', ja: '{"statistics":"accepted"}', nei: '{"statistics":"denied"}', tittel: 'Samtykkebanner' },
};

/**
 * An origin the demo may redirect to or post to: http(s) on this machine only.
 * @param {string | null} value
 * @returns {value is string}
 */
export function isLocalOrigin(value) {
  if (!value) return false;
  try {
    const url = new URL(value);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname.endsWith('.localhost');
    return local && /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * @param {string | null} value
 * @returns {keyof typeof SAMTYKKE_COOKIES | undefined}
 */
function regimeOf(value) {
  return value === 'allianse' || value === 'bankmerke' || value === 'none' ? value : undefined;
}

/**
 * @param {unknown} value
 */
const scriptValue = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * @param {string} title
 * @param {string} body
 */
function page(title, body) {
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1b1917; background: #fff; }
  main { padding: 16px 20px; }
  h1 { font-size: 1.125rem; margin: 0 0 4px; }
  p { margin: 0 0 12px; }
  form { display: flex; flex-wrap: wrap; gap: 8px; }
  button { font: inherit; padding: 8px 16px; border-radius: 4px; border: 2px solid #1b1917; background: #fff; color: #1b1917; cursor: pointer; }
  button[value="ja"] { background: #1b1917; color: #fff; }
  button:focus-visible { outline: 3px solid #1d4fd8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * Serves /demo/samtykke/...; false for other paths.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {URL} url
 * @returns {Promise<boolean>}
 */
export async function handleSamtykke(req, res, url) {
  if ((req.method ?? 'GET').toUpperCase() !== 'GET') return false;
  const path = url.pathname.replace(/\/+$/, '');
  const params = url.searchParams;
  const host = req.headers.host ?? 'localhost';
  const selfOrigin = `http://${host}`;
  if (path === '/demo/samtykke/banner') {
    const regime = regimeOf(params.get('regime'));
    const portal = params.get('portal');
    if (!regime || !isLocalOrigin(portal)) return badRequest(res);
    const { tittel } = SAMTYKKE_COOKIES[regime];
    sendHtml(
      res,
      200,
      page(
        `${tittel} (demo)`,
        `<h1>${escapeHtml(tittel)} (demo)</h1>
<p>Vi vil bruke informasjonskapsler til statistikk, så vi kan gjøre nettsidene bedre. Du kan endre valget når som helst.</p>
<form method="get" action="${escapeHtml(`${portal}/demo/samtykke/lagre`)}">
  <input type="hidden" name="regime" value="${escapeHtml(regime)}">
  <input type="hidden" name="banner" value="${escapeHtml(selfOrigin)}">
  <input type="hidden" name="portal" value="${escapeHtml(portal)}">
  <button type="submit" name="valg" value="ja">Godta statistikk</button>
  <button type="submit" name="valg" value="nei">Avslå statistikk</button>
</form>`,
      ),
    );
    return true;
  }
  if (path === '/demo/samtykke/lagre') {
    const regime = regimeOf(params.get('regime'));
    const valg = params.get('valg') === 'ja' ? 'ja' : 'nei';
    const banner = params.get('banner');
    const portal = params.get('portal');
    if (!regime || !isLocalOrigin(banner) || !isLocalOrigin(portal)) return badRequest(res);
    const cookie = SAMTYKKE_COOKIES[regime];
    const lukket = `${banner}/demo/samtykke/lukket?portal=${encodeURIComponent(portal)}`;
    sendHtml(
      res,
      200,
      page(
        'Lagrer valget (demo)',
        `<p role="status">Lagrer valget …</p>
<script>
  document.cookie = ${scriptValue(cookie.name)} + '=' + encodeURIComponent(${scriptValue(cookie[valg])}) + '; Path=/; Max-Age=31536000; SameSite=Lax';
  location.replace(${scriptValue(lukket)});
</script>`,
      ),
    );
    return true;
  }
  if (path === '/demo/samtykke/lukket') {
    const portal = params.get('portal');
    if (!isLocalOrigin(portal)) return badRequest(res);
    sendHtml(
      res,
      200,
      page(
        'Valget er lagret (demo)',
        `<p role="status">Valget ditt er lagret.</p>
<script>parent.postMessage('optin_closed', ${scriptValue(portal)});</script>`,
      ),
    );
    return true;
  }
  return false;
}

/** @param {ServerResponse} res */
function badRequest(res) {
  sendText(res, 400, '400 Ugyldig forespørsel til samtykkebanneret');
  return true;
}
