import { useId, useState, type ReactNode } from 'react';

interface ItemProps {
  /** The question (the button's name). */
  tittel: string;
  children: ReactNode;
  /** Open from the start. @default false */
  startApen?: boolean;
}

/**
 * One accordion item: a heading holding a button with `aria-expanded` that shows or hides its
 * panel. Local stand-in for the shared accordion; the 150 ms open animation is off under
 * prefers-reduced-motion (CSS).
 */
export function TrekkspillElement({ tittel, children, startApen = false }: ItemProps) {
  const [apen, setApen] = useState(startApen);
  const id = useId();
  return (
    <div className={`ov-trekkspill__element${apen ? ' ov-trekkspill__element--apen' : ''}`}>
      <h3 className="ov-trekkspill__overskrift">
        <button type="button" className="ov-trekkspill__knapp" aria-expanded={apen} aria-controls={id} onClick={() => setApen(!apen)}>
          {tittel}
          <span className="ov-trekkspill__ikon" aria-hidden="true" />
        </button>
      </h3>
      <div id={id} className="ov-trekkspill__panel" hidden={!apen}>
        {children}
      </div>
    </div>
  );
}
