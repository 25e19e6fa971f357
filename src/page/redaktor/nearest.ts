/**
 * The edit distance between two words (optimal string alignment: an insertion, a deletion, a
 * substitution or two neighbours swapped each count 1), ignoring case: 'distributer' is 1 from
 * 'distributor', 'oversigt' 1 from 'oversikt', 'hvor-fornoyd' 1 from 'hvor-fornyod'.
 */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  // Three rows of the table are enough: the one above, the one above that (for swaps), this one.
  let forrige = Array.from({ length: y.length + 1 }, (_, j) => j);
  // Read for a swap only, which the first row never has.
  let forrigeForrige = forrige;
  for (let i = 1; i <= x.length; i++) {
    const rad = [i];
    for (let j = 1; j <= y.length; j++) {
      const ulik = x[i - 1] === y[j - 1] ? 0 : 1;
      let verdi = Math.min(forrige[j]! + 1, rad[j - 1]! + 1, forrige[j - 1]! + ulik);
      // Two neighbours swapped (at the first row or column one side is undefined: no swap).
      if (x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) verdi = Math.min(verdi, forrigeForrige[j - 2]! + 1);
      rad.push(verdi);
    }
    forrigeForrige = forrige;
    forrige = rad;
  }
  return forrige[y.length]!;
}

/**
 * The candidate `ord` was most likely meant to be, for a "did you mean": the nearest one, if it is
 * near enough to be a slip (at most 2 edits, or a third of the word's length for longer words);
 * on a tie the first in `kandidater`. Undefined when none is near, or `ord` is a candidate itself.
 */
export function nearest(ord: string, kandidater: readonly string[]): string | undefined {
  const grense = Math.max(2, Math.floor(ord.length / 3));
  let best: string | undefined;
  let bestAvstand = Infinity;
  for (const kandidat of kandidater) {
    if (kandidat === ord) return undefined;
    const d = editDistance(ord, kandidat);
    if (d < bestAvstand) {
      best = kandidat;
      bestAvstand = d;
    }
  }
  return bestAvstand <= grense ? best : undefined;
}
