// Commit subjects at most 72 characters, the detail in the body (issue 37, point 8; docs/engineering.md
// "Commits"). History before the rule stays as it is: the check starts after RULE_FROM, the last
// commit before the rule. Where that commit is not in the clone (a shallow clone or an unpacked
// tarball has no such history), the check is skipped and says why, never passes silently.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const RULE_FROM = '656ba07';
const MAX_SUBJECT = 72;
/** Landed in the session that made the rule, before this check ran on them (74–76 characters). */
const BEFORE_THE_CHECK = new Set([
  'e5a0af87855dbe7635d8f8ac2df232959505d1d0',
  'c037226499b04b3a1f357ed1967cbd6e5f4e761c',
  '2d59a4c5627340f10dc1adec894e16755ede098f',
]);

function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

const base = git('rev-parse', '--verify', '--quiet', `${RULE_FROM}^{commit}`);

describe('commit subjects', () => {
  it.skipIf(!base)(`are at most ${MAX_SUBJECT} characters after ${RULE_FROM} (skipped: commit not in this clone)`, () => {
    const subjects = (git('log', '--format=%H %s', `${RULE_FROM}..HEAD`) ?? '').split('\n').filter(Boolean);
    const tooLong = subjects.filter(
      (line) => line.slice(line.indexOf(' ') + 1).length > MAX_SUBJECT && !BEFORE_THE_CHECK.has(line.slice(0, line.indexOf(' '))),
    );
    expect(tooLong, 'shorten these subjects and move the detail to the body').toEqual([]);
  });
});
