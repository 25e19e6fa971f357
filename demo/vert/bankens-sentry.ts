// A bank page's own Sentry, as a bank runs it: the SDK's global `init()` with its default
// integrations (global error handlers, breadcrumbs, its own release), sending to project 2 of the
// demo backend's stand-in (the portal's DSN is project 1). The demo page "Bank med egen Sentry"
// (demo/pages/bank-sentry.html) and the browser tests (test/browser/fixtures/bank-sentry-*.ts, one
// per SDK version) start it before kfp.js loads.

/** What the page needs of either SDK version (8 or 11). */
export interface SentryLike {
  SDK_VERSION: string;
  init(options: Record<string, unknown>): unknown;
  getClient(): unknown;
  setTag(key: string, value: string): void;
  setUser(user: Record<string, string>): void;
}

/** The bank's DSN in the demo: project 2 of the stand-in (`GET /demo/sentry-received`, `project`). */
export const BANKENS_PROSJEKT = '2';

/** What the bank page offers the tests and the demo's button, on `window.bankensSentry`. */
export interface BankensSentry {
  versjon: string;
  /** Throws an uncaught error in the bank's own page script. */
  kastFeil(): void;
  /** True while the SDK's global client is still the one the bank started. */
  klientUendret(): boolean;
}

declare global {
  interface Window {
    bankensSentry?: BankensSentry;
    SENTRY_RELEASE?: { id: string };
  }
}

export function startBankensSentry(sentry: SentryLike): void {
  // Set by Sentry's bundler plugins on a real bank page; a guest must not take it for its own.
  window.SENTRY_RELEASE = { id: 'demobanken@2026.11' };
  sentry.init({ dsn: `${location.protocol}//bankkey@${location.host}/demo/sentry/${BANKENS_PROSJEKT}`, environment: 'bank' });
  const klient = sentry.getClient();
  // The bank's own scope data, which must never reach the portal's project.
  sentry.setTag('bank.side', 'forsikring');
  sentry.setUser({ id: 'bankkunde-42' });
  window.bankensSentry = {
    versjon: sentry.SDK_VERSION,
    kastFeil: () => {
      setTimeout(() => {
        throw new Error('Bankens feil fra sidens skript');
      });
    },
    klientUendret: () => sentry.getClient() === klient,
  };
}
