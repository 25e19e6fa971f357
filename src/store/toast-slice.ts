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
  toasts: Toast[];
  /** Shows a toast; returns its id. */
  visToast: (toast: NyToast) => string;
  /** Removes a toast (after its exit animation). */
  fjernToast: (id: string) => void;
}

let nextId = 0;

export const createToastSlice: StateCreator<ToastSlice, [], [], ToastSlice> = (set) => ({
  toasts: [],
  visToast: (toast) => {
    const id = `kfp-toast-${++nextId}`;
    set((state) => ({ toasts: [...state.toasts, { timeout: 5000, animation: true, ...toast, id }] }));
    return id;
  },
  fjernToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
});
