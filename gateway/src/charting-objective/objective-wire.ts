// The main service's objective notes (the physical exam step) and a visit's status-log rows as
// it sends them (snake_case, docs/rest-main-charting-objective.md), parsed into the gateway's
// camelCase records (the note with its contract, packages/contracts/src/charting-objective/
// objective-note.ts), and the body a save sends. Used by the main loader table (loaders/main.ts)
// and by a stale save's answer.
import { answerId, trueFlag } from '@vetchart/contracts/answer';
import { objectiveNoteAnswer, type ExamResult, type RuleOut } from '@vetchart/contracts/charting-objective/objective-note';
import { wire } from '@vetchart/contracts/wire';
import { z } from 'zod/mini';
import { visitWire } from '../visits/visit-wire.ts';

export type ExamResultRecord = ExamResult;
export type RuleOutRecord = RuleOut;

export const objectiveNoteWire = objectiveNoteAnswer;
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
export const visitStatusLogRowWire = wire({ id: answerId, visitId: answerId, event: z.string(), userName: z.string(), createdAt: z.string() });

/** POST /visits/:id/start-exam answers `{ data: … }`: the visit, and whether the exam moved it to its exam status. */
export const startedExamWire = wire({ visit: visitWire, moved: trueFlag });
