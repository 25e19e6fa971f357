import { useId, useState } from 'react';
import { track } from '../../analytics/track.ts';
import type { KjopUrlKey } from '../../config/index.ts';
import { kjopslenke } from './kjopslenke.ts';
import type { Kjopskategori } from './kjopsprodukter.ts';
import { Overskrift, type Nivaa } from './Overskrift.tsx';

interface Props {
  kategori: Kjopskategori;
  kjopUrls: Partial<Record<KjopUrlKey, string>>;
  nivaa: Nivaa;
}

/**
 * One expandable category (WAI-ARIA disclosure inside a heading): the button says whether it is
 * expanded; its panel lists the purchase entries. A click on an entry is a purchase event.
 */
export function Kategori({ kategori, kjopUrls, nivaa }: Props) {
  const [apen, setApen] = useState(false);
  const panelId = useId();
  return (
    <div className="kfp-kategori">
      <Overskrift nivaa={nivaa} className="kfp-kategori__overskrift">
        <button
          type="button"
          className="kfp-kategori__knapp"
          aria-expanded={apen}
          aria-controls={panelId}
          onClick={() => setApen((forrige) => !forrige)}
        >
          <span>{kategori.tittel}</span>
          <svg className="kfp-kategori__pil" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </Overskrift>
      <div id={panelId} className="kfp-kategori__panel" hidden={!apen}>
        <ul className="kfp-kategori__liste">
          {kategori.produkter.map((produkt) => (
            <li key={produkt.produktType}>
              <a
                className="kfp-kategori__lenke"
                href={kjopslenke(produkt, kjopUrls)}
                onClick={() => track('Completed purchase', { produktType: produkt.produktType, produktNavn: produkt.navn })}
              >
                {produkt.navn}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
