import { ShieldIcon } from '../../components/icon/product-icons.tsx';
import { BuyIcon } from '../../components/icon/ui-icons.tsx';
import { NavigationCard } from '../../components/navigation-card/NavigationCard.tsx';
import { usePortalPath } from '../../page/host-context.ts';

/** Extras for labour-union members (spec §6): LO Favør purchases and the double-insurance check. */
export function LoFordeler() {
  const loKjop = usePortalPath('kjopsinnganger', '?isLo=true');
  return (
    <section className="kfp-section">
      <h2 id="ov-lo" className="kfp-h2">
        Fordeler for deg som er LO-medlem
      </h2>
      <ul className="kfp-grid" role="list">
        <li>
          <NavigationCard
            href={loKjop}
            icon={<BuyIcon />}
            title="Kjøp LO Favør-forsikring"
            description="Forsikringer med medlemspris for deg i et LO-forbund."
          />
        </li>
        <li>
          <NavigationCard
            href="/privat/forsikring/skade/dobbeltforsikring"
            icon={<ShieldIcon />}
            title="Er du dobbeltforsikret?"
            description="Sjekk om du har forsikringer som dekker det samme."
          />
        </li>
      </ul>
    </section>
  );
}
