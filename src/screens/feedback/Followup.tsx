import { PrimaryButton, SecondaryButton, TertiaryButton } from '@fremtind/jokul/button';
import { forwardRef, type FormEvent } from 'react';
import type { FeedbackWidgetState } from '../../store/feedback-slice.ts';
import type { FeedbackQuestion } from './questions.ts';
import { QuestionField, type QuestionChange } from './QuestionField.tsx';

export interface InvitationProps {
  onStart: () => void;
  onDismiss: () => void;
}

/** Area 2a: the invitation to the follow-up (spec §9 texts). */
export function FollowupInvitation({ onStart, onDismiss }: InvitationProps) {
  return (
    <div className="jkl-feedback__fade-in kfp-feedback__invitation">
      <p className="jkl-heading-4 jkl-spacing-8--bottom">Har du tid til å svare på noen flere spørsmål?</p>
      <p className="jkl-body">Det tar kun et minutt</p>
      <div className="jkl-feedback__buttons kfp-feedback__buttons">
        <PrimaryButton type="button" onClick={onStart}>
          Jeg har tid!
        </PrimaryButton>
        <TertiaryButton type="button" onClick={onDismiss}>
          Nei takk
        </TertiaryButton>
      </div>
    </div>
  );
}

export interface StepsProps {
  questions: readonly FeedbackQuestion[];
  state: FeedbackWidgetState;
  onChange: (change: QuestionChange) => void;
  onNext: () => void;
  onAbort: () => void;
}

/** Area 2b: one step of the follow-up; the ref is the 'Steg N av M' line, which takes focus on each step. */
export const FollowupSteps = forwardRef<HTMLParagraphElement, StepsProps>(function FollowupSteps(
  { questions, state, onChange, onNext, onAbort },
  ref,
) {
  const { step, current } = state.followup;
  const question = questions[step];
  if (!question) return null;
  const isLast = step >= questions.length - 1;
  const Next = isLast ? PrimaryButton : SecondaryButton;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form onSubmit={submit} noValidate className="jkl-feedback__fade-in" aria-label="Flere spørsmål">
      <p className="jkl-feedback__step-counter" tabIndex={-1} ref={ref}>
        Steg {step + 1} av {questions.length}
      </p>
      <QuestionField key={step} question={question} value={current} onChange={onChange} />
      <div className="jkl-feedback__buttons kfp-feedback__buttons">
        <Next type="submit">{isLast ? 'Send inn' : 'Neste'}</Next>
        <TertiaryButton type="button" onClick={onAbort}>
          Avbryt
        </TertiaryButton>
      </div>
    </form>
  );
});
