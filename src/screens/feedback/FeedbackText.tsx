import { forwardRef } from 'react';
import { trackSkjemautfylling } from '../../analytics/track.ts';
import { TextArea } from '../../components/text-area/TextArea.tsx';
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

/**
 * A free-text field with the shared text area's counter 'n / 250' and its over-limit message
 * 'Du har skrevet N tegn for mye' (spec §5).
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
      onBlur={(event) => event.target.value && trackSkjemautfylling('tilbakemelding-tekst')}
      helpLabel={helpLabel}
      maxLength={MAX_TEKST}
    />
  );
});
