// The demo page "Bank med egen Sentry" (demo/pages/bank-sentry.html): the bank's own Sentry with the
// SDK version the portal bundles, started before kfp.js. Built by demo/build-demo.mjs.
import * as Sentry from '@sentry/browser';
import { startBankensSentry } from './bankens-sentry.ts';

startBankensSentry(Sentry);
document.getElementById('bankens-sdk')?.replaceChildren(`@sentry/browser ${Sentry.SDK_VERSION}`);
document.getElementById('bankens-feil')?.addEventListener('click', () => window.bankensSentry?.kastFeil());
