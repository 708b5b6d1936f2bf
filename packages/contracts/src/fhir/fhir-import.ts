// The FHIR import's input (POST /fhir-import/plan and /fhir-import/apply; docs/fhir-import.md): the
// export's files as text, bounded so one request cannot hold the service, with the messages its
// limits answer. main validates with `fhirImportWire`; the gateway's input is its input.
import { z } from 'zod/mini';
import { wire } from '../wire.ts';

/** All files' text together, in characters (close to bytes for FHIR's mostly ASCII JSON); under the GraphQL body limit (8 MB). */
export const FHIR_IMPORT_MAX_CHARS = 6 * 1024 * 1024;
/** All NDJSON lines together (one resource a line). */
export const FHIR_IMPORT_MAX_LINES = 20_000;
export const FHIR_IMPORT_MAX_FILES = 50;
/** The request body main accepts: the text as JSON strings (escapes grow it a little) plus the names. */
export const FHIR_IMPORT_MAX_BODY_BYTES = Math.ceil(FHIR_IMPORT_MAX_CHARS * 1.25) + 64 * 1024;

export const FHIR_IMPORT_MESSAGES = {
  noFiles: 'Please choose the export files to import (.ndjson, and manifest.json when there is one).',
  tooManyFiles: `At most ${FHIR_IMPORT_MAX_FILES} files can be imported at once.`,
  tooLarge: `The files are too large: an import can be at most ${FHIR_IMPORT_MAX_CHARS / 1024 / 1024} MB. Import the export in parts.`,
  tooManyLines: `The files have too many lines: an import can hold at most ${FHIR_IMPORT_MAX_LINES.toLocaleString('en-US')} resources. Import the export in parts.`,
  fileName: 'Each file needs a name of at most 255 characters.',
} as const;

const fileWire = z.object({
  name: z.string({ error: FHIR_IMPORT_MESSAGES.fileName }).check(z.trim(), z.minLength(1, FHIR_IMPORT_MESSAGES.fileName), z.maxLength(255, FHIR_IMPORT_MESSAGES.fileName)),
  text: z.string({ error: FHIR_IMPORT_MESSAGES.noFiles }).check(z.maxLength(FHIR_IMPORT_MAX_CHARS, FHIR_IMPORT_MESSAGES.tooLarge)),
});

/** Body of POST /fhir-import/plan and /fhir-import/apply. */
export const fhirImportWire = wire({
  files: z
    .array(fileWire, { error: FHIR_IMPORT_MESSAGES.noFiles })
    .check(
      z.minLength(1, FHIR_IMPORT_MESSAGES.noFiles),
      z.maxLength(FHIR_IMPORT_MAX_FILES, FHIR_IMPORT_MESSAGES.tooManyFiles),
      z.refine((files) => files.reduce((sum, file) => sum + file.text.length, 0) <= FHIR_IMPORT_MAX_CHARS, FHIR_IMPORT_MESSAGES.tooLarge),
    ),
});
export type FhirImportInput = z.output<typeof fhirImportWire>;

/** The kinds the report counts, in its order. */
export const FHIR_IMPORT_KINDS = ['petParents', 'pets', 'visits', 'vitals', 'notes', 'files'] as const;
export type FhirImportKind = (typeof FHIR_IMPORT_KINDS)[number];

/** One thing the import would create or matched: what it is called, and where in the files it came from. */
export interface FhirImportItem {
  /** 'Patient/abc' */
  source: string;
  /** A name a person recognises: 'Hannah Brooks', 'Biscuit (Hannah Brooks)', 'Visit 2025-03-18 (Biscuit)'. */
  label: string;
  /** On a match: the existing record's id. */
  matchedId?: string;
  /** Something worth knowing that does not stop it: 'species unknown (no patient-animal extension)'. */
  note?: string;
}

export interface FhirImportProblem {
  /** The file and line ('Patient.ndjson:3'), or the resource ('Observation/o9'). */
  source: string;
  reason: string;
}

export interface FhirImportReport {
  create: Record<FhirImportKind, FhirImportItem[]>;
  match: Record<FhirImportKind, FhirImportItem[]>;
  cannotMap: FhirImportProblem[];
  /** manifest.json when one came with the files: its format and scope, else null. */
  manifest: { format: string; transactionTime: string; clinicName: string | null } | null;
}
