import { mayRegisterElements } from './version.ts';

/**
 * Registers a tag unless it already is: loading the bundle twice (or two copies of it) is harmless.
 * Only the "already defined" case is swallowed; any other error surfaces. A copy of another version
 * than the one that owns the page registers nothing (src/element/version.ts).
 */
export function defineOnce(tag: string, constructor: CustomElementConstructor): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  if (!mayRegisterElements()) return constructor;
  try {
    customElements.define(tag, constructor);
  } catch (error) {
    const winner = customElements.get(tag);
    if (!winner) throw error;
    return winner;
  }
  return constructor;
}
