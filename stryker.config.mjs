// npm run mutate: mutation testing of the modules that hold the spec's rules, with the vitest suite.
// A mutant is a small change to the code (a flipped condition, a changed string, a removed call); the
// suite should fail for each. The report goes to reports/mutation/ (ignored by git); the score is
// printed last. Takes minutes: it is not part of `npm test`.

/** The rule modules: formats, the API client and its errors, config, market source, sorting, links, tasks, recommendations, the feedback state machine, the profile's rules, scrubbing, consent, routes. */
const ruleModules = [
  'src/format/currency.ts',
  'src/format/date.ts',
  'src/format/email.ts',
  'src/format/fodselsnummer.ts',
  'src/format/hyphenate.ts',
  'src/format/number.ts',
  'src/format/path.ts',
  'src/format/phone.ts',
  'src/format/url.ts',
  'src/format/retur.ts',
  'src/api/client.ts',
  'src/api/errors.ts',
  'src/api/strip-nulls.ts',
  'src/config/read-config.ts',
  'src/config/environment.ts',
  'src/config/cookies.ts',
  'src/market-source/market-source.ts',
  'src/market-source/sync.ts',
  'src/domain/sortering.ts',
  'src/screens/oversikt/avtale-lenke.ts',
  'src/screens/oversikt/avtale-tag.ts',
  'src/screens/oversikt/oppgaver.ts',
  'src/screens/oversikt/nbo.ts',
  'src/screens/kjopsinnganger/kjopslenke.ts',
  'src/screens/feedback/machine.ts',
  'src/screens/profil/regler.ts',
  'src/config/distributor.ts',
  'src/monitoring/scrub.ts',
  // Added with issue 15: the rules that landed after the first measurement.
  'src/api/innlogging-vakt.ts', // the redirect guard on 401/403
  'src/api/gyldige-elementer.ts', // per-record validation of lists
  'src/api/forkastet-rapport.ts', // what the report of dropped records may say
  'src/api/retry-after.ts', // Retry-After on 503/429
  'src/mobilapp/lenker.ts', // the mobile-bank link hand-off
  'src/config/mobilbank.ts', // mobile-app detection
  'src/config/mobilbank-lenker.ts', // the hand-off formats' check
  'src/config/lenker.ts', // every configured link: valid, no plain http (spec §5)
  'src/router/jump-mark.ts', // the claims hand-off's Back mark
  'src/config/finner-ikke-forsikring.ts', // the accordion's config
  'src/config/unknown-keys.ts', // misspelled config keys (issue 34)
  'src/page/redaktor/nearest.ts', // the editors' "did you mean" (issue 34)
  'src/analytics/consent.ts', // analytics consent status per distributor
  'src/analytics/consent-gate.ts', // what is sent, queued or dropped
  'src/analytics/innloggingsmetode.ts', // the login method analytics reports (ÅPEN is unknown)
  'src/monitoring/sampling.ts', // spec §9's error-reporting numbers
  'src/format/navn.ts',
  'src/format/tall-i-tekst.ts',
  'src/router/routes.ts', // the child routes
  'src/screens/navigasjon/lenker.ts', // the navigation's targets
  'src/screens/oversikt/slaa-sammen.ts', // eika agreements merged, sums added
  'src/screens/kjopsinnganger/kjopsprodukter.ts', // the purchase entries and their paths
  'src/screens/tilbud/tilbud-lenke.ts', // where an offer leads
  'src/screens/login/innloggingsramme.ts', // the login frame's address, messages and height
  // Added with issue 32: spec §7's data-fetching rules live in our own server cache.
  'src/store/server-cache.ts', // freshness, dedupe, retries, the hold after a failure, gc, invalidation
  'src/store/use-query.ts', // what a screen sees of a read, and a write's busy state
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  mutate: ruleModules,
  plugins: ['@stryker-mutator/vitest-runner', './stryker.equivalents.mjs'],
  // Mutants that no test can kill, each named with its reason in stryker.equivalents.mjs.
  ignorers: ['kfp-equivalents'],
  // Scratch space (browser bundles, screenshots, other runs) is not copied into the sandbox.
  ignorePatterns: ['/.tmp', '/docs/screenshots'],
  reporters: ['clear-text', 'html', 'json', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.tmp/stryker',
  concurrency: 2,
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 80, break: null },
  cleanTempDir: 'always',
};
