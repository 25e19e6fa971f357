import { useMutation, useQuery } from '../../store/use-query.ts';
import { queryClient } from '../../store/query-client.ts';
import { useEffect, useId, useRef } from 'react';
import { trackKnappeklikk } from '../../analytics/track.ts';
import { oppdaterReservasjon } from '../../api/profil.ts';
import { ErrorIcon } from '../../components/icon/ui-icons.tsx';
import { Skeleton } from '../../components/loader/Skeleton.tsx';
import { RadioGroup } from '../../components/radio-group/RadioGroup.tsx';
import { SystemfeilBanner } from '../../components/systemfeil-banner/SystemfeilBanner.tsx';
import { reportError } from '../../monitoring/report.ts';
import { reservasjonQuery } from '../../store/queries/profil.ts';
import { useAppStore } from '../../store/use-app-store.ts';
import { TEKSTER } from './tekster.ts';

const VALG = [
  { label: TEKSTER.ja, value: 'ja' },
  { label: TEKSTER.nei, value: 'nei' },
] as const;

/**
 * The reservation consent (spec §3 `harReservasjon`, §7 `GET samtykke/reservasjon/hent`,
 * `POST samtykke/reservasjon`), as the marketing consents work (spec §4 "Consent"): Ja/Nei from
 * what is stored, disabled while a choice saves, read again, then a toast; a failure says so and
 * the radio goes back. 'Ja' means the customer has reserved herself (`harReservasjon: true`).
 */
export function Reservasjon() {
  const tittelId = useId();
  const gruppeRef = useRef<HTMLDivElement>(null);
  const fokusTilbake = useRef(false);
  const visToast = useAppStore((state) => state.visToast);
  const lest = useQuery(reservasjonQuery);
  const lagring = useMutation({
    mutationFn: (valg: 'ja' | 'nei') => oppdaterReservasjon(valg === 'ja'),
    onSuccess: async () => {
      await queryClient.invalidate(reservasjonQuery.queryKey);
      visToast({ variant: 'success', content: TEKSTER.reservasjonEndret });
    },
    onError: (error) => reportError(error, { source: 'kfp-profil', message: 'Endring av reservasjon feilet' }),
  });

  // While saving, the radios are disabled and the browser drops focus from them: give it back after.
  useEffect(() => {
    if (lagring.isPending || !fokusTilbake.current) return;
    fokusTilbake.current = false;
    const gruppe = gruppeRef.current;
    (gruppe?.querySelector<HTMLInputElement>('input:checked') ?? gruppe?.querySelector<HTMLInputElement>('input'))?.focus();
  }, [lagring.isPending]);

  const lagret = lest.data ? (lest.data.harReservasjon ? 'ja' : 'nei') : undefined;
  const vist = lagring.isPending ? lagring.variables : lagret;

  return (
    <article className="kfp-samtykke" aria-labelledby={tittelId}>
      <h3 id={tittelId} className="kfp-h3 kfp-samtykke__tittel">
        {TEKSTER.reservasjonTittel}
      </h3>
      <p className="kfp-samtykke__ingress">{TEKSTER.reservasjonIngress}</p>
      {lest.isPending ? <Skeleton shape="text" width="30%" /> : null}
      {lest.isError ? (
        <p role="status" className="kfp-rad__verdi--feil">
          <ErrorIcon className="kfp-rad__feilikon" />
          <span>{TEKSTER.reservasjonFeil}</span>
        </p>
      ) : null}
      {lest.data ? (
        <div ref={gruppeRef} className="kfp-samtykke__valg">
          <RadioGroup
            legend={TEKSTER.reservasjonTittel}
            legendSrOnly
            name="samtykke-reservasjon"
            options={VALG}
            value={vist ?? ''}
            disabled={lagring.isPending}
            onChange={(valg) => {
              if (lagring.isPending || (valg !== 'ja' && valg !== 'nei')) return;
              const gruppe = gruppeRef.current;
              fokusTilbake.current = Boolean(gruppe && gruppe.contains((gruppe.getRootNode() as ShadowRoot | Document).activeElement));
              trackKnappeklikk(`Samtykke RESERVASJON ${valg}`);
              lagring.mutate(valg);
            }}
          />
          <p role="status" className="kfp-skjema__status">
            {lagring.isPending ? TEKSTER.lagrerSamtykke : ''}
          </p>
        </div>
      ) : null}
      {lagring.isError ? <SystemfeilBanner variant="error">{TEKSTER.samtykkeFeilet}</SystemfeilBanner> : null}
    </article>
  );
}
