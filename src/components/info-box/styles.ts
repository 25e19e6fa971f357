import infoBoxCss from './info-box.css';

/** The sheets this component needs; adopt them on the element. */
export const infoBoxStyles: readonly string[] = [infoBoxCss];
