// The vitest config for `npm run mutate`. Stryker's vitest runner starts vitest with worker threads;
// the date tests change TZ, which only a forked process applies, so this puts the tests back in forks
// after Stryker's options are applied.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

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
  }),
);
