// PLACEHOLDER exporter (branch fhirjob): Patient resources only, so that the background export
// started from Settings (fhir-export-job.ts) can be built and tested end to end. The full
// exporter (every resource type of docs/fhir.md) replaces this file with the same signature.
import { createHash } from 'node:crypto';
import type { Database } from '@vetchart/platform/database';
import type { FhirExport, FhirExportFile, FhirExportProgress, FhirManifest } from './fhir-export-contract.ts';

interface PetRow {
  id: string;
  name: string;
  date_of_birth: string | Date;
  parent_id: string;
  parent_first_name: string;
  parent_last_name: string;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const day = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

function patientOf(pet: PetRow) {
  return {
    resourceType: 'Patient',
    id: pet.id,
    name: [{ text: pet.name }],
    birthDate: day(pet.date_of_birth),
    contact: [{ name: { family: pet.parent_last_name, given: [pet.parent_first_name] } }],
  };
}

export async function exportClinic(
  db: Database,
  options: { clinicId: string; patientId?: string; onProgress?: (progress: FhirExportProgress) => void | Promise<void> },
): Promise<FhirExport> {
  const transactionTime = new Date().toISOString();
  await options.onProgress?.({ step: 'Patient', done: 0, total: 1 });
  const pets = await db.query<PetRow>(
    `SELECT p.id, p.name, p.date_of_birth, p.parent_id, pp.first_name AS parent_first_name, pp.last_name AS parent_last_name
       FROM main.pets p JOIN main.pet_parents pp ON pp.id = p.parent_id
      WHERE p.clinic_id = $1 AND p.deleted_at IS NULL AND ($2::uuid IS NULL OR p.id = $2::uuid)
      ORDER BY p.created_at, p.id`,
    [options.clinicId, options.patientId ?? null],
  );
  const bytes = Buffer.from(pets.map((pet) => `${JSON.stringify(patientOf(pet))}\n`).join(''), 'utf8');
  const files: FhirExportFile[] = [{ name: 'Patient.ndjson', type: 'Patient', count: pets.length, bytes }];
  await options.onProgress?.({ step: 'Patient', done: 1, total: 1 });
  const [head] = await db.query<{ seq: number; hash: string }>(
    `SELECT seq, hash FROM main.audit_chain WHERE chain_key::text = $1 ORDER BY seq DESC LIMIT 1`,
    [options.clinicId],
  );
  const manifest: FhirManifest = {
    format: 'vetchart-fhir-export/1',
    fhirVersion: '4.0.1',
    transactionTime,
    scope: { clinicId: options.clinicId, clinicName: options.clinicId, patientId: options.patientId ?? null },
    auditChainHead: head ? { sequence: Number(head.seq), hash: head.hash } : null,
    output: files.map((file) => ({ type: file.type, url: file.name, count: file.count, size: file.bytes.length, sha256: sha256(file.bytes) })),
  };
  return { files, manifest };
}
