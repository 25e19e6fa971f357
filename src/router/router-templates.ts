/**
 * `<kfp-router>`'s lit-html templates: every routed screen but the first one, and the footer and
 * toaster. A chunk of its own, so lit-html is not among what the overview loads before its first
 * agreement: the router builds that first screen (its shell, the spinner, `<kfp-oversikt>`) with
 * plain DOM calls (src/router/first-screen.ts) and loads this module once the first content is in,
 * or at once when it has to show anything else.
 *
 * lit renders only into parts of the router's hand-built shell, never over it: its routed content
 * into `#kfp-innhold` (once the hand-built content there has been cleared: see
 * `KfpRouterElement.update`), and the footer and toaster after the shell's own children (lit's
 * `render` appends after what a container already holds). So the `<kfp-navigasjon>` and
 * `<kfp-oversikt>` of the first screen stay the same nodes when lit takes over.
 */
import { html, nothing, render, type TemplateResult } from 'lit-html';
import type { getConfig } from '../config/index.ts';
import type { View } from './first-screen.ts';

/** Renders `visning` into the routed screen's box (`#kfp-innhold`). */
export function renderContent(visning: View, innhold: HTMLElement, config: ReturnType<typeof getConfig>, base: string): void {
  render(mal(visning, config, base), innhold);
}

/** Renders the footer (`chrome`) and the toaster after the shell's own children, or takes them away. */
export function renderFrame(skall: HTMLElement, { chrome, rammeKlar }: { chrome: boolean; rammeKlar: boolean }): void {
  render(
    html`${chrome && rammeKlar ? html`<kfp-bunntekst></kfp-bunntekst>` : nothing}${rammeKlar ? html`<kfp-toaster></kfp-toaster>` : nothing}`,
    skall,
  );
}

function mal(visning: View, config: ReturnType<typeof getConfig>, base: string): TemplateResult {
  switch (visning.type) {
    case 'spinner':
      return html`<div class="kfp-spinner-wrap" role="status">
        <span class="kfp-spinner" aria-hidden="true"></span><span>${visning.ord ?? 'Laster inn'}</span>
      </div>`;
    case 'feilside':
      return feilside(visning.side);
    case 'login':
      return html`<kfp-login></kfp-login>`;
    case 'innlogging-stoppet':
      return visning.side.loginStopped(config, base);
    case 'skjerm':
      return skjerm(visning.route);
  }
}

/** One template per kind, as before: a change of kind is a new `<kfp-feilside>`. */
function feilside(side: Extract<View, { type: 'feilside' }>['side']): TemplateResult {
  switch (side) {
    case 'generell':
      return html`<kfp-feilside type="generell"></kfp-feilside>`;
    case 'prov-igjen':
      return html`<kfp-feilside type="generell" retry></kfp-feilside>`;
    case 'krasjet':
      return html`<kfp-feilside type="generell" description="Skjermbildet krasjet"></kfp-feilside>`;
    case 'ikke-funnet':
      return html`<kfp-feilside type="ikke-funnet"></kfp-feilside>`;
  }
}

function skjerm(route: Extract<View, { type: 'skjerm' }>['route']): TemplateResult {
  switch (route.name) {
    case 'oversikt':
      return html`<kfp-oversikt></kfp-oversikt>`;
    case 'tilbud':
      return html`<kfp-tilbud></kfp-tilbud>`;
    case 'kjopsinnganger':
      return html`<kfp-kjopsinnganger is-lo=${route.isLo ? 'true' : 'false'}></kfp-kjopsinnganger>`;
    case 'forsikringsprofil':
      return html`<kfp-profil></kfp-profil>`;
    case 'andre-forsikringer':
      return html`<kfp-andre-forsikringer></kfp-andre-forsikringer>`;
    case 'skadesaker-jump':
      return html`<section class="kfp-jump" aria-labelledby="kfp-jump-tittel">
        <h1 id="kfp-jump-tittel" class="kfp-h1">Vi sender deg videre...</h1>
        <span class="kfp-spinner" aria-hidden="true"></span>
        <p role="status" class="kfp-sr-only">Vi sender deg videre til skadesakene dine</p>
      </section>`;
    case 'ikke-funnet':
      return html`<kfp-feilside type="ikke-funnet"></kfp-feilside>`;
  }
}
