/**
 * `<kfp-toaster>`: the page's toasts, centred at the bottom of the viewport, with their live regions.
 *
 * Screens show a toast with `appStore.getState().visToast({ variant, content, timeout?, animation?, ko? })`
 * (src/store/toast-slice.ts); a timeout of null or 'off' means none; a widget's toasts (`ko: 'widget'`)
 * wait in a queue of their own, one at a time. kfp-router renders one toaster; on a page with standalone elements the
 * first `visToast` adds one to the body, so no host page has to place it. A host page may also place
 * `<kfp-toaster></kfp-toaster>` itself, early, so its live regions exist before any toast.
 *
 * @summary Toasts: at most 5 at once, 5 s by default, paused on hover or focus, 'Lukk varsel'.
 * @example
 *   <kfp-toaster></kfp-toaster>
 */
import { defineElement } from '../src/element/define-element.tsx';
import { lazyScreen } from '../src/element/lazy-screen.tsx';

// Nothing shows before the first toast: its code loads in its own chunk, off the critical path.
export const KfpToaster = defineElement(
  'kfp-toaster',
  lazyScreen(() => import('../src/screens/toaster/screen-module.ts')),
  { trackLoad: false },
);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-toaster': HTMLElement;
  }
}
