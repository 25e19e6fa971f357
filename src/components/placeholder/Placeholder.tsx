interface Props {
  /** The screen's heading. */
  title: string;
}

/** A plain stand-in for a screen whose own issue has not landed yet: the screen's h1 and spacing. */
export function Placeholder({ title }: Props) {
  return (
    <section className="kfp-placeholder kfp-screen">
      <h1 className="kfp-h1">{title}</h1>
      <p className="kfp-lead">Denne delen av forsikringssidene er ikke ferdig ennå.</p>
    </section>
  );
}
