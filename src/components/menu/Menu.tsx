import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { loadOnce } from '../../page/lazy-load.ts';
import { ChevronDownIcon } from '../icon/forste-skjerm-ikoner.tsx';

/** A link in a menu. Inside kfp-router's base it is routed without a page load. */
export interface MenuLink {
  label: ReactNode;
  href: string;
  /** Leads outside the portal. */
  external?: boolean;
  /** Opens in a new tab (not in the mobile bank, where the app opens it). @default the value of `external` */
  newTab?: boolean;
  /**
   * Where the link opens, announced after the label with the external-link icon. A link the mobile
   * bank's app opens in its own web view opens in place: no label.
   * @default 'åpnes i ny fane' for a link that opens in a new tab, else none
   */
  etikett?: 'åpnes i ny fane' | 'åpnes i nettleseren';
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

/** The open menu's code: a chunk of its own, loaded once per page (see `MenuList.tsx`). */
type MenuListModule = typeof import('./MenuList.tsx');
const menuList = loadOnce(() => import('./MenuList.tsx'));

/** Loads the open menu's code once (a menu asks for it itself); a failed load may be tried again. */
export function loadMenuList(): Promise<MenuListModule> {
  return menuList.load();
}

/**
 * A menu button with nested submenus (WAI-ARIA menu button and menu patterns).
 *
 * Keyboard: on the button, Enter, Space or ArrowDown open the menu on its first item, ArrowUp on
 * its last. In a menu, ArrowDown/ArrowUp move (wrapping), Home/End jump, Enter or Space choose,
 * ArrowRight (or Enter/Space) opens a submenu on its first item, ArrowLeft or Escape close a
 * submenu back to its item, Escape closes the menu back to the button, Tab closes it and moves on from
 * the button (Shift+Tab closes it onto the button).
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
  // The open menu's code, asked for as soon as the customer may open it (pointer over, focus, a
  // tap): usually in before the click. Opened before it is in, the menu shows once it is.
  const [list, setList] = useState<MenuListModule | undefined>(menuList.module);
  const prepare = () => {
    if (list) return;
    loadMenuList().then(
      (module) => setList(module),
      (error: unknown) => {
        // Not opened this time (the button says so again); the next try loads afresh.
        console.warn('[kfp] The menu could not be loaded', error);
        setOpen(false);
      },
    );
  };

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
    prepare();
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
        aria-controls={open && list ? `${id}-meny` : undefined}
        {...(current ? { 'aria-current': 'page' as const } : {})}
        {...(triggerLabel ? { 'aria-label': triggerLabel } : {})}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onTriggerKeyDown}
        onPointerEnter={prepare}
        onPointerDown={prepare}
        onFocus={prepare}
      >
        {label}
        <ChevronDownIcon className="kfp-menu__chevron" />
      </button>
      {open && list && (
        <list.MenuList
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
