import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetClientForTests } from '../../../src/api/client.ts';
import { resetConfigForTests } from '../../../src/config/index.ts';

/** One request as the server saw it. */
export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: Recorded, response: ServerResponse) => void;

export interface TestServer {
  /** `http://127.0.0.1:PORT`, for `kfpApiHost`. */
  origin: string;
  /** Every request so far, oldest first. */
  requests: Recorded[];
  /** What the server answers from now on (default: 204). */
  answer(handler: Handler): void;
  close(): Promise<void>;
}

/** A real HTTP server on a free local port that records each request and answers what a test needs. */
export async function startServer(): Promise<TestServer> {
  const requests: Recorded[] = [];
  let handler: Handler = (_request, response) => response.writeHead(204).end();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The test file's server, started once for the file; before each test the config and the client are
 * read afresh and the recorded requests cleared, after each the page's stubs are undone.
 */
export function brukTestServer(): TestServer {
  let server: TestServer | undefined;
  const aktiv = (): TestServer => {
    if (!server) throw new Error('the test server starts in beforeAll');
    return server;
  };
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => aktiv().close());
  beforeEach(() => {
    resetConfigForTests();
    resetClientForTests();
    aktiv().requests.length = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return {
    get origin() {
      return aktiv().origin;
    },
    get requests() {
      return aktiv().requests;
    },
    answer: (handler) => aktiv().answer(handler),
    close: () => aktiv().close(),
  };
}

/** Answers with a JSON body (or any text) and a content type. */
export function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  options: { statusText?: string; contentType?: string } = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.statusMessage = options.statusText ?? response.statusMessage;
  response.writeHead(status, { 'Content-Type': options.contentType ?? 'application/json; charset=utf-8' });
  response.end(text);
}

/**
 * Stands in for the host page (node has no DOM): `document.cookie` and a `#kfp-config` script with
 * `config` as its JSON (none when `config` is undefined). Undo with `vi.unstubAllGlobals()`.
 */
export function stubPage(config: Record<string, unknown> | string | undefined, cookie = ''): { cookie: string } {
  const page = {
    cookie,
    getElementById: (id: string) =>
      id === 'kfp-config' && config !== undefined ? { textContent: typeof config === 'string' ? config : JSON.stringify(config) } : null,
  };
  vi.stubGlobal('document', page);
  return page;
}
