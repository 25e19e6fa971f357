import { useStore } from 'zustand';
import { appStore, type AppState } from './app-store.ts';

/** React binding of the shared store: `const toasts = useAppStore((s) => s.toasts)`. */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(appStore, selector);
}
