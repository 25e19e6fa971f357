import { erInnloggingStoppet, observeInnloggingStoppet } from '../api/innlogging-vakt.ts';
import { getConfig } from '../config/index.ts';
import { isMobilbankApp } from '../config/mobilbank.ts';
import { bootOnce } from '../element/boot.ts';
import { reportError } from '../monitoring/report.ts';
import { adoptStyles } from '../page/adopt-styles.ts';
import { afterFirstContent, holdFirstContent } from '../page/first-content.ts';
import type { HostEventName } from '../page/host-events.ts';
import { loadOnce } from '../page/lazy-load.ts';
import { BETALING_URL, DEFAULT_BASE } from '../page/paths.ts';
import { LOCATION_CHANGED } from '../page/location-changed.ts';
import { kontaktinfoQuery } from '../store/queries/kontaktinfo.ts';
import { onSessionAnswer } from '../store/queries/session.ts';
import { queryClient } from '../store/query-client.ts';
import { observeSession, type SessionState } from '../store/session.ts';
import bunntekstToppCss from '../screens/bunntekst/bunntekst-topp.css';
import baseCss from '../styles/base.css';
import { portalRemCss } from '../styles/portal-rem.ts';
import tokensCss from '../styles/tokens.css';
import {
  handBuiltFor,
  buildContactBox,
  buildHandBuilt,
  buildNavigationBox,
  buildShell,
  type HandBuilt,
  type View,
} from './first-screen.ts';
import { navigate, routableLink } from './navigation.ts';
import routerCss from './router.css';
import { matchRoute } from './routes.ts';
import { startRouteReads } from './route-reads.ts';
import { isRouteChange, focusNewScreen } from './focus-after-route-change.ts';
import { titleFor } from './route-title.ts';
import { createSkadesakerHandoff } from './skadesaker-handoff.ts';
import { medNavigasjon, chooseView, type RouteKey } from './view.ts';

/** The lit-html templates and 'Du må logge inn på nytt': chunks of their own, each loaded once for the page. */
const MALER = loadOnce(() => import('./router-templates.ts'));
const STOPPET_SIDE = loadOnce(() => import('./login-stopped.ts'));

/**
 * The portal under `/privat/forsikring/oversikt`: session gating, navigation, the routed screen,
 * footer. A small element: the screens it routes to are the other kfp elements. Its templates are
 * lit-html (src/router/router-templates.ts), a chunk loaded after the first content; the overview's first
 * screen it builds with plain DOM calls (src/router/first-screen.ts), and lit takes over only the
 * parts that change, so the first screen's nodes stay (see `visInnhold`).
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
  private lastRouteKey: RouteKey | undefined;
  /** The route whose screen crashed: it shows the general error page until the customer moves on. */
  private krasjetRute: RouteKey | undefined;
  /** The host page's own title, kept as the suffix of every route's title. */
  private hostTitle: string | undefined;
  /**
   * Lets go of what waits for the first content (src/page/first-content.ts): held while the
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
  /** The code of 'Du må logge inn på nytt' once loaded (`loginStopped`), or that it could not be. */
  private stoppetSide: typeof import('./login-stopped.ts') | 'feilet' | undefined;
  private stoppetSideLastes: Promise<void> | undefined;
  /** The lit-html templates once loaded (`loadTemplates`), or that they could not be. */
  private maler: typeof import('./router-templates.ts') | 'feilet' | undefined;
  private malerLastes: Promise<void> | undefined;
  /** The router's shell (src/router/first-screen.ts), built once; its navigation box when shown. */
  private skall: { skall: HTMLDivElement; innhold: HTMLDivElement } | undefined;
  private navigasjon: HTMLDivElement | undefined;
  /** The footer's phone number until the footer takes its place (`buildContactBox`). */
  private kontakt: HTMLDivElement | undefined;
  /** What the hand-built content in `#kfp-innhold` shows, as long as lit has not rendered there. */
  private handlaget: HandBuilt | undefined;

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
    if (!this.forsteInnholdAvklart) this.slippForsteInnhold ??= holdFirstContent();
    void afterFirstContent().then(() => {
      this.rammeKlar = true;
      if (!this.isConnected) return;
      // The footer's contact info travels while the footer's code loads.
      if (!this.hasAttribute('no-chrome')) void queryClient.prefetch(kontaktinfoQuery);
      // Footer and toaster are the templates' to render: they come as soon as those are in.
      if (this.maler) this.update();
      else this.loadTemplates();
    });
    bootOnce(this);
    this.hostTitle ??= document.title;
    adoptStyles(this.root, [portalRemCss, baseCss, tokensCss, routerCss, bunntekstToppCss]);
    addEventListener('popstate', this.update);
    addEventListener(LOCATION_CHANGED, this.update);
    this.addEventListener('click', this.onClick);
    this.root.addEventListener('kfp-element-krasjet' satisfies HostEventName, this.onKrasj);
    // The overview's reads leave the moment the session answer is read (its observers hear of it later).
    this.stoppVedSessionSvar = onSessionAnswer((status) => {
      if (status.kfpSessionId && this.session !== 'innlogget') this.startRouteReads();
    });
    this.unobserve = observeSession((state) => {
      if (state === 'innlogget' && this.session !== 'innlogget') this.startRouteReads();
      this.session = state;
      this.update();
    });
    this.unobserveInnlogging = observeInnloggingStoppet(this.update);
  }

  disconnectedCallback(): void {
    removeEventListener('popstate', this.update);
    removeEventListener(LOCATION_CHANGED, this.update);
    this.removeEventListener('click', this.onClick);
    this.root.removeEventListener('kfp-element-krasjet' satisfies HostEventName, this.onKrasj);
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
  private readonly skadesakerOverlevering = createSkadesakerHandoff(this.root, this.tilOversikten);

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
    let visning: View;
    let routeKey: RouteKey;
    try {
      ({ visning, routeKey } = this.routedContent());
    } catch (error) {
      reportError(error, { source: 'kfp-router', message: 'Route failed' });
      visning = { type: 'feilside', side: 'generell' };
      routeKey = 'feil';
    }
    if (this.krasjetRute !== undefined && this.krasjetRute !== routeKey) this.krasjetRute = undefined;
    if (this.krasjetRute === routeKey) visning = { type: 'feilside', side: 'krasjet' };
    if ((routeKey !== 'laster' && routeKey !== 'route:oversikt') || this.krasjetRute === routeKey) this.forsteInnholdErAvklart();
    const chrome = !this.hasAttribute('no-chrome');
    try {
      if (this.skall?.skall.parentNode !== this.root) {
        this.skall = buildShell(this.root);
        // The footer's phone number from the first frame, where the footer will show it (issue 34);
        // not in the mobile bank's app, whose footer is laid out otherwise. The footer takes its place.
        this.kontakt = chrome && !isMobilbankApp() ? buildContactBox(getConfig().kontaktTelefon) : undefined;
        if (this.kontakt) this.skall.skall.append(this.kontakt);
      }
      if (!chrome) this.kontakt?.remove();
      const { skall, innhold } = this.skall;
      // The navigation from the first frame (none for a visitor who is not logged in; on the
      // purchase entries with the API down its bar without links, `medNavigasjon`): its bar's height is reserved by router.css until its code is in, and its links
      // show as soon as that code is, without waiting for the first content. Footer and toaster wait.
      this.visNavigasjon(skall, innhold, chrome && this.session !== 'utlogget', medNavigasjon(this.session, routeKey));
      this.visInnhold(innhold, visning);
      if (this.maler && this.maler !== 'feilet') this.maler.renderFrame(skall, { chrome, rammeKlar: this.rammeKlar });
    } catch (error) {
      // The last resort: even the error screen could not render.
      reportError(error, { source: 'kfp-router', message: 'Unexpected Application Error' });
      this.root.replaceChildren(Object.assign(document.createElement('h1'), { textContent: 'Unexpected Application Error' }));
      this.skall = this.navigasjon = this.handlaget = undefined;
      return;
    }
    this.afterRoute(routeKey);
  };

  /** The navigation's box before the routed screen (a plain DOM node: the first screen shows it), or none. */
  private visNavigasjon(skall: HTMLElement, innhold: HTMLElement, vis: boolean, lenker: boolean): void {
    if (!vis) {
      this.navigasjon?.remove();
      this.navigasjon = undefined;
      return;
    }
    if (!this.navigasjon) skall.insertBefore((this.navigasjon = buildNavigationBox(this.base)), innhold);
    const navigasjon = this.navigasjon.firstElementChild;
    // Without its links the bar keeps its place, empty, so the screen under it does not move.
    if (!lenker) navigasjon?.remove();
    else if (!navigasjon) this.navigasjon.replaceWith((this.navigasjon = buildNavigationBox(this.base)));
    else if (navigasjon.getAttribute('base') !== this.base) navigasjon.setAttribute('base', this.base);
  }

  /**
   * The routed screen's box. Until the templates are in, what the first screen shows is built by
   * hand (the spinner, `<kfp-oversikt>`; the spinner too while the templates load for anything
   * else). lit's `render` would append its content after those nodes, and re-creating them would
   * remount the overview, so when the templates come the hand-built node stays for as long as it
   * shows what is to be shown; the first time something else is, it is cleared and lit renders
   * into the emptied box from then on.
   */
  private visInnhold(innhold: HTMLElement, visning: View): void {
    const handlaget = handBuiltFor(visning);
    if (!this.maler || this.maler === 'feilet') {
      const vis = handlaget ?? (this.maler === 'feilet' ? 'feil' : 'Laster inn');
      if (!handlaget) this.loadTemplates();
      if (this.handlaget !== vis) innhold.replaceChildren(buildHandBuilt(vis));
      this.handlaget = vis;
      return;
    }
    if (this.handlaget !== undefined) {
      if (this.handlaget === handlaget) return;
      innhold.replaceChildren();
      this.handlaget = undefined;
    }
    this.maler.renderContent(visning, innhold, getConfig(), this.base);
  }

  /** Loads the lit-html templates (once), then renders with them. */
  private loadTemplates(): void {
    this.malerLastes ??= MALER.load().then(
      (modul) => {
        this.maler = modul;
        if (this.isConnected) this.update();
      },
      (error: unknown) => {
        // The routed screen's box shows the general error page (built by hand), and the footer
        // (its own chunk), which the templates render otherwise, is built by hand below it once
        // the first content is in: the contact details stay on the page.
        reportError(error, { source: 'kfp-router', message: 'Router templates failed to load' });
        this.maler = 'feilet';
        if (this.isConnected) this.update();
        if (!this.hasAttribute('no-chrome'))
          void afterFirstContent().then(() => this.skall?.skall.append(document.createElement('kfp-bunntekst')));
      },
    );
  }

  /**
   * The session just turned out logged in: the overview's reads start now, side by side, instead of
   * once its code has rendered (each endpoint is still asked once: the overview joins them).
   */
  private startRouteReads(): void {
    startRouteReads(this.base);
  }

  /** Something other than the loading overview is shown: nothing waits for its first content any more. */
  private forsteInnholdErAvklart(): void {
    this.forsteInnholdAvklart = true;
    this.slippForsteInnhold?.();
    this.slippForsteInnhold = undefined;
  }

  /** The steps after each route: its title, the focus after an in-app route change, the claims hand-off. */
  private afterRoute(routeKey: RouteKey): void {
    const lastesFor = routeKey === 'laster' ? matchRoute(location.pathname, location.search, this.base)?.name : undefined;
    const title = titleFor(routeKey, this.krasjetRute === routeKey, lastesFor);
    if (title !== undefined) document.title = this.hostTitle ? `${title} – ${this.hostTitle}` : title;
    const previous = this.lastRouteKey;
    this.lastRouteKey = routeKey;
    if (isRouteChange(previous, routeKey)) focusNewScreen(this.root.getElementById('kfp-innhold'));
    this.skadesakerOverlevering(routeKey);
  }

  /**
   * The login, or 'Du må logge inn på nytt' with its next step. That page is rare (the redirect
   * guard kept the tab here): its code loads when first needed, with the spinner in its place meanwhile.
   */
  private loginStopped(config: ReturnType<typeof getConfig>): { visning: View; routeKey: RouteKey } {
    const routeKey = 'innlogging-stoppet';
    if (config.features.hasDirekteinnlogging) return { visning: { type: 'login' }, routeKey };
    if (this.stoppetSide === 'feilet') return { visning: { type: 'feilside', side: 'generell' }, routeKey };
    if (this.stoppetSide) return { visning: { type: 'innlogging-stoppet', side: this.stoppetSide }, routeKey };
    this.stoppetSideLastes ??= STOPPET_SIDE.load().then(
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
    return { visning: { type: 'spinner' }, routeKey };
  }

  /** The view for the session, the location and the config (`chooseView`), and its side effects. */
  private routedContent(): { visning: View; routeKey: RouteKey } {
    const config = getConfig();
    const route = matchRoute(location.pathname, location.search, this.base);
    const valg = chooseView({
      session: this.session,
      route,
      config,
      loginStopped: this.session === 'innlogget' && erInnloggingStoppet(),
    });
    if (valg.routeKey === 'betaling') location.replace(BETALING_URL);
    if (valg.routeKey === 'innlogging-stoppet') return this.loginStopped(config);
    return valg;
  }
}
