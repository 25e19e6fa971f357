import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMobilbankApp } from '../../../src/config/mobilbank.ts';
import {
  eksternLenke,
  eksternLenkeOmTrygg,
  KONTAKT_TITTEL,
  kontaktLenke,
  MAKS_PDF_LENGDE_I_APP,
  MOBILAPP_OPEN,
  mobilappUrl,
  nettleserLenke,
  nettleserUrl,
  pdfLenke,
  erPdfAdresse,
} from '../../../src/mobilapp/lenker.ts';

describe('mobilappUrl', () => {
  it('wraps a phone or mail address with its navigation title, spaces removed', () => {
    expect(mobilappUrl('tel:+47 915 03 100', 'Kontakt oss')).toBe('mobilbank://open?url=tel%3A%2B4791503100&title=Kontakt%20oss');
    expect(mobilappUrl('mailto:kundeservice@eksempel.no', KONTAKT_TITTEL)).toBe(
      'mobilbank://open?url=mailto%3Akundeservice%40eksempel.no&title=Kontakt%20oss',
    );
  });

  it('checks web addresses: https passes, http only on port 8000', () => {
    expect(mobilappUrl('https://www.finansportalen.no/forsikring/', 'Finansportalen')).toBe(
      'mobilbank://open?url=https%3A%2F%2Fwww.finansportalen.no%2Fforsikring%2F&title=Finansportalen',
    );
    expect(mobilappUrl('http://localhost:8000/demo', 'Demo')).toContain('url=http%3A%2F%2Flocalhost%3A8000%2Fdemo');
    expect(() => mobilappUrl('http://www.eksempel.no', 'X')).toThrow('Plain text http is not allowed.');
    expect(() => mobilappUrl('not a url', 'X')).toThrow('URL is not valid.');
    expect(() => mobilappUrl('javascript:alert(1)', 'X')).toThrow('URL is not valid.');
    expect(() => mobilappUrl('/privat/forsikring', 'X')).toThrow('URL is not valid.');
  });

  it('takes mail and phone only at the start of the address', () => {
    expect(mobilappUrl('https://www.eksempel.no?neste=tel:1', 'X')).toBe(
      'mobilbank://open?url=https%3A%2F%2Fwww.eksempel.no%2F%3Fneste%3Dtel%3A1&title=X',
    );
    expect(() => mobilappUrl('http://www.eksempel.no?mailto:a', 'X')).toThrow('Plain text http is not allowed.');
  });

  it('names a missing url before a missing title', () => {
    expect(() => mobilappUrl(undefined, undefined)).toThrow('Missing required parameter: url');
    expect(() => mobilappUrl('  ', '')).toThrow('Missing required parameter: url');
  });

  it('starts with the documented default app address', () => {
    expect(mobilappUrl('tel:1', 'X').startsWith(`${MOBILAPP_OPEN}?`)).toBe(true);
    expect(MOBILAPP_OPEN).toBe('mobilbank://open');
  });

  it('raises an error for a missing required parameter', () => {
    expect(() => mobilappUrl('https://www.eksempel.no', '   ')).toThrow('Missing required parameter: title');
    expect(() => nettleserUrl(undefined)).toThrow('Missing required parameter: url');
    expect(() => nettleserUrl(' ')).toThrow('Missing required parameter: url');
    expect(() => mobilappUrl(undefined, 'X')).toThrow('Missing required parameter: url');
    expect(() => mobilappUrl('  ', 'X')).toThrow('Missing required parameter: url');
    expect(() => mobilappUrl('https://www.eksempel.no', undefined)).toThrow('Missing required parameter: title');
    expect(() => mobilappUrl('https://www.eksempel.no', '')).toThrow('Missing required parameter: title');
  });
});

describe('isMobilbankApp() reads this page (spec §1)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the app by its cookie or its user-agent token, and a browser otherwise', () => {
    vi.stubGlobal('document', { cookie: 'a=1; isMobilbankApp=true' });
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0' });
    expect(isMobilbankApp()).toBe(true);
    vi.stubGlobal('document', { cookie: 'a=1' });
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Mobilbank/7.1' });
    expect(isMobilbankApp()).toBe(true);
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0' });
    expect(isMobilbankApp()).toBe(false);
  });

  it('is a browser without a document or a navigator', () => {
    vi.stubGlobal('document', undefined);
    vi.stubGlobal('navigator', undefined);
    expect(isMobilbankApp()).toBe(false);
  });
});

describe('kontaktLenke', () => {
  it('is the plain link in a browser and the app address titled "Kontakt oss" in the app', () => {
    expect(kontaktLenke('tel:+4791503100', false)).toEqual({ href: 'tel:+4791503100' });
    expect(kontaktLenke('tel:+4791503100', true)).toEqual({ href: 'mobilbank://open?url=tel%3A%2B4791503100&title=Kontakt%20oss' });
  });
});

describe('eksternLenke', () => {
  it('opens in a new tab in a browser, labelled "åpnes i ny fane"', () => {
    expect(eksternLenke('https://www.finansportalen.no/', 'Finansportalen', false)).toEqual({
      href: 'https://www.finansportalen.no/',
      target: '_blank',
      rel: 'noopener noreferrer',
      etikett: 'åpnes i ny fane',
    });
  });

  it('goes through the app in the app, where it opens in place: no "ny fane" label', () => {
    expect(eksternLenke('https://www.finansportalen.no/', 'Finansportalen', true)).toEqual({
      href: 'mobilbank://open?url=https%3A%2F%2Fwww.finansportalen.no%2F&title=Finansportalen',
    });
  });

  it('refuses an unsafe address', () => {
    expect(() => eksternLenke('javascript:alert(1)', 'X', false)).toThrow('URL is not valid.');
  });

  describe('in the app, on a page of ours', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('checks an address of another site as the app needs it: no plain http, no protocol-relative address', () => {
      vi.stubGlobal('location', new URL('https://www.bank.no/privat/forsikring/oversikt'));
      expect(() => eksternLenke('http://www.eksempel.no/side', 'Side', true)).toThrow('Plain text http is not allowed.');
      expect(() => eksternLenke('//evil.example/side', 'Side', true)).toThrow('URL is not valid.');
    });

    it('needs a navigation title for an address on our own site too', () => {
      vi.stubGlobal('location', new URL('https://www.bank.no/privat/forsikring/oversikt'));
      expect(() => eksternLenke('/privat/forsikring/skade/meld', '  ', true)).toThrow('Missing required parameter: title');
    });
  });
});

describe('pdfLenke', () => {
  const kort = 'https://dok.eksempel.no/vilkaar.pdf';
  const lang = `https://dok.eksempel.no/vilkaar.pdf?sig=${'a'.repeat(MAKS_PDF_LENGDE_I_APP)}`;
  const akkurat = `https://dok.eksempel.no/v.pdf?s=${'a'.repeat(MAKS_PDF_LENGDE_I_APP - 'https://dok.eksempel.no/v.pdf?s='.length)}`;

  it('is labelled "pdf" and opens in a new tab in a browser', () => {
    expect(pdfLenke(kort, 'Vilkår', false)).toEqual({ href: kort, target: '_blank', rel: 'noopener noreferrer', etikett: 'pdf' });
  });

  it('goes through the app up to 1000 characters, and opens in the web view itself over that', () => {
    expect(akkurat).toHaveLength(MAKS_PDF_LENGDE_I_APP);
    expect(pdfLenke(akkurat, 'Vilkår', true).href).toMatch(/^mobilbank:\/\/open\?url=/);
    expect(pdfLenke(lang, 'Vilkår', true)).toEqual({ href: lang, etikett: 'pdf' });
    expect(pdfLenke(akkurat, 'Vilkår', true).etikett).toBe('pdf');
  });
});

describe('the app hand-off formats (config mobilbankLenker)', () => {
  it('fills {url} and {title} into a given format, URI-encoded', () => {
    expect(mobilappUrl('https://www.eksempel.no/a b', 'Å se', 'app://vis?u={url}&t={title}')).toBe(
      'app://vis?u=https%3A%2F%2Fwww.eksempel.no%2Fa%2520b&t=%C3%85%20se',
    );
    expect(nettleserUrl('https://www.eksempel.no/saker', 'app://ut/{url}')).toBe('app://ut/https%3A%2F%2Fwww.eksempel.no%2Fsaker');
  });

  it('gives the phone browser no navigation title, even when its format has a place for one', () => {
    expect(nettleserUrl('https://www.eksempel.no/saker', 'app://ut?u={url}&t={title}')).toBe(
      'app://ut?u=https%3A%2F%2Fwww.eksempel.no%2Fsaker&t=',
    );
  });

  it('the default opens the phone browser with mobilbank://browser', () => {
    expect(nettleserUrl('https://www.eksempel.no/saker')).toBe('mobilbank://browser?url=https%3A%2F%2Fwww.eksempel.no%2Fsaker');
    expect(() => nettleserUrl('javascript:alert(1)')).toThrow('URL is not valid.');
  });
});

describe('eksternLenkeOmTrygg and nettleserLenke (addresses from config or the API)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('an address on our own site stays relative in a browser, opens in a new tab and says so', () => {
    expect(eksternLenkeOmTrygg('/privat/forsikring/skade/meld-skade', 'Meld skade', false)).toEqual({
      href: '/privat/forsikring/skade/meld-skade',
      target: '_blank',
      rel: 'noopener noreferrer',
      etikett: 'åpnes i ny fane',
    });
  });

  it('in the app an address on our own site is made absolute for the hand-off, whatever the scheme of the page', () => {
    vi.stubGlobal('location', new URL('http://localhost:8082/privat/forsikring/oversikt'));
    expect(eksternLenkeOmTrygg('/privat/forsikring/skade/meld-skade', 'Meld skade', true)).toEqual({
      href: 'mobilbank://open?url=http%3A%2F%2Flocalhost%3A8082%2Fprivat%2Fforsikring%2Fskade%2Fmeld-skade&title=Meld%20skade',
    });
    expect(nettleserLenke('/demo/skadesaker', true)).toEqual({
      href: 'mobilbank://browser?url=http%3A%2F%2Flocalhost%3A8082%2Fdemo%2Fskadesaker',
      etikett: 'åpnes i nettleseren',
    });
  });

  it('gives no link for an unsafe address instead of throwing', () => {
    for (const url of ['javascript:alert(1)', '//evil.example/x', 'http://www.eksempel.no', '', undefined]) {
      expect(eksternLenkeOmTrygg(url, 'X', false), String(url)).toBeUndefined();
      expect(eksternLenkeOmTrygg(url, 'X', true), String(url)).toBeUndefined();
    }
    expect(nettleserLenke('javascript:alert(1)', true)).toBeUndefined();
  });

  it('gives a link for a safe address of another site', () => {
    expect(eksternLenkeOmTrygg('https://www.finansportalen.no/', 'Finansportalen', false)).toEqual({
      href: 'https://www.finansportalen.no/',
      target: '_blank',
      rel: 'noopener noreferrer',
      etikett: 'åpnes i ny fane',
    });
  });

  it('gives no link for an address with a control character, which a browser would silently drop', () => {
    expect(eksternLenkeOmTrygg('https://www.eksempel.no/a\tb', 'X', false)).toBeUndefined();
    expect(nettleserLenke('https://www.eksempel.no/a\tb', true)).toBeUndefined();
    expect(nettleserLenke('https://www.eksempel.no/a\tb', false)).toBeUndefined();
  });

  it('gives no phone-browser link for an address the app cannot take', () => {
    expect(nettleserLenke('http://www.eksempel.no/saker', true)).toBeUndefined();
  });

  it('outside the app nettleserLenke is the plain address', () => {
    expect(nettleserLenke('/demo/skadesaker', false)).toEqual({ href: '/demo/skadesaker' });
  });
});

describe('erPdfAdresse', () => {
  it.each(['https://dok.eksempel.no/vilkaar.pdf', 'https://dok.eksempel.no/vilkaar.PDF?sig=abc#side=2', '/privat/forsikring/vilkaar.pdf'])(
    'is a PDF: %j',
    (url) => {
      expect(erPdfAdresse(url)).toBe(true);
    },
  );

  it.each([
    'https://www.eksempel.no/pdf-veileder',
    'https://www.eksempel.no/side?fil=vilkaar.pdf',
    'https://www.eksempel.no/vilkaar.pdf/',
    'https://www.eksempel.no/vilkaar.pdfx',
  ])('is not a PDF: %j', (url) => {
    expect(erPdfAdresse(url)).toBe(false);
  });
});

describe('eksternLenke and eksternLenkeOmTrygg with a document', () => {
  const kort = 'https://dok.eksempel.no/vilkaar.pdf';
  const lang = `https://dok.eksempel.no/vilkaar.pdf?sig=${'a'.repeat(MAKS_PDF_LENGDE_I_APP)}`;

  it("labels a PDF 'pdf' and opens it in a new tab in a browser", () => {
    expect(eksternLenke(kort, 'Vilkår', false)).toEqual({ href: kort, target: '_blank', rel: 'noopener noreferrer', etikett: 'pdf' });
    expect(eksternLenkeOmTrygg(kort, 'Vilkår', false)?.etikett).toBe('pdf');
  });

  it('opens a PDF over 1000 characters in the web view itself in the app, a short one through the app', () => {
    expect(eksternLenke(lang, 'Vilkår', true)).toEqual({ href: lang, etikett: 'pdf' });
    expect(eksternLenkeOmTrygg(lang, 'Vilkår', true)).toEqual({ href: lang, etikett: 'pdf' });
    expect(eksternLenke(kort, 'Vilkår', true)).toEqual({
      href: 'mobilbank://open?url=https%3A%2F%2Fdok.eksempel.no%2Fvilkaar.pdf&title=Vilk%C3%A5r',
      etikett: 'pdf',
    });
  });

  it('refuses a plain http PDF (no link)', () => {
    expect(eksternLenkeOmTrygg('http://dok.eksempel.no/vilkaar.pdf', 'Vilkår', true)).toBeUndefined();
    expect(eksternLenkeOmTrygg('http://dok.eksempel.no/vilkaar.pdf', 'Vilkår', false)).toBeUndefined();
  });
});
