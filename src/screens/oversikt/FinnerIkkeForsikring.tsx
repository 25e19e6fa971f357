import { useState } from 'react';
import { trackKnappeklikk } from '../../analytics/track.ts';
import { Accordion, AccordionItem } from '../../components/accordion/Accordion.tsx';
import { getConfig, type FinnerIkkeForsikringItem } from '../../config/index.ts';
import { isSafeHref } from '../../format/index.ts';

/** How many questions show before 'Vis flere spørsmål': 3, or all 4 when there are exactly 4 (spec §2). */
export function synligeSporsmal(antall: number): number {
  return antall <= 4 ? antall : 3;
}

/** The accordion 'Finner du ikke forsikringene dine?' from `finnerIkkeForsikringConfig`. Hidden without items. */
export function FinnerIkkeForsikring() {
  const { title, description, items } = getConfig().finnerIkkeForsikringConfig;
  const [visAlle, setVisAlle] = useState(false);
  if (items.length === 0) return null;
  const synlige = visAlle ? items.length : synligeSporsmal(items.length);
  return (
    <section className="ov-seksjon" aria-labelledby="ov-finner-ikke">
      <h2 id="ov-finner-ikke" className="ov-seksjon__tittel">{title}</h2>
      {description && <p className="ov-seksjon__ingress">{description}</p>}
      <Accordion>
        {items.slice(0, synlige).map((item, i) => (
          <AccordionItem key={i} title={item.title}>
            <Svar item={item} />
          </AccordionItem>
        ))}
      </Accordion>
      {synlige < items.length && (
        <button type="button" className="kfp-button kfp-button--secondary ov-vis-flere" onClick={() => {
            trackKnappeklikk('Vis flere spørsmål');
            setVisAlle(true);
          }}>
          Vis flere spørsmål
        </button>
      )}
    </section>
  );
}

function Svar({ item }: { item: FinnerIkkeForsikringItem }) {
  const link = item.link && isSafeHref(item.link.url) ? item.link : undefined;
  return (
    <div className="ov-svar">
      <p>{item.description}</p>
      {link && (
        <p>
          <a href={link.url} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {link.urlText}
            {link.external && <span className="kfp-sr-only"> (åpnes i ny fane)</span>}
          </a>
        </p>
      )}
    </div>
  );
}
