// Issue 22: the open menu (its list, submenus, keyboard) is a chunk of its own, off the first screen.
// The navigation's bar and its menu buttons show without it; it loads when the customer reaches for
// a menu, and a menu opened before its code is in opens once it is, on its first item.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { navigasjonsvert } from '../helpers/bunntekst.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

/** A class name only the open menu's code writes (src/components/menu/MenuList.tsx). */
const MENYLISTENS_KODE = 'kfp-menu__item--group';

/** The bundle's scripts the page has loaded so far that hold the open menu's code. */
async function skripterMedMenylisten(): Promise<string[]> {
  const skript = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith('/dist/') && url.includes('.js'));
  const treff: string[] = [];
  for (const url of new Set(skript)) {
    if ((await (await fetch(url)).text()).includes(MENYLISTENS_KODE)) treff.push(url);
  }
  return treff;
}

/** The focused element, through shadow roots. */
function activeElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe("the open menu's code", () => {
  before(async () => {
    await setViewport({ width: 1280, height: 900 });
    await resetBackend('skadekunde');
    await loadBundle();
  });

  it('is not loaded with the first screen; a menu clicked before it is in opens once it is, on its first item', async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    const vert = await navigasjonsvert();
    const dineSider = await findByShadowRole(vert, 'button', { name: 'Dine sider' });
    // The first screen is in: the overview's heading and its agreements' heading.
    await findByShadowRole(document.body, 'heading', { name: 'Forsikringsoversikt', level: 1 });
    expect(await skripterMedMenylisten(), 'loaded before anyone reached for a menu').to.deep.equal([]);

    // A click with no pointer over the button or focus first (as a script or an assistive
    // technology may click): the code is asked for only now.
    dineSider.click();
    await waitFor(() => dineSider.getAttribute('aria-expanded') === 'true');
    const profil = await findByShadowRole(vert, 'menuitem', { name: 'Forsikringsprofil' });
    await waitFor(() => activeElement() === profil);
    expect(await skripterMedMenylisten(), 'loaded once the menu was opened').to.have.length(1);
  });
});
