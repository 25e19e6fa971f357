import { findByShadowRole } from 'shadow-dom-testing-library';
import { shadowRoots } from './reflow.ts';
import { waitFor } from './wait.ts';

/**
 * The page's footer, by its role: found first by a plain DOM walk (it loads in a chunk of its own),
 * then checked by a role query scoped to its element. Role queries over the whole page, polled while
 * the footer loads, starve WebKit past the wait (docs/engineering.md, "Tests").
 */
export async function bunntekst(): Promise<HTMLElement> {
  const footer = await waitFor(() =>
    shadowRoots(document)
      .map((root) => root.querySelector('footer'))
      .find(Boolean),
  );
  const vert = (footer.getRootNode() as ShadowRoot).host as HTMLElement;
  return findByShadowRole(vert, 'contentinfo');
}

/**
 * The element that holds the page's main navigation (its `<nav>`), found by a plain DOM walk like
 * the footer: for role queries scoped to it instead of the whole page (WebKit, as above).
 */
export async function navigasjonsvert(): Promise<HTMLElement> {
  const nav = await waitFor(() =>
    shadowRoots(document)
      .map((root) => root.querySelector('nav'))
      .find(Boolean),
  );
  return (nav.getRootNode() as ShadowRoot).host as HTMLElement;
}
