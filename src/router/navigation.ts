import { LOCATION_CHANGED } from '../page/location-changed.ts';

/** Changes the URL without a page load and tells every router on the page. */
export function navigate(url: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replaceState(history.state, '', url);
  else history.pushState(null, '', url);
  dispatchEvent(new Event(LOCATION_CHANGED));
}

/**
 * The same-origin URL a click on a link should route to, or null when the browser should handle it
 * (modifier keys, other buttons, `target`, `download`, another origin, or outside `base`).
 */
export function routableLink(event: MouseEvent, isInside: (url: URL) => boolean): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event
    .composedPath()
    .find((node): node is HTMLAnchorElement | SVGAElement => node instanceof Element && node.localName === 'a');
  if (!anchor || !(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !isInside(url)) return null;
  return url;
}
