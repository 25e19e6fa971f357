import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { track } from '../../analytics/track.ts';
import { ProductIcon } from '../../components/icon/product-icons.tsx';
import { NavigationCard } from '../../components/navigation-card/NavigationCard.tsx';
import { anonymiserSti, hyphenateProductName } from '../../format/index.ts';
import { produktanbefalingQuery } from '../../store/queries/oversikt.ts';
import { Illustrasjon } from './deler/Illustrasjon.tsx';
import { anbefalingPayload, velgAnbefalinger } from './nbo.ts';

interface Props {
  /** The customer's product types (unique, sorted); the block waits until they are known. */
  produkter: readonly string[] | undefined;
}

/**
 * The next-best-offer block (spec §3 "Recommendations", §9): up to 5 recommendations, the top one
 * as a wide card with its picture, the others compact with the product's icon; products the
 * customer has left out, nothing for the control group. Sends the Recommendation payload to
 * analytics once the answer is in.
 */
export function Anbefalinger({ produkter }: Props) {
  const query = useQuery({ ...produktanbefalingQuery(produkter ?? []), enabled: produkter !== undefined });
  const valg = query.data && produkter ? velgAnbefalinger(query.data, produkter) : undefined;
  const sendt = useRef<unknown>(null);

  useEffect(() => {
    if (!valg || !query.data || !produkter || sendt.current === query.data) return;
    sendt.current = query.data;
    track('Recommendation', anbefalingPayload(anonymiserSti(globalThis.location.pathname), produkter, valg, query.data));
  }, [valg, query.data, produkter]);

  if (!valg?.vises || !valg.hoved) return null;
  const { hoved, ovrige } = valg;
  return (
    <section className="kfp-section" aria-labelledby="ov-anbefalinger">
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
          />
        </li>
        {ovrige.map((produkt) => (
          <li key={produkt.type}>
            <NavigationCard href={produkt.href} variant="compact" icon={<ProductIcon type={produkt.type} />} title={hyphenateProductName(produkt.navn)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
