import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** What an editor says after an action: where focus goes, then what is heard. */
export interface Kunngjoring {
  /** The element that takes focus first (read when it is called, after the re-render); none: focus stays. */
  fokus?: () => HTMLElement | null | undefined;
  /** What the editor's live region says (and shows), replacing what it said before. */
  melding?: ReactNode;
  /** Anything else to announce once focus has moved, e.g. a success toast. */
  etter?: () => void;
}

export interface KunngjoringHandle {
  /** What the live region holds now, keyed so a repeated message is a new one. */
  melding: { nr: number; innhold: ReactNode } | null;
  /**
   * Re-render first, then focus, then announce: call it with the state changes of the same
   * action; once React has committed them, focus moves and then the message is put in the region.
   */
  si: (kunngjoring: Kunngjoring) => void;
  /** Empties the region (a new attempt starts). */
  glem: () => void;
}

/**
 * The order in which an editor of the portal tells the customer what happened (docs/engineering.md
 * "Announcements and focus"): the new state renders, focus moves, and only then the message
 * enters a live region that was on the page from the start, so the focus move never cuts it off
 * and a repeated failure is heard again.
 */
export function useKunngjoring(): KunngjoringHandle {
  const [melding, setMelding] = useState<KunngjoringHandle['melding']>(null);
  const [runde, setRunde] = useState(0);
  const ventende = useRef<Kunngjoring | null>(null);
  const teller = useRef(0);

  // A layout effect: focus moves in the same task as the commit, so it is never left on a removed button.
  useLayoutEffect(() => {
    const neste = ventende.current;
    if (!neste) return;
    ventende.current = null;
    // Focusing the element that has focus already does nothing (no second announcement).
    neste.fokus?.()?.focus();
    if (neste.melding !== undefined) {
      teller.current += 1;
      setMelding({ nr: teller.current, innhold: neste.melding });
    }
    neste.etter?.();
  }, [runde]);

  const si = useCallback((kunngjoring: Kunngjoring) => {
    ventende.current = kunngjoring;
    setRunde((n) => n + 1);
  }, []);
  const glem = useCallback(() => setMelding(null), []);
  return { melding, si, glem };
}

/**
 * An editor's live region (role alert), on the page from the moment the editor opens, empty until
 * something fails: a field's error (for screen readers only; the field shows it) or a failed save
 * (seen and heard). Each message is a new node, so the same failure twice is heard twice.
 */
export function Meldingsomrade({ melding, className }: { melding: KunngjoringHandle['melding']; className?: string }) {
  return (
    <div role="alert" className={className}>
      {melding ? <div key={melding.nr}>{melding.innhold}</div> : null}
    </div>
  );
}
