import { feiltyper, type Feiltype } from './feiltyper.ts';

interface Props {
  /** One of the error types of spec §8, or 'ikke-funnet'. @default 'generell' */
  type?: string;
}

/** Minimal error page until the shell issue builds the full error screen. */
export function FeilsideScreen({ type = 'generell' }: Props) {
  if (type === 'ikke-funnet') {
    return (
      <section>
        <h1>Denne siden ser ut til å være borte...</h1>
        <a href="/privat/forsikring/oversikt">Til forsikringsoversikten</a>
      </section>
    );
  }
  const feil = feiltyper[(type in feiltyper ? type : 'generell') as Feiltype];
  return (
    <section>
      <h1>{feil.title}</h1>
      <p>{feil.lead}</p>
    </section>
  );
}
