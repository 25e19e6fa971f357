/**
 * Helpers for the profile's browser tests: rows by their label, the editor's controls by role and
 * name, typing as a user does (real key presses), and the request log.
 * Elements are compared with `===` inside expect (a failing chai comparison of two DOM elements makes
 * @web/test-runner lose the browser instead of reporting the failure).
 */
import { sendKeys } from '@web/test-runner-commands';
import { queryAllByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { apiRequests, type LoggedRequest } from '../helpers/backend.ts';
import { API } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

export const NBSP = '\u00a0';

/** Text as read: soft hyphens (long Norwegian compounds) left out. */
export const utenMykeBindestreker = (tekst: string | null | undefined): string => (tekst ?? '').replace(/\u00ad/g, '');

/** A name matcher that ignores soft hyphens. */
export const navn =
  (forventet: string) =>
  (faktisk: string): boolean =>
    utenMykeBindestreker(faktisk) === forventet;

type RoleOptions = Parameters<typeof queryByShadowRole>[2];

/** Waits for the element of this role and name inside `within`. */
export const finn = (within: HTMLElement, role: string, options: RoleOptions = {}, timeout?: number) =>
  waitFor(() => queryByShadowRole(within, role, options), timeout === undefined ? {} : { timeout });

/** The profile's shadow root once its heading is there (the screen loads in its own chunk). */
export async function profil(container: HTMLElement): Promise<HTMLElement> {
  const host = container.querySelector('kfp-profil') as HTMLElement;
  await finn(host, 'heading', { level: 1, name: 'Forsikringsprofil' });
  return host;
}

/**
 * The row (label, value, action, editor) whose label reads `etikett`, once it is there. While the
 * customer loads, stand-in rows show; look the row up again after waiting for something.
 */
export function rad(within: HTMLElement, etikett: string, timeout?: number): Promise<HTMLElement> {
  return waitFor(
    () => queryAllByShadowRole(within, 'term').find((term) => utenMykeBindestreker(term.textContent) === etikett)?.parentElement ?? null,
    timeout === undefined ? {} : { timeout },
  );
}

/** Whether a row with this label is shown now. */
export const harRad = (within: HTMLElement, etikett: string): boolean =>
  queryAllByShadowRole(within, 'term').some((term) => utenMykeBindestreker(term.textContent) === etikett);

/** Every row label, in order. */
export const etiketter = (within: HTMLElement): string[] =>
  queryAllByShadowRole(within, 'term').map((term) => utenMykeBindestreker(term.textContent));

/** The row's value as it reads (lines of an address joined by a line break). */
export function verdi(radElement: HTMLElement): string {
  const definisjon = queryAllByShadowRole(radElement, 'definition')[0] as HTMLElement | undefined;
  return (definisjon?.innerText ?? '').trim();
}

/** Waits until the row's value reads `forventet` (skeletons first). */
export async function ventPaVerdi(within: HTMLElement, etikett: string, forventet: string, timeout?: number): Promise<HTMLElement> {
  return waitFor(
    async () => {
      const r = await rad(within, etikett, timeout);
      return verdi(r) === forventet ? r : null;
    },
    timeout === undefined ? {} : { timeout },
  );
}

/** The element that really has focus, looking through open shadow roots. */
export function aktivtElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Replaces the focused field's text by key presses, as a customer would. */
export async function skriv(felt: HTMLInputElement, tekst: string): Promise<void> {
  felt.focus();
  felt.select();
  await sendKeys({ press: 'Backspace' });
  if (tekst) await sendKeys({ type: tekst });
}

/** The requests to `method` `/api/privat/forsikring{path}` since the last reset. */
export async function kall(method: string, path: string): Promise<LoggedRequest[]> {
  return (await apiRequests()).filter((request) => request.method === method && request.path === `${API}${path}`);
}

/** The text screen readers get from `element`: without its aria-hidden parts (Jøkul's icon glyphs). */
export function lestTekst(element: Element): string {
  const kopi = element.cloneNode(true) as Element;
  kopi.querySelectorAll('[aria-hidden="true"]').forEach((skjult) => skjult.remove());
  return kopi.textContent ?? '';
}

/** The error text a field is described by (Jøkul's support label, via aria-describedby). */
export function feltfeil(felt: HTMLInputElement): string {
  const root = felt.getRootNode() as ShadowRoot;
  const ider = (felt.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ider
    .map((id) => root.getElementById(id))
    .filter((element): element is HTMLElement => Boolean(element?.className.includes('error')))
    .map(lestTekst)
    .join(' ');
}

/** What the live status regions say now. */
export const kunngjort = (within: HTMLElement): string[] =>
  queryAllByShadowRole(within, 'status')
    .map((status) => status.textContent ?? '')
    .filter(Boolean);

/**
 * Waits for a toast saying `tekst` in the page's toaster, inside its live region (role status:
 * success and info toasts are read when the reader is idle); returns that region.
 */
export function toastMed(tekst: string): Promise<HTMLElement> {
  return waitFor(() => {
    for (const toaster of document.querySelectorAll('kfp-toaster')) {
      const region = [...(toaster.shadowRoot?.querySelectorAll<HTMLElement>('[role="status"]') ?? [])].find((r) =>
        (r.textContent ?? '').includes(tekst),
      );
      if (region) return region;
    }
    return null;
  });
}

/**
 * A failed save as it reads (issue 34's one pattern, LagringFeilet): its paragraphs (title, what
 * failed, that nothing changed, 'Prøv igjen om litt.') and the phone number line, once it is there.
 */
export async function lagringFeilet(region: HTMLElement): Promise<{ avsnitt: string[]; ring: string }> {
  const boks = await waitFor(() => region.querySelector<HTMLElement>('.kfp-lagring-feilet'));
  const ring = await waitFor(() => boks.querySelector('.kfp-ring-oss')?.textContent?.replace(/\s+/g, ' ').trim());
  return { avsnitt: [...boks.querySelectorAll('p')].map((p) => p.textContent ?? ''), ring };
}

/** An editor's live region says nothing (it is there, empty). */
export const stille = (region: HTMLElement | null): boolean => (region?.textContent ?? '') === '';
