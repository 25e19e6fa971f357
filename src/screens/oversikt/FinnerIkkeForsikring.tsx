import { useEffect, useRef, useState } from 'react';
import { trackKnappeklikk } from '../../analytics/track.ts';
import { Accordion, AccordionItem } from '../../components/accordion/Accordion.tsx';
import { ChevronDownIcon } from '../../components/icon/ui-icons.tsx';
import { Lenke } from '../../components/lenke/Lenke.tsx';
import { PageSection } from '../../components/page-section/PageSection.tsx';
import { getConfig, type FinnerIkkeForsikringConfig, type FinnerIkkeForsikringItem } from '../../config/index.ts';
import { readFinnerIkkeForsikring } from '../../config/finner-ikke-forsikring.ts';
import type { ConfigProblem } from '../../config/read-config.ts';
import { bindTall } from '../../format/tall-i-tekst.ts';
import { isSafeHref } from '../../format/url.ts';
import { eksternLenkeOmTrygg } from '../../mobilapp/lenker.ts';
import { meldConfigProblemer } from '../../monitoring/config-problemer.ts';

/** How many questions show before 'Vis flere spørsmål': 3, or all 4 when there are exactly 4 (spec §2). */
export function synligeSporsmal(antall: number): number {
  return antall <= 4 ? antall : 3;
}

let lest: FinnerIkkeForsikringConfig | undefined;

/**
 * The questions of `finnerIkkeForsikringConfig`, read once per page when this section first shows:
 * its problems (a bad question or link) are warned about and reported then, as boot does for the rest.
 */
function sporsmalene(): FinnerIkkeForsikringConfig {
  if (!lest) {
    const problems: ConfigProblem[] = [];
    lest = readFinnerIkkeForsikring(getConfig().finnerIkkeForsikringConfig, problems);
    meldConfigProblemer(problems);
  }
  return lest;
}

/** Where 'ta kontakt med oss' leads: the footer's phone number (spec §1). */
export const KONTAKT_ANKER = '#kfp-footer-phonenumber';

/**
 * The section 'Finner du ikke forsikringene dine?' (spec §2: part of the overview) with the questions
 * of `finnerIkkeForsikringConfig` as an accordion. Without questions it still shows its heading and
 * a way on: 'Ta kontakt med oss', to the footer's phone number. 'Vis flere spørsmål' shows the rest
 * and, since the button itself goes away, moves focus to the first question it revealed (never to
 * the page's body).
 */
export function FinnerIkkeForsikring() {
  const { title, description, items } = sporsmalene();
  const [visAlle, setVisAlle] = useState(false);
  const flyttFokus = useRef(false);
  const liste = useRef<HTMLDivElement>(null);
  const forst = synligeSporsmal(items.length);

  useEffect(() => {
    if (!visAlle || !flyttFokus.current) return;
    flyttFokus.current = false;
    liste.current?.querySelectorAll<HTMLButtonElement>('.kfp-accordion__trigger')[forst]?.focus();
  }, [visAlle, forst]);

  const synlige = visAlle ? items.length : forst;
  return (
    <PageSection>
      <h2 id="ov-finner-ikke" className="kfp-h2">
        {bindTall(title)}
      </h2>
      {description && <p className="kfp-lead">{bindTall(description)}</p>}
      {items.length === 0 && (
        <p>
          <a href={KONTAKT_ANKER}>Ta kontakt med oss</a>, så hjelper vi deg å finne dem.
        </p>
      )}
      {items.length > 0 && (
        <div ref={liste}>
          <Accordion>
            {items.slice(0, synlige).map((item, i) => (
              <AccordionItem key={i} title={bindTall(item.title)}>
                <Svar item={item} />
              </AccordionItem>
            ))}
          </Accordion>
        </div>
      )}
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
    </PageSection>
  );
}

/** One answer; an external link opens in a new tab, or in the mobile bank through the app. */
function Svar({ item }: { item: FinnerIkkeForsikringItem }) {
  const link = item.link && isSafeHref(item.link.url) ? item.link : undefined;
  const ut = link?.external ? eksternLenkeOmTrygg(link.url, link.urlText) : undefined;
  return (
    <div className="ov-svar">
      <p>{bindTall(item.description)}</p>
      {link && !link.external && (
        <p>
          <a href={link.url}>{link.urlText}</a>
        </p>
      )}
      {ut && link && (
        <p>
          <Lenke lenke={ut}>{link.urlText}</Lenke>
        </p>
      )}
    </div>
  );
}
