/** Grey stand-ins for two offers while the list loads (hidden from screen readers; the list says it is busy). */
export function TilbudSkjelett() {
  return (
    <div className="kfp-skjelett" aria-hidden="true">
      {[0, 1].map((n) => (
        <div key={n} className="kfp-tilbud kfp-skjelett__kort">
          <div className="kfp-skjelett__linje kfp-skjelett__linje--tittel" />
          <div className="kfp-skjelett__linje" />
          <div className="kfp-skjelett__linje kfp-skjelett__linje--kort" />
        </div>
      ))}
    </div>
  );
}
