import { useMutation } from '../../store/use-query.ts';
import { queryClient } from '../../store/query-client.ts';
import { useCallback, useId } from 'react';
import { oppdaterTilFolkeregistrertAdresse } from '../../api/profil.ts';
import { trackKnappeklikk } from '../../analytics/track.ts';
import { Button } from '../../components/button/Button.tsx';
import { reportError } from '../../monitoring/report.ts';
import { kundeadresserQuery } from '../../store/queries/profil.ts';
import { Meldingsomrade, useKunngjoring, type KunngjoringHandle } from '../felles/kunngjoring.tsx';
import { Adresse } from './Adresse.tsx';
import { EndreKnapp } from './EndreKnapp.tsx';
import { LagringFeilet } from './LagringFeilet.tsx';
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
    onMutate: () => trackKnappeklikk(TEKSTER.brukFolkeregistrert),
    onSuccess: () => queryClient.invalidate(kundeadresserQuery.queryKey),
    onError: (error) => reportError(error, { source: 'kfp-profil', message: 'Oppdatering til folkeregistrert adresse feilet' }),
  });
  const { melding, si, glem } = useKunngjoring();
  const { reset } = lagring;
  const vedApning = useCallback(() => {
    reset();
    glem();
  }, [reset, glem]);
  const redigering = useRedigering(lagring.isPending, vedApning);
  const id = useId();

  async function brukFolkeregistrert() {
    if (lagring.isPending) return;
    glem();
    try {
      await lagring.mutateAsync();
      redigering.lukk(() => kunngjor(TEKSTER.adresseOppdatert));
    } catch {
      // Said in the editor's live region (focus stays on the button); the customer can try again.
      si({ melding: <LagringFeilet hva={TEKSTER.adresseOppdateringFeil} uendret={TEKSTER.adresseUendret} /> });
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
            melding={melding}
            onBruk={() => void brukFolkeregistrert()}
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
  /** The editor's live region: a failed save. */
  melding: KunngjoringHandle['melding'];
  onBruk: () => void;
}

function AdresseRedigering({ id, adresser, redigering, opptatt, melding, onBruk }: RedigeringProps) {
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
      <Meldingsomrade melding={melding} className="kfp-melding" />
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
