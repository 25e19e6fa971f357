import { useMutation } from '../../store/use-query.ts';
import { queryClient } from '../../store/query-client.ts';
import { useId } from 'react';
import { endreLivkundeKontaktinfo, endreSkadekundeMobilnummer } from '../../api/profil.ts';
import type { Skadekunde } from '../../api/schemas.ts';
import { formatTelefonnummer } from '../../format/phone.ts';
import { reportError } from '../../monitoring/report.ts';
import { skadekundeQuery } from '../../store/queries/oversikt.ts';
import { livkundeQuery } from '../../store/queries/profil.ts';
import { EndreKnapp } from './EndreKnapp.tsx';
import { FeltSkjema } from './FeltSkjema.tsx';
import { Rad } from './Rad.tsx';
import { ManglerEpostFeil, erVerdifeil, mobilLagrefeil, mobilendring, mobilnummerFeil, type Mobilendring } from './regler.ts';
import { TEKSTER } from './tekster.ts';
import type { Del, Kontakt } from './use-profil-data.ts';
import { useRedigering } from './use-redigering.ts';

interface Props {
  kunde: Skadekunde;
  kontakt: Del<Kontakt>;
  /** Confirms a finished save, seen and heard (a success toast, as a consent gets). */
  kunngjor: (melding: string) => void;
}

async function sendMobilnummer(endring: Mobilendring): Promise<void> {
  if (endring.kall === 'skadekunde') return endreSkadekundeMobilnummer(endring.mobilNummer);
  if (endring.kall === 'livkunde') return endreLivkundeKontaktinfo({ epost: endring.epost, telefon: endring.telefon });
  throw new ManglerEpostFeil();
}

/**
 * 'Mobilnummer' (spec §4 "Mobile number edit"): the number formatted (`91 23 45 67`), 'Endre' opens a
 * form; saving shows 'Oppdaterer mobilnummer', then the row shows the new number. A claims customer's
 * number goes to `PUT skadekunde/mobilnummer` `{ mobilNummer }`, a life customer's with the known
 * e-mail to `POST liv/kunde/v1/contactInfo` `{ epost, telefon }`.
 */
export function MobilRad({ kunde, kontakt, kunngjor }: Props) {
  const lagring = useMutation({
    mutationFn: sendMobilnummer,
    // Returned, so the form stays open and busy until the row has the new number.
    onSuccess: (_svar, endring) =>
      queryClient.invalidate(endring.kall === 'skadekunde' ? skadekundeQuery.queryKey : livkundeQuery.queryKey),
    onError: (error) => {
      if (!erVerdifeil(error)) reportError(error, { source: 'kfp-profil', message: 'Oppdatering av mobilnummer feilet' });
    },
  });
  const redigering = useRedigering(lagring.isPending, lagring.reset);
  const id = useId();

  return (
    <Rad
      etikett={TEKSTER.mobilnummer}
      del={kontakt}
      verdi={(k) =>
        k.mobilnummer ? <span className="kfp-rad__nummer">{formatTelefonnummer(k.mobilnummer)}</span> : TEKSTER.ikkeRegistrert
      }
      handling={() => <EndreKnapp redigering={redigering} hva="mobilnummer" redigeringId={id} opptatt={lagring.isPending} />}
      redigering={(k) =>
        redigering.apen ? (
          <FeltSkjema
            id={id}
            analysenavn="profil-mobilnummer"
            etikett={TEKSTER.mobilnummer}
            type="tel"
            autoComplete="tel-national"
            startverdi={k.mobilnummer ? formatTelefonnummer(k.mobilnummer) : ''}
            hjelpetekst={`${TEKSTER.mobilRegel} ${TEKSTER.mobilHjelp}`}
            valider={mobilnummerFeil}
            lagre={(verdi) => lagring.mutateAsync(mobilendring(kunde, k.livkundeEpost, verdi))}
            lagrefeil={mobilLagrefeil}
            feilboksTittel={TEKSTER.noeGikkGalt}
            uendret={TEKSTER.mobilUendret}
            lagrerTekst={TEKSTER.oppdatererMobil}
            opptatt={lagring.isPending}
            fokusmal={redigering.fokusmal}
            onKeyDown={redigering.onKeyDown}
            onLagret={() => redigering.lukk(() => kunngjor(TEKSTER.mobilEndret))}
          />
        ) : null
      }
    />
  );
}
