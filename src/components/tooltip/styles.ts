import tooltipCss from './tooltip.css';

/** The sheets this component needs; adopt them on the element. */
export const tooltipStyles: readonly string[] = [tooltipCss];
