import { useId } from 'react';

interface Props {
  /** Called by "Prøv igjen": the element mounts its screen afresh. */
  onRetry: () => void;
}

/** What an element shows when its screen crashed: its own error state, never a blank box. */
export function ElementErrorState({ onRetry }: Props) {
  const headingId = useId();
  return (
    <section className="kfp-element-error" role="alert" aria-labelledby={headingId}>
      <h2 id={headingId} className="kfp-element-error__title">
        Noe har gått galt
      </h2>
      <p>Prøv igjen, eller ta kontakt med oss.</p>
      <button type="button" className="kfp-button kfp-button--secondary" onClick={onRetry}>
        Prøv igjen
      </button>
    </section>
  );
}
