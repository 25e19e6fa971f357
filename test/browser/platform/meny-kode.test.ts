// Issue 22: the open menu (its list, submenus, keyboard) is a chunk of its own, off the first screen.
// The navigation's bar and its menu buttons show without it; it comes once the first agreement is
// in (so a tap opens the menu at once), and a menu opened before then loads it itself (unit test:
// test/unit/components/meny-lasting.test.tsx).
import { setViewport } from '@web/test-runner-commands';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { navigasjonsvert } from '../helpers/bunntekst.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

/** A class name only the open menu's code writes (src/components/menu/MenuList.tsx). */
const MENYLISTENS_KODE = 'kfp-menu__item--group';

/** The bundle's scripts loaded so far that hold the open menu's code. */
async function skripterMedMenylisten(): Promise<string[]> {
  const skript = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => {
    const url = new URL(entry.name);
    return url.pathname.startsWith('/dist/') && url.pathname.endsWith('.js');
  });
  const treff: string[] = [];
  for (const { name } of skript) {
    if ((await (await fetch(name)).text()).includes(MENYLISTENS_KODE)) treff.push(name);
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

  it('comes on its own once the first content is in, and a menu then opens on its first item', async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    const vert = await navigasjonsvert();
    const dineSider = await findByShadowRole(vert, 'button', { name: 'Dine sider' });
    // Nobody has reached for a menu: the code comes on its own once the first content is in. (That
    // it is not among the first screen's files is the build's check, `firstScreenFiles`, and the
    // bench's: the files fetched before the first agreement are the build's.)
    await waitFor(async () => (await skripterMedMenylisten()).length === 1);

    // A click with no pointer over the button or focus first (as a script or an assistive technology may click).
    dineSider.click();
    await waitFor(() => dineSider.getAttribute('aria-expanded') === 'true');
    const profil = await findByShadowRole(vert, 'menuitem', { name: 'Forsikringsprofil' });
    await waitFor(() => activeElement() === profil);
  });
});
