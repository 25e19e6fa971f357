import { useId, type ReactNode } from 'react';
import { ErrorIcon } from '../icon/ui-icons.tsx';

/**
 * A field's help and error text under it, as `TextInput` and `TextArea` show them. Jøkul's fields
 * show either their help text or their error; here the help text stays when the error shows (the
 * customer still needs it while fixing the value) and the error follows it: `fieldProps` describe
 * the field by both, help first, and mark it invalid while there is an error. The texts have ids of
 * their own, so they may render in any tree that keeps the field mounted.
 *
 * @example
 * const { fieldProps, labels } = useSupportLabels(helpLabel, errorLabel);
 * return <div><JokulField {...rest} {...fieldProps} />{labels}</div>;
 */
export function useSupportLabels(helpLabel: ReactNode, errorLabel: ReactNode) {
  const hjelpId = useId();
  const feilId = useId();
  const beskrevetAv = [helpLabel ? hjelpId : '', errorLabel ? feilId : ''].filter(Boolean).join(' ');
  return {
    fieldProps: { 'aria-invalid': errorLabel ? true : undefined, 'aria-describedby': beskrevetAv || undefined },
    labels: (
      <>
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
      </>
    ),
  };
}
