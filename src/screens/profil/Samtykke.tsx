import { useMutation } from '../../store/use-query.ts';
import { queryClient } from '../../store/query-client.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { trackKnappeklikk } from '../../analytics/track.ts';
import { oppdaterSamtykke } from '../../api/profil.ts';
import type { Samtykketekst, Skadekunde } from '../../api/schemas.ts';
import { RadioGroup } from '../../components/radio-group/RadioGroup.tsx';
import { SystemfeilBanner } from '../../components/systemfeil-banner/SystemfeilBanner.tsx';
import { reportError } from '../../monitoring/report.ts';
import { skadekundeQuery } from '../../store/queries/oversikt.ts';
import { useAppStore } from '../../store/use-app-store.ts';
import { useEnHandling } from '../felles/en-handling.ts';
import { samtykkeEndring, samtykkeValg } from './regler.ts';
import { TEKSTER } from './tekster.ts';

interface Props {
  tekst: Samtykketekst;
  samtykker: Skadekunde['samtykker'];
}

const VALG = [
  { label: TEKSTER.ja, value: 'ja' },
  { label: TEKSTER.nei, value: 'nei' },
] as const;

/** The element that has focus inside this element's shadow root (or the document). */
function aktivtElement(node: Node): Element | null {
  const rot = node.getRootNode() as Document | ShadowRoot;
  return rot.activeElement;
}

/**
 * One marketing consent (spec §4 "Consent"): title, lead, the text behind 'Vis mer' / 'Vis mindre',
 * and Ja/Nei set from the customer's samtykker. A choice sends `POST samtykke/oppdater`, the radios
 * are disabled while it saves, the customer is fetched again, and the toast 'Samtykket til
 * markedsføring er endret' shows. A failure says so and the radio goes back to what is stored.
 */
export function Samtykke({ tekst, samtykker }: Props) {
  const [visMer, setVisMer] = useState(false);
  const tittelId = useId();
  const tekstId = useId();
  const gruppeRef = useRef<HTMLDivElement>(null);
  const fokusTilbake = useRef(false);
  const visToast = useAppStore((state) => state.visToast);
  // One request per choice: `isPending` lags a render behind two quick choices.
  const enGang = useEnHandling();
  const lagring = useMutation({
    mutationFn: (valg: 'ja' | 'nei') => oppdaterSamtykke(samtykkeEndring(tekst.samtykke, valg === 'ja')),
    onSuccess: async () => {
      await queryClient.invalidate(skadekundeQuery.queryKey);
      visToast({ variant: 'success', content: TEKSTER.samtykkeEndret });
    },
    onError: (error) => reportError(error, { source: 'kfp-profil', message: 'Endring av samtykke feilet' }),
  });

  // While saving, the radios are disabled and the browser drops focus from them: give it back after.
  useEffect(() => {
    if (lagring.isPending || !fokusTilbake.current) return;
    fokusTilbake.current = false;
    const gruppe = gruppeRef.current;
    const mal = gruppe?.querySelector<HTMLInputElement>('input:checked') ?? gruppe?.querySelector<HTMLInputElement>('input');
    mal?.focus();
  }, [lagring.isPending]);

  const lagret = samtykkeValg(samtykker, tekst.samtykke);
  const vist = lagring.isPending ? lagring.variables : lagret;

  return (
    <article className="kfp-samtykke" aria-labelledby={tittelId}>
      <h3 id={tittelId} className="kfp-h3 kfp-samtykke__tittel">
        {tekst.tittel}
      </h3>
      {tekst.ingress ? <p className="kfp-samtykke__ingress">{tekst.ingress}</p> : null}
      {tekst.tekst ? (
        <>
          <div id={tekstId} className="kfp-samtykke__tekst" hidden={!visMer}>
            <p>{tekst.tekst}</p>
          </div>
          <button type="button" className="kfp-tekstknapp" aria-expanded={visMer} aria-controls={tekstId} onClick={() => setVisMer(!visMer)}>
            {visMer ? TEKSTER.visMindre : TEKSTER.visMer}
          </button>
        </>
      ) : null}
      <div ref={gruppeRef} className="kfp-samtykke__valg">
        <RadioGroup
          legend={tekst.tittel}
          legendSrOnly
          name={`samtykke-${tekst.samtykke}`}
          options={VALG}
          value={vist ?? ''}
          disabled={lagring.isPending}
          onChange={(valg) => {
            if (lagring.isPending || (valg !== 'ja' && valg !== 'nei')) return;
            const gruppe = gruppeRef.current;
            fokusTilbake.current = Boolean(gruppe && gruppe.contains(aktivtElement(gruppe)));
            void enGang(() => {
              // The consent's kind and the choice: fixed values, no personal data.
              trackKnappeklikk(`Samtykke ${tekst.samtykke} ${valg}`);
              // A failure is shown and reported by the mutation itself.
              return lagring.mutateAsync(valg).catch(() => undefined);
            });
          }}
        />
        <p role="status" className="kfp-skjema__status">
          {lagring.isPending ? TEKSTER.lagrerSamtykke : ''}
        </p>
      </div>
      {lagring.isError ? <SystemfeilBanner variant="error">{TEKSTER.samtykkeFeilet}</SystemfeilBanner> : null}
    </article>
  );
}
