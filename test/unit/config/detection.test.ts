import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../src/config/app-config.ts';
import { readCookie } from '../../../src/config/cookies.ts';
import { isEikaFamilie } from '../../../src/config/distributor.ts';
import { miljoFraHost } from '../../../src/config/environment.ts';
import { isMobilbankApp } from '../../../src/config/mobilbank.ts';

describe('miljoFraHost (spec §1)', () => {
  const { miljoer } = defaultConfig;

  it.each([
    ['www.eika.no', 'Production'],
    ['www.fanasparebank.no', 'Production'],
    ['www.moretrygg.no', 'Production'],
    ['qa.eika.no', 'QA'],
    ['qa2.eika.no', 'QA'],
    ['localhost', 'Dev'],
    ['127.0.0.1', 'Dev'],
    ['dev.eika.local', 'Dev'],
    ['test.eika.no', 'Test'],
    ['eika.no', 'Test'],
    ['www.eika.no.evil.example', 'Test'],
    ['', 'Test'],
  ])('%s is %s with the default host lists', (host, miljo) => {
    expect(miljoFraHost(host, miljoer)).toBe(miljo);
  });

  it('ignores the case of the host name', () => {
    expect(miljoFraHost('WWW.Eika.NO', miljoer)).toBe('Production');
  });

  it('uses the host lists it is given', () => {
    const lists = { production: ['prod.example.no'], qa: ['qa.example.no'], dev: ['dev.example.no'] };
    expect(['prod.example.no', 'qa.example.no', 'dev.example.no', 'www.eika.no'].map((host) => miljoFraHost(host, lists))).toEqual([
      'Production',
      'QA',
      'Dev',
      'Test',
    ]);
  });

  it('has two QA hosts and three Dev hosts by default', () => {
    expect(miljoer.qa).toHaveLength(2);
    expect(miljoer.dev).toHaveLength(3);
  });
});

describe('isMobilbankApp (spec §1)', () => {
  const browserUa = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';

  it.each([
    ['isMobilbankApp=true', 'alone'],
    ['a=1; isMobilbankApp=1; b=2', 'among others'],
    ['a=1;isMobilbankApp=', 'empty, without a space'],
    ['isMobilbankApp', 'without a value'],
  ])('the cookie %s (%s) counts', (cookie) => {
    expect(isMobilbankApp(cookie, browserUa)).toBe(true);
  });

  it.each(['notisMobilbankApp=1', 'isMobilbankAppOld=1', 'x=isMobilbankApp', 'ismobilbankapp=1', ''])(
    'the cookie string %j does not count',
    (cookie) => {
      expect(isMobilbankApp(cookie, browserUa)).toBe(false);
    },
  );

  it('the user-agent token Mobilbank/ counts', () => {
    expect(isMobilbankApp('', `${browserUa} Mobilbank/7.3.1`)).toBe(true);
  });

  it('the word without the slash does not count', () => {
    expect(isMobilbankApp('', `${browserUa} Mobilbank`)).toBe(false);
  });
});

describe('readCookie', () => {
  it('finds a cookie by its exact name and decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=x%2By%3D; b=2', 'XSRF-TOKEN')).toBe('x+y=');
  });

  it('keeps = inside the value', () => {
    expect(readCookie('t=a=b=c', 't')).toBe('a=b=c');
  });

  it('is undefined when absent or only part of another name', () => {
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie('MY-XSRF-TOKEN=1; XSRF-TOKEN2=2', 'XSRF-TOKEN')).toBeUndefined();
  });

  it('finds a cookie without a value (a flag) as an empty value', () => {
    expect(readCookie('a=1; isMobilbankApp', 'isMobilbankApp')).toBe('');
    expect(readCookie('isMobilbankApp; a=1', 'isMobilbankApp')).toBe('');
  });

  it('leaves the spaces around a value out of it', () => {
    expect(readCookie('XSRF-TOKEN= abc ;b=2', 'XSRF-TOKEN')).toBe('abc');
  });

  it('gives the raw value when it cannot be decoded', () => {
    expect(readCookie('t=%E0%A4%A', 't')).toBe('%E0%A4%A');
  });
});

describe('isEikaFamilie', () => {
  it('is eika, fana and more, in any case', () => {
    expect(['eika', 'Fana', 'MORE', 'none', 'sparebank1', ''].map(isEikaFamilie)).toEqual([true, true, true, false, false, false]);
  });
});
