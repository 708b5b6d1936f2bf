// The background FHIR export started from Settings (docs/fhir.md 'Exporting from Settings'): one
// row of main.fhir_exports per export asked for; the task builds it with exportClinic
// (fhir-export.ts), writing its progress to the row as it goes, packs the NDJSON files and
// manifest.json into one zip and keeps it in file storage under the row's own key.
//
// Exactly once per row, across retries, restarts and several processes: a done or failed row is
// never run again; the zip's key is the row's id, and a run that finds that key already kept (an
// earlier run stored it, then its process stopped before noting it) finishes the row with the kept
// file rather than writing a second one. A run that throws is retried by the queue; after the last
// try the row is failed with the reason.
import { sha256Hex } from './fhir-manifest.ts';
import { zipSync, type Zippable } from 'fflate';
import type { Database, Sql } from '@vetchart/platform/database';
import { createFileStorage, type FileStorage, type StorageArea } from '@vetchart/platform/file-storage';
import type { ServiceDeps } from '@vetchart/platform/service';
import type { TaskAttempt, TaskDefinition } from '@vetchart/platform/task-queue';
import { FHIR_EXPORT_MESSAGES as M, type FhirExportState } from '@vetchart/contracts/fhir/fhir-export-job';
import { recordAudit } from '../scope.ts';
import { exportClinic } from './fhir-export.ts';

export const FHIR_EXPORT_TASK = 'fhir-exports.build';
/** Runs of one export before it is failed: the first and this many retries. */
export const FHIR_EXPORT_RETRIES = 2;

/** The export zips: a folder under DATA_DIR (or names in the bucket) of their own, never served at /files. */
export const FHIR_EXPORTS_AREA: StorageArea = {
  folder: 'fhir-exports',
  prefix: 'fhir-exports/',
  keys: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.zip$/,
};

export const fhirExportStorage = (deps: Pick<ServiceDeps, 'config'>): FileStorage => createFileStorage(deps.config.dataDir, process.env, FHIR_EXPORTS_AREA);
export const fhirExportFileKey = (id: string) => `${id}.zip`;

export interface FhirExportRow {
  id: string;
  organization_id: string;
  clinic_id: string;
  pet_id: string | null;
  requested_by: string;
  requested_by_name: string;
  state: FhirExportState;
  progress_step: string | null;
  progress_done: number;
  progress_total: number;
  error: string | null;
  file_key: string | null;
  file_size: string | number | null;
  file_sha256: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The REST view (packages/contracts/src/fhir/fhir-export-job.ts). */
export const toFhirExportView = (row: FhirExportRow) => ({
  id: row.id,
  pet_id: row.pet_id,
  state: row.state,
  progress_step: row.progress_step,
  progress_done: row.progress_done,
  progress_total: row.progress_total,
  error: row.error,
  file_size: row.file_size === null ? null : Number(row.file_size),
  sha256: row.file_sha256,
  requested_by_name: row.requested_by_name,
  created_at: iso(row.created_at),
  finished_at: iso(row.finished_at),
});

const stateView = (row: FhirExportRow) => ({ state: row.state, error: row.error, file_size: row.file_size === null ? null : Number(row.file_size), sha256: row.file_sha256 });

async function auditMove(sql: Sql, before: FhirExportRow, after: FhirExportRow): Promise<void> {
  await recordAudit(sql, { organizationId: before.organization_id, clinicId: before.clinic_id, userId: null }, {
    action: `fhir_export.${after.state}`,
    targetType: 'fhir_export',
    targetId: before.id,
    detail: { pet_id: before.pet_id, before: stateView(before), after: stateView(after), fields: ['state'] },
  });
}

/** The export's files and manifest.json as one zip (fixed times, so a rebuild of the same data packs the same bytes). */
export function packExport(exported: Awaited<ReturnType<typeof exportClinic>>): Buffer {
  const mtime = new Date(exported.manifest.transactionTime);
  const entries: Zippable = {};
  for (const file of exported.files) entries[file.name] = [new Uint8Array(file.bytes), { mtime }];
  entries['manifest.json'] = [new TextEncoder().encode(`${JSON.stringify(exported.manifest, null, 2)}\n`), { mtime }];
  return Buffer.from(zipSync(entries, { level: 6 }));
}


export function fhirExportTask(
  db: Database,
  storage: FileStorage,
  options: { retryDelaySeconds?: number; expireInSeconds?: number; /** The clinic's uploaded files and PDFs, read for their SHA-256 and content. */ files?: FileStorage } = {},
): TaskDefinition<{ exportId: string }> {
  return {
    name: FHIR_EXPORT_TASK,
    retryLimit: FHIR_EXPORT_RETRIES,
    retryDelaySeconds: options.retryDelaySeconds ?? 30,
    expireInSeconds: options.expireInSeconds ?? 30 * 60,
    async run({ exportId }, attempt: TaskAttempt) {
      const running = await db.transaction(async (tx) => {
        const [row] = await tx.query<FhirExportRow>(`SELECT * FROM main.fhir_exports WHERE id = $1 FOR UPDATE`, [exportId]);
        // Finished already (an earlier run, another process): nothing to do.
        if (!row || row.state === 'done' || row.state === 'failed') return null;
        const [moved] = await tx.query<FhirExportRow>(
          `UPDATE main.fhir_exports SET state = 'running', error = NULL, updated_at = clock_timestamp() WHERE id = $1 RETURNING *`,
          [row.id],
        );
        if (row.state === 'queued') await auditMove(tx, row, moved!);
        return moved!;
      });
      if (!running) return;
      const key = fhirExportFileKey(running.id);
      try {
        let file = await storage.get(key);
        if (!file) {
          const exported = await exportClinic(db, {
            clinicId: running.clinic_id,
            ...(running.pet_id ? { patientId: running.pet_id } : {}),
            storage: options.files ?? null,
            onProgress: async (progress) => {
              await db.query(
                `UPDATE main.fhir_exports SET progress_step = $2, progress_done = $3, progress_total = $4, updated_at = clock_timestamp() WHERE id = $1 AND state = 'running'`,
                [running.id, progress.step, progress.done, progress.total],
              );
            },
          });
          const zip = packExport(exported);
          await storage.put(key, zip, 'application/zip');
          file = { body: zip, contentType: 'application/zip' };
        }
        const size = file.body.length;
        const hash = sha256Hex(file.body);
        await db.transaction(async (tx) => {
          const [row] = await tx.query<FhirExportRow>(`SELECT * FROM main.fhir_exports WHERE id = $1 FOR UPDATE`, [running.id]);
          if (!row || row.state === 'done' || row.state === 'failed') return;
          const [done] = await tx.query<FhirExportRow>(
            `UPDATE main.fhir_exports SET state = 'done', file_key = $2, file_size = $3, file_sha256 = $4, error = NULL,
                progress_done = GREATEST(progress_done, progress_total), finished_at = clock_timestamp(), updated_at = clock_timestamp()
              WHERE id = $1 RETURNING *`,
            [row.id, key, size, hash],
          );
          await auditMove(tx, row, done!);
        });
      } catch (error) {
        console.error(`[fhir-export] ${running.id}:`, error);
        if (!attempt.last) throw error;
        await db.transaction(async (tx) => {
          const [row] = await tx.query<FhirExportRow>(`SELECT * FROM main.fhir_exports WHERE id = $1 FOR UPDATE`, [running.id]);
          if (!row || row.state === 'done' || row.state === 'failed') return;
          const [failed] = await tx.query<FhirExportRow>(
            `UPDATE main.fhir_exports SET state = 'failed', error = $2, finished_at = clock_timestamp(), updated_at = clock_timestamp() WHERE id = $1 RETURNING *`,
            [row.id, `${M.failed} ${error instanceof Error ? error.message : String(error)}`.slice(0, 500)],
          );
          await auditMove(tx, row, failed!);
        });
      }
    },
  };
}
