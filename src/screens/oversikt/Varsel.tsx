import { SystemfeilBanner } from '../../components/systemfeil-banner/SystemfeilBanner.tsx';

/** The partial-outage banner (spec §8 'Partial source failure'). */
const DELVIS_NEDE = {
  tittel: 'Noen av systemene våre er nede...',
  tekst: 'Noen forsikringer eller tilbud kan mangle i oversikten. Prøv igjen senere.',
};
/** The general banner (spec §8), and the next step after the spec's words (issue 34). */
const GENERELL_FEIL = {
  tittel: 'Vi opplever for tiden problemer med noen av systemene våre',
  tekst: 'Noe av det du ser her, kan mangle. Prøv igjen om litt.',
};

/**
 * The overview's one system-error banner: the partial outage, or the general one. It is no live
 * region: the overview speaks `varselTekst` through its own status region, there from the start.
 */
export function OversiktVarsel({ delvisNede }: { delvisNede: boolean }) {
  return delvisNede ? (
    <SystemfeilBanner tittel={DELVIS_NEDE.tittel} kunngjortAvSiden>
      <p>{DELVIS_NEDE.tekst}</p>
    </SystemfeilBanner>
  ) : (
    <SystemfeilBanner tittel={GENERELL_FEIL.tittel} kunngjortAvSiden>
      <p>{GENERELL_FEIL.tekst}</p>
    </SystemfeilBanner>
  );
}

/** What the overview's status region says when the banner shows. */
export function varselTekst(delvisNede: boolean): string {
  const { tittel, tekst } = delvisNede ? DELVIS_NEDE : GENERELL_FEIL;
  return `${tittel} ${tekst}`;
}
