/**
 * The footer as a lazily loaded module (see `lazyScreen`): it sits below the first screen, so its
 * code and styles load beside the screen's, off the first screen's critical path.
 */
import { lenkeStyles } from '../../components/lenke/styles.ts';
import { skeletonStyles } from '../../components/loader/skeleton-styles.ts';
import bunntekstToppCss from './bunntekst-topp.css';
import bunntekstCss from './bunntekst.css';

export { BunntekstScreen as Screen } from './BunntekstScreen.tsx';
export const styles = [...skeletonStyles, ...lenkeStyles, bunntekstToppCss, bunntekstCss];
