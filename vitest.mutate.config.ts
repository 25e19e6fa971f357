// The vitest config for `npm run mutate` (stryker.config.mjs). Two changes to the ordinary config:
//
// 1. Forked workers. Stryker's vitest runner starts vitest with worker threads; the date tests change
//    TZ, which only a forked process applies, so this puts the tests back in forks after Stryker's
//    options are applied.
// 2. A test file that fails to load kills the mutant. A mutant in module-level code (a table, a
//    constant) can make an import throw; vitest then reports the file as failed but with no tests,
//    and Stryker's runner counts only tests, so it called such a mutant "survived". The reporter
//    below gives each file that failed to load one failed test, named after the file, carrying the
//    load error: Stryker then counts the mutant as killed by it.
import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import { defineConfig, mergeConfig } from 'vitest/config';
import type { Reporter, Vitest } from 'vitest/node';
import base from './vitest.config.ts';

/** True when the file's task tree holds at least one test (a loaded file has them; a failed import has none). */
const harTester = (suite: { tasks: readonly { type: string; tasks?: unknown }[] }): boolean =>
  suite.tasks.some((task) => task.type === 'test' || (task.type === 'suite' && harTester(task as typeof suite)));

/** The failed test that stands for a file that could not be loaded. */
function lastingFeilet(file: RunnerTestFile): RunnerTestCase {
  const test = {
    type: 'test',
    id: `${file.id}_lasting`,
    name: 'the test file loads',
    fullName: `${file.name} > the test file loads`,
    fullTestName: 'the test file loads',
    mode: 'run',
    file,
    suite: file,
    meta: {},
    timeout: 0,
    annotations: [],
    artifacts: [],
    result: { state: 'fail', errors: file.result?.errors ?? [{ message: `Failed to load ${file.filepath}` }] },
  };
  return test as unknown as RunnerTestCase;
}

/** Turns "failed to load" into a failed test that Stryker sees (see 2. above). */
export function lastingsfeilSomFeiletTest(): Reporter {
  let vitest: Vitest | undefined;
  return {
    onInit(ctx) {
      vitest = ctx;
    },
    onTestRunEnd() {
      for (const file of vitest?.state.getFiles() ?? []) {
        if (file.result?.state === 'fail' && !harTester(file)) file.tasks.push(lastingFeilet(file));
      }
    },
  };
}

export default mergeConfig(
  base,
  defineConfig({
    plugins: [
      {
        name: 'kfp-forked-workers',
        configureVitest({ vitest, project }) {
          vitest.config.pool = 'forks';
          project.config.pool = 'forks';
        },
      },
    ],
    test: { reporters: ['default', lastingsfeilSomFeiletTest()] },
  }),
);
