import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Tilbud } from '../../api/schemas.ts';
import { sorterEtterKilde } from '../../domain/sortering.ts';
import { tilbudQuery } from '../../store/queries/tilbud.ts';
import { useSession } from '../../store/use-session.ts';
import { FjernTilbudDialog } from './FjernTilbudDialog.tsx';
import { TilbudKort } from './TilbudKort.tsx';
import { TilbudSkjelett } from './TilbudSkjelett.tsx';

interface Fjerning {
  tilbud: Tilbud;
  knapp: HTMLButtonElement;
}

/**
 * The offers page (spec §2 "Offers page"): the customer's open offers, sorted as agreements are,
 * each with 'Vis tilbudet' and 'Fjern tilbud'. Fetches only when logged in (spec §6).
 */
export function TilbudScreen() {
  const session = useSession();
  const innlogget = session === 'innlogget';
  const liste = useQuery({ ...tilbudQuery, enabled: innlogget });
  const [fjerning, setFjerning] = useState<Fjerning | null>(null);
  const [status, setStatus] = useState('');
  const overskriftRef = useRef<HTMLHeadingElement>(null);

  const laster = session === 'laster' || (innlogget && liste.isPending);
  const tilbud = liste.data ? sorterEtterKilde(liste.data.tilbud) : [];
  const tom = liste.isSuccess && tilbud.length === 0;

  function lukk(fjernet: boolean) {
    const knapp = fjerning?.knapp;
    setFjerning(null);
    if (fjernet) {
      setStatus('Tilbudet er fjernet');
      overskriftRef.current?.focus();
    } else {
      setStatus('');
      knapp?.focus();
    }
  }

  return (
    <section className="kfp-tilbudside" aria-labelledby="kfp-tilbud-tittel" aria-busy={laster}>
      <h1 id="kfp-tilbud-tittel" className="kfp-tilbudside__tittel" ref={overskriftRef} tabIndex={-1}>
        {tom ? 'Du har ingen tilbud' : 'Tilbudene dine'}
      </h1>
      <p role="status" className="kfp-sr-only">
        {status}
      </p>
      {laster ? <TilbudSkjelett /> : null}
      {session === 'utlogget' ? <p>Logg inn for å se tilbudene dine.</p> : null}
      {liste.isError ? (
        <p className="kfp-feilmelding" role="alert">
          En feil oppsto ved henting av dine tilbud
        </p>
      ) : null}
      {liste.data?.systemSourceError ? (
        <p className="kfp-varsel">Noen av systemene våre er nede...</p>
      ) : null}
      {tilbud.length > 0 ? (
        <ul className="kfp-tilbudside__liste">
          {tilbud.map((t) => (
            <li key={t.policyNumber}>
              <TilbudKort tilbud={t} onFjern={(valgt, knapp) => setFjerning({ tilbud: valgt, knapp })} />
            </li>
          ))}
        </ul>
      ) : null}
      {fjerning ? <FjernTilbudDialog tilbud={fjerning.tilbud} onLukk={lukk} /> : null}
    </section>
  );
}
