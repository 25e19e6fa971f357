import { TextInput as JokulTextInput, type TextInputProps as JokulTextInputProps } from '@fremtind/jokul/text-input';
import { useId, type Ref } from 'react';
import { ErrorIcon } from '../icon/ui-icons.tsx';

export interface TextInputProps extends JokulTextInputProps {
  /** The `<input>` itself, e.g. to move focus to it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text field (Jøkul's): label, help and error text wired with aria-describedby and
 * aria-invalid. With `maxLength` the field is as wide as that many characters, up to 40 (spec §9).
 *
 * Jøkul's field shows either its help text or its error; here, when a field has both, the help
 * text stays (the customer still needs it while fixing the value) and the error follows it, the
 * field described by both. The error's icon has a column of its own (jokul-forms.css).
 *
 * @example <TextInput label="E-post" type="email" value={epost} onChange={(e) => setEpost(e.target.value)} errorLabel={feil} />
 */
export function TextInput(props: TextInputProps) {
  const { helpLabel, errorLabel, ...rest } = props;
  const hjelpId = useId();
  const feilId = useId();
  const beskrevetAv = [helpLabel ? hjelpId : '', errorLabel ? feilId : ''].filter(Boolean).join(' ');
  // One tree whatever shows, so the field is never remounted (it would lose focus and its ref).
  return (
    <div className="kfp-text-input">
      <JokulTextInput {...rest} aria-invalid={errorLabel ? true : undefined} aria-describedby={beskrevetAv || undefined} />
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
