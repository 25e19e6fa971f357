import { createContext, useCallback, useContext } from 'react';
import { sendHostEvent, type HostEventName, type KfpHostEventMap } from './host-events.ts';
import { portalPath, routerBase, type RouteName } from './paths.ts';

/** The custom element a screen is rendered in (each element is its own React root). */
export const HostContext = createContext<HTMLElement | null>(null);

/** The element this screen lives in. */
export function useHost(): HTMLElement | null {
  return useContext(HostContext);
}

/**
 * Sends the public event `name` (`src/page/host-events.ts`, which types its detail) from the
 * element to the host page (contract: `kfp-feedback` and friends). Write the name as a literal:
 * the build finds an element's events by it.
 */
export function useHostEvent<Name extends HostEventName>(name: Name): (detail: KfpHostEventMap[Name]) => void {
  const host = useHost();
  return useCallback(
    (detail: KfpHostEventMap[Name]) => {
      if (host) sendHostEvent(host, name, detail);
    },
    [host, name],
  );
}

/**
 * The address of the router's child route `navn` (`src/page/paths.ts`) below the `base` of the
 * `<kfp-router>` this screen is shown in, or below the default base for an element placed alone.
 */
export function usePortalPath(navn: RouteName, query = ''): string {
  return portalPath(routerBase(useHost()), navn, query);
}
