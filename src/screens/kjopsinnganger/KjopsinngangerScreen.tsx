import { getConfig } from '../../config/index.ts';
import { Kategori } from './Kategori.tsx';
import { Kjopskort } from './Kjopskort.tsx';
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
 * categories of purchase links, and the optional cards from config. Needs no login and no API call.
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
      <div className="kfp-kjop__kategorier">
        {kjopskategorier(lo).map((kategori) => (
          <Kategori key={kategori.id} kategori={kategori} kjopUrls={config.kjopUrls} nivaa={under(nivaa)} />
        ))}
      </div>
      <Kjopskort config={config} nivaa={under(nivaa)} />
    </section>
  );
}
