import type { Kundekommunikasjon as Meldinger } from '../../api/schemas.ts';
import { isSafeHref } from '../../format/index.ts';

/** Messages from the eika integration (eika-family brands). Links only when the address is safe. */
export function Kundekommunikasjon({ meldinger }: { meldinger: Meldinger['meldinger'] }) {
  if (meldinger.length === 0) return null;
  return (
    <section className="ov-seksjon" aria-labelledby="ov-kundekommunikasjon">
      <h2 id="ov-kundekommunikasjon" className="ov-seksjon__tittel">Meldinger fra banken din</h2>
      <ul className="ov-meldinger" role="list">
        {meldinger.map((melding) => (
          <li key={melding.id} className="ov-melding">
            <h3 className="ov-melding__tittel">{melding.tittel}</h3>
            <p>{melding.tekst}</p>
            {melding.url && isSafeHref(melding.url) && (
              <a href={melding.url}>
                Les mer<span className="kfp-sr-only">: {melding.tittel}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
