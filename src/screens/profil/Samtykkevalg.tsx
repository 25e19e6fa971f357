import { useRef, useState, type FormEvent } from 'react';
import { trackKnappeklikk } from '../../analytics/track.ts';
import { Button } from '../../components/button/Button.tsx';
import { RadioGroup } from '../../components/radio-group/RadioGroup.tsx';
import { useAppStore } from '../../store/use-app-store.ts';
import { Meldingsomrade, useKunngjoring } from '../felles/kunngjoring.tsx';
import { LagringFeilet } from './LagringFeilet.tsx';
import { TEKSTER } from './tekster.ts';

export type Valg = 'ja' | 'nei';

interface Props {
  /** The consent's title: the group's name and, for screen readers, what 'Lagre' saves. */
  tittel: string;
  /** The id of the visible question ('Vil du …?'), which describes the group. */
  sporsmalId?: string;
  /** The radios' name. */
  navn: string;
  /** The stored choice; none when the customer has not answered. */
  lagret: Valg | undefined;
  /** Sends the choice and reads it back; rejects when the save failed. */
  lagre: (valg: Valg) => Promise<unknown>;
  /** A save is under way. */
  opptatt: boolean;
  /** The success toast. */
  endret: string;
  /** What the failure box says is unchanged. */
  uendret: string;
}

const VALG = [
  { label: TEKSTER.ja, value: 'ja' },
  { label: TEKSTER.nei, value: 'nei' },
] as const;

/** Whether focus is inside `element` (in its shadow root). */
function harFokus(element: HTMLElement | null): boolean {
  if (!element) return false;
  const rot = element.getRootNode() as Document | ShadowRoot;
  return element.contains(rot.activeElement);
}

/** Focus is nowhere: its element was removed, and the browser put it on the page. */
const fokusTapt = (): boolean => document.activeElement === null || document.activeElement === document.body;

const erValg = (verdi: string): verdi is Valg => verdi === 'ja' || verdi === 'nei';

/**
 * Tracks a saved choice as `Samtykke <kind> <ja|nei>`, the consent's fixed kind ('MARKETING',
 * 'RESERVASJON'), no personal data. Called from the save's `onMutate`, so a double click tracks once.
 */
export function trackSamtykkevalg(analysenavn: string, valg: Valg): void {
  trackKnappeklikk(`Samtykke ${analysenavn} ${valg}`);
}

/**
 * A consent's Ja/Nei and its 'Lagre' (issue 33): the radios only choose, so arrow keys explore
 * without committing a legal choice; 'Lagre' (or Enter) saves. 'Lagre' shows once the choice
 * differs from what is stored, and the help text under the radios says so, seen and heard. While
 * it saves the radios say they are unavailable but keep focus, and changes are ignored; one save
 * at a time, whatever the clicking (`useMutation`). Saved: the stored choice shows, focus goes to
 * the chosen radio ('Lagre' is gone), then the toast. Failed: the choice and 'Lagre' stay (focus
 * stays on it), and the live region shows and says what failed, that nothing changed, and the next step.
 */
export function Samtykkevalg({ tittel, sporsmalId, navn, lagret, lagre, opptatt, endret, uendret }: Props) {
  // The customer's choice, with the stored choice it was made against: once what is stored changes
  // (the save read back, or another element's change), the choice is spent and what is stored shows.
  const [valgt, setValgt] = useState<{ valg: Valg; mot: Valg | undefined } | null>(null);
  const gruppeRef = useRef<HTMLDivElement>(null);
  const skjemaRef = useRef<HTMLFormElement>(null);
  const visToast = useAppStore((state) => state.visToast);
  const { melding, si, glem } = useKunngjoring();
  const vist = valgt && valgt.mot === lagret ? valgt.valg : lagret;
  const endres = vist !== lagret;

  function send(event: FormEvent) {
    event.preventDefault();
    void lagreValget();
  }

  async function lagreValget() {
    if (opptatt || !endres || !vist) return;
    const valg = vist;
    glem();
    const fokusVarHer = harFokus(skjemaRef.current);
    try {
      await lagre(valg);
      // 'Lagre' may be gone already (the stored choice read back): focus then fell to the page.
      const fokusHer = harFokus(skjemaRef.current) || (fokusVarHer && fokusTapt());
      const gruppe = gruppeRef.current;
      // The choice stays shown until the stored one is read back.
      si({
        // 'Lagre' goes away with the change saved: focus to the chosen radio, if it was here.
        fokus: () => (fokusHer ? gruppe?.querySelector<HTMLInputElement>('input:checked') : null),
        etter: () => visToast({ variant: 'success', content: endret }),
      });
    } catch {
      si({ melding: <LagringFeilet hva={TEKSTER.samtykkeFeilet} uendret={uendret} /> });
    }
  }

  return (
    <form ref={skjemaRef} className="kfp-samtykke__skjema" noValidate onSubmit={send}>
      <div ref={gruppeRef} className="kfp-samtykke__valg">
        <RadioGroup
          legend={tittel}
          legendSrOnly
          name={navn}
          options={VALG}
          value={vist ?? ''}
          helpLabel={TEKSTER.samtykkeHjelp}
          {...(sporsmalId ? { describedBy: sporsmalId } : {})}
          ariaDisabled={opptatt}
          onChange={(verdi) => {
            if (opptatt || !erValg(verdi)) return;
            setValgt({ valg: verdi, mot: lagret });
          }}
        />
        {endres || opptatt ? (
          <div className="kfp-samtykke__lagre">
            <Button
              type="submit"
              variant="primary"
              data-density="compact"
              loading={opptatt}
              loadingText={TEKSTER.lagrerSamtykke}
              disabled={false}
              aria-disabled={opptatt}
            >
              {TEKSTER.lagre}
              <span className="kfp-sr-only">{` ${TEKSTER.lagreValgetFor} ${tittel}`}</span>
            </Button>
          </div>
        ) : null}
        <p role="status" className="kfp-skjema__status">
          {opptatt ? TEKSTER.lagrerSamtykke : ''}
        </p>
      </div>
      <Meldingsomrade melding={melding} className="kfp-melding" />
    </form>
  );
}
