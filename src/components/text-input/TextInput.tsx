import { TextInput as JokulTextInput, type TextInputProps as JokulTextInputProps } from '@fremtind/jokul/text-input';
import type { Ref } from 'react';

export interface TextInputProps extends JokulTextInputProps {
  /** The `<input>` itself, e.g. to move focus to it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text field (Jøkul's): label, help and error text wired with aria-describedby and
 * aria-invalid. With `maxLength` the field is as wide as that many characters, up to 40 (spec §9).
 *
 * @example <TextInput label="E-post" type="email" value={epost} onChange={(e) => setEpost(e.target.value)} errorLabel={feil} />
 */
export function TextInput(props: TextInputProps) {
  return <JokulTextInput {...props} />;
}
