// The background task that writes one queued version to the practice system (docs/write-back.md).
//
// Exactly once per version, across retries, restarts and several processes:
// - a written row is never sent again (a second run of the task finds it written and stops);
// - before sending, the task reads the patient's record under our external id: when it already
//   holds what this version sends (an earlier run wrote it, then its process stopped before noting
//   it), the row is marked written without sending again;
// - the partner keys the record by our external id, so even a send repeated by a run that died
//   between the partner's answer and our commit updates one record, not two.
// After writing, the task reads the record back and compares it with what was sent.
//
// A refusal (the partner answered no: a patient made inactive, no connection) fails the row at
// once with the partner's reason: retrying would only be refused again, so a person retries once
// it is mended. A partner that cannot be reached is retried by the queue with doubling waits;
// after the last try the row is failed with the reason.
import type { Database, Sql } from '@vetchart/platform/database';
import type { TaskAttempt, TaskDefinition } from '@vetchart/platform/task-queue';
import { PRACTICE_EXPORT_MESSAGES as M } from '@vetchart/contracts/write-back/practice-export';
import { PracticeLinkError, type PracticeLink, type PracticeRecordParts } from '../results/links.ts';
import { recordAudit } from '../scope.ts';
import { WRITE_BACK_TASK, type ExportPayload, type PracticeExportRow } from './practice-exports.ts';

/** Runs of one version before it is failed: the first and this many retries (≈ 30 s, 1, 2, 4, 8 minutes apart). */
export const WRITE_BACK_RETRIES = 5;

export interface WriteBackTaskOptions {
  retryDelaySeconds?: number;
  /** A run still active after this long is taken for dead (its process stopped) and run again. */
  expireInSeconds?: number;
}

/** The same record: every part we send compared as the partner keeps it. */
export function sameRecord(kept: PracticeRecordParts, sent: ExportPayload): boolean {
  const canonical = (parts: PracticeRecordParts) =>
    JSON.stringify([parts.title, parts.date, parts.sections.map((s) => [s.section, s.value]), (parts.medications ?? []).map(sortedEntries), (parts.charges ?? []).map(sortedEntries)]);
  return canonical(kept) === canonical(sent);
}
const sortedEntries = (line: Record<string, unknown>) => Object.entries(line).sort(([a], [b]) => a.localeCompare(b));

async function moveTo(sql: Sql, row: PracticeExportRow, state: PracticeExportRow['state'], change: { error?: string | null; recordId?: string; partnerName?: string; nextAttemptSeconds?: number; attempt?: boolean }) {
  const [moved] = await sql.query<PracticeExportRow>(
    `UPDATE main.practice_exports SET state = $2, last_error = $3,
        partner_record_id = coalesce($4, partner_record_id), partner_name = coalesce($5, partner_name),
        attempts = attempts + $6::int,
        written_at = CASE WHEN $2 = 'written' THEN clock_timestamp() ELSE written_at END,
        verified_at = CASE WHEN $2 = 'written' THEN clock_timestamp() ELSE verified_at END,
        next_attempt_at = CASE WHEN $7::int IS NULL THEN NULL ELSE clock_timestamp() + make_interval(secs => $7::int) END,
        updated_at = clock_timestamp()
      WHERE id = $1 RETURNING *`,
    [row.id, state, change.error ?? null, change.recordId ?? null, change.partnerName ?? null, change.attempt ? 1 : 0, change.nextAttemptSeconds ?? null],
  );
  return moved!;
}

async function auditMove(sql: Sql, before: PracticeExportRow, after: PracticeExportRow) {
  const view = (row: PracticeExportRow) => ({ state: row.state, last_error: row.last_error, partner_record_id: row.partner_record_id });
  await recordAudit(
    sql,
    { organizationId: before.organization_id, clinicId: before.clinic_id, userId: null },
    {
      action: `practice_export.${after.state}`,
      targetType: 'practice_export',
      targetId: before.id,
      detail: { visit_id: before.visit_id, kind: before.kind, subject_id: before.subject_id, subject_version: before.subject_version, attempt: after.attempts, before: view(before), after: view(after), fields: ['state'] },
    },
  );
}

/** Notes a written record on its subject (the canvas's or treatment result's own fields the screens showed before). */
async function noteOnSubject(sql: Sql, row: PracticeExportRow, written: { recordId: string; partnerName: string }) {
  if (row.kind === 'soap') {
    await sql.query(`UPDATE main.soap_canvases SET exported_to = $2, export_ref = $3 WHERE id = $1`, [row.subject_id, written.partnerName, written.recordId]);
  } else {
    await sql.query(`UPDATE main.treatment_results SET written_back_at = clock_timestamp(), written_back_ref = $3, written_back_to = $2 WHERE id = $1 AND version = $4`, [
      row.subject_id,
      written.partnerName,
      written.recordId,
      row.subject_version,
    ]);
  }
}

export function writeBackTask(db: Database, practiceLink: PracticeLink, options: WriteBackTaskOptions = {}): TaskDefinition<{ exportId: string }> {
  const retryDelaySeconds = options.retryDelaySeconds ?? 30;
  return {
    name: WRITE_BACK_TASK,
    retryLimit: WRITE_BACK_RETRIES,
    retryDelaySeconds,
    expireInSeconds: options.expireInSeconds ?? 120,
    async run({ exportId }, attempt: TaskAttempt) {
      const started = await db.transaction(async (tx) => {
        const [row] = await tx.query<PracticeExportRow>(`SELECT * FROM main.practice_exports WHERE id = $1 FOR UPDATE`, [exportId]);
        // Written already (an earlier run, another process), or failed and not retried since: nothing to send.
        if (!row || row.state === 'written' || row.state === 'failed') return null;
        const sending = await moveTo(tx, row, 'sending', { attempt: true });
        return { row, sending };
      });
      if (!started) return;
      const { row, sending } = started;
      const target = { source: row.source, patient_source_id: row.patient_source_id, external_id: row.external_id };
      try {
        let recordId: string;
        let partnerName: string;
        const kept = await practiceLink.readMedicalRecord(row.clinic_id, target);
        if (kept && sameRecord(kept, row.payload)) {
          // An earlier run wrote this very version and stopped before noting it: not sent again.
          recordId = kept.record_id;
          partnerName = row.partner_name ?? row.source.charAt(0).toUpperCase() + row.source.slice(1);
        } else {
          const written = await practiceLink.writeMedicalRecord(row.clinic_id, { ...target, ...row.payload, visit_id: row.visit_id });
          const readBack = await practiceLink.readMedicalRecord(row.clinic_id, target);
          if (!readBack || readBack.record_id !== written.record_id || !sameRecord(readBack, row.payload)) throw new PracticeLinkError(M.differs, 'refused');
          recordId = written.record_id;
          partnerName = written.source_name;
        }
        await db.transaction(async (tx) => {
          const done = await moveTo(tx, sending, 'written', { recordId, partnerName });
          await noteOnSubject(tx, row, { recordId, partnerName });
          await auditMove(tx, sending, done);
        });
      } catch (error) {
        const reason = error instanceof PracticeLinkError ? error.message : M.unreachable;
        const retry = !(error instanceof PracticeLinkError && error.kind !== 'unreachable') && !attempt.last;
        // pg-boss waits retryDelay × 2^retryCount before the next run.
        const nextAttemptSeconds = retry ? retryDelaySeconds * 2 ** attempt.retryCount : undefined;
        await db.transaction(async (tx) => {
          const moved = await moveTo(tx, sending, retry ? 'retrying' : 'failed', { error: reason, ...(nextAttemptSeconds ? { nextAttemptSeconds } : {}) });
          await auditMove(tx, sending, moved);
        });
        if (retry) throw error;
        if (!(error instanceof PracticeLinkError)) console.error(`[write-back] ${row.id}:`, error);
      }
    },
  };
}
