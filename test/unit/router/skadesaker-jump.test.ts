import { describe, expect, it } from 'vitest';
import { erJumpBrukt } from '../../../src/router/jump-merke.ts';
import { jumpAdresse } from '../../../src/router/skadesaker-jump.ts';

const SIDE = 'https://www.eika.no/privat/forsikring/oversikt/jump/seopp/skadesaker';

describe('jumpAdresse', () => {
  it('resolves an address on the own site against the page', () => {
    expect(jumpAdresse('/privat/forsikring/skade/jump', SIDE).href).toBe('https://www.eika.no/privat/forsikring/skade/jump');
    expect(jumpAdresse(' /skade/jump ', 'http://localhost:8300/x').href).toBe('http://localhost:8300/skade/jump');
  });

  it('takes an absolute https address, and http on port 8000', () => {
    expect(jumpAdresse('https://skade.eika.no/jump', SIDE).href).toBe('https://skade.eika.no/jump');
    expect(jumpAdresse('http://localhost:8000/demo/skadesaker/jump', SIDE).href).toBe('http://localhost:8000/demo/skadesaker/jump');
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
    expect(() => jumpAdresse(url, SIDE)).toThrow(melding);
  });
});

describe('erJumpBrukt', () => {
  it('is true only for a state marked by the hand-off', () => {
    expect(erJumpBrukt({ kfpSkadesakerJumpBrukt: true })).toBe(true);
    expect(erJumpBrukt({ kfpSkadesakerJumpBrukt: true, annet: 1 })).toBe(true);
  });

  it.each([null, undefined, 'kfpSkadesakerJumpBrukt', {}, { kfpSkadesakerJumpBrukt: 'true' }, { kfpSkadesakerJumpBrukt: 1 }, [true]])(
    'is false for %j',
    (state) => {
      expect(erJumpBrukt(state)).toBe(false);
    },
  );
});
