/**
 * Window event: a write failed while the browser was offline (`useMutation`, src/store/use-query.ts);
 * the page's notice then says that it was not saved (src/page/uten-nett.ts).
 */
export const SKRIVING_UTEN_NETT = 'kfp-skriving-uten-nett';
