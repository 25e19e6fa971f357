import { createStore } from 'zustand/vanilla';
import { createFeedbackSlice, type FeedbackSlice } from './feedback-slice.ts';
import { createToastSlice, type ToastSlice } from './toast-slice.ts';

/**
 * The page's one client-state store, shared by import by every element (each element is its own
 * React root, so React context cannot carry it). Server data lives in the query cache
 * (`query-client.ts`), not here. Add a concern as a slice in its own file and spread it in below.
 */
export type AppState = ToastSlice & FeedbackSlice;

export const appStore = createStore<AppState>()((...args) => ({
  ...createToastSlice(...args),
  ...createFeedbackSlice(...args),
}));
