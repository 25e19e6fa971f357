import { Skeleton } from '../../components/loader/Skeleton.tsx';
import { NavigationCard } from '../../components/navigation-card/NavigationCard.tsx';
import { SystemfeilBanner } from '../../components/systemfeil-banner/SystemfeilBanner.tsx';
import { formatKronerPerAar, formatKronerPerMaaned } from '../../format/index.ts';
import { AvtaleKort } from './AvtaleKort.tsx';
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
      {status.status === 'laster' && (
        <div role="status">
          <span className="kfp-sr-only">Laster forsikringene dine</span>
          <div className="ov-rutenett" aria-hidden="true">
            {[1, 2, 3].map((i) => (
              <div key={i} className="kfp-navigation-card kfp-navigation-card--static ov-skjelett">
                <Skeleton width="60%" />
                <Skeleton shape="text" />
                <Skeleton shape="text" width="40%" />
              </div>
            ))}
          </div>
        </div>
      )}
      {status.status === 'feil' && <SystemfeilBanner variant="error">En feil oppsto ved henting av forsikringene dine</SystemfeilBanner>}
      {status.status === 'ok' && status.delvisNede && (
        <SystemfeilBanner>
          <p>Noen av systemene våre er nede...</p>
          <p>Noen forsikringer eller tilbud kan mangle i oversikten.</p>
        </SystemfeilBanner>
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
            <NavigationCard href={KJOPSINNGANGER} title="Kjøp forsikring" description="Se hva du kan forsikre hos oss." />
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
