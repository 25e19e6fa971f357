import jklButton from '@fremtind/jokul/styles/components/button/button.min.css';
import jklCheckbox from '@fremtind/jokul/styles/components/checkbox/checkbox.min.css';
import jklInputGroup from '@fremtind/jokul/styles/components/input-group/input-group.min.css';
import jklLoader from '@fremtind/jokul/styles/components/loader/loader.min.css';
import jklRadioButton from '@fremtind/jokul/styles/components/radio-button/radio-button.min.css';
import jklTag from '@fremtind/jokul/styles/components/tag/tag.min.css';
import jklTextArea from '@fremtind/jokul/styles/components/text-area/text-area.min.css';
import jklTextInput from '@fremtind/jokul/styles/components/text-input/text-input.min.css';
import accordionCss from './accordion/accordion.css';
import jokulBridge from './jokul/jokul-bridge.css';
import jokulTokens from './jokul/jokul-tokens.css';
import lenkeCss from './lenke/lenke.css';
import loaderCss from './loader/loader.css';
import menuCss from './menu/menu.css';
import navigationCardCss from './navigation-card/navigation-card.css';
import systemfeilCss from './systemfeil-banner/systemfeil-banner.css';
import toastCss from './toast/toast.css';
import tooltipCss from './tooltip/tooltip.css';

/*
 * Each component's sheets, Jøkul's tokens and the bridge to our --kfp-* tokens first. An element
 * adopts only what its screen uses, so the Jøkul sheets stay out of the bundle's first load until a
 * screen needs them: `defineElement('kfp-x', Screen, { styles: [...buttonStyles, ...menuStyles, css] })`.
 * Listing a sheet twice is harmless (adoptStyles skips a sheet already adopted). Plain array
 * literals, so the bundler drops the ones no element uses.
 */
export const buttonStyles: readonly string[] = [jokulTokens, jokulBridge, jklButton, jklLoader];
export const textInputStyles: readonly string[] = [jokulTokens, jokulBridge, jklInputGroup, jklTextInput];
export const textAreaStyles: readonly string[] = [jokulTokens, jokulBridge, jklInputGroup, jklTextArea];
export const radioGroupStyles: readonly string[] = [jokulTokens, jokulBridge, jklInputGroup, jklRadioButton];
export const checkboxStyles: readonly string[] = [jokulTokens, jokulBridge, jklInputGroup, jklCheckbox];
export const tagStyles: readonly string[] = [jokulTokens, jokulBridge, jklTag];
export const loaderStyles: readonly string[] = [jokulTokens, jokulBridge, jklLoader, loaderCss];
export const skeletonStyles: readonly string[] = [loaderCss];
export const accordionStyles: readonly string[] = [accordionCss];
export const tooltipStyles: readonly string[] = [tooltipCss];
export const menuStyles: readonly string[] = [menuCss];
export const navigationCardStyles: readonly string[] = [navigationCardCss];
export const toastStyles: readonly string[] = [toastCss];
export const systemfeilBannerStyles: readonly string[] = [systemfeilCss];
export const lenkeStyles: readonly string[] = [lenkeCss];

/**
 * Every shared component's CSS, in cascade order: Jøkul's tokens, the bridge, Jøkul's component
 * sheets (rewritten from :root to :host by the build), then ours. The simple choice for a screen
 * that uses many components; the constructable sheets are shared, so they are parsed once per page.
 */
export const componentStyles: readonly string[] = [
  jokulTokens,
  jokulBridge,
  jklButton,
  jklInputGroup,
  jklTextInput,
  jklTextArea,
  jklRadioButton,
  jklCheckbox,
  jklTag,
  jklLoader,
  loaderCss,
  accordionCss,
  tooltipCss,
  menuCss,
  navigationCardCss,
  toastCss,
  systemfeilCss,
  lenkeCss,
];
