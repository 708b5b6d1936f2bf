// FHIR exports started from Settings (docs/fhir.md 'Exporting from Settings'): an admin asks for
// the whole clinic's (or one pet's) FHIR R4 export; a background task builds it, keeps the zip in
// file storage, and the admin downloads it. The REST answers and the texts the gateway and the web show.
import { z } from 'zod/mini';
import { answerId, answerNumber, anyText, listOf, orNull } from '../answer.ts';
import { wire } from '../wire.ts';

/** queued: waiting for the task; running: being built; done: the zip is kept and can be downloaded; failed: see error. */
export const FHIR_EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type FhirExportState = (typeof FHIR_EXPORT_STATES)[number];

export const FHIR_EXPORT_MESSAGES = {
  requested: 'The export has started. It runs in the background; you can leave this page.',
  notFound: 'No such export.',
  notDone: 'This export is not ready to download yet.',
  fileMissing: "The export's file could not be found.",
  adminsOnly: 'Only clinic admins can export records.',
  unavailable: 'Exports cannot be started right now. Try again later.',
  failed: 'The export failed.',
} as const;

/** The clinic's exports listed, newest first; at most this many. */
export const FHIR_EXPORT_LIST_LIMIT = 50;

const text = orNull(z.string());
const state = z.pipe(z.string(), z.transform((value) => ((FHIR_EXPORT_STATES as readonly string[]).includes(value) ? (value as FhirExportState) : 'queued')));

export const fhirExportAnswer = wire({
  id: answerId,
  petId: orNull(answerId),
  state,
  progressStep: text,
  progressDone: answerNumber,
  progressTotal: answerNumber,
  error: text,
  fileSize: orNull(answerNumber),
  sha256: text,
  requestedByName: anyText,
  createdAt: anyText,
  finishedAt: text,
});
export type FhirExportView = z.output<typeof fhirExportAnswer>;

/** GET /fhir-exports */
export const fhirExportListAnswer = z.object({ data: listOf(fhirExportAnswer) });
/** POST /fhir-exports */
export const requestedFhirExportAnswer = z.object({ data: fhirExportAnswer, message: anyText });
