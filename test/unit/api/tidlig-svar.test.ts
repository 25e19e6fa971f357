// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIDLIG_SESSION_GLOBAL, glemTidligSvarForTester, taTidligSvar } from '../../../src/api/tidlig-svar.ts';

const URL_SESSION = 'https://bank.example/api/privat/forsikring/auth/session-status';
const holder = globalThis as unknown as Record<string, unknown>;

/** A Response as `fetch(url)` gives it (a constructed Response has no URL of its own). */
function svarFra(url: string): Response {
  const response = new Response('{"kfpSessionId":"abc"}', { headers: { 'content-type': 'application/json' } });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

let advarsler: string[];
beforeEach(() => {
  glemTidligSvarForTester();
  advarsler = [];
  vi.spyOn(console, 'warn').mockImplementation((melding: string) => void advarsler.push(melding));
});
afterEach(() => {
  delete holder[TIDLIG_SESSION_GLOBAL];
  vi.restoreAllMocks();
});

describe("the CMS snippet's early line (src/api/tidlig-svar.ts)", () => {
  it('gives nothing when the host page has no early line', () => {
    expect(taTidligSvar(URL_SESSION)).toBeUndefined();
    expect(advarsler).toEqual([]);
  });

  it("takes the host page's answer to the session status, once", async () => {
    const svar = svarFra(URL_SESSION);
    holder[TIDLIG_SESSION_GLOBAL] = Promise.resolve(svar);
    expect(await taTidligSvar(URL_SESSION)).toBe(svar);
    expect(TIDLIG_SESSION_GLOBAL in holder).toBe(false);
    holder[TIDLIG_SESSION_GLOBAL] = Promise.resolve(svarFra(URL_SESSION));
    expect(taTidligSvar(URL_SESSION)).toBeUndefined();
    expect(advarsler).toEqual([]);
  });

  it('leaves an answer to another address alone and says so', async () => {
    holder[TIDLIG_SESSION_GLOBAL] = Promise.resolve(svarFra('https://bank.example/api/privat/forsikring/avtaleoversikt/avtaler'));
    expect(await taTidligSvar(URL_SESSION)).toBeUndefined();
    expect(advarsler.join()).toContain(
      'asked for /api/privat/forsikring/avtaleoversikt/avtaler, not for /api/privat/forsikring/auth/session-status',
    );
  });

  it('leaves what is not the promise of a fetch alone, and an answer already read', async () => {
    holder[TIDLIG_SESSION_GLOBAL] = { kfpSessionId: 'forfalsket' };
    expect(taTidligSvar(URL_SESSION)).toBeUndefined();
    glemTidligSvarForTester();
    holder[TIDLIG_SESSION_GLOBAL] = Promise.resolve({ url: URL_SESSION });
    expect(await taTidligSvar(URL_SESSION)).toBeUndefined();
    glemTidligSvarForTester();
    const lest = svarFra(URL_SESSION);
    await lest.text();
    holder[TIDLIG_SESSION_GLOBAL] = Promise.resolve(lest);
    expect(await taTidligSvar(URL_SESSION)).toBeUndefined();
    expect(advarsler).toHaveLength(3);
  });

  it('gives nothing, quietly, when the early fetch failed: the bundle asks itself', async () => {
    holder[TIDLIG_SESSION_GLOBAL] = Promise.reject(new TypeError('Failed to fetch'));
    expect(await taTidligSvar(URL_SESSION)).toBeUndefined();
    expect(advarsler).toEqual([]);
  });
});
