import { NavKort } from './deler/NavKort.tsx';

/** Extras for labour-union members (spec §6): LO Favør purchases and the double-insurance check. */
export function LoFordeler() {
  return (
    <section className="ov-seksjon" aria-labelledby="ov-lo">
      <h2 id="ov-lo" className="ov-seksjon__tittel">Fordeler for deg som er LO-medlem</h2>
      <ul className="ov-rutenett" role="list">
        <li>
          <NavKort href="/privat/forsikring/oversikt/kjopsinnganger?isLo=true" tittel="Kjøp LO Favør-forsikring">
            <p>Forsikringer med medlemspris for deg i et LO-forbund.</p>
          </NavKort>
        </li>
        <li>
          <NavKort href="/privat/forsikring/skade/dobbeltforsikring" tittel="Er du dobbeltforsikret?">
            <p>Sjekk om du har forsikringer som dekker det samme.</p>
          </NavKort>
        </li>
      </ul>
    </section>
  );
}
