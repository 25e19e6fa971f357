/** The offers page as a lazily loaded module (see `lazyScreen`), with the shared components' sheets it uses. */
import { buttonStyles } from '../../components/button/styles.ts';
import { dialogStyles } from '../../components/dialog/styles.ts';
import { infoBoxStyles } from '../../components/info-box/styles.ts';
import { skeletonStyles } from '../../components/loader/skeleton-styles.ts';
import { systemfeilBannerStyles } from '../../components/systemfeil-banner/styles.ts';
import { lesFeilStyles } from '../felles/les-feil-styles.ts';
import tilbudCss from './tilbud.css';

export { TilbudScreen as Screen } from './TilbudScreen.tsx';
export const styles = [
  ...buttonStyles,
  ...skeletonStyles,
  ...systemfeilBannerStyles,
  ...infoBoxStyles,
  ...lesFeilStyles,
  ...dialogStyles,
  tilbudCss,
];
