// @vitest-environment happy-dom
// Issue 22: the open menu's code (MenuList.tsx) is a chunk of its own. A menu opened before that
// code is in says it is open at once and shows its list, on its first item, once the code is in.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMenuList, Menu } from '../../../src/components/menu/Menu.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  document.body.replaceChildren();
});

describe('a menu opened before its list has loaded', () => {
  it('is expanded at once and shows its list, focused on the first item, once the code is in', async () => {
    act(() =>
      root.render(
        <Menu
          label="Dine sider"
          items={[
            { label: 'Forsikringsprofil', href: '/privat/forsikring/oversikt/forsikringsprofil' },
            { label: 'Skadesaker', href: '/privat/forsikring/skadesaker' },
          ]}
        />,
      ),
    );
    const knapp = container.querySelector('button')!;
    act(() => knapp.click());
    expect(knapp.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('[role="menu"]'), 'no list before its code is in').toBeNull();
    expect(knapp.hasAttribute('aria-controls'), 'controls nothing yet').toBe(false);

    await act(() => loadMenuList());
    const meny = container.querySelector('[role="menu"]');
    expect(meny).not.toBeNull();
    expect(knapp.getAttribute('aria-controls')).toBe(meny!.id);
    expect(document.activeElement?.textContent).toBe('Forsikringsprofil');
  });
});
