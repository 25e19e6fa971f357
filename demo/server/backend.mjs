// The demo backend: serves /api/privat/forsikring/... and the /demo control paths. Mountable as
// middleware: `handle` answers and resolves true for our paths, and resolves false (touching
// nothing) for everything else.

import { handleApi } from './api-handler.mjs';
import { handleDemo } from './demo-routes.mjs';
import { handleSamtykke } from './samtykke.mjs';
import { handleStandins } from './standins.mjs';
import { sendJson } from './http.mjs';
import { DEFAULT_SCENARIO } from './scenarios.mjs';
import { DemoState } from './state.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {object} DemoBackendOptions
 * @property {number} [slowDelayMs] delay of every /api answer in the `treg` scenario (default 2500)
 * @property {string} [defaultScenario] scenario without a `kfp-demo-scenario` cookie (default `skadekunde`)
 * @property {() => Date} [clock] "now" for seeded dates such as offer expiry
 */

/**
 * @typedef {object} DemoBackend
 * @property {(req: IncomingMessage, res: ServerResponse) => Promise<boolean>} handle
 * @property {DemoState} state
 */

/**
 * @param {DemoBackendOptions} [options]
 * @returns {DemoBackend}
 */
export function createDemoBackend(options = {}) {
  const state = new DemoState(options.clock);
  const settings = {
    state,
    defaultScenario: options.defaultScenario ?? DEFAULT_SCENARIO,
    slowDelayMs: options.slowDelayMs ?? 2500,
  };

  /** @type {DemoBackend['handle']} */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://demo.invalid');
    // Test control (POST /demo/fail-once): a file's first request fails, as on a network hiccup.
    if (state.shouldFailOnce(url.pathname)) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Midlertidig feil (demo: fail-once)');
      return true;
    }
    // Test control (POST /demo/hold-side): a page the browser goes to waits, so a test sees the one it leaves.
    if (state.sideHoldt?.sti === url.pathname) await state.sideHoldt.done;
    const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
    if (!isApi && !url.pathname.startsWith('/demo/')) return false;
    // Test control (POST /demo/uten-nett): the connection drops before an answer, as on a train.
    if (isApi && state.utenNett) {
      req.socket.destroy();
      return true;
    }
    try {
      if (isApi) {
        await handleApi(settings, req, res, url);
        return true;
      }
      if (await handleStandins(state, req, res, url)) return true;
      if (await handleSamtykke(req, res, url)) return true;
      return await handleDemo(settings, req, res, url);
    } catch (error) {
      console.error('[demo-backend]', req.method, req.url, error);
      sendJson(res, 500, { message: 'Feil i demo-backend' });
      return true;
    }
  }

  return { handle, state };
}
