import type { RouteKey } from './view.ts';

/**
 * Whether the customer went from one view to another route's screen in the app: not when the first
 * screen appears once the session is known (the page has just loaded, the customer has not gone
 * anywhere, and focusing would scroll a host page to the portal).
 */
export function isRouteChange(forrige: RouteKey | undefined, routeKey: RouteKey): boolean {
  return forrige !== undefined && forrige !== 'laster' && forrige !== routeKey && routeKey.startsWith('route:');
}

/** Moves focus to the new screen's heading once it shows, so screen readers follow the change. */
export function focusNewScreen(innhold: HTMLElement | null): void {
  // A chunk of its own: the first screen never needs it.
  if (innhold)
    import('./focus-heading.ts').then(
      ({ focusHeading }) => focusHeading(innhold),
      () => innhold.focus(),
    );
}
