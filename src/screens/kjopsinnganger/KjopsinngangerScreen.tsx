import { useDeferredValue, useId } from 'react';
import { track } from '../../analytics/track.ts';
import { Accordion, AccordionItem } from '../../components/accordion/Accordion.tsx';
import { ProductIcon } from '../../components/icon/product-icons.tsx';
import { ChevronRightIcon } from '../../components/icon/ui-icons.tsx';
import { getConfig } from '../../config/index.ts';
import { hyphenateProductName } from '../../format/hyphenate.ts';
import { skadekundeQuery } from '../../store/queries/oversikt.ts';
import { useQuery } from '../../store/use-query.ts';
import { useSession } from '../../store/use-session.ts';
import { Kjopskort } from './Kjopskort.tsx';
import { kjopslenke } from './kjopslenke.ts';
import { kjopskategorier } from './kjopsprodukter.ts';
import { rabattlinjer, type Bankkunde } from './rabatter.ts';
import { Overskrift, tilNivaa, under } from './Overskrift.tsx';

export interface KjopsinngangerProps {
  /** The labour-union (LO) variant: travel goes to the REISELO path. @default false */
  isLo?: boolean;
  /** The level of the heading 'Hva vil du forsikre?' (1–6); categories and cards sit one below. @default 1 */
  headingLevel?: number;
}

/**
 * The purchase entries (spec §2 "Purchase entries"): 'Hva vil du forsikre?', the discounts a
 * customer gets (spec §9, config `rabatttekster`), seven expandable categories (an accordion, each
 * with its icon) of product tiles (icon, name and what the insurance is for, the whole tile one
 * link; car insurance with its campaign), a click on one tracked as a purchase, and the optional
 * cards from config. Needs no login and no API call: for a logged-in customer it reads the claims
 * customer (shared with the overview, so there it is in already) and shows once that is in, so the
 * bank customers' discount is said only to whom it applies and no line goes away once shown. As the
 * page's own screen (heading level 1) it keeps the portal's screen spacing; inside the overview it
 * is one of its sections.
 */
export function KjopsinngangerScreen({ isLo, headingLevel }: KjopsinngangerProps) {
  const config = getConfig();
  const lo = isLo === true;
  const nivaa = tilNivaa(headingLevel);
  const bankkunde = useBankkunde();
  // The tiles render in the background (a deferred pass, in slices between which the browser
  // answers a tap), not in the task in which the chunk came in: on the overview they come with its
  // lower half, right after the first content (issue 35). The box is empty until then, as it is
  // while the chunk loads.
  const iBakgrunnen = useDeferredValue(true, false);
  if (bankkunde === undefined || !iBakgrunnen) return null;
  const { bilkampanje } = config.rabatttekster;
  const rabatter = rabattlinjer(config.rabatttekster, bankkunde);
  return (
    <section
      className={`kfp-kjop${nivaa === 1 ? ' kfp-screen' : ' kfp-section'}`}
      {...(nivaa === 1 ? { 'aria-labelledby': 'kfp-kjop-tittel' } : {})}
    >
      <div className="kfp-kjop__topp">
        <Overskrift nivaa={nivaa} id="kfp-kjop-tittel" className={nivaa === 1 ? 'kfp-h1' : 'kfp-h2'}>
          Hva vil du forsikre?
        </Overskrift>
        {nivaa === 1 && <p className="kfp-lead">Velg hva du vil forsikre, så ser du pris og kan kjøpe på nett.</p>}
      </div>
      {rabatter.length > 0 ? (
        <ul className="kfp-kjop__rabatter" aria-label="Rabatter">
          {rabatter.map((tekst) => (
            <li key={tekst}>{tekst}</li>
          ))}
        </ul>
      ) : null}
      <Accordion>
        {kjopskategorier(lo).map((kategori, index) => (
          <AccordionItem
            key={kategori.id}
            // On its own page the first category starts open, so the tiles are in view at once.
            startExpanded={nivaa === 1 && index === 0}
            title={
              <span className="kfp-kjop__kategori">
                <span className="kfp-kjop__kategori-ikon">
                  <ProductIcon type={kategori.ikon} />
                </span>
                {kategori.tittel}
              </span>
            }
            headingLevel={under(nivaa)}
          >
            <ul className="kfp-kjop__fliser" role="list">
              {kategori.produkter.map((produkt) => (
                <li key={produkt.produktType}>
                  <Flis
                    navn={produkt.navn}
                    fordel={produkt.fordel}
                    produktType={produkt.produktType}
                    href={kjopslenke(produkt, config.kjopUrls)}
                    onClick={() =>
                      track('Fullført kjøp', {
                        produktType: produkt.produktType,
                        produktNavn: produkt.navn,
                        kilde: 'kjopsinnganger',
                        kategori: kategori.id,
                        lo,
                      })
                    }
                    {...(produkt.produktType === 'BIL' && bilkampanje.trim() !== '' ? { kampanje: bilkampanje } : {})}
                  />
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

/**
 * Whether the customer is a bank customer (spec §6: customer data only when logged in), or undefined
 * while that is being found out: the session, then the claims customer's record.
 */
function useBankkunde(): Bankkunde | undefined {
  const session = useSession();
  const kunde = useQuery({ ...skadekundeQuery, enabled: session === 'innlogget' });
  if (session === 'laster') return undefined;
  if (session !== 'innlogget' || kunde.isError) return 'ukjent';
  return kunde.data?.isBankkunde;
}

interface FlisProps {
  navn: string;
  fordel: string;
  produktType: string;
  href: string;
  onClick: () => void;
  /** A campaign (spec §9's car campaign) under what the insurance is for. */
  kampanje?: string;
}

/**
 * One product tile: the product's name is the link (stretched over the tile, so the whole tile is
 * clickable), and what the insurance is for is its description.
 */
function Flis({ navn, fordel, produktType, href, onClick, kampanje }: FlisProps) {
  const id = useId();
  return (
    <div className="kfp-flis">
      <span className="kfp-flis__ikon">
        <ProductIcon type={produktType} />
      </span>
      <span className="kfp-flis__tekst">
        <a className="kfp-flis__lenke" href={href} aria-describedby={`${id}-fordel`} onClick={onClick}>
          {hyphenateProductName(navn)}
        </a>
        <span className="kfp-flis__fordel" id={`${id}-fordel`}>
          {fordel}
        </span>
        {kampanje !== undefined && <span className="kfp-flis__kampanje">{kampanje}</span>}
      </span>
      <ChevronRightIcon className="kfp-flis__pil" />
    </div>
  );
}
