import { TextInput as JokulTextInput, type TextInputProps as JokulTextInputProps } from '@fremtind/jokul/text-input';
import { useId, type Ref } from 'react';
import { ErrorIcon } from '../icon/ui-icons.tsx';

export interface TextInputProps extends JokulTextInputProps {
  /** The `<input>` itself, e.g. to move focus to it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Room for the caret after the last character. Jøkul makes a field with `maxLength` exactly N ch
 * wide inside its padding: N characters then fill it to the last fraction of a pixel (Chromium
 * rounds the box a hundredth of a pixel short), and WebKit's caret after them scrolls the field.
 */
const MARKORPLASS_PX = 2;

/**
 * A labelled text field (Jøkul's): label, help and error text wired with aria-describedby and
 * aria-invalid. With `maxLength` the field is as wide as that many characters, up to 40 (spec §9),
 * and the caret after them.
 *
 * Jøkul's field shows either its help text or its error; here, when a field has both, the help
 * text stays (the customer still needs it while fixing the value) and the error follows it, the
 * field described by both. The error's icon has a column of its own (jokul-forms.css).
 *
 * @example <TextInput label="E-post" type="email" value={epost} onChange={(e) => setEpost(e.target.value)} errorLabel={feil} />
 */
export function TextInput(props: TextInputProps) {
  const { helpLabel, errorLabel, maxLength, width, ...rest } = props;
  const bredde = width ?? (maxLength ? `calc(${Math.min(maxLength, 40)}ch + 24px + ${MARKORPLASS_PX}px)` : undefined);
  const hjelpId = useId();
  const feilId = useId();
  const beskrevetAv = [helpLabel ? hjelpId : '', errorLabel ? feilId : ''].filter(Boolean).join(' ');
  // One tree whatever shows, so the field is never remounted (it would lose focus and its ref).
  return (
    <div className="kfp-text-input">
      <JokulTextInput
        {...rest}
        {...(maxLength !== undefined ? { maxLength } : {})}
        {...(bredde !== undefined ? { width: bredde } : {})}
        aria-invalid={errorLabel ? true : undefined}
        aria-describedby={beskrevetAv || undefined}
      />
      {helpLabel ? (
        <span id={hjelpId} className="jkl-form-support-label jkl-form-support-label--help">
          <span>{helpLabel}</span>
        </span>
      ) : null}
      {errorLabel ? (
        <span id={feilId} className="jkl-form-support-label jkl-form-support-label--error">
          <ErrorIcon className="kfp-jokul-icon jkl-form-support-label__icon" />
          <span>{errorLabel}</span>
        </span>
      ) : null}
    </div>
  );
}
