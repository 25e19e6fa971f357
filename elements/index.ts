/**
 * The bundle's entry, built to `dist/kfp.js`: importing it registers every element. Loading it twice
 * is harmless, under any URL (a query or fragment, any number of copies: src/element/instans.ts). It first announces its version as `window.kfpElements.version`; a copy of another
 * version warns and registers nothing (src/element/version.ts).
 */
import '../src/element/version.ts';
// Which instance owns the page (a second URL of this file is a copy), and how lazy chunks load.
import '../src/element/instans.ts';
import '../src/element/last-chunk.ts';
// First of all: the session status is asked (ky sends it once kfp.js has been evaluated).
import '../src/router/tidlig-session.ts';
// Pauses that let the session answer, then the overview's reads, travel while React is evaluated.
import '../src/element/pause-for-nettet.ts';
import '../src/element/pause-etter-react.ts';
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
// chunk that names it loads only then (src/element/redaktor/meld.ts). Module scripts run once the
// page's markup is in.
// (A chunk that fails to load is an unhandled rejection of ours, reported as such.)
if (document.querySelector(':not(:defined)')) void import('../src/element/redaktor/meld.ts').then(({ meldUkjenteTagger }) => meldUkjenteTagger());
