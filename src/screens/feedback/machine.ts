/**
 * The widget's three state machines (spec §4 "Main feedback", "Follow-up", "Contact form") as pure
 * functions of the stored state, so they are tested without a browser and survive a remount.
 */
import { isGyldigEpost } from '../../format/email.ts';
import { isGyldigTelefonnummer } from '../../format/phone.ts';
import type { FeedbackValue, FeedbackWidgetState as State, FollowupAnswer } from '../../store/feedback-slice.ts';
import type { ContactDetail, FeedbackDetail } from '../../page/host-events.ts';
import type { FeedbackQuestion } from './questions.ts';

/** spec §9: feedback text at most 250 characters. */
export const MAX_TEKST = 250;

const isChosen = (value: FeedbackValue | undefined): value is FeedbackValue =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';

// ---- main feedback: nothing chosen → value chosen → submitted

export function chooseMain(state: State, value: FeedbackValue | undefined): State {
  if (state.main.submitted) return state;
  return { ...state, main: { ...state.main, value: isChosen(value) ? value : undefined } };
}

export function setMessage(state: State, message: string): State {
  return { ...state, main: { ...state.main, message } };
}

/** 'Avbryt': the value (and its add-on text) is cleared. */
export function cancelMain(state: State): State {
  return { ...state, main: { ...state.main, value: undefined, message: '' } };
}

/** Whether the send area shows: a value is chosen and not yet submitted. */
export const sendAreaOpen = (state: State): boolean => !state.main.submitted && isChosen(state.main.value);

/** The add-on text is over the limit (submit is refused). */
export const messageTooLong = (state: State): boolean => state.main.message.length > MAX_TEKST;

/** 'Send': the payload and the new state, or nothing when there is nothing (valid) to send. */
export function submitMain(state: State): { state: State; detail: FeedbackDetail } | undefined {
  const { value, message, submitted } = state.main;
  if (submitted || !isChosen(value) || messageTooLong(state)) return undefined;
  const text = message.trim();
  return {
    state: { ...state, main: { ...state.main, submitted: true } },
    detail: { feedbackValue: value, intentionalSubmit: true, ...(text ? { message: text } : {}) },
  };
}

// ---- follow-up: invitation → steps → submitted (or dismissed / aborted)

export const startFollowup = (state: State): State => ({
  ...state,
  followup: { ...state.followup, phase: 'steps', step: 0, current: undefined },
});

/** 'Nei takk' on the invitation. */
export const dismissFollowup = (state: State): State => ({ ...state, followup: { ...state.followup, phase: 'dismissed' } });

export const setFollowupValue = (state: State, current: string | string[] | undefined): State => ({
  ...state,
  followup: { ...state.followup, current },
});

/** 'Neste' / 'Send inn': records the step's answer (replacing one with the same name) and moves on. */
export function nextStep(state: State, questions: readonly FeedbackQuestion[]): { state: State; submitted?: FollowupAnswer[] } {
  const { step, current, answers } = state.followup;
  const question = questions[step];
  if (state.followup.phase !== 'steps' || !question) return { state };
  const name = question.name ?? question.label;
  const answer: FollowupAnswer = {
    label: question.label,
    name,
    type: question.type,
    value: current ?? (question.type === 'checkbox' ? [] : ''),
  };
  const nextAnswers = [...answers.filter((earlier) => earlier.name !== name), answer];
  const isLast = step >= questions.length - 1;
  if (isLast) {
    return {
      state: { ...state, followup: { ...state.followup, answers: nextAnswers, current: undefined, phase: 'submitted' } },
      submitted: nextAnswers,
    };
  }
  return { state: { ...state, followup: { ...state.followup, answers: nextAnswers, current: undefined, step: step + 1 } } };
}

/** 'Avbryt' in the steps: back to step 1, answers discarded, the follow-up marked finished. */
export const abortFollowup = (state: State): State => ({
  ...state,
  followup: { ...state.followup, phase: 'aborted', step: 0, current: undefined, answers: [] },
});

// ---- contact form: form → submitted (or dismissed)

export interface ContactErrors {
  email?: string;
  phone?: string;
}

/** spec §5 "Widget contact e-mail" and phone, with the exact texts. */
export function contactErrors(email: string, phone: string, withPhone: boolean): ContactErrors {
  const errors: ContactErrors = {};
  if (email.trim() === '') errors.email = 'Du må oppgi e-postadresse for at vi kan kontakte deg';
  else if (!isGyldigEpost(email.trim())) errors.email = 'Skriv inn en gyldig e-postadresse';
  if (withPhone) {
    if (phone.trim() === '') errors.phone = 'Du må oppgi telefonnummer for at vi kan kontakte deg';
    else if (!isGyldigTelefonnummer(phone.replace(/\s/g, ''))) errors.phone = 'Skriv inn et gyldig telefonnummer';
  }
  return errors;
}

export const editContact = (state: State, field: 'email' | 'phone', value: string): State => ({
  ...state,
  contact: { ...state.contact, [field]: value },
});

/** 'Sett meg på lista!': the detail when valid, else the state marked as attempted (errors show). */
export function submitContact(state: State, withPhone: boolean): { state: State; detail?: ContactDetail; errors: ContactErrors } {
  const { email, phone } = state.contact;
  const errors = contactErrors(email, phone, withPhone);
  if (errors.email || errors.phone) return { state: { ...state, contact: { ...state.contact, attempted: true } }, errors };
  const detail: ContactDetail = { email: email.trim(), ...(withPhone ? { phone: phone.replace(/\s/g, '') } : {}) };
  return { state: { ...state, contact: { ...state.contact, phase: 'submitted', attempted: false } }, detail, errors };
}

export const dismissContact = (state: State): State => ({ ...state, contact: { ...state.contact, phase: 'dismissed' } });

// ---- what shows

export interface Areas {
  /** The main question form. */
  mainForm: boolean;
  /** 'Takk for tilbakemeldingen!' */
  mainThanks: boolean;
  followupInvitation: boolean;
  followupSteps: boolean;
  /** 'Takk, igjen!' */
  followupThanks: boolean;
  contactForm: boolean;
  /** 'Takk for tiden din!' */
  contactThanks: boolean;
}

/** Which areas show, given the state and whether there is a follow-up and a contact form. */
export function areas(state: State, hasFollowup: boolean, hasContact: boolean): Areas {
  const { main, followup, contact } = state;
  const followupStarted = hasFollowup && ['steps', 'submitted'].includes(followup.phase);
  const contactDone = hasContact && contact.phase === 'submitted';
  const followupFinished = hasFollowup && (followup.phase === 'submitted' || followup.phase === 'aborted');
  const contactDue = hasContact && main.submitted && (!hasFollowup || followupFinished);
  return {
    mainForm: !main.submitted && !followupStarted,
    mainThanks: main.submitted && !followupStarted && !contactDone,
    followupInvitation: hasFollowup && main.submitted && followup.phase === 'invitation' && !contactDone,
    followupSteps: hasFollowup && main.submitted && followup.phase === 'steps',
    followupThanks: hasFollowup && followup.phase === 'submitted' && !contactDone,
    contactForm: contactDue && contact.phase === 'form',
    contactThanks: contactDue && contactDone,
  };
}

// ---- leaving the page

/** What goes out on page leave (once): the unsent chosen value, and unsubmitted follow-up answers. */
export function leavePage(state: State): { state: State; feedback?: FeedbackDetail; answers?: FollowupAnswer[] } {
  let next = state;
  let feedback: FeedbackDetail | undefined;
  let answers: FollowupAnswer[] | undefined;
  if (!state.main.submitted && !state.main.sentOnLeave && isChosen(state.main.value)) {
    feedback = { feedbackValue: state.main.value, intentionalSubmit: false };
    next = { ...next, main: { ...next.main, sentOnLeave: true } };
  }
  const { followup } = state;
  if (followup.phase === 'steps' && !followup.sentOnLeave && followup.answers.length > 0) {
    answers = followup.answers;
    next = { ...next, followup: { ...next.followup, sentOnLeave: true } };
  }
  return { state: next, ...(feedback ? { feedback } : {}), ...(answers ? { answers } : {}) };
}
