import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon, ChevronRightIcon, ExternalLinkIcon } from '../icon/ui-icons.tsx';

/** A link in a menu. Inside kfp-router's base it is routed without a page load. */
export interface MenuLink {
  label: ReactNode;
  href: string;
  /** Leads outside the portal, announced as 'åpnes i ny fane'. */
  external?: boolean;
  /** Opens in a new tab (not in the mobile bank, where the app opens it). @default the value of `external` */
  newTab?: boolean;
  /** Marks the current page (aria-current). */
  current?: boolean;
  /** Text after the label, e.g. a count; part of the accessible name. */
  badge?: ReactNode;
  onSelect?: () => void;
}

/** An action in a menu. */
export interface MenuAction {
  label: ReactNode;
  onSelect: () => void;
  badge?: ReactNode;
}

/** A nested submenu. */
export interface MenuGroup {
  label: ReactNode;
  items: readonly MenuEntry[];
  /** The current page is in this group (aria-current on its item). */
  current?: boolean;
}

export type MenuEntry = MenuLink | MenuAction | MenuGroup;

export interface MenuProps {
  /** The trigger's content (its accessible name, unless `triggerLabel`). */
  label: ReactNode;
  /** An accessible name for the trigger when `label` is an icon or not descriptive. */
  triggerLabel?: string;
  items: readonly MenuEntry[];
  /** Which edge of the trigger the menu lines up with. @default 'start' */
  align?: 'start' | 'end';
  className?: string;
  triggerClassName?: string;
  /** The trigger stands for the current page's section (`aria-current="page"`), e.g. 'Dine sider' on the profile. */
  current?: boolean;
}

/** Hover delay before a submenu opens or closes (spec §9). */
export const MENU_HOVER_DELAY = 75;

const isGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;
const isLink = (entry: MenuEntry): entry is MenuLink => 'href' in entry;

/**
 * A menu button with nested submenus (WAI-ARIA menu button and menu patterns).
 *
 * Keyboard: on the button, Enter, Space or ArrowDown open the menu on its first item, ArrowUp on
 * its last. In a menu, ArrowDown/ArrowUp move (wrapping), Home/End jump, Enter or Space choose,
 * ArrowRight (or Enter/Space) opens a submenu on its first item, ArrowLeft or Escape close a
 * submenu back to its item, Escape closes the menu back to the button, Tab closes it and moves on.
 * Mouse: a click toggles; hovering a submenu item opens it after 75 ms; a click outside closes.
 *
 * @example
 * <Menu label="Dine sider" items={[
 *   { label: 'Forsikringsprofil', href: '/privat/forsikring/oversikt/forsikringsprofil' },
 *   { label: 'Mer', items: [{ label: 'Skadesaker', href: '…' }] },
 * ]} />
 */
export function Menu({ label, triggerLabel, items, align = 'start', className, triggerClassName, current = false }: MenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openWith = (focus: 'first' | 'last') => {
    setInitialFocus(focus);
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  return (
    <div ref={wrapper} className={`kfp-menu${className ? ` ${className}` : ''}`} data-align={align}>
      <button
        ref={trigger}
        type="button"
        className={`kfp-menu__trigger${triggerClassName ? ` ${triggerClassName}` : ''}`}
        id={`${id}-knapp`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-meny` : undefined}
        {...(current ? { 'aria-current': 'page' as const } : {})}
        {...(triggerLabel ? { 'aria-label': triggerLabel } : {})}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDownIcon className="kfp-menu__chevron" />
      </button>
      {open && (
        <MenuList
          id={`${id}-meny`}
          labelledBy={`${id}-knapp`}
          items={items}
          initialFocus={initialFocus}
          level={0}
          onCloseAll={close}
          onCloseSelf={() => close(true)}
        />
      )}
    </div>
  );
}

interface MenuListProps {
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

function MenuList({ id, labelledBy, items, initialFocus, level, onCloseAll, onCloseSelf }: MenuListProps) {
  const list = useRef<HTMLUListElement>(null);
  const [openSub, setOpenSub] = useState<{ index: number; focus: 'first' | null } | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

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
        onCloseAll(false);
        return; // let the browser move focus on
      case 'Enter':
      case ' ':
        if (entry && isGroup(entry)) setOpenSub({ index, focus: 'first' });
        else if (event.key === ' ') (event.target as HTMLElement).click();
        else if (entry && isLink(entry)) return; // the browser follows the link
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
        return (
          <li key={key} role="none" className="kfp-menu__entry" onMouseEnter={() => hoverTo(null)}>
            {isLink(entry) ? (
              <a
                role="menuitem"
                tabIndex={-1}
                className="kfp-menu__item"
                href={entry.href}
                {...(entry.current ? { 'aria-current': 'page' as const } : {})}
                {...((entry.newTab ?? entry.external) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={() => {
                  entry.onSelect?.();
                  onCloseAll(false);
                }}
              >
                {content}
                {entry.external && <ExternalLinkIcon className="kfp-menu__external" />}
                {entry.external && <span className="kfp-sr-only"> (åpnes i ny fane)</span>}
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
