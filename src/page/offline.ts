/**
 * When the connection drops (a train, a lift; issue 32): one calm notice for the whole page, the
 * reads that failed while offline asked again when it is back, and a save tried offline said to be
 * unsaved. Loaded after the first content (`afterFirstContent`, src/element/boot.ts), once per page
 * whichever element starts it: a host page with seven standalone tags still gets one notice.
 *
 * What the page goes by is the browser's own word: `navigator.onLine` and the `offline`/`online`
 * events on window. A connection that is up but carries nothing ("lie-fi") is not detected here: its
 * reads fail as on any network error and show their own messages.
 *
 * The rule beside spec §7's "no refetch on focus or reconnect" (docs/engineering.md): nothing that
 * was read is asked again when the connection returns; only the reads whose last try failed with a
 * network error (`shouldRetryOnline`), and only those an element still shows, are tried once more on
 * the `online` event. A refetch of fresh data on every reconnect would, on a train that drops in and
 * out of coverage, ask every endpoint again at each tunnel; a failed read has nothing to show but its
 * error, so asking again replaces an error by data and never shows old data as new.
 *
 * Stale data: what is shown while offline was read before the connection went. The notice says so
 * ('Det du ser nå, kan være utdatert') for as long as the page is offline; once online, the page is as
 * fresh as it ever is (the portal never refreshes what it shows on its own).
 */
import { isKfpNetworkError } from '../api/errors.ts';
import { queryClient } from '../store/query-client.ts';
import type { CacheState } from '../store/server-cache.ts';
import { OFFLINE_WRITE } from '../store/offline-write.ts';
import tokensCss from '../styles/tokens.css';
import { adoptStyles } from './adopt-styles.ts';
import css from './offline.css';
import { afterNextPaint } from './next-paint.ts';

/** The notice's texts. */
export const OFFLINE_TEXTS = {
  utenNett: 'Du er uten nett. Det du ser nå, kan være utdatert. Vi prøver igjen når nettet er tilbake.',
  ikkeLagret: 'Du er uten nett, så endringen din ble ikke lagret. Prøv igjen når nettet er tilbake.',
  tilbake: 'Nettet er tilbake.',
} as const;

/** How long 'Nettet er tilbake.' stays before the notice empties. */
export const BACK_ONLINE_MS = 4_000;

/** The host element of the notice (one per page, at the end of the body). */
export const NETWORK_STATUS_TAG = 'kfp-nettstatus';

/**
 * Whether a read is asked again when the connection returns: its last try failed for want of a
 * network (with or without older data), not because the server said no.
 */
export const shouldRetryOnline = (state: CacheState): boolean =>
  state.status === 'error' && !state.fetching && isKfpNetworkError(state.error);

let startet = false;

/** Starts listening (once per page); the notice is in place from now on, empty while online. */
export function startOffline(): void {
  if (startet) return;
  startet = true;
  const tekst = notisen();
  let tilbakeTimer: ReturnType<typeof setTimeout> | undefined;

  /** Sets the text; the same text again is emptied first, so a screen reader hears it again. */
  const si = (melding: string) => {
    clearTimeout(tilbakeTimer);
    if (tekst.textContent !== melding || melding === '') {
      tekst.textContent = melding;
      return;
    }
    tekst.textContent = '';
    requestAnimationFrame(() => {
      tekst.textContent = melding;
    });
  };

  addEventListener('offline', () => si(OFFLINE_TEXTS.utenNett));
  addEventListener('online', () => {
    si(OFFLINE_TEXTS.tilbake);
    tilbakeTimer = setTimeout(() => si(''), BACK_ONLINE_MS);
    void queryClient.invalidate([], shouldRetryOnline);
  });
  // A save that failed while offline (`useMutation`): the screen shows its own failure and keeps
  // what was typed; the notice says why, and that nothing was saved.
  addEventListener(OFFLINE_WRITE, () => {
    if (!navigator.onLine) si(OFFLINE_TEXTS.ikkeLagret);
  });
  // Offline already: said once the empty live region has been in place for a frame, so it is heard.
  if (!navigator.onLine) void afterNextPaint().then(() => si(OFFLINE_TEXTS.utenNett));
}

/** The notice's text node's element: the page's one, made at the end of the body when missing. */
function notisen(): HTMLElement {
  const funnet = document.querySelector(NETWORK_STATUS_TAG)?.shadowRoot?.querySelector<HTMLElement>('.kfp-nettstatus__tekst');
  if (funnet) return funnet;
  // Defined (as nothing more than an element), so a host page's `:not(:defined)` rule cannot hide it.
  if (!customElements.get(NETWORK_STATUS_TAG)) customElements.define(NETWORK_STATUS_TAG, class extends HTMLElement {});
  const host = document.createElement(NETWORK_STATUS_TAG);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, [tokensCss, css]);
  const region = Object.assign(document.createElement('div'), { className: 'kfp-nettstatus', lang: 'nb' });
  region.setAttribute('role', 'status');
  const tekst = Object.assign(document.createElement('p'), { className: 'kfp-nettstatus__tekst' });
  region.append(tekst);
  root.append(region);
  document.body.append(host);
  return tekst;
}
