// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../../demo/server/serve.mjs';
import { API, DemoClient } from './demo-client';

const SLOW_MS = 150;

let server: DemoServer;
let client: DemoClient;

beforeAll(async () => {
  server = await startDemoServer({
    port: 0,
    backendOptions: { slowDelayMs: SLOW_MS },
    routes: { '/app': 'package.json' },
  });
});

afterAll(() => server?.close());

beforeEach(async () => {
  await new DemoClient(server.url).control('/demo/reset');
  client = new DemoClient(server.url);
});

describe('rules of a real backend', () => {
  it('answers 403 JSON to /api requests without X-Requested-By: kfp', async () => {
    await client.logIn();
    const res = await client.api('GET', '/avtaleoversikt/avtaler', { marker: false });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.json()).toHaveProperty('message');
  });

  it('answers 403 to writes with a missing or mismatched XSRF token', async () => {
    await client.logIn();
    const policy = '7099001';
    expect((await client.api('DELETE', `/avtaleoversikt/tilbud/${policy}`, { xsrf: 'none' })).status).toBe(403);
    expect((await client.api('DELETE', `/avtaleoversikt/tilbud/${policy}`, { xsrf: { value: 'feil' } })).status).toBe(403);
    const body = { epostAdresse: 'ny@example.no' };
    expect((await client.api('PUT', '/skadekunde/kontaktinformasjon', { json: body, xsrf: 'none' })).status).toBe(403);
    expect((await client.api('PUT', '/skadekunde/kontaktinformasjon', { json: body })).status).toBe(204);
  });

  it('sets a readable XSRF-TOKEN cookie from session-status, once', async () => {
    const first = await client.api('GET', '/auth/session-status');
    expect(first.json()).toEqual({});
    const cookie = first.setCookies.find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/XSRF-TOKEN=[^;]+; Path=\/; SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const second = await client.api('GET', '/auth/session-status');
    expect(second.setCookies).toEqual([]);
  });

  it('answers 401 to logged-out visitors except session-status, login and kontaktinfo', async () => {
    for (const path of ['/avtaleoversikt/avtaler', '/avtaleoversikt/tilbud', '/skadekunde/hent', '/jumpsst/']) {
      expect((await client.api('GET', path)).status, path).toBe(401);
    }
    expect((await client.api('GET', '/auth/login')).json()).toEqual({ loginUrl: '/demo/bankid' });
    expect((await client.api('GET', '/kontaktinfo')).json()).toMatchObject({ navn: expect.any(String) });
    await client.control('/demo/login');
    expect((await client.api('GET', '/auth/session-status')).json()).toEqual({ kfpSessionId: expect.any(String) });
    await client.control('/demo/logout');
    expect(client.cookies.has('kfp-demo-session')).toBe(false);
    expect((await client.api('GET', '/avtaleoversikt/avtaler')).status).toBe(401);
  });

  it('answers 404 JSON to unknown /api paths', async () => {
    await client.logIn();
    const res = await client.api('GET', '/finnes/ikke');
    expect(res.status).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('writes change state', () => {
  beforeEach(() => client.logIn());

  it('DELETE of an offer removes it', async () => {
    const before = (await client.api('GET', '/avtaleoversikt/tilbud')).json().tilbud as { policyNumber: string }[];
    const removed = before[0]!.policyNumber;
    expect((await client.api('DELETE', `/avtaleoversikt/tilbud/${removed}`)).status).toBe(204);
    const after = (await client.api('GET', '/avtaleoversikt/tilbud')).json().tilbud as { policyNumber: string }[];
    expect(after.map((t) => t.policyNumber)).toEqual(before.slice(1).map((t) => t.policyNumber));
    expect((await client.api('DELETE', `/avtaleoversikt/tilbud/${removed}`)).status).toBe(404);
  });

  it('validates and stores e-mail and mobile number', async () => {
    const badMail = await client.api('PUT', '/skadekunde/kontaktinformasjon', { json: { epostAdresse: 'uten-krollalfa' } });
    expect(badMail.status).toBe(400);
    expect(badMail.json()).toEqual({ code: 'UGYLDIG_MAILADRESSE' });
    const badMobile = await client.api('PUT', '/skadekunde/mobilnummer', { json: { mobilNummer: '1234' } });
    expect(badMobile.json()).toEqual({ code: 'UGYLDIG_MOBILNR' });
    // The same rules as the profile's form: the §5 e-mail pattern, 8 digits starting with 4 or 9.
    for (const epostAdresse of ['ola@eksempel', 'ola nordmann@eksempel.no', 'ola@@eksempel.no']) {
      expect((await client.api('PUT', '/skadekunde/kontaktinformasjon', { json: { epostAdresse } })).json(), epostAdresse).toEqual({
        code: 'UGYLDIG_MAILADRESSE',
      });
    }
    for (const mobilNummer of ['22334455', '81234567', '9123456', '91 23 45 67']) {
      expect((await client.api('PUT', '/skadekunde/mobilnummer', { json: { mobilNummer } })).json(), mobilNummer).toEqual({
        code: 'UGYLDIG_MOBILNR',
      });
    }
    expect(
      (await client.api('POST', '/liv/kunde/v1/contactInfo', { json: { epost: 'liv@example.no', telefon: '22334455' } })).json(),
    ).toEqual({
      code: 'UGYLDIG_MOBILNR',
    });
    expect((await client.api('PUT', '/skadekunde/kontaktinformasjon', { json: { epostAdresse: 'bjørn.ås@blåbær.no' } })).status).toBe(204);
    await client.api('PUT', '/skadekunde/kontaktinformasjon', { json: { epostAdresse: 'ny@example.no' } });
    await client.api('PUT', '/skadekunde/mobilnummer', { json: { mobilNummer: '48000000' } });
    const kunde = (await client.api('GET', '/skadekunde/hent')).json();
    expect(kunde.kontaktInformasjon).toEqual({ epostAdresse: 'ny@example.no', mobilNummer: '48000000' });
  });

  it('rejects a life contact update without e-mail and stores a valid one', async () => {
    expect((await client.api('POST', '/liv/kunde/v1/contactInfo', { json: { telefon: '48000000' } })).status).toBe(400);
    const res = await client.api('POST', '/liv/kunde/v1/contactInfo', { json: { epost: 'liv@example.no', telefon: '48000000' } });
    expect(res.status).toBe(204);
    expect((await client.api('GET', '/liv/kunde/v1/kunde')).json()).toEqual({ epost: 'liv@example.no', telefon: '48000000' });
  });

  it('makes the registered address the one in use', async () => {
    const before = (await client.api('GET', '/adresse/kundeadresser')).json().kundeadresser;
    expect(before).toHaveLength(2);
    expect((await client.api('POST', '/adresse/oppdater')).status).toBe(204);
    const after = (await client.api('GET', '/adresse/kundeadresser')).json().kundeadresser;
    expect(after).toEqual([before.find((a: { isFolkreregistrert: boolean }) => a.isFolkreregistrert)]);
  });

  it('stores consents and reservations', async () => {
    await client.api('POST', '/samtykke/oppdater', { json: { marketingConsentApproved: true } });
    expect((await client.api('GET', '/skadekunde/hent')).json().samtykker.marketingConsent).toBe('AUTHORIZED');
    await client.api('POST', '/samtykke/reservasjon', { json: { harReservasjon: true } });
    expect((await client.api('GET', '/samtykke/reservasjon/hent')).json()).toEqual({ harReservasjon: true });
    await client.api('PUT', '/dokumenter/postforsendelse', { json: { hasReservasjon: true } });
    expect((await client.api('GET', '/dokumenter/postforsendelse')).json()).toEqual({ hasReservasjon: true });
  });
});

describe('scenarios', () => {
  it('lagring-feiler fails every write of the profile and keeps the data', async () => {
    await client.logIn('lagring-feiler');
    const writes: [string, string, unknown][] = [
      ['PUT', '/skadekunde/kontaktinformasjon', { epostAdresse: 'ny@example.no' }],
      ['PUT', '/skadekunde/mobilnummer', { mobilNummer: '48000000' }],
      ['POST', '/liv/kunde/v1/contactInfo', { epost: 'liv@example.no' }],
      ['POST', '/adresse/oppdater', undefined],
      ['PUT', '/dokumenter/postforsendelse', { hasReservasjon: true }],
      ['POST', '/samtykke/oppdater', { marketingConsentApproved: true }],
    ];
    for (const [method, path, json] of writes) {
      expect((await client.api(method, path, json === undefined ? {} : { json })).status, `${method} ${path}`).toBe(500);
    }
    const kunde = (await client.api('GET', '/skadekunde/hent')).json();
    expect(kunde.kontaktInformasjon.mobilNummer).toBe('91234567');
    expect((await client.api('GET', '/dokumenter/postforsendelse')).json()).toEqual({ hasReservasjon: false });
  });

  it('skadekunde has many agreements, offers and tasks', async () => {
    await client.logIn('skadekunde');
    const oversikt = (await client.api('GET', '/avtaleoversikt/avtaler')).json();
    expect(oversikt.avtaler.length).toBeGreaterThanOrEqual(9);
    const sources = new Set(oversikt.avtaler.map((a: { systemSource: string }) => a.systemSource));
    expect([...sources].sort()).toEqual(['LOFAVOR', 'NICE', 'NSF', 'PARIS', 'PROLIFE']);
    expect(oversikt.avtaler.some((a: { name: string }) => a.name.length > 23)).toBe(true);
    expect(oversikt.monthlySum).toBe(oversikt.avtaler.reduce((s: number, a: { monthlyPrice: number }) => s + a.monthlyPrice, 0));
    const { tilbud } = (await client.api('GET', '/avtaleoversikt/tilbud')).json();
    expect(tilbud.length).toBeGreaterThanOrEqual(3);
    expect(tilbud.some((t: { pakkeTilbud?: unknown[] }) => t.pakkeTilbud?.length)).toBe(true);
    expect((await client.api('GET', '/oversikt/helseerklaering')).json()).toEqual({ antall: 2 });
    expect((await client.api('GET', '/oversikt/aksepttilbud')).json()).toEqual({ antall: 1 });
    expect((await client.api('GET', '/oversikt/meldinger')).json()).toEqual({ hasUlesteMeldinger: true });
    expect((await client.api('GET', '/motor/oppgaver/motoroppgaver')).json()[0].oppgavetype).toBe('ENDRE_KMSTAND');
    const nbo = (await client.api('GET', '/nbo/produktanbefaling?produkt=BIL,HUS')).json();
    expect(nbo.scores.length).toBeGreaterThanOrEqual(6);
    expect((await client.api('GET', '/skadekunde/hent')).json().niceKundenummer).toBeTruthy();
  });

  it('livkunde is a Prolife-only customer', async () => {
    await client.logIn('livkunde');
    expect((await client.api('GET', '/skadekunde/hent')).json().niceKundenummer).toBeUndefined();
    expect((await client.api('GET', '/liv/kunde/v1/eksisterer')).json()).toEqual({ eksisterer: true });
    const { avtaler } = (await client.api('GET', '/avtaleoversikt/avtaler')).json();
    expect(new Set(avtaler.map((a: { systemSource: string }) => a.systemSource))).toEqual(new Set(['PROLIFE']));
    expect(avtaler.some((a: { avtaleStatus: string }) => a.avtaleStatus === 'PENDING')).toBe(true);
  });

  it('bankkunde comes from the online bank, lomedlem has LO Favør', async () => {
    await client.logIn('bankkunde');
    expect((await client.api('GET', '/skadekunde/hent')).json().isBankkunde).toBe(true);
    expect((await client.api('GET', '/auth/client-context')).json()).toEqual({ loginContext: 'NETTBANK' });
    await client.logIn('lomedlem');
    expect((await client.api('GET', '/skadekunde/hent')).json().isLoMedlem).toBe(true);
    const { avtaler } = (await client.api('GET', '/avtaleoversikt/avtaler')).json();
    expect(avtaler.every((a: { systemSource: string }) => a.systemSource === 'LOFAVOR')).toBe(true);
  });

  it('eika has Eika agreements and two messages', async () => {
    await client.logIn('eika');
    const { avtaler } = (await client.api('GET', '/eikaintegrasjon/avtaler')).json();
    const person = avtaler.filter((a: { systemSource: string }) => a.systemSource === 'EIKA_PERSON');
    expect(avtaler.some((a: { systemSource: string }) => a.systemSource === 'EIKA_SKADE')).toBe(true);
    expect(person.map((a: { avtaleStatus: string }) => a.avtaleStatus)).toEqual(expect.arrayContaining(['PENDING', 'RENEWAL']));
    expect((await client.api('GET', '/eikaintegrasjon/kundekommunikasjon')).json().meldinger).toHaveLength(2);
  });

  it('utlogget is logged out despite the session cookie', async () => {
    await client.logIn('utlogget');
    expect((await client.api('GET', '/auth/session-status')).json()).toEqual({});
    expect((await client.api('GET', '/avtaleoversikt/avtaler')).status).toBe(401);
  });

  it('delvis-nede reports source errors and Eika is down', async () => {
    await client.logIn('delvis-nede');
    const oversikt = (await client.api('GET', '/avtaleoversikt/avtaler')).json();
    expect(oversikt.systemSourceError).toBe(true);
    expect(oversikt.avtaler.length).toBeLessThan(9);
    expect((await client.api('GET', '/avtaleoversikt/tilbud')).json().systemSourceError).toBe(true);
    expect((await client.api('GET', '/eikaintegrasjon/avtaler')).status).toBe(503);
  });

  it('avtaler-feiler fails only the agreements', async () => {
    await client.logIn('avtaler-feiler');
    const res = await client.api('GET', '/avtaleoversikt/avtaler');
    expect(res.status).toBe(500);
    expect(res.json()).toEqual({ message: 'Intern feil' });
    expect((await client.api('GET', '/avtaleoversikt/tilbud')).status).toBe(200);
  });

  it('treg delays every answer', async () => {
    await client.logIn('treg');
    const started = Date.now();
    expect((await client.api('GET', '/oversikt/meldinger')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 10);
  });

  it('keeps state per scenario', async () => {
    await client.logIn('treg');
    const { tilbud } = (await client.api('GET', '/avtaleoversikt/tilbud')).json();
    await client.api('DELETE', `/avtaleoversikt/tilbud/${tilbud[0].policyNumber}`);
    await client.logIn('skadekunde');
    expect((await client.api('GET', '/avtaleoversikt/tilbud')).json().tilbud).toHaveLength(tilbud.length);
  });

  it('switches by link: cookie, then back to redirect or Referer', async () => {
    const res = await client.send('/demo/scenario?name=eika&redirect=/privat/forsikring/oversikt');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/privat/forsikring/oversikt');
    expect(client.cookies.get('kfp-demo-scenario')).toBe('eika');
    const back = await client.send('/demo/scenario?name=lomedlem', { headers: { referer: `${server.url}/?x=1` } });
    expect(back.headers.get('location')).toBe('/?x=1');
    const evil = await client.send('/demo/scenario?name=lomedlem&redirect=//evil.example');
    expect(evil.headers.get('location')).toBe('/');
    expect((await client.send('/demo/scenario?name=finnes-ikke')).status).toBe(400);
  });
});

describe('test control', () => {
  it('override answers until reset; reset restores data and clears the log', async () => {
    await client.logIn();
    await client.api('DELETE', '/avtaleoversikt/tilbud/7099001');
    await client.control('/demo/override', {
      method: 'GET',
      path: `${API}/avtaleoversikt/tilbud`,
      status: 500,
      body: { message: 'Nede' },
      delayMs: 20,
    });
    const overridden = await client.api('GET', '/avtaleoversikt/tilbud?x=1');
    expect(overridden.status).toBe(500);
    expect(overridden.json()).toEqual({ message: 'Nede' });
    await client.control('/demo/reset');
    const restored = (await client.api('GET', '/avtaleoversikt/tilbud')).json().tilbud;
    expect(restored.map((t: { policyNumber: string }) => t.policyNumber)).toContain('7099001');
    expect((await client.send('/demo/requests')).json()).toHaveLength(1);
  });

  it('logs /api requests with query, headers and body', async () => {
    await client.logIn();
    await client.control('/demo/reset');
    await client.api('GET', '/nbo/produktanbefaling?produkt=BIL,HUS');
    await client.api('POST', '/feedback/', { json: { feedbackValue: 'ja', text: '', productCode: 'X', page: '/' } });
    await client.api('GET', '/avtaleoversikt/avtaler', { marker: false });
    const log = (await client.send('/demo/requests')).json();
    expect(log).toEqual([
      {
        method: 'GET',
        path: `${API}/nbo/produktanbefaling`,
        query: { produkt: 'BIL,HUS' },
        headers: { 'x-requested-by': 'kfp', accept: 'application/json, text/plain, */*' },
        body: null,
        at: expect.any(Number),
      },
      {
        method: 'POST',
        path: `${API}/feedback/`,
        query: {},
        headers: {
          'x-requested-by': 'kfp',
          'x-xsrf-token': client.cookies.get('XSRF-TOKEN'),
          accept: 'application/json, text/plain, */*',
          'content-type': 'application/json',
        },
        body: { feedbackValue: 'ja', text: '', productCode: 'X', page: '/' },
        at: expect.any(Number),
      },
      expect.objectContaining({ path: `${API}/avtaleoversikt/avtaler`, headers: { accept: 'application/json, text/plain, */*' } }),
    ]);
    expect(log[0].at).toBeLessThanOrEqual(log[1].at);
  });

  it('an override can carry response headers (Retry-After)', async () => {
    await client.control('/demo/override', {
      method: 'GET',
      path: `${API}/avtaleoversikt/avtaler`,
      status: 503,
      body: { message: 'nede' },
      headers: { 'Retry-After': '2' },
    });
    const answer = await client.api('GET', '/avtaleoversikt/avtaler');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('2');
  });

  it("scenario 'alt-nede' answers 503 to every /api call, session status too", async () => {
    await client.control('/demo/scenario', { name: 'alt-nede' });
    expect((await client.api('GET', '/auth/session-status')).status).toBe(503);
    expect((await client.api('GET', '/kontaktinfo')).status).toBe(503);
    expect((await client.api('GET', '/avtaleoversikt/avtaler', { marker: false })).status, 'the marker rule still comes first').toBe(403);
  });
});

describe('pages', () => {
  it('fake BankID reports its size and logs in through a top-level form post', async () => {
    const page = await client.send('/demo/bankid');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('BankID (demo)');
    expect(page.text).toContain("content: 'LOGINAPP_DIMENSIONS'");
    expect(page.text).toMatch(/<form method="post" action="\/demo\/bankid\/login" target="_top">/);
    expect(page.text).toContain('Logg inn med BankID');
    const done = await client.send('/demo/bankid/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'fodselsnummer=01019012345',
    });
    expect(done.text).toContain('window.top.location.href = "/privat/forsikring/oversikt"');
    expect(client.cookies.has('kfp-demo-session')).toBe(true);
  });

  it('jump token and claims-app landing pages escape what they show', async () => {
    await client.logIn();
    expect((await client.api('GET', '/jumpsst/')).json().jumpSst).toMatch(/^\w{16,}$/);
    const jump = await client.send('/demo/skadesaker/jump', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'referrer=KFP-oversikt&jumpsst=%3Cscript%3E',
    });
    expect(jump.text).toContain('KFP-oversikt');
    expect(jump.text).toContain('&#60;script&#62;');
    const fallback = await client.send('/demo/skadesaker?company=%3Cb%3Esb1');
    expect(fallback.text).toContain('&#60;b&#62;sb1');
    expect(fallback.text).not.toContain('<b>sb1');
  });

  it('serves host pages, placeholders for other apps and static files without traversal', async () => {
    const app = await client.send('/app/forsikring');
    expect(app.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(app.json().name).toBe('kfp-elements');
    const other = await client.send('/privat/forsikring/skade/%3Cimg%3E');
    expect(other.text).toContain('Demo: her ville /privat/forsikring/skade/&#60;img&#62; ligget');
    expect((await client.send('/privat/forsikring/')).text).toContain('her ville /privat/forsikring/ ligget');
    const js = await client.send('/demo/server/backend.mjs');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await client.send('/demo/server/..%2f..%2fpackage.json')).status).toBe(404);
    expect((await client.send('/.git/HEAD')).status).toBe(404);
    expect((await client.send('/demo/finnes-ikke.html')).status).toBe(404);
  });
});
