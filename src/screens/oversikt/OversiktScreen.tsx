import { useQuery } from '../../store/use-query.ts';
import { createElement, Fragment, memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { track } from '../../analytics/track.ts';
import { adoptStyles } from '../../page/adopt-styles.ts';
import { afterFirstContent, firstContentShown, MAX_WAIT_MS } from '../../page/first-content.ts';
import { useHost } from '../../page/host-context.ts';
import { loadOnce } from '../../page/lazy-load.ts';
import { reportError } from '../../monitoring/report.ts';
import { Skeleton } from '../../components/loader/Skeleton.tsx';
import { produktanbefalingQuery } from '../../store/queries/oversikt.ts';
import { Avtaler, SkjelettKort } from './Avtaler.tsx';
import { Oppgaver } from './Oppgaver.tsx';
import { kundensProdukter } from './slaa-sammen.ts';
import { Topp } from './Topp.tsx';
import { LASTER, useOversiktData, type AvtaleStatus } from './use-oversikt-data.ts';

/** The lower half's code and the failure messages' code: chunks of their own, each loaded once for the page. */
const nedreDel = loadOnce(() => import('./nedre-del-module.ts'));
type NedreDel = typeof import('./nedre-del-module.ts');
const feilmodul = loadOnce(() => import('./feil-module.ts'));
type Feilvisning = typeof import('./feil-module.ts');

/** The agreements' failure message (spec §8). */
const AVTALENE_FEILET = 'En feil oppsto ved henting av forsikringene dine';

/** The product code the overview's feedback is filed under. */
export const OVERSIKT_PRODUKTKODE = 'forsikringsoversikt';

interface Del {
  id: string;
  /** Its data has settled (or it needs none). */
  klar: boolean;
  innhold: ReactNode;
  /** While not settled it shows its own placeholder (in place of the generic one). */
  egenPlassholder?: boolean;
  /**
   * It needs the agreements: once they have kept the page waiting `MAX_WAIT_MS`, it stops holding
   * back the parts below it, and keeps its place with its placeholder until they come.
   */
  trengerAvtalene?: boolean;
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
 * and nothing below it shows yet (so nothing already on screen is pushed down). The banner is a
 * part of its own, first: it waits for the reads that decide it, so the tasks and agreements come
 * with it in one frame instead of being pushed down by it. Agreements that keep the page waiting
 * longer than `MAX_WAIT_MS` (a hanging read) hold back only what needs them: the parts below show,
 * the agreements and recommendations keep their places with placeholders. A part once shown stays
 * (a 'Prøv igjen' on the agreements replaces only their section with its placeholder).
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

  // The agreements have kept the page waiting long enough: what does not need them may show.
  const [avtaleneSene, setAvtaleneSene] = useState(false);
  const venterPaaAvtalene = data.innlogget && avtaleStatus.status === 'laster';
  useEffect(() => {
    if (!venterPaaAvtalene || avtaleneSene) return undefined;
    const timer = setTimeout(() => setAvtaleneSene(true), MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, [venterPaaAvtalene, avtaleneSene]);

  // The failure messages' code loads once a read has failed; what shows a message waits for it in
  // the page order, so the message comes in the same frame as its part (nothing below it moves).
  const [feilvisning, setFeilvisning] = useState<Feilvisning | null>(null);
  const [feilvisningFeilet, setFeilvisningFeilet] = useState(false);
  const feilvisningKlar = feilvisning !== null || feilvisningFeilet;
  const delvisNede = avtaleStatus.status === 'ok' && avtaleStatus.delvisNede;
  const trengerBanner = delvisNede || data.noeFeilet;
  const trengerFeilvisning = trengerBanner || avtaleStatus.status === 'feil';
  useEffect(() => {
    if (!trengerFeilvisning || feilvisningKlar) return undefined;
    let aktiv = true;
    feilmodul.load().then(
      (modul) => {
        if (!aktiv) return;
        if (host?.shadowRoot) adoptStyles(host.shadowRoot, modul.styles);
        setFeilvisning(modul);
      },
      (error: unknown) => {
        if (!aktiv) return;
        reportError(error, { source: 'kfp-oversikt', message: 'Failure messages failed to load' });
        setFeilvisningFeilet(true);
      },
    );
    return () => {
      aktiv = false;
    };
  }, [host, trengerFeilvisning, feilvisningKlar]);
  // Failed agreements show as loading until their message can show (the opening's sums with them).
  const avtaleVisning: AvtaleStatus = avtaleStatus.status === 'feil' && !feilvisningKlar ? LASTER : avtaleStatus;

  const avtaleOverskrift = useRef<HTMLHeadingElement>(null);
  const { hentAvtalerIgjen } = data;
  // 'Prøv igjen': focus goes to the section's heading (the button goes away with the message).
  const provAvtaleneIgjen = useCallback(() => {
    avtaleOverskrift.current?.focus();
    return hentAvtalerIgjen();
  }, [hentAvtalerIgjen]);

  const deler: Del[] = [
    {
      id: 'varsel',
      klar: data.varselAvklart && (!trengerBanner || feilvisningKlar),
      trengerAvtalene: true,
      innhold: feilvisning && trengerBanner && <feilvisning.OversiktVarsel delvisNede={delvisNede} />,
      // Past the bound no placeholder is kept for it: most pages have no banner.
    },
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
      klar: avtaleVisning.status !== 'laster',
      // The agreements show their own placeholder under their heading.
      egenPlassholder: true,
      trengerAvtalene: true,
      innhold: visKundedata && (
        <Avtaler
          status={avtaleVisning}
          eikaFamilie={data.eikaFamilie}
          nettbankUrl={data.nettbankUrl}
          feilmelding={
            feilvisning ? (
              <feilvisning.LesFeil tittel={AVTALENE_FEILET} provIgjen={provAvtaleneIgjen} />
            ) : (
              // Its code could not be loaded: the message at least.
              <p role="alert">{AVTALENE_FEILET}</p>
            )
          }
          overskrift={avtaleOverskrift}
        />
      ),
    },
    {
      id: 'meldinger',
      klar: nedreLastet && !data.meldingerLaster,
      innhold: nedre && data.innlogget && data.eikaFamilie && <nedre.Kundekommunikasjon meldinger={data.kundekommunikasjon} />,
    },
    { id: 'finner-ikke', klar: nedreLastet, innhold: nedre && <nedre.FinnerIkkeForsikring /> },
    {
      id: 'anbefalinger',
      // It waits for the customer record too: an LO member's top card names the LO discount.
      klar: nedreLastet && !anbefalingerLaster && !data.loLaster,
      trengerAvtalene: true,
      innhold: nedre && data.innlogget && <nedre.Anbefalinger produkter={produkter} tilbud={data.tilbud} loMedlem={data.isLoMedlem} />,
    },
    { id: 'lo', klar: !data.loLaster, innhold: nedre && data.innlogget && data.isLoMedlem && <nedre.LoFordeler /> },
    // Elements of their own (their own issues); the tags upgrade when the bundle defines them.
    { id: 'kjop', klar: true, innhold: createElement('kfp-kjopsinnganger', { 'heading-level': '2' }) },
    // The main feedback also goes to POST feedback/ (spec §7) with this product code.
    {
      id: 'feedback',
      klar: true,
      innhold: createElement('kfp-feedback', { 'widget-id': 'oversikt', 'send-to-api': '', 'product-code': OVERSIKT_PRODUKTKODE }),
    },
  ];
  // A part waiting only for late agreements stops holding back the parts below it.
  const holderIgjen = (del: Del) => !del.klar && !(avtaleneSene && del.trengerAvtalene && nedreLastet);
  const forsteVentende = deler.findIndex(holderIgjen);
  const iRekkefolge = forsteVentende === -1 ? deler.length : forsteVentende + 1;
  // A part once shown stays shown, and once settled keeps its content (the agreements show their
  // own placeholder while they load again).
  const [vistTil, setVistTil] = useState(0);
  if (iRekkefolge > vistTil) setVistTil(iRekkefolge);
  const antallVist = Math.max(iRekkefolge, vistTil);
  const [klareFor, setKlareFor] = useState<ReadonlySet<string>>(() => new Set());
  const nyeKlare = deler.filter((del) => del.klar && !klareFor.has(del.id));
  if (nyeKlare.length > 0) setKlareFor(new Set([...klareFor, ...nyeKlare.map((del) => del.id)]));
  const vis = (del: Del, index: number): ReactNode => {
    if (del.klar || del.egenPlassholder || klareFor.has(del.id)) return del.innhold;
    // The part the page waits for, or one kept in place while late agreements come.
    // Before the banner is known, the tasks and agreements wait too: say what the page waits for.
    if (del.id === 'varsel') return index === forsteVentende ? <Plassholder melding="Laster forsikringene dine" /> : null;
    return <Plassholder />;
  };
  const ferdig = deler.every((del) => del.klar);
  // The banner is announced through a status region that is there from the first render: one
  // inserted already filled (the banner itself) is rarely spoken.
  const kunngjoring =
    feilvisning && trengerBanner && antallVist > 0 && (deler[0]?.klar || klareFor.has('varsel')) ? feilvisning.varselTekst(delvisNede) : '';
  // The agreements (or their error) on screen are the page's first content: once painted, what
  // waited for them may load (src/page/first-content.ts), the lower half's code among it. Its
  // parts wait for it; once in, its components render at once (no suspense), so they appear in
  // page order. Agreements late past the bound: the lower half loads then.
  const forsteInnholdVises = avtaleVisning.status !== 'laster' && antallVist > deler.findIndex((del) => del.id === 'avtaler');
  const loadLowerHalf = forsteInnholdVises || avtaleneSene;
  useEffect(() => {
    if (!loadLowerHalf) return undefined;
    let aktiv = true;
    (forsteInnholdVises ? firstContentShown() : afterFirstContent())
      .then(() => nedreDel.load())
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
    // Loaded once: forsteInnholdVises only decides whether to wait for the first paint.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, loadLowerHalf]);

  return (
    <div className="ov kfp-screen" data-ferdig={ferdig}>
      <Topp
        fornavn={data.fornavn}
        fornavnLaster={data.fornavnLaster}
        visSummer={visKundedata}
        status={forsteInnholdVises ? avtaleVisning : LASTER}
        SummeneFeilet={feilvisning?.SummeneFeilet}
      />
      {deler.slice(0, antallVist).map((del, index) => (
        <Fragment key={del.id}>{vis(del, index)}</Fragment>
      ))}
      <p role="status" className="kfp-sr-only">
        {kunngjoring}
      </p>
    </div>
  );
}

/** Where the next part will appear: cards of about its size, hidden from screen readers (who hear `melding`). */
const Plassholder = memo(function Plassholder({ melding }: { melding?: string }) {
  return (
    <div className="ov-plassholder">
      {melding && (
        <p role="status" className="kfp-sr-only">
          {melding}
        </p>
      )}
      <Skeleton width="12rem" height="2rem" />
      <SkjelettKort antall={2} />
    </div>
  );
});
