import { describe, expect, it } from 'vitest';
import {
  KfpHttpError,
  KfpNetworkError,
  KfpParseError,
  KfpSchemaError,
  isClientError,
  isKfpHttpError,
  isKfpNetworkError,
  isKfpParseError,
  isKfpSchemaError,
  isUnauthorized,
} from '../../../src/api/errors.ts';
import { stripNulls } from '../../../src/api/strip-nulls.ts';

const http = (status: number, body: unknown = '') => new KfpHttpError('GET', '/api/x', status, 'Status', body);
const errors = {
  http: http(500),
  parse: new KfpParseError('GET', '/api/x', 200),
  schema: new KfpSchemaError('GET', '/api/x', ['a: Invalid type']),
  network: new KfpNetworkError('GET', '/api/x', new TypeError('fetch failed')),
};

describe('the error family', () => {
  it('each is an Error with its own name', () => {
    expect(Object.values(errors).map((error) => [error instanceof Error, error.name])).toEqual([
      [true, 'KfpHttpError'],
      [true, 'KfpParseError'],
      [true, 'KfpSchemaError'],
      [true, 'KfpNetworkError'],
    ]);
  });

  it.each([
    ['isKfpHttpError', isKfpHttpError, 'http'],
    ['isKfpParseError', isKfpParseError, 'parse'],
    ['isKfpSchemaError', isKfpSchemaError, 'schema'],
    ['isKfpNetworkError', isKfpNetworkError, 'network'],
  ] as const)('%s is true for its own kind only', (_name, guard, kind) => {
    for (const [other, error] of Object.entries(errors)) expect(guard(error), other).toBe(other === kind);
    for (const notOurs of [new Error('x'), undefined, null, 'KfpHttpError', { name: kind, status: 500 }]) {
      expect(guard(notOurs)).toBe(false);
    }
  });

  it('KfpHttpError carries method, url, status, status text and body, and names them in the message', () => {
    const error = new KfpHttpError('DELETE', '/api/privat/forsikring/avtaleoversikt/tilbud/9', 503, 'Service Unavailable', { a: 1 });
    expect(error).toMatchObject({ method: 'DELETE', status: 503, statusText: 'Service Unavailable', body: { a: 1 } });
    expect(error.message).toBe(
      'Request failed with status code 503 Service Unavailable: DELETE /api/privat/forsikring/avtaleoversikt/tilbud/9',
    );
  });

  // Was a cosmetic bug (fixed): HTTP/2 responses (and some proxies) have an empty status text. The
  // `.replace('  ', ' ')` in KfpHttpError's constructor looks meant to tidy that case, but the gap it
  // leaves is ' :' (no double space ever occurs), so the message reads "status code 404 : GET /api/x".
  it('with an empty status text the message has no stray space before the colon', () => {
    expect(new KfpHttpError('GET', '/api/x', 404, '', '').message).toBe('Request failed with status code 404: GET /api/x');
  });

  it('code is the body code when there is one', () => {
    expect(http(400, { code: 'UGYLDIG_MAILADRESSE' }).code).toBe('UGYLDIG_MAILADRESSE');
    expect(http(400, { code: 42 }).code).toBeUndefined();
    expect(http(400, 'text').code).toBeUndefined();
    expect(http(400, null).code).toBeUndefined();
  });

  it("KfpParseError says 'Error while parsing JSON' and keeps the status", () => {
    expect(errors.parse.message).toBe('Error while parsing JSON');
    expect(errors.parse.status).toBe(200);
  });

  it('KfpSchemaError names each issue', () => {
    const error = new KfpSchemaError('GET', '/api/x', ['avtaler.0.name: Invalid type', 'sum: Invalid type']);
    expect(error.message).toBe('Unexpected response from GET /api/x: avtaler.0.name: Invalid type; sum: Invalid type');
  });

  it('KfpNetworkError keeps its cause', () => {
    expect(errors.network.cause).toBeInstanceOf(TypeError);
    expect(errors.network.message).toBe('No response: GET /api/x');
  });

  it('isUnauthorized is 401 and 403 only', () => {
    expect([400, 401, 402, 403, 404, 500].filter((status) => isUnauthorized(http(status)))).toEqual([401, 403]);
    expect(isUnauthorized(errors.network)).toBe(false);
  });

  it('isClientError is 400 to 499 only', () => {
    expect([399, 400, 404, 499, 500, 503].filter((status) => isClientError(http(status)))).toEqual([400, 404, 499]);
    expect(isClientError(errors.parse)).toBe(false);
  });
});

describe('stripNulls', () => {
  it('removes null fields at any depth, keeps array items, leaves other values', () => {
    expect(stripNulls({ a: null, b: 0, c: '', d: false, e: { f: null, g: [null, { h: null, i: [{ j: null }] }] } })).toEqual({
      b: 0,
      c: '',
      d: false,
      e: { g: [null, { i: [{}] }] },
    });
  });

  it('leaves scalars and null at the top alone', () => {
    expect(stripNulls(null)).toBeNull();
    expect(stripNulls('x')).toBe('x');
    expect(stripNulls(3)).toBe(3);
  });

  it('does not change its input', () => {
    const input = { a: null, b: { c: null } };
    stripNulls(input);
    expect(input).toEqual({ a: null, b: { c: null } });
  });
});
