import { TextArea } from '@fremtind/jokul/text-area';
import { forwardRef } from 'react';
import { MAX_TEKST } from './machine.ts';
import { PERSONVERN_HJELP } from './questions.ts';

export interface FeedbackTextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** spec §9: 5 rows in feedback, 4 for the add-on question. */
  rows: 4 | 5;
  helpLabel?: string | undefined;
}

/** The over-limit text of spec §5, or undefined within the limit. */
export const forMangeTegn = (length: number): string | undefined =>
  length > MAX_TEKST ? `Du har skrevet ${length - MAX_TEKST} tegn for mye` : undefined;

/**
 * A free-text field with Jøkul's counter 'n / 250' and the over-limit message (Jøkul computes the
 * message but never shows it, so it goes in as the error label here).
 */
export const FeedbackText = forwardRef<HTMLTextAreaElement, FeedbackTextProps>(function FeedbackText(
  { label, value, onChange, rows, helpLabel = PERSONVERN_HJELP },
  ref,
) {
  return (
    <TextArea
      ref={ref}
      className="jkl-spacing-24--top"
      label={label}
      labelProps={{ variant: rows === 5 ? 'large' : 'medium' }}
      rows={rows}
      startOpen
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helpLabel={helpLabel}
      errorLabel={forMangeTegn(value.length)}
      counter={{ maxLength: MAX_TEKST }}
    />
  );
});
