// The files kept with a pet's medical records (a FHIR import's DocumentReference data,
// docs/fhir-import.md): private file storage of their own (`DATA_DIR/medical-record-files/`, or
// `medical-record-files/` in the bucket), never served at /files, each under a random key.
// GET /pets/{id}/medical-records/{recordId}/file gives one to any member of the pet's clinic
// (who may read its medical history); another clinic's record is not found. Downloads are audited.
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import { createFileStorage, type FileStorage, type StorageArea } from '@vetchart/platform/file-storage';
import { notFound } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { getPet } from '../pets/pets.ts';
import { clinicScope, pathId, recordAudit } from '../scope.ts';

export const MEDICAL_RECORD_FILES_AREA: StorageArea = {
  folder: 'medical-record-files',
  prefix: 'medical-record-files/',
  keys: /^[0-9a-f]{32}\.bin$/,
};

export const medicalRecordFileStorage = (deps: Pick<ServiceDeps, 'config'>, env: NodeJS.ProcessEnv = process.env): FileStorage =>
  createFileStorage(deps.config.dataDir, env, MEDICAL_RECORD_FILES_AREA);

/** A new random key: the bytes are written under it before the row naming it, so no row names a key that was never written. */
export const newMedicalRecordFileKey = () => `${randomBytes(16).toString('hex')}.bin`;

export const RECORD_FILE_MESSAGES = {
  notFound: 'Medical record file not found.',
  missing: "The medical record's file is missing from the file storage.",
} as const;

interface RecordFileRow {
  id: string;
  file_key: string | null;
  file_name: string | null;
  file_content_type: string | null;
  file_size: string | number | null;
  file_sha256: string | null;
}

export function registerMedicalRecordFileRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps, storage: FileStorage = medicalRecordFileStorage(deps)): void {
  const auth = requirePrincipal(deps);
  app.get('/pets/:id/medical-records/:recordId/file', auth, async (c) => {
    const scope = clinicScope(c.var.principal);
    const petId = pathId(c.req.param('id'), 'Pet');
    const recordId = pathId(c.req.param('recordId'), 'Medical record file');
    // Another clinic's (or a deleted) pet is not found before anything of it is read.
    await getPet(deps.db, scope, petId);
    const [row] = await deps.db.query<RecordFileRow>(
      `SELECT id, file_key, file_name, file_content_type, file_size, file_sha256 FROM main.pet_medical_records WHERE id = $1 AND pet_id = $2 AND clinic_id = $3`,
      [recordId, petId, scope.clinicId],
    );
    if (!row?.file_key) throw notFound(RECORD_FILE_MESSAGES.notFound);
    const file = await storage.get(row.file_key);
    if (!file) throw notFound(RECORD_FILE_MESSAGES.missing);
    await recordAudit(deps.db, scope, {
      action: 'medical_record.file_downloaded',
      targetType: 'medical_record',
      targetId: row.id,
      detail: { pet_id: petId, file_size: file.body.length, sha256: row.file_sha256 },
    });
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': row.file_content_type || 'application/octet-stream',
      'Content-Length': String(file.body.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Sha256': row.file_sha256 ?? '',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
