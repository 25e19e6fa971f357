// The demo web server: demo backend first, then the host pages' pretty paths, then static files.
// Run `node demo/server/serve.mjs` (PORT defaults to 8080).

import { createServer } from 'node:http';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createDemoBackend } from './backend.mjs';
import { placeholderPage } from './html.mjs';
import { DEFAULT_HOST_PAGES, MOBILBANK_PAGE, isMobilbankRequest, resolveHostPage } from './host-pages.mjs';
import { sendHtml, sendText } from './http.mjs';
import { fileInRoot, sendFile } from './static-files.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./backend.mjs').DemoBackend} DemoBackend */
/** @typedef {import('./backend.mjs').DemoBackendOptions} DemoBackendOptions */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * @typedef {object} DemoServerOptions
 * @property {number} [port] 0 picks a free port (default 8080)
 * @property {string} [host] interface to listen on (default: all)
 * @property {string} [staticRoot] folder served as `/` (default: the repository)
 * @property {Record<string, string>} [routes] extra or replaced host pages: path prefix → file in staticRoot
 * @property {DemoBackend} [backend] an existing backend (default: a new one)
 * @property {DemoBackendOptions} [backendOptions] options for the new backend
 */

/**
 * @typedef {object} DemoServer
 * @property {import('node:http').Server} server
 * @property {number} port
 * @property {string} url e.g. `http://localhost:8080`
 * @property {DemoBackend} backend
 * @property {() => Promise<void>} close
 */

/**
 * @param {DemoServerOptions} [options]
 * @returns {Promise<DemoServer>}
 */
export async function startDemoServer(options = {}) {
  const root = resolve(options.staticRoot ?? REPO_ROOT);
  const routes = { ...DEFAULT_HOST_PAGES, ...options.routes };
  const backend = options.backend ?? createDemoBackend(options.backendOptions);

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function respond(req, res) {
    if (await backend.handle(req, res)) return;
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, '405 Metoden støttes ikke');
      return;
    }
    const rawPath = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
    const { pathname } = new URL(rawPath, 'http://demo.invalid');
    const page = resolveHostPage(pathname, routes);
    if (page?.kind === 'placeholder') {
      sendHtml(res, 200, placeholderPage(safePathText(pathname)));
      return;
    }
    const pageFile =
      page && page.file === DEFAULT_HOST_PAGES['/privat/forsikring/oversikt'] && isMobilbankRequest(req.headers.cookie)
        ? MOBILBANK_PAGE
        : page?.file;
    const file = pageFile ? resolve(root, pageFile) : fileInRoot(root, rawPath);
    if (
      file &&
      isAbsolute(file) &&
      (await sendFile(
        res,
        file,
        method === 'HEAD',
        /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')),
        req.headers['if-none-match'],
      ))
    )
      return;
    sendText(res, 404, `404 Fant ikke ${page ? page.file : pathname}`);
  }

  const server = createServer((req, res) => {
    respond(req, res).catch((error) => {
      console.error('[demo-server]', req.method, req.url, error);
      if (!res.headersSent) sendText(res, 500, '500 Feil i demo-serveren');
      else res.destroy();
    });
  });
  await new Promise((listening, failed) => {
    server.once('error', failed);
    server.listen(options.port ?? 8080, options.host, () => listening(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : Number(options.port);
  return {
    server,
    port,
    url: `http://localhost:${port}`,
    backend,
    close: () =>
      new Promise((closed, failed) => {
        server.close((error) => (error ? failed(error) : closed()));
        server.closeAllConnections();
      }),
  };
}

/**
 * The decoded path for display (falls back to the raw one when it is not valid percent-encoding).
 * @param {string} pathname
 */
function safePathText(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { url } = await startDemoServer({ port: Number(process.env.PORT) || 8080 });
  console.log(`Demo server: ${url}/`);
}
