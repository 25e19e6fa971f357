export { queryClient, shouldRetry, retryDelay, MAX_RETRIES, FERSK_MS, FERSK_DELT_MS, NYTT_FORSOK_MS, ferskI } from './query-client.ts';
export { appStore, type AppState } from './app-store.ts';
export { useAppStore } from './use-app-store.ts';
export { observeSession, sessionStateOf, type SessionState } from './session.ts';
export { useSession, useErInnlogget } from './use-session.ts';
export { sessionStatusQuery, clientContextQuery } from './queries/session.ts';
export { defineQuery } from './define-query.ts';
export { tilbudQuery } from './queries/tilbud.ts';
export type { Toast, NyToast } from './toast-slice.ts';
