import { describe, expect, it } from 'vitest';
import { medRetur, returSti } from '../../../src/format/retur.ts';

const BASE = '/privat/forsikring/oversikt';

describe('returSti: the deep link to come back to after login', () => {
  it('is the path and query of a page under the base, the base included', () => {
    expect(returSti({ pathname: `${BASE}/tilbud`, search: '?isLo=true' }, BASE)).toBe(`${BASE}/tilbud?isLo=true`);
    expect(returSti({ pathname: BASE, search: '' }, BASE)).toBe(BASE);
    expect(returSti({ pathname: `${BASE}/`, search: '' }, `${BASE}/`)).toBe(`${BASE}/`);
  });

  it('is nothing outside the base, for a protocol-relative or backslash path, or a base that is not a path', () => {
    expect(returSti({ pathname: '/privat/lan', search: '' }, BASE)).toBeUndefined();
    expect(returSti({ pathname: `${BASE}-falsk/x`, search: '' }, BASE)).toBeUndefined();
    expect(returSti({ pathname: `//evil.example${BASE}`, search: '' }, BASE)).toBeUndefined();
    expect(returSti({ pathname: `${BASE}/\\evil.example`, search: '' }, BASE)).toBeUndefined();
    expect(returSti({ pathname: `${BASE}/tilbud`, search: '' }, 'https://evil.example/')).toBeUndefined();
    // Even a base that is itself protocol-relative never gives a '//host' path.
    expect(returSti({ pathname: '//evil.example/x', search: '' }, '//evil.example')).toBeUndefined();
  });
});

describe('medRetur: the login address with the way back', () => {
  it('adds goto to a relative or absolute login address', () => {
    expect(medRetur('/demo/bankid', `${BASE}/tilbud`, 'https://bank.no/x')).toBe(
      'https://bank.no/demo/bankid?goto=%2Fprivat%2Fforsikring%2Foversikt%2Ftilbud',
    );
    expect(medRetur('https://login.bank.no/bankid?lang=nb', BASE, 'https://bank.no/x')).toBe(
      'https://login.bank.no/bankid?lang=nb&goto=%2Fprivat%2Fforsikring%2Foversikt',
    );
  });

  it('leaves the address as it was without a way back, or when it names its own', () => {
    expect(medRetur('/demo/bankid', undefined, 'https://bank.no/x')).toBe('/demo/bankid');
    expect(medRetur('/demo/bankid?goto=%2Fa', `${BASE}/tilbud`, 'https://bank.no/x')).toBe('/demo/bankid?goto=%2Fa');
  });
});
