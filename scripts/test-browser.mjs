// The browser suite in every engine, one after another (the machine may have 2 cores), each a gate:
// the run fails if any engine fails or does not finish in its time.
//   node scripts/test-browser.mjs                      Chromium, then Firefox
//   node scripts/test-browser.mjs --engine webkit      one engine (repeat --engine for several)
//   node scripts/test-browser.mjs --engine firefox .tmp/browser/look/meny.test.js --port 8100
// Other arguments go to web-test-runner as they are. Builds dist/ and the test bundles first.
// KFP_ENGINE_TIMEOUT_MIN (default 30) bounds each engine's run: a hung browser fails with a message.
import { spawn, spawnSync } from 'node:child_process';

const ALL = ['chromium', 'firefox', 'webkit'];
/** What a run without --engine covers. */
const DEFAULT = ['chromium', 'firefox'];
const args = process.argv.slice(2);
const engines = [];
const rest = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--engine') engines.push(...args[++i].split(','));
  else if (args[i].startsWith('--engine=')) engines.push(...args[i].slice('--engine='.length).split(','));
  else rest.push(args[i]);
}
for (const engine of engines) if (!ALL.includes(engine)) throw new Error(`--engine must be one of ${ALL.join(', ')}, not '${engine}'`);
const timeoutMs = Number(process.env.KFP_ENGINE_TIMEOUT_MIN || 30) * 60_000;

for (const step of [['build.mjs', '--quiet'], ['test/browser/build-tests.mjs']]) {
  const { status } = spawnSync(process.execPath, step, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

/** Runs web-test-runner for one engine; resolves with its exit code, or 124 after the timeout. */
function run(engine) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/@web/test-runner/dist/bin.js', ...rest], {
      stdio: 'inherit',
      env: { ...process.env, KFP_ENGINE: engine },
      detached: true,
    });
    const stop = () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      process.exit(130);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    const timer = setTimeout(() => {
      console.error(`\n${engine}: the browser suite did not finish within ${timeoutMs / 60_000} min; stopping it (KFP_ENGINE_TIMEOUT_MIN)`);
      try {
        process.kill(-child.pid, 'SIGTERM');
        setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000).unref();
      } catch {
        // already gone
      }
      resolve(124);
    }, timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const results = [];
for (const engine of engines.length ? engines : DEFAULT) {
  const start = Date.now();
  console.log(`\n=== browser suite in ${engine} ===`);
  const code = await run(engine);
  results.push({ engine, code, seconds: Math.round((Date.now() - start) / 1000) });
}
console.log('\nbrowser suite per engine:');
for (const { engine, code, seconds } of results) console.log(`  ${engine.padEnd(9)} ${code === 0 ? 'passed' : code === 124 ? 'TIMED OUT' : 'FAILED'} in ${seconds} s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
