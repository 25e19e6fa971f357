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
import loaderCss from './loader/loader.css';
import menuCss from './menu/menu.css';
import navigationCardCss from './navigation-card/navigation-card.css';
import systemfeilCss from './systemfeil-banner/systemfeil-banner.css';
import toastCss from './toast/toast.css';
import tooltipCss from './tooltip/tooltip.css';

/**
 * Every shared component's CSS, in cascade order: Jøkul's tokens, the bridge to our --kfp-* tokens,
 * Jøkul's component sheets (rewritten from :root to :host by the build), then ours. An element that
 * uses any component adds them: `defineElement('kfp-x', Screen, { styles: [...componentStyles, css] })`.
 * The sheets are constructable and shared, so they are parsed once per page however many elements
 * adopt them.
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
  accordionCss,
  tooltipCss,
  menuCss,
  navigationCardCss,
  toastCss,
  loaderCss,
  systemfeilCss,
];
