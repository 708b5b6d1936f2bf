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
  verified: "The export verifies: every file matches its manifest, and the zip is the one stored when it was made.",
  notVerified: 'The export does not verify against its manifest.',
  tooLargeToCheck: 'This export is too large to check here. Download it and run pnpm fhir:verify on its folder.',
} as const;

/** The largest export (unpacked) checked in the product; larger ones are checked with pnpm fhir:verify. */
export const MAX_VERIFY_BYTES = 256 * 1024 * 1024;

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

/** POST /fhir-exports/{id}/verify: the stored zip checked against its manifest (and its recorded SHA-256). */
export const fhirExportVerificationAnswer = z.object({
  data: z.object({
    verified: z.boolean(),
    zip_sha256_matches: z.boolean(),
    problems: z.array(z.object({ file: z.string(), problem: z.string(), message: z.string() })),
  }),
  message: anyText,
});
export type FhirExportVerification = z.output<typeof fhirExportVerificationAnswer>;
