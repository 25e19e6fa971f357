import { describe, expect, it } from 'vitest';
import { initialFeedbackWidget as start } from '../../../../src/store/feedback-slice.ts';
import * as m from '../../../../src/screens/feedback/machine.ts';
import type { FeedbackQuestion } from '../../../../src/screens/feedback/questions.ts';

const questions: FeedbackQuestion[] = [
  { type: 'radio', label: 'A', name: 'x', options: [{ label: 'Ja', value: 'ja' }] },
  { type: 'radio', label: 'B', name: 'x', options: [{ label: 'Nei', value: 'nei' }] },
  { type: 'text', label: 'C' },
];

describe('main feedback', () => {
  it('nothing chosen → chosen (send area) → submitted with the message', () => {
    expect(m.sendAreaOpen(start)).toBe(false);
    expect(m.submitMain(start)).toBeUndefined();
    const chosen = m.setMessage(m.chooseMain(start, 'ja'), '  hei ');
    expect(m.sendAreaOpen(chosen)).toBe(true);
    const result = m.submitMain(chosen)!;
    expect(result.detail).toEqual({ feedbackValue: 'ja', intentionalSubmit: true, message: 'hei' });
    expect(result.state.main.submitted).toBe(true);
    expect(m.submitMain(result.state)).toBeUndefined();
  });

  it('cancel clears value and text; an empty list counts as nothing chosen', () => {
    const cancelled = m.cancelMain(m.setMessage(m.chooseMain(start, 'ja'), 'x'));
    expect(cancelled.main).toMatchObject({ value: undefined, message: '' });
    expect(m.sendAreaOpen(m.chooseMain(start, []))).toBe(false);
  });

  it('refuses a message over 250 characters', () => {
    const long = m.setMessage(m.chooseMain(start, 'ja'), 'a'.repeat(251));
    expect(m.messageTooLong(long)).toBe(true);
    expect(m.submitMain(long)).toBeUndefined();
    expect(m.submitMain(m.setMessage(long, 'a'.repeat(250)))).toBeDefined();
  });

  it('page leave sends the chosen value once, without message; never a submitted one', () => {
    const chosen = m.setMessage(m.chooseMain(start, 3), 'privat');
    const first = m.leavePage(chosen);
    expect(first.feedback).toEqual({ feedbackValue: 3, intentionalSubmit: false });
    expect(m.leavePage(first.state).feedback).toBeUndefined();
    expect(m.leavePage(m.submitMain(chosen)!.state).feedback).toBeUndefined();
    expect(m.leavePage(start).feedback).toBeUndefined();
  });
});

describe('follow-up', () => {
  const submitted = m.submitMain(m.chooseMain(start, 'ja'))!.state;

  it('steps replace an answer with the same name and submit on the last', () => {
    let s = m.setFollowupValue(m.startFollowup(submitted), 'ja');
    s = m.nextStep(s, questions).state;
    expect(s.followup.step).toBe(1);
    s = m.nextStep(m.setFollowupValue(s, 'nei'), questions).state;
    const last = m.nextStep(m.setFollowupValue(s, 'tekst'), questions);
    expect(last.submitted).toEqual([
      { label: 'B', name: 'x', type: 'radio', value: 'nei' },
      { label: 'C', name: 'C', type: 'text', value: 'tekst' },
    ]);
    expect(last.state.followup.phase).toBe('submitted');
  });

  it('abort goes back to step 1, discards the answers, and leaves nothing to send', () => {
    const s = m.nextStep(m.setFollowupValue(m.startFollowup(submitted), 'ja'), questions).state;
    expect(m.leavePage(s).answers).toHaveLength(1);
    const aborted = m.abortFollowup(s);
    expect(aborted.followup).toMatchObject({ phase: 'aborted', step: 0, answers: [] });
    expect(m.leavePage(aborted).answers).toBeUndefined();
  });

  it('areas: main form hides once the follow-up starts; contact after the follow-up is submitted', () => {
    expect(m.areas(start, true, true)).toMatchObject({ mainForm: true, followupInvitation: false, contactForm: false });
    expect(m.areas(submitted, true, true)).toMatchObject({
      mainForm: false,
      mainThanks: true,
      followupInvitation: true,
      contactForm: false,
    });
    expect(m.areas(m.startFollowup(submitted), true, true)).toMatchObject({ mainForm: false, mainThanks: false, followupSteps: true });
    expect(m.areas(m.dismissFollowup(submitted), true, true)).toMatchObject({
      followupInvitation: false,
      contactForm: false,
      mainThanks: true,
    });
    const done = m.nextStep(m.nextStep(m.nextStep(m.startFollowup(submitted), questions).state, questions).state, questions).state;
    expect(m.areas(done, true, true)).toMatchObject({ followupThanks: true, contactForm: true });
    expect(m.areas(submitted, false, true)).toMatchObject({ contactForm: true });
    expect(m.areas(submitted, false, false)).toMatchObject({ contactForm: false });
  });
});

describe('contact form', () => {
  it('has the exact messages of spec §5', () => {
    expect(m.contactErrors('', '', true)).toEqual({
      email: 'Du må oppgi e-postadresse for at vi kan kontakte deg',
      phone: 'Du må oppgi telefonnummer for at vi kan kontakte deg',
    });
    expect(m.contactErrors('a@b', '123', true)).toEqual({
      email: 'Skriv inn en gyldig e-postadresse',
      phone: 'Skriv inn et gyldig telefonnummer',
    });
    expect(m.contactErrors('a@b.no', '', false)).toEqual({});
  });

  it('a failed submit marks the attempt; a valid one sends email (and phone only when asked)', () => {
    const failed = m.submitContact(start, false);
    expect(failed.detail).toBeUndefined();
    expect(failed.state.contact.attempted).toBe(true);
    const ok = m.submitContact(m.editContact(m.editContact(start, 'email', 'a@b.no'), 'phone', '987 65 432'), true);
    expect(ok.detail).toEqual({ email: 'a@b.no', phone: '98765432' });
    expect(m.submitContact(m.editContact(start, 'email', 'a@b.no'), false).detail).toEqual({ email: 'a@b.no' });
    expect(m.areas(m.dismissContact(m.submitMain(m.chooseMain(start, 'ja'))!.state), false, true).contactForm).toBe(false);
  });
});
