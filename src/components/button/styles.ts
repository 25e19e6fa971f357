import jklButton from '@fremtind/jokul/styles/components/button/button.min.css';
import jklLoader from '@fremtind/jokul/styles/components/loader/loader.min.css';
import jokulBridge from '../jokul/jokul-bridge.css';
import jokulForms from '../jokul/jokul-forms.css';
import jokulTokens from '../jokul/jokul-tokens.css';
import buttonLenkeCss from './button-lenke.css';
import buttonLoaderCss from './button-loader.css';

/** The sheets this component needs, Jøkul's tokens and the bridge first; adopt them on the element. */
export const buttonStyles: readonly string[] = [
  jokulTokens,
  jokulBridge,
  jokulForms,
  jklButton,
  jklLoader,
  buttonLoaderCss,
  buttonLenkeCss,
];
