import { describe, expect, it, vi } from 'vitest';
import { followupQuestionsFrom, mainQuestionFrom, PRESETS, smileyProblem } from '../../../../src/screens/feedback/questions.ts';

describe('questions', () => {
  it('picks presets by name, with fikk-du-gjort by default', () => {
    expect(mainQuestionFrom(undefined)?.label).toBe('Fikk du gjort det du skulle?');
    expect(mainQuestionFrom('hvor-fornoyd')?.label).toBe('Hvor fornøyd er du med denne nettsiden?');
    expect(PRESETS['hvor-fornoyd'].options.map((option) => option.label)).toEqual([
      'Veldig misfornøyd',
      'Litt misfornøyd',
      'Midt på treet',
      'Ganske fornøyd',
      'Veldig fornøyd',
    ]);
  });

  it('parses JSON questions and reports bad ones to the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(mainQuestionFrom('{"type":"text","label":"Hva?"}')).toEqual({ type: 'text', label: 'Hva?' });
    expect(mainQuestionFrom('{"type":"nope","label":"Hva?"}')).toBeUndefined();
    expect(followupQuestionsFrom('[oops')).toEqual([]);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('an add-on question on a follow-up question is outside a main question: a console error, and it is left out (spec §8)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const questions = followupQuestionsFrom(
      JSON.stringify([
        { type: 'radio', label: 'Hvor ofte?', options: [{ label: 'Ofte', value: 'ofte' }], addOnQuestion: true },
        { type: 'text', label: 'Hva savner du?', addOnQuestion: false },
      ]),
    );
    expect(questions).toEqual([
      { type: 'radio', label: 'Hvor ofte?', options: [{ label: 'Ofte', value: 'ofte' }] },
      { type: 'text', label: 'Hva savner du?' },
    ]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('add-on question of follow-up question "Hvor ofte?" is outside a main question');
    error.mockRestore();
  });

  it('a smiley question needs the numbers 1 to 5', () => {
    expect(smileyProblem(PRESETS['hvor-fornoyd'])).toBeUndefined();
    expect(
      smileyProblem({ type: 'smiley', label: 'x', options: [1, 2, 3, 4, 6].map((value) => ({ label: String(value), value })) }),
    ).toMatch(/1 to 5/);
    expect(
      smileyProblem({ type: 'smiley', label: 'x', options: ['1', '2', '3', '4', '5'].map((value) => ({ label: value, value })) }),
    ).toMatch(/1 to 5/);
  });
});
