// @vitest-environment happy-dom
// Issue 22: the open menu's code (MenuList.tsx) is a chunk of its own. A menu opened before that
// code is in says it is open at once and shows its list, on its first item, once the code is in.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { loadMenuList, Menu } from '../../../src/components/menu/Menu.tsx';
import { reactRotPerTest } from '../helpers/react-rot.ts';

const rot = reactRotPerTest();

describe('a menu opened before its list has loaded', () => {
  it('is expanded at once and shows its list, focused on the first item, once the code is in', async () => {
    act(() =>
      rot.root.render(
        <Menu
          label="Dine sider"
          items={[
            { label: 'Forsikringsprofil', href: '/privat/forsikring/oversikt/forsikringsprofil' },
            { label: 'Skadesaker', href: '/privat/forsikring/skadesaker' },
          ]}
        />,
      ),
    );
    const knapp = rot.container.querySelector('button')!;
    act(() => knapp.click());
    expect(knapp.getAttribute('aria-expanded')).toBe('true');
    expect(rot.container.querySelector('[role="menu"]'), 'no list before its code is in').toBeNull();
    expect(knapp.hasAttribute('aria-controls'), 'controls nothing yet').toBe(false);

    await act(() => loadMenuList());
    const meny = rot.container.querySelector('[role="menu"]');
    expect(meny).not.toBeNull();
    expect(knapp.getAttribute('aria-controls')).toBe(meny!.id);
    expect(document.activeElement?.textContent).toBe('Forsikringsprofil');
  });
});
