// The main service's FHIR import report (POST /fhir-import/plan and /apply; docs/fhir-import.md)
// as it sends it (snake_case), parsed into the contract's camelCase FhirImportReport; called
// through the main loader table (loaders/main.ts: `planFhirImport`, `applyFhirImport`).
import { z } from 'zod';
import { FHIR_IMPORT_KINDS, type FhirImportInput, type FhirImportReport } from '@vetchart/contracts/fhir/fhir-import';

const item = z
  .object({ source: z.string(), label: z.string(), matched_id: z.string().nullish(), note: z.string().nullish() })
  .transform((raw) => ({ source: raw.source, label: raw.label, matchedId: raw.matched_id ?? undefined, note: raw.note ?? undefined }));
const kinds = z
  .object({ pet_parents: z.array(item), pets: z.array(item), visits: z.array(item), vitals: z.array(item), notes: z.array(item), files: z.array(item) })
  .transform(({ pet_parents: petParents, ...rest }) => ({ petParents, ...rest }));

export const fhirImportReportWire: z.ZodType<FhirImportReport> = z
  .object({
    create: kinds,
    match: kinds,
    cannot_map: z.array(z.object({ source: z.string(), reason: z.string() })),
    manifest: z.object({ format: z.string(), transaction_time: z.string(), clinic_name: z.string().nullable() }).nullable(),
  })
  .transform((raw) => ({
    create: raw.create,
    match: raw.match,
    cannotMap: raw.cannot_map,
    manifest: raw.manifest && { format: raw.manifest.format, transactionTime: raw.manifest.transaction_time, clinicName: raw.manifest.clinic_name },
  }));

export type FhirImportReportRecord = FhirImportReport;
export type FhirImportPayload = FhirImportInput;
export { FHIR_IMPORT_KINDS };
