import skeletonCss from './skeleton.css';

/**
 * The skeleton's sheet, in a module of its own: the skeleton needs no Jøkul sheet, and a module
 * shared with the loader's Jøkul CSS would carry that CSS into every chunk that shows a skeleton.
 */
export const skeletonStyles: readonly string[] = [skeletonCss];
