/**
 * For the tests of the bundle under several URLs (a CMS page's cache-busting query, a fragment, the
 * bundle loaded twice): the config on the page, the bundle loaded as a CMS snippet does, the screens
 * every element must show, and the page's errors and requests.
 */
import { expect } from 'chai';
import { findAllByShadowRole, findByShadowRole, queryAllByShadowText } from 'shadow-dom-testing-library';
import { apiRequests } from '../helpers/backend.ts';
import { baseConfig } from '../helpers/base-config.ts';
import { bunntekst } from '../helpers/bunntekst.ts';
import { goTo, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

/**
 * The page's errors: console.error, uncaught errors and unhandled rejections, from now on. (Call it
 * first: it also keeps every request's timing, which `forventEnForespørselPerEndepunkt` reads.)
 */
export function samleFeil(): { feil: string[]; stopp: () => void } {
  performance.setResourceTimingBufferSize(10_000);
  const feil: string[] = [];
  const error = console.error;
  console.error = (...args: unknown[]) => {
    feil.push(args.map(String).join(' '));
    error.apply(console, args);
  };
  const onError = (event: ErrorEvent) => feil.push(String(event.error ?? event.message));
  const onRejection = (event: PromiseRejectionEvent) => feil.push(String(event.reason));
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  return {
    feil,
    stopp: () => {
      console.error = error;
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** The config, as the host page carries it (before any copy of the bundle loads). */
export function settConfig(): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'kfp-config';
  script.textContent = JSON.stringify(baseConfig);
  document.head.append(script);
}

/** The CMS snippet: `<script type="module" src="…">`, resolved once the module has run. */
export async function lastSomSkript(src: string): Promise<void> {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = src;
  const lastet = new Promise((resolve, reject) => {
    script.addEventListener('load', resolve);
    script.addEventListener('error', () => reject(new Error(`${src} did not load`)));
  });
  document.head.append(script);
  await lastet;
}

/**
 * Mounts the lazily loaded elements beside the router and waits until each shows its content:
 * every one of them runs a screen from a lazy chunk, which must use the page's one React.
 */
export async function visElementene(): Promise<void> {
  goTo('/privat/forsikring/oversikt');
  mount(`
    <kfp-router></kfp-router>
    <kfp-tilbud></kfp-tilbud>
    <kfp-kjopsinnganger></kfp-kjopsinnganger>
    <kfp-profil></kfp-profil>
    <kfp-feedback></kfp-feedback>
  `);
  const element = (tag: string) => document.querySelector(`.test-container > ${tag}`) as HTMLElement;
  await findByShadowRole(document.body, 'heading', { name: 'Forsikringsoversikt', level: 1 });
  await findAllByShadowRole(element('kfp-tilbud'), 'article');
  await findByShadowRole(element('kfp-kjopsinnganger'), 'heading', { name: 'Hva vil du forsikre?' });
  await findByShadowRole(element('kfp-profil'), 'heading', { name: 'Forsikringsprofil', level: 1 });
  await findByShadowRole(element('kfp-feedback'), 'radiogroup', { name: 'Fikk du gjort det du skulle?' });
  // The footer comes last (after the first content): then every screen of the page has loaded.
  await findByShadowRole(await bunntekst(), 'link', { name: /^\+47/ });
  expect(queryAllByShadowText(document.body, 'Noe har gått galt'), 'an element in its error state').to.deep.equal([]);
}

/** Spec §7: data is fresh for 2 s; elements mounted within that share one request. */
export const FRESH_MS = 2_000;

/** The requests of one API path as this page saw them: when each left and its answer arrived (page clock), oldest first. */
export const svarISiden = (path: string) =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname === path)
    .map((entry) => ({ sendt: entry.startTime, svart: (entry as PerformanceResourceTiming).responseEnd }))
    .sort((a, b) => a.sendt - b.sendt);

/**
 * Every API endpoint was asked once: one store and one query cache on the page. A repeat counts
 * only when it left within the spec's 2 s of the previous answer (an element whose chunk ran later
 * on a starved CPU rightly refreshes, as in shared-store.test.ts); a second copy of the bundle
 * would ask at once, with a cache of its own.
 */
export async function forventEnForespørselPerEndepunkt(): Promise<void> {
  const requests = await waitFor(async () => {
    const alle = await apiRequests();
    return alle.length > 0 && alle;
  });
  const antall = new Map<string, number>();
  for (const request of requests)
    antall.set(`${request.method} ${request.path}`, (antall.get(`${request.method} ${request.path}`) ?? 0) + 1);
  const forTidlig = [...antall]
    .filter(([, count]) => count > 1)
    .flatMap(([key]) => {
      const kall = svarISiden(key.slice(key.indexOf(' ') + 1));
      return kall
        .slice(1)
        .filter((neste, i) => neste.sendt - kall[i]!.svart < FRESH_MS)
        .map(() => key);
    });
  expect(forTidlig, 'endpoints asked again within 2 s of their answer').to.deep.equal([]);
  expect(antall.get('GET /api/privat/forsikring/auth/session-status'), 'the session status is fresh for 60 s').to.equal(1);
}
