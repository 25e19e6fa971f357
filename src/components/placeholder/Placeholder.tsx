interface Props {
  /** The screen's heading. */
  title: string;
}

/** A plain stand-in for a screen whose own issue has not landed yet. */
export function Placeholder({ title }: Props) {
  return (
    <section className="kfp-placeholder">
      <h1>{title}</h1>
      <p>Denne delen av forsikringssidene er ikke ferdig ennå.</p>
    </section>
  );
}
