// A record version to write to the clinic's practice system, and its state (docs/write-back.md).
// queueExport inserts the row and queues its task in the caller's transaction: a finalize that
// rolls back queues nothing, one that commits cannot lose its write-back. One row per version
// (practice_exports_version_key): asking twice for the same version queues nothing more.
import type { Sql } from '@vetchart/platform/database';
import type { TaskQueue } from '@vetchart/platform/task-queue';
import type { PracticeExportKind, PracticeExportState } from '@vetchart/contracts/write-back/practice-export';
import type { PracticeRecordLine } from '../results/links.ts';
import { recordAudit, type ClinicScope } from '../scope.ts';

export const WRITE_BACK_TASK = 'practice-write-back';

/** What is sent, fixed when the version is queued. */
export interface ExportPayload {
  title: string;
  date: string;
  kind: PracticeExportKind;
  author: string;
  sections: Array<{ section: string; value: string }>;
  medications: PracticeRecordLine[];
  charges: PracticeRecordLine[];
}

export interface PracticeExportRow {
  id: string;
  organization_id: string;
  clinic_id: string;
  visit_id: string;
  pet_id: string;
  kind: PracticeExportKind;
  subject_id: string;
  subject_version: number;
  source: string;
  patient_source_id: string;
  external_id: string;
  payload: ExportPayload;
  state: PracticeExportState;
  attempts: number;
  last_error: string | null;
  partner_name: string | null;
  partner_record_id: string | null;
  requested_by: string;
  requested_by_name: string;
  created_at: Date | string;
  updated_at: Date | string;
  written_at: Date | string | null;
  verified_at: Date | string | null;
  next_attempt_at: Date | string | null;
}

/** A row with the names the screens show beside it. */
export type PracticeExportListed = PracticeExportRow & { pet_name: string; visit_name: string };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const toPracticeExportView = (row: PracticeExportListed) => ({
  id: row.id,
  visit_id: row.visit_id,
  pet_id: row.pet_id,
  pet_name: row.pet_name,
  visit_name: row.visit_name,
  kind: row.kind,
  subject_id: row.subject_id,
  subject_version: row.subject_version,
  state: row.state,
  attempts: row.attempts,
  last_error: row.last_error,
  partner_name: row.partner_name,
  partner_record_id: row.partner_record_id,
  requested_by_name: row.requested_by_name,
  created_at: iso(row.created_at)!,
  updated_at: iso(row.updated_at)!,
  written_at: iso(row.written_at),
  verified_at: iso(row.verified_at),
  next_attempt_at: iso(row.next_attempt_at),
});
export type PracticeExportView = ReturnType<typeof toPracticeExportView>;

export const LISTED_COLUMNS = `e.*, p.name AS pet_name, v.name AS visit_name`;
export const LISTED_FROM = `main.practice_exports e JOIN main.pets p ON p.id = e.pet_id JOIN main.visits v ON v.id = e.visit_id`;

export interface QueueExport {
  scope: ClinicScope;
  requestedByName: string;
  visitId: string;
  petId: string;
  kind: PracticeExportKind;
  subjectId: string;
  subjectVersion: number;
  /** The pet's practice system and its id there. */
  source: string;
  patientSourceId: string;
  externalId: string;
  payload: ExportPayload;
}

/** Queues a version's write-back (in sql's transaction); the existing row when that version was queued already. */
export async function queueExport(sql: Sql, tasks: TaskQueue, request: QueueExport): Promise<PracticeExportRow> {
  const [inserted] = await sql.query<PracticeExportRow>(
    `INSERT INTO main.practice_exports (organization_id, clinic_id, visit_id, pet_id, kind, subject_id, subject_version, source, patient_source_id, external_id, payload, requested_by, requested_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13)
     ON CONFLICT ON CONSTRAINT practice_exports_version_key DO NOTHING RETURNING *`,
    [
      request.scope.organizationId,
      request.scope.clinicId,
      request.visitId,
      request.petId,
      request.kind,
      request.subjectId,
      request.subjectVersion,
      request.source,
      request.patientSourceId,
      request.externalId,
      JSON.stringify(request.payload),
      request.scope.userId,
      request.requestedByName,
    ],
  );
  if (!inserted) {
    const [existing] = await sql.query<PracticeExportRow>(`SELECT * FROM main.practice_exports WHERE kind = $1 AND subject_id = $2 AND subject_version = $3`, [
      request.kind,
      request.subjectId,
      request.subjectVersion,
    ]);
    return existing!;
  }
  await tasks.send(sql, WRITE_BACK_TASK, { exportId: inserted.id });
  await recordAudit(sql, request.scope, {
    action: 'practice_export.queued',
    targetType: 'practice_export',
    targetId: inserted.id,
    detail: { visit_id: request.visitId, kind: request.kind, subject_id: request.subjectId, subject_version: request.subjectVersion, before: null, after: { state: 'queued' }, fields: ['state'] },
  });
  return inserted;
}

/** The newest write-back of each subject (a canvas, a treatment result) among ids, in the clinic. */
export async function latestExportsOf(sql: Sql, clinicId: string, subjectIds: string[]): Promise<Map<string, PracticeExportListed>> {
  if (!subjectIds.length) return new Map();
  const rows = await sql.query<PracticeExportListed>(
    `SELECT DISTINCT ON (e.subject_id) ${LISTED_COLUMNS} FROM ${LISTED_FROM}
      WHERE e.clinic_id = $1 AND e.subject_id = ANY($2::uuid[]) ORDER BY e.subject_id, e.subject_version DESC`,
    [clinicId, subjectIds],
  );
  return new Map(rows.map((row) => [row.subject_id, row]));
}
