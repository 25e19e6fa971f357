// npm run mutate: mutation testing of the modules that hold the spec's rules, with the vitest suite.
// A mutant is a small change to the code (a flipped condition, a changed string, a removed call); the
// suite should fail for each. The report goes to reports/mutation/ (ignored by git); the score is
// printed last. Takes minutes: it is not part of `npm test`.

/** The rule modules: formats, the API client and its errors, config, market source, sorting, links, tasks, recommendations, the feedback state machine, the profile's rules, scrubbing. */
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
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  mutate: ruleModules,
  plugins: ['@stryker-mutator/vitest-runner'],
  reporters: ['clear-text', 'html', 'json', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.tmp/stryker',
  concurrency: 2,
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 80, break: null },
  cleanTempDir: 'always',
};
