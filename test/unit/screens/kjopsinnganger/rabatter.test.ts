// @vitest-environment node
// The purchase entries' discount lines (spec §9) and whom the bank customers' 5 % is said to (issue 34).
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../../src/config/app-config.ts';
import { rabattlinjer } from '../../../../src/screens/kjopsinnganger/rabatter.ts';

const tekster = defaultConfig.rabatttekster;
const SAMLE = 'Samler du skadeforsikringene dine hos oss, får du opptil 15\u00a0% samlerabatt.';
const BANK = 'Er du kunde i banken, får du 5\u00a0% ekstra rabatt.';
const FLERE = 'Har du flere forsikringer hos oss, får du opptil 20\u00a0% rabatt.';

describe('rabattlinjer', () => {
  it('says the bank customers’ 5 % to a bank customer and to a visitor we do not know, after the collector discount', () => {
    expect(rabattlinjer(tekster, true)).toEqual([SAMLE, BANK, FLERE]);
    expect(rabattlinjer(tekster, 'ukjent')).toEqual([SAMLE, BANK, FLERE]);
  });

  it('never to a customer known not to be one (the LO member of issue 34)', () => {
    expect(rabattlinjer(tekster, false)).toEqual([SAMLE, FLERE]);
  });

  it('leaves out an empty or blank text', () => {
    expect(rabattlinjer({ ...tekster, samlerabatt: ' ', flereForsikringer: '' }, true)).toEqual([BANK]);
    expect(rabattlinjer({ ...tekster, bankkunde: '' }, 'ukjent')).toEqual([SAMLE, FLERE]);
  });
});
