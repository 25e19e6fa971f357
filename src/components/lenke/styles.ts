import lenkeCss from './lenke.css';

/** The sheets this component needs; adopt them on the element. */
export const lenkeStyles: readonly string[] = [lenkeCss];
