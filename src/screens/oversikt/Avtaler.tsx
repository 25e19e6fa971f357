import { formatKronerPerAar, formatKronerPerMaaned } from '../../format/index.ts';
import { AvtaleKort } from './AvtaleKort.tsx';
import { NavKort } from './deler/NavKort.tsx';
import { Skjelett } from './deler/Skjelett.tsx';
import { Varsel } from './deler/Varsel.tsx';
import type { AvtaleStatus } from './use-oversikt-data.ts';

interface Props {
  status: AvtaleStatus;
  eikaFamilie: boolean;
  nettbankUrl: string | undefined;
}

/** Where the 'Kjøp forsikring' card leads: the purchase entries. */
export const KJOPSINNGANGER = '/privat/forsikring/oversikt/kjopsinnganger';

/** The customer's agreements as navigation cards, the 'Kjøp forsikring' card, and the sums. */
export function Avtaler({ status, eikaFamilie, nettbankUrl }: Props) {
  return (
    <section className="ov-seksjon" aria-labelledby="ov-avtaler" aria-busy={status.status === 'laster'}>
      <h2 id="ov-avtaler" className="ov-seksjon__tittel">Forsikringene dine</h2>
      {status.status === 'laster' && <Skjelett antall={3} etikett="Laster forsikringene dine" />}
      {status.status === 'feil' && (
        <Varsel variant="feil">
          <p>En feil oppsto ved henting av forsikringene dine</p>
        </Varsel>
      )}
      {status.status === 'ok' && status.delvisNede && (
        <Varsel variant="advarsel">
          <p>Noen av systemene våre er nede...</p>
          <p>Noen forsikringer eller tilbud kan mangle i oversikten.</p>
        </Varsel>
      )}
      {status.status === 'ok' && status.oversikt.avtaler.length === 0 && <p>Du har ingen forsikringer hos oss ennå.</p>}
      {status.status !== 'laster' && (
        <ul className="ov-rutenett" role="list">
          {status.status === 'ok' &&
            status.oversikt.avtaler.map((avtale) => (
              <li key={`${avtale.systemSource}-${avtale.policyNumber}`}>
                <AvtaleKort avtale={avtale} kontekst={{ eikaFamilie, nettbankUrl }} />
              </li>
            ))}
          <li>
            <NavKort href={KJOPSINNGANGER} tittel="Kjøp forsikring" className="ov-kjopkort">
              <p>Se hva du kan forsikre hos oss.</p>
            </NavKort>
          </li>
        </ul>
      )}
      {status.status === 'ok' && status.oversikt.avtaler.length > 0 && (
        <dl className="ov-summer">
          <div>
            <dt>Sum per måned</dt>
            <dd>{formatKronerPerMaaned(status.oversikt.monthlySum)}</dd>
          </div>
          <div>
            <dt>Sum per år</dt>
            <dd>{formatKronerPerAar(status.oversikt.yearlySum)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
