import type { Kundekommunikasjon as Meldinger } from '../../api/schemas.ts';
import { ArrowRightIcon, MessageIcon } from '../../components/icon/ui-icons.tsx';
import { InfoBox } from '../../components/info-box/InfoBox.tsx';
import { bindTall } from '../../format/tall-i-tekst.ts';
import { isSafeHref } from '../../format/url.ts';

/** Messages from the eika integration (eika-family brands), each an info box. Links only when the address is safe. */
export function Kundekommunikasjon({ meldinger }: { meldinger: Meldinger['meldinger'] }) {
  if (meldinger.length === 0) return null;
  return (
    <section className="kfp-section">
      <h2 id="ov-kundekommunikasjon" className="kfp-h2">
        Meldinger fra banken din
      </h2>
      <ul className="kfp-grid" role="list">
        {meldinger.map((melding) => (
          <li key={melding.id}>
            <InfoBox
              icon={<MessageIcon />}
              title={bindTall(melding.tittel)}
              action={
                melding.url && isSafeHref(melding.url) ? (
                  <a href={melding.url}>
                    Les mer<span className="kfp-sr-only">: {melding.tittel}</span>
                    <ArrowRightIcon />
                  </a>
                ) : undefined
              }
            >
              {bindTall(melding.tekst)}
            </InfoBox>
          </li>
        ))}
      </ul>
    </section>
  );
}
