/**
 * The bundle's tags, for "did you mean" when a page has a misspelled one (notify.ts) and for finding
 * the page's kfp tags (check-page.ts). Kept here rather than collected at registration so the first
 * screen carries none of it; test/unit/page/redaktor/tags.test.ts fails when it no longer
 * matches the tags elements/ registers.
 */
export const KFP_TAGS = [
  'kfp-router',
  'kfp-oversikt',
  'kfp-tilbud',
  'kfp-kjopsinnganger',
  'kfp-profil',
  'kfp-login',
  'kfp-andre-forsikringer',
  'kfp-feilside',
  'kfp-feedback',
  'kfp-navigasjon',
  'kfp-bunntekst',
  'kfp-toaster',
] as const;
