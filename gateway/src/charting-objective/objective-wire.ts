// The main service's objective notes (the physical exam step) and a visit's status-log rows as
// it sends them (snake_case, docs/rest-main-charting-objective.md), parsed into the gateway's
// camelCase records. Used by the main loader table (loaders/main.ts) and by a stale save's answer.
import { z } from 'zod';
import { visitWire } from '../visits/visit-wire.ts';

const score = z
  .number()
  .nullish()
  .transform((value) => value ?? null);
/** Text the service may leave out; the GraphQL field is non-null and reads it as ''. */
const blank = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

const examResultWire = z
  .object({
    category: z.object({ id: z.coerce.string().nullish(), category: z.string().nullish() }).nullish(),
    result: z.string(),
    comment: blank,
  })
  .transform((raw) => ({ categoryId: raw.category?.id ?? null, category: raw.category?.category ?? '', result: raw.result, comment: raw.comment }));
export type ExamResultRecord = z.output<typeof examResultWire>;

const ruleOutWire = z
  .object({ diagnosis_id: z.coerce.string().nullish(), name: z.string(), category: z.string().nullish(), description: blank, symptoms: blank })
  .transform((raw) => ({ diagnosisId: raw.diagnosis_id ?? null, name: raw.name, category: raw.category ?? null, description: raw.description, symptoms: raw.symptoms }));
export type RuleOutRecord = z.output<typeof ruleOutWire>;

export const objectiveNoteWire = z
  .object({
    id: z.coerce.string(),
    visit_id: z.coerce.string(),
    pet_id: z.coerce.string(),
    body_score: score,
    pain_score: score,
    dental_score: score,
    muscle_condition_score: score,
    grimace_scale: score,
    mentation: z.string(),
    medical_history_notes: blank,
    physicalexamresult: z
      .array(examResultWire)
      .nullish()
      .transform((rows) => rows ?? []),
    ruleouts: z
      .array(ruleOutWire)
      .nullish()
      .transform((rows) => rows ?? []),
    visit_modification_id: z.coerce.string().nullish(),
    version: z.coerce.number(),
    created_at: z.string(),
    updated_by_name: z.string(),
    updated_at: z.string(),
  })
  .transform((raw) => ({
    id: raw.id,
    visitId: raw.visit_id,
    petId: raw.pet_id,
    bodyScore: raw.body_score,
    painScore: raw.pain_score,
    dentalScore: raw.dental_score,
    muscleConditionScore: raw.muscle_condition_score,
    grimaceScale: raw.grimace_scale,
    mentation: raw.mentation,
    medicalHistoryNotes: raw.medical_history_notes,
    physicalExamResults: raw.physicalexamresult,
    ruleOuts: raw.ruleouts,
    visitModificationId: raw.visit_modification_id ?? null,
    version: raw.version,
    createdAt: raw.created_at,
    updatedByName: raw.updated_by_name,
    updatedAt: raw.updated_at,
  }));
export type ObjectiveNoteRecord = z.output<typeof objectiveNoteWire>;

/** The body of an objective note save (POST/PUT /visits/:id/objective-note). */
export interface ObjectiveNotePayload {
  body_score?: number | null;
  pain_score?: number | null;
  dental_score?: number | null;
  muscle_condition_score?: number | null;
  grimace_scale?: number | null;
  mentation?: string;
  medical_history_notes?: string | null;
  physicalexamresult?: { category: { id: string | null; category: string }; result: string; comment: string | null }[];
  ruleouts?: { diagnosis_id: string; name: string; category: string | null; description: string; symptoms: string }[];
  visit_modification_id?: string | null;
  based_on_version?: number;
}

/** A status-log row read across visits (GET /visit-status-logs?visit_ids=): it names its visit. */
export const visitStatusLogRowWire = z
  .object({ id: z.coerce.string(), visit_id: z.coerce.string(), event: z.string(), user_name: z.string(), created_at: z.string() })
  .transform((raw) => ({ id: raw.id, visitId: raw.visit_id, event: raw.event, userName: raw.user_name, createdAt: raw.created_at }));

/** POST /visits/:id/start-exam: the visit, and whether the exam moved it to its exam status. */
export const startedExamWire = z
  .object({ data: z.object({ visit: visitWire, moved: z.boolean().nullish() }) })
  .transform((raw) => ({ visit: raw.data.visit, moved: raw.data.moved === true }));
