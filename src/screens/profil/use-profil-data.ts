import { useQuery, type QueryResult } from '../../store/use-query.ts';
import type { Kundeadresse, Samtykketekst, Skadekunde } from '../../api/schemas.ts';
import { getConfig, isSparebankgruppen } from '../../config/index.ts';
import { skadekundeQuery } from '../../store/queries/oversikt.ts';
import {
  kundeadresserQuery,
  livkundeQuery,
  postforsendelseQuery,
  postnumreQuery,
  prolifeEksistererQuery,
  samtykketeksterQuery,
} from '../../store/queries/profil.ts';
import { useSession } from '../../store/use-session.ts';
import type { SessionState } from '../../store/session.ts';
import { visAdresse, visKontaktrader, visSamtykker } from './regler.ts';

/** One part of the profile, read on its own: loading, failed (with a retry), or there. */
export type Del<T> = { status: 'laster' } | { status: 'feil'; provIgjen: () => void; proverIgjen: boolean } | { status: 'ok'; data: T };

export interface Kontakt {
  mobilnummer: string | undefined;
  epost: string | undefined;
  /** The life customer's e-mail, sent with a new mobile number (spec §7). */
  livkundeEpost: string | undefined;
}

export interface Adresser {
  adresser: readonly Kundeadresse[];
  postnumre: readonly { kode: string; navn: string }[];
}

export interface ProfilData {
  session: SessionState;
  kunde: Del<Skadekunde>;
  /** Absent until the customer is there, and when it has no address calls (no niceKundenummer). */
  adresse: Del<Adresser> | undefined;
  /** Absent until the customer is there, and when it has neither a niceKundenummer nor a Prolife record. */
  kontakt: Del<Kontakt> | undefined;
  postforsendelse: Del<{ hasReservasjon: boolean }>;
  /** Absent for bank customers and when `showSamtykkerMinProfil` is off. */
  samtykketekster: Del<readonly Samtykketekst[]> | undefined;
  /** 'Medlem av et LO-forbund' is shown (savings-bank group's brand only). */
  visLoMedlem: boolean;
  /** Addresses or consent texts were dropped as unreadable: something may be missing. */
  ufullstendig: boolean;
}

const LASTER = { status: 'laster' } as const;

/** Several reads as one part: failed if any failed (the retry refetches those), there when all are. */
function del<T>(queries: readonly QueryResult<unknown>[], data: () => T): Del<T> {
  const feilet = queries.filter((query) => query.isError);
  if (feilet.length > 0) {
    return {
      status: 'feil',
      provIgjen: () => {
        for (const query of feilet) void query.refetch();
      },
      proverIgjen: feilet.some((query) => query.isFetching),
    };
  }
  if (queries.every((query) => query.isSuccess)) return { status: 'ok', data: data() };
  return LASTER;
}

/**
 * The profile's reads and who sees what (spec §2, §6, §7). Nothing is asked before the session is
 * known to be logged in; the address calls only with a niceKundenummer; the Prolife check only
 * without one, and the life customer only when the Prolife record exists; the consent texts only
 * for a non-bank customer with `showSamtykkerMinProfil` on. Each part fails on its own.
 */
export function useProfilData(): ProfilData {
  const session = useSession();
  const innlogget = session === 'innlogget';
  const config = getConfig();

  const kundeQuery = useQuery({ ...skadekundeQuery, enabled: innlogget });
  const kunde = kundeQuery.data;
  const medKundenummer = kunde !== undefined && visAdresse(kunde);
  const utenKundenummer = kunde !== undefined && !medKundenummer;

  const eksistererQuery = useQuery({ ...prolifeEksistererQuery, enabled: innlogget && utenKundenummer });
  const eksisterer = eksistererQuery.data?.eksisterer;
  const livkundeQ = useQuery({ ...livkundeQuery, enabled: innlogget && utenKundenummer && eksisterer === true });
  const adresserQuery = useQuery({ ...kundeadresserQuery, enabled: innlogget && medKundenummer });
  const postnummerQuery = useQuery({ ...postnumreQuery, enabled: innlogget && medKundenummer });
  const postQuery = useQuery({ ...postforsendelseQuery, enabled: innlogget });
  const medSamtykker = kunde !== undefined && visSamtykker(kunde, config.showSamtykkerMinProfil);
  const teksterQuery = useQuery({ ...samtykketeksterQuery, enabled: innlogget && medSamtykker });

  const kundeDel = del([kundeQuery], () => kundeQuery.data as Skadekunde);

  let kontakt: Del<Kontakt> | undefined;
  if (!kunde) kontakt = undefined;
  else if (medKundenummer) {
    kontakt = {
      status: 'ok',
      data: { mobilnummer: kunde.kontaktInformasjon.mobilNummer, epost: kunde.kontaktInformasjon.epostAdresse, livkundeEpost: undefined },
    };
  } else if (eksistererQuery.isError) kontakt = del([eksistererQuery], () => ({}) as Kontakt);
  else {
    const vis = visKontaktrader(kunde, eksisterer);
    if (vis === undefined) kontakt = LASTER;
    else if (vis) {
      kontakt = del([livkundeQ], () => ({
        mobilnummer: livkundeQ.data?.telefon,
        epost: livkundeQ.data?.epost,
        livkundeEpost: livkundeQ.data?.epost,
      }));
    }
  }

  let adresse: Del<Adresser> | undefined;
  if (medKundenummer) {
    adresse = del([adresserQuery, postnummerQuery], () => ({
      adresser: adresserQuery.data?.kundeadresser ?? [],
      postnumre: postnummerQuery.data ?? [],
    }));
  }

  return {
    session,
    kunde: kundeDel,
    adresse,
    kontakt,
    postforsendelse: del([postQuery], () => postQuery.data as { hasReservasjon: boolean }),
    samtykketekster: medSamtykker ? del([teksterQuery], () => teksterQuery.data?.elementer ?? []) : undefined,
    visLoMedlem: isSparebankgruppen(config.distributor),
    ufullstendig: (adresserQuery.data?.forkastet ?? 0) > 0 || (medSamtykker && (teksterQuery.data?.forkastet ?? 0) > 0),
  };
}
