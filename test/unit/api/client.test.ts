import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, resetClientForTests } from '../../../src/api/client.ts';
import { KfpHttpError, KfpNetworkError, KfpParseError, KfpSchemaError } from '../../../src/api/errors.ts';
import { resetInnloggingVaktForTests } from '../../../src/api/innlogging-vakt.ts';
import { browser } from '../../../src/api/redirect.ts';
import { AvtaleOversikt, SessionStatus } from '../../../src/api/schemas.ts';
import { getConfig, resetConfigForTests } from '../../../src/config/index.ts';
import { send, startServer, stubPage, type Recorded, type TestServer } from './test-server.ts';

const ROOT = '/api/privat/forsikring';
const UNAUTHORIZED_URL = '/privat/forsikring/logg-inn';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

beforeEach(() => {
  resetConfigForTests();
  resetClientForTests();
  resetInnloggingVaktForTests();
  server.requests.length = 0;
  server.answer((_request, response) => response.writeHead(204).end());
  stubPage({ kfpApiHost: server.origin, unauthorizedUrl: UNAUTHORIZED_URL });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The one request the server saw. */
function only(): Recorded {
  expect(server.requests).toHaveLength(1);
  return server.requests[0]!;
}

/** The rejection of `promise`, which must reject. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the request should have failed'),
    (error: unknown) => error,
  );
}

describe('request: where it goes', () => {
  it('puts the path under kfpApiHost and the API root', async () => {
    await request('GET', 'auth/session-status');
    expect(only().path).toBe(`${ROOT}/auth/session-status`);
  });

  it('accepts a leading slash on the path and a trailing slash on the host', async () => {
    stubPage({ kfpApiHost: `${server.origin}/` });
    await request('GET', '/avtaleoversikt/avtaler');
    expect(only().path).toBe(`${ROOT}/avtaleoversikt/avtaler`);
  });

  it('keeps a path prefix in kfpApiHost', async () => {
    stubPage({ kfpApiHost: `${server.origin}/proxy` });
    await request('GET', 'jumpsst/');
    expect(only().path).toBe(`/proxy${ROOT}/jumpsst/`);
  });

  it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)('sends %s with that method', async (method) => {
    await request(method, 'x');
    expect(only().method).toBe(method);
  });

  it('works without a document (no XSRF cookie to read)', async () => {
    getConfig(); // read while the page is there
    vi.stubGlobal('document', undefined);
    await request('POST', 'x', { json: {} });
    expect(only().headers['x-xsrf-token']).toBeUndefined();
  });

  it('asks for same-origin credentials', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await request('GET', 'x');
    const sent = fetchSpy.mock.calls[0]?.[0];
    expect(sent).toBeInstanceOf(Request);
    expect((sent as Request).credentials).toBe('same-origin');
  });
});

describe('request: headers (spec §7, contract "API")', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)('%s sends Accept and X-Requested-By: kfp', async (method) => {
    await request(method, 'x');
    const { headers } = only();
    expect(headers.accept).toBe('application/json, text/plain, */*');
    expect(headers['x-requested-by']).toBe('kfp');
  });

  it('sends X-XSRF-TOKEN with the value of the XSRF-TOKEN cookie', async () => {
    stubPage({ kfpApiHost: server.origin }, 'other=1; XSRF-TOKEN=abc%2B123; last=2');
    await request('POST', 'samtykke/oppdater', { json: { marketingConsentApproved: true } });
    expect(only().headers['x-xsrf-token']).toBe('abc+123');
  });

  it('reads the cookie at each request, not once', async () => {
    const page = stubPage({ kfpApiHost: server.origin }, 'XSRF-TOKEN=first');
    await request('GET', 'x');
    page.cookie = 'XSRF-TOKEN=second';
    await request('GET', 'x');
    expect(server.requests.map((r) => r.headers['x-xsrf-token'])).toEqual(['first', 'second']);
  });

  it('sends no X-XSRF-TOKEN when there is no XSRF-TOKEN cookie', async () => {
    stubPage({ kfpApiHost: server.origin }, 'NOT-XSRF-TOKEN=zzz; XSRF-TOKENS=yyy');
    await request('POST', 'x', { json: {} });
    expect(only().headers).not.toHaveProperty('x-xsrf-token');
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('%s sends Content-Type: application/json', async (method) => {
    await request(method, 'x');
    expect(only().headers['content-type']).toBe('application/json');
  });

  it('GET sends no Content-Type', async () => {
    await request('GET', 'x', { query: { a: 1 } });
    expect(only().headers).not.toHaveProperty('content-type');
  });
});

describe('request: query and body', () => {
  it('GET puts the fields in the query string, leaving out null and undefined', async () => {
    await request('GET', 'samtykke/tekster', {
      query: { bankkunde: true, antall: 3, tom: '', av: false, ingen: null, mangler: undefined, navn: 'Åse Ødegård' },
    });
    const { query } = only();
    expect([...query.entries()]).toEqual([
      ['bankkunde', 'true'],
      ['antall', '3'],
      ['tom', ''],
      ['av', 'false'],
      ['navn', 'Åse Ødegård'],
    ]);
    expect(query.has('ingen')).toBe(false);
    expect(query.has('mangler')).toBe(false);
  });

  it('GET with only null and undefined fields has no query string', async () => {
    await request('GET', 'x', { query: { a: null, b: undefined } });
    expect([...only().query.keys()]).toEqual([]);
  });

  it('GET never sends a body', async () => {
    await request('GET', 'x', { json: { a: 1 } });
    expect(only().body).toBe('');
  });

  it.each(['POST', 'PUT'] as const)('%s sends the JSON body', async (method) => {
    const body = { epostAdresse: 'kari@example.no', nested: { liste: [1, 2] } };
    await request(method, 'skadekunde/kontaktinformasjon', { json: body });
    const sent = only();
    expect(JSON.parse(sent.body)).toEqual(body);
    expect(sent.headers['content-type']).toBe('application/json');
  });

  it('POST without a body sends none', async () => {
    await request('POST', 'adresse/oppdater');
    expect(only().body).toBe('');
  });

  it('DELETE sends no body, even when given one', async () => {
    await request('DELETE', 'avtaleoversikt/tilbud/123', { json: { a: 1 } });
    const sent = only();
    expect(sent.body).toBe('');
    expect(sent.path).toBe(`${ROOT}/avtaleoversikt/tilbud/123`);
  });

  it('asks the browser to keep a request alive past the page only when told to (the page-leave feedback)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await request('POST', 'feedback/', { json: { feedbackValue: 'ja' }, keepalive: true });
    await request('POST', 'feedback/', { json: { feedbackValue: 'ja' } });
    expect(fetchSpy.mock.calls.map(([sent]) => (sent as Request).keepalive)).toEqual([true, false]);
  });

  it('POST and PUT leave the query out', async () => {
    await request('POST', 'x', { query: { a: 1 }, json: {} });
    expect([...only().query.keys()]).toEqual([]);
  });
});

describe('request: responses', () => {
  it('204 gives an empty result', async () => {
    server.answer((_request, response) => response.writeHead(204).end());
    await expect(request('DELETE', 'avtaleoversikt/tilbud/1')).resolves.toBeUndefined();
  });

  it('returns the body checked against the schema', async () => {
    server.answer((_request, response) => send(response, 200, { kfpSessionId: 'abc', ukjent: 'dropped' }));
    await expect(request('GET', 'auth/session-status', { schema: SessionStatus })).resolves.toEqual({ kfpSessionId: 'abc' });
  });

  it('strips null fields at any depth and keeps array items', async () => {
    server.answer((_request, response) =>
      send(response, 200, { a: null, b: 1, c: { d: null, e: { f: null, g: 'x' } }, list: [null, 1, { h: null, i: 2 }] }),
    );
    const body = await request('GET', 'x', { schema: v.unknown() });
    expect(body).toEqual({ b: 1, c: { e: { g: 'x' } }, list: [null, 1, { i: 2 }] });
    expect(body).not.toHaveProperty('a');
  });

  it('a null optional field becomes the schema default instead of failing', async () => {
    server.answer((_request, response) =>
      send(response, 200, {
        avtaler: [{ policyNumber: '1', name: 'Bil', description: null, systemSource: 'NICE', monthlyPrice: null }],
        monthlySum: null,
      }),
    );
    const oversikt = await request('GET', 'avtaleoversikt/avtaler', { schema: AvtaleOversikt });
    expect(oversikt.avtaler[0]).toMatchObject({ description: '', avtaleStatus: 'ACTIVE' });
    expect(oversikt.avtaler[0]).not.toHaveProperty('monthlyPrice');
    expect(oversikt.monthlySum).toBe(0);
  });

  it('an empty 200 answer is an empty result, even when it says it is JSON', async () => {
    server.answer((_request, response) => send(response, 200, ''));
    await expect(request('POST', 'adresse/oppdater', { schema: v.undefined() })).resolves.toBeUndefined();
  });

  it('an answer without a content type is read as JSON when it is JSON, else returned as text', async () => {
    server.answer((_request, response) => response.writeHead(200).end('{"a":1}'));
    await expect(request('GET', 'x', { schema: v.unknown() })).resolves.toEqual({ a: 1 });
    server.answer((_request, response) => response.writeHead(200).end('hei'));
    await expect(request('GET', 'x', { schema: v.unknown() })).resolves.toBe('hei');
  });

  it('warns about nothing when every record of a list is good', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.answer((_request, response) => send(response, 200, { avtaler: [{ policyNumber: '111', name: 'Bil', systemSource: 'NICE' }] }));
    const oversikt = await request('GET', 'avtaleoversikt/avtaler', { schema: AvtaleOversikt });
    expect(oversikt.forkastet).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a text/plain answer is returned as text', async () => {
    server.answer((_request, response) => send(response, 200, 'hei', { contentType: 'text/plain' }));
    await expect(request('GET', 'x', { schema: v.string() })).resolves.toBe('hei');
  });
});

describe('request: errors (spec §8)', () => {
  it('status 400 or above raises KfpHttpError with status, status text and JSON body', async () => {
    server.answer((_request, response) =>
      send(response, 422, { code: 'UGYLDIG_MOBILNR', detalj: null }, { statusText: 'Unprocessable Entity' }),
    );
    const error = await rejection(request('POST', 'kunde/mobil', { json: { mobilNummer: '1' } }));
    expect(error).toBeInstanceOf(KfpHttpError);
    const http = error as KfpHttpError;
    expect(http.status).toBe(422);
    expect(http.statusText).toBe('Unprocessable Entity');
    expect(http.body).toEqual({ code: 'UGYLDIG_MOBILNR' });
    expect(http.code).toBe('UGYLDIG_MOBILNR');
    expect(http.method).toBe('POST');
    expect(http.message).toContain('422');
    expect(http.message).toContain(`POST ${ROOT}/kunde/mobil`);
  });

  it('a text error body is kept as text', async () => {
    server.answer((_request, response) =>
      send(response, 500, 'Internal trouble', { statusText: 'Internal Server Error', contentType: 'text/plain' }),
    );
    const error = (await rejection(request('GET', 'avtaleoversikt/avtaler'))) as KfpHttpError;
    expect(error).toBeInstanceOf(KfpHttpError);
    expect(error.status).toBe(500);
    expect(error.statusText).toBe('Internal Server Error');
    expect(error.body).toBe('Internal trouble');
    expect(error.code).toBeUndefined();
    expect(error.message).toContain(`GET ${ROOT}/avtaleoversikt/avtaler`);
  });

  it('an error with a broken JSON body is still a KfpHttpError, its body the text', async () => {
    server.answer((_request, response) => send(response, 502, '<html>Bad gateway', { statusText: 'Bad Gateway' }));
    const error = (await rejection(request('GET', 'x'))) as KfpHttpError;
    expect(error).toBeInstanceOf(KfpHttpError);
    expect(error.body).toBe('<html>Bad gateway');
  });

  it('an error without a body has the empty string as body', async () => {
    server.answer((_request, response) => response.writeHead(404, 'Not Found').end());
    const error = (await rejection(request('GET', 'x'))) as KfpHttpError;
    expect(error.status).toBe(404);
    expect(error.body).toBe('');
  });

  it('399 is not an error, 400 is', async () => {
    server.answer((_request, response) => send(response, 299, { ok: true }));
    await expect(request('GET', 'x', { schema: v.object({ ok: v.boolean() }) })).resolves.toEqual({ ok: true });
    server.answer((_request, response) => send(response, 400, { ok: false }, { statusText: 'Bad Request' }));
    await expect(request('GET', 'x')).rejects.toBeInstanceOf(KfpHttpError);
  });

  it("unparsable JSON raises KfpParseError 'Error while parsing JSON' with the status", async () => {
    server.answer((_request, response) => send(response, 200, '{"kfpSessionId": '));
    const error = (await rejection(request('GET', 'auth/session-status', { schema: SessionStatus }))) as KfpParseError;
    expect(error).toBeInstanceOf(KfpParseError);
    expect(error.message).toBe('Error while parsing JSON');
    expect(error.status).toBe(200);
    expect(error.method).toBe('GET');
    expect(error.url).toBe(`${ROOT}/auth/session-status`);
  });

  it('unparsable JSON raises KfpParseError even without a schema', async () => {
    server.answer((_request, response) => send(response, 201, 'not json', { contentType: 'application/problem+json' }));
    const error = (await rejection(request('POST', 'x', { json: {} }))) as KfpParseError;
    expect(error).toBeInstanceOf(KfpParseError);
    expect(error.status).toBe(201);
  });

  it('a schema mismatch raises KfpSchemaError naming the field', async () => {
    server.answer((_request, response) => send(response, 200, { avtaler: [], monthlySum: 'mye' }));
    const error = (await rejection(request('GET', 'avtaleoversikt/avtaler', { schema: AvtaleOversikt }))) as KfpSchemaError;
    expect(error).toBeInstanceOf(KfpSchemaError);
    expect(error.issues.join('\n')).toContain('monthlySum');
    expect(error.message).toContain('monthlySum');
    expect(error.message).toContain(`GET ${ROOT}/avtaleoversikt/avtaler`);
  });

  it('a bad record in a list is dropped and reported (paths and counts, no values); the rest is returned', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.answer((_request, response) =>
      send(response, 200, {
        avtaler: [
          { policyNumber: '111', name: 'Bil', systemSource: 'NICE' },
          { policyNumber: 98765432, name: 'Hemmelig Hansen', systemSource: 'NICE' },
          { policyNumber: '333', name: 'Hus', systemSource: 'NICE', monthlyPrice: '450' },
        ],
      }),
    );
    const oversikt = await request('GET', 'avtaleoversikt/avtaler', { schema: AvtaleOversikt });
    expect(oversikt.avtaler.map((avtale) => avtale.policyNumber)).toEqual(['111']);
    expect(oversikt.forkastet).toBe(2);
    const warned = warn.mock.calls.map((call) => String(call[0])).join('\n');
    expect(warned).toContain(`GET ${ROOT}/avtaleoversikt/avtaler: dropped 2 of 3 avtaler (policyNumber, monthlyPrice)`);
    expect(warned).not.toMatch(/98765432|Hemmelig|450/);
  });

  it('a schema mismatch at the root names the root', async () => {
    server.answer((_request, response) => send(response, 200, '"hei"'));
    const error = (await rejection(request('GET', 'x', { schema: SessionStatus }))) as KfpSchemaError;
    expect(error).toBeInstanceOf(KfpSchemaError);
    expect(error.message).toContain('(root)');
  });

  it('a network failure raises KfpNetworkError with the cause', async () => {
    server.answer((_request, response) => response.socket?.destroy());
    const error = (await rejection(request('GET', 'auth/session-status'))) as KfpNetworkError;
    expect(error).toBeInstanceOf(KfpNetworkError);
    expect(error.cause).toBeDefined();
    expect(error.message).toBe(`No response: GET ${ROOT}/auth/session-status`);
  });

  it('a refused connection raises KfpNetworkError', async () => {
    const closed = await startServer();
    const origin = closed.origin;
    await closed.close();
    stubPage({ kfpApiHost: origin });
    await expect(request('PUT', 'x', { json: {} })).rejects.toBeInstanceOf(KfpNetworkError);
  });

  it.each([
    [503, 'Service Unavailable', 120_000],
    [429, 'Too Many Requests', 120_000],
    [500, 'Internal Server Error', undefined],
    [502, 'Bad Gateway', undefined],
  ])('%i carries its Retry-After only when it is 503 or 429', async (status, statusText, ms) => {
    server.answer((_request, response) => response.writeHead(status, statusText, { 'Retry-After': '120' }).end());
    const error = (await rejection(request('GET', 'x'))) as KfpHttpError;
    expect(error.status).toBe(status);
    expect(error.retryAfterMs).toBe(ms);
  });
});

describe('request: 401 and 403 send the browser to unauthorizedUrl (spec §8)', () => {
  it.each([
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
  ])('%i goes to unauthorizedUrl and still throws', async (status, statusText) => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.answer((_request, response) => send(response, status, { melding: 'nei' }, { statusText }));
    const error = (await rejection(request('GET', 'auth/bankkontakt'))) as KfpHttpError;
    expect(error).toBeInstanceOf(KfpHttpError);
    expect(error.status).toBe(status);
    expect(error.statusText).toBe(statusText);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(UNAUTHORIZED_URL);
  });

  it('uses the default unauthorizedUrl when the config has none', async () => {
    stubPage({ kfpApiHost: server.origin });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.answer((_request, response) => send(response, 401, '', { statusText: 'Unauthorized' }));
    await expect(request('GET', 'x')).rejects.toBeInstanceOf(KfpHttpError);
    expect(assign).toHaveBeenCalledWith('/privat/forsikring');
  });

  it('redirectOnUnauthorized: false only throws', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.answer((_request, response) => send(response, 401, {}, { statusText: 'Unauthorized' }));
    await expect(request('GET', 'auth/session-status', { redirectOnUnauthorized: false })).rejects.toBeInstanceOf(KfpHttpError);
    expect(assign).not.toHaveBeenCalled();
  });

  it('redirectOnUnauthorized as a string goes to that URL', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.answer((_request, response) => send(response, 403, {}, { statusText: 'Forbidden' }));
    await expect(request('GET', 'motor/oppgaver/motoroppgaver', { redirectOnUnauthorized: '/logg-inn?goto=%2Fx' })).rejects.toBeInstanceOf(
      KfpHttpError,
    );
    expect(assign).toHaveBeenCalledWith('/logg-inn?goto=%2Fx');
  });

  it.each([400, 404, 500, 503])('%i does not redirect', async (status) => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.answer((_request, response) => send(response, status, {}));
    await expect(request('GET', 'x')).rejects.toBeInstanceOf(KfpHttpError);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a network failure does not redirect', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.answer((_request, response) => response.socket?.destroy());
    await expect(request('GET', 'x')).rejects.toBeInstanceOf(KfpNetworkError);
    expect(assign).not.toHaveBeenCalled();
  });
});
