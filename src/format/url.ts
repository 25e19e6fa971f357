/**
 * URLs that leave the portal (spec §5 and §8): addresses opened in the mobile bank's web view or in
 * a new tab, and `href`s built from config or API text.
 *
 * Decisions:
 * - `assertGyldigEksternUrl` accepts only absolute http(s) URLs. Any other scheme, including
 *   `javascript:`, `data:`, `vbscript:`, `file:` and `blob:`, is 'URL is not valid.', as is a
 *   relative URL: the web view needs a full address. An empty or whitespace-only value counts as
 *   missing. Plain http is allowed only on port 8000 (the local demo backend).
 * - `isSafeHref` refuses protocol-relative hrefs ("//host/…", and "/\host", which browsers read the
 *   same way): they look like local paths in config but point to any host, and whoever writes the
 *   config can write "https://" explicitly. Relative hrefs that start with a path segment
 *   ("side/under") are refused too, because what they resolve to depends on the page that hosts the
 *   element.
 * - Any ASCII control character (tab, newline and the like) makes an href unsafe: browsers drop
 *   them silently, so "java\tscript:" would run as `javascript:`.
 * - The errors are plain `Error`s whose messages are the ones spec §8 lists; the missing-parameter
 *   message names the parameter.
 */

const TILLATTE_EKSTERNE_PROTOKOLLER = new Set(['http:', 'https:']);
const TILLATTE_HREF_PROTOKOLLER = new Set(['http:', 'https:', 'mailto:', 'tel:']);
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const KONTROLLTEGN = /[\u0000-\u001F\u007F]/;
/** Only used to check that a relative href stays on the page's own origin. */
const TESTBASE = 'https://kfp.invalid/privat/forsikring/';
const TESTBASE_ORIGIN = new URL(TESTBASE).origin;

/** The URL, or undefined when `url` (resolved against `base`, if given) is none. */
function parse(url: string, base?: string): URL | undefined {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url, base);
  } catch {
    // Not a URL: undefined.
  }
  return parsed;
}

/**
 * Checks a URL that is about to be opened in the in-app web view or in a new tab, and returns it
 * parsed.
 *
 * @param url - the address to open
 * @param parameterName - the name used in the error when `url` is missing
 * @default parameterName 'url'
 * @throws Error 'Missing required parameter: <parameterName>' when `url` is undefined, empty or
 *   only whitespace
 * @throws Error 'URL is not valid.' when `url` is not an absolute http(s) URL
 * @throws Error 'Plain text http is not allowed.' for http on any port but 8000
 *
 * @example
 * assertGyldigEksternUrl('https://www.eksempel.no/side').href  // "https://www.eksempel.no/side"
 * assertGyldigEksternUrl('http://localhost:8000/demo')        // allowed (port 8000)
 * assertGyldigEksternUrl('http://www.eksempel.no')            // throws 'Plain text http is not allowed.'
 * assertGyldigEksternUrl('javascript:alert(1)')               // throws 'URL is not valid.'
 * assertGyldigEksternUrl(undefined, 'pdfUrl')                 // throws 'Missing required parameter: pdfUrl'
 */
export function assertGyldigEksternUrl(url: string | undefined, parameterName = 'url'): URL {
  if (url === undefined || url.trim() === '') {
    throw new Error(`Missing required parameter: ${parameterName}`);
  }
  const parsed = KONTROLLTEGN.test(url) ? undefined : parse(url);
  if (!parsed || !TILLATTE_EKSTERNE_PROTOKOLLER.has(parsed.protocol)) {
    throw new Error('URL is not valid.');
  }
  if (parsed.protocol === 'http:' && parsed.port !== '8000') {
    throw new Error('Plain text http is not allowed.');
  }
  return parsed;
}

/**
 * Whether a link target built from config or API text is safe to put in an `href`: a relative
 * reference starting with "/", "#" or "?", or an absolute http, https, mailto or tel URL. Everything
 * else is refused, including `javascript:`, `data:`, `vbscript:` and protocol-relative "//host".
 *
 * @example
 * isSafeHref('/privat/forsikring/oversikt/tilbud')  // true
 * isSafeHref('#kfp-footer-phonenumber')             // true
 * isSafeHref('https://www.finansportalen.no')       // true
 * isSafeHref('mailto:post@eksempel.no')             // true
 * isSafeHref('tel:+4722334455')                     // true
 * isSafeHref('javascript:alert(1)')                 // false
 * isSafeHref('//evil.example/side')                 // false
 */
export function isSafeHref(href: string): boolean {
  if (KONTROLLTEGN.test(href)) return false;

  const forste = href[0];
  if (forste === '/' || forste === '#' || forste === '?') {
    // A relative reference must stay on the page's origin: '//host' and '/\host' name another host.
    return parse(href, TESTBASE)?.origin === TESTBASE_ORIGIN;
  }

  const absolutt = parse(href);
  return absolutt !== undefined && TILLATTE_HREF_PROTOKOLLER.has(absolutt.protocol);
}
