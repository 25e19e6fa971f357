// The browser suite in every engine, one after another (the machine may have 2 cores), each a gate:
// the run fails if any engine fails or does not finish in its time.
//   node scripts/test-browser.mjs                      Chromium, then Firefox, then WebKit
//   node scripts/test-browser.mjs --engine webkit      one engine (repeat --engine for several)
//   node scripts/test-browser.mjs --engine firefox .tmp/browser/look/meny.test.js --port 8100
// Other arguments go to web-test-runner as they are. Builds dist/ and the test bundles first.
// KFP_SUITE_TIMEOUT_MIN (default 75) bounds the engines' runs together, inside CI's 90 minutes: each
// engine gets what the ones before it left, so a slow engine on a busy machine is not stopped while
// time is left, and a hung browser still fails with a message. KFP_ENGINE_TIMEOUT_MIN (unset by
// default) caps each engine's run as well.
// WebKit runs each test file in a web-test-runner of its own, bounded by KFP_FILE_TIMEOUT_MIN
// (default 3): a file that hangs WebKit fails by name, and the files after it still run.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
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
const suiteDeadline = Date.now() + Number(process.env.KFP_SUITE_TIMEOUT_MIN || 75) * 60_000;
const engineCapMs = process.env.KFP_ENGINE_TIMEOUT_MIN ? Number(process.env.KFP_ENGINE_TIMEOUT_MIN) * 60_000 : Infinity;
/** The time one engine's run may take from now: the suite's time left, within the engine cap. */
function engineTimeMs() {
  return Math.max(Math.min(engineCapMs, suiteDeadline - Date.now()), 1);
}
/** The setting a run that ran out of time was bounded by, for its message. */
function timeLimitName(limitMs) {
  return limitMs === fileTimeoutMs ? 'KFP_FILE_TIMEOUT_MIN' : limitMs === engineCapMs ? 'KFP_ENGINE_TIMEOUT_MIN' : 'KFP_SUITE_TIMEOUT_MIN';
}
const fileTimeoutMs = Number(process.env.KFP_FILE_TIMEOUT_MIN || 3) * 60_000;
const namedFiles = rest.some((arg) => arg.endsWith('.test.js'));

for (const step of [['build.mjs', '--quiet'], ['test/browser/build-tests.mjs']]) {
  const { status } = spawnSync(process.execPath, step, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

/** How much of a failed file's output is printed again at the end of the run (where CI logs are read). */
const KEEP_CHARS = 12_000;

/** Whether any process of the group `pgid` is still there. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a run's whole process group (web-test-runner, Xvfb, WebKitWebDriver, MiniBrowser and its
 * web and network processes): SIGTERM, then SIGKILL after 5 s. Resolves once none is left, so a
 * second try never starts beside a page process of the first that still spins.
 */
async function stopGroup(pgid) {
  for (const [signal, waitMs] of [
    ['SIGTERM', 5_000],
    ['SIGKILL', 5_000],
  ]) {
    try {
      process.kill(-pgid, signal);
    } catch {
      return; // already gone
    }
    for (let waited = 0; waited < waitMs && groupAlive(pgid); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    if (!groupAlive(pgid)) return;
  }
}

/**
 * What a WebKit run that ran out of time was doing, for the log: its processes with their CPU
 * share, and, where gdb is installed (not in CI), the busiest WebKitWebProcess's main-thread stack.
 * A file that runs out of time is not tried again: it fails the run, by name. Until 2026-11 the
 * framed files got stuck now and then (router/ramme-navigasjon about 1 run in 4 to 7 under load):
 * a lazy chunk waiting in a top-level await when its frame went spun JavaScriptCore's module loader
 * for good (gdb: JIT code queueing microtasks, WebCore parsing the module's URL). No chunk waits
 * there now (test/webkit-repro/tla-ramme/README.md, platform/chunk-ramme-borte). To see what a
 * stuck page runs, set JSC_useSamplingProfiler=1 JSC_samplingProfilerPath=<dir> and call exit(0)
 * in the stuck process from gdb: the profiler writes its top functions at exit.
 */
function webkitSnapshot(pgid) {
  const ps = spawnSync('ps', ['-o', 'pid=,pcpu=,stat=,etime=,args=', '-g', String(pgid)], { encoding: 'utf8' });
  const lines = (ps.stdout || '').split('\n').filter((line) => /WebKit|MiniBrowser|Xvfb/.test(line));
  let text = `webkit: its processes (pid, %cpu, state, elapsed, command):\n  ${lines.map((line) => line.trim().slice(0, 160)).join('\n  ')}`;
  const busiest = lines
    .filter((line) => /WebKitWebProcess/.test(line))
    .map((line) => line.trim().split(/\s+/))
    .sort((a, b) => Number(b[1]) - Number(a[1]))[0];
  const gdb = spawnSync('sh', ['-c', 'command -v gdb'], { encoding: 'utf8' }).stdout.trim();
  if (busiest && gdb) {
    const bt = spawnSync(gdb, ['-p', busiest[0], '-batch', '-ex', 'thread 1', '-ex', 'bt 25'], { encoding: 'utf8', timeout: 30_000 });
    const frames = (bt.stdout || '').split('\n').filter((line) => /^#\d/.test(line));
    text += `\nwebkit: main thread of WebKitWebProcess ${busiest[0]} (gdb):\n  ${frames.map((line) => line.slice(0, 200)).join('\n  ')}`;
  }
  return text;
}

/**
 * A port the system has just given out as free. web-test-runner's own choice starts at 8000 and counts
 * up, so two checkouts' suites on one machine picked the same port now and then (EADDRINUSE before
 * any test ran); the system's ephemeral ports are spread out, so two runs no longer meet there.
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs web-test-runner for one engine; resolves with its exit code, or 124 after the timeout. With
 * `output`, what the run prints is also kept there (its last KEEP_CHARS characters). Without a
 * `--port` among the arguments, the run gets a free port of its own (`freePort`).
 */
async function run(engine, args = rest, limitMs = engineTimeMs(), what = 'the browser suite', output = undefined) {
  const portArgs = args.some((arg) => arg === '--port' || arg.startsWith('--port=')) ? [] : ['--port', String(await freePort())];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/@web/test-runner/dist/bin.js', ...args, ...portArgs], {
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
    let timedOut = false;
    const timer = setTimeout(async () => {
      timedOut = true;
      console.error(
        `\n${engine}: ${what} did not finish within ${Math.round(limitMs / 60_000)} min; stopping it (${timeLimitName(limitMs)})`,
      );
      if (engine === 'webkit') console.error(webkitSnapshot(child.pid));
      await stopGroup(child.pid);
      resolve(124);
    }, limitMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      // Stopped after its time ran out: that resolves (124) once the whole group is gone.
      if (!timedOut) resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** What web-test-runner prints when its port was taken after it chose it. */
const PORT_TAKEN = /listen EADDRINUSE/;

/** One web-test-runner per file, each bounded; resolves 0 only if every file passed. */
async function fileByFile(engine) {
  const engineLimitMs = engineTimeMs();
  const deadline = Date.now() + engineLimitMs;
  const failed = [];
  /** One line per file: its outcome and wall time, printed at the end. */
  const times = [];
  const files = webkitFiles();
  const notYet = Object.entries(WEBKIT_NOT_YET);
  console.log(
    `${engine}: ${files.length} files, each in a run of its own${notYet.length ? `; not yet in ${engine}:` : ', every file of the suite'}`,
  );
  for (const [name, reason] of notYet) console.log(`  ${name}: ${reason}`);
  for (const file of files) {
    const left = deadline - Date.now();
    if (left <= 0) {
      console.error(`\n${engine}: out of time (${timeLimitName(engineLimitMs)}) before ${file}`);
      return 124;
    }
    const fileStart = Date.now();
    const output = { text: '' };
    let code = await run(engine, [file, ...rest], Math.min(fileTimeoutMs, left), file, output);
    // Another program on this machine took the free port between our check and web-test-runner's
    // listen (rare since `freePort`): nothing of the file ran, so it runs once more.
    if (code !== 0 && PORT_TAKEN.test(output.text) && !/\d+ passed|\d+ failed/.test(output.text)) {
      console.log(`${engine}: ${file}: its port was taken by another run before it started; running it once more`);
      output.text = '';
      await new Promise((resolve) => setTimeout(resolve, 2000));
      code = await run(engine, [file, ...rest], Math.min(fileTimeoutMs, Math.max(deadline - Date.now(), 1)), file, output);
    }
    const took = Math.round((Date.now() - fileStart) / 1000);
    times.push(`${(code === 0 ? 'passed' : code === 124 ? 'TIMED OUT' : 'FAILED').padEnd(9)} ${String(took).padStart(4)} s  ${file}`);
    if (code !== 0) failed.push({ file, why: code === 124 ? 'timed out' : 'failed', output: output.text });
  }
  console.log(`\n${engine}: time per file:\n  ${times.join('\n  ')}`);
  // A failed file's own output again, last: a log read from its end shows why it failed.
  for (const { file, why, output } of failed)
    console.error(`\n${engine}: ${file} ${why}; the end of its output:\n${stripVTControlCharacters(output)}`);
  if (failed.length)
    console.error(
      `\n${engine}: ${failed.length} of ${files.length} files failed:\n  ${failed.map(({ file, why }) => `${file} (${why})`).join('\n  ')}`,
    );
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
for (const { engine, code, seconds } of results)
  console.log(`  ${engine.padEnd(9)} ${code === 0 ? 'passed' : code === 124 ? 'TIMED OUT' : 'FAILED'} in ${seconds} s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
