// A visit's objective note (the physical exam step; spec 002 section 5): the body a save sends,
// with the score ranges and the spec's messages, and the note as the main service answers it
// (snake_case, docs/rest-main-charting-objective.md), each field named once. The main service
// validates POST/PUT /visits/{id}/objective-note with `objectiveNoteSaveWire`, the gateway's body
// is its input, and the gateway parses main's answers with `objectiveNoteAnswer`
// (gateway/src/charting-objective/objective-wire.ts), also a stale save's answer.
import { z } from 'zod/mini';
import { aiDraftMarks } from '../ai-drafts/ai-draft.ts';
import { answerId, answerNumber, blank, listOf, orNull } from '../answer.ts';
import { ID_TOO_LONG, MAX_ID_LENGTH, optionalId } from '../text.ts';
import { checkedWire, wire } from '../wire.ts';
import { EXAM_RESULTS, MENTATIONS } from './objective-labels.ts';

// --- The save's body

/** The exam form's ranges (spec 002 section 5). */
export const SCORE_RANGES = {
  bodyScore: { min: 1, max: 9, label: 'Body score' },
  painScore: { min: 1, max: 9, label: 'Pain score' },
  dentalScore: { min: 0, max: 4, label: 'Dental score' },
  muscleConditionScore: { min: 1, max: 4, label: 'Muscle condition score' },
  grimaceScale: { min: 1, max: 10, label: 'Feline grimace scale' },
} as const;
export type ScoreField = keyof typeof SCORE_RANGES;

/** Rule outs and exam rows a note holds at most (spec 002 section 9: 1000 for rule-outs). */
export const MAX_RULE_OUTS = 1000;
export const MAX_EXAM_RESULTS = 200;

export const OBJECTIVE_MESSAGES = {
  examCategory: 'Name the body category of each exam result.',
  examCategoryTooLong: 'A body category can be at most 200 characters.',
  examResult: 'Choose Normal, Abnormal, Negative or Positive for each exam result.',
  commentTooLong: 'A comment can be at most 2000 characters.',
  ruleOutName: 'Name each rule out.',
  ruleOutNameTooLong: 'A rule out can be at most 300 characters.',
  categoryTooLong: 'A category can be at most 300 characters.',
  descriptionTooLong: 'A description can be at most 5000 characters.',
  symptomsTooLong: 'The symptoms can be at most 5000 characters.',
  mentation: 'Choose Bright, Depressed, Stuporous or Comatose.',
  observationsTooLong: 'The observations can be at most 20000 characters.',
  tooManyExamResults: `A note holds at most ${MAX_EXAM_RESULTS} exam results.`,
  tooManyRuleOuts: `A note holds at most ${MAX_RULE_OUTS} rule outs.`,
  ruleOutTwice: (name: string) => `Rule outs are unique by name: ${name} is listed twice.`,
  categoryTwice: (name: string) => `Each body category has one exam result: ${name} is listed twice.`,
} as const;

/** A score sent as a number or, as the spec's client sends the body score, a string of digits; null or left out is none. */
function scoreField(field: ScoreField) {
  const { min, max, label } = SCORE_RANGES[field];
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.optional(
    z.nullable(
      z.pipe(
        z.union(
          [
            z.number({ error: message }),
            z.pipe(z.string({ error: message }).check(z.trim(), z.regex(/^\d+$/, message)), z.transform(Number)),
          ],
          { error: message },
        ),
        z.number().check(z.int(message), z.gte(min, message), z.lte(max, message)),
      ),
    ),
  );
}

const examResultRow = z.object({
  category: z.object({
    id: z.optional(z.nullable(z.pipe(z.union([z.string().check(z.maxLength(MAX_ID_LENGTH, ID_TOO_LONG)), z.number()]), z.transform(String)))),
    category: z
      .string({ error: OBJECTIVE_MESSAGES.examCategory })
      .check(z.trim(), z.minLength(1, OBJECTIVE_MESSAGES.examCategory), z.maxLength(200, OBJECTIVE_MESSAGES.examCategoryTooLong)),
  }),
  result: z.enum(EXAM_RESULTS, { error: OBJECTIVE_MESSAGES.examResult }),
  comment: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000, OBJECTIVE_MESSAGES.commentTooLong)))),
});

const ruleOutRow = wire({
  diagnosisId: optionalId(),
  name: z.string({ error: OBJECTIVE_MESSAGES.ruleOutName }).check(z.trim(), z.minLength(1, OBJECTIVE_MESSAGES.ruleOutName), z.maxLength(300, OBJECTIVE_MESSAGES.ruleOutNameTooLong)),
  category: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(300, OBJECTIVE_MESSAGES.categoryTooLong)))),
  description: z.optional(z.nullable(z.string().check(z.maxLength(5000, OBJECTIVE_MESSAGES.descriptionTooLong)))),
  symptoms: z.optional(z.nullable(z.string().check(z.maxLength(5000, OBJECTIVE_MESSAGES.symptomsTooLong)))),
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

/** The spec's names of the lists (`physicalexamresult`, `ruleouts`). */
export const OBJECTIVE_NOTE_WIRE_NAMES = { physicalExamResults: 'physicalexamresult', ruleOuts: 'ruleouts' } as const;

/**
 * POST /visits/{id}/objective-note (the first save) and PUT (a later one, naming the version it
 * was based on: the service asks for it). A field left out keeps what the note has (or the
 * default on create); rule outs are unique by name and each body category has one result.
 */
export const objectiveNoteSaveWire = checkedWire(
  {
    bodyScore: scoreField('bodyScore'),
    painScore: scoreField('painScore'),
    dentalScore: scoreField('dentalScore'),
    muscleConditionScore: scoreField('muscleConditionScore'),
    grimaceScale: scoreField('grimaceScale'),
    mentation: z.optional(z.enum(MENTATIONS, { error: OBJECTIVE_MESSAGES.mentation })),
    medicalHistoryNotes: z.optional(z.nullable(z.string().check(z.maxLength(20000, OBJECTIVE_MESSAGES.observationsTooLong)))),
    physicalExamResults: z.optional(z.array(examResultRow).check(z.maxLength(MAX_EXAM_RESULTS, OBJECTIVE_MESSAGES.tooManyExamResults))),
    ruleOuts: z.optional(z.array(ruleOutRow).check(z.maxLength(MAX_RULE_OUTS, OBJECTIVE_MESSAGES.tooManyRuleOuts))),
    visitModificationId: optionalId(),
    basedOnVersion: z.optional(z.number().check(z.int(), z.positive())),
    aiDrafts: aiDraftMarks,
  },
  OBJECTIVE_NOTE_WIRE_NAMES,
  (body, problem) => {
    const rule = duplicateName((body.ruleOuts ?? []).map((row) => row.name));
    if (rule) problem('ruleOuts', OBJECTIVE_MESSAGES.ruleOutTwice(rule));
    const category = duplicateName((body.physicalExamResults ?? []).map((row) => row.category.category));
    if (category) problem('physicalExamResults', OBJECTIVE_MESSAGES.categoryTwice(category));
  },
);
export type ObjectiveNoteSave = z.output<typeof objectiveNoteSaveWire>;

// --- The main service's answers

/** A score the exam may leave out. */
const score = orNull(z.number());

/** A physical exam result: its category is sent as `{ id, category }` and read as the id and the name. */
export const examResultAnswer = z.pipe(
  z.object({
    category: orNull(z.object({ id: orNull(answerId), category: orNull(z.string()) })),
    result: z.string(),
    comment: blank,
  }),
  z.transform(({ category, ...result }) => ({ categoryId: category?.id ?? null, category: category?.category ?? '', ...result })),
);
export type ExamResult = z.output<typeof examResultAnswer>;

export const ruleOutAnswer = wire({ diagnosisId: orNull(answerId), name: z.string(), category: orNull(z.string()), description: blank, symptoms: blank });
export type RuleOut = z.output<typeof ruleOutAnswer>;

export const objectiveNoteAnswer = wire(
  {
    id: answerId,
    visitId: answerId,
    petId: answerId,
    bodyScore: score,
    painScore: score,
    dentalScore: score,
    muscleConditionScore: score,
    grimaceScale: score,
    mentation: z.string(),
    medicalHistoryNotes: blank,
    physicalExamResults: listOf(examResultAnswer),
    ruleOuts: listOf(ruleOutAnswer),
    visitModificationId: orNull(answerId),
    version: answerNumber,
    createdAt: z.string(),
    updatedByName: z.string(),
    updatedAt: z.string(),
  },
  OBJECTIVE_NOTE_WIRE_NAMES,
);
export type ObjectiveNote = z.output<typeof objectiveNoteAnswer>;
