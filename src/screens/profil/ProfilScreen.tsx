import { createElement, memo, useCallback, useDeferredValue, useId, useState } from 'react';
import { SystemfeilBanner } from '../../components/systemfeil-banner/SystemfeilBanner.tsx';
import { Personalia } from './Personalia.tsx';
import { Samtykker } from './Samtykker.tsx';
import { KortSkjelett } from './Skjelett.tsx';
import { TEKSTER } from './tekster.ts';
import { useAppStore } from '../../store/use-app-store.ts';
import { useProfilData } from './use-profil-data.ts';

/** The card and the consents skip a render whose data has not changed (see `ProfilScreen`'s deferred data). */
const PersonaliaKort = memo(Personalia);
const SamtykkeSeksjon = memo(Samtykker);

/** The product code the profile's feedback is filed under (`POST feedback/`). */
export const PROFIL_PRODUKTKODE = 'forsikringsprofil';

/**
 * The insurance profile (spec §2 "Insurance profile"): title and lead, the customer's data in rows
 * (name, identity number, address, mobile number, e-mail, documents in the post, LO membership),
 * the marketing consents, and the feedback widget. Data only for a logged-in customer (spec §6);
 * each read fails on its own and leaves the other rows working.
 */
export function ProfilScreen() {
  const naa = useProfilData();
  // Until the whole profile has shown once, what the reads bring is rendered in a pass of its own
  // (useDeferredValue: a background render in slices, between which the browser answers a tap),
  // not in the frame in which the answers were told: the rows, addresses, consents and the feedback
  // widget coming in together were one task of about 110 ms at 4x CPU after the first content, and
  // a tap on 'Endre e-post' then waited for it (issue 35). Once shown, data renders at once again,
  // so a saved value shows in the same commit as its editor closing (issue 33's order).
  const [helVist, setHelVist] = useState(false);
  const utsatt = useDeferredValue(helVist ? undefined : naa);
  const data = helVist || utsatt === undefined ? naa : utsatt;
  const tittelId = useId();
  const visToast = useAppStore((state) => state.visToast);
  // Every save is confirmed the same way as a consent's (spec §4): a success toast, which is a
  // live region, so it is seen and heard; the editor closes and focus goes back to 'Endre'.
  const kunngjor = useCallback((melding: string) => void visToast({ variant: 'success', content: melding }), [visToast]);
  const { session, kunde } = data;
  const venter =
    session === 'laster' || (session === 'innlogget' && (kunde.status === 'laster' || data.samtykketekster?.status === 'laster'));

  // Shown whole with the current data: from the next render on, data renders at once. Whole: every
  // read has answered, also the rows' own (addresses, contact, documents by post). One that
  // answers frames after the customer (seen under load) still comes in the background pass.
  const radeneVenter =
    session === 'innlogget' && [data.adresse, data.kontakt, data.postforsendelse].some((del) => del?.status === 'laster');
  if (!helVist && !venter && !radeneVenter && data === naa) setHelVist(true);

  return (
    <section className="kfp-profil kfp-screen" aria-labelledby={tittelId} aria-busy={session === 'laster' || kunde.status === 'laster'}>
      <header className="kfp-profil__topp">
        <h1 id={tittelId} className="kfp-h1 kfp-profil__tittel">
          {TEKSTER.tittel}
        </h1>
        <p className="kfp-lead kfp-profil__ingress">{TEKSTER.ingress}</p>
      </header>
      {session === 'utlogget' ? <p>{TEKSTER.utlogget}</p> : null}
      {session === 'feil' ? <SystemfeilBanner variant="error">{TEKSTER.sessionFeil}</SystemfeilBanner> : null}
      {session === 'laster' ? <KortSkjelett /> : null}
      {session === 'innlogget' && data.ufullstendig ? (
        <SystemfeilBanner>
          <p>{TEKSTER.ufullstendig}</p>
          <p>{TEKSTER.ufullstendigHjelp}</p>
        </SystemfeilBanner>
      ) : null}
      {session === 'innlogget' ? (
        <>
          <PersonaliaKort data={data} kunngjor={kunngjor} />
          {kunde.status === 'ok' && data.samtykketekster ? <SamtykkeSeksjon kunde={kunde.data} tekster={data.samtykketekster} /> : null}
        </>
      ) : null}
      {/* The widget's main feedback also goes to POST feedback/ with the profile's product code. */}
      {/* Last, once what is above it has come: it is never pushed down. */}
      {!venter &&
        createElement('kfp-feedback', { 'widget-id': 'forsikringsprofil', 'send-to-api': '', 'product-code': PROFIL_PRODUKTKODE })}
    </section>
  );
}
