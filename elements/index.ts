/**
 * The bundle's entry, built to `dist/kfp.js`: importing it registers every element. Loading it twice
 * is harmless, under any URL (a query or fragment, any number of copies), and a copy of another
 * version warns and registers nothing (src/element/version.ts).
 *
 * Start-up, in this order (docs/engineering.md "Start-up"): `startPortal()` (./start.ts: the page
 * claimed, the chunk loader installed, the session status asked for, a pause), then React is
 * evaluated and the bundle pauses once more (an answer back by then is read before the elements
 * are defined), then the elements are defined.
 */
import './start.ts';
import '../src/element/pause-after-react.ts';
import './kfp-router.ts';
import './kfp-oversikt.ts';
import './kfp-tilbud.ts';
import './kfp-kjopsinnganger.ts';
import './kfp-profil.ts';
import './kfp-login.ts';
import './kfp-andre-forsikringer.ts';
import './kfp-feilside.ts';
import './kfp-feedback.ts';
import './kfp-navigasjon.ts';
import './kfp-bunntekst.ts';
import './kfp-toaster.ts';

// A custom tag the browser does not know may be a misspelled kfp tag, which would show nothing: the
// chunk that names it loads only then (src/page/redaktor/notify.ts). Module scripts run once the
// page's markup is in.
// (A chunk that fails to load is an unhandled rejection of ours, reported as such.)
if (document.querySelector(':not(:defined)'))
  void import('../src/page/redaktor/notify.ts').then(({ notifyUnknownTags }) => notifyUnknownTags());
