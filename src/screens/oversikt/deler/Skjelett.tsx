interface Props {
  /** How many placeholder cards. */
  antall: number;
  /** Read to screen readers while loading. */
  etikett: string;
}

/** Grey placeholder cards while data loads (no animation under prefers-reduced-motion). */
export function Skjelett({ antall, etikett }: Props) {
  return (
    <div className="ov-skjelett" role="status">
      <span className="kfp-sr-only">{etikett}</span>
      <div className="ov-rutenett" aria-hidden="true">
        {Array.from({ length: antall }, (_, i) => (
          <div key={i} className="ov-kort ov-skjelett__kort">
            <span className="ov-skjelett__linje ov-skjelett__linje--tittel" />
            <span className="ov-skjelett__linje" />
            <span className="ov-skjelett__linje ov-skjelett__linje--kort" />
          </div>
        ))}
      </div>
    </div>
  );
}
