// The element pages' "Koden bak siden" (issue 34): the markup and config this very page runs, read
// from the page itself once it is set up (the #kfp-config the bundle reads, the bundle's script tag,
// the element as placed), so what is shown cannot drift from what runs. 'Kopier' copies it; a polite
// status says 'Kopiert'. Text only: nothing here is parsed as HTML.
(function () {
  const plass = document.getElementById('kode-bak-siden');
  if (!plass) return;

  /** The snippet: config, bundle, element, as a CMS page would carry them. */
  function kode() {
    const config = JSON.parse(document.getElementById('kfp-config').textContent || '{}');
    const bundle = document.querySelector('script[type="module"][src$="kfp.js"]');
    const elementer = [...document.querySelectorAll('[data-demo-element]')].map((element) => {
      const attributter = [...element.attributes]
        .filter((attributt) => attributt.name !== 'data-demo-element')
        .map((attributt) =>
          attributt.value === ''
            ? ` ${attributt.name}`
            : ` ${attributt.name}="${attributt.value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`,
        );
      return `<${element.localName}${attributter.join('')}></${element.localName}>`;
    });
    return [
      '<script type="application/json" id="kfp-config">',
      JSON.stringify(config, null, 2),
      '</script>',
      `<script type="module" src="${bundle.getAttribute('src')}"></script>`,
      '',
      ...elementer,
    ].join('\n');
  }

  const overskrift = document.createElement('h2');
  overskrift.className = 'site-h2';
  overskrift.id = 'kode-bak-siden-tittel';
  overskrift.textContent = 'Koden bak siden';
  const forklaring = document.createElement('p');
  forklaring.textContent =
    'Slik ligger elementet på denne siden: konfigurasjonen, skriptet og taggen. Adressene i konfigurasjonen er demoens egne; bruk bankens.';
  const pre = document.createElement('pre');
  pre.className = 'demo-kode__pre';
  pre.tabIndex = 0;
  pre.setAttribute('aria-labelledby', 'kode-bak-siden-tittel');
  const code = document.createElement('code');
  code.textContent = kode();
  pre.append(code);
  const knapp = document.createElement('button');
  knapp.type = 'button';
  knapp.className = 'demo-kode__knapp';
  knapp.textContent = 'Kopier';
  const status = document.createElement('p');
  status.className = 'demo-kode__status';
  status.setAttribute('role', 'status');
  knapp.addEventListener('click', async () => {
    status.textContent = '';
    try {
      await navigator.clipboard.writeText(code.textContent);
      status.textContent = 'Kopiert';
    } catch {
      status.textContent = 'Kunne ikke kopiere. Merk teksten og kopier den selv.';
    }
  });
  const rad = document.createElement('div');
  rad.className = 'demo-kode__rad';
  rad.append(knapp, status);
  plass.setAttribute('aria-labelledby', overskrift.id);
  plass.append(overskrift, forklaring, rad, pre);
})();
