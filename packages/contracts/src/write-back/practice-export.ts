// Write-back to the clinic's practice system (docs/write-back.md): a finalized SOAP note and each
// saved version of a treatment result are written to the practice system by a background task,
// each with its own state. The REST answers and the texts the gateway and the web show.
import { z } from 'zod/mini';
import { answerId, answerNumber, anyText, listOf, orNull } from '../answer.ts';
import { wire } from '../wire.ts';

/** queued: waiting to run; sending: a run is under way; retrying: the last run could not reach the partner and it runs again later; written: written and read back the same; failed: the partner refused, or every retry failed. */
export const PRACTICE_EXPORT_STATES = ['queued', 'sending', 'retrying', 'written', 'failed'] as const;
export type PracticeExportState = (typeof PRACTICE_EXPORT_STATES)[number];
export const PRACTICE_EXPORT_KINDS = ['soap', 'treatment_result'] as const;
export type PracticeExportKind = (typeof PRACTICE_EXPORT_KINDS)[number];

export const PRACTICE_EXPORT_MESSAGES = {
  /** Finalize's answer: the note is locked here; its export runs in the background. */
  finalizedQueued: 'SOAP finalized. Export to the practice system is queued.',
  /** Finalize's answer for a pet that no practice system knows. */
  finalizedNotLinked: 'SOAP finalized. This pet is not linked to a practice system, so nothing is exported.',
  /** The treatment result's write-back request. */
  writeBackQueued: 'Write-back to the practice system is queued.',
  notFound: 'No such write-back.',
  notFailed: 'Only a failed write-back can be retried.',
  retried: 'Write-back queued again.',
  differs: "The practice system's copy of the record differs from what was sent.",
  unreachable: 'The practice system could not be reached.',
} as const;

const text = orNull(z.string());
const state = z.pipe(z.string(), z.transform((value) => (PRACTICE_EXPORT_STATES as readonly string[]).includes(value) ? (value as PracticeExportState) : 'queued'));
const kind = z.pipe(z.string(), z.transform((value) => (value === 'treatment_result' ? 'treatment_result' : 'soap') as PracticeExportKind));

export const practiceExportAnswer = wire({
  id: answerId,
  visitId: answerId,
  petId: answerId,
  petName: anyText,
  visitName: anyText,
  kind,
  subjectId: answerId,
  subjectVersion: answerNumber,
  state,
  attempts: answerNumber,
  lastError: text,
  partnerName: text,
  partnerRecordId: text,
  requestedByName: anyText,
  createdAt: anyText,
  updatedAt: anyText,
  writtenAt: text,
  verifiedAt: text,
  nextAttemptAt: text,
});
export type PracticeExport = z.output<typeof practiceExportAnswer>;

export const practiceExportPageAnswer = z.object({
  data: listOf(practiceExportAnswer),
  meta: z.object({ page: answerNumber, limit: answerNumber, total: answerNumber, last_page: answerNumber, counts: z.record(z.string(), answerNumber) }),
});
export type PracticeExportPage = z.output<typeof practiceExportPageAnswer>;

/** POST /practice-exports/{id}/retry */
export const retriedPracticeExportAnswer = z.object({ data: practiceExportAnswer, message: anyText });

/** At most this many rows a page of the write-back list. */
export const PRACTICE_EXPORT_PAGE_LIMIT = 50;
