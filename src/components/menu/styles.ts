import menuCss from './menu.css';

/** The sheets the menu button needs; adopt them on the element (the open list brings its own, `menuListStyles`). */
export const menuStyles: readonly string[] = [menuCss];
