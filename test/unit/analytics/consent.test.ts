import { describe, expect, it } from 'vitest';
import { allianseflagg, erFraAlliansen, regimeFor, samtykkeStatus, statistikkvalg } from '../../../src/analytics/consent.ts';
import { defaultConfig } from '../../../src/config/app-config.ts';

const config = (distributor: string) => ({ ...defaultConfig, distributor });
const names = defaultConfig.samtykkeCookies;

describe('regimeFor (spec §1: one bank brand, none, the default bank alliance)', () => {
  it.each([
    ['dnb', 'bankmerke'],
    ['DNB', 'bankmerke'],
    ['none', 'none'],
    ['eika', 'allianse'],
    ['fana', 'allianse'],
    ['', 'allianse'],
  ])('%s → %s', (distributor, regime) => {
    expect(regimeFor(config(distributor))).toBe(regime);
  });

  it('the bank brand is the configured one', () => {
    expect(regimeFor({ distributor: 'storbank', bankmerkeDistributor: 'storbank' })).toBe('bankmerke');
    expect(regimeFor({ distributor: 'dnb', bankmerkeDistributor: 'storbank' })).toBe('allianse');
  });
});

describe('samtykkeStatus: the bank brand (its cookie: 2 is in, anything else out)', () => {
  it.each([
    [`${names.bankmerke}=2`, 'OPTED_IN'],
    [`other=1; ${names.bankmerke}=2`, 'OPTED_IN'],
    [`${names.bankmerke}= 2 `, 'OPTED_IN'],
    [`${names.bankmerke}=%202%20`, 'OPTED_IN'],
    [`${names.bankmerke}=1`, 'OPTED_OUT'],
    [`${names.bankmerke}=0`, 'OPTED_OUT'],
    [`${names.bankmerke}=22`, 'OPTED_OUT'],
    [`${names.bankmerke}=`, 'OPTED_OUT'],
    [`${names.bankmerke}=ja`, 'OPTED_OUT'],
    ['', 'OPTED_OUT'],
    [`${names.allianse}=FSM`, 'OPTED_OUT'],
  ])('%j → %s', (cookie, status) => {
    expect(samtykkeStatus(config('dnb'), cookie)).toBe(status);
  });
});

describe("samtykkeStatus: 'none' (the consent cookie's statistics value)", () => {
  const cookie = (value: string) => `${names.none}=${encodeURIComponent(value)}`;
  it.each([
    [cookie('{"statistics":"accepted","marketing":"denied"}'), 'OPTED_IN'],
    [cookie('{"statistics":"denied","marketing":"accepted"}'), 'OPTED_OUT'],
    [cookie('{"marketing":"accepted"}'), 'UNANSWERED'],
    [cookie('{"statistics":true}'), 'UNANSWERED'],
    [cookie('statistics=accepted&marketing=denied'), 'OPTED_IN'],
    [cookie('necessary:accepted,statistics:denied'), 'OPTED_OUT'],
    [cookie('marketing|statistics=accepted'), 'OPTED_IN'],
    [cookie('statistics=maybe'), 'UNANSWERED'],
    [cookie('necessary=accepted, statistics=accepted'), 'OPTED_IN'],
    [cookie('statistics = denied'), 'OPTED_OUT'],
    [cookie('statistics=acc=epted'), 'UNANSWERED'],
    [cookie('statistics:acc:epted'), 'UNANSWERED'],
    [cookie('null'), 'UNANSWERED'],
    [cookie('not json {'), 'UNANSWERED'],
    [cookie(''), 'UNANSWERED'],
    ['', 'UNANSWERED'],
    [`${names.bankmerke}=2`, 'UNANSWERED'],
  ])('%j → %s', (value, status) => {
    expect(samtykkeStatus(config('none'), value)).toBe(status);
  });
});

describe("samtykkeStatus: the bank alliance (its opt-in cookie's flags; S is statistics)", () => {
  it.each([
    [`${names.allianse}=FSM`, 'OPTED_IN'],
    [`${names.allianse}=S`, 'OPTED_IN'],
    [`${names.allianse}=F,S`, 'OPTED_IN'],
    [`${names.allianse}=F%7CS%7CM`, 'OPTED_IN'],
    [`${names.allianse}=FM`, 'OPTED_OUT'],
    [`${names.allianse}=F`, 'OPTED_OUT'],
    [`${names.allianse}=`, 'OPTED_OUT'],
    [`${names.allianse}=STATISTICS`, 'OPTED_OUT'],
    [`${names.allianse}=fsm`, 'OPTED_OUT'],
    ['', 'UNANSWERED'],
    [`${names.bankmerke}=2`, 'UNANSWERED'],
  ])('%j → %s', (cookie, status) => {
    expect(samtykkeStatus(config('eika'), cookie)).toBe(status);
  });

  it('reads the cookie names from config', () => {
    const own = { ...config('eika'), samtykkeCookies: { ...names, allianse: 'min_optin' } };
    expect(samtykkeStatus(own, 'min_optin=FS')).toBe('OPTED_IN');
    expect(samtykkeStatus(own, `${names.allianse}=FS`)).toBe('UNANSWERED');
  });
});

describe('statistikkvalg and allianseflagg', () => {
  it('statistikkvalg ignores a JSON value that is no object', () => {
    expect(statistikkvalg('"accepted"')).toBeUndefined();
    expect(statistikkvalg('[1]')).toBeUndefined();
    expect(statistikkvalg('null')).toBeUndefined();
  });

  it('statistikkvalg knows accepted and denied only', () => {
    expect(statistikkvalg('statistics=maybe')).toBeUndefined();
    expect(statistikkvalg('{"statistics":"ja"}')).toBeUndefined();
    expect(statistikkvalg('{"statistics":"accepted"}')).toBe('accepted');
  });

  it('allianseflagg lists the flags F, S and M only', () => {
    expect([...allianseflagg('F,M,X')]).toEqual(['F', 'M']);
    expect([...allianseflagg('SMF')]).toEqual(['S', 'M', 'F']);
  });
});

describe('erFraAlliansen: the origin is on the alliance domain (a real suffix match on the host)', () => {
  it.each([
    ['https://alliance.example', true],
    ['https://consent.alliance.example', true],
    ['https://a.b.alliance.example:8443', true],
    ['http://consent.alliance.example', true],
    ['https://CONSENT.Alliance.Example', true],
    ['https://evil-alliance.example', false],
    ['https://alliance.example.evil.test', false],
    ['https://notalliance.example', false],
    ['https://alliance.exampl', false],
    ['null', false],
    ['', false],
    ['file:///alliance.example', false],
    ['javascript://alliance.example', false],
  ])('%s → %s', (origin, expected) => {
    expect(erFraAlliansen(origin, 'alliance.example')).toBe(expected);
  });

  it('takes the domain with or without a leading dot, in any case, and never an empty one', () => {
    expect(erFraAlliansen('https://www.eika.no', '.EIKA.no')).toBe(true);
    expect(erFraAlliansen('https://www.eika.no', '')).toBe(false);
    expect(erFraAlliansen('https://www.eika.no', '  ')).toBe(false);
    expect(erFraAlliansen('https://www.eika.no', ' eika.no ')).toBe(true);
    expect(erFraAlliansen('https://www.eika.no', '..eika.no')).toBe(true);
    expect(erFraAlliansen('https://eika.no.', '')).toBe(false);
  });
});
