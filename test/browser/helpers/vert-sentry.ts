/**
 * A bank page with its own Sentry around the portal (issue 31): test/browser/fixtures/vert-sentry.html
 * in a frame, the bank's SDK reporting to project 2 of the stand-in, ours to project 1. The same
 * check for each kind of host (the portal's SDK version, an older major, none); one file per kind.
 */
import { expect } from 'chai';
import type { BankensSentry } from '../../../demo/vert/bankens-sentry.ts';
import { sentryItems } from './analytics.ts';
import { resetBackend } from './backend.ts';
import { openFrame } from './frame.ts';
import { mount } from './portal.ts';
import { waitFor } from './wait.ts';

const BASE = '/privat/forsikring/oversikt';
const BANKENS_FEIL = 'Bankens feil fra sidens skript';
const VAR_KRASJ = 'Kunne ikke formatere beløpet';
const IKKE_FUNNET = 'Kunde traff side som ikke finnes';

interface Hendelse {
  exception?: { values: { value: string }[] };
  tags?: Record<string, string>;
  user?: unknown;
  release?: string;
  breadcrumbs?: { category?: string }[];
}

/** The events of one project, with their main error's message (the last of the linked ones). */
async function hendelser(project: '1' | '2') {
  return (await sentryItems('event'))
    .filter((item) => item.envelope.project === project)
    .map((item) => ({ event: item.payload as Hendelse, verdi: (item.payload as Hendelse).exception?.values.at(-1)?.value }));
}

type Side = Window & typeof globalThis & { bankensSentry?: BankensSentry };

export async function sjekkVertMedSentry(sdk: '11' | '8' | 'ingen'): Promise<void> {
  await resetBackend('skadekunde');
  const frame = await openFrame(
    `/test/browser/fixtures/vert-sentry.html?sdk=${sdk}&path=${encodeURIComponent(`${BASE}/finnes-ikke`)}`,
    mount(''),
  );
  const side = frame.contentWindow as Side;
  if (sdk !== 'ingen') {
    const bank = await waitFor(() => side.bankensSentry);
    expect(bank.versjon, "the bank's SDK version").to.match(sdk === '11' ? /^11\./ : /^8\./);
  }
  // Ours: the not-found page reports once error reporting has loaded (after the first content).
  await waitFor(async () => (await hendelser('1')).some((entry) => entry.verdi === IKKE_FUNNET), { timeout: 20_000 });

  // The bank's: an uncaught error thrown by a script of the bank page itself.
  const skript = side.document.createElement('script');
  skript.textContent = `setTimeout(() => { throw new Error(${JSON.stringify(BANKENS_FEIL)}); });`;
  side.document.body.append(skript);

  // Ours again, after the bank's: the offers page crashes while rendering its prices.
  side.Math.sign = () => {
    throw new Error(VAR_KRASJ);
  };
  side.history.pushState(null, '', `${BASE}/tilbud`);
  side.dispatchEvent(new side.PopStateEvent('popstate'));
  await waitFor(
    async () =>
      (await hendelser('1')).some((entry) => entry.verdi === VAR_KRASJ) &&
      (sdk === 'ingen' || (await hendelser('2')).some((entry) => entry.verdi === BANKENS_FEIL)),
    { timeout: 20_000 },
  );

  const vare = await hendelser('1');
  expect(vare.map((entry) => entry.verdi).sort(), 'our project: our errors only').to.deep.equal([IKKE_FUNNET, VAR_KRASJ]);
  for (const { event } of vare) {
    expect(
      Object.keys(event.tags ?? {}).every((key) => key.startsWith('kfp.')),
      `our tags only: ${JSON.stringify(event.tags)}`,
    ).to.equal(true);
    expect(event.user, "never the bank's user").to.equal(undefined);
    expect(event.release, "our release, not the bank's").to.match(/^kfp-elements@/);
    expect(
      (event.breadcrumbs ?? []).every((crumb) => crumb.category?.startsWith('kfp.')),
      "never the bank's breadcrumbs",
    ).to.equal(true);
  }
  const bankens = await hendelser('2');
  if (sdk === 'ingen') {
    expect(bankens).to.deep.equal([]);
    return;
  }
  expect(
    bankens.map((entry) => entry.verdi),
    "the bank's project: the bank's error only",
  ).to.deep.equal([BANKENS_FEIL]);
  expect(bankens[0]!.event.release, "the bank's client keeps its release").to.equal('demobanken@2026.11');
  expect(bankens[0]!.event.tags?.['bank.side']).to.equal('forsikring');
  expect(side.bankensSentry!.klientUendret(), "the SDK's global client is still the bank's").to.equal(true);
}
