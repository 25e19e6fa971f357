import { useQuery } from '@tanstack/react-query';
import { createElement, Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { track } from '../../analytics/track.ts';
import { adoptStyles } from '../../element/adopt-styles.ts';
import { forsteInnholdVist } from '../../element/forste-innhold.ts';
import { useHost } from '../../element/host-context.ts';
import { reportError } from '../../monitoring/report.ts';
import { Skeleton } from '../../components/loader/Skeleton.tsx';
import { SystemfeilBanner } from '../../components/systemfeil-banner/SystemfeilBanner.tsx';
import { produktanbefalingQuery } from '../../store/queries/oversikt.ts';
import { Avtaler } from './Avtaler.tsx';
import { Oppgaver } from './Oppgaver.tsx';
import { kundensProdukter } from './slaa-sammen.ts';
import { Topp } from './Topp.tsx';
import { useOversiktData } from './use-oversikt-data.ts';

const lastNedreDel = () => import('./nedre-del-module.ts');
type NedreDel = Awaited<ReturnType<typeof lastNedreDel>>;

/** The product code the overview's feedback is filed under. */
export const OVERSIKT_PRODUKTKODE = 'forsikringsoversikt';

interface Del {
  id: string;
  /** Its data has settled (or it needs none). */
  klar: boolean;
  innhold: ReactNode;
  /** While not settled it shows its own placeholder (in place of the generic one). */
  egenPlassholder?: boolean;
}

/**
 * The insurance overview (spec §2 "Overview"): the opening (greeting, heading, shortcuts, sums),
 * one system-error banner, task cards, the agreements, the eika customer communication, 'Finner du
 * ikke forsikringene dine?', the recommendations, labour-union extras, the purchase entries and the
 * feedback widget. Customer data only when logged in; every failing part shows its message and
 * leaves the rest working.
 *
 * On a slow connection the page assembles from the top without jumps: each part appears only once
 * every part above it has settled, the first one still waiting shows a placeholder of its size,
 * and nothing below it shows yet (so nothing already on screen is pushed down).
 */
export function OversiktScreen() {
  const data = useOversiktData();
  const { avtaleStatus } = data;
  const avtaler = avtaleStatus.status === 'ok' ? avtaleStatus.oversikt.avtaler : undefined;
  const produkter = useMemo(() => (avtaler ? kundensProdukter(avtaler) : undefined), [avtaler]);
  const visKundedata = data.innlogget || data.session === 'laster';
  const anbefalinger = useQuery({ ...produktanbefalingQuery(produkter ?? []), enabled: data.innlogget && produkter !== undefined });
  const host = useHost();
  const [nedre, setNedre] = useState<NedreDel | null>(null);
  const [nedreFeilet, setNedreFeilet] = useState(false);
  const nedreLastet = nedre !== null || nedreFeilet;
  const anbefalingerLaster = visKundedata && (avtaleStatus.status === 'laster' || (produkter !== undefined && anbefalinger.isPending));
  const antallAvtaler = avtaler?.length;
  useEffect(() => {
    if (antallAvtaler !== undefined) track('Statistikk', { name: 'antall-avtaler', value: antallAvtaler });
  }, [antallAvtaler]);

  const deler: Del[] = [
    {
      id: 'oppgaver',
      klar: !data.oppgaverLaster,
      innhold: data.innlogget && (
        <Oppgaver
          helseerklaeringer={data.helseerklaeringer}
          aksepttilbud={data.aksepttilbud}
          motoroppgaver={data.motoroppgaver}
          hasUlesteMeldinger={data.hasUlesteMeldinger}
          tilbud={data.tilbud}
        />
      ),
    },
    {
      id: 'avtaler',
      klar: avtaleStatus.status !== 'laster',
      // The agreements show their own placeholder under their heading.
      egenPlassholder: true,
      innhold: visKundedata && (
        <Avtaler status={avtaleStatus} eikaFamilie={data.eikaFamilie} nettbankUrl={data.nettbankUrl} provIgjen={data.hentAvtalerIgjen} />
      ),
    },
    {
      id: 'meldinger',
      klar: nedreLastet && !data.meldingerLaster,
      innhold: nedre && data.innlogget && data.eikaFamilie && <nedre.Kundekommunikasjon meldinger={data.kundekommunikasjon} />,
    },
    { id: 'finner-ikke', klar: true, innhold: nedre && <nedre.FinnerIkkeForsikring /> },
    { id: 'anbefalinger', klar: !anbefalingerLaster, innhold: nedre && data.innlogget && <nedre.Anbefalinger produkter={produkter} /> },
    { id: 'lo', klar: !data.loLaster, innhold: nedre && data.innlogget && data.isLoMedlem && <nedre.LoFordeler /> },
    // Elements of their own (their own issues); the tags upgrade when the bundle defines them.
    { id: 'kjop', klar: true, innhold: createElement('kfp-kjopsinnganger', { 'heading-level': '2' }) },
    // The main feedback also goes to POST feedback/ (spec §7) with this product code.
    { id: 'feedback', klar: true, innhold: createElement('kfp-feedback', { 'widget-id': 'oversikt', 'send-to-api': '', 'product-code': OVERSIKT_PRODUKTKODE }) },
  ];
  const forsteIkkeKlar = deler.findIndex((del) => !del.klar);
  const venter = forsteIkkeKlar === -1 ? undefined : deler[forsteIkkeKlar];
  const synlige = venter === undefined ? deler : deler.slice(0, forsteIkkeKlar + (venter.egenPlassholder ? 1 : 0));
  // The agreements (or their error) on screen are the page's first content: once painted, what
  // waited for them may load (src/element/forste-innhold.ts), the lower half's code among it. Its
  // parts wait for it; once in, its components render at once (no suspense), so they appear in
  // page order.
  const forsteInnholdVises = avtaleStatus.status !== 'laster' && synlige.some((del) => del.id === 'avtaler');
  useEffect(() => {
    if (!forsteInnholdVises) return undefined;
    let aktiv = true;
    forsteInnholdVist()
      .then(lastNedreDel)
      .then(
        (modul) => {
          if (!aktiv) return;
          if (host?.shadowRoot) adoptStyles(host.shadowRoot, modul.styles);
          setNedre(modul);
        },
        (error: unknown) => {
          if (!aktiv) return;
          // The parts of the lower half are left out; the purchase entries and feedback still show.
          reportError(error, { source: 'kfp-oversikt', message: 'Lower half failed to load' });
          setNedreFeilet(true);
        },
      );
    return () => {
      aktiv = false;
    };
  }, [host, forsteInnholdVises]);

  return (
    <div className="ov kfp-screen" data-ferdig={forsteIkkeKlar === -1}>
      <Topp fornavn={data.fornavn} fornavnLaster={data.fornavnLaster} visSummer={visKundedata} status={avtaleStatus} />
      {avtaleStatus.status === 'ok' && avtaleStatus.delvisNede ? (
        <SystemfeilBanner>
          <p className="kfp-alert__title">Noen av systemene våre er nede...</p>
          <p>Noen forsikringer eller tilbud kan mangle i oversikten. Prøv igjen senere.</p>
        </SystemfeilBanner>
      ) : (
        data.noeFeilet && <SystemfeilBanner />
      )}
      {synlige.map((del) => (
        <Fragment key={del.id}>{del.innhold}</Fragment>
      ))}
      {venter && !venter.egenPlassholder && <Plassholder />}
    </div>
  );
}

/** Where the next part will appear: cards of about its size, hidden from screen readers. */
function Plassholder() {
  return (
    <div className="ov-plassholder" aria-hidden="true">
      <Skeleton width="12rem" height="2rem" />
      <div className="kfp-grid">
        {[1, 2].map((i) => (
          <div key={i} className="kfp-navigation-card kfp-navigation-card--static ov-skjelett">
            <div className="kfp-navigation-card__body">
              <Skeleton width="60%" />
              <Skeleton shape="text" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
