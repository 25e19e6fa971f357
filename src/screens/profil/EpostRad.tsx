import { useMutation } from '../../store/use-query.ts';
import { queryClient } from '../../store/query-client.ts';
import { useId } from 'react';
import { Epostadresse } from '../../components/epostadresse/Epostadresse.tsx';
import { endreLivkundeKontaktinfo, endreSkadekundeEpost } from '../../api/profil.ts';
import type { Skadekunde } from '../../api/schemas.ts';
import { reportError } from '../../monitoring/report.ts';
import { skadekundeQuery } from '../../store/queries/oversikt.ts';
import { livkundeQuery } from '../../store/queries/profil.ts';
import { EndreKnapp } from './EndreKnapp.tsx';
import { FeltSkjema } from './FeltSkjema.tsx';
import { Rad } from './Rad.tsx';
import { epostFeil, epostLagrefeil, epostendring, erVerdifeil, type Epostendring } from './regler.ts';
import { TEKSTER } from './tekster.ts';
import type { Del, Kontakt } from './use-profil-data.ts';
import { useRedigering } from './use-redigering.ts';

interface Props {
  kunde: Skadekunde;
  kontakt: Del<Kontakt>;
  /** Confirms a finished save, seen and heard (a success toast, as a consent gets). */
  kunngjor: (melding: string) => void;
}

const sendEpost = (endring: Epostendring): Promise<void> =>
  endring.kall === 'skadekunde' ? endreSkadekundeEpost(endring.epostAdresse) : endreLivkundeKontaktinfo({ epost: endring.epost });

/**
 * 'E-post' (spec §5 "Profile e-mail"): 'Endre' opens a form; a claims customer's address goes to
 * `PUT skadekunde/kontaktinformasjon` `{ epostAdresse }`, a life customer's to
 * `POST liv/kunde/v1/contactInfo` `{ epost }`; then the row shows the new address.
 */
export function EpostRad({ kunde, kontakt, kunngjor }: Props) {
  const lagring = useMutation({
    mutationFn: sendEpost,
    onSuccess: (_svar, endring) =>
      queryClient.invalidate(endring.kall === 'skadekunde' ? skadekundeQuery.queryKey : livkundeQuery.queryKey),
    onError: (error) => {
      if (!erVerdifeil(error)) reportError(error, { source: 'kfp-profil', message: 'Oppdatering av e-post feilet' });
    },
  });
  const redigering = useRedigering(lagring.isPending, lagring.reset);
  const id = useId();

  return (
    <Rad
      etikett={TEKSTER.epost}
      del={kontakt}
      verdi={(k) =>
        k.epost ? (
          <span className="kfp-rad__epost">
            <Epostadresse adresse={k.epost} />
          </span>
        ) : (
          TEKSTER.ikkeRegistrert
        )
      }
      handling={() => <EndreKnapp redigering={redigering} hva="e-post" redigeringId={id} opptatt={lagring.isPending} />}
      redigering={(k) =>
        redigering.apen ? (
          <FeltSkjema
            id={id}
            analysenavn="profil-epost"
            etikett={TEKSTER.epost}
            type="email"
            autoComplete="email"
            startverdi={k.epost ?? ''}
            hjelpetekst={TEKSTER.epostHjelp}
            valider={epostFeil}
            lagre={(verdi) => lagring.mutateAsync(epostendring(kunde, verdi))}
            lagrefeil={epostLagrefeil}
            uendret={TEKSTER.epostUendret}
            lagrerTekst={TEKSTER.oppdatererEpost}
            opptatt={lagring.isPending}
            fokusmal={redigering.fokusmal}
            onKeyDown={redigering.onKeyDown}
            onLagret={() => redigering.lukk(() => kunngjor(TEKSTER.epostEndret))}
          />
        ) : null
      }
    />
  );
}
