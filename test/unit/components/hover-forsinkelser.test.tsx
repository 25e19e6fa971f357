// @vitest-environment happy-dom
// Spec §4 and §9: the tooltip opens on hover after 250 ms, a menu's submenu after 75 ms. Asserted
// on a fake clock (vi.useFakeTimers), so the test holds on a busy machine and races nothing: one
// millisecond before the delay it is still closed, at the delay it is open.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMenuList, Menu } from '../../../src/components/menu/Menu.tsx';
import { Tooltip } from '../../../src/components/tooltip/Tooltip.tsx';
import { reactRotPerTest } from '../helpers/react-rot.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
const rot = reactRotPerTest();

/** The pointer moves from outside onto `target` (React's onMouseEnter listens to mouseover). */
function pekerInn(target: Element): void {
  act(() => {
    target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true, relatedTarget: document.body }));
  });
}

function pekerUt(target: Element): void {
  act(() => {
    target.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, composed: true, relatedTarget: document.body }));
  });
}

function tiden(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** The button with this accessible name (aria-label or text). */
function knapp(navn: string): HTMLElement {
  const found = [...rot.container.querySelectorAll<HTMLElement>('button, [role="menuitem"]')].find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent?.trim()) === navn,
  );
  if (!found) throw new Error(`no button "${navn}"`);
  return found;
}

describe('tooltip: opens on hover after 250 ms (spec §4, §9)', () => {
  it('is closed 249 ms after the pointer arrives and open at 250 ms; leaving closes it', () => {
    act(() => rot.root.render(<Tooltip content="Prisen gjelder for hele forsikringsåret." label="Om årspris" />));
    const trigger = knapp('Om årspris');
    pekerInn(trigger);
    tiden(249);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    tiden(1);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-describedby')).toBe(rot.container.querySelector('[role="tooltip"]')?.id);
    pekerUt(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('does not open when the pointer leaves before the delay', () => {
    act(() => rot.root.render(<Tooltip content="Kort hjelp." label="Hjelp" />));
    const trigger = knapp('Hjelp');
    pekerInn(trigger);
    tiden(200);
    pekerUt(trigger);
    tiden(1000);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe("menu: a submenu opens and closes on hover after 75 ms (spec §9 'Menu hover-open delay 75 ms')", () => {
  it('opens the hovered submenu at 75 ms, not at 74, and closes it 75 ms after the pointer leaves', async () => {
    act(() =>
      rot.root.render(
        <Menu
          label="Handlinger"
          items={[
            { label: 'Vis tilbudet', onSelect: () => undefined },
            { label: 'Dine sider', items: [{ label: 'Forsikringsprofil', href: '/privat/forsikring/oversikt/forsikringsprofil' }] },
          ]}
        />,
      ),
    );
    act(() => knapp('Handlinger').click());
    // The open menu's code is a chunk of its own: the menu shows once it is in.
    await act(() => loadMenuList());
    const dineSider = knapp('Dine sider');
    expect(dineSider.getAttribute('aria-expanded')).toBe('false');

    pekerInn(dineSider);
    tiden(74);
    expect(dineSider.getAttribute('aria-expanded')).toBe('false');
    tiden(1);
    expect(dineSider.getAttribute('aria-expanded')).toBe('true');
    expect(rot.container.querySelectorAll('[role="menu"]')).toHaveLength(2);

    pekerUt(dineSider);
    tiden(74);
    expect(dineSider.getAttribute('aria-expanded')).toBe('true');
    tiden(1);
    expect(dineSider.getAttribute('aria-expanded')).toBe('false');
  });
});
