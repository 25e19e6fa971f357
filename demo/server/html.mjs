// The few HTML pages the demo server writes itself. Every inserted value is escaped.

const DEFAULT_AFTER_LOGIN = '/privat/forsikring/oversikt';

/**
 * @param {unknown} value
 * @returns {string}
 */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A value for inside an inline `<script>`: JSON with `<` escaped so it cannot close the tag.
 * @param {unknown} value
 */
function scriptValue(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * @param {string} title plain text
 * @param {string} bodyHtml
 */
function page(title, bodyHtml) {
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; color: #1b1917; background: #f9f9f6; }
  main { padding: 24px; max-width: 40rem; overflow-wrap: anywhere; }
  label { display: block; margin: 16px 0 4px; font-weight: 600; }
  input { font: inherit; padding: 8px; width: 100%; max-width: 16rem; box-sizing: border-box; }
  button { font: inherit; margin-top: 16px; padding: 10px 20px; border: 0; border-radius: 4px; background: #39134c; color: #fff; cursor: pointer; }
  dt { font-weight: 600; margin-top: 8px; }
  dd { margin: 0; word-break: break-all; }
</style>
</head>
<body>
<main>
${bodyHtml}
</main>
</body>
</html>
`;
}

/** @param {string} goto */
const overviewLink = (goto) => `<p><a href="${escapeHtml(goto)}" target="_top">Gå videre</a></p>`;

/**
 * The fake BankID frame. Reports its size to the portal, like the real login app.
 * @param {string} [goto] where to land after login
 */
export function bankIdPage(goto = DEFAULT_AFTER_LOGIN) {
  return page(
    'BankID (demo)',
    `<h1>BankID (demo)</h1>
<p>Dette er en falsk BankID for demoen. Alle fødselsnumre blir godtatt.</p>
<form method="post" action="/demo/bankid/login" target="_top">
  <label for="fodselsnummer">Fødselsnummer</label>
  <input id="fodselsnummer" name="fodselsnummer" inputmode="numeric" autocomplete="off" maxlength="11" placeholder="11 siffer">
  <input type="hidden" name="goto" value="${escapeHtml(goto)}">
  <button type="submit">Logg inn med BankID</button>
</form>
<script>
  function reportSize() {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    var width = Math.ceil(document.documentElement.clientWidth);
    parent.postMessage({ content: 'LOGINAPP_DIMENSIONS', height: height, width: width }, '*');
  }
  addEventListener('load', reportSize);
  addEventListener('resize', reportSize);
</script>`,
  );
}

/**
 * Answer to the BankID form post (already in the top window thanks to `target="_top"`).
 * @param {string} [goto]
 */
export function bankIdDonePage(goto = DEFAULT_AFTER_LOGIN) {
  return page(
    'Innlogget',
    `<h1>Du er logget inn</h1>
${overviewLink(goto)}
<script>window.top.location.href = ${scriptValue(goto)};</script>`,
  );
}

/**
 * Where the portal's hand-off to the claims app lands.
 * @param {{ referrer?: unknown, jumpsst?: unknown }} form
 */
export function skadesakerJumpPage(form) {
  return page(
    'Skadesaker (demo)',
    `<h1>Skadesaker (demo)</h1>
<p>Her ville skadesaksappen tatt imot innloggingen fra forsikringsoversikten.</p>
<dl>
  <dt>referrer</dt><dd id="referrer">${escapeHtml(form.referrer ?? '')}</dd>
  <dt>jumpsst</dt><dd id="jumpsst">${escapeHtml(form.jumpsst ?? '')}</dd>
</dl>
${overviewLink(DEFAULT_AFTER_LOGIN)}`,
  );
}

/** @param {string} company */
export function skadesakerFallbackPage(company) {
  return page(
    'Skadesaker (demo)',
    `<h1>Skadesaker (demo)</h1>
<p>Hit kommer du når overleveringen til skadesaksappen ikke fikk et engangstoken.</p>
<dl><dt>company</dt><dd id="company">${escapeHtml(company)}</dd></dl>
${overviewLink(DEFAULT_AFTER_LOGIN)}`,
  );
}

/**
 * Stand-in for the other apps under /privat/forsikring that the portal links to.
 * @param {string} path
 */
export function placeholderPage(path) {
  return page(
    `Demo: ${path}`,
    `<h1>Demo: her ville ${escapeHtml(path)} ligget</h1>
<p>Denne siden hører til en annen app og finnes ikke i demoen.</p>
<p><a href="/privat/forsikring/oversikt">Tilbake til forsikringsoversikten</a></p>`,
  );
}
