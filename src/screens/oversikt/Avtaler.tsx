import { memo, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Avtale } from '../../api/schemas.ts';
import { BuyIcon } from '../../components/icon/forste-skjerm-ikoner.tsx';
import { Skeleton } from '../../components/loader/Skeleton.tsx';
import { NavigationCard } from '../../components/navigation-card/NavigationCard.tsx';
import { AvtaleKort } from './AvtaleKort.tsx';
import { usePortalPath } from '../../page/host-context.ts';
import type { LenkeKontekst } from './avtale-lenke.ts';
import { avtaleBolker, formatAntall, FORSTE_BOLK } from './avtale-bolker.ts';
import type { AvtaleStatus } from './use-oversikt-data.ts';

interface Props {
  status: AvtaleStatus;
  eikaFamilie: boolean;
  nettbankUrl: string | undefined;
  /** What shows when the agreements failed: the message with 'Prøv igjen' (its code loads when needed). */
  feilmelding?: ReactNode;
  /** The section's heading, where focus goes on 'Prøv igjen'. */
  overskrift?: RefObject<HTMLHeadingElement | null>;
}

/**
 * The customer's agreements as navigation cards, then the 'Kjøp forsikring' card (not while they
 * failed: a sales card right under the failure reads as the answer to it, issue 34). A large account
 * (a fleet, a farm) shows the first `FORSTE_BOLK` in the spec's order and 'Vis alle forsikringene'
 * for the rest, which then come a batch per task, so the page answers all along.
 */
export function Avtaler({ status, eikaFamilie, nettbankUrl, feilmelding, overskrift }: Props) {
  return (
    <section className="kfp-section" aria-labelledby="ov-avtaler" aria-busy={status.status === 'laster'}>
      <h2 id="ov-avtaler" className="kfp-h2" tabIndex={-1} ref={overskrift}>
        Forsikringene dine
      </h2>
      {status.status === 'laster' && (
        <div role="status">
          <span className="kfp-sr-only">Laster forsikringene dine</span>
          <SkjelettKort antall={3} />
        </div>
      )}
      {status.status === 'feil' && feilmelding}
      {status.status === 'ok' && status.oversikt.avtaler.length === 0 && (
        <p className="kfp-lead">Du har ingen forsikringer hos oss ennå. Se hva du kan forsikre, og kjøp på nett.</p>
      )}
      {status.status === 'ok' && <AvtaleListe avtaler={status.oversikt.avtaler} eikaFamilie={eikaFamilie} nettbankUrl={nettbankUrl} />}
    </section>
  );
}

/** Cards of about an agreement card's size while the page waits, hidden from screen readers. */
export function SkjelettKort({ antall }: { antall: number }) {
  return (
    <div className="kfp-grid" aria-hidden="true">
      {Array.from({ length: antall }, (_, i) => (
        <div key={i} className="kfp-navigation-card kfp-navigation-card--static ov-skjelett">
          <div className="kfp-navigation-card__body">
            <Skeleton width="60%" />
            <Skeleton shape="text" />
            <Skeleton shape="text" width="40%" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** How many more cards each step of 'Vis alle' adds (one React commit each, a task apart). */
const BOLK = 150;

function AvtaleListe({
  avtaler,
  eikaFamilie,
  nettbankUrl,
}: {
  avtaler: readonly Avtale[];
  eikaFamilie: boolean;
  nettbankUrl: string | undefined;
}) {
  // 'Kjøp forsikring' leads to the purchase entries below the router's base.
  const kjopsinnganger = usePortalPath('kjopsinnganger');
  const kontekst = useMemo<LenkeKontekst>(() => ({ eikaFamilie, nettbankUrl }), [eikaFamilie, nettbankUrl]);
  const bolker = useMemo(() => avtaleBolker(avtaler, BOLK), [avtaler]);
  const [visAlle, setVisAlle] = useState(false);
  const [antallBolker, setAntallBolker] = useState(1);
  const liste = useRef<HTMLUListElement>(null);
  const fokusEtterVisAlle = useRef(false);
  const vistBolker = visAlle ? antallBolker : 1;

  // The rest, a batch per task: each commit is short, and the customer can scroll and click meanwhile.
  useEffect(() => {
    if (!visAlle || antallBolker >= bolker.length) return undefined;
    const timer = setTimeout(() => setAntallBolker((n) => n + 1), 0);
    return () => clearTimeout(timer);
  }, [visAlle, antallBolker, bolker.length]);

  // After 'Vis alle', focus goes to the first agreement that was hidden (the button is gone).
  useEffect(() => {
    if (!visAlle || !fokusEtterVisAlle.current) return;
    const kort = liste.current?.querySelectorAll(':scope > li')[FORSTE_BOLK];
    // Its link, or its title when the card has nowhere safe to lead.
    const mal = kort?.querySelector<HTMLElement>('a') ?? kort?.querySelector<HTMLElement>('h3');
    if (!mal) return;
    fokusEtterVisAlle.current = false;
    if (!mal.matches('a')) mal.tabIndex = -1;
    mal.focus();
  }, [visAlle, antallBolker]);

  const skjulte = avtaler.length - (bolker[0]?.length ?? 0);
  return (
    <>
      {/* The cards and the 'Kjøp forsikring' card in one grid, but only the agreements in the list:
          a screen reader says how many agreements there are (issue 33). */}
      <div className="kfp-grid ov-avtaler">
        <ul className="ov-avtaleliste" role="list" ref={liste}>
          {bolker.slice(0, vistBolker).map((bolk, i) => (
            <AvtaleBolk key={i} avtaler={bolk} kontekst={kontekst} />
          ))}
        </ul>
        <div>
          <NavigationCard
            href={kjopsinnganger}
            variant="action"
            icon={<BuyIcon />}
            title="Kjøp forsikring"
            description="Se hva du kan forsikre hos oss."
          />
        </div>
      </div>
      {skjulte > 0 && !visAlle && (
        <div className="ov-vis-alle">
          <p className="ov-vis-alle__antall">
            Viser {FORSTE_BOLK} av {formatAntall(avtaler.length)} forsikringer
          </p>
          <button
            type="button"
            className="kfp-button kfp-button--secondary"
            onClick={() => {
              fokusEtterVisAlle.current = true;
              setVisAlle(true);
              setAntallBolker(2);
            }}
          >
            Vis alle forsikringene ({formatAntall(avtaler.length)})
          </button>
        </div>
      )}
    </>
  );
}

/** One batch of cards; memoized, so a new batch renders only itself. */
const AvtaleBolk = memo(function AvtaleBolk({ avtaler, kontekst }: { avtaler: readonly Avtale[]; kontekst: LenkeKontekst }) {
  return avtaler.map((avtale) => (
    <li key={`${avtale.systemSource}-${avtale.policyNumber}`}>
      <AvtaleKort avtale={avtale} kontekst={kontekst} />
    </li>
  ));
});
