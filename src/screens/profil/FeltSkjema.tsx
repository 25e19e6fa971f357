import { useCallback, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { trackSkjemautfylling } from '../../analytics/track.ts';
import { Button } from '../../components/button/Button.tsx';
import { SystemfeilBanner } from '../../components/systemfeil-banner/SystemfeilBanner.tsx';
import { TextInput } from '../../components/text-input/TextInput.tsx';
import { useEnHandling } from '../felles/en-handling.ts';
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
 * the error re-evaluates on every edit; a failed save keeps what the customer typed.
 */
export function FeltSkjema(props: FeltSkjemaProps) {
  const { id, etikett, type, autoComplete, startverdi, hjelpetekst, valider, lagre, lagrefeil, feilboksTittel, lagrerTekst, opptatt } = props;
  const [verdi, setVerdi] = useState(startverdi);
  const [forsokt, setForsokt] = useState(false);
  const [feil, setFeil] = useState<Lagrefeil | null>(null);
  const feltRef = useRef<HTMLInputElement | null>(null);
  const enGang = useEnHandling();
  const { fokusmal } = props;
  const feltet = useCallback(
    (element: HTMLInputElement | null) => {
      feltRef.current = element;
      fokusmal(element);
    },
    [fokusmal],
  );

  const feltfeil = forsokt ? (valider(verdi) ?? (feil && 'felt' in feil ? feil.felt : undefined)) : undefined;

  // One save at a time: `opptatt` lags a render behind a double click.
  function send(event: FormEvent) {
    event.preventDefault();
    void enGang(sendVerdien);
  }

  async function sendVerdien() {
    if (opptatt) return;
    setForsokt(true);
    setFeil(null);
    if (valider(verdi)) {
      feltRef.current?.focus();
      return;
    }
    try {
      await lagre(verdi);
      props.onLagret();
    } catch (error) {
      const svar = lagrefeil(error);
      setFeil(svar);
      if ('felt' in svar) feltRef.current?.focus();
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
        }}
        {...(feltfeil ? { errorLabel: feltfeil } : {})}
        {...(hjelpetekst ? { helpLabel: hjelpetekst } : {})}
      />
      {feil && 'boks' in feil ? (
        <SystemfeilBanner variant="error">
          {feilboksTittel ? (
            <>
              <p className="kfp-skjema__feiltittel">{feilboksTittel}</p>
              <p>{feil.boks}</p>
              {feil.neste ? <p>{feil.neste}</p> : null}
            </>
          ) : (
            feil.boks
          )}
        </SystemfeilBanner>
      ) : null}
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
