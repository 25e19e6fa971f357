import { useQuery } from '../../store/use-query.ts';
import { useMemo } from 'react';
import { fornavn } from '../../format/navn.ts';
import { getConfig, isEikaFamilie } from '../../config/index.ts';
import { tilbudQuery } from '../../store/queries/tilbud.ts';
import { useIsLoggedIn, useSession } from '../../store/use-session.ts';
import {
  aksepttilbudQuery,
  avtalerQuery,
  bankkontaktQuery,
  eikaAvtalerQuery,
  helseerklaeringQuery,
  kundekommunikasjonQuery,
  motoroppgaverQuery,
  skadekundeQuery,
  ulesteMeldingerQuery,
} from '../../store/queries/oversikt.ts';
import { slaaSammen, type SammenslaattOversikt } from './slaa-sammen.ts';

export type AvtaleStatus =
  { status: 'laster' } | { status: 'feil' } | { status: 'ok'; oversikt: SammenslaattOversikt; delvisNede: boolean };

/** Loading, as one object: a memoized part given it again skips its render (each read's answer renders the screen). */
export const LASTER: AvtaleStatus = { status: 'laster' };

/**
 * Every read the overview makes, observed once per screen (the cache asks each endpoint once per
 * page). Nothing is asked before the session is known to be logged in (spec §6); the eika
 * integration only for eika-family brands.
 */
export function useOversiktData() {
  const session = useSession();
  const innlogget = useIsLoggedIn();
  const eikaFamilie = isEikaFamilie(getConfig().distributor);
  const kunde = { enabled: innlogget };
  const eika = { enabled: innlogget && eikaFamilie };

  const avtaler = useQuery({ ...avtalerQuery, ...kunde });
  const eikaAvtaler = useQuery({ ...eikaAvtalerQuery, ...eika });
  const kundekommunikasjon = useQuery({ ...kundekommunikasjonQuery, ...eika });
  const bankkontakt = useQuery({ ...bankkontaktQuery, ...kunde });
  const tilbud = useQuery({ ...tilbudQuery, ...kunde });
  const helseerklaering = useQuery({ ...helseerklaeringQuery, ...kunde });
  const aksepttilbud = useQuery({ ...aksepttilbudQuery, ...kunde });
  const meldinger = useQuery({ ...ulesteMeldingerQuery, ...kunde });
  const motor = useQuery({ ...motoroppgaverQuery, ...kunde });
  const skadekunde = useQuery({ ...skadekundeQuery, ...kunde });

  // Merged and sorted once per answer, not on every render (a large account has thousands).
  const oversikt = useMemo(() => (avtaler.data ? slaaSammen(avtaler.data, eikaAvtaler.data) : undefined), [avtaler.data, eikaAvtaler.data]);
  let avtaleStatus: AvtaleStatus;
  if (session === 'laster' || (innlogget && (avtaler.isPending || (eikaFamilie && eikaAvtaler.isPending)))) {
    avtaleStatus = LASTER;
  } else if (avtaler.isError || !avtaler.data || !oversikt) {
    avtaleStatus = { status: 'feil' };
  } else {
    avtaleStatus = {
      status: 'ok',
      oversikt,
      // A source system down, or agreements or offers dropped as unreadable: some may be missing.
      delvisNede:
        avtaler.data.systemSourceError ||
        avtaler.data.forkastet > 0 ||
        eikaAvtaler.isError ||
        (eikaAvtaler.data?.forkastet ?? 0) > 0 ||
        tilbud.data?.systemSourceError === true ||
        (tilbud.data?.forkastet ?? 0) > 0,
    };
  }

  // The general banner: something besides the agreements failed (or lost records), and the page shows what it has.
  const noeFeilet =
    [kundekommunikasjon, bankkontakt, tilbud, helseerklaering, aksepttilbud, meldinger, motor, skadekunde].some((query) => query.isError) ||
    (motor.data?.forkastet ?? 0) > 0 ||
    (kundekommunikasjon.data?.forkastet ?? 0) > 0;
  const laster = session === 'laster';
  const lesinger = [
    avtaler,
    eikaAvtaler,
    kundekommunikasjon,
    bankkontakt,
    tilbud,
    helseerklaering,
    aksepttilbud,
    meldinger,
    motor,
    skadekunde,
  ];

  return {
    session,
    innlogget,
    eikaFamilie,
    avtaleStatus,
    kundekommunikasjon: kundekommunikasjon.data?.meldinger ?? [],
    nettbankUrl: bankkontakt.data?.nettbankUrl,
    tilbud: tilbud.data?.tilbud ?? [],
    helseerklaeringer: helseerklaering.data?.antall ?? 0,
    aksepttilbud: aksepttilbud.data?.antall ?? 0,
    hasUlesteMeldinger: meldinger.data?.hasUlesteMeldinger ?? false,
    motoroppgaver: motor.data?.elementer ?? [],
    isLoMedlem: skadekunde.data?.isLoMedlem ?? false,
    /** The first name to greet by: only from this session's claims customer record, never a guess. */
    fornavn: innlogget ? fornavn(skadekunde.data?.navn) : undefined,
    fornavnLaster: laster || (innlogget && skadekunde.isPending),
    oppgaverLaster: laster || (innlogget && [tilbud, helseerklaering, aksepttilbud, meldinger, motor].some((query) => query.isPending)),
    /** The LO extras wait for the claims customer record (isLoMedlem). */
    loLaster: laster || (innlogget && skadekunde.isPending),
    meldingerLaster: laster || (innlogget && eikaFamilie && kundekommunikasjon.isPending),
    /** 'Prøv igjen' for the agreements: both sources fetched again. */
    hentAvtalerIgjen: () => Promise.all([avtaler.refetch(), ...(eikaFamilie ? [eikaAvtaler.refetch()] : [])]),
    noeFeilet,
    /**
     * Every read that decides the banners has settled (a disabled read counts as settled): the
     * banner above the tasks is known, so it can show with them instead of pushing them down later.
     */
    varselAvklart: !laster && (!innlogget || lesinger.every((query) => !query.isPending || !query.isFetching)),
  };
}
