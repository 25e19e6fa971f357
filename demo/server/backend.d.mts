// Types of backend.mjs for TypeScript callers (tests, @web/test-runner config). Written without
// Node's types so it also checks under the project's `"types": []`.

export interface DemoBackendOptions {
  /** Delay of every /api answer in the `treg` scenario. Default 2500. */
  slowDelayMs?: number;
  /** Scenario without a `kfp-demo-scenario` cookie. Default `skadekunde`. */
  defaultScenario?: string;
  /** "Now" for seeded dates such as offer expiry. */
  clock?: () => Date;
}

export interface DemoOverride {
  method: string;
  /** Full `/api/...` path without query. */
  path: string;
  status: number;
  body?: unknown;
  delayMs?: number;
  /** Extra response headers, e.g. `Retry-After`. */
  headers?: Record<string, string>;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: { 'x-requested-by'?: string; 'x-xsrf-token'?: string; accept?: string; 'content-type'?: string };
  /** Parsed JSON or form fields, raw text, or null. */
  body: unknown;
  /** When it arrived: ms since the epoch, by the server's clock. */
  at: number;
}

/** One scenario's mutable data (see types.mjs for every field). */
export interface DemoScenarioData {
  avtaler: { policyNumber: string; name: string; systemSource: string; avtaleStatus: string }[];
  tilbud: { policyNumber: string; name: string }[];
  [field: string]: unknown;
}

/** One request the analytics stand-in received (`GET /demo/analytics-received`). */
export interface AnalyticsRequest {
  /** 'track', 'engage' or 'groups'. */
  endpoint: string;
  /** The query, e.g. `ip: '0'`. */
  query: Record<string, string>;
  /** How `data` came: 'json' or 'base64'. */
  format: string;
  /** The decoded events or profile updates. */
  items: Record<string, unknown>[];
}

/** One envelope the error-reporting stand-in received (`GET /demo/sentry-received`). */
export interface SentryEnvelope {
  /** The DSN's project the envelope was posted to (`/demo/sentry/api/{project}/envelope/`): '1' the portal's in the tests and demo, '2' a bank page's own. */
  project?: string;
  header: Record<string, unknown>;
  /** A replay recording's payload is `{ segment, events }`; JSON payloads are parsed. */
  items: { type: string; header: Record<string, unknown>; payload: unknown }[];
}

export interface DemoState {
  scenarios: Map<string, DemoScenarioData>;
  overrides: Map<string, DemoOverride>;
  requests: LoggedRequest[];
  analytics: AnalyticsRequest[];
  sentry: SentryEnvelope[];
  /** Why each envelope the stand-in could not parse was refused (`GET /demo/sentry-rejected`). */
  sentryRejected: string[];
  /** Test control `POST /demo/fail-once`: the prefix armed and the paths that failed. */
  failOnce: { prefix: string; failed: string[] };
  /** Test control `POST /demo/uten-nett`: every /api request loses its connection unanswered. */
  utenNett: boolean;
  shouldFailOnce(path: string): boolean;
  data(scenarioName: string): DemoScenarioData;
  addOverride(override: DemoOverride): void;
  findOverride(method: string, path: string): DemoOverride | undefined;
  reset(): void;
}

export interface DemoBackend {
  /**
   * Serves the request when it is ours (`/api/...`, `/demo/` control and BankID paths) and
   * resolves true once answered; resolves false without touching anything otherwise.
   * `req` and `res` are Node's `IncomingMessage` and `ServerResponse`.
   */
  handle(req: object, res: object): Promise<boolean>;
  state: DemoState;
}

export function createDemoBackend(options?: DemoBackendOptions): DemoBackend;
