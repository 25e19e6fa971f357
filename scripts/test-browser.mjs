// The browser suite in every engine, one after another (the machine may have 2 cores), each a gate:
// the run fails if any engine fails or does not finish in its time.
//   node scripts/test-browser.mjs                      Chromium, then Firefox, then WebKit
//   node scripts/test-browser.mjs --engine webkit      one engine (repeat --engine for several)
//   node scripts/test-browser.mjs --engine firefox .tmp/browser/look/meny.test.js --port 8100
// Other arguments go to web-test-runner as they are. Builds dist/ and the test bundles first.
// KFP_ENGINE_TIMEOUT_MIN (default 30) bounds each engine's run: a hung browser fails with a message.
// WebKit runs each test file in a web-test-runner of its own, bounded by KFP_FILE_TIMEOUT_MIN
// (default 5): a file that hangs WebKit fails by name, and the files after it still run.
import { spawn, spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { WEBKIT_NOT_YET, webkitFiles } from '../test/browser/launchers/webkit-files.mjs';

const ALL = ['chromium', 'firefox', 'webkit'];
/** What a run without --engine covers. */
const DEFAULT = ALL;
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
const fileTimeoutMs = Number(process.env.KFP_FILE_TIMEOUT_MIN || 5) * 60_000;
const namedFiles = rest.some((arg) => arg.endsWith('.test.js'));

for (const step of [['build.mjs', '--quiet'], ['test/browser/build-tests.mjs']]) {
  const { status } = spawnSync(process.execPath, step, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

/** How much of a failed file's output is printed again at the end of the run (where CI logs are read). */
const KEEP_CHARS = 12_000;

/**
 * Runs web-test-runner for one engine; resolves with its exit code, or 124 after the timeout. With
 * `output`, what the run prints is also kept there (its last KEEP_CHARS characters).
 */
function run(engine, args = rest, limitMs = timeoutMs, what = 'the browser suite', output = undefined) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/@web/test-runner/dist/bin.js', ...args], {
      stdio: output ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, KFP_ENGINE: engine },
      detached: true,
    });
    if (output) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        from.on('data', (chunk) => {
          to.write(chunk);
          output.text = (output.text + chunk.toString()).slice(-KEEP_CHARS);
        });
      }
    }
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
      console.error(`\n${engine}: ${what} did not finish within ${limitMs / 60_000} min; stopping it (${limitMs === timeoutMs ? 'KFP_ENGINE_TIMEOUT_MIN' : 'KFP_FILE_TIMEOUT_MIN'})`);
      try {
        process.kill(-child.pid, 'SIGTERM');
        setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // gone after SIGTERM, as it should be
          }
        }, 10_000).unref();
      } catch {
        // already gone
      }
      resolve(124);
    }, limitMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** What web-test-runner prints when its port was taken after it chose it. */
const PORT_TAKEN = /listen EADDRINUSE/;

/**
 * Whether a file's page reported anything: a test passed or failed, or the file finished. WebKitGTK
 * 2.50's page process has been seen to spin at full CPU inside JavaScriptCore (gdb: the main thread
 * queueing microtasks, or parsing URLs, from JIT code) in files that frame the portal, before any
 * test of the file reported: router/ramme-navigasjon alone about 1 run in 8, as often before the
 * per-frame rendering of use-query.ts as with it. Such a file runs once more, from its start, and
 * the run names it. web-test-runner reports a file's tests when the file ends, so this is any file
 * that ran out of time; one that runs out of time twice fails the run.
 */
const rapporterte = (text) => /Finished running tests/.test(text) || /\b[1-9]\d* (passed|failed)\b/.test(stripVTControlCharacters(text));

/** One web-test-runner per file, each bounded; resolves 0 only if every file passed. */
async function fileByFile(engine) {
  const deadline = Date.now() + timeoutMs;
  const failed = [];
  /** One line per file: its outcome and wall time, printed at the end. */
  const times = [];
  /** Files whose page reported nothing before their time ran out, run once more (`rapporterte`). */
  const kjortIgjen = [];
  const files = webkitFiles();
  const notYet = Object.entries(WEBKIT_NOT_YET);
  console.log(`${engine}: ${files.length} files, each in a run of its own${notYet.length ? `; not yet in ${engine}:` : ', every file of the suite'}`);
  for (const [name, reason] of notYet) console.log(`  ${name}: ${reason}`);
  for (const file of files) {
    const left = deadline - Date.now();
    if (left <= 0) {
      console.error(`\n${engine}: out of time (KFP_ENGINE_TIMEOUT_MIN) before ${file}`);
      return 124;
    }
    const fileStart = Date.now();
    const output = { text: '' };
    let code = await run(engine, [file, ...rest], Math.min(fileTimeoutMs, left), file, output);
    // Another web-test-runner on this machine (a second checkout's suite) took the same free port
    // between our check and our listen: nothing of the file ran, so it runs once more.
    if (code !== 0 && PORT_TAKEN.test(output.text) && !/\d+ passed|\d+ failed/.test(output.text)) {
      console.log(`${engine}: ${file}: its port was taken by another run before it started; running it once more`);
      output.text = '';
      await new Promise((resolve) => setTimeout(resolve, 2000));
      code = await run(engine, [file, ...rest], Math.min(fileTimeoutMs, Math.max(deadline - Date.now(), 1)), file, output);
    }
    if (code === 124 && !rapporterte(output.text)) {
      console.log(`${engine}: ${file}: its page reported nothing before its time ran out (WebKit's page process stuck); running it once more`);
      kjortIgjen.push(file);
      output.text = '';
      code = await run(engine, [file, ...rest], Math.min(fileTimeoutMs, Math.max(deadline - Date.now(), 1)), file, output);
    }
    const took = Math.round((Date.now() - fileStart) / 1000);
    times.push(`${(code === 0 ? 'passed' : code === 124 ? 'TIMED OUT' : 'FAILED').padEnd(9)} ${String(took).padStart(4)} s  ${file}`);
    if (code !== 0) failed.push({ file, why: code === 124 ? 'timed out' : 'failed', output: output.text });
  }
  console.log(`\n${engine}: time per file:\n  ${times.join('\n  ')}`);
  if (kjortIgjen.length) console.log(`\n${engine}: run once more after their page reported nothing in time:\n  ${kjortIgjen.join('\n  ')}`);
  // A failed file's own output again, last: a log read from its end shows why it failed.
  for (const { file, why, output } of failed) console.error(`\n${engine}: ${file} ${why}; the end of its output:\n${stripVTControlCharacters(output)}`);
  if (failed.length) console.error(`\n${engine}: ${failed.length} of ${files.length} files failed:\n  ${failed.map(({ file, why }) => `${file} (${why})`).join('\n  ')}`);
  return failed.length ? 1 : 0;
}

const results = [];
for (const engine of engines.length ? engines : DEFAULT) {
  const start = Date.now();
  console.log(`\n=== browser suite in ${engine} ===`);
  const code = engine === 'webkit' && !namedFiles ? await fileByFile(engine) : await run(engine);
  results.push({ engine, code, seconds: Math.round((Date.now() - start) / 1000) });
}
console.log('\nbrowser suite per engine:');
for (const { engine, code, seconds } of results) console.log(`  ${engine.padEnd(9)} ${code === 0 ? 'passed' : code === 124 ? 'TIMED OUT' : 'FAILED'} in ${seconds} s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
