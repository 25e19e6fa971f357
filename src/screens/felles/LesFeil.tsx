import { useState } from 'react';
import { Alert } from '../../components/alert/Alert.tsx';
import { RingOss } from './RingOss.tsx';

/** What follows the spec's message: whose fault, and what to do. */
export const LES_FEIL_NESTE = 'Feilen er trolig midlertidig og ligger hos oss. Prøv igjen om litt.';

interface Props {
  /** What failed, in the spec's words (§8), e.g. 'En feil oppsto ved henting av forsikringene dine'. */
  tittel: string;
  /** Fetches again; the button says 'Vennligst vent' until it settles. */
  provIgjen: () => Promise<unknown>;
}

/**
 * A failed read with its next step: the spec's message, 'Prøv igjen' (fetches again) and the phone
 * number, in the error colour. The message is an alert (a screen reader hears it once, whole); the
 * next steps are not part of it.
 */
export function LesFeil({ tittel, provIgjen }: Props) {
  const [laster, setLaster] = useState(false);
  return (
    <Alert
      variant="error"
      // Only the message is the alert: the button's 'Vennligst vent' and the phone number (it comes
      // a moment later) inside it were spoken as a second, assertive burst (issue 33).
      role="none"
      actions={
        <>
          <button
            type="button"
            className="kfp-button kfp-button--secondary kfp-button--small"
            aria-disabled={laster}
            onClick={() => {
              if (laster) return;
              setLaster(true);
              void provIgjen().finally(() => setLaster(false));
            }}
          >
            {laster ? 'Vennligst vent' : 'Prøv igjen'}
          </button>
          <RingOss tekst="Eller ring oss på" />
        </>
      }
    >
      <div role="alert" className="kfp-les-feil__melding">
        <p className="kfp-alert__title">{tittel}</p>
        {/* Active, with the next step (issue 34): the spec's message above stays as it is. */}
        <p>{LES_FEIL_NESTE}</p>
      </div>
    </Alert>
  );
}
