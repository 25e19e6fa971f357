import { html, nothing, render, type TemplateResult } from 'lit-html';
import { erInnloggingStoppet, observeInnloggingStoppet } from '../api/innlogging-vakt.ts';
import { getConfig } from '../config/index.ts';
import { adoptStyles } from '../element/adopt-styles.ts';
import { bootOnce } from '../element/boot.ts';
import { ELEMENT_KRASJET } from '../element/error-boundary.tsx';
import { etterForsteInnhold, holdTilForsteInnhold } from '../element/forste-innhold.ts';
import { reportError } from '../monitoring/report.ts';
import { kontaktinfoQuery } from '../store/queries/kontaktinfo.ts';
import { vedSessionSvar } from '../store/queries/session.ts';
import { queryClient } from '../store/query-client.ts';
import { observeSession, type SessionState } from '../store/session.ts';
import baseCss from '../styles/base.css';
import tokensCss from '../styles/tokens.css';
import { LOCATION_CHANGED, navigate, routableLink } from './navigation.ts';
import routerCss from './router.css';
import { BETALING_URL, DEFAULT_BASE, matchRoute, type Route } from './routes.ts';
import { startRutensLesinger } from './rutens-lesinger.ts';
import { erJumpBrukt } from './jump-merke.ts';

/**
 * The portal under `/privat/forsikring/oversikt`: session gating, navigation, the routed screen,
 * footer. A small lit-html element: the screens it routes to are the other kfp elements.
 *
 * @summary The whole portal: session gating, navigation, routes, footer.
 * @attr base - The path the child routes sit below. Default `/privat/forsikring/oversikt`.
 * @attr no-chrome - Leaves navigation and footer out, for host pages with their own.
 */
export class KfpRouterElement extends HTMLElement {
  static readonly observedAttributes = ['base', 'no-chrome'];

  private readonly root = this.attachShadow({ mode: 'open' });
  private session: SessionState = 'laster';
  private unobserve: (() => void) | undefined;
  private stoppVedSessionSvar: (() => void) | undefined;
  private unobserveInnlogging: (() => void) | undefined;
  private lastRouteKey: string | undefined;
  private jumpStarted = false;
  /** The route whose screen crashed: it shows the general error page until the customer moves on. */
  private krasjetRute: string | undefined;
  /** The host page's own title, kept as the suffix of every route's title. */
  private hostTitle: string | undefined;
  /**
   * Lets go of what waits for the first content (src/element/forste-innhold.ts): held while the
   * session or the overview loads (the overview lets go when its agreements show), let go as soon
   * as anything else is shown.
   */
  private slippForsteInnhold: (() => void) | undefined;
  private forsteInnholdAvklart = false;
  /**
   * The footer and toaster are rendered once nothing waits for the first content any more: until
   * then no React work of theirs competes with the overview's. The navigation does not wait.
   */
  private rammeKlar = false;
  /** The code of 'Du må logge inn på nytt' once loaded (`innloggingStoppet`), or that it could not be. */
  private stoppetSide: typeof import('./innlogging-stoppet.ts') | 'feilet' | undefined;
  private stoppetSideLastes: Promise<void> | undefined;

  /** The base path the child routes sit below (the `base` attribute, or its default). */
  get base(): string {
    return this.getAttribute('base') || DEFAULT_BASE;
  }

  /** Sets the `base` attribute (so a framework may set the property, as React 19 does). */
  set base(value: string) {
    this.setAttribute('base', value);
  }

  connectedCallback(): void {
    // Before anything else starts, so the chrome's and the consent gate's code wait for the content.
    if (!this.forsteInnholdAvklart) this.slippForsteInnhold ??= holdTilForsteInnhold();
    void etterForsteInnhold().then(() => {
      this.rammeKlar = true;
      if (!this.isConnected) return;
      // The footer's contact info travels while the footer's code loads.
      if (!this.hasAttribute('no-chrome')) void queryClient.prefetch(kontaktinfoQuery);
      this.update();
    });
    bootOnce();
    this.hostTitle ??= document.title;
    adoptStyles(this.root, [baseCss, tokensCss, routerCss]);
    addEventListener('popstate', this.update);
    addEventListener(LOCATION_CHANGED, this.update);
    this.addEventListener('click', this.onClick);
    this.root.addEventListener(ELEMENT_KRASJET, this.onKrasj);
    // The overview's reads leave the moment the session answer is read (its observers hear of it later).
    this.stoppVedSessionSvar = vedSessionSvar((status) => {
      if (status.kfpSessionId && this.session !== 'innlogget') this.startRutensLesinger();
    });
    this.unobserve = observeSession((state) => {
      if (state === 'innlogget' && this.session !== 'innlogget') this.startRutensLesinger();
      this.session = state;
      this.update();
    });
    this.unobserveInnlogging = observeInnloggingStoppet(this.update);
  }

  disconnectedCallback(): void {
    removeEventListener('popstate', this.update);
    removeEventListener(LOCATION_CHANGED, this.update);
    this.removeEventListener('click', this.onClick);
    this.root.removeEventListener(ELEMENT_KRASJET, this.onKrasj);
    this.unobserve?.();
    this.stoppVedSessionSvar?.();
    this.unobserveInnlogging?.();
    this.forsteInnholdErAvklart();
    if (this.hostTitle !== undefined) document.title = this.hostTitle;
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.update();
  }

  private readonly tilOversikten = () => navigate(this.base, { replace: true });

  private readonly onClick = (event: MouseEvent) => {
    const url = routableLink(event, (candidate) => matchRoute(candidate.pathname, candidate.search, this.base) !== null);
    if (!url) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };

  /**
   * The routed screen crashed (its error boundary says so): a top-level error, so the full-screen
   * 'generell' page replaces it, with navigation and footer kept (spec §8). Crashes of elements
   * nested inside the screen, or of the navigation and footer, stay theirs to show.
   */
  private readonly onKrasj = (event: Event) => {
    const kilde = event.composedPath()[0];
    if (!(kilde instanceof Element) || kilde.parentElement !== this.root.getElementById('kfp-innhold')) return;
    event.preventDefault();
    this.krasjetRute = this.lastRouteKey;
    this.update();
    this.root.getElementById('kfp-innhold')?.focus({ preventScroll: true });
  };

  private readonly update = () => {
    let content: TemplateResult;
    let routeKey: string;
    try {
      ({ content, routeKey } = this.routedContent());
    } catch (error) {
      reportError(error, { source: 'kfp-router', message: 'Route failed' });
      content = html`<kfp-feilside type="generell"></kfp-feilside>`;
      routeKey = 'feil';
    }
    if (this.krasjetRute !== undefined && this.krasjetRute !== routeKey) this.krasjetRute = undefined;
    if (this.krasjetRute === routeKey) content = html`<kfp-feilside type="generell" description="Skjermbildet krasjet"></kfp-feilside>`;
    if ((routeKey !== 'laster' && routeKey !== 'route:oversikt') || this.krasjetRute === routeKey) this.forsteInnholdErAvklart();
    const chrome = !this.hasAttribute('no-chrome');
    // The navigation from the first frame (none for a visitor who is not logged in, who gets no
    // navigation): its bar's height is reserved by router.css until its code is in, and its links
    // show as soon as that code is, without waiting for the first content. Footer and toaster wait.
    const navigasjon =
      this.session === 'utlogget' ? nothing : html`<div class="kfp-router__navigasjon"><kfp-navigasjon base=${this.base}></kfp-navigasjon></div>`;
    try {
      render(
        html`<div class="kfp-router" lang="nb">
          ${chrome ? navigasjon : nothing}
          <div class="kfp-router__innhold" id="kfp-innhold" tabindex="-1">${content}</div>
          ${chrome && this.rammeKlar ? html`<kfp-bunntekst></kfp-bunntekst>` : nothing}
          ${this.rammeKlar ? html`<kfp-toaster></kfp-toaster>` : nothing}
        </div>`,
        this.root,
      );
    } catch (error) {
      // The last resort: even the error screen could not render.
      reportError(error, { source: 'kfp-router', message: 'Unexpected Application Error' });
      this.root.replaceChildren(Object.assign(document.createElement('h1'), { textContent: 'Unexpected Application Error' }));
      return;
    }
    this.afterRoute(routeKey);
  };

  /**
   * The session just turned out logged in: the overview's reads start now, side by side, instead of
   * once its code has rendered (each endpoint is still asked once: the overview joins them).
   */
  private startRutensLesinger(): void {
    startRutensLesinger(this.base);
  }

  /** Something other than the loading overview is shown: nothing waits for its first content any more. */
  private forsteInnholdErAvklart(): void {
    this.forsteInnholdAvklart = true;
    this.slippForsteInnhold?.();
    this.slippForsteInnhold = undefined;
  }

  /** Moves focus to the new content after an in-app navigation, so screen readers follow the change. */
  private afterRoute(routeKey: string): void {
    const title = this.krasjetRute === routeKey ? ROUTE_TITLES['feil'] : routeTitle(routeKey);
    if (title !== undefined) document.title = this.hostTitle ? `${title} – ${this.hostTitle}` : title;
    const previous = this.lastRouteKey;
    this.lastRouteKey = routeKey;
    // Not when the first screen appears once the session is known: the page has just loaded, the
    // customer has not gone anywhere (and focusing would scroll a host page to the portal).
    if (previous !== undefined && previous !== 'laster' && previous !== routeKey && routeKey.startsWith('route:')) {
      this.root.getElementById('kfp-innhold')?.focus({ preventScroll: false });
    }
    if (routeKey !== 'route:skadesaker-jump') this.jumpStarted = false;
    else if (erJumpBrukt(history.state)) {
      // Back from the claims app: this entry's hand-off has run; the overview, not a second one.
      queueMicrotask(this.tilOversikten);
    } else if (!this.jumpStarted) {
      this.jumpStarted = true;
      // Its own chunk: only this route needs it.
      void import('./skadesaker-jump.ts').then(({ startSkadesakerJump }) => startSkadesakerJump(this.root, this.tilOversikten));
    }
  }

  /**
   * The login, or 'Du må logge inn på nytt' with its next step. That page is rare (the redirect
   * guard kept the tab here): its code loads when first needed, with the spinner in its place meanwhile.
   */
  private innloggingStoppet(config: ReturnType<typeof getConfig>): { content: TemplateResult; routeKey: string } {
    const routeKey = 'innlogging-stoppet';
    if (config.features.hasDirekteinnlogging) return { content: html`<kfp-login></kfp-login>`, routeKey };
    if (this.stoppetSide === 'feilet') return { content: html`<kfp-feilside type="generell"></kfp-feilside>`, routeKey };
    if (this.stoppetSide) return { content: this.stoppetSide.innloggingStoppet(config, this.base), routeKey };
    this.stoppetSideLastes ??= import('./innlogging-stoppet.ts').then(
      (modul) => {
        this.stoppetSide = modul;
        if (this.isConnected) this.update();
      },
      (error: unknown) => {
        reportError(error, { source: 'kfp-router', message: 'Login page failed to load' });
        this.stoppetSide = 'feilet';
        if (this.isConnected) this.update();
      },
    );
    return { content: spinner(), routeKey };
  }

  private routedContent(): { content: TemplateResult; routeKey: string } {
    const config = getConfig();
    const route = matchRoute(location.pathname, location.search, this.base) ?? ({ name: 'ikke-funnet' } as const);
    if (route.name === 'betaling') {
      location.replace(BETALING_URL);
      return { content: spinner(), routeKey: 'betaling' };
    }
    if (config.features['nysalg-skade'] === 'false') {
      return { content: html`<kfp-feilside type="generell"></kfp-feilside>`, routeKey: 'nysalg-av' };
    }
    switch (this.session) {
      case 'laster':
        return { content: spinner(), routeKey: 'laster' };
      case 'feil':
        // The session status could not be read (the API is down): try again, or call.
        return { content: html`<kfp-feilside type="generell" retry></kfp-feilside>`, routeKey: 'session-feil' };
      case 'utlogget':
        return config.features.hasDirekteinnlogging
          ? { content: html`<kfp-login></kfp-login>`, routeKey: 'login' }
          : { content: html`<kfp-feilside type="ikke-funnet"></kfp-feilside>`, routeKey: 'utlogget-ikke-funnet' };
      case 'innlogget':
        // The API said 401/403 and the redirect guard kept us here (unauthorizedUrl is this page, or
        // the tab was just sent there): the login, or a message with a next step, instead of a loop.
        if (erInnloggingStoppet()) return this.innloggingStoppet(config);
        return { content: screenFor(route), routeKey: `route:${route.name}` };
    }
  }
}

/** Each route's page title (the host's own title follows after ' – '); undefined keeps the title as it is. */
export const ROUTE_TITLES: Readonly<Record<string, string>> = {
  'route:oversikt': 'Forsikringsoversikt',
  'route:tilbud': 'Tilbudene dine',
  'route:kjopsinnganger': 'Kjøp forsikring',
  'route:forsikringsprofil': 'Forsikringsprofil',
  'route:andre-forsikringer': 'Andre forsikringer',
  'route:skadesaker-jump': 'Vi sender deg videre',
  'route:ikke-funnet': 'Fant ikke siden',
  'utlogget-ikke-funnet': 'Fant ikke siden',
  login: 'Logg inn',
  feil: 'Noe har gått galt',
  'session-feil': 'Noe har gått galt',
  'nysalg-av': 'Noe har gått galt',
  'innlogging-stoppet': 'Logg inn',
};

function routeTitle(routeKey: string): string | undefined {
  return ROUTE_TITLES[routeKey];
}

function spinner(): TemplateResult {
  return html`<div class="kfp-spinner-wrap" role="status">
    <span class="kfp-spinner" aria-hidden="true"></span><span class="kfp-sr-only">Laster inn</span>
  </div>`;
}

function screenFor(route: Exclude<Route, { name: 'betaling' }>): TemplateResult {
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
