// Where a pet or pet parent call acts: the clinic and organization of the caller's access token,
// never ids the client sent; and the audit log every write of theirs goes to.
import type { Principal } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { forbidden, notFound } from '@vetchart/platform/http';

export interface ClinicScope {
  clinicId: string;
  organizationId: string;
  userId: string;
}

export function clinicScope(principal: Principal): ClinicScope {
  if (!principal.clinicId) throw forbidden('Your account is not linked to a clinic.');
  return { clinicId: principal.clinicId, organizationId: principal.organizationId, userId: principal.userId };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** A `?ids=a,b` style list: its distinct uuids (lower case), at most 100; anything else is left out. */
export function idsOfQuery(raw: string | undefined): string[] {
  return [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter(isUuid),
    ),
  ].slice(0, 100);
}

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
  // userId null: no user acted (a pet parent signing a treatment plan through an e-mailed link).
  scope: Omit<ClinicScope, 'userId'> & { userId: string | null },
  entry: { action: string; targetType: string; targetId: string; detail?: Record<string, unknown> },
): Promise<void> {
  await sql.query(
    `INSERT INTO main.audit_log (actor_user_id, organization_id, clinic_id, action, target_type, target_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [scope.userId, scope.organizationId, scope.clinicId, entry.action, entry.targetType, entry.targetId, JSON.stringify(entry.detail ?? {})],
  );
}

/** Today in UTC as YYYY-MM-DD (a birth date after it is in the future). */
export const todayIso = () => new Date().toISOString().slice(0, 10);
