// The main service's objective notes (the physical exam step) and a visit's status-log rows as
// it sends them (snake_case, docs/rest-main-charting-objective.md), parsed into the gateway's
// camelCase records (the note with its contract, packages/contracts/src/charting-objective/
// objective-note.ts), and the body a save sends (the contract's input). Used by the main loader
// table (loaders/main.ts) and by a stale save's answer.
import { answerId, trueFlag } from '@vetchart/contracts/answer';
import { objectiveNoteAnswer, type ExamResult, type objectiveNoteSaveWire, type RuleOut } from '@vetchart/contracts/charting-objective/objective-note';
import { wire } from '@vetchart/contracts/wire';
import { z } from 'zod/mini';
import { visitWire } from '../visits/visit-wire.ts';

export type ExamResultRecord = ExamResult;
export type RuleOutRecord = RuleOut;

export const objectiveNoteWire = objectiveNoteAnswer;
export type ObjectiveNoteRecord = z.output<typeof objectiveNoteWire>;

/** The body of an objective note save (POST/PUT /visits/:id/objective-note): the contract's JSON; the service answers the spec's messages for what it refuses. */
export type ObjectiveNotePayload = z.input<typeof objectiveNoteSaveWire>;

/** A status-log row read across visits (GET /visit-status-logs?visit_ids=): it names its visit. */
export const visitStatusLogRowWire = wire({ id: answerId, visitId: answerId, event: z.string(), userName: z.string(), createdAt: z.string() });

/** POST /visits/:id/start-exam answers `{ data: … }`: the visit, and whether the exam moved it to its exam status. */
export const startedExamWire = wire({ visit: visitWire, moved: trueFlag });
