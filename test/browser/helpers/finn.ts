import { shadowRoots } from './reflow.ts';
import { waitFor } from './wait.ts';

const normal = (tekst: string) =>
  tekst
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The element (a shadow root's host, or the body) that holds an element matching `css` whose text
 * holds `tekst`, found by a plain DOM walk: a role query then scoped to it checks role and name.
 * Role queries over every shadow root of the page, polled while a test waits, starve WebKitGTK past
 * the wait (docs/engineering.md, "Tests"); this finds the place first, cheaply, in every engine.
 */
export async function holderAv(css: string, tekst: string | RegExp, { timeout }: { timeout?: number } = {}): Promise<HTMLElement> {
  const passer = (element: Element) => {
    const innhold = normal(element.textContent ?? '');
    return typeof tekst === 'string' ? innhold.includes(tekst) : tekst.test(innhold);
  };
  const treff = await waitFor(
    () => [document, ...shadowRoots(document)].flatMap((root) => [...root.querySelectorAll(css)]).find(passer),
    timeout === undefined ? {} : { timeout },
  );
  const root = treff.getRootNode();
  return root instanceof ShadowRoot ? (root.host as HTMLElement) : document.body;
}
