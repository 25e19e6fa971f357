import { createContext, useCallback, useContext } from 'react';
import { portalSti, routerBase, type Rutenavn } from './stier.ts';

/** The custom element a screen is rendered in (each element is its own React root). */
export const HostContext = createContext<HTMLElement | null>(null);

/** The element this screen lives in. */
export function useHost(): HTMLElement | null {
  return useContext(HostContext);
}

/**
 * Dispatches a DOM `CustomEvent` from the element to the host page; it bubbles and is composed, so
 * it crosses every shadow boundary (contract: `kfp-feedback` and friends).
 */
export function useHostEvent<Detail>(name: string): (detail: Detail) => void {
  const host = useHost();
  return useCallback(
    (detail: Detail) => {
      host?.dispatchEvent(new CustomEvent<Detail>(name, { detail, bubbles: true, composed: true }));
    },
    [host, name],
  );
}

/**
 * The address of the router's child route `navn` (`src/page/stier.ts`) below the `base` of the
 * `<kfp-router>` this screen is shown in, or below the default base for an element placed alone.
 */
export function usePortalSti(navn: Rutenavn, query = ''): string {
  return portalSti(routerBase(useHost()), navn, query);
}
