import { PrimaryButton, TertiaryButton } from '@fremtind/jokul/button';
import { TextInput } from '@fremtind/jokul/text-input';
import { useRef, type FormEvent } from 'react';
import { trackSkjemautfylling } from '../../analytics/track.ts';
import type { FeedbackWidgetState } from '../../store/feedback-slice.ts';
import { contactErrors } from './machine.ts';

export interface ContactFormProps {
  state: FeedbackWidgetState;
  withPhone: boolean;
  onEdit: (field: 'email' | 'phone', value: string) => void;
  /** Returns the errors of the attempt; none means it went through. */
  onSubmit: () => { email?: string; phone?: string };
  onDismiss: () => void;
}

/**
 * Area 3: the contact request (spec §9 texts, §5 validation). Errors show after a failed submit and
 * then re-evaluate on each edit; a failed submit moves focus to the first invalid field.
 */
export function ContactForm({ state, withPhone, onEdit, onSubmit, onDismiss }: ContactFormProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const { email, phone, attempted } = state.contact;
  const errors = attempted ? contactErrors(email, phone, withPhone) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = onSubmit();
    if (result.email) emailRef.current?.focus();
    else if (result.phone) phoneRef.current?.focus();
  };
  return (
    <form onSubmit={submit} noValidate className="jkl-feedback__fade-in jkl-spacing-40--top" aria-label="Kontakt">
      <p className="jkl-heading-4 jkl-spacing-8--bottom">Kan vi kontakte deg for flere innspill?</p>
      <TextInput
        ref={emailRef}
        className="jkl-spacing-24--top"
        label="E-post"
        labelProps={{ variant: 'small' }}
        type="email"
        autoComplete="email"
        name="email"
        value={email}
        onChange={(event) => onEdit('email', event.target.value)}
        onBlur={(event) => event.target.value && trackSkjemautfylling('kontakt-epost')}
        errorLabel={errors.email}
      />
      {withPhone && (
        <TextInput
          ref={phoneRef}
          className="jkl-spacing-24--top"
          label="Telefonnummer"
          labelProps={{ variant: 'small' }}
          type="tel"
          autoComplete="tel"
          name="phone"
          value={phone}
          onChange={(event) => onEdit('phone', event.target.value)}
          onBlur={(event) => event.target.value && trackSkjemautfylling('kontakt-telefon')}
          errorLabel={errors.phone}
        />
      )}
      <div className="jkl-feedback__buttons kfp-feedback__buttons">
        <PrimaryButton type="submit">Sett meg på lista!</PrimaryButton>
        <TertiaryButton type="button" onClick={onDismiss}>
          Nei takk
        </TertiaryButton>
      </div>
    </form>
  );
}
