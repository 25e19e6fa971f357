import loaderCss from './loader.css';
import jklLoader from '@fremtind/jokul/styles/components/loader/loader.min.css';
import jokulBridge from '../jokul/jokul-bridge.css';
import jokulForms from '../jokul/jokul-forms.css';
import jokulTokens from '../jokul/jokul-tokens.css';

/** The sheets this component needs, Jøkul's tokens and the bridge first; adopt them on the element. */
export const loaderStyles: readonly string[] = [jokulTokens, jokulBridge, jokulForms, jklLoader, loaderCss];

export { skeletonStyles } from './skeleton-styles.ts';
