/**
 * Going offline and back in a browser test, the same way in every engine. Neither WebDriver BiDi
 * (Firefox) nor WebKit's driver can cut a page's network, and the suite's commands give Chromium's
 * Playwright `context.setOffline` no way in either; so the page's view of the connection is stubbed
 * (`navigator.onLine`, and the `offline`/`online` events the browser would fire on window) and the
 * demo backend drops every /api connection unanswered meanwhile (`POST /demo/uten-nett`), so the
 * browser's fetch fails with a real network error, as it does offline. What this cannot show: the
 * bundle's own chunks failing to load offline (they are served as usual).
 *
 * Import it before the bundle: the stub must be in place before the portal first reads the state.
 */

let paNett = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => paNett });

async function settUtenNett(pa: boolean): Promise<void> {
  const svar = await fetch('/demo/uten-nett', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pa }),
  });
  if (!svar.ok) throw new Error(`/demo/uten-nett answered ${svar.status}`);
}

/** The connection drops: the API no longer answers, `navigator.onLine` is false, `offline` fires. */
export async function gaUtenNett(): Promise<void> {
  await settUtenNett(true);
  paNett = false;
  dispatchEvent(new Event('offline'));
}

/** The connection is back: the API answers, `navigator.onLine` is true, `online` fires. */
export async function kommPaNett(): Promise<void> {
  await settUtenNett(false);
  paNett = true;
  dispatchEvent(new Event('online'));
}

/** The page's offline notices (their live regions): one on any page, once the portal has started it. */
export const nettstatuser = (): HTMLElement[] =>
  [...document.querySelectorAll('kfp-nettstatus')].flatMap((host) => [
    ...(host.shadowRoot?.querySelectorAll<HTMLElement>('.kfp-nettstatus') ?? []),
  ]);

/** What the notice says now ('' when it says nothing). */
export const nettstatusTekst = (): string => (nettstatuser()[0]?.textContent ?? '').trim();
