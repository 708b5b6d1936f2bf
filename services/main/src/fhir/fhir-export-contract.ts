// The shapes the FHIR export's parts agree on (docs/fhir.md): the builder (fhir-export.ts), the
// manifest and its check (fhir-manifest.ts), the background export and its download, and the
// import's dry run all read and write these.

/** One NDJSON file of an export: every resource of one type, one JSON object per line. */
export interface FhirExportFile {
  /** 'Patient.ndjson', 'Encounter.ndjson', … */
  name: string;
  /** The FHIR resource type its lines hold. */
  type: string;
  /** How many resources (lines). */
  count: number;
  bytes: Buffer;
}

/** manifest.json: every file with its size and SHA-256, the export's time and scope, the audit chain head then. */
export interface FhirManifest {
  /** 'vetchart-fhir-export/1' */
  format: string;
  fhirVersion: '4.0.1';
  /** ISO time the export was taken. */
  transactionTime: string;
  scope: { clinicId: string; clinicName: string; patientId: string | null };
  /** The clinic's audit chain head when the export was taken (docs/visit-charting.md 'The audit log'). */
  auditChainHead: { sequence: number; hash: string } | null;
  output: Array<{ type: string; url: string; count: number; size: number; sha256: string }>;
}

export interface FhirExport {
  files: FhirExportFile[];
  manifest: FhirManifest;
}

export interface FhirExportProgress {
  /** What is being read now, e.g. 'Encounter'. */
  step: string;
  done: number;
  total: number;
}

/** What a check of an export against its manifest found: nothing when it verifies. */
export interface FhirVerifyProblem {
  file: string;
  problem: 'missing' | 'size' | 'sha256' | 'count' | 'unlisted' | 'manifest';
  message: string;
}
