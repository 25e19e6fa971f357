/**
 * `<kfp-feedback>`: the feedback widget (spec §2 "Feedback widget"): a main question, an optional
 * follow-up questionnaire, an optional contact request, and thank-you messages. Its state lives in
 * the shared store under the widget's key, so moving the element keeps the visitor's answers.
 *
 * @summary The feedback widget: a question, an optional follow-up and contact request.
 *
 * @attr question - The main question: a preset name, `fikk-du-gjort` ('Fikk du gjort det du
 *   skulle?', ja/nei; the default) or `hvor-fornoyd` ('Hvor fornøyd er du med denne nettsiden?',
 *   smiley 1–5), or a JSON question `{ "type": "radio"|"checkbox"|"text"|"smiley", "label", "name"?,
 *   "options"?: [{ "label", "value", "textAreaLabel"? }], "helpLabel"?, "addOnQuestion"?: true }`.
 *   A smiley question's option values must be the numbers 1 to 5, or it is not shown.
 * @attr followup - JSON list of follow-up questions (same shape); none means no follow-up.
 * @attr contact - Boolean: ask 'Kan vi kontakte deg for flere innspill?' at the end.
 * @attr contact-phone - Boolean: the contact form also asks for a phone number.
 * @attr product-code - The product code sent with `POST feedback/` (with `send-to-api`).
 * @attr send-to-api - Boolean: also post the main feedback to `POST /api/privat/forsikring/feedback/`
 *   as `{ feedbackValue, text, productCode, page }` (the overview does).
 * @attr widget-id - Key of the widget's stored state; defaults to the element's `id`, else one per
 *   element.
 *
 * @fires kfp-feedback - The main feedback was sent, or left unsent on page leave (then
 *   `intentionalSubmit: false`, no message). Detail `{ feedbackValue, intentionalSubmit, message? }`.
 * @fires kfp-feedback-followup - The follow-up was submitted, or had answers on page leave. Detail:
 *   the answers, `{ label, name, type, value }[]`.
 * @fires kfp-feedback-contact - The contact form was submitted. Detail `{ email, phone? }`.
 *
 * @example
 *   <kfp-feedback question="hvor-fornoyd" send-to-api product-code="BIL" widget-id="bil-tilbakemelding"></kfp-feedback>
 * @example
 *   <kfp-feedback
 *     followup='[{ "type": "text", "label": "Hva kan vi gjøre bedre?" }]'
 *     contact
 *     contact-phone>
 *   </kfp-feedback>
 */
import { defineElement } from '../src/element/define-element.tsx';
import { lazyScreen } from '../src/element/lazy-screen.tsx';
import type { FeedbackScreenProps } from '../src/screens/feedback/FeedbackScreen.tsx';

// The widget sits at the end of a page: its code and Jøkul's stylesheets (about 20 KB gzip) load in
// their own chunk when the first <kfp-feedback> connects (the screen adopts its own sheets).
const FeedbackScreen = lazyScreen<FeedbackScreenProps>(() =>
  import('../src/screens/feedback/FeedbackScreen.tsx').then(({ FeedbackScreen: Screen }) => ({ Screen })),
);

export const KfpFeedback = defineElement('kfp-feedback', FeedbackScreen, {
  props: {
    question: 'string',
    followup: 'string',
    contact: 'boolean',
    contactPhone: 'boolean',
    productCode: 'string',
    sendToApi: 'boolean',
    widgetId: 'string',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'kfp-feedback': HTMLElement;
  }
}
