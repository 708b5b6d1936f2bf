// Who changed what and when: every account-changing write records one row in the same
// transaction as the change, so the log never claims something that was rolled back.
import type { Sql } from '@vetchart/platform/database';

export interface AuditEntry {
  actorUserId: string | null;
  organizationId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  detail?: Record<string, unknown>;
}

export async function recordAudit(sql: Sql, entry: AuditEntry): Promise<void> {
  await sql.query(
    `INSERT INTO auth.audit_log (actor_user_id, organization_id, action, target_type, target_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [entry.actorUserId, entry.organizationId, entry.action, entry.targetType, entry.targetId, JSON.stringify(entry.detail ?? {})],
  );
}
