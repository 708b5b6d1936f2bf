// Follow-ups over REST (docs/follow-ups.md, docs/rest-main.md): the active clinic's reminder
// setting (everyone in the clinic reads it, client admins change it), the follow-ups of visits
// (the Plan step's 'Reminder sent … (n of m)'), and staff stopping one. The clinic is always the
// one in the caller's access token; another clinic's follow-up is not found.
import type { Hono } from 'hono';
import { followUpSettingsWire } from '@vetchart/contracts/follow-ups/follow-up';
import { requireAccess, requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { notFound, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { clinicScope, idsOfQuery, pathId, recordAudit } from '../scope.ts';
import { CHART_VISIT } from '../visits/routes.ts';
import { FOLLOW_UP_COLUMNS, followUpView, reminderSetting, type FollowUpRow } from './follow-up-store.ts';

const NOT_FOUND = 'Follow-up not found.';

async function followUpsOf(sql: Sql, clinicId: string, where: string, values: unknown[], lock = false): Promise<FollowUpRow[]> {
  return sql.query<FollowUpRow>(
    `SELECT ${FOLLOW_UP_COLUMNS} FROM main.follow_ups f WHERE f.clinic_id = $1 AND ${where} ORDER BY f.created_at DESC, f.id${lock ? ' FOR UPDATE' : ''}`,
    [clinicId, ...values],
  );
}

export function registerFollowUpRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);

  app.get('/follow-up-settings', auth, async (c) => {
    const scope = clinicScope(c.var.principal);
    return c.json({ data: { clinic_code: c.var.principal.clinicCode ?? '', ...(await reminderSetting(deps.db, scope.clinicId)) } });
  });

  app.post('/follow-up-settings', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { clientAdmin: true });
    const scope = clinicScope(principal);
    const body = await readBody(c, followUpSettingsWire);
    const saved = await deps.db.transaction(async (tx) => {
      const before = await reminderSetting(tx, scope.clinicId);
      await tx.query(
        `INSERT INTO main.follow_up_settings (clinic_id, organization_id, enabled, interval_days, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, now())
         ON CONFLICT (clinic_id) DO UPDATE SET enabled = EXCLUDED.enabled, interval_days = EXCLUDED.interval_days, updated_by = EXCLUDED.updated_by, updated_at = now()`,
        [scope.clinicId, scope.organizationId, body.enabled, body.intervalDays, scope.userId],
      );
      const after = await reminderSetting(tx, scope.clinicId);
      await recordAudit(tx, scope, {
        action: 'follow_up_settings.saved',
        targetType: 'clinic',
        targetId: scope.clinicId,
        detail: { before: { enabled: before.enabled, interval_days: before.interval_days }, after: { enabled: after.enabled, interval_days: after.interval_days } },
      });
      return after;
    });
    return c.json({ data: { clinic_code: principal.clinicCode ?? '', ...saved } });
  });

  // ?visit_ids=a,b (a visit's Plan step) or ?ids=a,b (the gateway's loader).
  app.get('/follow-ups', auth, async (c) => {
    const scope = clinicScope(c.var.principal);
    const visitIds = idsOfQuery(c.req.query('visit_ids'));
    const ids = idsOfQuery(c.req.query('ids'));
    if (!visitIds.length && !ids.length) return c.json({ data: [] });
    const rows = await followUpsOf(deps.db, scope.clinicId, `(f.visit_id = ANY($2::uuid[]) OR f.id = ANY($3::uuid[]))`, [visitIds, ids]);
    const setting = await reminderSetting(deps.db, scope.clinicId);
    return c.json({ data: rows.map((row) => followUpView(row, setting)) });
  });

  // Staff stop the reminders of one link; stopping a stopped follow-up changes nothing.
  app.post('/follow-ups/:id/stop', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const scope = clinicScope(principal);
    const id = pathId(c.req.param('id'), 'Follow-up');
    const view = await deps.db.transaction(async (tx) => {
      const [row] = await followUpsOf(tx, scope.clinicId, 'f.id = $2', [id], true);
      if (!row) throw notFound(NOT_FOUND);
      if (row.stopped_at !== null) return followUpView(row, await reminderSetting(tx, scope.clinicId));
      const [stopped] = await tx.query<{ stopped_at: Date | string }>(
        `UPDATE main.follow_ups SET stopped_at = now(), stopped_reason = 'staff', stopped_by = $2 WHERE id = $1 RETURNING stopped_at`,
        [row.id, scope.userId],
      );
      await recordAudit(tx, scope, {
        action: 'follow_up.stopped',
        targetType: 'follow_up',
        targetId: row.id,
        detail: { kind: row.kind, subject_id: row.subject_id, visit_id: row.visit_id, before: { stopped_reason: null }, after: { stopped_reason: 'staff' } },
      });
      return followUpView({ ...row, stopped_at: stopped!.stopped_at, stopped_reason: 'staff', stopped_by: scope.userId }, await reminderSetting(tx, scope.clinicId));
    });
    return c.json({ data: view });
  });
}
