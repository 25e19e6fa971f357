import { useCallback, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { trackSkjemautfylling } from '../../analytics/track.ts';
import { Button } from '../../components/button/Button.tsx';
import { TextInput } from '../../components/text-input/TextInput.tsx';
import { Meldingsomrade, useKunngjoring } from '../felles/kunngjoring.tsx';
import { LagringFeilet } from './LagringFeilet.tsx';
import type { Lagrefeil } from './regler.ts';
import { TEKSTER } from './tekster.ts';

export interface FeltSkjemaProps {
  /** The editor's id (the row's 'Endre' button controls it). */
  id: string;
  /** The field's visible label. */
  etikett: string;
  /** The field's fixed name in analytics ('Skjemautfylling'); never its value. */
  analysenavn: string;
  /** What the field holds, for the keyboard and password managers (WCAG 1.3.5). */
  type: 'email' | 'tel';
  autoComplete: 'email' | 'tel-national';
  /** The value the field opens with. */
  startverdi: string;
  hjelpetekst?: string;
  /** The field's error, or undefined when the value may be sent (spec §5). */
  valider: (verdi: string) => string | undefined;
  /** Sends the value; rejects when the save failed. */
  lagre: (verdi: string) => Promise<unknown>;
  /** What a failed save says, and where. */
  lagrefeil: (error: unknown) => Lagrefeil;
  /** The error box's title, when it has one ('Noe gikk galt'). */
  feilboksTittel?: string;
  /** What the error box says of the stored value: 'Mobilnummeret ditt er ikke endret.' */
  uendret: string;
  /** Shown while saving ('Oppdaterer mobilnummer'). */
  lagrerTekst: string;
  /** A save is under way. */
  opptatt: boolean;
  /** Gets the field, which takes focus when the editor opens. */
  fokusmal: (element: HTMLElement | null) => void;
  /** Escape cancels. */
  onKeyDown: (event: KeyboardEvent) => void;
  /** The save went through (the data is refreshed): close and say so. */
  onLagret: () => void;
}

/**
 * A one-field editor of the profile (e-mail, mobile number): Enter or 'Lagre' submits; a value that
 * breaks the rule is not sent, its error shows and focus goes to the field; after a failed submit
 * the error re-evaluates on every edit; a failed save keeps what the customer typed. Every failed
 * submit is heard: once the error has rendered and focus is in the field, the error text (or the
 * failed save's box) goes into the editor's live region, there from the start (issue 33).
 */
export function FeltSkjema(props: FeltSkjemaProps) {
  const {
    id,
    etikett,
    type,
    autoComplete,
    startverdi,
    hjelpetekst,
    valider,
    lagre,
    lagrefeil,
    feilboksTittel,
    uendret,
    lagrerTekst,
    opptatt,
  } = props;
  const [verdi, setVerdi] = useState(startverdi);
  const [forsokt, setForsokt] = useState(false);
  const [feil, setFeil] = useState<Lagrefeil | null>(null);
  const feltRef = useRef<HTMLInputElement | null>(null);
  const { melding, si, glem } = useKunngjoring();
  // The region holds a field's error (stale once the value is edited), not a failed save's box.
  const feltmeldingIRegionen = useRef(false);
  const { fokusmal } = props;
  const feltet = useCallback(
    (element: HTMLInputElement | null) => {
      feltRef.current = element;
      fokusmal(element);
    },
    [fokusmal],
  );

  const feltfeil = forsokt ? (valider(verdi) ?? (feil && 'felt' in feil ? feil.felt : undefined)) : undefined;

  // One save at a time: `opptatt` lags a render behind a double click, `useMutation` does not.
  function send(event: FormEvent) {
    event.preventDefault();
    void sendVerdien();
  }

  // For screen readers only: the field shows its error itself, beside it.
  const feltmelding = (tekst: string) => <span className="kfp-sr-only">{tekst}</span>;

  async function sendVerdien() {
    if (opptatt) return;
    setForsokt(true);
    setFeil(null);
    glem();
    const regelfeil = valider(verdi);
    feltmeldingIRegionen.current = false;
    if (regelfeil) {
      feltmeldingIRegionen.current = true;
      si({ fokus: () => feltRef.current, melding: feltmelding(regelfeil) });
      return;
    }
    try {
      await lagre(verdi);
      props.onLagret();
    } catch (error) {
      const svar = lagrefeil(error);
      setFeil(svar);
      feltmeldingIRegionen.current = 'felt' in svar;
      if ('felt' in svar) si({ fokus: () => feltRef.current, melding: feltmelding(svar.felt) });
      else
        si({
          melding: (
            <LagringFeilet hva={svar.boks} uendret={uendret} forst={svar.neste} {...(feilboksTittel ? { tittel: feilboksTittel } : {})} />
          ),
        });
    }
  }

  return (
    <form id={id} className="kfp-skjema" noValidate onSubmit={(event) => void send(event)} onKeyDown={props.onKeyDown}>
      <TextInput
        ref={feltet}
        className="kfp-skjema__felt"
        label={etikett}
        type={type}
        autoComplete={autoComplete}
        name={autoComplete}
        value={verdi}
        readOnly={opptatt}
        onBlur={(event) => {
          if (event.target.value !== startverdi) trackSkjemautfylling(props.analysenavn);
        }}
        onChange={(event) => {
          setVerdi(event.target.value);
          if (feil && 'felt' in feil) setFeil(null);
          if (feltmeldingIRegionen.current) {
            feltmeldingIRegionen.current = false;
            glem();
          }
        }}
        {...(feltfeil ? { errorLabel: feltfeil } : {})}
        {...(hjelpetekst ? { helpLabel: hjelpetekst } : {})}
      />
      <Meldingsomrade melding={melding} className="kfp-melding" />
      <div className="kfp-skjema__knapper">
        {/* Not `disabled` while saving, so focus stays on it. */}
        <Button
          type="submit"
          variant="primary"
          data-density="compact"
          loading={opptatt}
          loadingText={lagrerTekst}
          disabled={false}
          aria-disabled={opptatt}
        >
          {TEKSTER.lagre}
        </Button>
        <p role="status" className="kfp-skjema__status">
          {opptatt ? lagrerTekst : ''}
        </p>
      </div>
    </form>
  );
}
