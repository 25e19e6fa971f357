// The three parts of r2wc's element that its public API does not reach and defineElement needs:
// its props (HTML boolean attributes, define-element.tsx `syncBoolean`), its render step and whether
// it counts itself as connected (nothing renders before the element is on the page). They are global
// symbols of @r2wc/core, which package.json pins to one exact version for that reason;
// test/unit/element/r2wc-internals.test.ts fails when a new version changes what they do.

/** r2wc's props of an element: what the React screen gets. */
export const R2WC_PROPS = Symbol.for('r2wc.props');
/** r2wc's render step: mounts the React root when connected, else updates it. */
export const R2WC_RENDER = Symbol.for('r2wc.render');
/** Whether r2wc counts the element as connected (true from its constructor on). */
export const R2WC_CONNECTED = Symbol.for('r2wc.connected');

/** An element made by r2wc, with the parts defineElement reads and writes. */
export type R2wcInternals = HTMLElement & { [R2WC_PROPS]: Record<string, unknown>; [R2WC_RENDER]: () => void; [R2WC_CONNECTED]: boolean };
