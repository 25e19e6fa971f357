/**
 * Control of the demo backend from a browser test (the backend runs as @web/test-runner middleware
 * on the same origin). Every test file starts with `resetBackend()`.
 */

export type Scenario =
  | 'skadekunde'
  | 'livkunde'
  | 'bankkunde'
  | 'lomedlem'
  | 'eika'
  | 'utlogget'
  | 'delvis-nede'
  | 'avtaler-feiler'
  | 'treg'
  | 'lagring-feiler'
  | 'alt-nede';

async function post(path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response;
}

/** Restores seeded state, clears overrides and the request log, picks a scenario, logs in or out. */
export async function resetBackend(scenario: Scenario = 'skadekunde', { loggedIn = scenario !== 'utlogget' } = {}): Promise<void> {
  await post('/demo/reset');
  await post('/demo/scenario', { name: scenario });
  await post(loggedIn ? '/demo/login' : '/demo/logout');
}

/** Makes one API path answer as given until the next reset. `path` is the full /api/... path. */
export async function overrideApi(
  method: string,
  path: string,
  answer: { status: number; body?: unknown; delayMs?: number; headers?: Record<string, string> },
): Promise<void> {
  await post('/demo/override', { method, path, ...answer });
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  body: unknown;
  /** When it arrived: ms since the epoch, by the server's clock. */
  at: number;
}

/** The /api requests the backend saw since the last reset. */
export async function apiRequests(): Promise<LoggedRequest[]> {
  return (await fetch('/demo/requests')).json() as Promise<LoggedRequest[]>;
}

/** How many times `method path` was requested since the last reset. */
export async function countRequests(method: string, path: string): Promise<number> {
  return (await apiRequests()).filter((request) => request.method === method && request.path === path).length;
}

/**
 * Holds every /api write (`true`) until released (`false`), so a test looks at a save in progress
 * however busy the machine is. `resetBackend()` releases too.
 */
export async function holdSkriving(pa: boolean): Promise<void> {
  await post('/demo/hold-skriving', { pa });
}

/**
 * Holds the answer to the page path `sti` (not /api or /demo) until released (`null`), so a test
 * looks at the page a browser is leaving for it. `resetBackend()` releases too.
 */
export async function holdSide(sti: string | null): Promise<void> {
  await post('/demo/hold-side', { sti });
}
