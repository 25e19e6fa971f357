import { describe, expect, it } from 'vitest';
import { assertGyldigEksternUrl, isSafeHref } from '../../../src/format/url';

describe('assertGyldigEksternUrl', () => {
  it('returns an https URL parsed', () => {
    const url = assertGyldigEksternUrl('https://www.eksempel.no/side?a=1#b');
    expect(url).toBeInstanceOf(URL);
    expect(url.href).toBe('https://www.eksempel.no/side?a=1#b');
  });

  it('allows https on any port', () => {
    expect(assertGyldigEksternUrl('https://www.eksempel.no:8443/').port).toBe('8443');
  });

  it('allows plain http on port 8000', () => {
    expect(assertGyldigEksternUrl('http://localhost:8000/demo').href).toBe('http://localhost:8000/demo');
  });

  it('refuses plain http on any other port', () => {
    expect(() => assertGyldigEksternUrl('http://www.eksempel.no')).toThrow(new Error('Plain text http is not allowed.'));
    expect(() => assertGyldigEksternUrl('http://www.eksempel.no:80/')).toThrow('Plain text http is not allowed.');
    expect(() => assertGyldigEksternUrl('http://localhost:8080/')).toThrow('Plain text http is not allowed.');
    expect(() => assertGyldigEksternUrl('HTTP://localhost:80000/')).toThrow('URL is not valid.');
  });

  it("refuses javascript:, data: and other schemes with 'URL is not valid.'", () => {
    expect(() => assertGyldigEksternUrl('javascript:alert(1)')).toThrow(new Error('URL is not valid.'));
    expect(() => assertGyldigEksternUrl('JavaScript:alert(1)')).toThrow('URL is not valid.');
    expect(() => assertGyldigEksternUrl(' javascript:alert(1)')).toThrow('URL is not valid.');
    expect(() => assertGyldigEksternUrl('java\tscript:alert(1)')).toThrow('URL is not valid.');
    expect(() => assertGyldigEksternUrl('data:text/html,<script>alert(1)</script>')).toThrow('URL is not valid.');
    expect(() => assertGyldigEksternUrl('vbscript:msgbox(1)')).toThrow('URL is not valid.');
    expect(() => assertGyldigEksternUrl('file:///etc/passwd')).toThrow('URL is not valid.');
    expect(() => assertGyldigEksternUrl('ftp://eksempel.no/')).toThrow('URL is not valid.');
    expect(() => assertGyldigEksternUrl('mailto:post@eksempel.no')).toThrow('URL is not valid.');
  });

  it("refuses unparsable and relative URLs with 'URL is not valid.'", () => {
    expect(() => assertGyldigEksternUrl('ikke en url')).toThrow('URL is not valid.');
    expect(() => assertGyldigEksternUrl('/privat/forsikring')).toThrow('URL is not valid.');
    expect(() => assertGyldigEksternUrl('//www.eksempel.no')).toThrow('URL is not valid.');
    expect(() => assertGyldigEksternUrl('https://')).toThrow('URL is not valid.');
  });

  it('names the missing parameter', () => {
    expect(() => assertGyldigEksternUrl(undefined)).toThrow(new Error('Missing required parameter: url'));
    expect(() => assertGyldigEksternUrl('')).toThrow('Missing required parameter: url');
    expect(() => assertGyldigEksternUrl('   ')).toThrow('Missing required parameter: url');
    expect(() => assertGyldigEksternUrl(undefined, 'pdfUrl')).toThrow(new Error('Missing required parameter: pdfUrl'));
  });

  it('throws plain Errors with exactly the catalogue messages', () => {
    try {
      assertGyldigEksternUrl('javascript:alert(1)');
      expect.unreachable();
    } catch (feil) {
      expect(feil).toBeInstanceOf(Error);
      expect((feil as Error).message).toBe('URL is not valid.');
    }
  });
});

describe('isSafeHref', () => {
  it('allows relative references starting with /, # or ?', () => {
    expect(isSafeHref('/privat/forsikring/oversikt/tilbud')).toBe(true);
    expect(isSafeHref('/')).toBe(true);
    expect(isSafeHref('#kfp-footer-phonenumber')).toBe(true);
    expect(isSafeHref('?type=CAMPINGVOGN')).toBe(true);
  });

  it('allows absolute http, https, mailto and tel', () => {
    expect(isSafeHref('https://www.finansportalen.no')).toBe(true);
    expect(isSafeHref('http://localhost:8000/demo')).toBe(true);
    expect(isSafeHref('HTTPS://www.eksempel.no')).toBe(true);
    expect(isSafeHref('mailto:post@eksempel.no')).toBe(true);
    expect(isSafeHref('tel:+4722334455')).toBe(true);
  });

  it('refuses script and data schemes', () => {
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('JAVASCRIPT:alert(1)')).toBe(false);
    expect(isSafeHref('  javascript:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
    expect(isSafeHref('vbscript:msgbox(1)')).toBe(false);
    expect(isSafeHref('blob:https://eksempel.no/uuid')).toBe(false);
    expect(isSafeHref('file:///etc/passwd')).toBe(false);
  });

  it('refuses control characters that browsers would drop', () => {
    expect(isSafeHref('java\tscript:alert(1)')).toBe(false);
    expect(isSafeHref('java\nscript:alert(1)')).toBe(false);
    expect(isSafeHref('\u0000javascript:alert(1)')).toBe(false);
    expect(isSafeHref('/side\n')).toBe(false);
  });

  it('refuses protocol-relative references', () => {
    expect(isSafeHref('//evil.example/side')).toBe(false);
    expect(isSafeHref('/\\evil.example/side')).toBe(false);
    expect(isSafeHref('///evil.example/side')).toBe(false);
    expect(isSafeHref('/\\/evil.example/side')).toBe(false);
  });

  it('refuses a protocol-relative reference that is no address at all, and keeps an encoded slash on the page', () => {
    expect(isSafeHref('//[')).toBe(false);
    expect(isSafeHref('//')).toBe(false);
    expect(isSafeHref('/%2F/evil.example')).toBe(true);
  });

  it('refuses path-relative references and empty text', () => {
    expect(isSafeHref('side/under')).toBe(false);
    expect(isSafeHref('./side')).toBe(false);
    expect(isSafeHref('')).toBe(false);
  });
});
