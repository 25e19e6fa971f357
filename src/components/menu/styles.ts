import menuCss from './menu.css';

/** The sheets this component needs; adopt them on the element. */
export const menuStyles: readonly string[] = [menuCss];
