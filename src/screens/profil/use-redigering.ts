import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { afterNextPaint } from '../../page/next-paint.ts';

export interface Redigering {
  /** Whether the row's editor is open. */
  apen: boolean;
  /** Opens the editor; focus goes to its first field (`fokusmal`). */
  apne: () => void;
  /**
   * Closes the editor; once the row has re-rendered (its toggle reads 'Endre' again), focus goes
   * back to the toggle, and only then `kunngjor` runs (a success toast), so the move does not cut it off.
   */
  lukk: (kunngjor?: () => void) => void;
  /** Give this to the row's 'Endre' / 'Avbryt' button. */
  knapp: (element: HTMLButtonElement | null) => void;
  /** Give this to the element that takes focus when the editor opens. */
  fokusmal: (element: HTMLElement | null) => void;
  /** Escape inside the editor cancels, as 'Avbryt' does (unless it is saving). */
  onKeyDown: (event: KeyboardEvent) => void;
}

/** The element that has focus, inside shadow roots too. */
function aktivt(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

/**
 * One profile row's editor (spec §4: closed, open with 'Endre'/'Avbryt'): open and closed, and where
 * focus goes — into the field when it opens, back to 'Endre' on cancel and after a save (after the
 * re-render, so the toggle is heard as 'Endre …', not as 'Avbryt endring av …').
 * `opptatt` stops Escape from closing the editor while its save is under way; `vedApning` runs each
 * time it opens (to forget an earlier failed save).
 */
export function useRedigering(opptatt = false, vedApning?: () => void): Redigering {
  const [apen, setApen] = useState(false);
  const knappRef = useRef<HTMLButtonElement | null>(null);
  const mal = useRef<HTMLElement | null>(null);
  const fokuserVedApning = useRef(false);
  // Set by `lukk`: focus the toggle once closed, then announce.
  const vedLukking = useRef<{ kunngjor?: (() => void) | undefined } | null>(null);

  // A layout effect: focus moves in the commit that closes, before anything else happens. On
  // opening it moves once the open editor is painted (issue 35): `focus()` makes the browser work
  // out the new editor's style and layout at once, restyle for the focus, scroll and fire the focus
  // events, all before the tap's frame (a third of the tap at 4x CPU). Not if the editor closed
  // meanwhile or the customer put focus somewhere else.
  useLayoutEffect(() => {
    if (apen && fokuserVedApning.current) {
      fokuserVedApning.current = false;
      const forAapning = aktivt();
      void afterNextPaint().then(() => {
        if (mal.current?.isConnected && aktivt() === forAapning) mal.current.focus();
      });
    }
    const lukking = vedLukking.current;
    if (!apen && lukking) {
      vedLukking.current = null;
      knappRef.current?.focus();
      lukking.kunngjor?.();
    }
  }, [apen]);

  const apne = useCallback(() => {
    vedApning?.();
    fokuserVedApning.current = true;
    setApen(true);
  }, [vedApning]);
  const lukk = useCallback((kunngjor?: () => void) => {
    vedLukking.current = { kunngjor };
    setApen(false);
  }, []);
  const knapp = useCallback((element: HTMLButtonElement | null) => {
    knappRef.current = element;
  }, []);
  const fokusmal = useCallback((element: HTMLElement | null) => {
    mal.current = element;
  }, []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || opptatt) return;
      event.preventDefault();
      event.stopPropagation();
      lukk();
    },
    [lukk, opptatt],
  );

  return { apen, apne, lukk, knapp, fokusmal, onKeyDown };
}
