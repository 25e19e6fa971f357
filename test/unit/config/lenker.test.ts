import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../src/config/app-config.ts';
import { formatProblem, linkProblem, checkLinks } from '../../../src/config/lenker.ts';
import { readConfig, type ConfigProblem } from '../../../src/config/read-config.ts';

const HTTP = 'Plain text http is not allowed.';
const UGYLDIG = 'URL is not valid.';

describe('linkProblem', () => {
  it.each([
    '/privat/forsikring/hus',
    '#kfp-footer-phonenumber',
    '?isLo=true',
    'https://www.eika.no/forsikring',
    'HTTPS://WWW.EIKA.NO/',
    'http://localhost:8000/demo',
    'mailto:post@eika.no',
    'tel:+4791503100',
  ])('allows %j', (href) => {
    expect(linkProblem(href)).toBeUndefined();
  });

  it.each([
    ['http://www.eika.no/hus', HTTP],
    ['HTTP://www.eika.no/hus', HTTP],
    ['http://localhost:8080/demo', HTTP],
    ['http://localhost/demo', HTTP],
    ['http://www.eika.no/?kontakt=mailto:a@b.no', HTTP],
    [' http://www.eika.no/hus', HTTP],
    ['//evil.example/side', UGYLDIG],
    ['javascript:alert(1)', UGYLDIG],
    ['data:text/html,x', UGYLDIG],
    ['ftp://files.eika.no/a.pdf', UGYLDIG],
    ['side/under', UGYLDIG],
    ['java\tscript:alert(1)', UGYLDIG],
  ])('refuses %j: %s', (href, feil) => {
    expect(linkProblem(href)).toBe(feil);
  });
});

describe('formatProblem (mobilbankLenker)', () => {
  it.each(['mobilbank://open?url={url}&title={title}', 'https://app.eika.no/open?u={url}', 'http://localhost:8000/app?u={url}'])(
    'allows %j',
    (mal) => {
      expect(formatProblem(mal)).toBeUndefined();
    },
  );

  it('refuses a plain http format', () => {
    expect(formatProblem('http://app.eika.no/open?u={url}')).toBe(HTTP);
    expect(formatProblem(' HTTP://app.eika.no/open?u={url}&t={title}')).toBe(HTTP);
    // {url} and {title} stand for some text: a host made of them is a host, not a missing one.
    expect(formatProblem('http://{url}')).toBe(HTTP);
    expect(formatProblem('http://{title}/?u={url}')).toBe(HTTP);
  });

  it('looks only at the start of a format: an http address inside an app format is its own business', () => {
    expect(formatProblem('mobilbank://open?url={url}&tilbake=http://www.eika.no')).toBeUndefined();
  });
});

describe('checkLinks', () => {
  const sjekk = (endring: Record<string, unknown>) => {
    const problems: ConfigProblem[] = [];
    const config = checkLinks(
      { ...structuredClone(defaultConfig), ...structuredClone(endring) } as typeof defaultConfig,
      defaultConfig,
      problems,
    );
    return { config, problems };
  };

  it('leaves a config without links to refuse alone, with no problems', () => {
    const { config, problems } = sjekk({});
    expect(problems).toEqual([]);
    expect(config).toEqual(defaultConfig);
  });

  it('gives the default for a plain http claim, claims, login, privacy or price-comparison address', () => {
    const { config, problems } = sjekk({
      meldSkadeUrl: 'http://www.eika.no/meld',
      skadesakerUrl: 'http://www.eika.no/saker',
      unauthorizedUrl: 'javascript:alert(1)',
      personvernUrl: 'http://www.eika.no/personvern',
      prissammenligningUrl: 'http://www.finansportalen.no/',
    });
    expect(config.meldSkadeUrl).toBe('/privat/forsikring/skade/meld-skade');
    expect(config.skadesakerUrl).toBe('/privat/forsikring/skade/skadesaker');
    expect(config.unauthorizedUrl).toBe('/privat/forsikring');
    expect(config.personvernUrl).toBe('/privat/forsikring/personvern');
    expect(config.prissammenligningUrl).toBe('https://www.finansportalen.no/forsikring/');
    expect(problems).toEqual([
      { key: 'unauthorizedUrl', feil: UGYLDIG, message: 'Config item unauthorizedUrl: URL is not valid.' },
      { key: 'meldSkadeUrl', feil: HTTP, message: 'Config item meldSkadeUrl: Plain text http is not allowed.' },
      { key: 'skadesakerUrl', feil: HTTP, message: 'Config item skadesakerUrl: Plain text http is not allowed.' },
      { key: 'personvernUrl', feil: HTTP, message: 'Config item personvernUrl: Plain text http is not allowed.' },
      { key: 'prissammenligningUrl', feil: HTTP, message: 'Config item prissammenligningUrl: Plain text http is not allowed.' },
    ]);
  });

  it("leaves the footer's accessibility statement out behind a plain http or invalid address, and keeps a good one", () => {
    expect(sjekk({ tilgjengelighetserklaeringUrl: 'http://uustatus.no/erklaring' })).toEqual({
      config: expect.objectContaining({ tilgjengelighetserklaeringUrl: '' }),
      problems: [
        {
          key: 'tilgjengelighetserklaeringUrl',
          feil: HTTP,
          message: 'Config item tilgjengelighetserklaeringUrl: Plain text http is not allowed.',
        },
      ],
    });
    expect(sjekk({ tilgjengelighetserklaeringUrl: 'javascript:alert(1)' }).config.tilgjengelighetserklaeringUrl).toBe('');
    expect(sjekk({ tilgjengelighetserklaeringUrl: 'https://uustatus.no/erklaring' })).toMatchObject({
      config: { tilgjengelighetserklaeringUrl: 'https://uustatus.no/erklaring' },
      problems: [],
    });
  });

  it('hides the business-portal and maintenance-calendar cards behind a plain http address', () => {
    const { config, problems } = sjekk({
      bedriftsportalUrl: 'http://bedrift.eika.no',
      vedlikeholdsKalenderUrl: 'https://www.eika.no/kalender',
    });
    expect(config.bedriftsportalUrl).toBe('');
    expect(config.vedlikeholdsKalenderUrl).toBe('https://www.eika.no/kalender');
    expect(problems).toEqual([
      { key: 'bedriftsportalUrl', feil: HTTP, message: 'Config item bedriftsportalUrl: Plain text http is not allowed.' },
    ]);
  });

  it('leaves out an info box whose link is plain http, keeps the other', () => {
    const boks = { title: 'T', description: 'D', url: 'https://www.eika.no/a', urlText: 'Les' };
    const { config, problems } = sjekk({
      skrytebokser: { testUtmerkelserContent: { ...boks, url: 'http://www.eika.no/a' }, kundefordelerContent: boks },
    });
    expect(config.skrytebokser).toEqual({ kundefordelerContent: boks });
    expect(problems.map((p) => [p.key, p.feil])).toEqual([['skrytebokser.testUtmerkelserContent.url', HTTP]]);
  });

  it('uses the built-in purchase path instead of a plain http kjopUrls address', () => {
    const { config, problems } = sjekk({
      kjopUrls: { BIL: 'http://www.fana.no/bil', HUS: 'https://www.fana.no/hus', REISE: '/privat/reise' },
    });
    expect(config.kjopUrls).toEqual({ HUS: 'https://www.fana.no/hus', REISE: '/privat/reise' });
    expect(problems).toEqual([{ key: 'kjopUrls.BIL', feil: HTTP, message: 'Config item kjopUrls.BIL: Plain text http is not allowed.' }]);
  });

  it("shows an 'Andre forsikringer' card without its plain http links", () => {
    const { config, problems } = sjekk({
      andreForsikringer: [
        { title: 'Jobb', description: 'D', lesMerUrl: 'http://www.eika.no/jobb', meldSkadeUrl: 'https://www.eika.no/meld' },
        { title: 'Reise', description: 'D', meldSkadeUrl: 'http://www.eika.no/meld' },
      ],
    });
    expect(config.andreForsikringer).toEqual([
      { title: 'Jobb', description: 'D', meldSkadeUrl: 'https://www.eika.no/meld' },
      { title: 'Reise', description: 'D' },
    ]);
    expect(problems.map((p) => [p.key, p.feil])).toEqual([
      ['andreForsikringer[0].lesMerUrl', HTTP],
      ['andreForsikringer[1].meldSkadeUrl', HTTP],
    ]);
  });

  // The accordion's question links are checked by its reader: test/unit/config/finner-ikke-forsikring.test.ts.

  it('gives the default format for a plain http mobile-bank format', () => {
    const { config, problems } = sjekk({
      mobilbankLenker: { nettvisning: 'http://app.eika.no/o?u={url}&t={title}', nettleser: 'bank://b?u={url}' },
    });
    expect(config.mobilbankLenker).toEqual({ nettvisning: 'mobilbank://open?url={url}&title={title}', nettleser: 'bank://b?u={url}' });
    expect(problems.map((p) => [p.key, p.feil])).toEqual([['mobilbankLenker.nettvisning', HTTP]]);
  });

  it('judges a link without its surrounding spaces', () => {
    const { config, problems } = sjekk({ kjopUrls: { BIL: ' /privat/forsikring/bil ' } });
    expect(problems).toEqual([]);
    expect(config.kjopUrls).toEqual({ BIL: ' /privat/forsikring/bil ' });
  });

  it('does not check empty links (they mean "none") nor the jump address (the hand-off checks it)', () => {
    const { problems } = sjekk({ bedriftsportalUrl: '  ', skadesakerJumpUrl: 'http://www.eika.no/jump' });
    expect(problems).toEqual([]);
  });
});

describe('readConfig with links', () => {
  it('reports plain http links with the spec message, after the other checks', () => {
    const { config, problems } = readConfig(
      JSON.stringify({
        distributor: 'fana',
        unauthorizedUrl: '/x',
        meldSkadeUrl: 'http://www.eika.no/meld',
        skadesakerJumpUrl: '/j',
        skadesakerUrl: '/s',
        kjopUrls: { BIL: 'http://www.fana.no/bil' },
      }),
    );
    expect(config.meldSkadeUrl).toBe('/privat/forsikring/skade/meld-skade');
    expect(config.kjopUrls).toEqual({});
    expect(problems.map((p) => p.feil)).toEqual([HTTP, HTTP]);
  });
});

describe('checkLinks: the product areas (produktomrader)', () => {
  it('keeps given bases without a trailing slash, and gives the default for a refused one', () => {
    const problems: ConfigProblem[] = [];
    const config = checkLinks(
      {
        ...structuredClone(defaultConfig),
        produktomrader: { forsikring: '/forsikring/', skade: 'https://skade.eika.no/app//', motor: 'http://motor.eika.no', liv: '/liv' },
      },
      defaultConfig,
      problems,
    );
    expect(config.produktomrader).toEqual({
      forsikring: '/forsikring',
      skade: 'https://skade.eika.no/app',
      motor: '/privat/forsikring/motor',
      liv: '/liv',
    });
    expect(problems).toEqual([
      { key: 'produktomrader.motor', feil: HTTP, message: 'Config item produktomrader.motor: Plain text http is not allowed.' },
    ]);
  });

  it('has the documented defaults', () => {
    expect(defaultConfig.produktomrader).toEqual({
      forsikring: '/privat/forsikring',
      skade: '/privat/forsikring/skade',
      motor: '/privat/forsikring/motor',
      liv: '/privat/forsikring/liv',
    });
  });
});
