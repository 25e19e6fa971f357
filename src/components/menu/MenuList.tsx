/**
 * The open menu of `Menu` (its list, submenus, keyboard and hover), in a chunk of its own: no page
 * needs it before a menu is opened, so it stays off the first screen (`Menu` loads it when the
 * customer points at, focuses or opens its button).
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { adoptStyles } from '../../page/adopt-styles.ts';
import { ChevronRightIcon, ExternalLinkIcon } from '../icon/ui-icons.tsx';
import { menuListStyles } from './menu-list-styles.ts';
import type { MenuEntry, MenuGroup, MenuLink } from './Menu.tsx';

/** Hover delay before a submenu opens or closes (spec §9). */
export const MENU_HOVER_DELAY = 75;

const isGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;
const isLink = (entry: MenuEntry): entry is MenuLink => 'href' in entry;

/**
 * Gives a shadow root the open menu's sheet (once: a sheet already there is skipped): `at` is the
 * root, or the element whose root it is.
 */
export function adoptMenuListStyles(at: Node | null | undefined): void {
  const root = at instanceof Element ? at.shadowRoot : at;
  if (root instanceof ShadowRoot) adoptStyles(root, menuListStyles);
}

export interface MenuListProps {
  id: string;
  labelledBy: string;
  items: readonly MenuEntry[];
  initialFocus: 'first' | 'last' | null;
  level: number;
  /** Closes the whole menu; focus back to the menu button when asked. */
  onCloseAll: (returnFocus: boolean) => void;
  /** Closes this list: a submenu goes back to its item, the top menu to the button. */
  onCloseSelf: () => void;
}

export function MenuList({ id, labelledBy, items, initialFocus, level, onCloseAll, onCloseSelf }: MenuListProps) {
  const list = useRef<HTMLUListElement>(null);
  const [openSub, setOpenSub] = useState<{ index: number; focus: 'first' | null } | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The open menu's sheet comes with its code: given to the shadow root before the list's first
  // paint (the navigation gives it as soon as the code is in; this is for any other root).
  useLayoutEffect(() => {
    adoptMenuListStyles(list.current?.getRootNode());
  }, []);

  const menuItems = () => [...(list.current?.querySelectorAll<HTMLElement>(':scope > li > [role="menuitem"]') ?? [])];

  useEffect(() => {
    if (initialFocus === null) return;
    const all = menuItems();
    (initialFocus === 'first' ? all[0] : all.at(-1))?.focus();
  }, [initialFocus]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const focusAt = (index: number) => {
    const all = menuItems();
    all[(index + all.length) % all.length]?.focus();
  };

  const closeSubmenu = (index: number) => {
    setOpenSub(null);
    menuItems()[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems();
    const index = all.indexOf(event.target as HTMLElement);
    if (index < 0) return; // the event comes from a nested submenu that did not handle it
    const entry = items[index];
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(all.length - 1);
        break;
      case 'ArrowRight':
        if (entry && isGroup(entry)) setOpenSub({ index, focus: 'first' });
        else return;
        break;
      case 'ArrowLeft':
        if (level > 0) onCloseSelf();
        else return;
        break;
      case 'Escape':
        onCloseSelf();
        break;
      case 'Tab':
        // Focus goes back to the menu button before the list goes away (a focused node that is
        // removed leaves focus on the page's start): Tab then moves on from the button to what
        // follows it, Shift+Tab stays on the button.
        onCloseAll(true);
        if (!event.shiftKey) return; // the browser moves focus on from the button
        break;
      case 'Enter':
      case ' ':
        if (entry && isGroup(entry)) setOpenSub({ index, focus: 'first' });
        else if (event.key === ' ') (event.target as HTMLElement).click();
        else if (entry && isLink(entry))
          return; // the browser follows the link
        else (event.target as HTMLElement).click();
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const hoverTo = (index: number | null) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => {
      setOpenSub(index === null ? null : { index, focus: null });
    }, MENU_HOVER_DELAY);
  };

  return (
    <ul ref={list} className="kfp-menu__list" id={id} role="menu" aria-labelledby={labelledBy} data-level={level} onKeyDown={onKeyDown}>
      {items.map((entry, index) => {
        const key = `${index}`;
        if (isGroup(entry)) {
          const expanded = openSub?.index === index;
          return (
            <li key={key} role="none" className="kfp-menu__entry" onMouseEnter={() => hoverTo(index)} onMouseLeave={() => hoverTo(null)}>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="kfp-menu__item kfp-menu__item--group"
                id={`${id}-${index}`}
                aria-haspopup="menu"
                aria-expanded={expanded}
                {...(entry.current ? { 'aria-current': 'page' as const } : {})}
                onClick={() => (expanded ? setOpenSub(null) : setOpenSub({ index, focus: 'first' }))}
              >
                <span className="kfp-menu__label">{entry.label}</span>
                <ChevronRightIcon className="kfp-menu__chevron kfp-menu__chevron--side" />
              </button>
              {expanded && (
                <MenuList
                  id={`${id}-${index}-meny`}
                  labelledBy={`${id}-${index}`}
                  items={entry.items}
                  initialFocus={openSub.focus}
                  level={level + 1}
                  onCloseAll={onCloseAll}
                  onCloseSelf={() => closeSubmenu(index)}
                />
              )}
            </li>
          );
        }
        const content = (
          <>
            <span className="kfp-menu__label">{entry.label}</span>
            {entry.badge !== undefined && <span className="kfp-badge">{entry.badge}</span>}
          </>
        );
        const nyFane = isLink(entry) && (entry.newTab ?? entry.external) === true;
        const etikett = isLink(entry) ? (entry.etikett ?? (nyFane ? 'åpnes i ny fane' : undefined)) : undefined;
        return (
          <li key={key} role="none" className="kfp-menu__entry" onMouseEnter={() => hoverTo(null)}>
            {isLink(entry) ? (
              <a
                role="menuitem"
                tabIndex={-1}
                className="kfp-menu__item"
                href={entry.href}
                {...(entry.current ? { 'aria-current': 'page' as const } : {})}
                {...(nyFane ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={() => {
                  entry.onSelect?.();
                  onCloseAll(false);
                }}
              >
                {content}
                {etikett && <ExternalLinkIcon className="kfp-menu__external" />}
                {etikett && <span className="kfp-sr-only"> ({etikett})</span>}
              </a>
            ) : (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="kfp-menu__item"
                onClick={() => {
                  entry.onSelect();
                  onCloseAll(true);
                }}
              >
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
