import { useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { adoptStyles } from '../../page/adopt-styles.ts';
import { useHost } from '../../page/host-context.ts';
import { ContactForm } from './ContactForm.tsx';
import { FEEDBACK_STYLES } from './feedback-styles.ts';
import { FollowupInvitation, FollowupSteps } from './Followup.tsx';
import * as machine from './machine.ts';
import { MainQuestion } from './MainQuestion.tsx';
import { applyChange } from './QuestionField.tsx';
import { reportError } from '../../monitoring/report.ts';
import { followupQuestionsFrom, mainQuestionFrom, PRESETS, ukjentPreset } from './questions.ts';
import { ThankYou } from './ThankYou.tsx';
import { useFeedbackWidget, widgetKey } from './use-feedback-widget.ts';
import { usePageLeave } from './use-page-leave.ts';
import { usePendingFocus } from './use-pending-focus.ts';
import { useReporting } from './use-reporting.ts';

/** The attributes of `<kfp-feedback>` (documented on the element). */
export interface FeedbackScreenProps {
  question?: string;
  followup?: string;
  contact?: boolean;
  contactPhone?: boolean;
  productCode?: string;
  sendToApi?: boolean;
  widgetId?: string;
}

/**
 * The feedback widget (spec §2 "Feedback widget"): main question, follow-up, contact request and
 * thank-you messages, driven by the machines in `machine.ts` over state kept in the store.
 */
export function FeedbackScreen(props: FeedbackScreenProps) {
  const { question: questionAttribute, followup: followupAttribute, productCode = '', widgetId } = props;
  const host = useHost();
  // Boolean attributes read the HTML way (present means on); defineElement sees to that.
  const contact = props.contact === true;
  const contactPhone = props.contactPhone === true;
  const sendToApi = props.sendToApi === true;
  const question = useMemo(() => mainQuestionFrom(questionAttribute), [questionAttribute]);
  const followupQuestions = useMemo(() => followupQuestionsFrom(followupAttribute), [followupAttribute]);
  const hasFollowup = followupQuestions.length > 0;
  const [state, update] = useFeedbackWidget(widgetKey(host, widgetId));
  const report = useReporting({ sendToApi, productCode });
  const focusLater = usePendingFocus();
  const stepRef = useRef<HTMLParagraphElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const overskriftId = useId();

  useLayoutEffect(() => {
    if (host?.shadowRoot) adoptStyles(host.shadowRoot, FEEDBACK_STYLES);
  }, [host]);

  // A misspelled preset hides the widget: the editor is told which one was meant.
  const ukjent = ukjentPreset(questionAttribute);
  useEffect(() => {
    if (ukjent === undefined) return;
    void import('../../page/redaktor/notify.ts')
      .then(({ notifyEditor, unknownQuestionMistake }) => notifyEditor(host, unknownQuestionMistake(ukjent, Object.keys(PRESETS))))
      .catch((error: unknown) => reportError(error, { source: 'kfp-feedback', message: 'Editor-mistake chunk failed to load' }));
  }, [host, ukjent]);

  usePageLeave(() => {
    let out: ReturnType<typeof machine.leavePage> | undefined;
    update((current) => {
      out = machine.leavePage(current);
      return out.state;
    });
    if (out?.feedback) report.main(out.feedback, { keepalive: true });
    if (out?.answers) report.followup(out.answers, false);
  });

  if (!question) return null;
  const shown = machine.areas(state, hasFollowup, contact);

  const submitMain = () => {
    const result = machine.submitMain(state);
    if (!result) return;
    update(() => result.state);
    report.main(result.detail);
    focusLater(() => thanksRef.current);
  };

  const next = () => {
    const result = machine.nextStep(state, followupQuestions);
    update(() => result.state);
    if (result.submitted) {
      report.followup(result.submitted, true);
      focusLater(() => thanksRef.current);
    } else {
      focusLater(() => stepRef.current);
    }
  };

  const submitContact = () => {
    const result = machine.submitContact(state, contactPhone);
    update(() => result.state);
    if (result.detail) {
      report.contact(result.detail);
      focusLater(() => thanksRef.current);
    }
    return result.errors;
  };

  return (
    // One 'Tilbakemelding' region, named by a heading that heading navigation reaches (issue 33);
    // its forms carry no name of their own, so they are no second landmark of the same name.
    <section className="jkl-feedback kfp-feedback" aria-labelledby={overskriftId}>
      <h2 id={overskriftId} className="kfp-sr-only">
        Tilbakemelding
      </h2>
      {shown.mainForm && (
        <MainQuestion
          question={question}
          state={state}
          onChoose={(change) => update((current) => machine.chooseMain(current, applyChange(change, current.main.value)))}
          onMessage={(message) => update((current) => machine.setMessage(current, message))}
          onCancel={() => update(machine.cancelMain)}
          onSubmit={submitMain}
        />
      )}
      {shown.mainThanks && <ThankYou kind="main" ref={shown.followupThanks || shown.contactThanks ? undefined : thanksRef} />}
      {shown.followupInvitation && (
        <FollowupInvitation
          onStart={() => {
            update(machine.startFollowup);
            focusLater(() => stepRef.current);
          }}
          onDismiss={() => update(machine.dismissFollowup)}
        />
      )}
      {shown.followupSteps && (
        <FollowupSteps
          ref={stepRef}
          questions={followupQuestions}
          state={state}
          onChange={(change) =>
            update((current) => {
              const value = applyChange(change, current.followup.current);
              return machine.setFollowupValue(
                current,
                value === undefined ? undefined : Array.isArray(value) ? value.map(String) : String(value),
              );
            })
          }
          onNext={next}
          onAbort={() => {
            update(machine.abortFollowup);
            focusLater(() => thanksRef.current);
          }}
        />
      )}
      {shown.followupThanks && <ThankYou kind="followup" ref={shown.contactThanks ? undefined : thanksRef} />}
      {shown.contactForm && (
        <ContactForm
          state={state}
          withPhone={contactPhone}
          onEdit={(field, value) => update((current) => machine.editContact(current, field, value))}
          onSubmit={submitContact}
          onDismiss={() => update(machine.dismissContact)}
        />
      )}
      {shown.contactThanks && <ThankYou kind="contact" ref={thanksRef} />}
    </section>
  );
}
