import jklTag from '@fremtind/jokul/styles/components/tag/tag.min.css';
import jokulBridge from '../jokul/jokul-bridge.css';
import jokulTokens from '../jokul/jokul-tokens.css';

/** The sheets this component needs, Jøkul's tokens and the bridge first; adopt them on the element. */
export const tagStyles: readonly string[] = [jokulTokens, jokulBridge, jklTag];
