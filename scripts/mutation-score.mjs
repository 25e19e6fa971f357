// The last lines of `npm run mutate`: the mutation score per module and overall, read from the JSON
// report Stryker has just written (reports/mutation/mutation.json, or the path given). Stryker's own
// table comes earlier and is followed by its log lines; this puts the figure that matters last.
//
// Score as Stryker counts it: (killed + timed out) / (killed + timed out + survived + not covered).
// Ignored mutants (the named equivalents of stryker.equivalents.mjs) are counted apart, not scored.
import { readFileSync } from 'node:fs';

/** The targets (issue 15): the whole list, and every module of it. */
const MÅL_TOTALT = 90;
const MÅL_MODUL = 80;

const rapportSti = process.argv[2] ?? 'reports/mutation/mutation.json';
let rapport;
try {
  rapport = JSON.parse(readFileSync(rapportSti, 'utf8'));
} catch (error) {
  console.error(`No mutation report at ${rapportSti} (${error.message}): run \`npm run mutate\`.`);
  process.exit(1);
}

const tell = (mutanter) => {
  const antall = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0 };
  for (const { status } of mutanter) if (status in antall) antall[status] += 1;
  const oppdaget = antall.Killed + antall.Timeout;
  const talt = oppdaget + antall.Survived + antall.NoCoverage;
  return { ...antall, oppdaget, talt, score: talt === 0 ? 100 : (100 * oppdaget) / talt };
};

const prosent = (score) => `${score.toFixed(2)} %`;
const moduler = Object.entries(rapport.files)
  .map(([fil, { mutants }]) => ({ fil, ...tell(mutants) }))
  .sort((a, b) => a.score - b.score || a.fil.localeCompare(b.fil));
const bredde = Math.max(...moduler.map(({ fil }) => fil.length));

console.log('');
console.log(`${'Module'.padEnd(bredde)}  ${'score'.padStart(8)}  mutants  survived  no cov.  ignored`);
for (const m of moduler) {
  const merke = m.score < MÅL_MODUL ? `  ← under ${MÅL_MODUL} %` : '';
  console.log(
    `${m.fil.padEnd(bredde)}  ${prosent(m.score).padStart(8)}  ${String(m.talt).padStart(7)}  ${String(m.Survived).padStart(8)}  ${String(m.NoCoverage).padStart(7)}  ${String(m.Ignored).padStart(7)}${merke}`,
  );
}
const alle = tell(Object.values(rapport.files).flatMap(({ mutants }) => mutants));
const under = moduler.filter((m) => m.score < MÅL_MODUL).length;
console.log('');
console.log(
  `Mutation score: ${prosent(alle.score)} of ${alle.talt} mutants in ${moduler.length} modules ` +
    `(${alle.Killed} killed, ${alle.Timeout} timed out, ${alle.Survived} survived, ${alle.NoCoverage} not covered; ` +
    `${alle.Ignored} ignored as named equivalents). Target ${MÅL_TOTALT} % overall: ${alle.score >= MÅL_TOTALT ? 'met' : 'NOT met'}; ` +
    `modules under ${MÅL_MODUL} %: ${under}.`,
);
