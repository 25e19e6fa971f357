import type { ReactNode } from 'react';
import { Alert } from '../../components/alert/Alert.tsx';
import { RingOss } from '../felles/RingOss.tsx';
import { TEKSTER } from './tekster.ts';

interface Props {
  /** What failed, in the spec's words where it fixes them (§8), e.g. 'Noe gikk galt ved oppdatering av e-post'. */
  hva: string;
  /** A title above it, where the spec gives the box one ('Noe gikk galt', §8 "Phone update failure"). */
  tittel?: string;
  /** That nothing changed: 'Mobilnummeret ditt er ikke endret.' */
  uendret: string;
  /** A step that must come first, when there is one ('Legg inn e-post først.'). */
  forst?: ReactNode;
}

/**
 * A failed save of the profile, one pattern for every editor (issue 34): what failed, that nothing
 * changed, 'Prøv igjen' and the phone number. It says nothing on its own (role none): the editor's
 * live region (`Meldingsomrade`) it is put in is what is heard.
 */
export function LagringFeilet({ hva, tittel, uendret, forst }: Props) {
  return (
    <Alert variant="error" role="none" className="kfp-lagring-feilet" title={tittel ?? hva} actions={<RingOss tekst="Eller ring oss på" />}>
      {tittel ? <p>{hva}</p> : null}
      <p>{uendret}</p>
      {forst ? <p>{forst}</p> : null}
      <p>{TEKSTER.provIgjenOmLitt}</p>
    </Alert>
  );
}
