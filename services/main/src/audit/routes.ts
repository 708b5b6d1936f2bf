// The admin's audit screen (docs/rest-main.md 'Audit log'): who did what to which
// record when, newest first, filtered by patient, visit and person. Only the caller's clinic (from
// the access token) and only admins: the log names every record of every patient, so it is for
// whoever answers for the clinic's records, like Manage Users' edit rights (client admin, super admin).
// Pages by keyset (the id of the last entry seen): the log only grows, so a page never shifts
// under an admin paging back through it while staff keep writing.
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireAccess, requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import { parseInput } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { isUuid } from '../scope.ts';
import { activeClinicId } from '../visits/clinic-pet.ts';

export const AUDIT_ADMINS = { superAdmin: true, clientAdmin: true };
export const MAX_AUDIT_PAGE = 1000;
export const DEFAULT_AUDIT_PAGE = 50;

export const M = {
  pet: 'The patient filter must be the id of a pet.',
  visit: 'The visit filter must be the id of a visit.',
  actor: 'The person filter must be the id of a user.',
  limit: `The limit must be a whole number from 1 to ${MAX_AUDIT_PAGE}.`,
  after: 'after must be the id of an audit entry (a whole number).',
  ids: 'ids must be at most 100 ids of audit entries (whole numbers), separated by commas.',
};

const uuidFilter = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => isUuid(value), message)
    .transform((value) => value.toLowerCase())
    .optional();

const auditQuery = z.object({
  pet_id: uuidFilter(M.pet),
  visit_id: uuidFilter(M.visit),
  actor_user_id: uuidFilter(M.actor),
  limit: z
    .string()
    .regex(/^\d{1,5}$/, M.limit)
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_AUDIT_PAGE, M.limit)
    .optional(),
  after: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, M.after)
    .optional(),
  // The gateway's node(id:) loader: these entries (of the caller's clinic, the filters still apply).
  ids: z
    .string()
    .regex(/^[1-9]\d{0,17}(,[1-9]\d{0,17}){0,99}$/, M.ids)
    .transform((value) => value.split(','))
    .optional(),
});

interface AuditRow {
  id: string;
  actor_user_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  visit_id: string | null;
  pet_id: string | null;
  pet_name: string | null;
  visit_name: string | null;
  detail: Record<string, unknown>;
  created_at: Date | string;
}

const toAuditView = (row: AuditRow) => ({
  id: String(row.id),
  actor_user_id: row.actor_user_id,
  action: row.action,
  target_type: row.target_type,
  target_id: row.target_id,
  visit_id: row.visit_id,
  pet_id: row.pet_id,
  pet_name: row.pet_name,
  visit_name: row.visit_name,
  detail: row.detail ?? {},
  created_at: new Date(row.created_at).toISOString(),
});

export type AuditEntryView = ReturnType<typeof toAuditView>;

export function registerAuditRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);

  app.get('/audit-log', auth, async (c) => {
    const principal = c.var.principal;
    // Refused before the query is read: someone who may not look learns nothing from validation.
    requireAccess(principal, AUDIT_ADMINS);
    const clinicId = activeClinicId(principal);
    const query = parseInput(auditQuery, c.req.query());
    const limit = query.limit ?? DEFAULT_AUDIT_PAGE;
    const where = `a.clinic_id = $1 AND ($2::uuid IS NULL OR a.pet_id = $2::uuid) AND ($3::uuid IS NULL OR a.visit_id = $3::uuid)
      AND ($4::uuid IS NULL OR a.actor_user_id = $4::uuid) AND ($5::bigint[] IS NULL OR a.id = ANY($5::bigint[]))`;
    const params = [clinicId, query.pet_id ?? null, query.visit_id ?? null, query.actor_user_id ?? null, query.ids ?? null];
    // One more than asked tells whether another page follows. Pet and visit names are read at
    // their current state (deleted ones too: the log outlives them), and only of this clinic.
    const rows = await deps.db.query<AuditRow>(
      `SELECT a.id::text AS id, a.actor_user_id::text AS actor_user_id, a.action, a.target_type, a.target_id, a.visit_id::text AS visit_id,
              a.pet_id::text AS pet_id, p.name AS pet_name, v.name AS visit_name, a.detail, a.created_at
         FROM main.audit_log a
         LEFT JOIN main.pets p ON p.id = a.pet_id AND p.clinic_id = a.clinic_id
         LEFT JOIN main.visits v ON v.id = a.visit_id AND v.clinic_id = a.clinic_id
        WHERE ${where} AND ($6::bigint IS NULL OR a.id < $6::bigint)
        ORDER BY a.id DESC
        LIMIT $7`,
      [...params, query.after ?? null, limit + 1],
    );
    const page = rows.slice(0, limit).map(toAuditView);
    const nextAfter = rows.length > limit ? page[page.length - 1]!.id : null;
    // The node loader's `ids` read names their entries: the total is what it found, not counted again.
    const total = query.ids
      ? page.length
      : (await deps.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM main.audit_log a WHERE ${where}`, params))[0]!.total;
    return c.json({ data: page, meta: { limit, total, next_after: nextAfter } });
  });
}
