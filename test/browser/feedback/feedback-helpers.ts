/** Helpers for the feedback widget's browser tests. */
import { findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { waitFor } from '../helpers/wait.ts';

export type Detail = Record<string, unknown>;

/** Every contract event the page received, in order. */
export function recordEvents(): { name: string; detail: unknown; composed: boolean; bubbles: boolean }[] {
  const seen: { name: string; detail: unknown; composed: boolean; bubbles: boolean }[] = [];
  for (const name of ['kfp-feedback', 'kfp-feedback-followup', 'kfp-feedback-contact'] as const) {
    document.addEventListener(name, (event) => seen.push({ name, detail: event.detail, composed: event.composed, bubbles: event.bubbles }));
  }
  return seen;
}

/** The shadow root of the n-th `<kfp-feedback>` once it has rendered. */
export async function widget(index = 0): Promise<ShadowRoot> {
  return waitFor(() => {
    const root = document.querySelectorAll('kfp-feedback')[index]?.shadowRoot;
    return root?.querySelector('section') ? root : undefined;
  });
}

/** Types into a React-controlled field the way a user would (native setter plus input event). */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export const button = (root: ShadowRoot, name: string) => findByShadowRole(root as unknown as HTMLElement, 'button', { name });

export const buttonsNamed = (root: ShadowRoot, name: string) => queryAllByShadowRole(root as unknown as HTMLElement, 'button', { name });

/** The element focused inside `root` (the document's activeElement is the host). */
export const focusedIn = (root: ShadowRoot): Element | null => root.activeElement;

/** The root's text, non-breaking spaces (Jøkul's counter uses them) read as spaces. */
export const text = (root: ShadowRoot): string => (root.textContent ?? '').replace(/\u00a0/g, ' ');

/** Waits for running animations (the widget's fade-ins) to end, so axe sees final colours. */
export async function settled(): Promise<void> {
  // The document's list leaves out animations inside shadow roots: ask each root.
  const roots = [...document.querySelectorAll('kfp-feedback')].flatMap((element) => (element.shadowRoot ? [element.shadowRoot] : []));
  const animations = [...document.getAnimations(), ...roots.flatMap((root) => root.getAnimations())];
  await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
}

/** A checkbox main question given as JSON in `question`: 'Hva lette du etter?' with 'Faktura' and 'Dokumenter'. */
export const CHECKBOX_QUESTION = JSON.stringify({
  type: 'checkbox',
  label: 'Hva lette du etter?',
  options: [
    { label: 'Faktura', value: 'faktura' },
    { label: 'Dokumenter', value: 'dok' },
  ],
});
