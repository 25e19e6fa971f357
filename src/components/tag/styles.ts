import tagCss from './tag.css';

/** The sheets this component needs for the neutral, info and warning variants; adopt them on the element (success and error: `tagVariantStyles`). */
export const tagStyles: readonly string[] = [tagCss];
