import { defineQuery } from '../define-query.ts';
import { FRESH_SHARED_MS, freshFor, queryClient } from '../query-client.ts';
import { tilbudQuery } from './tilbud.ts';
import { hentBankkontakt } from '../../api/auth.ts';
import { hentAvtaler } from '../../api/avtaler.ts';
import { hentEikaAvtaler, hentKundekommunikasjon } from '../../api/eika.ts';
import { hentMotoroppgaver } from '../../api/motor.ts';
import { hentProduktanbefaling } from '../../api/nbo.ts';
import { hentAksepttilbud, hentHelseerklaeringer, hentSkadekunde, hentUlesteMeldinger } from '../../api/oversikt.ts';

/** The overview's reads. Every one is customer data: observe them with `enabled: useIsLoggedIn()` (spec §6). */
export const avtalerQuery = defineQuery({ queryKey: ['avtaler'], queryFn: () => hentAvtaler() });

/** Eika-family brands only: the eika integration's agreements, merged into the list. */
export const eikaAvtalerQuery = defineQuery({ queryKey: ['eikaAvtaler'], queryFn: () => hentEikaAvtaler() });

/** Eika-family brands only: the customer communication shown under the agreements. */
export const kundekommunikasjonQuery = defineQuery({
  queryKey: ['kundekommunikasjon'],
  queryFn: () => hentKundekommunikasjon(),
});

/** The customer's bank; its `nettbankUrl` is where EIKA_SKADE agreements link. A shared setting: fresh for 60 s. */
export const bankkontaktQuery = defineQuery({
  queryKey: ['bankkontakt'],
  queryFn: () => hentBankkontakt(),
  staleTime: freshFor(FRESH_SHARED_MS),
});

export const helseerklaeringQuery = defineQuery({
  queryKey: ['helseerklaering'],
  queryFn: () => hentHelseerklaeringer(),
});

export const aksepttilbudQuery = defineQuery({ queryKey: ['aksepttilbud'], queryFn: () => hentAksepttilbud() });

export const ulesteMeldingerQuery = defineQuery({
  queryKey: ['ulesteMeldinger'],
  queryFn: () => hentUlesteMeldinger(),
});

export const motoroppgaverQuery = defineQuery({ queryKey: ['motoroppgaver'], queryFn: () => hentMotoroppgaver() });

/** The claims customer (shared key with the profile): the profile's data, fresh for 60 s. */
export const skadekundeQuery = defineQuery({
  queryKey: ['skadekunde'],
  queryFn: () => hentSkadekunde(),
  staleTime: freshFor(FRESH_SHARED_MS),
});

/** Recommendations for a customer with these product types (sorted and unique, so the key is stable). */
export const produktanbefalingQuery = (produkter: readonly string[]) =>
  defineQuery({
    queryKey: ['produktanbefaling', produkter] as const,
    queryFn: () => hentProduktanbefaling(produkter),
  });

/**
 * Starts the reads the overview makes as it opens, side by side: for the router to start them the
 * moment the session is known to be logged in (spec §6), before the overview's code has rendered.
 * The overview observes the same queries (use-oversikt-data.ts), so each endpoint is still asked
 * once. Those its first content waits for go first (the tasks above the agreements, the
 * agreements), then the greeting's, the bank's and the messages below.
 */
export function startOversiktReads(eikaFamilie: boolean): void {
  void queryClient.prefetch(avtalerQuery);
  if (eikaFamilie) void queryClient.prefetch(eikaAvtalerQuery);
  void queryClient.prefetch(tilbudQuery);
  void queryClient.prefetch(helseerklaeringQuery);
  void queryClient.prefetch(aksepttilbudQuery);
  void queryClient.prefetch(ulesteMeldingerQuery);
  void queryClient.prefetch(motoroppgaverQuery);
  void queryClient.prefetch(skadekundeQuery);
  void queryClient.prefetch(bankkontaktQuery);
  if (eikaFamilie) void queryClient.prefetch(kundekommunikasjonQuery);
}
