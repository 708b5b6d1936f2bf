// Where a lookup call acts: the clinic and organization of the caller's access token, never ids
// the client sent. Writes need 'Modify Knowledge Base' (checked again here after the gateway's
// scope-auth), reads only a clinic membership.
import { requireAccess, type Principal } from '@vetchart/platform/access-token';
import { forbidden, notFound } from '@vetchart/platform/http';
import type { Sql } from '@vetchart/platform/database';

export const MODIFY_KNOWLEDGE_BASE = 'Modify Knowledge Base';

export interface ClinicScope {
  clinicId: string;
  organizationId: string;
  userId: string;
}

export function clinicScope(principal: Principal): ClinicScope {
  if (!principal.clinicId) throw forbidden('Your account is not linked to a clinic.');
  return { clinicId: principal.clinicId, organizationId: principal.organizationId, userId: principal.userId };
}

export function requireModify(principal: Principal): void {
  requireAccess(principal, { anyPermission: [MODIFY_KNOWLEDGE_BASE] });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** An id from a path: anything that is not a uuid is as unknown as another clinic's row. */
export function pathId(value: string, what: string): string {
  if (!isUuid(value)) throw notFound(`${what} not found.`);
  return value.toLowerCase();
}

/** A LIKE pattern for a keyword search, with the wildcards of the keyword escaped. */
export function searchPattern(q: string | undefined): string | null {
  return q ? `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
}

export async function recordAudit(
  sql: Sql,
  scope: ClinicScope,
  entry: { action: string; targetType: string; targetId: string; detail?: Record<string, unknown> },
): Promise<void> {
  await sql.query(
    `INSERT INTO inventory.audit_log (actor_user_id, organization_id, clinic_id, action, target_type, target_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [scope.userId, scope.organizationId, scope.clinicId, entry.action, entry.targetType, entry.targetId, JSON.stringify(entry.detail ?? {})],
  );
}
