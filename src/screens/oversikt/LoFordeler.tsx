import { NavigationCard } from '../../components/navigation-card/NavigationCard.tsx';

/** Extras for labour-union members (spec §6): LO Favør purchases and the double-insurance check. */
export function LoFordeler() {
  return (
    <section className="ov-seksjon" aria-labelledby="ov-lo">
      <h2 id="ov-lo" className="ov-seksjon__tittel">Fordeler for deg som er LO-medlem</h2>
      <ul className="ov-rutenett" role="list">
        <li>
          <NavigationCard
            href="/privat/forsikring/oversikt/kjopsinnganger?isLo=true"
            title="Kjøp LO Favør-forsikring"
            description="Forsikringer med medlemspris for deg i et LO-forbund."
           
          />
        </li>
        <li>
          <NavigationCard
            href="/privat/forsikring/skade/dobbeltforsikring"
            title="Er du dobbeltforsikret?"
            description="Sjekk om du har forsikringer som dekker det samme."
           
          />
        </li>
      </ul>
    </section>
  );
}
