import { useQuery } from '../../store/use-query.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { track } from '../../analytics/track.ts';
import type { Tilbud } from '../../api/schemas.ts';
import { Alert } from '../../components/alert/Alert.tsx';
import { ArrowRightIcon, OfferIcon } from '../../components/icon/ui-icons.tsx';
import { InfoBox } from '../../components/info-box/InfoBox.tsx';
import { Skeleton } from '../../components/loader/Skeleton.tsx';
import { SystemfeilBanner } from '../../components/systemfeil-banner/SystemfeilBanner.tsx';
import { sorterEtterKilde } from '../../domain/sortering.ts';
import { tilbudQuery } from '../../store/queries/tilbud.ts';
import { usePortalPath } from '../../page/host-context.ts';
import { useSession } from '../../store/use-session.ts';
import { LesFeil } from '../felles/LesFeil.tsx';
import { FjernTilbudDialog } from './FjernTilbudDialog.tsx';
import { TilbudKort } from './TilbudKort.tsx';

interface Fjerning {
  tilbud: Tilbud;
  knapp: HTMLButtonElement;
}

/** The partial-outage banner (spec §8 'Partial source failure'). */
const DELVIS_NEDE = { tittel: 'Noen av systemene våre er nede...', tekst: 'Noen tilbud kan mangle i listen. Prøv igjen senere.' };

/**
 * The offers page (spec §2 "Offers page"): the customer's open offers, sorted as agreements are,
 * each with 'Vis tilbudet' and 'Fjern tilbud'. Fetches only when logged in (spec §6). Every state
 * has a next step: none yet (why, and 'Kjøp forsikring'), a failed read ('Prøv igjen' and the phone
 * number), an offer removed (said on screen and to screen readers).
 */
export function TilbudScreen() {
  // Where 'Kjøp forsikring' leads from an empty offers page: the purchase entries below the router's base.
  const kjopForsikring = usePortalPath('kjopsinnganger');
  const session = useSession();
  const innlogget = session === 'innlogget';
  const liste = useQuery({ ...tilbudQuery, enabled: innlogget });
  const [fjerning, setFjerning] = useState<Fjerning | null>(null);
  const [fjernet, setFjernet] = useState<string | null>(null);
  const overskriftRef = useRef<HTMLHeadingElement>(null);

  const laster = session === 'laster' || (innlogget && liste.isPending);
  // The same array and callback from render to render, so the memoised cards skip the renders the dialog causes.
  const tilbud = useMemo(() => (liste.data ? sorterEtterKilde(liste.data.tilbud) : []), [liste.data]);
  const fjern = useCallback((valgt: Tilbud, knapp: HTMLButtonElement) => setFjerning({ tilbud: valgt, knapp }), []);
  const tom = liste.isSuccess && tilbud.length === 0;
  const antallTilbud = liste.data?.tilbud.length;
  const delvisNede = Boolean(liste.data?.systemSourceError) || (liste.data?.forkastet ?? 0) > 0;
  useEffect(() => {
    if (antallTilbud !== undefined) track('Statistikk', { name: 'antall-tilbud', value: antallTilbud });
  }, [antallTilbud]);

  function lukk(erFjernet: boolean) {
    const { knapp, tilbud: valgt } = fjerning ?? {};
    setFjerning(null);
    if (erFjernet) {
      setFjernet(valgt?.name ?? '');
      overskriftRef.current?.focus();
    } else {
      knapp?.focus();
    }
  }

  return (
    <section className="kfp-tilbudside kfp-screen" aria-labelledby="kfp-tilbud-tittel" aria-busy={laster}>
      <div className="kfp-tilbudside__topp">
        <h1 id="kfp-tilbud-tittel" className="kfp-h1 kfp-tilbudside__tittel" ref={overskriftRef} tabIndex={-1}>
          {tom ? 'Du har ingen tilbud' : 'Tilbudene dine'}
        </h1>
        {!tom && <p className="kfp-lead">Tilbud du har fått eller bedt om. Et tilbud gjelder til datoen som står på det.</p>}
      </div>
      {/* Polite, and present from the start, so the confirmation and the outage banner are heard when they appear. */}
      <div role="status" className="kfp-tilbudside__status">
        {delvisNede && <p className="kfp-sr-only">{`${DELVIS_NEDE.tittel} ${DELVIS_NEDE.tekst}`}</p>}
        {fjernet !== null && (
          <Alert variant="success" role="none" title="Tilbudet er fjernet">
            {fjernet ? `Tilbudet på ${fjernet} er fjernet fra listen din.` : 'Tilbudet er fjernet fra listen din.'}
          </Alert>
        )}
      </div>
      {laster ? (
        <div className="kfp-tilbudside__liste" aria-hidden="true">
          {[0, 1].map((n) => (
            <div key={n} className="kfp-tilbud kfp-tilbud--skjelett">
              <Skeleton width="45%" />
              <Skeleton shape="text" width="70%" />
              <Skeleton shape="text" width="30%" />
            </div>
          ))}
        </div>
      ) : null}
      {session === 'utlogget' ? <p>Logg inn for å se tilbudene dine.</p> : null}
      {liste.isError ? <LesFeil tittel="En feil oppsto ved henting av dine tilbud" provIgjen={() => liste.refetch()} /> : null}
      {delvisNede ? (
        <SystemfeilBanner tittel={DELVIS_NEDE.tittel} kunngjortAvSiden>
          <p>{DELVIS_NEDE.tekst}</p>
        </SystemfeilBanner>
      ) : null}
      {tom ? (
        <InfoBox
          icon={<OfferIcon />}
          title="Her kommer tilbudene dine"
          headingLevel={2}
          action={
            <a href={kjopForsikring}>
              Kjøp forsikring
              <ArrowRightIcon />
            </a>
          }
        >
          Når du ber om et tilbud på nett, hos oss eller i banken, finner du det her. Du kan også se hva du kan forsikre og kjøpe forsikring
          direkte.
        </InfoBox>
      ) : null}
      {tilbud.length > 0 ? (
        <ul className="kfp-tilbudside__liste">
          {tilbud.map((t) => (
            <li key={t.policyNumber}>
              <TilbudKort tilbud={t} onFjern={fjern} />
            </li>
          ))}
        </ul>
      ) : null}
      {fjerning ? <FjernTilbudDialog tilbud={fjerning.tilbud} onLukk={lukk} /> : null}
    </section>
  );
}
