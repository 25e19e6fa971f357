import { TextArea as JokulTextArea, type TextAreaProps as JokulTextAreaProps } from '@fremtind/jokul/text-area';
import type { Ref } from 'react';
import { useSupportLabels } from '../support-labels/use-support-labels.tsx';

/** Rows by use (spec §9): 7 by default, 5 in the feedback widget, 4 for an add-on free text. */
export const TEXT_AREA_ROWS = { standard: 7, feedback: 5, tillegg: 4 } as const;

export interface TextAreaProps extends Omit<JokulTextAreaProps, 'counter'> {
  /** Shows the counter 'n / max' and the error 'Du har skrevet N tegn for mye' above it. */
  maxLength?: number;
  /** The textarea itself, e.g. to move focus to it. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** 'Du har skrevet N tegn for mye' when `length` is over `max`, else undefined. */
export function forMangeTegn(length: number, max: number | undefined): string | undefined {
  return max !== undefined && length > max ? `Du har skrevet ${length - max} tegn for mye` : undefined;
}

/**
 * A labelled text area (Jøkul's) with 7 rows unless told otherwise and, with `maxLength`, the counter
 * 'n / max'. Typing past the limit is allowed (nothing is cut off silently); the field is then
 * invalid with the message 'Du har skrevet N tegn for mye', unless the screen gives its own
 * `errorLabel`.
 *
 * The help text stays when the error shows (`useSupportLabels`): the feedback widget's privacy help
 * is needed most while the customer shortens the text (issue 34).
 *
 * @example <TextArea label="Hva kan vi gjøre bedre?" rows={TEXT_AREA_ROWS.feedback} maxLength={250} value={tekst} onChange={…} />
 */
export function TextArea({
  maxLength,
  rows = TEXT_AREA_ROWS.standard,
  errorLabel,
  helpLabel,
  value,
  defaultValue,
  ...rest
}: TextAreaProps) {
  const length = String(value ?? defaultValue ?? '').length;
  const feil = errorLabel ?? forMangeTegn(length, maxLength);
  const { fieldProps, labels } = useSupportLabels(helpLabel, feil);
  // One tree whatever shows, so the field is never remounted (it would lose focus and its ref).
  return (
    <div className="kfp-text-area">
      <JokulTextArea
        {...rest}
        {...(value !== undefined ? { value } : {})}
        {...(defaultValue !== undefined ? { defaultValue } : {})}
        rows={rows}
        {...(maxLength !== undefined ? { counter: { maxLength } } : {})}
        {...fieldProps}
      />
      {labels}
    </div>
  );
}
