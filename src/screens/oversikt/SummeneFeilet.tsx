import css from './summene-feilet.css';

/**
 * What the sums box says when the agreements (and with them the backend's sums, spec §3) could not
 * be read, with the next step: the agreements' 'Prøv igjen' right below (issue 34). The box keeps
 * its place and size (`summeneFeiletStyles`), so nothing below it moves.
 */
export function SummeneFeilet() {
  return <p className="ov-summene-feilet">Vi klarte ikke å hente det du betaler. Prøv igjen under Forsikringene dine.</p>;
}

export const summeneFeiletStyles: readonly string[] = [css];
