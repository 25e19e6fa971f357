import alertCss from './alert.css';

/** The sheets this component needs; adopt them on the element. */
export const alertStyles: readonly string[] = [alertCss];
