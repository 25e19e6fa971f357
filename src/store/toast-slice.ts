import type { StateCreator } from 'zustand/vanilla';

/** spec §3 "Toast": variant, content (a string or a title and content), timeout, animation. */
export interface Toast {
  id: string;
  variant: 'info' | 'error' | 'warning' | 'success';
  content: string | { title: string; content: string };
  /** Milliseconds before it closes by itself; null means never. @default 5000 */
  timeout: number | null;
  /** Whether it animates in and out (never under reduced motion). @default true */
  animation: boolean;
  /**
   * Which queue it waits in: the page's (at most 5 show at once) or a widget's, such as the
   * feedback widget's (one at a time, spec §9). @default 'side'
   */
  ko: ToastQueue;
}

/** The page's queue, or a widget's. */
export type ToastQueue = 'side' | 'widget';

/** What a screen gives `visToast`: spec §9's timeout also takes `'off'`, which means none, as null does. */
export type NewToast = Pick<Toast, 'variant' | 'content'> & Partial<Pick<Toast, 'animation' | 'ko'>> & { timeout?: number | null | 'off' };

export interface ToastSlice {
  /** Every toast not yet closed, oldest first. The toaster shows `visibleToasts` of them (spec §9). */
  toasts: Toast[];
  /**
   * Shows a toast; returns its id. Works from any element on any page: when no `<kfp-toaster>` is on
   * the page yet, one is added to the document body.
   *
   * @example appStore.getState().visToast({ variant: 'success', content: 'Samtykket til markedsføring er endret' })
   */
  visToast: (toast: NewToast) => string;
  /** Removes a toast at once (the toaster runs the exit animation before it calls this). */
  fjernToast: (id: string) => void;
}

/** Default auto-close time (spec §9). */
export const TOAST_TIMEOUT_MS = 5000;
/** At most this many toasts show at once; the rest wait their turn (spec §9). */
export const MAX_VISIBLE_TOASTS = 5;
/** A widget's queue shows one toast at a time (spec §9 "Widget toast queue default 1 visible"). */
export const MAX_VISIBLE_WIDGET_TOASTS = 1;

/** The toasts that show now, oldest first: the first 5 of the page's queue and the first of a widget's. */
export function visibleToasts(toasts: readonly Toast[]): Toast[] {
  const side = toasts.filter((toast) => toast.ko === 'side').slice(0, MAX_VISIBLE_TOASTS);
  const widget = toasts.filter((toast) => toast.ko === 'widget').slice(0, MAX_VISIBLE_WIDGET_TOASTS);
  return toasts.filter((toast) => side.includes(toast) || widget.includes(toast));
}

let nextId = 0;
let aktiveToastere = 0;

/**
 * Called by each mounted toaster; returns the unregister function. `visToast` adds a toaster to the
 * body only when none is mounted (kfp-router renders one; a CMS page with a lone element gets one).
 */
export function registerToaster(): () => void {
  aktiveToastere += 1;
  return () => {
    aktiveToastere -= 1;
  };
}

function sorgForToaster(): void {
  if (aktiveToastere > 0 || typeof document === 'undefined' || !document.body) return;
  if (document.querySelector('kfp-toaster')) return;
  document.body.append(document.createElement('kfp-toaster'));
}

export const createToastSlice: StateCreator<ToastSlice, [], [], ToastSlice> = (set) => ({
  toasts: [],
  visToast: (toast) => {
    const id = `kfp-toast-${++nextId}`;
    sorgForToaster();
    const { timeout = TOAST_TIMEOUT_MS, animation = true, ko = 'side', variant, content } = toast;
    const ny: Toast = { id, variant, content, timeout: timeout === 'off' ? null : timeout, animation, ko };
    set((state) => ({ toasts: [...state.toasts, ny] }));
    return id;
  },
  fjernToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
});
