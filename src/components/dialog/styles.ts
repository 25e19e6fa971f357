import dialogCss from './dialog.css';

/** The sheets this component needs; adopt them on the element. */
export const dialogStyles: readonly string[] = [dialogCss];
