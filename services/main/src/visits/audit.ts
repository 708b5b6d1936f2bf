// Who changed which visit record and when: one main.audit_log row per write, in the same
// transaction as the write, so the log never claims something that was rolled back.
import type { Principal } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';

export async function recordMainAudit(
  sql: Sql,
  principal: Principal,
  entry: { action: string; targetType: string; targetId: string; detail?: Record<string, unknown> },
): Promise<void> {
  await sql.query(
    `INSERT INTO main.audit_log (actor_user_id, organization_id, clinic_id, action, target_type, target_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [principal.userId, principal.organizationId, principal.clinicId, entry.action, entry.targetType, entry.targetId, JSON.stringify(entry.detail ?? {})],
  );
}
