/** The insurance profile as a lazily loaded module (see `lazyScreen`), with the shared components' sheets it uses. */
import { buttonStyles } from '../../components/button/styles.ts';
import { checkboxStyles } from '../../components/checkbox/styles.ts';
import { skeletonStyles } from '../../components/loader/skeleton-styles.ts';
import { radioGroupStyles } from '../../components/radio-group/styles.ts';
import { systemfeilBannerStyles } from '../../components/systemfeil-banner/styles.ts';
import { textInputStyles } from '../../components/text-input/styles.ts';
import { lesFeilStyles } from '../felles/les-feil-styles.ts';
import profilCss from './profil.css';

export { ProfilScreen as Screen } from './ProfilScreen.tsx';
export const styles = [
  ...buttonStyles,
  ...textInputStyles,
  ...checkboxStyles,
  ...radioGroupStyles,
  ...skeletonStyles,
  ...systemfeilBannerStyles,
  // `RingOss`, the phone number of a failed save (LagringFeilet).
  ...lesFeilStyles,
  profilCss,
];
