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
 * The purchase entries (spec §2 "Purchase entries"): 'Hva vil du forsikre?', the discounts a
 * customer gets (spec §9, config `rabatttekster`), seven expandable categories (an accordion) of
 * purchase links (car insurance with its campaign), a click on one tracked as a purchase, and the
 * optional cards from config. Needs no login and no API call.
 */
export function KjopsinngangerScreen({ isLo, headingLevel }: KjopsinngangerProps) {
  const config = getConfig();
  const lo = isLo === true;
  const nivaa = tilNivaa(headingLevel);
  const { samlerabatt, flereForsikringer, bilkampanje } = config.rabatttekster;
  const rabatter = [samlerabatt, flereForsikringer].filter((tekst) => tekst.trim() !== '');
  return (
    <section className="kfp-kjop" aria-labelledby="kfp-kjop-tittel">
      <Overskrift nivaa={nivaa} id="kfp-kjop-tittel" className="kfp-kjop__tittel">
        Hva vil du forsikre?
      </Overskrift>
      {rabatter.length > 0 ? (
        <ul className="kfp-kjop__rabatter" aria-label="Rabatter">
          {rabatter.map((tekst) => (
            <li key={tekst}>{tekst}</li>
          ))}
        </ul>
      ) : null}
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
                  {produkt.produktType === 'BIL' && bilkampanje.trim() !== '' ? <p className="kfp-kjop__kampanje">{bilkampanje}</p> : null}
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
