// esbuild plugin: @sentry/browser's index re-exports session replay, replay-canvas and the feedback
// widget. With code splitting, esbuild puts every module a lazy chunk can reach through such a
// re-export into the chunk shared with the other lazy chunks, used or not, so the replay SDK
// (about 40 KB gzip) would load as part of the error-reporting chunk. This plugin serves that index
// without those re-exports: replay comes from `@sentry/replay` in its own chunk (src/monitoring/
// replay.ts), and the feedback widget is not used.
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

const DROPPED = /^export \{[^}]*\} from '(?:@sentry\/(?:replay|replay-canvas|feedback)|\.\/feedback(?:Async|Sync)\.js)';\s*$/gm;

/** Removes the re-exports of replay, replay-canvas and feedback from @sentry/browser's index. */
export function leanSentryIndex(source) {
  return source.replace(DROPPED, '');
}

export const sentryBarrelPlugin = {
  name: 'sentry-barrel',
  setup(build) {
    build.onResolve({ filter: /^@sentry\/browser$/ }, async (args) => {
      if (args.pluginData?.sentryBarrel) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: { sentryBarrel: true } });
      return resolved.errors.length ? resolved : { path: resolved.path, namespace: 'sentry-barrel' };
    });
    build.onLoad({ filter: /.*/, namespace: 'sentry-barrel' }, async (args) => ({
      contents: leanSentryIndex(await readFile(args.path, 'utf8')),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
  },
};
