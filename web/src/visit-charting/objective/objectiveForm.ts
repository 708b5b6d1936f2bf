// The 'Phyiscal Examination' form (spec 002 section 2.4) and its save: the values a note loads
// into, the one zod schema with the spec's messages, and the saveObjectiveNote input they make.
import { z } from 'zod/mini';
import { DEFAULT_GRIMACE_SCALE, EXAM_RESULTS, MENTATIONS, type ExamResult, type Mentation } from './objectiveScores';

/**
 * The body categories every exam lists (the API names none: a row is stored by its category's
 * name). A saved note's other categories are listed after them.
 */
export const BODY_CATEGORIES = [
  'General Appearance',
  'Skin & Coat',
  'Eyes',
  'Ears',
  'Nose & Throat',
  'Mouth, Teeth & Gums',
  'Lymph Nodes',
  'Heart',
  'Lungs',
  'Abdomen',
  'Urogenital',
  'Musculoskeletal',
  'Neurological',
] as const;

export const EXAM_RESULT_REQUIRED = 'Choose Normal, Abnormal, Negative or Positive for each exam result.';

const score = z.nullable(z.number());

export const objectiveFormSchema = z
  .object({
    examResults: z.array(
      z.object({
        category: z.string(),
        categoryId: z.nullable(z.string()),
        result: z.enum(['', ...EXAM_RESULTS]),
        comment: z.string().check(z.maxLength(2000, 'A comment can be at most 2000 characters.')),
      }),
    ),
    ruleOuts: z.array(
      z.object({
        diagnosisId: z.nullable(z.string()),
        name: z.string(),
        category: z.nullable(z.string()),
        description: z.string(),
      }),
    ),
    bodyScore: score,
    painScore: score,
    dentalScore: score,
    muscleConditionScore: score,
    grimaceScale: score,
    mentation: z.enum(MENTATIONS),
    medicalHistoryNotes: z.string().check(z.maxLength(20000, 'The observations can be at most 20000 characters.')),
  })
  .check(
    z.superRefine((values, context) => {
      values.examResults.forEach((row, index) => {
        if (row.result === '' && row.comment.trim() !== '') context.addIssue({ code: 'custom', path: ['examResults', index, 'result'], message: EXAM_RESULT_REQUIRED, input: row.result });
      });
    }),
  );

export type ObjectiveFormValues = z.infer<typeof objectiveFormSchema>;
export type ExamRow = ObjectiveFormValues['examResults'][number];
export type RuleOutRow = ObjectiveFormValues['ruleOuts'][number];

/** A saved note as the step's fragment reads it. */
export interface LoadedObjectiveNote {
  readonly bodyScore: number | null | undefined;
  readonly painScore: number | null | undefined;
  readonly dentalScore: number | null | undefined;
  readonly muscleConditionScore: number | null | undefined;
  readonly grimaceScale: number | null | undefined;
  readonly mentation: string;
  readonly medicalHistoryNotes: string;
  readonly physicalExamResults: ReadonlyArray<{ readonly category: string; readonly categoryId: string | null | undefined; readonly result: string; readonly comment: string }>;
  readonly ruleOuts: ReadonlyArray<{ readonly name: string; readonly category: string | null | undefined; readonly description: string; readonly diagnosis: { readonly id: string } | null | undefined }>;
}

const sameCategory = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The form's values for a note, or for a visit with none yet (a cat's grimace scale starts at 4). */
export function toFormValues(note: LoadedObjectiveNote | null | undefined, feline: boolean): ObjectiveFormValues {
  const saved = note?.physicalExamResults ?? [];
  const row = (category: string): ExamRow => {
    const found = saved.find((result) => sameCategory(result.category, category));
    return {
      category: found?.category ?? category,
      categoryId: found?.categoryId ?? null,
      result: (EXAM_RESULTS as readonly string[]).includes(found?.result ?? '') ? (found!.result as ExamResult) : '',
      comment: found?.comment ?? '',
    };
  };
  const others = saved.filter((result) => !BODY_CATEGORIES.some((category) => sameCategory(category, result.category))).map((result) => row(result.category));
  return {
    examResults: [...BODY_CATEGORIES.map(row), ...others],
    ruleOuts: (note?.ruleOuts ?? []).map((ruleOut) => ({
      diagnosisId: ruleOut.diagnosis?.id ?? null,
      name: ruleOut.name,
      category: ruleOut.category ?? null,
      description: ruleOut.description,
    })),
    bodyScore: note?.bodyScore ?? null,
    painScore: note?.painScore ?? null,
    dentalScore: note?.dentalScore ?? null,
    muscleConditionScore: note?.muscleConditionScore ?? null,
    grimaceScale: feline ? (note ? (note.grimaceScale ?? null) : DEFAULT_GRIMACE_SCALE) : null,
    mentation: (MENTATIONS as readonly string[]).includes(note?.mentation ?? '') ? (note!.mentation as Mentation) : 'Bright',
    medicalHistoryNotes: note?.medicalHistoryNotes ?? '',
  };
}

/** Whether a rule out is listed already (rule outs are unique by name, case and spaces aside). */
export function hasRuleOut(rows: ReadonlyArray<{ name: string }>, name: string): boolean {
  return rows.some((row) => sameCategory(row.name, name));
}

export interface SaveContext {
  visitId: string;
  /** The version the form was loaded from; null for the first save, which creates the note. */
  basedOnVersion: number | null;
  visitModificationId: string | null;
  feline: boolean;
  /**
   * The Rule Outs table was changed. It is sent whole, as the clinic's diagnoses' ids; unchanged,
   * it is left out, so a rule out whose diagnosis was since removed from the catalogue stays.
   */
  ruleOutsChanged: boolean;
}

/** The saveObjectiveNote input: rows without a result are not examined and are not sent. */
export function toSaveInput(values: ObjectiveFormValues, context: SaveContext) {
  return {
    visitId: context.visitId,
    ...(context.basedOnVersion === null ? {} : { basedOnVersion: context.basedOnVersion }),
    ...(context.visitModificationId ? { visitModificationId: context.visitModificationId } : {}),
    bodyScore: values.bodyScore,
    painScore: values.painScore,
    dentalScore: values.dentalScore,
    muscleConditionScore: values.muscleConditionScore,
    ...(context.feline ? { grimaceScale: values.grimaceScale } : {}),
    mentation: values.mentation,
    medicalHistoryNotes: values.medicalHistoryNotes,
    physicalExamResults: values.examResults.flatMap((row) =>
      row.result === '' ? [] : [{ category: row.category, categoryId: row.categoryId, result: row.result, comment: row.comment.trim() }],
    ),
    ...(context.ruleOutsChanged ? { ruleOutDiagnosisIds: values.ruleOuts.flatMap((row) => (row.diagnosisId ? [row.diagnosisId] : [])) } : {}),
  };
}

/** Where a server field error of the input shows in the form. */
export function formPathOf(inputPath: string): string | null {
  if (['bodyScore', 'painScore', 'dentalScore', 'muscleConditionScore', 'grimaceScale', 'mentation', 'medicalHistoryNotes'].includes(inputPath)) return inputPath;
  if (inputPath.startsWith('physicalExamResults')) return 'examResults';
  if (inputPath.startsWith('ruleOutDiagnosisIds')) return 'ruleOuts';
  return null;
}
