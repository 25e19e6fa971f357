import { PrimaryButton, TertiaryButton } from '@fremtind/jokul/button';
import { useRef, type FormEvent } from 'react';
import { FeedbackText } from './FeedbackText.tsx';
import { messageTooLong, sendAreaOpen } from './machine.ts';
import type { FeedbackWidgetState } from '../../store/feedback-slice.ts';
import { ADDON_STANDARD_LABEL, type FeedbackQuestion } from './questions.ts';
import { QuestionField, type QuestionChange, type QuestionValue } from './QuestionField.tsx';

export interface MainQuestionProps {
  question: FeedbackQuestion;
  state: FeedbackWidgetState;
  onChoose: (change: QuestionChange) => void;
  onMessage: (message: string) => void;
  onCancel: () => void;
  onSubmit: () => void;
}

/** The add-on question's label: the chosen option's, else the question's, else a default. */
function addOnLabel(question: FeedbackQuestion, value: QuestionValue): string {
  const first = Array.isArray(value) ? value[0] : value;
  const option = question.options?.find((candidate) => String(candidate.value) === String(first));
  const fromQuestion = typeof question.addOnQuestion === 'object' ? question.addOnQuestion.label : undefined;
  return option?.textAreaLabel ?? fromQuestion ?? ADDON_STANDARD_LABEL;
}

/** Area 1: the main question; its send area (add-on text, 'Send', 'Avbryt') opens once a value is chosen. */
export function MainQuestion({ question, state, onChoose, onMessage, onCancel, onSubmit }: MainQuestionProps) {
  const textRef = useRef<HTMLTextAreaElement>(null);
  const open = sendAreaOpen(state);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (messageTooLong(state)) {
      textRef.current?.focus();
      return;
    }
    onSubmit();
  };
  const addOn = question.addOnQuestion;
  return (
    <form onSubmit={submit} noValidate>
      <QuestionField question={question} value={state.main.value} onChange={onChoose} />
      {open && (
        <div className="jkl-feedback__fade-in">
          {addOn && (
            <FeedbackText
              ref={textRef}
              label={addOnLabel(question, state.main.value)}
              rows={4}
              value={state.main.message}
              onChange={onMessage}
              {...(typeof addOn === 'object' && addOn.helpLabel ? { helpLabel: addOn.helpLabel } : {})}
            />
          )}
          <div className="jkl-feedback__buttons kfp-feedback__buttons">
            <PrimaryButton type="submit">Send</PrimaryButton>
            <TertiaryButton type="button" onClick={onCancel}>
              Avbryt
            </TertiaryButton>
          </div>
        </div>
      )}
    </form>
  );
}
