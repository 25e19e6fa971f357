// The backend's memory: one data set per scenario, test overrides, and the log of /api requests.

import { CUSTOMERS } from './customers.mjs';
import { SCENARIOS } from './scenarios.mjs';

/** @typedef {import('./types.mjs').ScenarioData} ScenarioData */

/**
 * @typedef {object} Override  set by `POST /demo/override`
 * @property {string} method
 * @property {string} path full `/api/...` path, no query
 * @property {number} status
 * @property {unknown} [body]
 * @property {number} [delayMs]
 * @property {Record<string, string>} [headers] extra response headers, e.g. `Retry-After`
 */

/**
 * @typedef {object} LoggedRequest  one entry of `GET /demo/requests`
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string>} query
 * @property {{ 'x-requested-by'?: string, 'x-xsrf-token'?: string, accept?: string, 'content-type'?: string }} headers
 * @property {unknown} body parsed JSON or form, raw text, or null
 * @property {number} at when it arrived (ms since the epoch, the server's clock)
 */

/** Sources that are "down" in the partial-outage scenario. */
const DOWN_SOURCES = new Set(['PROLIFE', 'PARIS', 'NSF']);

/**
 * Builds the fresh data of one scenario.
 * @param {string} scenarioName
 * @param {Date} now
 * @returns {ScenarioData}
 */
export function seedScenario(scenarioName, now) {
  const scenario = SCENARIOS.get(scenarioName);
  if (!scenario) throw new Error(`Unknown scenario ${scenarioName}`);
  const build = CUSTOMERS[scenario.customer];
  if (!build) throw new Error(`Unknown customer ${scenario.customer}`);
  const customer = build(now);
  const outage = scenario.partialOutage === true;
  return {
    ...customer,
    avtaler: outage ? customer.avtaler.filter((a) => !DOWN_SOURCES.has(a.systemSource)) : customer.avtaler,
    tilbud: outage ? customer.tilbud.filter((t) => !DOWN_SOURCES.has(t.systemSource)) : customer.tilbud,
    avtalerSystemSourceError: outage,
    tilbudSystemSourceError: outage,
    feedback: [],
  };
}

/** Mutable state; `reset()` brings everything back to the seed. */
export class DemoState {
  /** @type {Map<string, ScenarioData>} */
  scenarios = new Map();
  /** @type {Map<string, Override>} key `METHOD /api/path` */
  overrides = new Map();
  /** @type {LoggedRequest[]} */
  requests = [];
  /** What the analytics stand-in received. @type {import('./standins.mjs').AnalyticsRequest[]} */
  analytics = [];
  /** What the error-reporting stand-in received. @type {import('./standins.mjs').SentryEnvelope[]} */
  sentry = [];
  /** Why each envelope the error-reporting stand-in could not parse was refused. @type {string[]} */
  sentryRejected = [];
  /**
   * Test control `POST /demo/fail-once`: each distinct path under `prefix` fails its first request
   * (503), then is served as usual; with `always`, every request under `prefix` fails (a file that
   * cannot be loaded at all). `failed` lists the paths that did. Empty prefix: off.
   * @type {{ prefix: string, failed: string[], always?: boolean }}
   */
  failOnce = { prefix: '', failed: [] };
  /**
   * Test control `POST /demo/uten-nett`: while on, every /api request loses its connection before
   * it is answered or logged, as when a phone's connection drops (the browser's fetch fails with a
   * network error). The tests pair it with a stubbed `navigator.onLine` and the `offline`/`online`
   * events (test/browser/helpers/uten-nett.ts).
   */
  utenNett = false;
  /**
   * Test control `POST /demo/hold-skriving`: while on, every /api write (not GET) waits to be
   * answered until it is turned off, so a test can look at a save in progress however slow the
   * machine is (a fixed delay raced the test's own steps under load).
   * @type {{ done: Promise<void>, release: () => void } | undefined}
   */
  skrivingHoldt = undefined;

  /** Holds /api writes (`true`) or lets every held one through (`false`). @param {boolean} pa */
  holdSkriving(pa) {
    if (pa && !this.skrivingHoldt) {
      /** @type {() => void} */
      let release = () => {};
      const done = new Promise((resolve) => {
        release = () => resolve(undefined);
      });
      this.skrivingHoldt = { done, release };
    } else if (!pa && this.skrivingHoldt) {
      this.skrivingHoldt.release();
      this.skrivingHoldt = undefined;
    }
  }

  /**
   * Test control `POST /demo/hold-side`: while set, a request for this page path (not /api or
   * /demo) waits until it is released, so a test can look at the page a browser is leaving (the
   * router's '/betaling' redirect) before the next page comes.
   * @type {{ sti: string, done: Promise<void>, release: () => void } | undefined}
   */
  sideHoldt = undefined;

  /** Holds requests for the page path `sti`, or (null) lets every held one through. @param {string | null} sti */
  holdSide(sti) {
    this.sideHoldt?.release();
    this.sideHoldt = undefined;
    if (sti === null) return;
    /** @type {() => void} */
    let release = () => {};
    const done = new Promise((resolve) => {
      release = () => resolve(undefined);
    });
    this.sideHoldt = { sti, done, release };
  }

  /** @param {() => Date} [clock] */
  constructor(clock = () => new Date()) {
    this.clock = clock;
  }

  /**
   * The data of a scenario, seeded on first use.
   * @param {string} scenarioName
   * @returns {ScenarioData}
   */
  data(scenarioName) {
    let data = this.scenarios.get(scenarioName);
    if (!data) {
      data = seedScenario(scenarioName, this.clock());
      this.scenarios.set(scenarioName, data);
    }
    return data;
  }

  /** @param {Override} override */
  addOverride(override) {
    this.overrides.set(overrideKey(override.method, override.path), override);
  }

  /**
   * @param {string} method
   * @param {string} path
   * @returns {Override | undefined}
   */
  findOverride(method, path) {
    return this.overrides.get(overrideKey(method, path));
  }

  /**
   * True (and remembered) when this request of `path` is to fail: the first one under the armed
   * prefix, or every one when armed with `always`.
   * @param {string} path
   */
  shouldFailOnce(path) {
    const { prefix, failed, always } = this.failOnce;
    if (!prefix || !path.startsWith(prefix)) return false;
    if (failed.includes(path)) return always === true;
    failed.push(path);
    return true;
  }

  /** Restores every scenario's data, clears overrides, fail-once, the request log and what the stand-ins received. */
  reset() {
    this.failOnce = { prefix: '', failed: [] };
    this.utenNett = false;
    this.holdSkriving(false);
    this.holdSide(null);
    this.scenarios.clear();
    this.overrides.clear();
    this.requests.length = 0;
    this.analytics.length = 0;
    this.sentry.length = 0;
    this.sentryRejected.length = 0;
  }
}

/**
 * @param {string} method
 * @param {string} path
 */
function overrideKey(method, path) {
  return `${method.toUpperCase()} ${path}`;
}
