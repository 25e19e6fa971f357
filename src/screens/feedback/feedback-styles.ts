// Jøkul's stylesheets for the widget and ours: loaded with the widget's lazy chunk, not up front.
import buttonCss from '@fremtind/jokul/styles/components/button/button.min.css';
import checkboxCss from '@fremtind/jokul/styles/components/checkbox/checkbox.min.css';
import jklFeedbackCss from '@fremtind/jokul/styles/components/feedback/feedback.min.css';
import inputGroupCss from '@fremtind/jokul/styles/components/input-group/input-group.min.css';
import messageCss from '@fremtind/jokul/styles/components/message/message.min.css';
import radioCss from '@fremtind/jokul/styles/components/radio-button/radio-button.min.css';
import textAreaCss from '@fremtind/jokul/styles/components/text-area/text-area.min.css';
import textInputCss from '@fremtind/jokul/styles/components/text-input/text-input.min.css';
import coreCss from '@fremtind/jokul/styles/core/core.min.css';
import jokulBridge from '../../components/jokul/jokul-bridge.css';
import jokulForms from '../../components/jokul/jokul-forms.css';
import feedbackCss from './feedback.css';

/** In cascade order: Jøkul's tokens, the bridge to ours (theme, focus colour, error fields, icons), components, then our additions. */
export const FEEDBACK_STYLES: readonly string[] = [
  coreCss,
  jokulBridge,
  jokulForms,
  inputGroupCss,
  radioCss,
  checkboxCss,
  textAreaCss,
  textInputCss,
  buttonCss,
  messageCss,
  jklFeedbackCss,
  feedbackCss,
];
