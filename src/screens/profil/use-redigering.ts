import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface Redigering {
  /** Whether the row's editor is open. */
  apen: boolean;
  /** Opens the editor; focus goes to its first field (`fokusmal`). */
  apne: () => void;
  /** Closes the editor; focus goes back to the row's 'Endre' button. */
  lukk: () => void;
  /** Give this to the row's 'Endre' / 'Avbryt' button. */
  knapp: (element: HTMLButtonElement | null) => void;
  /** Give this to the element that takes focus when the editor opens. */
  fokusmal: (element: HTMLElement | null) => void;
  /** Escape inside the editor cancels, as 'Avbryt' does (unless it is saving). */
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * One profile row's editor (spec §4: closed, open with 'Endre'/'Avbryt'): open and closed, and where
 * focus goes — into the field when it opens, back to 'Endre' on cancel and after a save.
 * `opptatt` stops Escape from closing the editor while its save is under way; `vedApning` runs each
 * time it opens (to forget an earlier failed save).
 */
export function useRedigering(opptatt = false, vedApning?: () => void): Redigering {
  const [apen, setApen] = useState(false);
  const knappRef = useRef<HTMLButtonElement | null>(null);
  const mal = useRef<HTMLElement | null>(null);
  const fokuserVedApning = useRef(false);

  useEffect(() => {
    if (apen && fokuserVedApning.current) {
      fokuserVedApning.current = false;
      mal.current?.focus();
    }
  }, [apen]);

  const apne = useCallback(() => {
    vedApning?.();
    fokuserVedApning.current = true;
    setApen(true);
  }, [vedApning]);
  const lukk = useCallback(() => {
    setApen(false);
    knappRef.current?.focus();
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
