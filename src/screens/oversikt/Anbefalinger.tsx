import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { track } from '../../analytics/track.ts';
import { NavigationCard } from '../../components/navigation-card/NavigationCard.tsx';
import { getConfig } from '../../config/index.ts';
import { anonymiserSti } from '../../format/index.ts';
import { produktanbefalingQuery } from '../../store/queries/oversikt.ts';
import { Illustrasjon } from './deler/Illustrasjon.tsx';
import { anbefalingPayload, velgAnbefalinger } from './nbo.ts';

interface Props {
  /** The customer's product types (unique, sorted); the block waits until they are known. */
  produkter: readonly string[] | undefined;
}

/**
 * The next-best-offer block (spec §3 "Recommendations", §9): up to 5 recommendations, the top one
 * as a picture card, products the customer has left out, nothing for the control group; the
 * discounts of spec §9 (config `rabatttekster`): several insurances above, the car campaign on car
 * insurance. Sends the Recommendation payload to analytics once the answer is in.
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
  const { flereForsikringer, bilkampanje } = getConfig().rabatttekster;
  const kampanje = (type: string) => (type === 'BIL' && bilkampanje.trim() !== '' ? <p className="ov-kampanje">{bilkampanje}</p> : null);
  return (
    <section className="ov-seksjon" aria-labelledby="ov-anbefalinger">
      <h2 id="ov-anbefalinger" className="ov-seksjon__tittel">Anbefalt for deg</h2>
      {flereForsikringer.trim() !== '' && <p className="ov-seksjon__ingress">{flereForsikringer}</p>}
      <ul className="ov-rutenett ov-anbefalinger" role="list">
        <li className="ov-anbefalinger__hoved">
          <NavigationCard href={hoved.href} title={hoved.navn}>
            <Illustrasjon motiv={hoved.illustrasjon} />
            <p>Se pris og kjøp på nett.</p>
            {kampanje(hoved.type)}
          </NavigationCard>
        </li>
        {ovrige.map((produkt) => (
          <li key={produkt.type}>
            <NavigationCard href={produkt.href} title={produkt.navn} description="Se pris og kjøp på nett.">
              {kampanje(produkt.type) ?? undefined}
            </NavigationCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
