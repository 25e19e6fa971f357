/// <reference types="mocha" />
// A visual identity of its own (issue 21): every product and task its own icon. Hus and Hytte,
// Livsforsikring and NSF Gruppeliv, the 'Liv og helse' category and its life tile, and the three
// kinds of task each draw a different picture; the product keeps one name ('Kattforsikring').
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

/**
 * The icon (`data-icon`) drawn beside the card or tile whose text starts with `navn`; null while its
 * box waits for it (`kommer`: the overview's cards draw a product's icon that is not in kfp.js
 * once its file is in, `FirstScreenProductIcon`).
 */
function ikonVed(root: ShadowRoot, velger: string, navn: string): string | null {
  const kort = [...root.querySelectorAll(velger)].find((element) =>
    (element.textContent ?? '').replaceAll('\u00ad', '').trim().startsWith(navn),
  );
  const ikon = kort?.querySelector('svg[data-icon]')?.getAttribute('data-icon') ?? null;
  return ikon === 'kommer' ? null : ikon;
}

describe('icons: every product and task its own', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
  });

  it('the overview: Hus and Hytte, Livsforsikring and NSF Gruppeliv, and the tasks differ', async () => {
    const container = mount('<kfp-oversikt></kfp-oversikt>');
    const root = await waitFor(() => {
      const r = container.querySelector('kfp-oversikt')?.shadowRoot;
      const kort = ['Husforsikring', 'Hytteforsikring', 'Livsforsikring', 'NSF Gruppeliv', '2 helseerklæringer'];
      return r && kort.every((navn) => ikonVed(r, '.kfp-navigation-card', navn)) ? r : null;
    });
    const ikon = (navn: string) => ikonVed(root, '.kfp-navigation-card', navn);
    expect(ikon('Husforsikring')).to.not.equal(ikon('Hytteforsikring'));
    expect(ikon('Livsforsikring')).to.not.equal(ikon('NSF Gruppelivsforsikring'));
    const oppgaver = ['2 helseerklæringer', '1 tilbud venter', 'Oppgi kilometerstand', 'Du har uleste meldinger'].map(ikon);
    expect(oppgaver.every(Boolean), `every task has an icon: ${oppgaver.join(', ')}`).to.equal(true);
    expect(new Set(oppgaver).size, `tasks: ${oppgaver.join(', ')}`).to.equal(4);

    // The top recommendation's illustration: fitted whole (never cropped by the card), drawn inside its grid.
    const bilde = await waitFor(() => root.querySelector<SVGSVGElement>('svg.ov-illustrasjon'));
    expect(bilde.getAttribute('preserveAspectRatio')).to.contain('meet');
    const motiv = bilde.getBBox();
    expect(motiv.x >= 0 && motiv.y >= 0 && motiv.x + motiv.width <= 160 && motiv.y + motiv.height <= 100, JSON.stringify(motiv)).to.equal(
      true,
    );
    container.remove();
  });

  it("the purchase entries: 'Liv og helse' apart from its life tile, Hus apart from Hytte, 'Kattforsikring' by that name", async () => {
    const container = mount('<kfp-kjopsinnganger></kfp-kjopsinnganger>');
    const kategori = await findByShadowRole(container, 'button', { name: 'Liv og helse' });
    const root = container.querySelector('kfp-kjopsinnganger')!.shadowRoot!;
    const kategoriIkon = kategori.querySelector('svg[data-icon]')?.getAttribute('data-icon');
    expect(kategoriIkon).to.not.equal(ikonVed(root, '.kfp-flis', 'Livsforsikring'));
    expect(ikonVed(root, '.kfp-flis', 'Husforsikring')).to.not.equal(ikonVed(root, '.kfp-flis', 'Hytteforsikring'));
    expect(ikonVed(root, '.kfp-flis', 'Kattforsikring')).to.equal('katt');
    container.remove();
  });
});
