import * as v from 'valibot';

/** spec §3 "Question option": label, value, optional textAreaLabel (the add-on question's label). */
export interface QuestionOption {
  label: string;
  value: string | number;
  textAreaLabel?: string;
}

export type QuestionType = 'radio' | 'checkbox' | 'text' | 'smiley';

/** A question of the widget (spec §3 "Question types"). */
export interface FeedbackQuestion {
  type: QuestionType;
  label: string;
  /** The answer's name in the follow-up list. @default the label */
  name?: string;
  options?: QuestionOption[];
  helpLabel?: string;
  /** Main question only: ask an add-on free-text question once a value is chosen. */
  addOnQuestion?: boolean | { label?: string; helpLabel?: string };
}

/** The warning under every free-text field (spec §9 "Follow-up help text"). */
export const PERSONVERN_HJELP =
  'Ikke skriv personlige opplysninger. Tilbakemeldinger som kommer inn her blir ikke besvart, men brukt i videre arbeid med å forbedre tjenestene våre.';

/** The add-on question's label when neither the option nor the question gives one. */
export const ADDON_STANDARD_LABEL = 'Vil du fortelle oss mer?';

const LEIT = 'Det var leit! Fortell oss gjerne hva du savner, så kan vi gjøre sidene våre bedre.';
const BRA = 'Så bra! Har du noen tilbakemeldinger kan du skrive dem her.';

/** spec §3 "Smiley scale". */
export const SMILEY_OPTIONS: QuestionOption[] = [
  { label: 'Veldig misfornøyd', value: 1, textAreaLabel: LEIT },
  { label: 'Litt misfornøyd', value: 2, textAreaLabel: LEIT },
  { label: 'Midt på treet', value: 3, textAreaLabel: 'Fortell oss gjerne hva du savner, så kan vi gjøre sidene våre bedre.' },
  { label: 'Ganske fornøyd', value: 4, textAreaLabel: BRA },
  { label: 'Veldig fornøyd', value: 5, textAreaLabel: BRA },
];

/** spec §3 "Predefined questions", by the name the `question` attribute takes. */
export const PRESETS = {
  'fikk-du-gjort': {
    type: 'radio',
    label: 'Fikk du gjort det du skulle?',
    options: [
      { label: 'Ja', value: 'ja', textAreaLabel: BRA },
      { label: 'Nei', value: 'nei', textAreaLabel: LEIT },
    ],
    addOnQuestion: true,
  },
  'hvor-fornoyd': {
    type: 'smiley',
    label: 'Hvor fornøyd er du med denne nettsiden?',
    options: SMILEY_OPTIONS,
    addOnQuestion: true,
  },
} as const satisfies Record<string, FeedbackQuestion>;

export type PresetName = keyof typeof PRESETS;

const Option = v.object({
  label: v.string(),
  value: v.union([v.string(), v.number()]),
  textAreaLabel: v.optional(v.string()),
});

const Question = v.object({
  type: v.picklist(['radio', 'checkbox', 'text', 'smiley']),
  label: v.string(),
  name: v.optional(v.string()),
  options: v.optional(v.array(Option)),
  helpLabel: v.optional(v.string()),
  addOnQuestion: v.optional(v.union([v.boolean(), v.object({ label: v.optional(v.string()), helpLabel: v.optional(v.string()) })])),
});

function parseJson(text: string, attribute: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    console.error(`[kfp-feedback] the ${attribute} attribute is not valid JSON`);
    return undefined;
  }
}

function checked<T>(schema: v.GenericSchema<unknown, T>, value: unknown, attribute: string): T | undefined {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  console.error(
    `[kfp-feedback] the ${attribute} attribute is not a question: ${result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ')}`,
  );
  return undefined;
}

/**
 * The main question from the `question` attribute: a preset name, or a JSON question (an object, or
 * a list whose first entry is used). Nothing or something unknown gives 'fikk-du-gjort'.
 */
export function mainQuestionFrom(attribute: string | undefined): FeedbackQuestion | undefined {
  const text = attribute?.trim() ?? '';
  if (text === '') return PRESETS['fikk-du-gjort'];
  if (text in PRESETS) return PRESETS[text as PresetName];
  // An unknown name: the screen names it with a "did you mean" (ukjentPreset, issue 34).
  if (!/^[[{]/.test(text)) return undefined;
  const json = parseJson(text, 'question');
  if (json === undefined) return undefined;
  return checked(Question, Array.isArray(json) ? json[0] : json, 'question') as FeedbackQuestion | undefined;
}

/**
 * The `question` attribute's value when it is meant as a preset name but is none (a slip such as
 * 'hvor-fornoid'), else undefined: nothing, a preset, or JSON (whose problems are named above).
 */
export function ukjentPreset(attribute: string | undefined): string | undefined {
  const text = attribute?.trim() ?? '';
  return text === '' || text in PRESETS || /^[[{]/.test(text) ? undefined : text;
}

/**
 * The follow-up questions from the `followup` attribute (a JSON list); none when absent or wrong.
 * An add-on question belongs to the main question only (spec §8 console-only error): one set on a
 * follow-up question is left out, and the console says so.
 */
export function followupQuestionsFrom(attribute: string | undefined): FeedbackQuestion[] {
  const text = attribute?.trim() ?? '';
  if (text === '') return [];
  const json = parseJson(text, 'followup');
  if (json === undefined) return [];
  const list = (checked(v.array(Question), json, 'followup') ?? []) as FeedbackQuestion[];
  return list.map(({ addOnQuestion, ...question }) => {
    if (addOnQuestion !== undefined && addOnQuestion !== false) {
      console.error(
        `[kfp-feedback] the add-on question of follow-up question "${question.label}" is outside a main question: add-on questions belong to the main question only, so it is not shown`,
      );
    }
    return question;
  });
}

/**
 * spec §5: a smiley question's options must be the numbers 1 to 5, otherwise it is not rendered
 * (the console says why). Returns the reason, or undefined when the question may render.
 */
export function smileyProblem(question: FeedbackQuestion): string | undefined {
  if (question.type !== 'smiley') return undefined;
  const values = (question.options ?? SMILEY_OPTIONS).map((option) => option.value);
  const ok = values.length === 5 && [1, 2, 3, 4, 5].every((n) => values.includes(n)) && values.every((value) => typeof value === 'number');
  return ok ? undefined : `the smiley question "${question.label}" must have the numbers 1 to 5 as option values, so it is not shown`;
}
