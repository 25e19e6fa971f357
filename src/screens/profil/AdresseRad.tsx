import { useMutation } from '../../store/use-query.ts';
import { queryClient } from '../../store/query-client.ts';
import { useId } from 'react';
import { oppdaterTilFolkeregistrertAdresse } from '../../api/profil.ts';
import { trackKnappeklikk } from '../../analytics/track.ts';
import { Button } from '../../components/button/Button.tsx';
import { SystemfeilBanner } from '../../components/systemfeil-banner/SystemfeilBanner.tsx';
import { reportError } from '../../monitoring/report.ts';
import { kundeadresserQuery } from '../../store/queries/profil.ts';
import { useEnHandling } from '../felles/en-handling.ts';
import { Adresse } from './Adresse.tsx';
import { EndreKnapp } from './EndreKnapp.tsx';
import { Rad } from './Rad.tsx';
import { adresseIBruk, folkeregistrertAdresse, sammeAdresse } from './regler.ts';
import { TEKSTER } from './tekster.ts';
import type { Adresser, Del } from './use-profil-data.ts';
import { useRedigering, type Redigering } from './use-redigering.ts';

interface Props {
  adresse: Del<Adresser>;
  /** Confirms a finished save, seen and heard (a success toast, as a consent gets). */
  kunngjor: (melding: string) => void;
}

/** 'ta kontakt med oss' goes to the footer's phone number (spec §1). */
function KontaktOss() {
  return <a href="#kfp-footer-phonenumber">{TEKSTER.kontaktOss}</a>;
}

/**
 * 'Adresse' (spec §2, §4 "Address update to the registered address"): the address in use once the
 * addresses and the postal list are there. 'Endre' shows the registered address (folkeregistrert)
 * and offers to use it: `POST adresse/oppdater`, 'Oppdaterer adressen' while it runs, then the
 * addresses are fetched again; or 'Vi kunne ikke oppdatere adressen din til folkeregistrert adresse'.
 */
export function AdresseRad({ adresse, kunngjor }: Props) {
  const lagring = useMutation({
    mutationFn: oppdaterTilFolkeregistrertAdresse,
    onSuccess: () => queryClient.invalidate(kundeadresserQuery.queryKey),
    onError: (error) => reportError(error, { source: 'kfp-profil', message: 'Oppdatering til folkeregistrert adresse feilet' }),
  });
  const redigering = useRedigering(lagring.isPending, lagring.reset);
  const id = useId();
  // One request per action: `isPending` lags a render behind a double click.
  const enGang = useEnHandling();

  async function brukFolkeregistrert() {
    if (lagring.isPending) return;
    trackKnappeklikk(TEKSTER.brukFolkeregistrert);
    try {
      await lagring.mutateAsync();
      kunngjor(TEKSTER.adresseOppdatert);
      redigering.lukk();
    } catch {
      // Said in the editor; the customer can try again.
    }
  }

  return (
    <Rad
      etikett={TEKSTER.adresse}
      del={adresse}
      linjer={2}
      feilmelding={TEKSTER.adresseFeil}
      verdi={(a) => {
        const iBruk = adresseIBruk(a.adresser);
        return iBruk ? <Adresse adresse={iBruk} postnumre={a.postnumre} /> : TEKSTER.ikkeRegistrert;
      }}
      handling={() => <EndreKnapp redigering={redigering} hva="adresse" redigeringId={id} opptatt={lagring.isPending} />}
      redigering={(a) =>
        redigering.apen ? (
          <AdresseRedigering
            id={id}
            adresser={a}
            redigering={redigering}
            opptatt={lagring.isPending}
            feilet={lagring.isError}
            onBruk={() => void enGang(brukFolkeregistrert)}
          />
        ) : null
      }
    />
  );
}

interface RedigeringProps {
  id: string;
  adresser: Adresser;
  redigering: Redigering;
  opptatt: boolean;
  feilet: boolean;
  onBruk: () => void;
}

function AdresseRedigering({ id, adresser, redigering, opptatt, feilet, onBruk }: RedigeringProps) {
  const forklaringId = useId();
  const { fokusmal, onKeyDown } = redigering;
  const registrert = folkeregistrertAdresse(adresser.adresser);
  const iBruk = adresseIBruk(adresser.adresser);

  if (!registrert) {
    return (
      <div id={id} className="kfp-skjema" onKeyDown={onKeyDown}>
        <p ref={fokusmal} tabIndex={-1} className="kfp-skjema__tekst">
          {TEKSTER.adresseManglerFolkeregistrert} <KontaktOss />.
        </p>
      </div>
    );
  }
  if (!iBruk || iBruk === registrert || sammeAdresse(iBruk, registrert)) {
    return (
      <div id={id} className="kfp-skjema" onKeyDown={onKeyDown}>
        <p ref={fokusmal} tabIndex={-1} className="kfp-skjema__tekst">
          {TEKSTER.adresseErFolkeregistrert}
        </p>
      </div>
    );
  }
  return (
    <div id={id} className="kfp-skjema" onKeyDown={onKeyDown}>
      <div id={forklaringId} className="kfp-skjema__tekst">
        <p>{TEKSTER.adresseUlikFolkeregisteret}</p>
        <p className="kfp-skjema__undertittel">{TEKSTER.adresseFolkeregistrert}:</p>
        <Adresse adresse={registrert} postnumre={adresser.postnumre} />
      </div>
      {feilet ? (
        <SystemfeilBanner variant="error">
          <p>{TEKSTER.adresseOppdateringFeil}</p>
          <p>
            Prøv igjen om litt, eller <KontaktOss />.
          </p>
        </SystemfeilBanner>
      ) : null}
      <div className="kfp-skjema__knapper">
        <Button
          ref={fokusmal}
          variant="primary"
          data-density="compact"
          loading={opptatt}
          loadingText={TEKSTER.oppdatererAdresse}
          disabled={false}
          aria-disabled={opptatt}
          aria-describedby={forklaringId}
          onClick={onBruk}
        >
          {TEKSTER.brukFolkeregistrert}
        </Button>
        <p role="status" className="kfp-skjema__status">
          {opptatt ? TEKSTER.oppdatererAdresse : ''}
        </p>
      </div>
    </div>
  );
}
