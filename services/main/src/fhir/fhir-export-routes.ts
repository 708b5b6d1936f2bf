// The FHIR export REST routes (docs/fhir.md 'Exporting from Settings'): an admin starts an export
// of the clinic (or of one pet), which runs on the task queue (fhir-export-job.ts); the clinic's
// exports newest first; one export; and the done export's zip. Admins only (client admins, super
// admins), each clinic its own: another clinic's export is not found. Starting and downloading are audited.
import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import type { Hono } from 'hono';
import { z } from 'zod';
import { FHIR_EXPORT_LIST_LIMIT, FHIR_EXPORT_MESSAGES as M, MAX_VERIFY_BYTES } from '@vetchart/contracts/fhir/fhir-export-job';
import { requireAccess, requirePrincipal, type Principal, type PrincipalVariables } from '@vetchart/platform/access-token';
import { HttpError, conflict, notFound, parseInput, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import type { TaskQueue } from '@vetchart/platform/task-queue';
import { idListQuery } from '@vetchart/platform/text-limits';
import { clinicScope, idsOfQuery, isUuid, recordAudit } from '../scope.ts';
import { findClinicPet } from '../visits/clinic-pet.ts';
import { FHIR_EXPORT_TASK, fhirExportStorage, toFhirExportView, type FhirExportRow } from './fhir-export-job.ts';
import { verifyExportEntries } from './fhir-manifest.ts';

export const FHIR_EXPORT_ADMINS = { superAdmin: true, clientAdmin: true };
const admin = (principal: Principal) => requireAccess(principal, FHIR_EXPORT_ADMINS);

const startBody = z.object({ pet_id: z.string().nullish() }).strict();
const listQuery = z.object({ ids: idListQuery() });

export function registerFhirExportRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps, options: { tasks?: TaskQueue }): void {
  const auth = requirePrincipal(deps);
  const db = deps.db;
  const storage = fhirExportStorage(deps);

  const clinicExport = async (principal: Principal, id: string) => {
    const scope = clinicScope(principal);
    const [row] = isUuid(id) ? await db.query<FhirExportRow>(`SELECT * FROM main.fhir_exports WHERE id = $1 AND clinic_id = $2`, [id, scope.clinicId]) : [];
    if (!row) throw notFound(M.notFound);
    return row;
  };
  /** A finished export of the admin's clinic and its zip from the file storage. */
  const finishedExport = async (principal: Principal, id: string) => {
    admin(principal);
    const row = await clinicExport(principal, id);
    if (row.state !== 'done' || !row.file_key) throw conflict(M.notDone);
    const file = await storage.get(row.file_key);
    if (!file) throw notFound(M.fileMissing);
    return { row, file };
  };

  app.post('/fhir-exports', auth, async (c) => {
    const principal = c.var.principal;
    admin(principal);
    const scope = clinicScope(principal);
    const body = await readBody(c, startBody);
    const started = await db.transaction(async (tx) => {
      const pet = body.pet_id ? await findClinicPet(tx, principal, body.pet_id) : null;
      const tasks = options.tasks;
      if (!tasks) throw new HttpError(503, M.unavailable);
      const [row] = await tx.query<FhirExportRow>(
        `INSERT INTO main.fhir_exports (organization_id, clinic_id, pet_id, requested_by, requested_by_name) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
        [scope.organizationId, scope.clinicId, pet?.id ?? null, scope.userId, principal.fullName],
      );
      await tasks.send(tx, FHIR_EXPORT_TASK, { exportId: row!.id });
      await recordAudit(tx, scope, {
        action: 'fhir_export.requested',
        targetType: 'fhir_export',
        targetId: row!.id,
        detail: { pet_id: pet?.id ?? null, scope: pet ? 'pet' : 'clinic', before: null, after: { state: 'queued' } },
      });
      return row!;
    });
    return c.json({ data: toFhirExportView(started), message: M.requested }, 201);
  });

  app.get('/fhir-exports', auth, async (c) => {
    const principal = c.var.principal;
    admin(principal);
    const scope = clinicScope(principal);
    const query = parseInput(listQuery, c.req.query());
    if (query.ids !== undefined) {
      const ids = idsOfQuery(query.ids);
      const rows = ids.length ? await db.query<FhirExportRow>(`SELECT * FROM main.fhir_exports WHERE clinic_id = $1 AND id = ANY($2::uuid[])`, [scope.clinicId, ids]) : [];
      return c.json({ data: rows.map(toFhirExportView) });
    }
    const rows = await db.query<FhirExportRow>(
      `SELECT * FROM main.fhir_exports WHERE clinic_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${FHIR_EXPORT_LIST_LIMIT}`,
      [scope.clinicId],
    );
    return c.json({ data: rows.map(toFhirExportView) });
  });

  app.get('/fhir-exports/:id', auth, async (c) => {
    admin(c.var.principal);
    return c.json({ data: toFhirExportView(await clinicExport(c.var.principal, c.req.param('id'))) });
  });

  app.get('/fhir-exports/:id/file', auth, async (c) => {
    const principal = c.var.principal;
    const { row, file } = await finishedExport(principal, c.req.param('id'));
    await recordAudit(db, clinicScope(principal), {
      action: 'fhir_export.downloaded',
      targetType: 'fhir_export',
      targetId: row.id,
      detail: { pet_id: row.pet_id, file_size: file.body.length, sha256: row.file_sha256 },
    });
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': 'application/zip',
      'Content-Length': String(file.body.length),
      'Content-Disposition': `attachment; filename="fhir-export-${row.created_at instanceof Date ? row.created_at.toISOString().slice(0, 10) : String(row.created_at).slice(0, 10)}-${row.id.slice(0, 8)}.zip"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Sha256': row.file_sha256 ?? '',
    });
  });

  // The stored zip checked against its own manifest: every file's size, SHA-256 and count, nothing
  // missing or added, and the zip itself the one whose SHA-256 was recorded when it was made.
  app.post('/fhir-exports/:id/verify', auth, async (c) => {
    const principal = c.var.principal;
    const { row, file } = await finishedExport(principal, c.req.param('id'));
    const zip = new Uint8Array(file.body);
    const zipSha256Matches = createHash('sha256').update(zip).digest('hex') === row.file_sha256;
    // Bounded: the entries' declared sizes are summed before anything is inflated.
    let unpacked = 0;
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(zip, { filter: (entry) => (unpacked += entry.originalSize) <= MAX_VERIFY_BYTES });
    } catch {
      entries = {};
    }
    if (unpacked > MAX_VERIFY_BYTES) throw new HttpError(413, M.tooLargeToCheck);
    const problems = await verifyExportEntries(entries);
    if (!zipSha256Matches) problems.unshift({ file: 'zip', problem: 'sha256', message: "The zip's SHA-256 is not the one recorded when it was made: the stored file was changed." });
    const verified = problems.length === 0;
    await recordAudit(db, clinicScope(principal), {
      action: 'fhir_export.verified',
      targetType: 'fhir_export',
      targetId: row.id,
      detail: { verified, problems: problems.length, sha256: row.file_sha256 },
    });
    return c.json({ data: { verified, zip_sha256_matches: zipSha256Matches, problems }, message: verified ? M.verified : M.notVerified });
  });
}
