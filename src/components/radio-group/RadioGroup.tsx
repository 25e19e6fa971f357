import { RadioButton, RadioButtonGroup } from '@fremtind/jokul/radio-button';
import { useCallback, useLayoutEffect, useRef, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';

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
  /**
   * Ids of elements on the page that also describe the group (the question a visible text asks),
   * read before its help or error text.
   */
  describedBy?: string;
  /** Side by side. @default true under 3 options (spec §9), else false */
  inline?: boolean;
  disabled?: boolean;
  /**
   * Busy: the radios say they are unavailable (`aria-disabled`) but keep focus; arrow keys and
   * Space do not move the choice, and the caller ignores a click's change (the controlled `value`
   * puts it back). Use it while a choice saves, instead of `disabled`, which drops focus. @default false
   */
  ariaDisabled?: boolean;
  className?: string;
}

/**
 * A radio group (Jøkul's): a fieldset with a legend, native radios (arrow keys move and choose),
 * help and error text. Fewer than 3 options sit side by side.
 *
 * @example <RadioGroup legend="Fikk du gjort det du skulle?" name="gjort" options={[{ label: 'Ja', value: 'ja' }, { label: 'Nei', value: 'nei' }]} value={v} onChange={setV} />
 */
const PILER = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' '];
const hindrePiler = (event: KeyboardEvent<HTMLInputElement>) => {
  if (PILER.includes(event.key)) event.preventDefault();
};

export function RadioGroup({
  legend,
  legendSrOnly = false,
  name,
  options,
  value,
  onChange,
  helpLabel,
  errorLabel,
  describedBy,
  inline,
  disabled,
  ariaDisabled = false,
  className,
}: RadioGroupProps) {
  const feltgruppe = useRef<HTMLFieldSetElement | null>(null);
  const medFeltgruppe = useCallback((element: HTMLFieldSetElement | null) => {
    feltgruppe.current = element;
  }, []);
  // Jøkul's fieldset sets its own aria-describedby (its help or error text) after any given one:
  // add ours in front of it once it is rendered, each time it may have changed.
  useLayoutEffect(() => {
    const element = feltgruppe.current;
    if (!element || !describedBy) return;
    const egne = describedBy.split(/\s+/).filter(Boolean);
    const jokuls = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && !egne.includes(id));
    element.setAttribute('aria-describedby', [...egne, ...jokuls].join(' '));
  });
  return (
    <RadioButtonGroup
      // React 19 passes `ref` on as a prop: Jøkul spreads it onto its fieldset.
      {...({ ref: medFeltgruppe } as object)}
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
        <RadioButton
          key={option.value}
          value={option.value}
          {...(disabled !== undefined ? { disabled } : {})}
          {...(ariaDisabled ? { 'aria-disabled': true, onKeyDown: hindrePiler } : {})}
        >
          {option.label}
        </RadioButton>
      ))}
    </RadioButtonGroup>
  );
}
