// The browsers the suite needs, found before the first test runs (issue 37): Debian's chromium,
// firefox-esr (new enough for the Firefox launcher) and webkit2gtk-driver, with xvfb and xdotool
// for WebKit's window. `npm test` calls this first:
//   node scripts/browsers.mjs            check; as root with apt-get, install or upgrade what is
//                                        missing (one line says what), else stop with the command
//   node scripts/browsers.mjs --check    check only: exit 1 with the command to run
// CHROME_PATH, FIREFOX_PATH, WEBKIT_WEBDRIVER_PATH and WEBKIT_MINIBROWSER_PATH point elsewhere, as
// the launchers read them.
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The oldest firefox-esr the suite runs in: the Firefox launcher sets the screen orientation with
 * WebDriver BiDi's `emulation.setScreenOrientationOverride`, which ESR 140 answers with "unknown
 * command" (every Firefox file fails) and ESR 153 knows.
 */
export const MIN_FIREFOX = 153;

/**
 * What the suite runs on: each Debian package with the program that shows it is installed.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ debPackage: string, program: string }[]}
 */
export function programs(env = process.env) {
  return [
    { debPackage: 'chromium', program: env.CHROME_PATH || '/usr/bin/chromium' },
    { debPackage: 'firefox-esr', program: env.FIREFOX_PATH || '/usr/bin/firefox-esr' },
    { debPackage: 'webkit2gtk-driver', program: env.WEBKIT_WEBDRIVER_PATH || '/usr/bin/WebKitWebDriver' },
    { debPackage: 'webkit2gtk-driver', program: env.WEBKIT_MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser' },
    { debPackage: 'xvfb', program: '/usr/bin/Xvfb' },
    { debPackage: 'xdotool', program: '/usr/bin/xdotool' },
  ];
}

/**
 * The major version in what `firefox-esr --version` prints ("Mozilla Firefox 153.8.0esr"), or
 * undefined when it says none.
 * @param {string} text
 */
export function firefoxMajor(text) {
  const match = /Firefox\s+(\d+)\./.exec(text);
  return match ? Number(match[1]) : undefined;
}

/**
 * What is missing or too old, as Debian package names (each once) with the reason for each.
 * @param {{ debPackage: string, program: string }[]} wanted
 * @param {(path: string) => boolean} exists
 * @param {number | undefined} firefox the installed Firefox's major version, when it is there
 * @returns {{ packages: string[], reasons: string[] }}
 */
export function whatIsMissing(wanted, exists, firefox) {
  const packages = [];
  const reasons = [];
  for (const { debPackage, program } of wanted) {
    if (exists(program)) continue;
    if (!packages.includes(debPackage)) packages.push(debPackage);
    reasons.push(`${program} is missing`);
  }
  if (!packages.includes('firefox-esr') && firefox !== undefined && firefox < MIN_FIREFOX) {
    packages.push('firefox-esr');
    reasons.push(`firefox-esr ${firefox} is too old (the Firefox launcher needs ${MIN_FIREFOX} or newer)`);
  }
  return { packages, reasons };
}

/**
 * The one command that installs (or upgrades) the packages.
 * @param {string[]} packages
 */
export function installCommand(packages) {
  return `apt-get update && apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

/**
 * What to do: nothing, install here (root with apt-get and not --check), or stop with the command.
 * @param {{ packages: string[] }} missing
 * @param {{ root: boolean, apt: boolean, checkOnly: boolean }} here
 * @returns {'ok' | 'install' | 'stop'}
 */
export function decide(missing, here) {
  if (missing.packages.length === 0) return 'ok';
  return here.root && here.apt && !here.checkOnly ? 'install' : 'stop';
}

function exists(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function installedFirefox(env) {
  const path = programs(env)[1].program;
  if (!exists(path)) return undefined;
  const { stdout } = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return firefoxMajor(stdout || '');
}

function check(env) {
  return whatIsMissing(programs(env), exists, installedFirefox(env));
}

function main() {
  const env = process.env;
  const checkOnly = process.argv.includes('--check');
  const missing = check(env);
  const here = { root: process.getuid?.() === 0, apt: exists('/usr/bin/apt-get'), checkOnly };
  const what = decide(missing, here);
  if (what === 'ok') return 0;
  const command = installCommand(missing.packages);
  if (what === 'stop') {
    console.error(`browsers: the browser suite cannot run here: ${missing.reasons.join('; ')}.`);
    console.error(`browsers: install Debian's packages first (as root): ${command}`);
    return 1;
  }
  console.log(`browsers: installing Debian's ${missing.packages.join(' ')} (${missing.reasons.join('; ')})`);
  // apt-get's own chatter (debconf's notes) is printed only when it fails.
  const apt = { encoding: 'utf8', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...missing.packages],
  ]) {
    const { status, stderr } = spawnSync('apt-get', args, apt);
    if (status !== 0) {
      console.error(stderr);
      console.error(`browsers: apt-get ${args[0]} failed (exit ${status}); run it yourself: ${command}`);
      return 1;
    }
  }
  const after = check(env);
  if (after.packages.length) {
    console.error(`browsers: still not ready after apt-get: ${after.reasons.join('; ')}.`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main());
