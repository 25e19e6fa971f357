// Demo only: the consent part of the toolbar. Chooses the distributor, and with it the consent
// regime (the bank alliance, the bank brand, or 'none'), and shows that regime's banner stand-in
// in a frame from another origin (http://samtykke.localhost:PORT), as a bank page shows the
// alliance's banner. The banner writes the regime's cookie and posts 'optin_closed' to this page.
(function () {
  const config = document.getElementById('kfp-config');
  if (!config) return;
  const distributor = JSON.parse(config.textContent || '{}').distributor || 'eika';
  const regimes = [
    ['eika', 'Eika-alliansen (eika)', 'allianse', 'eika_optin'],
    ['dnb', 'Bankmerket (dnb)', 'bankmerke', 'samtykke_statistikk'],
    ['none', 'Uten samtykkeløsning (none)', 'none', 'cookie_consent'],
  ];
  const current = regimes.find(([value]) => value === distributor) || regimes[0];
  const [, , regime, cookieName] = current;
  const bannerOrigin = `${location.protocol}//samtykke.localhost${location.port ? `:${location.port}` : ''}`;

  const region = document.createElement('div');
  region.className = 'demo-samtykke';
  region.setAttribute('role', 'region');
  region.setAttribute('aria-label', 'Samtykkebanner (demo)');
  region.hidden = true;
  document.body.append(region);

  function showBanner() {
    const frame = document.createElement('iframe');
    frame.title = 'Samtykkebanner';
    frame.src = `${bannerOrigin}/demo/samtykke/banner?regime=${regime}&portal=${encodeURIComponent(location.origin)}`;
    region.replaceChildren(frame);
    region.hidden = false;
  }

  addEventListener('message', (event) => {
    if (event.origin === bannerOrigin && event.data === 'optin_closed') {
      region.hidden = true;
      region.replaceChildren();
    }
  });

  function controls() {
    const form = document.createElement('form');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      document.cookie = `kfp-demo-distributor=${encodeURIComponent(select.value)}; Path=/; SameSite=Lax`;
      location.reload();
    });
    const label = document.createElement('label');
    label.textContent = 'Samtykke: ';
    const select = document.createElement('select');
    for (const [value, text] of regimes) select.append(new Option(text, value, false, value === current[0]));
    label.append(select);
    const change = Object.assign(document.createElement('button'), { type: 'submit', textContent: 'Bytt' });
    const open = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Vis samtykkebanner' });
    open.addEventListener('click', showBanner);
    const events = Object.assign(document.createElement('a'), { href: '/demo/pages/hendelser.html', textContent: 'Mottatte hendelser' });
    form.append(label, change, open);
    return [form, events];
  }

  for (const toolbar of document.querySelectorAll('.demo-toolbar')) {
    const part = document.createElement('div');
    part.className = 'demo-toolbar__del';
    part.append(...controls());
    toolbar.after(part);
  }
  const answered = document.cookie.split('; ').some((part) => part.startsWith(`${cookieName}=`));
  if (!answered) showBanner();
})();
