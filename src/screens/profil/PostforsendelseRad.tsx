import { useMutation } from '../../store/use-query.ts';
import { queryClient } from '../../store/query-client.ts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { endrePostforsendelse } from '../../api/profil.ts';
import { trackKnappeklikk } from '../../analytics/track.ts';
import { Button } from '../../components/button/Button.tsx';
import { Checkbox } from '../../components/checkbox/Checkbox.tsx';
import { hyphenateName } from '../../format/hyphenate.ts';
import { reportError } from '../../monitoring/report.ts';
import { postforsendelseQuery } from '../../store/queries/profil.ts';
import { Meldingsomrade, useKunngjoring } from '../felles/kunngjoring.tsx';
import { EndreKnapp } from './EndreKnapp.tsx';
import { LagringFeilet } from './LagringFeilet.tsx';
import { Rad } from './Rad.tsx';
import { forsikringsdokumenterIPosten, nyPostforsendelse } from './regler.ts';
import { TEKSTER } from './tekster.ts';
import type { Del } from './use-profil-data.ts';
import { useRedigering, type Redigering } from './use-redigering.ts';

interface Props {
  postforsendelse: Del<{ hasReservasjon: boolean }>;
  /** Confirms a finished save, seen and heard (a success toast, as a consent gets). */
  kunngjor: (melding: string) => void;
}

/**
 * 'Forsikringsdokumenter i posten' (spec §4 "Postal-document preference"): Ja when `hasReservasjon`
 * (a reservation against digital-only delivery). 'Endre' opens a confirmation: only once its checkbox
 * is ticked does 'Bekreft' send `PUT dokumenter/postforsendelse` with the opposite value; then the
 * value is fetched again, the editor closes and the box is unticked.
 */
export function PostforsendelseRad({ postforsendelse, kunngjor }: Props) {
  const lagring = useMutation({
    mutationFn: endrePostforsendelse,
    onMutate: () => trackKnappeklikk('Bekreft forsikringsdokumenter i posten'),
    onSuccess: () => queryClient.invalidate(postforsendelseQuery.queryKey),
    onError: (error) => reportError(error, { source: 'kfp-profil', message: 'Endring av forsikringsdokumenter i posten feilet' }),
  });
  const redigering = useRedigering(lagring.isPending, lagring.reset);
  const id = useId();

  return (
    <Rad
      etikett={TEKSTER.postforsendelse}
      del={postforsendelse}
      feilmelding={TEKSTER.postforsendelseFeil}
      verdi={(p) => forsikringsdokumenterIPosten(p.hasReservasjon)}
      handling={() => (
        <EndreKnapp redigering={redigering} hva="forsikringsdokumenter i posten" redigeringId={id} opptatt={lagring.isPending} />
      )}
      redigering={(p) =>
        redigering.apen ? (
          <Bekreftelse
            id={id}
            hasReservasjon={p.hasReservasjon}
            redigering={redigering}
            opptatt={lagring.isPending}
            lagre={() => lagring.mutateAsync(nyPostforsendelse(p.hasReservasjon))}
            onLagret={() => redigering.lukk(() => kunngjor(TEKSTER.postforsendelseEndret))}
          />
        ) : null
      }
    />
  );
}

interface BekreftelseProps {
  id: string;
  hasReservasjon: boolean;
  redigering: Redigering;
  opptatt: boolean;
  lagre: () => Promise<unknown>;
  onLagret: () => void;
}

function Bekreftelse({ id, hasReservasjon, redigering, opptatt, lagre, onLagret }: BekreftelseProps) {
  const [bekreftet, setBekreftet] = useState(false);
  const [forsokt, setForsokt] = useState(false);
  const boksRef = useRef<HTMLInputElement | null>(null);
  const feilId = useId();
  const feil = forsokt && !bekreftet ? TEKSTER.postforsendelseMaaBekrefte : undefined;
  const { fokusmal } = redigering;
  const { melding, si, glem } = useKunngjoring();

  function send(event: FormEvent) {
    event.preventDefault();
    void bekreft();
  }

  async function bekreft() {
    if (opptatt) return;
    setForsokt(true);
    glem();
    if (!bekreftet) {
      si({ fokus: () => boksRef.current, melding: <span className="kfp-sr-only">{TEKSTER.postforsendelseMaaBekrefte}</span> });
      return;
    }
    try {
      await lagre();
      onLagret();
    } catch {
      // Said in the live region; the tick stays, so 'Bekreft' tries again.
      si({ melding: <LagringFeilet hva={TEKSTER.postforsendelseFeilet} uendret={TEKSTER.postforsendelseUendret} /> });
    }
  }

  return (
    <form id={id} className="kfp-skjema" noValidate onSubmit={(event) => void send(event)} onKeyDown={redigering.onKeyDown}>
      <p className="kfp-skjema__tekst">{hasReservasjon ? TEKSTER.postforsendelseNaaPost : TEKSTER.postforsendelseNaaDigitalt}</p>
      <div>
        <Checkbox
          ref={(element) => {
            boksRef.current = element;
            fokusmal(element);
          }}
          name="bekreft-postforsendelse"
          value="ja"
          checked={bekreftet}
          invalid={Boolean(feil)}
          aria-describedby={feil ? feilId : undefined}
          onChange={(event) => {
            if (!opptatt) setBekreftet(event.target.checked);
          }}
        >
          {hyphenateName(hasReservasjon ? TEKSTER.postforsendelseBekreftTilDigitalt : TEKSTER.postforsendelseBekreftTilPost)}
        </Checkbox>
        {feil ? (
          <span id={feilId} className="jkl-form-support-label jkl-form-support-label--error kfp-skjema__boksfeil">
            {feil}
          </span>
        ) : null}
      </div>
      <Meldingsomrade melding={melding} className="kfp-melding" />
      <div className="kfp-skjema__knapper">
        <Button
          type="submit"
          variant="primary"
          data-density="compact"
          loading={opptatt}
          loadingText={TEKSTER.lagrerValget}
          disabled={false}
          aria-disabled={opptatt}
        >
          {TEKSTER.bekreft}
        </Button>
        <p role="status" className="kfp-skjema__status">
          {opptatt ? TEKSTER.lagrerValget : ''}
        </p>
      </div>
    </form>
  );
}
