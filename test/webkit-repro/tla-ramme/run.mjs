// Runs index.html in WebKitGTK's MiniBrowser (through the suite's WebDriver launcher, under an Xvfb
// of its own) and says whether the page process spins. See README.md.
//   setsid node test/webkit-repro/tla-ramme/run.mjs [runs] [--uten-tla | --pause]
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webkitLauncher } from '../../browser/launchers/webkit.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const runs = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) || 1);
/** --uten-tla: the control, the frame's module without top-level await; --pause: an await on a timer. */
const variant = process.argv.includes('--uten-tla') ? '?uten-tla' : process.argv.includes('--pause') ? '?pause' : '';
const server = createServer((req, res) => {
  const name = new URL(req.url, 'http://x').pathname.slice(1) || 'index.html';
  try {
    const body = readFileSync(join(here, name.replace(/[^\w.-]/g, '')));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/index.html${variant}`;

/** CPU seconds used so far by every WebKitWebProcess of this process group. */
function webProcessCpu() {
  return webProcesses().reduce((sum, { cpu }) => sum + cpu, 0);
}

/** This process group's WebKitWebProcesses: pid and CPU seconds used so far. */
function webProcesses() {
  const pgid = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')[2];
  const found = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (comm.startsWith('WebKitWebProces') && fields[2] === pgid) found.push({ pid, cpu: (Number(fields[11]) + Number(fields[12])) / 100 });
    } catch {
      // gone
    }
  }
  return found;
}

const launcher = webkitLauncher();
let spins = 0;
for (let run = 1; run <= runs; run++) {
  const id = `repro-${run}`;
  await launcher.startSession(id, url);
  const webdriverId = launcher.webdriverId(id);
  let title = '';
  const start = Date.now();
  while (Date.now() - start < 15_000 && title !== 'levende') {
    const response = await fetch(`http://127.0.0.1:${launcher.port}/session/${webdriverId}/execute/sync`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ script: 'return document.title', args: [] }),
      signal: AbortSignal.timeout(3_000),
    }).catch(() => undefined);
    title = response ? ((await response.json()).value ?? '') : '(no answer)';
    if (title !== 'levende') await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const cpu0 = webProcessCpu();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const cpuPerSecond = (webProcessCpu() - cpu0) / 5;
  const stuck = title !== 'levende';
  if (stuck) spins++;
  console.log(`run ${run}: title '${title}' after ${Math.round((Date.now() - start) / 1000)} s; page processes used ${Math.round(cpuPerSecond * 100)} % CPU over the last 5 s: ${stuck ? 'SPINS' : 'ok'}`);
  if (stuck) {
    console.log(`page processes: ${webProcesses().map(({ pid }) => pid).join(' ')}`);
    // REPRO_HOLD=<s>: keep them that long (to take a stack with gdb) before they are stopped.
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.REPRO_HOLD || 0) * 1000));
    break;
  } // a spinning page process does not end its session
  await launcher.stopSession(id);
}
console.log(`${spins} of ${runs} runs spun`);
server.close();
// The launcher's temporary home; its own clean-up needs a session that ends, and a spinning one does not.
if (launcher.home) rmSync(launcher.home, { recursive: true, force: true });
// Xvfb, WebKitWebDriver, MiniBrowser and a spinning page process go with the process group.
process.kill(-process.pid, 'SIGKILL');
