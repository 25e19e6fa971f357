import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { track } from '../../analytics/track.ts';
import type { Tilbud } from '../../api/schemas.ts';
import { Skeleton } from '../../components/loader/Skeleton.tsx';
import { SystemfeilBanner } from '../../components/systemfeil-banner/SystemfeilBanner.tsx';
import { sorterEtterKilde } from '../../domain/sortering.ts';
import { tilbudQuery } from '../../store/queries/tilbud.ts';
import { useSession } from '../../store/use-session.ts';
import { FjernTilbudDialog } from './FjernTilbudDialog.tsx';
import { TilbudKort } from './TilbudKort.tsx';

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
  const antallTilbud = liste.data?.tilbud.length;
  useEffect(() => {
    if (antallTilbud !== undefined) track('Statistikk', { name: 'antall-tilbud', value: antallTilbud });
  }, [antallTilbud]);

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
      {laster ? (
        <div className="kfp-tilbudside__liste" aria-hidden="true">
          {[0, 1].map((n) => (
            <div key={n} className="kfp-tilbud">
              <Skeleton width="45%" />
              <Skeleton shape="text" width="70%" />
              <Skeleton shape="text" width="30%" />
            </div>
          ))}
        </div>
      ) : null}
      {session === 'utlogget' ? <p>Logg inn for å se tilbudene dine.</p> : null}
      {liste.isError ? <SystemfeilBanner variant="error">En feil oppsto ved henting av dine tilbud</SystemfeilBanner> : null}
      {liste.data?.systemSourceError || (liste.data?.forkastet ?? 0) > 0 ? <SystemfeilBanner>Noen av systemene våre er nede...</SystemfeilBanner> : null}
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
