// Types of browsers.mjs for TypeScript callers (the unit tests).

/** The oldest firefox-esr the suite runs in. */
export const MIN_FIREFOX: number;
/** What the suite runs on: each Debian package with the program that shows it is installed. */
export function programs(env?: Record<string, string | undefined>): { debPackage: string; program: string }[];
/** The major version in what `firefox-esr --version` prints, or undefined. */
export function firefoxMajor(text: string): number | undefined;
/** What is missing or too old, as Debian package names (each once) with the reason for each. */
export function whatIsMissing(
  wanted: { debPackage: string; program: string }[],
  exists: (path: string) => boolean,
  firefox: number | undefined,
): { packages: string[]; reasons: string[] };
/** The one command that installs (or upgrades) the packages. */
export function installCommand(packages: string[]): string;
/** What to do: nothing, install here, or stop with the command. */
export function decide(
  missing: { packages: string[] },
  here: { root: boolean; apt: boolean; checkOnly: boolean },
): 'ok' | 'install' | 'stop';
