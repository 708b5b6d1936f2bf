// A visit read for the caller's clinic, and the row lock writes take on it. Kept apart from the
// routes so that the write guard (visit-guard.ts) and the routes both use it without importing
// each other.
import type { Sql } from '@vetchart/platform/database';
import { notFound } from '@vetchart/platform/http';
import type { Principal } from '@vetchart/platform/access-token';
import { isUuid } from '../scope.ts';
import { activeClinicId } from './clinic-pet.ts';

export interface VisitRow {
  id: string;
  pet_id: string;
  clinic_code: string;
  name: string;
  status_id: number;
  status_name: string;
  read_only: boolean;
  is_locked: boolean;
  last_modified_by: string;
  last_modified_by_name: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export const VISIT_COLUMNS = `v.id, v.pet_id, v.clinic_code, v.name, v.status_id, s.name AS status_name, s.read_only, v.is_locked,
  v.last_modified_by, v.last_modified_by_name, v.created_at, v.updated_at`;

export async function findClinicVisit(sql: Sql, principal: Principal, visitId: string, lock = false): Promise<VisitRow> {
  const clinicId = activeClinicId(principal);
  if (!isUuid(visitId)) throw notFound('Visit not found.');
  if (lock) await lockVisitRow(sql, visitId);
  const [row] = await sql.query<VisitRow>(
    `SELECT ${VISIT_COLUMNS} FROM main.visits v JOIN main.visit_statuses s ON s.id = v.status_id
      WHERE v.id = $1 AND v.clinic_id = $2 AND v.deleted_at IS NULL`,
    [visitId, clinicId],
  );
  if (!row) throw notFound('Visit not found.');
  return row;
}

/**
 * Locks a visit's row on its own, before it is read joined with its status. `… JOIN visit_statuses
 * … FOR UPDATE OF v` is wrong on PostgreSQL when another transaction changes the visit's status
 * meanwhile: the waiting query re-checks the new row against the status row it joined before, the
 * join no longer matches, and the visit reads as not there (a save answered 'Visit not found.' while
 * the plan step moved the visit to Pending Client Approval). Locked first, the read that follows is a
 * new statement and sees the committed row.
 */
export async function lockVisitRow(tx: Sql, visitId: string): Promise<void> {
  await tx.query(`SELECT 1 FROM main.visits WHERE id = $1 FOR UPDATE`, [visitId]);
}
