import { accordionStyles } from './accordion/styles.ts';
import { alertStyles } from './alert/styles.ts';
import { infoBoxStyles } from './info-box/styles.ts';
import { buttonStyles } from './button/styles.ts';
import { checkboxStyles } from './checkbox/styles.ts';
import { dialogStyles } from './dialog/styles.ts';
import { lenkeStyles } from './lenke/styles.ts';
import { loaderStyles, skeletonStyles } from './loader/styles.ts';
import { menuListStyles } from './menu/menu-list-styles.ts';
import { menuStyles } from './menu/styles.ts';
import { navigationCardStyles } from './navigation-card/styles.ts';
import { navigationCardVariantStyles } from './navigation-card/variant-styles.ts';
import { pageSectionStyles } from './page-section/styles.ts';
import { radioGroupStyles } from './radio-group/styles.ts';
import { systemfeilBannerStyles } from './systemfeil-banner/styles.ts';
import { tagStyles } from './tag/styles.ts';
import { tagVariantStyles } from './tag/variant-styles.ts';
import { textAreaStyles } from './text-area/styles.ts';
import { textInputStyles } from './text-input/styles.ts';
import { toastStyles } from './toast/styles.ts';
import { tooltipStyles } from './tooltip/styles.ts';

export {
  accordionStyles,
  alertStyles,
  infoBoxStyles,
  buttonStyles,
  checkboxStyles,
  dialogStyles,
  lenkeStyles,
  loaderStyles,
  skeletonStyles,
  menuStyles,
  menuListStyles,
  navigationCardStyles,
  navigationCardVariantStyles,
  pageSectionStyles,
  radioGroupStyles,
  systemfeilBannerStyles,
  tagStyles,
  tagVariantStyles,
  textAreaStyles,
  textInputStyles,
  toastStyles,
  tooltipStyles,
};

/*
 * Each component's sheets live beside it (`./<name>/styles.ts`): an element imports only those its
 * screen uses, e.g. `import { menuStyles } from '../src/components/menu/styles.ts'` and
 * `styles: [...menuStyles, css]`. Import from the component's own file, not from here, in
 * anything on the first screen: the bundler places every sheet this module imports in the first
 * load's chunk as soon as this module is reachable from it, used or not. Listing a sheet twice is
 * harmless (adoptStyles skips a sheet already adopted).
 */

/**
 * Every shared component's CSS, in cascade order: Jøkul's tokens, the bridge to our --kfp-* tokens,
 * Jøkul's component sheets (rewritten from :root to :host by the build), then ours. The simple
 * choice for a screen that uses many components (and for the component catalogue); the
 * constructable sheets are shared, so they are parsed once per page.
 */
export const componentStyles: readonly string[] = [
  ...new Set([
    ...buttonStyles,
    ...textInputStyles,
    ...textAreaStyles,
    ...radioGroupStyles,
    ...checkboxStyles,
    ...tagVariantStyles,
    ...loaderStyles,
    ...skeletonStyles,
    ...accordionStyles,
    ...tooltipStyles,
    ...menuStyles,
    ...menuListStyles,
    ...navigationCardVariantStyles,
    ...toastStyles,
    ...alertStyles,
    ...infoBoxStyles,
    ...pageSectionStyles,
    ...systemfeilBannerStyles,
    ...lenkeStyles,
    ...dialogStyles,
  ]),
];
