import { describe, expect, it } from 'vitest';
import { EPOST_REGEX, isGyldigEpost } from '../../../src/format/email';

describe('isGyldigEpost', () => {
  it('accepts ordinary addresses', () => {
    expect(isGyldigEpost('ola.nordmann@eksempel.no')).toBe(true);
    expect(isGyldigEpost('a@b.no')).toBe(true);
    expect(isGyldigEpost('ola+forsikring@post.eksempel.co.uk')).toBe(true);
    expect(isGyldigEpost("o'brien@eksempel.ie")).toBe(true);
    expect(isGyldigEpost('kari_nordmann-1@sub-domene.eksempel.no')).toBe(true);
  });

  it('accepts æ, ø and å in upper and lower case', () => {
    expect(isGyldigEpost('bjørn.ås@eksempel.no')).toBe(true);
    expect(isGyldigEpost('ÆRLIG.ØYVIND.ÅSE@EKSEMPEL.NO')).toBe(true);
    expect(isGyldigEpost('kari@blåbær.no')).toBe(true);
  });

  it('refuses a domain without a dot', () => {
    expect(isGyldigEpost('ola@eksempel')).toBe(false);
    expect(isGyldigEpost('ola@localhost')).toBe(false);
  });

  it('refuses empty domain labels', () => {
    expect(isGyldigEpost('ola@.no')).toBe(false);
    expect(isGyldigEpost('ola@eksempel.')).toBe(false);
    expect(isGyldigEpost('ola@eksempel..no')).toBe(false);
  });

  it('refuses two @ or none', () => {
    expect(isGyldigEpost('ola@@eksempel.no')).toBe(false);
    expect(isGyldigEpost('ola@nordmann@eksempel.no')).toBe(false);
    expect(isGyldigEpost('ola.eksempel.no')).toBe(false);
  });

  it('refuses spaces anywhere, also at the ends', () => {
    expect(isGyldigEpost('ola nordmann@eksempel.no')).toBe(false);
    expect(isGyldigEpost('ola@eksem pel.no')).toBe(false);
    expect(isGyldigEpost(' ola@eksempel.no')).toBe(false);
    expect(isGyldigEpost('ola@eksempel.no ')).toBe(false);
  });

  it('refuses an empty local part or an empty string', () => {
    expect(isGyldigEpost('@eksempel.no')).toBe(false);
    expect(isGyldigEpost('')).toBe(false);
  });

  it('refuses characters outside the pattern', () => {
    expect(isGyldigEpost('ola<script>@eksempel.no')).toBe(false);
    expect(isGyldigEpost('ola@eks_empel.no')).toBe(false);
    expect(isGyldigEpost('olä@eksempel.no')).toBe(false);
  });
});

describe('EPOST_REGEX', () => {
  it('is stateless between calls', () => {
    expect(EPOST_REGEX.global).toBe(false);
    expect(EPOST_REGEX.test('a@b.no')).toBe(true);
    expect(EPOST_REGEX.test('a@b.no')).toBe(true);
  });
});
