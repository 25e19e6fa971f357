import { BuyIcon } from '../../components/icon/ui-icons.tsx';
import { Skeleton } from '../../components/loader/Skeleton.tsx';
import { NavigationCard } from '../../components/navigation-card/NavigationCard.tsx';
import { LesFeil } from '../felles/LesFeil.tsx';
import { AvtaleKort } from './AvtaleKort.tsx';
import type { AvtaleStatus } from './use-oversikt-data.ts';

interface Props {
  status: AvtaleStatus;
  eikaFamilie: boolean;
  nettbankUrl: string | undefined;
  /** Fetches the agreements again ('Prøv igjen' after a failure). */
  provIgjen: () => Promise<unknown>;
}

/** Where the 'Kjøp forsikring' card leads: the purchase entries. */
export const KJOPSINNGANGER = '/privat/forsikring/oversikt/kjopsinnganger';

/** The customer's agreements as navigation cards, then the 'Kjøp forsikring' card. */
export function Avtaler({ status, eikaFamilie, nettbankUrl, provIgjen }: Props) {
  return (
    <section className="kfp-section" aria-labelledby="ov-avtaler" aria-busy={status.status === 'laster'}>
      <h2 id="ov-avtaler" className="kfp-h2">
        Forsikringene dine
      </h2>
      {status.status === 'laster' && (
        <div role="status">
          <span className="kfp-sr-only">Laster forsikringene dine</span>
          <div className="kfp-grid" aria-hidden="true">
            {[1, 2, 3].map((i) => (
              <div key={i} className="kfp-navigation-card kfp-navigation-card--static ov-skjelett">
                <div className="kfp-navigation-card__body">
                  <Skeleton width="60%" />
                  <Skeleton shape="text" />
                  <Skeleton shape="text" width="40%" />
                </div>
              </div>
            ))}
          </div>
        </div>
      )}
      {status.status === 'feil' && <LesFeil tittel="En feil oppsto ved henting av forsikringene dine" provIgjen={provIgjen} />}
      {status.status === 'ok' && status.oversikt.avtaler.length === 0 && (
        <p className="kfp-lead">Du har ingen forsikringer hos oss ennå. Se hva du kan forsikre, og kjøp på nett.</p>
      )}
      {status.status !== 'laster' && (
        <ul className="kfp-grid" role="list">
          {status.status === 'ok' &&
            status.oversikt.avtaler.map((avtale) => (
              <li key={`${avtale.systemSource}-${avtale.policyNumber}`}>
                <AvtaleKort avtale={avtale} kontekst={{ eikaFamilie, nettbankUrl }} />
              </li>
            ))}
          <li>
            <NavigationCard href={KJOPSINNGANGER} variant="action" icon={<BuyIcon />} title="Kjøp forsikring" description="Se hva du kan forsikre hos oss." />
          </li>
        </ul>
      )}
    </section>
  );
}
