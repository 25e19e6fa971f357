import { useMutation } from '../../store/use-query.ts';
import { queryClient } from '../../store/query-client.ts';
import { useId, useState } from 'react';
import { oppdaterSamtykke } from '../../api/profil.ts';
import type { Samtykketekst, Skadekunde } from '../../api/schemas.ts';
import { reportError } from '../../monitoring/report.ts';
import { skadekundeQuery } from '../../store/queries/oversikt.ts';
import { samtykkeEndring, samtykkeValg } from './regler.ts';
import { Samtykkevalg, trackSamtykkevalg, type Valg } from './Samtykkevalg.tsx';
import { TEKSTER } from './tekster.ts';

interface Props {
  tekst: Samtykketekst;
  samtykker: Skadekunde['samtykker'];
}

/**
 * One marketing consent (spec §4 "Consent"): title, the question (its lead, which describes the
 * Ja/Nei group), the text behind 'Vis mer' / 'Vis mindre', and Ja/Nei set from the customer's
 * samtykker. 'Lagre' sends `POST samtykke/oppdater` (spec §7's body), the customer is fetched again,
 * and the toast 'Samtykket til markedsføring er endret' shows (`Samtykkevalg`).
 */
export function Samtykke({ tekst, samtykker }: Props) {
  const [visMer, setVisMer] = useState(false);
  const tittelId = useId();
  const sporsmalId = useId();
  const tekstId = useId();
  const lagring = useMutation({
    mutationFn: (valg: Valg) => oppdaterSamtykke(samtykkeEndring(tekst.samtykke, valg === 'ja')),
    onMutate: (valg) => trackSamtykkevalg(tekst.samtykke, valg),
    // Returned, so the save is done once the customer is read again.
    onSuccess: () => queryClient.invalidate(skadekundeQuery.queryKey),
    onError: (error) => reportError(error, { source: 'kfp-profil', message: 'Endring av samtykke feilet' }),
  });

  return (
    <article className="kfp-samtykke" aria-labelledby={tittelId}>
      <h3 id={tittelId} className="kfp-h3 kfp-samtykke__tittel">
        {tekst.tittel}
      </h3>
      {tekst.ingress ? (
        <p id={sporsmalId} className="kfp-samtykke__ingress">
          {tekst.ingress}
        </p>
      ) : null}
      {tekst.tekst ? (
        <>
          {/* The panel after its button, so a screen reader goes on from 'Vis mer' into the text it opened (issue 33). */}
          <button
            type="button"
            className="kfp-tekstknapp"
            aria-expanded={visMer}
            aria-controls={tekstId}
            onClick={() => setVisMer(!visMer)}
          >
            {visMer ? TEKSTER.visMindre : TEKSTER.visMer}
          </button>
          <div id={tekstId} className="kfp-samtykke__tekst" hidden={!visMer}>
            <p>{tekst.tekst}</p>
          </div>
        </>
      ) : null}
      <Samtykkevalg
        tittel={tekst.tittel}
        {...(tekst.ingress ? { sporsmalId } : {})}
        navn={`samtykke-${tekst.samtykke}`}
        lagret={samtykkeValg(samtykker, tekst.samtykke)}
        lagre={(valg) => lagring.mutateAsync(valg)}
        opptatt={lagring.isPending}
        endret={TEKSTER.samtykkeEndret}
        uendret={TEKSTER.samtykkeUendret}
      />
    </article>
  );
}
