import { useEffect, useRef, useState } from 'react';
import { trackKnappeklikk } from '../../analytics/track.ts';
import { Accordion, AccordionItem } from '../../components/accordion/Accordion.tsx';
import { ChevronDownIcon, ExternalLinkIcon } from '../../components/icon/ui-icons.tsx';
import { getConfig, type FinnerIkkeForsikringItem } from '../../config/index.ts';
import { bindTall, isSafeHref } from '../../format/index.ts';

/** How many questions show before 'Vis flere spørsmål': 3, or all 4 when there are exactly 4 (spec §2). */
export function synligeSporsmal(antall: number): number {
  return antall <= 4 ? antall : 3;
}

/**
 * The accordion 'Finner du ikke forsikringene dine?' from `finnerIkkeForsikringConfig`. Hidden
 * without items. 'Vis flere spørsmål' shows the rest and, since the button itself goes away, moves
 * focus to the first question it revealed (never to the page's body).
 */
export function FinnerIkkeForsikring() {
  const { title, description, items } = getConfig().finnerIkkeForsikringConfig;
  const [visAlle, setVisAlle] = useState(false);
  const flyttFokus = useRef(false);
  const liste = useRef<HTMLDivElement>(null);
  const forst = synligeSporsmal(items.length);

  useEffect(() => {
    if (!visAlle || !flyttFokus.current) return;
    flyttFokus.current = false;
    liste.current?.querySelectorAll<HTMLButtonElement>('.kfp-accordion__trigger')[forst]?.focus();
  }, [visAlle, forst]);

  if (items.length === 0) return null;
  const synlige = visAlle ? items.length : forst;
  return (
    <section className="kfp-section" aria-labelledby="ov-finner-ikke">
      <h2 id="ov-finner-ikke" className="kfp-h2">
        {bindTall(title)}
      </h2>
      {description && <p className="kfp-lead">{bindTall(description)}</p>}
      <div ref={liste}>
        <Accordion>
          {items.slice(0, synlige).map((item, i) => (
            <AccordionItem key={i} title={bindTall(item.title)}>
              <Svar item={item} />
            </AccordionItem>
          ))}
        </Accordion>
      </div>
      {synlige < items.length && (
        <button
          type="button"
          className="kfp-button kfp-button--secondary ov-vis-flere"
          onClick={() => {
            trackKnappeklikk('Vis flere spørsmål');
            flyttFokus.current = true;
            setVisAlle(true);
          }}
        >
          Vis flere spørsmål
          <ChevronDownIcon />
        </button>
      )}
    </section>
  );
}

function Svar({ item }: { item: FinnerIkkeForsikringItem }) {
  const link = item.link && isSafeHref(item.link.url) ? item.link : undefined;
  return (
    <div className="ov-svar">
      <p>{bindTall(item.description)}</p>
      {link && (
        <p>
          <a href={link.url} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {link.urlText}
            {link.external && <ExternalLinkIcon className="ov-svar__ekstern" />}
            {link.external && <span className="kfp-sr-only"> (åpnes i ny fane)</span>}
          </a>
        </p>
      )}
    </div>
  );
}
