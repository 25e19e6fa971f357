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
}

export type NyToast = Pick<Toast, 'variant' | 'content'> & Partial<Pick<Toast, 'timeout' | 'animation'>>;

export interface ToastSlice {
  /** Every toast not yet closed, oldest first. The toaster shows the first 5 (spec §9). */
  toasts: Toast[];
  /**
   * Shows a toast; returns its id. Works from any element on any page: when no `<kfp-toaster>` is on
   * the page yet, one is added to the document body.
   *
   * @example appStore.getState().visToast({ variant: 'success', content: 'Samtykket til markedsføring er endret' })
   */
  visToast: (toast: NyToast) => string;
  /** Removes a toast at once (the toaster runs the exit animation before it calls this). */
  fjernToast: (id: string) => void;
}

/** Default auto-close time (spec §9). */
export const TOAST_TIMEOUT_MS = 5000;
/** At most this many toasts show at once; the rest wait their turn (spec §9). */
export const MAX_SYNLIGE_TOASTS = 5;

let nextId = 0;
let aktiveToastere = 0;

/**
 * Called by each mounted toaster; returns the unregister function. `visToast` adds a toaster to the
 * body only when none is mounted (kfp-router renders one; a CMS page with a lone element gets one).
 */
export function registrerToaster(): () => void {
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
    set((state) => ({ toasts: [...state.toasts, { timeout: TOAST_TIMEOUT_MS, animation: true, ...toast, id }] }));
    return id;
  },
  fjernToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
});
