import accordionCss from './accordion.css';

/** The sheets this component needs; adopt them on the element. */
export const accordionStyles: readonly string[] = [accordionCss];
