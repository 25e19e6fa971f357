import { useQuery } from '../../store/use-query.ts';
import { useEffect, useMemo, useRef } from 'react';
import type { Tilbud } from '../../api/schemas.ts';
import { track } from '../../analytics/track.ts';
import { ProductIcon } from '../../components/icon/product-icons.tsx';
import { NavigationCard } from '../../components/navigation-card/NavigationCard.tsx';
import { getConfig } from '../../config/index.ts';
import { hyphenateProductName } from '../../format/hyphenate.ts';
import { anonymiserSti } from '../../format/path.ts';
import { produktanbefalingQuery } from '../../store/queries/oversikt.ts';
import { Illustrasjon } from './deler/Illustrasjon.tsx';
import { anbefalingPayload, velgAnbefalinger, type NboProdukt } from './nbo.ts';

/** A recommended product the customer already has an open offer on: the card leads to that offer. */
export const TILBUD_TEKST = 'Du har et tilbud på denne forsikringen. Se tilbudet ditt.';

/** The recommendations' A/B test, as analytics names it. */
export const NBO_EKSPERIMENT = 'nbo-kontrollgruppe';

interface Props {
  /** The customer's product types (unique, sorted); the block waits until they are known. */
  produkter: readonly string[] | undefined;
  /** The customer's open offers: a recommended product with one leads to it instead of a new purchase. */
  tilbud?: readonly Tilbud[];
}

const INGEN_TILBUD: readonly Tilbud[] = [];

/**
 * The next-best-offer block (spec §3 "Recommendations", §9): up to 5 recommendations, the top one
 * as a wide card with its picture, the others compact with the product's icon; products the
 * customer has left out, nothing for the control group; the discounts of spec §9 (config
 * `rabatttekster`): several insurances above, the car campaign on car insurance. Sends the
 * Recommendation payload ('Anbefaling'), the control group's A/B test and, when shown,
 * 'NBO-visning' to analytics once the answer is in.
 */
export function Anbefalinger({ produkter, tilbud = INGEN_TILBUD }: Props) {
  const query = useQuery({ ...produktanbefalingQuery(produkter ?? []), enabled: produkter !== undefined });
  const valg = useMemo(
    () => (query.data && produkter ? velgAnbefalinger(query.data, produkter, tilbud, getConfig()) : undefined),
    [query.data, produkter, tilbud],
  );
  const sendt = useRef<unknown>(null);

  useEffect(() => {
    if (!valg || !query.data || !produkter || sendt.current === query.data) return;
    sendt.current = query.data;
    const page = anonymiserSti(globalThis.location.pathname);
    track('Anbefaling', anbefalingPayload(page, produkter, valg, query.data));
    // The control group is the recommendations' A/B test (spec §3 `controlgroup`).
    const variant = query.data.controlgroup ? 'kontrollgruppe' : 'anbefalinger';
    track('A/B-test', { experiment: NBO_EKSPERIMENT, variant });
    track('experiment started', { 'Experiment name': NBO_EKSPERIMENT, 'Variant name': variant });
    if (valg.vises && valg.hoved) track('NBO-visning', { products: [valg.hoved, ...valg.ovrige].map((produkt) => produkt.type), page });
  }, [valg, query.data, produkter]);

  if (!valg?.vises || !valg.hoved) return null;
  const { hoved, ovrige } = valg;
  const { flereForsikringer, bilkampanje } = getConfig().rabatttekster;
  const kampanje = (type: string) => (type === 'BIL' && bilkampanje.trim() !== '' ? <p className="ov-kampanje">{bilkampanje}</p> : null);
  const kjop = (produkt: NboProdukt) =>
    produkt.aapentTilbud
      ? undefined
      : () => track('Fullført kjøp', { produktType: produkt.type, produktNavn: produkt.navn, kilde: 'anbefaling', hovedanbefaling: produkt === hoved });
  return (
    <section className="kfp-section">
      <h2 id="ov-anbefalinger" className="kfp-h2">
        Anbefalt for deg
      </h2>
      {flereForsikringer.trim() !== '' && <p className="kfp-lead">{flereForsikringer}</p>}
      <ul className="kfp-grid ov-anbefalinger" role="list">
        <li className="ov-anbefalinger__hoved">
          <NavigationCard
            href={hoved.href}
            variant="wide"
            media={<Illustrasjon motiv={hoved.illustrasjon} />}
            title={hyphenateProductName(hoved.navn)}
            description={hoved.aapentTilbud ? TILBUD_TEKST : 'Se pris og kjøp forsikringen på nett. Det tar bare noen minutter.'}
            onClick={kjop(hoved)}
          >
            {kampanje(hoved.type) ?? undefined}
          </NavigationCard>
        </li>
        {ovrige.map((produkt) => (
          <li key={produkt.type}>
            <NavigationCard
              href={produkt.href}
              variant="compact"
              icon={<ProductIcon type={produkt.type} />}
              title={hyphenateProductName(produkt.navn)}
              onClick={kjop(produkt)}
            >
              {produkt.aapentTilbud && <p>{TILBUD_TEKST}</p>}
              {kampanje(produkt.type)}
            </NavigationCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
