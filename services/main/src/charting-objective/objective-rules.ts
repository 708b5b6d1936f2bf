// The objective note's rules, held once (STYLE 14): the score ranges and labels of spec 002
// section 5, the mentation and exam result choices, and the REST body the main service validates.
// The labels and choices the gateway's documents show too live in @vetchart/contracts
// (charting-objective/objective-labels.ts); the gateway imports them from there, never from a service.
import { z } from 'zod';
import { DEFAULT_GRIMACE_SCALE, DEFAULT_MENTATION, EXAM_RESULTS, FELINE_ONLY, MENTATIONS, bodyScoreLabel, dentalScoreLabel, muscleConditionLabel, painScoreLabel, type ExamResult, type Mentation } from '@vetchart/contracts/charting-objective/objective-labels';
import { ID_TOO_LONG, MAX_ID_LENGTH, optionalId } from '@vetchart/platform/text-limits';

export { DEFAULT_GRIMACE_SCALE, DEFAULT_MENTATION, EXAM_RESULTS, FELINE_ONLY, MENTATIONS, bodyScoreLabel, dentalScoreLabel, muscleConditionLabel, painScoreLabel, type ExamResult, type Mentation };

/** The exam form's ranges (spec 002 section 5). */
export const SCORE_RANGES = {
  body_score: { min: 1, max: 9, label: 'Body score' },
  pain_score: { min: 1, max: 9, label: 'Pain score' },
  dental_score: { min: 0, max: 4, label: 'Dental score' },
  muscle_condition_score: { min: 1, max: 4, label: 'Muscle condition score' },
  grimace_scale: { min: 1, max: 10, label: 'Feline grimace scale' },
} as const;
export type ScoreField = keyof typeof SCORE_RANGES;

/** Rule outs and exam rows a note holds at most (spec 002 section 9: 1000 for rule-outs). */
export const MAX_RULE_OUTS = 1000;
export const MAX_EXAM_RESULTS = 200;

/** A score sent as a number or, as the spec's client sends the body score, a string of digits. */
function score(field: ScoreField) {
  const { min, max, label } = SCORE_RANGES[field];
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z
    .union([z.number({ error: message }), z.string({ error: message }).trim().regex(/^\d+$/, message).transform(Number)], { error: message })
    .pipe(z.number().int(message).min(min, message).max(max, message))
    .nullable()
    .optional();
}

const examResultRow = z.object({
  category: z.object({
    id: z.union([z.string().max(MAX_ID_LENGTH, ID_TOO_LONG), z.number()]).transform(String).nullable().optional(),
    category: z.string({ error: 'Name the body category of each exam result.' }).trim().min(1, 'Name the body category of each exam result.').max(200, 'A body category can be at most 200 characters.'),
  }),
  result: z.enum(EXAM_RESULTS, { error: 'Choose Normal, Abnormal, Negative or Positive for each exam result.' }),
  comment: z.string().trim().max(2000, 'A comment can be at most 2000 characters.').nullable().optional(),
});

const ruleOutRow = z.object({
  diagnosis_id: optionalId(),
  name: z.string({ error: 'Name each rule out.' }).trim().min(1, 'Name each rule out.').max(300, 'A rule out can be at most 300 characters.'),
  category: z.string().trim().max(300, 'A category can be at most 300 characters.').nullable().optional(),
  description: z.string().max(5000, 'A description can be at most 5000 characters.').nullable().optional(),
  symptoms: z.string().max(5000, 'The symptoms can be at most 5000 characters.').nullable().optional(),
});

const nameKey = (name: string) => name.trim().toLowerCase();

/** The first name listed twice (case and spaces aside), or null. */
export function duplicateName(names: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(nameKey(name))) return name;
    seen.add(nameKey(name));
  }
  return null;
}

/** The body of a create (POST) or update (PUT) of a visit's objective note. */
export const objectiveNoteBody = z
  .object({
    body_score: score('body_score'),
    pain_score: score('pain_score'),
    dental_score: score('dental_score'),
    muscle_condition_score: score('muscle_condition_score'),
    grimace_scale: score('grimace_scale'),
    mentation: z.enum(MENTATIONS, { error: 'Choose Bright, Depressed, Stuporous or Comatose.' }).optional(),
    medical_history_notes: z.string().max(20000, 'The observations can be at most 20000 characters.').nullable().optional(),
    physicalexamresult: z.array(examResultRow).max(MAX_EXAM_RESULTS, `A note holds at most ${MAX_EXAM_RESULTS} exam results.`).optional(),
    ruleouts: z.array(ruleOutRow).max(MAX_RULE_OUTS, `A note holds at most ${MAX_RULE_OUTS} rule outs.`).optional(),
    visit_modification_id: optionalId(),
    based_on_version: z.number().int().positive().optional(),
  })
  .superRefine((body, context) => {
    const rule = duplicateName((body.ruleouts ?? []).map((row) => row.name));
    if (rule) context.addIssue({ code: 'custom', path: ['ruleouts'], message: `Rule outs are unique by name: ${rule} is listed twice.` });
    const category = duplicateName((body.physicalexamresult ?? []).map((row) => row.category.category));
    if (category) context.addIssue({ code: 'custom', path: ['physicalexamresult'], message: `Each body category has one exam result: ${category} is listed twice.` });
  });
export type ObjectiveNoteBody = z.infer<typeof objectiveNoteBody>;
