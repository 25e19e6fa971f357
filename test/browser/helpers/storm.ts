/**
 * Counting requests per endpoint in time windows, from the demo backend's log (its `at` is the
 * server's clock, the same machine's clock as the page's `Date.now()`).
 */
import { apiRequests, type LoggedRequest } from './backend.ts';
import { waitFor } from './wait.ts';

/** For every `METHOD path`, the most requests that fell in any window of `ms` (sliding, from each request). */
export function mestIVindu(requests: readonly LoggedRequest[], ms: number): Map<string, number> {
  const perEndepunkt = new Map<string, number[]>();
  for (const request of requests) {
    const key = `${request.method} ${request.path}`;
    perEndepunkt.set(key, [...(perEndepunkt.get(key) ?? []), request.at]);
  }
  const mest = new Map<string, number>();
  for (const [key, tider] of perEndepunkt) {
    tider.sort((a, b) => a - b);
    mest.set(key, Math.max(...tider.map((start) => tider.filter((tid) => tid >= start && tid < start + ms).length)));
  }
  return mest;
}

/**
 * The request log once `ms` have passed since the first request: the span the rule "at most twice
 * in 5 s" speaks of has to be watched whole. (A wait for the clock, not for the page.)
 */
export async function loggEtter(ms: number): Promise<LoggedRequest[]> {
  const forste = await waitFor(async () => (await apiRequests())[0]?.at);
  await waitFor(() => Date.now() >= forste + ms, { timeout: ms + 10_000 });
  return apiRequests();
}
