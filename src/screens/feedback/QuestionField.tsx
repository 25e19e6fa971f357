import { Checkbox } from '@fremtind/jokul/checkbox';
import { FieldGroup } from '@fremtind/jokul/input-group';
import { RadioButton, RadioButtonGroup } from '@fremtind/jokul/radio-button';
import { useEffect, useId } from 'react';
import { FeedbackText } from './FeedbackText.tsx';
import { SMILEY_OPTIONS, smileyProblem, type FeedbackQuestion, type QuestionOption } from './questions.ts';
import { Smiley } from './smileys.tsx';

/** What a question holds: one option value (radio, smiley), a list (checkbox) or text. */
export type QuestionValue = string | number | (string | number)[] | undefined;

/**
 * A new value, or how to make it from the stored one: a checkbox adds or removes its option from
 * what is stored when the change lands, not from what was last rendered. Two ticks before a render
 * (WebKit may not render between two clicks) then keep both.
 */
export type QuestionChange = QuestionValue | ((stored: QuestionValue) => QuestionValue);

/** The value `change` makes of `stored`. */
export const applyChange = (change: QuestionChange, stored: QuestionValue): QuestionValue =>
  typeof change === 'function' ? change(stored) : change;

export interface QuestionFieldProps {
  question: FeedbackQuestion;
  value: QuestionValue;
  onChange: (change: QuestionChange) => void;
}

const same = (a: string | number, b: string | number | undefined) => b !== undefined && String(a) === String(b);

function RadioQuestion({ question, value, onChange }: QuestionFieldProps) {
  const name = useId();
  const options = question.options ?? [];
  return (
    <RadioButtonGroup
      legend={question.label}
      labelProps={{ variant: 'large' }}
      name={name}
      inline={options.length < 3}
      value={value === undefined || Array.isArray(value) ? '' : String(value)}
      onChange={(event) => onChange(options.find((option) => same(option.value, event.target.value))?.value)}
      {...(question.helpLabel ? { helpLabel: question.helpLabel } : {})}
    >
      {options.map((option) => (
        <RadioButton key={String(option.value)} label={option.label} value={String(option.value)} />
      ))}
    </RadioButtonGroup>
  );
}

function CheckboxQuestion({ question, value, onChange }: QuestionFieldProps) {
  const name = useId();
  const chosen = Array.isArray(value) ? value : [];
  const toggle = (option: QuestionOption, checked: boolean) =>
    onChange((stored) => {
      const rest = (Array.isArray(stored) ? stored : []).filter((earlier) => !same(earlier, option.value));
      return checked ? [...rest, option.value] : rest;
    });
  return (
    <FieldGroup
      legend={question.label}
      labelProps={{ variant: 'large' }}
      {...(question.helpLabel ? { helpLabel: question.helpLabel } : {})}
    >
      {(question.options ?? []).map((option) => (
        <Checkbox
          key={String(option.value)}
          name={name}
          value={String(option.value)}
          checked={chosen.some((earlier) => same(earlier, option.value))}
          onChange={(event) => toggle(option, event.target.checked)}
        >
          {option.label}
        </Checkbox>
      ))}
    </FieldGroup>
  );
}

function SmileyQuestion({ question, value, onChange }: QuestionFieldProps) {
  const id = useId();
  const options = question.options ?? SMILEY_OPTIONS;
  return (
    <FieldGroup
      legend={question.label}
      labelProps={{ variant: 'large' }}
      {...(question.helpLabel ? { helpLabel: question.helpLabel } : {})}
    >
      <div className="jkl-feedback-smileys">
        {options.map((option) => (
          <span key={String(option.value)} className="kfp-smiley">
            <input
              className="jkl-sr-only"
              id={`${id}-${option.value}`}
              name={id}
              type="radio"
              value={String(option.value)}
              checked={same(option.value, Array.isArray(value) ? undefined : value)}
              onChange={() => onChange(option.value)}
            />
            <label className="jkl-feedback-smiley-option" htmlFor={`${id}-${option.value}`}>
              <span className="jkl-sr-only">{option.label}</span>
              <Smiley value={Number(option.value)} />
            </label>
          </span>
        ))}
      </div>
    </FieldGroup>
  );
}

function TextQuestion({ question, value, onChange }: QuestionFieldProps) {
  return (
    <FeedbackText
      label={question.label}
      rows={5}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      {...(question.helpLabel ? { helpLabel: question.helpLabel } : {})}
    />
  );
}

/**
 * One question of any type (spec §3 "Question types"). A smiley question whose options are not the
 * numbers 1 to 5 is not rendered, and the console says why (spec §5, §8).
 */
export function QuestionField(props: QuestionFieldProps) {
  const problem = smileyProblem(props.question);
  useEffect(() => {
    if (problem) console.error(`[kfp-feedback] ${problem}`);
  }, [problem]);
  if (problem) return null;
  switch (props.question.type) {
    case 'checkbox':
      return <CheckboxQuestion {...props} />;
    case 'text':
      return <TextQuestion {...props} />;
    case 'smiley':
      return <SmileyQuestion {...props} />;
    default:
      return <RadioQuestion {...props} />;
  }
}
