import menuListCss from './menu-list.css';

/**
 * The open menu's sheet (list, items, submenus, the panel), in the menu list's chunk: `MenuList`
 * adopts it itself, so an element that shows a menu lists only `menuStyles` (the button).
 */
export const menuListStyles: readonly string[] = [menuListCss];
