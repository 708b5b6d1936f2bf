// Where a visit's status is written: the visit row, its status log row (the Visit
// Status Timeline) and the 'visit.status_changed' audit entry, in one place for every move.
//
// - Staff moving the status by hand (PATCH /visits/:id/status) are checked by the guard
//   (lockVisitForStatusChange, visit-guard.ts) and written here by writeStatusMove.
// - The workflow's own moves (entering the objective step, entering the plan step, a signed plan,
//   lab results, Done, the SOAP canvas finalize) call moveVisitAutomatically, which asks the state
//   machine (decideAutomaticMove, visit-status-machine.ts) under the visit's row lock: no move of a
//   locked visit, none back out of a read-only status, and a move not made changes nothing.
import type { Sql } from '@vetchart/platform/database';
import { recordAudit } from '../scope.ts';
import { decideAutomaticMove, type VisitStatusName } from './visit-status-machine.ts';
import { lockVisitRow } from './visit-store.ts';

/** Who moves the status: a staff member, the lab's system actor, or (userId null) a pet parent signing through an e-mailed link. */
export interface StatusActor {
  userId: string | null;
  name: string;
}

export interface StatusMove {
  visit: { id: string; clinicId: string; organizationId: string; fromStatusId: number };
  toStatusId: number;
  actor: StatusActor;
  /** Added to the audit entry's detail next to `from` and `to` (the automatic move's reason, a reopening's reason for modification). */
  detail?: Record<string, unknown>;
}

/**
 * Writes a move the caller has already decided on, inside its transaction with the visit's row
 * locked. Without a user (a link signature) the visit keeps its last modifier's id and the log row
 * names the visit's creator's id; the names say who it was.
 */
export async function writeStatusMove(tx: Sql, move: StatusMove): Promise<void> {
  const { visit, toStatusId, actor } = move;
  await tx.query(
    `UPDATE main.visits SET status_id = $2, last_modified_by = COALESCE($3::uuid, last_modified_by), last_modified_by_name = $4, updated_at = clock_timestamp() WHERE id = $1`,
    [visit.id, toStatusId, actor.userId, actor.name],
  );
  await tx.query(
    `INSERT INTO main.visit_status_logs (visit_id, status_id, user_id, user_name) VALUES ($1, $2, COALESCE($3::uuid, (SELECT created_by FROM main.visits WHERE id = $1)), $4)`,
    [visit.id, toStatusId, actor.userId, actor.name],
  );
  await recordAudit(
    tx,
    { clinicId: visit.clinicId, organizationId: visit.organizationId, userId: actor.userId },
    { action: 'visit.status_changed', targetType: 'visit', targetId: visit.id, detail: { from: visit.fromStatusId, to: toStatusId, ...move.detail } },
  );
}

/**
 * The workflow moves a visit to `to` on its own, if the state machine allows it
 * (decideAutomaticMove): the visit's row is locked and read here, in the caller's transaction, so
 * the decision is made on its status as it is now. Answers whether it moved; a move not made (a
 * locked visit, already there, back out of a read-only status, a deleted visit) writes nothing.
 * `reason` is kept in the audit entry ('physical exam started', 'treatment plan signed', ...).
 */
export async function moveVisitAutomatically(tx: Sql, visitId: string, to: VisitStatusName, actor: StatusActor, reason: string): Promise<boolean> {
  await lockVisitRow(tx, visitId);
  const [visit] = await tx.query<{ id: string; clinic_id: string; organization_id: string; status_id: number; status_name: string; is_locked: boolean }>(
    `SELECT v.id, v.clinic_id, v.organization_id, v.status_id, s.name AS status_name, v.is_locked
       FROM main.visits v JOIN main.visit_statuses s ON s.id = v.status_id WHERE v.id = $1 AND v.deleted_at IS NULL`,
    [visitId],
  );
  if (!visit) return false;
  const decision = decideAutomaticMove({ status: visit.status_name, isLocked: visit.is_locked }, to);
  if (!decision.moves) {
    // A name the machine does not know means main.visit_statuses and the machine drifted apart.
    if (decision.why === 'unknown') throw new Error(`visit status not in the state machine: ${visit.status_name} → ${to}`);
    return false;
  }
  const [target] = await tx.query<{ id: number }>(`SELECT id FROM main.visit_statuses WHERE name = $1`, [to]);
  if (!target) throw new Error(`visit status not seeded: ${to}`);
  await writeStatusMove(tx, {
    visit: { id: visit.id, clinicId: visit.clinic_id, organizationId: visit.organization_id, fromStatusId: visit.status_id },
    toStatusId: target.id,
    actor,
    detail: { reason },
  });
  return true;
}
