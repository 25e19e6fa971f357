import { RadioButton, RadioButtonGroup } from '@fremtind/jokul/radio-button';
import type { ChangeEvent, ReactNode } from 'react';

export interface RadioOption {
  label: ReactNode;
  value: string;
}

export interface RadioGroupProps {
  /** The question, as the fieldset's legend. */
  legend: string;
  /** The legend for screen readers only, when a visible heading already asks the question. @default false */
  legendSrOnly?: boolean;
  /** The radios' shared name. */
  name: string;
  options: readonly RadioOption[];
  /** The chosen value (controlled). */
  value?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  helpLabel?: string;
  errorLabel?: string;
  /** Side by side. @default true under 3 options (spec §9), else false */
  inline?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A radio group (Jøkul's): a fieldset with a legend, native radios (arrow keys move and choose),
 * help and error text. Fewer than 3 options sit side by side.
 *
 * @example <RadioGroup legend="Fikk du gjort det du skulle?" name="gjort" options={[{ label: 'Ja', value: 'ja' }, { label: 'Nei', value: 'nei' }]} value={v} onChange={setV} />
 */
export function RadioGroup({ legend, legendSrOnly = false, name, options, value, onChange, helpLabel, errorLabel, inline, disabled, className }: RadioGroupProps) {
  return (
    <RadioButtonGroup
      legend={legend}
      labelProps={{ variant: 'medium', srOnly: legendSrOnly }}
      name={name}
      inline={inline ?? options.length < 3}
      {...(value !== undefined ? { value } : {})}
      {...(onChange ? { onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value, event) } : {})}
      {...(helpLabel !== undefined ? { helpLabel } : {})}
      {...(errorLabel !== undefined ? { errorLabel } : {})}
      {...(className !== undefined ? { className } : {})}
      {...(disabled !== undefined ? { disabled } : {})}
    >
      {options.map((option) => (
        <RadioButton key={option.value} value={option.value} {...(disabled !== undefined ? { disabled } : {})}>
          {option.label}
        </RadioButton>
      ))}
    </RadioButtonGroup>
  );
}
