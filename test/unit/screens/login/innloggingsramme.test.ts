import { describe, expect, it } from 'vitest';
import { innloggingsadresse, rammehoyde, rapportertHoyde } from '../../../../src/screens/login/innloggingsramme.ts';

const vindu = { navn: 'innloggingsrammen' };
const ramme = { origin: 'https://login.eksempel.no', vindu };
const gyldig = { content: 'LOGINAPP_DIMENSIONS', height: 400, width: 320 };
const melding = (overstyr: Partial<{ origin: string; source: unknown; data: unknown }> = {}) => ({
  origin: 'https://login.eksempel.no',
  source: vindu,
  data: gyldig,
  ...overstyr,
});

describe('rapportertHoyde', () => {
  it('takes the height from a size report of our own frame', () => {
    expect(rapportertHoyde(melding(), ramme)).toBe(400);
  });

  it('ignores another origin', () => {
    expect(rapportertHoyde(melding({ origin: 'https://evil.example' }), ramme)).toBeUndefined();
    expect(rapportertHoyde(melding({ origin: 'null' }), ramme)).toBeUndefined();
  });

  it('ignores another window, and every message while the frame has no window', () => {
    expect(rapportertHoyde(melding({ source: {} }), ramme)).toBeUndefined();
    expect(rapportertHoyde(melding({ source: null }), { ...ramme, vindu: null })).toBeUndefined();
    expect(rapportertHoyde(melding({ source: undefined }), { ...ramme, vindu: undefined })).toBeUndefined();
  });

  it.each([
    ['a string', 'LOGINAPP_DIMENSIONS'],
    ['a number', 400],
    ['nothing', undefined],
    ['a list', ['LOGINAPP_DIMENSIONS', 400, 320]],
    ['null', null],
    ['another content', { ...gyldig, content: 'SOMETHING_ELSE' }],
    ['no content', { height: 400, width: 320 }],
    ['a height as text', { ...gyldig, height: '400' }],
    ['no width', { content: 'LOGINAPP_DIMENSIONS', height: 400 }],
    ['a zero height', { ...gyldig, height: 0 }],
    ['a negative height', { ...gyldig, height: -10 }],
    ['an infinite height', { ...gyldig, height: Infinity }],
    ['NaN', { ...gyldig, height: Number.NaN }],
    ['a huge height', { ...gyldig, height: 4001 }],
    ['a huge width', { ...gyldig, width: 1e9 }],
  ])('ignores %s', (_navn, data) => {
    expect(rapportertHoyde(melding({ data }), ramme)).toBeUndefined();
  });

  it('accepts heights up to the limit', () => {
    expect(rapportertHoyde(melding({ data: { ...gyldig, height: 4000 } }), ramme)).toBe(4000);
    expect(rapportertHoyde(melding({ data: { ...gyldig, height: 0.5 } }), ramme)).toBe(0.5);
  });
});

describe('rammehoyde', () => {
  it('is 1.08 × 275, rounded, before the frame reports', () => {
    expect(rammehoyde(undefined)).toBe(297);
  });

  it('is 1.08 × the reported height, rounded to whole pixels', () => {
    expect(rammehoyde(400)).toBe(432);
    expect(rammehoyde(333)).toBe(360); // 359.64
    expect(rammehoyde(242)).toBe(261); // a small login app keeps its own height
    expect(rammehoyde(100)).toBe(108); // the lowest height taken as it is
  });

  it.each([1e-9, 0.3, 0.5, 1, 99.99])('never collapses: a report of %d gives the default 297 px', (rapportert) => {
    expect(rammehoyde(rapportert)).toBe(297);
  });
});

describe('innloggingsadresse', () => {
  const base = 'https://www.eksempel.no/privat/forsikring/oversikt';

  it('resolves a relative login URL against the page', () => {
    expect(innloggingsadresse('/demo/bankid?goto=/x', base)).toEqual({
      src: 'https://www.eksempel.no/demo/bankid?goto=/x',
      origin: 'https://www.eksempel.no',
    });
  });

  it('keeps an absolute https URL and its origin', () => {
    expect(innloggingsadresse('https://login.eksempel.no/app?state=1', base)).toEqual({
      src: 'https://login.eksempel.no/app?state=1',
      origin: 'https://login.eksempel.no',
    });
  });

  it('keeps a plain http URL (a local login app)', () => {
    expect(innloggingsadresse('http://localhost:8000/demo/bankid', base)).toEqual({
      src: 'http://localhost:8000/demo/bankid',
      origin: 'http://localhost:8000',
    });
  });

  it('gives no address when a relative URL cannot be resolved (a page without a base, such as a srcdoc frame)', () => {
    expect(innloggingsadresse('/demo/bankid', 'about:srcdoc')).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<p>hei</p>',
    '//evil.example/login',
    'mailto:a@b.no',
    'tel:+4722334455',
    '',
    'java\tscript:alert(1)',
    'side/under',
  ])('refuses %j', (url) => {
    expect(innloggingsadresse(url, base)).toBeUndefined();
  });
});
