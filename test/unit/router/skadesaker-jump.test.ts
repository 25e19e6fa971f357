import { describe, expect, it } from 'vitest';
import { isJumpUsed } from '../../../src/router/jump-mark.ts';
import { jumpAddress } from '../../../src/router/skadesaker-jump.ts';

const SIDE = 'https://www.eika.no/privat/forsikring/oversikt/jump/seopp/skadesaker';

describe('jumpAddress', () => {
  it('resolves an address on the own site against the page', () => {
    expect(jumpAddress('/privat/forsikring/skade/jump', SIDE).href).toBe('https://www.eika.no/privat/forsikring/skade/jump');
    expect(jumpAddress(' /skade/jump ', 'http://localhost:8300/x').href).toBe('http://localhost:8300/skade/jump');
  });

  it('takes an absolute https address, and http on port 8000', () => {
    expect(jumpAddress('https://skade.eika.no/jump', SIDE).href).toBe('https://skade.eika.no/jump');
    expect(jumpAddress('http://localhost:8000/demo/skadesaker/jump', SIDE).href).toBe('http://localhost:8000/demo/skadesaker/jump');
  });

  it.each([
    ['http://skade.eika.no/jump', 'Plain text http is not allowed.'],
    ['http://localhost:8080/jump', 'Plain text http is not allowed.'],
    ['//skade.eika.no/jump', 'URL is not valid.'],
    ['javascript:alert(1)', 'URL is not valid.'],
    ['skade/jump', 'URL is not valid.'],
    ['', 'Missing required parameter: skadesakerJumpUrl'],
    ['   ', 'Missing required parameter: skadesakerJumpUrl'],
  ])('refuses %j: %s', (url, melding) => {
    expect(() => jumpAddress(url, SIDE)).toThrow(melding);
  });
});

describe('isJumpUsed', () => {
  it('is true only for a state marked by the hand-off', () => {
    expect(isJumpUsed({ kfpSkadesakerJumpBrukt: true })).toBe(true);
    expect(isJumpUsed({ kfpSkadesakerJumpBrukt: true, annet: 1 })).toBe(true);
  });

  it.each([null, undefined, 'kfpSkadesakerJumpBrukt', {}, { kfpSkadesakerJumpBrukt: 'true' }, { kfpSkadesakerJumpBrukt: 1 }, [true]])(
    'is false for %j',
    (state) => {
      expect(isJumpUsed(state)).toBe(false);
    },
  );
});
