import { useMutation } from '../../store/use-query.ts';
import { queryClient } from '../../store/query-client.ts';
import { useId, useRef } from 'react';
import type { Tilbud, TilbudListe } from '../../api/schemas.ts';
import { slettTilbud } from '../../api/tilbud.ts';
import { Button } from '../../components/button/Button.tsx';
import { Dialog, type DialogHandle } from '../../components/dialog/Dialog.tsx';
import { SystemfeilBanner } from '../../components/systemfeil-banner/SystemfeilBanner.tsx';
import { reportError } from '../../monitoring/report.ts';
import { trackKnappeklikk } from '../../analytics/track.ts';
import { tilbudQuery } from '../../store/queries/tilbud.ts';

interface Props {
  tilbud: Tilbud;
  /** The dialog is done: `fjernet` says whether the offer was removed (and the list refreshed). */
  onLukk: (fjernet: boolean) => void;
}

/**
 * The confirmation before an offer is removed (spec §4 "Offer removal"), in the portal's modal
 * `Dialog`: the rest of the page is out of reach, focus starts on 'Avbryt', Escape cancels. Confirming
 * sends the DELETE, then refreshes the shared offers query (the list, the navigation's count and the
 * overview's task card with it) before closing. On failure it says so and the button reads 'Prøv
 * igjen'. A second click while the first is under way does nothing.
 */
export function FjernTilbudDialog({ tilbud, onLukk }: Props) {
  const dialogRef = useRef<DialogHandle>(null);
  const avbrytRef = useRef<HTMLButtonElement>(null);
  const tittelId = useId();
  const tekstId = useId();
  const sletting = useMutation({
    mutationFn: () => slettTilbud(tilbud.policyNumber),
    // Once per DELETE sent: a second click while it is out is ignored, and not tracked.
    onMutate: () => trackKnappeklikk(sletting.isError ? 'Prøv igjen' : 'Ja, fjern tilbudet'),
    onSuccess: () => {
      // Gone from the list at once, whatever the refresh brings: a refresh that fails, or that a
      // newer one replaces, would otherwise leave the removed offer listed under 'Tilbudet er fjernet'.
      queryClient.setData(
        tilbudQuery.queryKey,
        (liste: TilbudListe | undefined) =>
          liste && { ...liste, tilbud: liste.tilbud.filter((t) => t.policyNumber !== tilbud.policyNumber) },
      );
      // Returned, so the dialog stays 'Vennligst vent' until the list has been fetched again.
      return ferskListe();
    },
    onError: (error) => reportError(error, { source: 'kfp-tilbud', message: 'Sletting av tilbud feilet' }),
  });

  /**
   * Fetches the list again. A fetch that another element starts meanwhile replaces the one awaited
   * here (which then ends early, seen in Firefox): wait for that one too, so the list is the
   * server's when the dialog closes.
   */
  async function ferskListe(): Promise<void> {
    await queryClient.invalidate(tilbudQuery.queryKey);
    while (queryClient.isFetching(tilbudQuery.queryKey) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  // The screen behind the dialog is inert: close it before the caller moves focus back out.
  function ferdig(fjernet: boolean) {
    dialogRef.current?.close();
    onLukk(fjernet);
  }

  // A second click while the DELETE is out is ignored by `useMutation`: `ferdig` runs once, and it is tracked once (`onMutate`).
  async function bekreft() {
    try {
      await sletting.mutateAsync();
      ferdig(true);
    } catch {
      // Shown below; the button now reads 'Prøv igjen'.
    }
  }

  const opptatt = sletting.isPending;
  return (
    <Dialog
      ref={dialogRef}
      labelledBy={tittelId}
      describedBy={tekstId}
      initialFocus={avbrytRef}
      onCancel={() => {
        if (!opptatt) ferdig(false);
      }}
    >
      <h2 id={tittelId} className="kfp-dialog__tittel">
        Fjern tilbud
      </h2>
      <p id={tekstId}>Vil du fjerne tilbudet på {tilbud.name}?</p>
      {sletting.isError ? (
        // The spec's message (§8), then what it means and what to do (issue 34); 'Prøv igjen' is the button below.
        <SystemfeilBanner variant="error">
          <p>En feil oppsto ved sletting av ditt tilbud</p>
          <p>Tilbudet er ikke fjernet. Prøv igjen om litt.</p>
        </SystemfeilBanner>
      ) : null}
      <div className="kfp-dialog__knapper">
        {/* Not `disabled` while loading, so focus stays on it; named as it reads while loading. */}
        <Button
          variant="primary"
          loading={opptatt}
          disabled={false}
          aria-disabled={opptatt}
          aria-label={opptatt ? 'Vennligst vent' : undefined}
          onClick={() => void bekreft()}
        >
          {sletting.isError ? 'Prøv igjen' : 'Ja, fjern tilbudet'}
        </Button>
        <Button ref={avbrytRef} aria-disabled={opptatt} onClick={() => opptatt || ferdig(false)}>
          Avbryt
        </Button>
      </div>
    </Dialog>
  );
}
