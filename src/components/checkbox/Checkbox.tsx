import { Checkbox as JokulCheckbox, type CheckboxProps as JokulCheckboxProps } from '@fremtind/jokul/checkbox';
import type { Ref } from 'react';

export interface CheckboxProps extends JokulCheckboxProps {
  /** The `<input>` itself, e.g. to move focus to it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox with its label (Jøkul's; a native input, so Space toggles it).
 *
 * @example <Checkbox name="bekreft" value="ja" checked={ok} onChange={(e) => setOk(e.target.checked)}>Jeg bekrefter</Checkbox>
 */
export function Checkbox(props: CheckboxProps) {
  return <JokulCheckbox {...props} />;
}
