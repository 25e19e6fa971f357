import { track } from '../../analytics/track.ts';
import { Accordion, AccordionItem } from '../../components/accordion/Accordion.tsx';
import { getConfig } from '../../config/index.ts';
import { Kjopskort } from './Kjopskort.tsx';
import { kjopslenke } from './kjopslenke.ts';
import { kjopskategorier } from './kjopsprodukter.ts';
import { Overskrift, tilNivaa, under } from './Overskrift.tsx';

export interface KjopsinngangerProps {
  /** The labour-union (LO) variant: travel goes to the REISELO path. @default false */
  isLo?: boolean;
  /** The level of the heading 'Hva vil du forsikre?' (1–6); categories and cards sit one below. @default 1 */
  headingLevel?: number;
}

/**
 * The purchase entries (spec §2 "Purchase entries"): 'Hva vil du forsikre?', seven expandable
 * categories (an accordion) of purchase links, a click on one tracked as a purchase, and the optional cards from config. Needs no login and no API call.
 */
export function KjopsinngangerScreen({ isLo, headingLevel }: KjopsinngangerProps) {
  const config = getConfig();
  const lo = isLo === true;
  const nivaa = tilNivaa(headingLevel);
  return (
    <section className="kfp-kjop" aria-labelledby="kfp-kjop-tittel">
      <Overskrift nivaa={nivaa} id="kfp-kjop-tittel" className="kfp-kjop__tittel">
        Hva vil du forsikre?
      </Overskrift>
      <Accordion>
        {kjopskategorier(lo).map((kategori) => (
          <AccordionItem key={kategori.id} title={kategori.tittel} headingLevel={under(nivaa)}>
            <ul className="kfp-kjop__liste">
              {kategori.produkter.map((produkt) => (
                <li key={produkt.produktType}>
                  <a
                    href={kjopslenke(produkt, config.kjopUrls)}
                    onClick={() => track('Fullført kjøp', { produktType: produkt.produktType, produktNavn: produkt.navn, kilde: 'kjopsinnganger', kategori: kategori.id, lo })}
                  >
                    {produkt.navn}
                  </a>
                </li>
              ))}
            </ul>
          </AccordionItem>
        ))}
      </Accordion>
      <Kjopskort config={config} nivaa={under(nivaa)} />
    </section>
  );
}
