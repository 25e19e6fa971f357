// docs/mobilbank.md is the app team's contract: its names and values must be the code's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMobilbankApp } from '../../../src/config/mobilbank.ts';
import { defaultConfig } from '../../../src/config/app-config.ts';
import {
  KONTAKT_TITTEL,
  MAKS_PDF_LENGDE_I_APP,
  MOBILAPP_OPEN,
  kontaktLenke,
  mobilappUrl,
  nettleserUrl,
} from '../../../src/mobilapp/lenker.ts';

const doc = readFileSync(join(process.cwd(), 'docs/mobilbank.md'), 'utf8');

describe('docs/mobilbank.md', () => {
  it('names the detection the code uses: the cookie and the user-agent token', () => {
    expect(doc).toContain('**`isMobilbankApp`**');
    expect(doc).toContain('**`Mobilbank/`**');
    expect(isMobilbankApp('a=1; isMobilbankApp=true', 'Mozilla/5.0')).toBe(true);
    expect(isMobilbankApp('', 'Mozilla/5.0 (iPhone) Mobilbank/7.3')).toBe(true);
    expect(isMobilbankApp('mobilbank=1', 'Mozilla/5.0')).toBe(false);
  });

  it('describes the hand-off address, title and PDF limit the code uses', () => {
    expect(doc).toContain(`${MOBILAPP_OPEN}?url=<the address, URI-encoded>&title=<navigation title, URI-encoded>`);
    expect(doc).toContain(`the title is always **'${KONTAKT_TITTEL}'**`);
    expect(doc).toContain(`at most **${MAKS_PDF_LENGDE_I_APP}** characters`);
    const example = mobilappUrl('tel:+47 915 03 100', KONTAKT_TITTEL);
    expect(doc).toContain(`\`${example}\``);
    expect(kontaktLenke('tel:+4791503100', true).href).toBe(example);
  });

  it('names the config key and both default formats, browser hand-off included', () => {
    expect(doc).toContain('`mobilbankLenker.nettvisning`');
    expect(doc).toContain('`mobilbankLenker.nettleser`');
    expect(doc).toContain(`"${defaultConfig.mobilbankLenker.nettvisning}"`);
    expect(doc).toContain('mobilbank://browser?url=<the address, URI-encoded>');
    expect(nettleserUrl('https://www.bank.no/saker')).toBe(`mobilbank://browser?url=${encodeURIComponent('https://www.bank.no/saker')}`);
  });
});
