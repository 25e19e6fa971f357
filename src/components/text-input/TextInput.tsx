import { TextInput as JokulTextInput, type TextInputProps as JokulTextInputProps } from '@fremtind/jokul/text-input';
import type { Ref } from 'react';
import { useSupportLabels } from '../support-labels/use-support-labels.tsx';

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
 * When a field has both, the help text stays and the error follows it (`useSupportLabels`). The
 * error's icon has a column of its own (jokul-forms.css).
 *
 * @example <TextInput label="E-post" type="email" value={epost} onChange={(e) => setEpost(e.target.value)} errorLabel={feil} />
 */
export function TextInput(props: TextInputProps) {
  const { helpLabel, errorLabel, maxLength, width, ...rest } = props;
  const bredde = width ?? (maxLength ? `calc(${Math.min(maxLength, 40)}ch + 24px + ${MARKORPLASS_PX}px)` : undefined);
  const { fieldProps, labels } = useSupportLabels(helpLabel, errorLabel);
  // One tree whatever shows, so the field is never remounted (it would lose focus and its ref).
  return (
    <div className="kfp-text-input">
      <JokulTextInput
        {...rest}
        {...(maxLength !== undefined ? { maxLength } : {})}
        {...(bredde !== undefined ? { width: bredde } : {})}
        {...fieldProps}
      />
      {labels}
    </div>
  );
}
