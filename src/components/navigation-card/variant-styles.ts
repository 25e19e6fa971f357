import navigationCardCss from './navigation-card.css';
import variantsCss from './navigation-card-variants.css';

/**
 * The sheets for the compact and wide variants, in a module of their own so that a screen on the
 * first screen's critical path that uses only the default card does not carry them.
 */
export const navigationCardVariantStyles: readonly string[] = [navigationCardCss, variantsCss];
