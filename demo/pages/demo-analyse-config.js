// Demo only: points the portal's analytics and error reporting at the demo backend's stand-ins, on
// whatever host and port the demo runs, and takes the distributor (the consent regime) from the
// toolbar's choice. Runs after the page's #kfp-config and before the bundle (a module) reads it.
(function () {
  const element = document.getElementById('kfp-config');
  if (!element) return;
  const config = JSON.parse(element.textContent || '{}');
  const chosen = document.cookie.split('; ').find((part) => part.startsWith('kfp-demo-distributor='));
  if (chosen) config.distributor = decodeURIComponent(chosen.split('=')[1]);
  config.mixpanelToken = 'demo-token';
  config.mixpanelApiHost = `${location.origin}/demo/mixpanel`;
  config.sentryDsn = `${location.protocol}//demo@${location.host}/demo/sentry/1`;
  // The consent banners' stand-ins are served from samtykke.localhost (demo/server/samtykke.mjs).
  config.alliansedomene = 'localhost';
  element.textContent = JSON.stringify(config);
})();
