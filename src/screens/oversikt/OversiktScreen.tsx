import { createElement, useEffect, useMemo } from 'react';
import { track } from '../../analytics/track.ts';
import { SystemfeilBanner } from '../../components/systemfeil-banner/SystemfeilBanner.tsx';
import { Anbefalinger } from './Anbefalinger.tsx';
import { Avtaler } from './Avtaler.tsx';
import { FinnerIkkeForsikring } from './FinnerIkkeForsikring.tsx';
import { Kundekommunikasjon } from './Kundekommunikasjon.tsx';
import { LoFordeler } from './LoFordeler.tsx';
import { Oppgaver } from './Oppgaver.tsx';
import { kundensProdukter } from './slaa-sammen.ts';
import { useOversiktData } from './use-oversikt-data.ts';

/** The product code the overview's feedback is filed under. */
export const OVERSIKT_PRODUKTKODE = 'forsikringsoversikt';

/**
 * The insurance overview (spec §2 "Overview"): heading, system-error banner, task cards, the
 * agreements, the eika customer communication, 'Finner du ikke forsikringene dine?', the
 * recommendations, labour-union extras, the purchase entries and the feedback widget. Customer data
 * only when logged in; every failing part shows its message and leaves the rest working.
 */
export function OversiktScreen() {
  const data = useOversiktData();
  const { avtaleStatus } = data;
  const avtaler = avtaleStatus.status === 'ok' ? avtaleStatus.oversikt.avtaler : undefined;
  const produkter = useMemo(() => (avtaler ? kundensProdukter(avtaler) : undefined), [avtaler]);
  const visKundedata = data.innlogget || data.session === 'laster';
  const antallAvtaler = avtaler?.length;
  useEffect(() => {
    if (antallAvtaler !== undefined) track('Statistikk', { name: 'antall-avtaler', value: antallAvtaler });
  }, [antallAvtaler]);

  return (
    <div className="ov">
      <h1 className="ov-tittel">Forsikringsoversikt</h1>
      {data.noeFeilet && <SystemfeilBanner />}
      {data.innlogget && (
        <Oppgaver
          helseerklaeringer={data.helseerklaeringer}
          aksepttilbud={data.aksepttilbud}
          motoroppgaver={data.motoroppgaver}
          hasUlesteMeldinger={data.hasUlesteMeldinger}
          tilbud={data.tilbud}
        />
      )}
      {visKundedata && <Avtaler status={avtaleStatus} eikaFamilie={data.eikaFamilie} nettbankUrl={data.nettbankUrl} />}
      {data.innlogget && data.eikaFamilie && <Kundekommunikasjon meldinger={data.kundekommunikasjon} />}
      <FinnerIkkeForsikring />
      {data.innlogget && <Anbefalinger produkter={produkter} />}
      {data.innlogget && data.isLoMedlem && <LoFordeler />}
      {/* Elements of their own (their own issues); the tags upgrade when the bundle defines them. */}
      {createElement('kfp-kjopsinnganger', { 'heading-level': '2' })}
      {/* The main feedback also goes to POST feedback/ (spec §7) with this product code. */}
      {createElement('kfp-feedback', { 'widget-id': 'oversikt', 'send-to-api': '', 'product-code': OVERSIKT_PRODUKTKODE })}
    </div>
  );
}
