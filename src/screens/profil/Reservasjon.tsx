import { useMutation, useQuery } from '../../store/use-query.ts';
import { queryClient } from '../../store/query-client.ts';
import { useDeferredValue, useId, useState } from 'react';
import { oppdaterReservasjon } from '../../api/profil.ts';
import { ErrorIcon } from '../../components/icon/ui-icons.tsx';
import { Skeleton } from '../../components/loader/Skeleton.tsx';
import { reportError } from '../../monitoring/report.ts';
import { reservasjonQuery } from '../../store/queries/profil.ts';
import { Samtykkevalg, trackSamtykkevalg, type Valg } from './Samtykkevalg.tsx';
import { TEKSTER } from './tekster.ts';

/**
 * The reservation consent (spec §3 `harReservasjon`, §7 `GET samtykke/reservasjon/hent`,
 * `POST samtykke/reservasjon`), as the marketing consents work (`Samtykkevalg`: Ja/Nei from what is
 * stored, 'Lagre', one save at a time, read again, then a toast). 'Ja' means the customer has
 * reserved herself (`harReservasjon: true`); a line says plainly that it goes before the marketing
 * consent, so the two Ja/Nei never read as a double negative (issue 34).
 */
export function Reservasjon() {
  const tittelId = useId();
  const sporsmalId = useId();
  const forklaringId = useId();
  const lest = useQuery(reservasjonQuery);
  // Its first answer is rendered in the background, as the rest of the profile's data (ProfilScreen):
  // the radios come in a pass of their own, not in the frame the answer was told in (issue 35).
  // Later answers (after a save) show at once.
  const [vist, setVist] = useState(false);
  const svarIBakgrunnen = useDeferredValue(lest.data !== undefined);
  const visSvar = lest.data !== undefined && (vist || svarIBakgrunnen);
  if (visSvar && !vist) setVist(true);
  const lagring = useMutation({
    mutationFn: (valg: Valg) => oppdaterReservasjon(valg === 'ja'),
    onMutate: (valg) => trackSamtykkevalg('RESERVASJON', valg),
    // Returned, so the save is done once the reservation is read again.
    onSuccess: () => queryClient.invalidate(reservasjonQuery.queryKey),
    onError: (error) => reportError(error, { source: 'kfp-profil', message: 'Endring av reservasjon feilet' }),
  });
  const lagret: Valg | undefined = lest.data ? (lest.data.harReservasjon ? 'ja' : 'nei') : undefined;

  return (
    <article className="kfp-samtykke" aria-labelledby={tittelId}>
      <h3 id={tittelId} className="kfp-h3 kfp-samtykke__tittel">
        {TEKSTER.reservasjonTittel}
      </h3>
      <p id={sporsmalId} className="kfp-samtykke__ingress">
        {TEKSTER.reservasjonIngress}
      </p>
      <p id={forklaringId} className="kfp-samtykke__ingress">
        {TEKSTER.reservasjonForklaring}
      </p>
      {lest.isPending || (lest.data && !visSvar) ? <Skeleton shape="text" width="30%" /> : null}
      {lest.isError ? (
        <p role="status" className="kfp-rad__verdi--feil">
          <ErrorIcon className="kfp-rad__feilikon" />
          <span>{TEKSTER.reservasjonFeil}</span>
        </p>
      ) : null}
      {lest.data && visSvar ? (
        <Samtykkevalg
          tittel={TEKSTER.reservasjonTittel}
          sporsmalId={`${sporsmalId} ${forklaringId}`}
          navn="samtykke-reservasjon"
          lagret={lagret}
          lagre={(valg) => lagring.mutateAsync(valg)}
          opptatt={lagring.isPending}
          endret={TEKSTER.reservasjonEndret}
          uendret={TEKSTER.reservasjonUendret}
        />
      ) : null}
    </article>
  );
}
