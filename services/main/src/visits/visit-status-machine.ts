// The visit's status as a state machine: the statuses in workflow order, which of them
// make a visit read-only (spec 002 section 4 "Visit statuses"), and which moves between them are
// allowed. This is the one place the rule lives: the status route (PATCH /visits/:id/status) asks
// decideTransition before it moves a visit, and the visit guard (visit-guard.ts) asks
// isReadOnlyStatus before any other write. main.visit_statuses seeds the same names, positions and
// read-only flags (migrations/005_visits.sql); a test keeps the two in step.
//
// The rule:
// - a locked visit (Veterinary PIN) moves nowhere, and refuses every other write too;
// - from an open status (SOAP in Progress, Exam in Progress, Pending Client Approval) any move
//   is allowed: staff set the status by hand in the Visit Status Timeline;
// - from a read-only status a move forward in the workflow (Ready for Treatment → Dx Ordered →
//   Results Ready → … → SOAP Finalized) is allowed: it is the visit going on, and it keeps the
//   visit read-only;
// - from a read-only status a move back (to an earlier status, which reopens a signed plan or a
//   finalized visit) needs a reason for modification given for this visit, recorded with the move
//   in the audit log; without one it is refused.
// The automatic moves (start-exam, start-plan-approval, plan signing, lab results, Done, the SOAP
// canvas finalize) ask decideAutomaticMove: they make only the moves this table allows without a
// reason (never back out of a read-only status), never on a locked visit; any other is not made.

export const VISIT_LOCKED = 'This visit is locked. Its notes can no longer be changed.';
export const VISIT_READ_ONLY = 'This visit is read-only in its current status. Give a reason for modification before changing it.';
export const UNKNOWN_STATUS = 'Visit status not found.';

/** The statuses in workflow order (main.visit_statuses.position 1…9). */
export const VISIT_STATUSES = [
  'SOAP in Progress',
  'Exam in Progress',
  'Pending Client Approval',
  'Ready for Treatment',
  'Dx Ordered',
  'Results Ready',
  'Syncing in Progress',
  'Synced',
  'SOAP Finalized',
] as const;

export type VisitStatusName = (typeof VISIT_STATUSES)[number];

/** Spec 002 section 4: 'Statuses that make a visit read-only'. */
export const READ_ONLY_STATUSES: readonly VisitStatusName[] = ['Ready for Treatment', 'Dx Ordered', 'Results Ready', 'Syncing in Progress', 'Synced', 'SOAP Finalized'];

export function isReadOnlyStatus(name: string): boolean {
  return (READ_ONLY_STATUSES as readonly string[]).includes(name);
}

function position(name: string): number {
  return (VISIT_STATUSES as readonly string[]).indexOf(name);
}

/**
 * How a move from one status to another is allowed, ignoring the lock: 'stay' (the same status),
 * 'free' (from an open status, or forward from a read-only one), 'needs_reason' (back out of a
 * read-only status), or 'unknown' (a name the workflow does not have).
 */
export type TransitionRule = 'stay' | 'free' | 'needs_reason' | 'unknown';

export function transitionRule(from: string, to: string): TransitionRule {
  if (position(from) < 0 || position(to) < 0) return 'unknown';
  if (from === to) return 'stay';
  if (!isReadOnlyStatus(from)) return 'free';
  return position(to) > position(from) ? 'free' : 'needs_reason';
}

/** Every allowed move from a status and whether it needs a reason (for the docs' table and tests). */
export function transitionsFrom(from: VisitStatusName): { to: VisitStatusName; needsReason: boolean }[] {
  return VISIT_STATUSES.filter((to) => to !== from).map((to) => ({ to, needsReason: transitionRule(from, to) === 'needs_reason' }));
}

export type TransitionDecision =
  | { allowed: true; reopens: boolean; changes: boolean }
  | { allowed: false; status: 404 | 409; message: string };

/**
 * Whether a visit may move to `to`: refused for a locked visit (even to its own status: a locked
 * visit takes no writes), refused back out of a read-only status without a reason for
 * modification; `reopens` says the move leaves a read-only status for an earlier one (audited
 * with its reason), `changes` that the status is a different one.
 */
export function decideTransition(visit: { status: string; isLocked: boolean }, to: string, hasReason: boolean): TransitionDecision {
  if (visit.isLocked) return { allowed: false, status: 409, message: VISIT_LOCKED };
  const rule = transitionRule(visit.status, to);
  if (rule === 'unknown') return { allowed: false, status: 404, message: UNKNOWN_STATUS };
  if (rule === 'needs_reason' && !hasReason) return { allowed: false, status: 409, message: VISIT_READ_ONLY };
  return { allowed: true, reopens: rule === 'needs_reason', changes: rule !== 'stay' };
}

/**
 * Why an automatic move is not made: the visit is locked, it is already in that status, the move
 * would leave a read-only status for an earlier one (which only staff may do, under a reason for
 * modification), or a status name the workflow does not have.
 */
export type AutomaticMoveDecision = { moves: true } | { moves: false; why: 'locked' | 'already_there' | 'needs_reason' | 'unknown' };

/**
 * Whether the workflow moves a visit to `to` on its own (entering the objective or plan step, a
 * signed plan, lab results, Done, the SOAP canvas finalize; visit-status-moves.ts): only a move the
 * table allows without a reason (from an open status, or forward from a read-only one), never on a
 * locked visit. An automatic move has no reason for modification to give, so it never reopens a
 * visit; one that is not made is a no-op, not a refusal, because these moves follow another write
 * (the step opened, the plan signed, the lab answered) that stands on its own.
 */
export function decideAutomaticMove(visit: { status: string; isLocked: boolean }, to: string): AutomaticMoveDecision {
  if (visit.isLocked) return { moves: false, why: 'locked' };
  const rule = transitionRule(visit.status, to);
  if (rule === 'free') return { moves: true };
  return { moves: false, why: rule === 'stay' ? 'already_there' : rule };
}
