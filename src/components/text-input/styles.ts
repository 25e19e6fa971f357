import jklInputGroup from '@fremtind/jokul/styles/components/input-group/input-group.min.css';
import jklTextInput from '@fremtind/jokul/styles/components/text-input/text-input.min.css';
import jokulBridge from '../jokul/jokul-bridge.css';
import jokulForms from '../jokul/jokul-forms.css';
import jokulTokens from '../jokul/jokul-tokens.css';

/** The sheets this component needs, Jøkul's tokens and the bridge first; adopt them on the element. */
export const textInputStyles: readonly string[] = [jokulTokens, jokulBridge, jokulForms, jklInputGroup, jklTextInput];
