import { describe, expect, it } from 'vitest';
import { epostDeler } from '../../../src/format/epost-deler.ts';

describe('epostDeler: where a long e-mail address may wrap', () => {
  it('breaks after the @ and before each dot', () => {
    expect(epostDeler('kundeservice.privatmarked@testforsikring.no')).toEqual(['kundeservice', '.privatmarked@', 'testforsikring', '.no']);
  });

  it('keeps an address without dots whole up to the @', () => {
    expect(epostDeler('post@localhost')).toEqual(['post@', 'localhost']);
  });

  it('does not start with an empty piece for a leading dot, and gives the address back joined', () => {
    for (const adresse of ['.skjult@x.no', 'a@b', 'ingen-krøll', '', 'a..b@c.d']) {
      expect(epostDeler(adresse).join('')).toBe(adresse);
      expect(epostDeler(adresse)).not.toContain('');
    }
    expect(epostDeler('.skjult@x.no')).toEqual(['.skjult@', 'x', '.no']);
  });
});
