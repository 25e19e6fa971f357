// The widget's flows of spec §4 ("Main feedback", "Follow-up", "Contact form") as a customer goes
// through them: what shows, what is sent, and that nothing is sent twice.
import { describe, expect, it } from 'vitest';
import * as m from '../../../../src/screens/feedback/machine.ts';
import type { FeedbackQuestion } from '../../../../src/screens/feedback/questions.ts';
import { initialFeedbackWidget as start, type FeedbackWidgetState } from '../../../../src/store/feedback-slice.ts';

const sporsmal: FeedbackQuestion[] = [
  { type: 'checkbox', label: 'Hva gjorde du?', options: [{ label: 'Så på avtaler', value: 'avtaler' }] },
  { type: 'text', label: 'Noe mer?' },
];

const sendt = (): FeedbackWidgetState => {
  const resultat = m.submitMain(m.chooseMain(start, 'ja'));
  if (!resultat) throw new Error('the main feedback was not sent');
  return resultat.state;
};
const iSteg = () => m.startFollowup(sendt());
const oppfolgingSendt = () => {
  const steg1 = m.nextStep(m.setFollowupValue(iSteg(), ['avtaler']), sporsmal).state;
  return m.nextStep(m.setFollowupValue(steg1, 'Fint'), sporsmal);
};
const ingenting: m.Areas = {
  mainForm: false,
  mainThanks: false,
  followupInvitation: false,
  followupSteps: false,
  followupThanks: false,
  contactForm: false,
  contactThanks: false,
};

describe('choosing in the main question', () => {
  it('counts an empty text or an empty list as nothing chosen, and any other value as chosen', () => {
    expect(m.chooseMain(start, '').main.value).toBeUndefined();
    expect(m.chooseMain(start, []).main.value).toBeUndefined();
    expect(m.chooseMain(start, undefined).main.value).toBeUndefined();
    expect(m.sendAreaOpen(m.chooseMain(start, ['ja']))).toBe(true);
    expect(m.sendAreaOpen(m.chooseMain(start, 'nei'))).toBe(true);
    expect(m.sendAreaOpen(m.chooseMain(start, 4))).toBe(true);
    expect(m.sendAreaOpen(start)).toBe(false);
  });

  it('keeps the text typed so far when the value changes', () => {
    const skrevet = m.setMessage(m.chooseMain(start, 'ja'), 'Bra side');
    expect(m.chooseMain(skrevet, 'nei')).toEqual({
      ...start,
      main: { value: 'nei', message: 'Bra side', submitted: false, sentOnLeave: false },
    });
  });

  it('does not change a value already sent', () => {
    const etter = sendt();
    expect(m.chooseMain(etter, 'nei')).toBe(etter);
    expect(m.sendAreaOpen(etter)).toBe(false);
  });

  it('takes up to 250 characters of text', () => {
    expect(m.messageTooLong(m.setMessage(start, 'a'.repeat(250)))).toBe(false);
    expect(m.messageTooLong(m.setMessage(start, ''))).toBe(false);
    expect(m.messageTooLong(m.setMessage(start, 'a'.repeat(251)))).toBe(true);
  });

  it('sends nothing without a chosen value, and leaves out an empty text', () => {
    expect(m.submitMain(m.setMessage(start, 'tekst'))).toBeUndefined();
    expect(m.submitMain(m.setMessage(m.chooseMain(start, 2), '   '))?.detail).toEqual({ feedbackValue: 2, intentionalSubmit: true });
  });
});

describe('the follow-up', () => {
  it("'Nei takk' dismisses the invitation and nothing else", () => {
    expect(m.dismissFollowup(sendt()).followup).toEqual({ ...start.followup, phase: 'dismissed' });
  });

  it('records an unanswered checkbox step as an empty list and an unanswered text step as empty text', () => {
    const steg1 = m.nextStep(iSteg(), sporsmal).state;
    const siste = m.nextStep(steg1, sporsmal);
    expect(siste.submitted).toEqual([
      { label: 'Hva gjorde du?', name: 'Hva gjorde du?', type: 'checkbox', value: [] },
      { label: 'Noe mer?', name: 'Noe mer?', type: 'text', value: '' },
    ]);
  });

  it("a second 'Send inn' after the answers were sent sends nothing and changes nothing", () => {
    const forste = oppfolgingSendt();
    expect(forste.submitted).toHaveLength(2);
    expect(m.nextStep(forste.state, sporsmal)).toEqual({ state: forste.state });
  });

  it("'Neste' does nothing before the follow-up has started, or past the last question", () => {
    const invitert = sendt();
    expect(m.nextStep(invitert, sporsmal)).toEqual({ state: invitert });
    const steg = iSteg();
    expect(m.nextStep(steg, [])).toEqual({ state: steg });
  });
});

describe('leaving the page', () => {
  it('sends the chosen value once and remembers it went', () => {
    const valgt = m.setMessage(m.chooseMain(start, 3), 'privat');
    const forlatt = m.leavePage(valgt);
    expect(forlatt).toEqual({
      state: { ...valgt, main: { value: 3, message: 'privat', submitted: false, sentOnLeave: true } },
      feedback: { feedbackValue: 3, intentionalSubmit: false },
    });
    expect(m.leavePage(forlatt.state)).toEqual({ state: forlatt.state });
  });

  it('sends the follow-up answers given so far, once', () => {
    const steg1 = m.nextStep(m.setFollowupValue(iSteg(), ['avtaler']), sporsmal).state;
    const forlatt = m.leavePage(steg1);
    const svar = [{ label: 'Hva gjorde du?', name: 'Hva gjorde du?', type: 'checkbox', value: ['avtaler'] }];
    expect(forlatt).toEqual({ state: { ...steg1, followup: { ...steg1.followup, sentOnLeave: true } }, answers: svar });
    expect(m.leavePage(forlatt.state)).toEqual({ state: forlatt.state });
  });

  it('sends no answers when none were given yet', () => {
    const steg = iSteg();
    expect(m.leavePage(steg)).toEqual({ state: steg });
  });

  it('does not send the answers again after the follow-up was sent', () => {
    const { state } = oppfolgingSendt();
    expect(m.leavePage(state)).toEqual({ state });
  });

  it('sends nothing after the follow-up was aborted or dismissed', () => {
    const steg1 = m.nextStep(m.setFollowupValue(iSteg(), ['avtaler']), sporsmal).state;
    expect(m.leavePage(m.abortFollowup(steg1)).answers).toBeUndefined();
    expect(m.leavePage(m.dismissFollowup(sendt())).answers).toBeUndefined();
  });
});

describe('the contact form', () => {
  it('counts an address of spaces as missing, and trims what it sends', () => {
    expect(m.contactErrors('   ', '   ', true)).toEqual({
      email: 'Du må oppgi e-postadresse for at vi kan kontakte deg',
      phone: 'Du må oppgi telefonnummer for at vi kan kontakte deg',
    });
    expect(m.contactErrors(' kari@eksempel.no ', ' 912 34 567 ', true)).toEqual({});
    const utfylt = m.editContact(m.editContact(start, 'email', ' kari@eksempel.no '), 'phone', '912 34 567');
    expect(m.submitContact(utfylt, true).detail).toEqual({ email: 'kari@eksempel.no', phone: '91234567' });
  });

  it('a valid submit after a failed one ends in the sent state', () => {
    const feilet = m.submitContact(start, false).state;
    const ok = m.submitContact(m.editContact(feilet, 'email', 'kari@eksempel.no'), false);
    expect(ok.state).toEqual({ ...start, contact: { phase: 'submitted', email: 'kari@eksempel.no', phone: '', attempted: false } });
    expect(ok.errors).toEqual({});
  });

  it("'Nei takk' hides it", () => {
    expect(m.dismissContact(start)).toEqual({ ...start, contact: { ...start.contact, phase: 'dismissed' } });
  });
});

describe('what shows', () => {
  const medKontakt = (state: FeedbackWidgetState) => m.submitContact(m.editContact(state, 'email', 'kari@eksempel.no'), false).state;

  it.each<[string, () => FeedbackWidgetState, boolean, boolean, Partial<m.Areas>]>([
    ['nothing done yet', () => start, true, true, { mainForm: true }],
    ['the main feedback sent', sendt, true, true, { mainThanks: true, followupInvitation: true }],
    ['in the follow-up', iSteg, true, true, { followupSteps: true }],
    ['the follow-up sent', () => oppfolgingSendt().state, true, true, { followupThanks: true, contactForm: true }],
    ['the follow-up sent, no contact form', () => oppfolgingSendt().state, true, false, { followupThanks: true }],
    ['the contact form sent after the follow-up', () => medKontakt(oppfolgingSendt().state), true, true, { contactThanks: true }],
    ['the follow-up dismissed', () => m.dismissFollowup(sendt()), true, true, { mainThanks: true }],
    ['the follow-up aborted', () => m.abortFollowup(iSteg()), true, true, { mainThanks: true, contactForm: true }],
    ['the main feedback sent, no follow-up', sendt, false, true, { mainThanks: true, contactForm: true }],
    ['the main feedback sent, neither follow-up nor contact', sendt, false, false, { mainThanks: true }],
    ['the contact form sent, no follow-up', () => medKontakt(sendt()), false, true, { contactThanks: true }],
    ['the contact form dismissed, no follow-up', () => m.dismissContact(sendt()), false, true, { mainThanks: true }],
    // A widget whose follow-up was taken away while in it (another page's config): steps never show without one.
    ['steps without a follow-up', iSteg, false, true, { mainThanks: true, contactForm: true }],
    [
      "the follow-up's answers sent without a follow-up",
      () => oppfolgingSendt().state,
      false,
      true,
      { mainThanks: true, contactForm: true },
    ],
    // Steps are never shown before the main feedback is sent (and the main form gives way to them).
    ['steps before the main feedback', () => m.startFollowup(start), true, true, {}],
  ])('%s', (_navn, tilstand, harOppfolging, harKontakt, vises) => {
    expect(m.areas(tilstand(), harOppfolging, harKontakt)).toEqual({ ...ingenting, ...vises });
  });
});
