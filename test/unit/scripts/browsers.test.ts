import { describe, expect, it } from 'vitest';
import { MIN_FIREFOX, decide, firefoxMajor, installCommand, programs, whatIsMissing } from '../../../scripts/browsers.mjs';

const alle = programs({});
const finnes = (unntatt: string[]) => (path: string) => !unntatt.includes(path);

describe('the browsers the suite needs', () => {
  it('names every Debian package the suite runs on, each with the program that shows it', () => {
    expect([...new Set(alle.map((p) => p.debPackage))]).toEqual(['chromium', 'firefox-esr', 'webkit2gtk-driver', 'xvfb', 'xdotool']);
    expect(
      programs({ CHROME_PATH: '/opt/c', FIREFOX_PATH: '/opt/f' })
        .slice(0, 2)
        .map((p) => p.program),
    ).toEqual(['/opt/c', '/opt/f']);
  });

  it('reads the major version of what firefox-esr --version prints', () => {
    expect(firefoxMajor('Mozilla Firefox 153.8.0esr\n')).toBe(153);
    expect(firefoxMajor('Mozilla Firefox 140.5.0esr')).toBe(140);
    expect(firefoxMajor('')).toBeUndefined();
  });

  it('lists nothing when all is there and Firefox is new enough', () => {
    expect(whatIsMissing(alle, finnes([]), MIN_FIREFOX)).toEqual({ packages: [], reasons: [] });
  });

  it('lists each missing package once, with the program that was not found', () => {
    const missing = whatIsMissing(
      alle,
      finnes(['/usr/bin/WebKitWebDriver', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/bin/Xvfb']),
      MIN_FIREFOX,
    );
    expect(missing.packages).toEqual(['webkit2gtk-driver', 'xvfb']);
    expect(missing.reasons).toEqual([
      '/usr/bin/WebKitWebDriver is missing',
      '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser is missing',
      '/usr/bin/Xvfb is missing',
    ]);
  });

  it('asks for a newer firefox-esr when the installed one is older than the launcher needs', () => {
    expect(MIN_FIREFOX).toBe(153);
    expect(whatIsMissing(alle, finnes([]), 140)).toEqual({
      packages: ['firefox-esr'],
      reasons: ['firefox-esr 140 is too old (the Firefox launcher needs 153 or newer)'],
    });
    expect(whatIsMissing(alle, finnes([]), 153).packages).toEqual([]);
  });

  it('installs as root with apt-get, and otherwise stops with the one command to run', () => {
    const missing = { packages: ['chromium'] };
    expect(decide({ packages: [] }, { root: false, apt: false, checkOnly: false })).toBe('ok');
    expect(decide(missing, { root: true, apt: true, checkOnly: false })).toBe('install');
    expect(decide(missing, { root: true, apt: true, checkOnly: true })).toBe('stop');
    expect(decide(missing, { root: false, apt: true, checkOnly: false })).toBe('stop');
    expect(decide(missing, { root: true, apt: false, checkOnly: false })).toBe('stop');
    expect(installCommand(['chromium', 'xvfb'])).toBe('apt-get update && apt-get install -y --no-install-recommends chromium xvfb');
  });
});
