/**
 * The config every browser test page starts from (`loadBundle` adds the test's own keys): the
 * required keys, pointing at the demo backend's pages. The config schema's unit test checks it.
 */
export const baseConfig = {
  unauthorizedUrl: '/privat/forsikring/logget-ut',
  distributor: 'eika',
  meldSkadeUrl: '/privat/forsikring/skade/meld-skade',
  skadesakerJumpUrl: '/demo/skadesaker/jump',
  skadesakerUrl: '/demo/skadesaker',
};
