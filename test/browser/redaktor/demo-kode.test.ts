// The demo's element page shows the markup and config it runs, copyable (issue 34, demo/pages/demo-kode.js).
import { expect } from 'chai';
import { findByRole } from '@testing-library/dom';
import { resetBackend } from '../helpers/backend.ts';
import { openFrame } from '../helpers/frame.ts';
import { cleanup, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

describe('the demo’s element page: "Koden bak siden"', () => {
  let frame: HTMLIFrameElement;
  let side: Document;

  before(async () => {
    await resetBackend('skadekunde');
    frame = await openFrame('/demo/pages/element.html?tag=kfp-feedback', mount(''));
    side = frame.contentDocument!;
  });

  after(() => cleanup());

  it('shows the config, the bundle and the element exactly as the page runs them', async () => {
    const code = await waitFor(() => side.querySelector('#kode-bak-siden pre code'));
    const linjer = code.textContent!.split('\n');
    const slutt = linjer.indexOf('</script>');
    expect(linjer[0]).to.equal('<script type="application/json" id="kfp-config">');
    // The config the bundle read: the page's #kfp-config, every key and value.
    expect(JSON.parse(linjer.slice(1, slutt).join('\n'))).to.deep.equal(JSON.parse(side.getElementById('kfp-config')!.textContent!));
    expect(JSON.parse(linjer.slice(1, slutt).join('\n'))).to.include({ distributor: 'eika', unauthorizedUrl: '/demo/bankid' });
    const bundle = side.querySelector('script[type="module"]')!;
    expect(linjer[slutt + 1]).to.equal(`<script type="module" src="${bundle.getAttribute('src')}"></script>`);
    expect(linjer.slice(slutt + 2)).to.deep.equal(['', '<kfp-feedback></kfp-feedback>']);
    // The element shown is the one on the page, and it runs: the widget's question is there.
    expect([...side.querySelectorAll('#plass > *')].map((element) => element.localName)).to.deep.equal(['kfp-feedback']);
    await waitFor(() => side.querySelector('kfp-feedback')!.shadowRoot?.textContent?.includes('Fikk du gjort det du skulle?'));
  });

  it("'Kopier' copies the snippet shown and says 'Kopiert' politely", async () => {
    const kopiert: string[] = [];
    Object.defineProperty(frame.contentWindow!.navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (tekst: string) => (kopiert.push(tekst), Promise.resolve()) },
    });
    const seksjon = side.getElementById('kode-bak-siden')!;
    expect(await findByRole(side.body, 'region', { name: 'Koden bak siden' })).to.equal(seksjon);
    (await findByRole(seksjon, 'button', { name: 'Kopier' })).click();
    const status = await findByRole(seksjon, 'status');
    await waitFor(() => status.textContent === 'Kopiert');
    expect(kopiert).to.deep.equal([seksjon.querySelector('code')!.textContent]);
  });
});
