import { erFraAlliansen } from './consent.ts';

/** The message the alliance's consent banner posts when it closes. */
export const OPTIN_CLOSED = 'optin_closed';

/** How long after 'optin_closed' the status is read again: the banner's cookie write must land first (spec §4). */
export const REEVALUATE_DELAY_MS = 250;

/**
 * Re-evaluates consent 250 ms after a `message` event whose data is exactly 'optin_closed' and whose
 * origin is on the alliance's domain. Other origins and other data are ignored. Returns the
 * function that stops listening.
 */
export function listenForOptinClosed(
  alliansedomene: string,
  evaluate: () => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = globalThis,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onMessage = (event: MessageEvent) => {
    if (event.data !== OPTIN_CLOSED || !erFraAlliansen(event.origin, alliansedomene)) return;
    clearTimeout(timer);
    timer = setTimeout(evaluate, REEVALUATE_DELAY_MS);
  };
  target.addEventListener('message', onMessage);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('message', onMessage);
  };
}
