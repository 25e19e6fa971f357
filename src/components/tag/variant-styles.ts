import tagCss from './tag.css';
import variantsCss from './tag-varianter.css';

/**
 * The sheets for every variant, success and error too, in a module of their own so that the
 * overview (first screen: neutral, info and warning) does not carry them.
 */
export const tagVariantStyles: readonly string[] = [tagCss, variantsCss];
