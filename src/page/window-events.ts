import type { KfpWindowEventMap, WindowEventName } from './host-events.ts';

/**
 * Announces the public event `name` (typed in `KfpWindowEventMap`, src/page/host-events.ts) on
 * `window`, where there is one. A module apart from host-events.ts: only lazy code (analytics)
 * sends one, so the first screen does not carry it.
 */
export function sendWindowEvent<Name extends WindowEventName>(name: Name, detail: KfpWindowEventMap[Name]): void {
  globalThis.dispatchEvent?.(new CustomEvent(name, { detail }));
}
