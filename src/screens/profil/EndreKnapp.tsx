import { trackKnappeklikk } from '../../analytics/track.ts';
import { Button } from '../../components/button/Button.tsx';
import { TEKSTER } from './tekster.ts';
import type { Redigering } from './use-redigering.ts';

interface Props {
  redigering: Redigering;
  /** What the row holds, for screen readers: 'Endre mobilnummer', 'Avbryt endring av mobilnummer'. */
  hva: string;
  /** The id of the editor it opens. */
  redigeringId: string;
  /** A save is under way: 'Avbryt' does nothing until it is done. */
  opptatt?: boolean;
}

/** A row's 'Endre' / 'Avbryt' toggle (spec §4): a disclosure button for the row's editor. Opening is tracked as 'Endre <hva>'. */
export function EndreKnapp({ redigering, hva, redigeringId, opptatt = false }: Props) {
  const { apen, knapp, apne, lukk } = redigering;
  return (
    <Button
      ref={knapp}
      variant="tertiary"
      data-density="compact"
      className="kfp-rad__endre"
      aria-expanded={apen}
      aria-controls={apen ? redigeringId : undefined}
      aria-disabled={opptatt || undefined}
      onClick={() => {
        if (opptatt) return;
        if (apen) {
          lukk();
        } else {
          trackKnappeklikk(`Endre ${hva}`);
          apne();
        }
      }}
    >
      {apen ? TEKSTER.avbryt : TEKSTER.endre}
      <span className="kfp-sr-only">{apen ? ` endring av ${hva}` : ` ${hva}`}</span>
    </Button>
  );
}
