// The main service's FHIR exports started from Settings (docs/fhir.md 'Exporting from Settings') as
// it answers them, parsed into the gateway's camelCase records with the contract
// (packages/contracts/src/fhir/fhir-export-job.ts); called through the main loader table
// (loaders/main.ts: `fhirExport` by ids, `fhirExports`, `startFhirExport`, `fhirExportFile`).
import { fhirExportAnswer, fhirExportListAnswer, fhirExportVerificationAnswer, requestedFhirExportAnswer } from '@vetchart/contracts/fhir/fhir-export-job';
import type { z } from 'zod/mini';

export const fhirExportWire = fhirExportAnswer;
export type FhirExportRecord = z.output<typeof fhirExportWire>;

export const fhirExportListWire = fhirExportListAnswer;
export const requestedFhirExportWire = requestedFhirExportAnswer;

/** POST /fhir-exports/{id}/verify */
export const fhirExportVerificationWire = fhirExportVerificationAnswer;
