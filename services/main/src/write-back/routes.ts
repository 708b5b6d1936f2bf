// The write-back REST routes (docs/write-back.md): the clinic's write-backs page by page with a
// count per state, one write-back, and a failed one queued again (a person mended what the
// partner refused: linked the patient, reconnected the practice system).
import type { Hono } from 'hono';
import { z } from 'zod';
import { PRACTICE_EXPORT_MESSAGES as M, PRACTICE_EXPORT_PAGE_LIMIT, PRACTICE_EXPORT_STATES } from '@vetchart/contracts/write-back/practice-export';
import { requireAccess, requirePrincipal, type Principal, type PrincipalVariables } from '@vetchart/platform/access-token';
import { HttpError, notFound, parseInput } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import type { TaskQueue } from '@vetchart/platform/task-queue';
import { clinicScope, idsOfQuery, isUuid, recordAudit } from '../scope.ts';
import { idListQuery } from '@vetchart/platform/text-limits';
import { activeClinicId } from '../visits/clinic-pet.ts';
import { CHART_VISIT } from '../visits/routes.ts';
import { LISTED_COLUMNS, LISTED_FROM, WRITE_BACK_TASK, toPracticeExportView, type PracticeExportListed } from './practice-exports.ts';

const chart = (principal: Principal) => requireAccess(principal, { anyPermission: [CHART_VISIT] });

const listQuery = z.object({
  /** Given: those write-backs of the clinic (the gateway's batched reads), not a page. */
  ids: idListQuery(),
  state: z.enum(PRACTICE_EXPORT_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(PRACTICE_EXPORT_PAGE_LIMIT).default(25),
});

export function registerWriteBackRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps, options: { tasks?: TaskQueue }): void {
  const auth = requirePrincipal(deps);
  const db = deps.db;

  app.get('/practice-exports', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const query = parseInput(listQuery, c.req.query());
    if (query.ids !== undefined) {
      const ids = idsOfQuery(query.ids);
      const rows = ids.length ? await db.query<PracticeExportListed>(`SELECT ${LISTED_COLUMNS} FROM ${LISTED_FROM} WHERE e.clinic_id = $1 AND e.id = ANY($2::uuid[])`, [clinicId, ids]) : [];
      return c.json({ data: rows.map(toPracticeExportView) });
    }
    const counted = await db.query<{ state: string; total: number }>(`SELECT state, count(*)::int AS total FROM main.practice_exports WHERE clinic_id = $1 GROUP BY state`, [clinicId]);
    const counts = Object.fromEntries(PRACTICE_EXPORT_STATES.map((state) => [state, counted.find((row) => row.state === state)?.total ?? 0]));
    const total = query.state ? counts[query.state]! : Object.values(counts).reduce((sum, n) => sum + n, 0);
    const rows = await db.query<PracticeExportListed>(
      `SELECT ${LISTED_COLUMNS} FROM ${LISTED_FROM} WHERE e.clinic_id = $1 AND ($2::text IS NULL OR e.state = $2)
        ORDER BY e.created_at DESC, e.id DESC LIMIT $3 OFFSET $4`,
      [clinicId, query.state ?? null, query.limit, (query.page - 1) * query.limit],
    );
    return c.json({ data: rows.map(toPracticeExportView), meta: { page: query.page, limit: query.limit, total, last_page: Math.max(1, Math.ceil(total / query.limit)), counts } });
  });

  app.get('/practice-exports/:id', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const id = c.req.param('id');
    const [row] = isUuid(id) ? await db.query<PracticeExportListed>(`SELECT ${LISTED_COLUMNS} FROM ${LISTED_FROM} WHERE e.id = $1 AND e.clinic_id = $2`, [id, clinicId]) : [];
    if (!row) throw notFound(M.notFound);
    return c.json({ data: toPracticeExportView(row) });
  });

  app.post('/practice-exports/:id/retry', auth, async (c) => {
    const principal = c.var.principal;
    chart(principal);
    const scope = clinicScope(principal);
    const id = c.req.param('id');
    const retried = await db.transaction(async (tx) => {
      const [row] = isUuid(id) ? await tx.query<PracticeExportListed>(`SELECT ${LISTED_COLUMNS} FROM ${LISTED_FROM} WHERE e.id = $1 AND e.clinic_id = $2 FOR UPDATE OF e`, [id, scope.clinicId]) : [];
      if (!row) throw notFound(M.notFound);
      if (row.state !== 'failed') throw new HttpError(409, M.notFailed);
      if (!options.tasks) throw new HttpError(503, M.unreachable);
      await tx.query(`UPDATE main.practice_exports SET state = 'queued', next_attempt_at = NULL, updated_at = clock_timestamp() WHERE id = $1`, [row.id]);
      await options.tasks.send(tx, WRITE_BACK_TASK, { exportId: row.id });
      await recordAudit(tx, scope, {
        action: 'practice_export.retried',
        targetType: 'practice_export',
        targetId: row.id,
        detail: { visit_id: row.visit_id, kind: row.kind, before: { state: 'failed', last_error: row.last_error }, after: { state: 'queued' }, fields: ['state'] },
      });
      const [updated] = await tx.query<PracticeExportListed>(`SELECT ${LISTED_COLUMNS} FROM ${LISTED_FROM} WHERE e.id = $1`, [row.id]);
      return updated!;
    });
    return c.json({ data: toPracticeExportView(retried), message: M.retried });
  });
}
