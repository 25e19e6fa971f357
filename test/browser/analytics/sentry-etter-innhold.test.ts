/// <reference types="mocha" />
// Error reporting loads after the first content: its SDK's chunk (with session replay, until issue
// 31) took a slow phone's CPU for some 400 ms, which must not compete with the overview's first
// agreements.
import { expect } from 'chai';
import { sentryConfig } from '../helpers/analytics.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

/** Sentry's global, there once its SDK has been evaluated. */
const sentryLastet = () => '__SENTRY__' in globalThis;

describe('error reporting on the overview', () => {
  it('loads only once the first agreement is shown, though the agreements take 1.2 s', async () => {
    await resetBackend('skadekunde');
    const svar = await fetch(`${API}/avtaleoversikt/avtaler`, { headers: { 'X-Requested-By': 'kfp', Accept: 'application/json' } });
    const { avtaler, monthlySum, yearlySum } = (await svar.json()) as {
      avtaler: { name: string }[];
      monthlySum: number;
      yearlySum: number;
    };
    await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, { status: 200, body: { avtaler, monthlySum, yearlySum }, delayMs: 1200 });
    await loadBundle(sentryConfig());
    expect(sentryLastet(), 'not before the page starts').to.equal(false);
    goTo('/privat/forsikring/oversikt');
    const router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;
    const navn = avtaler[0]!.name.replace(/\u00ad/g, '');
    const avtaleVist = () => {
      const oversikt = router.shadowRoot?.querySelector('kfp-oversikt')?.shadowRoot;
      return [...(oversikt?.querySelectorAll('h2, h3, a, p') ?? [])].some((node) =>
        (node.textContent ?? '').replace(/\u00ad/g, '').includes(navn),
      );
    };
    // Looked at in every frame until the agreement shows: error reporting must not have loaded.
    const lastetForInnhold = await new Promise<boolean>((resolve) => {
      const se = () => {
        if (sentryLastet()) resolve(true);
        else if (avtaleVist()) resolve(false);
        else requestAnimationFrame(se);
      };
      se();
    });
    expect(lastetForInnhold, 'error reporting loaded before the first agreement').to.equal(false);
    await waitFor(sentryLastet, { timeout: 15_000 });
  });
});
