import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  VAKT_NOKKEL,
  VAKT_VINDU_MS,
  erInnloggingStoppet,
  observeInnloggingStoppet,
  resetInnloggingVaktForTests,
  sendTilInnlogging,
  vurderOmdirigering,
} from '../../../src/api/innlogging-vakt.ts';
import { browser } from '../../../src/api/redirect.ts';

const HER = 'https://www.bank.no/privat/forsikring/oversikt/tilbud?fromLo=1';

describe('vurderOmdirigering: go to unauthorizedUrl once, or stay', () => {
  it('goes to another page when this tab has not been sent anywhere lately', () => {
    expect(vurderOmdirigering({ maal: '/privat/forsikring', her: HER, forrige: undefined, naa: 1_000 })).toBe('ga');
    expect(vurderOmdirigering({ maal: 'https://login.bank.no/', her: HER, forrige: undefined, naa: 1_000 })).toBe('ga');
  });

  it('stays when unauthorizedUrl is this page (query, hash and a trailing slash do not count)', () => {
    for (const maal of [
      '/privat/forsikring/oversikt/tilbud',
      '/privat/forsikring/oversikt/tilbud/',
      '?goto=%2Fx',
      '/privat/forsikring/oversikt/tilbud#top',
      HER,
    ]) {
      expect(vurderOmdirigering({ maal, her: HER, forrige: undefined, naa: 1_000 }), maal).toBe('bli');
    }
  });

  it('stays when this tab was sent within the window, whatever the target (no ping-pong between two pages)', () => {
    const forrige = { til: 'https://www.bank.no/logg-inn', tid: 100_000 };
    expect(vurderOmdirigering({ maal: '/logg-inn', her: HER, forrige, naa: 100_000 + VAKT_VINDU_MS - 1 })).toBe('bli');
    expect(vurderOmdirigering({ maal: '/annen-side', her: HER, forrige, naa: 100_000 + 1 })).toBe('bli');
  });

  it('goes again once the window has passed (or when the remembered time is in the future)', () => {
    const forrige = { til: 'https://www.bank.no/logg-inn', tid: 100_000 };
    expect(vurderOmdirigering({ maal: '/logg-inn', her: HER, forrige, naa: 100_000 + VAKT_VINDU_MS })).toBe('ga');
    expect(vurderOmdirigering({ maal: '/logg-inn', her: HER, forrige, naa: 50_000 })).toBe('ga');
  });

  it('goes to the same path on another origin (a login app of its own)', () => {
    expect(
      vurderOmdirigering({ maal: 'https://login.bank.no/privat/forsikring/oversikt/tilbud', her: HER, forrige: undefined, naa: 0 }),
    ).toBe('ga');
  });

  it('takes any number of trailing slashes as none', () => {
    expect(vurderOmdirigering({ maal: '/privat/forsikring/oversikt/tilbud//', her: HER, forrige: undefined, naa: 0 })).toBe('bli');
  });

  it('stays when this tab was sent in this very millisecond', () => {
    expect(
      vurderOmdirigering({ maal: '/logg-inn', her: HER, forrige: { til: 'https://www.bank.no/logg-inn', tid: 5_000 }, naa: 5_000 }),
    ).toBe('bli');
  });

  it('stays when the target cannot be read as a URL', () => {
    expect(vurderOmdirigering({ maal: 'http://[::1', her: HER, forrige: undefined, naa: 0 })).toBe('bli');
  });
});

/** A tab's sessionStorage, in memory. */
function lagring(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('sendTilInnlogging in a page', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  let storage: Storage;

  beforeEach(() => {
    resetInnloggingVaktForTests();
    storage = lagring();
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('location', new URL(HER));
    assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes once, remembers it in the tab, and does not send again for later 401s on the page', () => {
    expect(sendTilInnlogging('/privat/forsikring')).toBe(true);
    expect(sendTilInnlogging('/privat/forsikring')).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/privat/forsikring');
    const husket = JSON.parse(storage.getItem(VAKT_NOKKEL)!);
    expect(husket.til).toBe('https://www.bank.no/privat/forsikring');
    expect(Date.now() - husket.tid).toBeLessThan(5_000);
    expect(erInnloggingStoppet()).toBe(false);
  });

  it('the next page load in the same tab stays, and says so once', () => {
    sendTilInnlogging('/privat/forsikring');
    resetInnloggingVaktForTests(); // a new page load; the tab's storage is kept
    const stoppet = vi.fn();
    observeInnloggingStoppet(stoppet);
    expect(sendTilInnlogging('/privat/forsikring')).toBe(false);
    expect(sendTilInnlogging('/privat/forsikring')).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(erInnloggingStoppet()).toBe(true);
    expect(stoppet).toHaveBeenCalledTimes(1);
  });

  it('on unauthorizedUrl itself it never navigates', () => {
    expect(sendTilInnlogging('/privat/forsikring/oversikt/tilbud')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(erInnloggingStoppet()).toBe(true);
  });

  it('without sessionStorage (privacy mode) it still goes once and never to the page itself', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(sendTilInnlogging('/privat/forsikring')).toBe(true);
    expect(sendTilInnlogging('/privat/forsikring/oversikt/tilbud')).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('ignores a broken remembered value', () => {
    storage.setItem(VAKT_NOKKEL, '{"til": 5');
    expect(sendTilInnlogging('/privat/forsikring')).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it.each([
    'null',
    '"https://www.bank.no/logg-inn"',
    '5',
    '{"til":"https://www.bank.no/logg-inn"}',
    '{"tid":NAA}',
    '{"til":5,"tid":NAA}',
    '{"til":"https://www.bank.no/logg-inn","tid":"NAA"}',
  ])('takes the remembered value %s as no earlier trip', (verdi) => {
    storage.setItem('kfp-unauthorized-redirect', verdi.replace('NAA', String(Date.now())));
    expect(sendTilInnlogging('/privat/forsikring')).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("remembers the trip under the tab's key 'kfp-unauthorized-redirect', and a recent one there keeps the page", () => {
    sendTilInnlogging('/privat/forsikring');
    expect(storage.getItem('kfp-unauthorized-redirect')).toMatch(/^\{"til":"https:\/\/www\.bank\.no\/privat\/forsikring","tid":\d+\}$/);
    resetInnloggingVaktForTests();
    storage.setItem('kfp-unauthorized-redirect', JSON.stringify({ til: 'https://www.bank.no/annet', tid: Date.now() }));
    expect(sendTilInnlogging('/privat/forsikring')).toBe(false);
  });

  it('without a page (no location) it goes', () => {
    vi.stubGlobal('location', undefined);
    expect(sendTilInnlogging('/privat/forsikring/oversikt/tilbud')).toBe(true);
    expect(assign).toHaveBeenCalledWith('/privat/forsikring/oversikt/tilbud');
    expect(JSON.parse(storage.getItem('kfp-unauthorized-redirect') ?? '{}')).toMatchObject({ til: '/privat/forsikring/oversikt/tilbud' });
  });

  it('stops telling a listener that has unsubscribed', () => {
    const stoppet = vi.fn();
    const avslutt = observeInnloggingStoppet(stoppet);
    avslutt();
    sendTilInnlogging('/privat/forsikring/oversikt/tilbud');
    expect(erInnloggingStoppet()).toBe(true);
    expect(stoppet).not.toHaveBeenCalled();
  });
});

describe('a fresh page (the module as loaded)', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('sessionStorage', lagring());
    vi.stubGlobal('location', new URL(HER));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has neither gone nor stayed, so its first 401 goes', async () => {
    const vakt = await import('../../../src/api/innlogging-vakt.ts');
    const { browser: nyBrowser } = await import('../../../src/api/redirect.ts');
    const assign = vi.spyOn(nyBrowser, 'assign').mockImplementation(() => undefined);
    expect(vakt.erInnloggingStoppet()).toBe(false);
    expect(vakt.sendTilInnlogging('/privat/forsikring')).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
