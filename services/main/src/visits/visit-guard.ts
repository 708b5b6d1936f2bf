// What the server checks before any note of a visit changes: the
// visit is the caller's clinic's, it is not locked, and a visit in a read-only
// status is only changed under a reason for modification given for that visit
// (main.modification_reasons). Every charting write (subjective and objective notes, vitals,
// reminders saved from a visit) calls lockVisitForWrite inside its transaction, so the rule holds
// for the gateway and for anyone calling the service directly; the row lock (FOR UPDATE) makes
// concurrent writes to one visit take turns, so a lock or status change cannot slip between the
// check and the write.
//
// Notes carry a version: a save names the version it was based on, and a save based on an older
// one is refused with who changed the note and when, and the note as it is now (staleVersion),
// never a silent overwrite.
//
// The visit's name, its status and the reasons for modification are writes too. The
// status moves by the state machine in visit-status-machine.ts (lockVisitForStatusChange), the
// name through lockVisitForWrite, a reason for modification through lockUnlockedVisit (a read-only
// visit takes one, a locked one does not), and a reminder is also refused when the visit it was
// charted on is locked, whichever visit the request names (lockReminderOwnVisit).
import type { Principal } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { HttpError, notFound } from '@vetchart/platform/http';
import { isUuid } from '../scope.ts';
import { activeClinicId } from './clinic-pet.ts';
import { findClinicVisit } from './visit-store.ts';
import { decideTransition, isReadOnlyStatus, UNKNOWN_STATUS, VISIT_LOCKED, VISIT_READ_ONLY } from './visit-status-machine.ts';

export { VISIT_LOCKED, VISIT_READ_ONLY };
export const MODIFICATION_NOT_FOUND = 'The reason for modification was not found for this visit.';

export type WritableVisit = Awaited<ReturnType<typeof findClinicVisit>>;

export interface VisitWriteOptions {
  /**
   * The statuses in which this write needs a reason for modification, instead of the statuses'
   * own read_only flag. The results step is used while the visit is in the read-only
   * statuses (Ready for Treatment, Dx Ordered, Results Ready, ...): its writes pass
   * ['SOAP Finalized'] (RESULT_WRITE_STATUSES in results/).
   */
  readOnlyStatuses?: string[];
}

/**
 * The visit, locked for this transaction, when the caller may change its notes; otherwise a 409
 * saying why (locked, or read-only without a reason for modification of this visit) or a 404 for
 * a visit of another clinic. Returns the modification reason id the change is made under (null
 * when the visit is not read-only and none was given).
 */
export async function lockVisitForWrite(
  tx: Sql,
  principal: Principal,
  visitId: string,
  modificationId?: string | null,
  options: VisitWriteOptions = {},
): Promise<{ visit: WritableVisit; modificationId: string | null }> {
  const visit = await findClinicVisit(tx, principal, visitId, true);
  if (visit.is_locked) throw new HttpError(409, VISIT_LOCKED);
  const reasonId = await reasonOfVisit(tx, visit.id, modificationId);
  const readOnly = options.readOnlyStatuses ? options.readOnlyStatuses.includes(visit.status_name) : isReadOnlyStatus(visit.status_name);
  if (readOnly && !reasonId) throw new HttpError(409, VISIT_READ_ONLY);
  return { visit, modificationId: reasonId };
}

/** The id of a reason for modification given for this visit; null when none is named; 404 otherwise. */
async function reasonOfVisit(tx: Sql, visitId: string, modificationId: string | null | undefined): Promise<string | null> {
  if (!modificationId) return null;
  if (!isUuid(modificationId)) throw notFound(MODIFICATION_NOT_FOUND);
  const [reason] = await tx.query<{ id: string }>(`SELECT id FROM main.modification_reasons WHERE id = $1 AND visit_id = $2`, [modificationId, visitId]);
  if (!reason) throw notFound(MODIFICATION_NOT_FOUND);
  return reason.id;
}

/** The visit, locked for this transaction, unless it is locked with the Veterinary PIN (409). */
export async function lockUnlockedVisit(tx: Sql, principal: Principal, visitId: string): Promise<WritableVisit> {
  const visit = await findClinicVisit(tx, principal, visitId, true);
  if (visit.is_locked) throw new HttpError(409, VISIT_LOCKED);
  return visit;
}

/**
 * A reminder belongs to the visit it was charted on: when that visit is locked, the reminder can
 * no longer be changed or removed, even from another open visit of the pet. (The read-only rule
 * and the reason for modification follow the visit the change is made from, as for new reminders.)
 */
export async function lockReminderOwnVisit(tx: Sql, principal: Principal, ownVisitId: string | null, namedVisitId: string): Promise<void> {
  if (!ownVisitId || ownVisitId === namedVisitId) return;
  const [own] = await tx.query<{ is_locked: boolean }>(
    `SELECT is_locked FROM main.visits WHERE id = $1 AND clinic_id = $2 FOR UPDATE`,
    [ownVisitId, activeClinicId(principal)],
  );
  if (own?.is_locked) throw new HttpError(409, VISIT_LOCKED);
}

export interface StatusChange {
  visit: WritableVisit;
  to: { id: number; name: string };
  modificationId: string | null;
  /** The move leaves a read-only status for an earlier one, under `modificationId`. */
  reopens: boolean;
  /** The status is a different one (false when the visit is already there). */
  changes: boolean;
}

/**
 * The visit, locked for this transaction, when it may move to the status `toStatusId` by the state
 * machine (visit-status-machine.ts): 409 for a locked visit, 409 back out of a read-only status
 * without a reason for modification of this visit, 404 for an unknown status or reason.
 */
export async function lockVisitForStatusChange(
  tx: Sql,
  principal: Principal,
  visitId: string,
  toStatusId: number,
  modificationId?: string | null,
): Promise<StatusChange> {
  const visit = await findClinicVisit(tx, principal, visitId, true);
  if (visit.is_locked) throw new HttpError(409, VISIT_LOCKED);
  const [to] = await tx.query<{ id: number; name: string }>(`SELECT id, name FROM main.visit_statuses WHERE id = $1`, [toStatusId]);
  if (!to) throw notFound(UNKNOWN_STATUS);
  const reasonId = await reasonOfVisit(tx, visit.id, modificationId);
  const decision = decideTransition({ status: visit.status_name, isLocked: visit.is_locked }, to.name, reasonId !== null);
  if (!decision.allowed) throw new HttpError(decision.status, decision.message);
  return { visit, to, modificationId: reasonId, reopens: decision.reopens, changes: decision.changes };
}

const CHANGED_AT = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'UTC',
});

/** 'This note was changed by Dana Vet at 11/24/2026, 3:04 PM UTC'. */
export function changedByMessage(name: string, at: Date | string): string {
  return `This note was changed by ${name} at ${CHANGED_AT.format(new Date(at))} UTC`;
}

/**
 * Refuses a save based on an older version of a record: 409 with who changed it, when, and the
 * record as it is now in `details.current` (the client shows it instead of overwriting it).
 * A save that names no version (absent, null or 0) is based on no version, a first save: over a
 * record that exists it is refused the same way (a first comment must not silently
 * replace one saved meanwhile). Callers lock the visit first, so of simultaneous first saves one
 * creates the record and the others find it here.
 */
export function assertCurrentVersion(
  record: { version: number; updated_by_name: string; updated_at: Date | string },
  basedOnVersion: number | null | undefined,
  current: () => Record<string, unknown>,
): void {
  if ((basedOnVersion ?? 0) === record.version) return;
  throw new HttpError(409, changedByMessage(record.updated_by_name, record.updated_at), [], {}, {
    code: 'STALE_VERSION',
    changed_by_name: record.updated_by_name,
    changed_at: new Date(record.updated_at).toISOString(),
    current: current(),
  });
}
