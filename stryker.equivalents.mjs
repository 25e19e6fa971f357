// Mutants no test can kill, named one by one with the reason (issue 15: "none silently excused").
//
// Prefer a test, or code that no longer has the equivalent mutant (see docs/engineering.md). What is
// left goes here: the file, the exact source text of the code Stryker mutates (the node: an
// expression, a regex literal, a statement; `within`: the source text of its parent, when the code
// alone is not unique), and why the mutant changes nothing a customer, a host page or a test could
// see. Stryker ignores by node: every mutant of that node is ignored (the report lists each as
// "Ignored" with the reason), so name the smallest node, and say when a killable mutant of the same
// node is ignored with it. A unit test (test/unit/mutation/equivalents.test.ts) checks that each
// text still occurs exactly once in its file.
import { PluginKind, declareClassPlugin } from '@stryker-mutator/api/plugin';

/** @type {{ file: string; code: string; within?: string; reason: string }[]} */
export const equivalents = [
  {
    file: 'src/api/innlogging-vakt.ts',
    code: 'path.length > 1',
    reason:
      "Mutants 'true' and '>= 1': both the target's and the page's path go through the same trimming, and a URL's pathname is never empty, so trimming the lone '/' too gives the same comparison for every pair but '/' against '//', a page no host serves. (Its 'false' mutant, killed by the trailing-slash tests, is ignored with them.)",
  },
  {
    file: 'src/mobilapp/lenker.ts',
    code: '!url || !isSafeHref(url)',
    reason:
      "Mutants 'false' and '&&': defence in depth; eksternLenke refuses every address this check refuses (assertGyldigEksternUrl checks schemes and control characters, own-site paths need isSafeHref) and its throw is caught into the same undefined. (Its 'true' mutant and those of its parts, killed by the link tests, are ignored with them.)",
  },
  {
    file: 'src/mobilapp/lenker.ts',
    code: 'if (!isSafeHref(url)) return undefined;',
    reason:
      "Mutant 'false': defence in depth; in the app an unsafe address fails egenSide's isSafeHref and then nettleserUrl's assertGyldigEksternUrl, whose throw is caught into the same undefined. (Its 'true' mutant, killed by the link tests, is ignored with it.)",
  },
  {
    file: 'src/market-source/sync.ts',
    code: 'watchingContext = true',
    reason:
      'Without the flag each later logged-in notice adds another watcher of the same client-context query: the query is fetched once either way and the market source is stored only when empty, so the flag saves subscriptions, nothing a customer or a request log shows.',
  },
  {
    file: 'src/screens/kjopsinnganger/kjopslenke.ts',
    code: '[]',
    within: 'produkt.konfig ?? []',
    reason:
      "A product without configured keys and one whose key list is ['Stryker was here'] find no configured address alike: kjopUrls holds only the KjopUrlKey keys the config schema knows.",
  },
  {
    file: 'src/format/number.ts',
    code: 'heltall === undefined',
    reason:
      "Mutant 'false': defence in depth; the text it would build, 'undefined.<decimals>', is refused by DESIMALTALL in parseTall, which then gives the same undefined. (Its 'true' and '!==' mutants, killed by the number tests, are ignored with it.)",
  },
  {
    file: 'src/format/number.ts',
    code: '/^[+\\-\\u2212]/',
    reason:
      "Mutant without '^': a sign found later in the text makes parseTall drop the first character instead, but the sign stays in the rest, which DESIMALTALL refuses just as it refuses the unchanged text. (The literal's other mutants, killed by the sign tests, are ignored with it: Stryker ignores by node.)",
  },
  {
    file: 'src/format/number.ts',
    code: 'normalisert === undefined',
    reason:
      "Mutant 'false': DESIMALTALL.test(undefined) tests the text 'undefined', which it refuses, so parseTall gives the same undefined; the check is there for the type. (Its 'true' and '!==' mutants, killed by the number tests, are ignored with it.)",
  },
  {
    file: 'src/store/server-cache.ts',
    code: '++entry.token',
    reason:
      "Mutant '--entry.token': the token only ever changes here, so counting down gives every request a token no earlier request of the read had, just as counting up does; `current()` tells the latest request from an earlier one the same way.",
  },
  {
    file: 'src/store/server-cache.ts',
    code: 'false',
    within: 'retryCancelled: false',
    reason:
      "Mutant 'true' (a new entry's retryCancelled): the flag is read only while a request is out, and fetchEntry sets it to false before it sends the first one; only an observer leaving while a request is out sets it again. The starting value is never read.",
  },
];

/** Stryker ignorer: skips the nodes named above, giving their reason. */
class NamedEquivalents {
  /** @param {import('@babel/core').NodePath} path */
  shouldIgnore(path) {
    const { node } = path;
    const filename = path.hub?.file?.opts?.filename;
    if (typeof filename !== 'string' || node.start == null || node.end == null) return undefined;
    const file = filename.replaceAll('\\', '/');
    for (const equivalent of equivalents) {
      if (!file.endsWith(`/${equivalent.file}`) || node.end - node.start !== equivalent.code.length) continue;
      if (path.getSource() !== equivalent.code) continue;
      if (equivalent.within === undefined || path.parentPath?.getSource() === equivalent.within) return `Equivalent: ${equivalent.reason}`;
    }
    return undefined;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'kfp-equivalents', NamedEquivalents)];
