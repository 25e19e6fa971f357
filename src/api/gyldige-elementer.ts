/**
 * Per-record validation of the backend's lists: one bad record never hides the rest.
 *
 * A list answer (agreements, offers, tasks, addresses, recommendations, consent texts, …) is checked
 * record by record: the valid ones are kept, the invalid ones dropped, and the drop is noted so that
 * the client can report it (`samleForkastede`) and the screen can show that something is missing
 * (`forkastet` in the output). What is noted is only the list's name, the counts and the paths of the
 * fields that failed (`systemSource`, `monthlyPrice`): never a value, since values are policy
 * numbers, names and national identity numbers.
 */
import * as v from 'valibot';

/** What one list dropped: no values, only where they failed. */
export interface ForkastedeElementer {
  /** The list's name in the answer, e.g. 'avtaler'. */
  liste: string;
  /** How many records were dropped. */
  antall: number;
  /** How many records the list had. */
  av: number;
  /** The failing fields' paths inside a record, unique, e.g. ['systemSource', 'monthlyPrice']. */
  felter: string[];
}

/** The valid records of a list, and how many were dropped. */
export interface Utvalg<T> {
  elementer: T[];
  forkastet: number;
}

let samler: ForkastedeElementer[] | undefined;

/**
 * Runs `parse` (a synchronous valibot parse) and returns its result with every list drop noted
 * while it ran. Parsing is synchronous, so one module-level collector is safe.
 */
export function samleForkastede<T>(parse: () => T): { resultat: T; forkastede: ForkastedeElementer[] } {
  const forrige = samler;
  const forkastede: ForkastedeElementer[] = [];
  samler = forkastede;
  try {
    return { resultat: parse(), forkastede };
  } finally {
    samler = forrige;
  }
}

/**
 * A list schema that keeps the records `element` accepts and drops the rest (noting the drop). The
 * answer must still be a list: anything else fails as usual.
 *
 * @param element - the schema of one record
 * @param liste - the list's name for the report, e.g. 'avtaler'
 * @example
 * const Avtaler = gyldigeElementer(Avtale, 'avtaler');
 * v.parse(Avtaler, [godAvtale, { policyNumber: 123 }]) // { elementer: [godAvtale], forkastet: 1 }
 */
export function gyldigeElementer<TSchema extends v.GenericSchema>(element: TSchema, liste: string) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((records): Utvalg<v.InferOutput<TSchema>> => {
      const elementer: v.InferOutput<TSchema>[] = [];
      const felter = new Set<string>();
      let forkastet = 0;
      for (const record of records) {
        const resultat = v.safeParse(element, record);
        if (resultat.success) {
          elementer.push(resultat.output);
        } else {
          forkastet += 1;
          for (const issue of resultat.issues) felter.add(v.getDotPath(issue)?.replace(/\.\d+(?=\.|$)/g, '[]') ?? '(posten)');
        }
      }
      if (forkastet > 0) samler?.push({ liste, antall: forkastet, av: records.length, felter: [...felter] });
      return { elementer, forkastet };
    }),
  );
}

/** The same, when the answer only needs the valid records (the drop is still noted and reported). */
export function bareGyldigeElementer<TSchema extends v.GenericSchema>(element: TSchema, liste: string) {
  return v.pipe(
    gyldigeElementer(element, liste),
    v.transform((utvalg) => utvalg.elementer),
  );
}
