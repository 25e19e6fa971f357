import toastCss from './toast.css';

/** The sheets this component needs; adopt them on the element. */
export const toastStyles: readonly string[] = [toastCss];
