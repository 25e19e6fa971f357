import tagCss from './tag.css';

/** The sheets this component needs; adopt them on the element. */
export const tagStyles: readonly string[] = [tagCss];
