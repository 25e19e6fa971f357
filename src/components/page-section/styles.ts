import pageSectionCss from './page-section.css';

/** The sheets this component needs; adopt them on the element. */
export const pageSectionStyles: readonly string[] = [pageSectionCss];
