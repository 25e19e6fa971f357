import { createContext, useCallback, useContext } from 'react';

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
