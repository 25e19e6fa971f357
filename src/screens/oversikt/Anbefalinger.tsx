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

/**
 * The discount an LO member gets (spec §6: labour-union members have their own offers, LO Favør,
 * at member prices; the bank-customer discount of spec §9 is not theirs).
 */
export const LO_RABATT = 'Som LO-medlem får du medlemspris på forsikringene fra LO Favør.';

/** The recommendations' A/B test, as analytics names it. */
export const NBO_EKSPERIMENT = 'nbo-kontrollgruppe';

interface Props {
  /** The customer's product types (unique, sorted); the block waits until they are known. */
  produkter: readonly string[] | undefined;
  /** The customer's open offers: a product with one is not recommended (the offers show it). */
  tilbud?: readonly Tilbud[];
  /** The customer is a labour-union member (spec §6): the top card names the LO discount. @default false */
  loMedlem?: boolean;
}

const INGEN_TILBUD: readonly Tilbud[] = [];

/**
 * The next-best-offer block (spec §3 "Recommendations", §9): up to 5 recommendations, the top one
 * as a wide card with its picture, the others compact with the product's icon; products the
 * customer has or has an open offer on left out, nothing for the control group.
 * Discounts are said once on the page (issue 34): the general ones (config `rabatttekster`
 * `samlerabatt`, `flereForsikringer`) are the purchase entries' list right below, so this block
 * adds only what is the customer's own: the car campaign on car insurance, and for an LO member
 * the LO discount on the top card (never the bank customer's). Sends the
 * Recommendation payload ('Anbefaling'), the control group's A/B test and, when shown,
 * 'NBO-visning' to analytics once the answer is in.
 */
export function Anbefalinger({ produkter, tilbud = INGEN_TILBUD, loMedlem = false }: Props) {
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
  const { bilkampanje } = getConfig().rabatttekster;
  const kampanje = (type: string) => (type === 'BIL' && bilkampanje.trim() !== '' ? <p className="ov-kampanje">{bilkampanje}</p> : null);
  const kjop = (produkt: NboProdukt) => () =>
    track('Fullført kjøp', {
      produktType: produkt.type,
      produktNavn: produkt.navn,
      kilde: 'anbefaling',
      hovedanbefaling: produkt === hoved,
    });
  const hovedtillegg = (
    <>
      {loMedlem && <p className="ov-kampanje">{LO_RABATT}</p>}
      {kampanje(hoved.type)}
    </>
  );
  return (
    <section className="kfp-section">
      <h2 id="ov-anbefalinger" className="kfp-h2">
        Anbefalt for deg
      </h2>
      <ul className="kfp-grid ov-anbefalinger" role="list">
        <li className="ov-anbefalinger__hoved">
          <NavigationCard
            href={hoved.href}
            variant="wide"
            media={<Illustrasjon motiv={hoved.illustrasjon} />}
            title={hyphenateProductName(hoved.navn)}
            description="Se pris og kjøp forsikringen på nett. Det tar bare noen minutter."
            onClick={kjop(hoved)}
          >
            {loMedlem || kampanje(hoved.type) ? hovedtillegg : undefined}
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
              {kampanje(produkt.type) ?? undefined}
            </NavigationCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
