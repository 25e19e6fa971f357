/**
 * Window event: a write failed while the browser was offline (`useMutation`, src/store/use-query.ts);
 * the page's notice then says that it was not saved (src/page/offline.ts).
 */
export const OFFLINE_WRITE = 'kfp-skriving-uten-nett';
