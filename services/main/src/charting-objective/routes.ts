// The physical exam (objective note) of a visit (spec 002 sections 2.4, 3 "Objective note", 5),
// entering the exam step ('Exam in Progress'), locking a visit with a Veterinary PIN (section 2.8),
// and the visits' status logs and modification reasons by visit ids (one call for any number of
// visits, for the gateway's loaders). Docs: docs/rest-main-charting-objective.md.
//
// Every write takes the visit through lockVisitForWrite (visit-guard.ts): another clinic's visit
// is not found, a locked one refuses, a read-only one needs a reason for modification; updates
// name the version they were based on; every change is audited with before, after and the fields.
import type { Hono } from 'hono';
import { z } from 'zod';
import { DEFAULT_MENTATION } from '@vetchart/contracts/charting-objective/objective-labels';
import { objectiveNoteSaveWire, type ObjectiveNoteSave } from '@vetchart/contracts/charting-objective/objective-note';
import { visitLockWire } from '@vetchart/contracts/visits/visit';
import { toWire } from '@vetchart/contracts/wire';
import { requireAccess, requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { badRequest, conflict, HttpError, parseInput, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { idListQuery } from '@vetchart/platform/text-limits';
import { verifyVisitLockProof } from '@vetchart/platform/visit-lock-proof';
import { assertNoOpenDrafts, recordAiDrafts } from '../ai-drafts/ai-drafts.ts';
import { clinicScope, idsOfQuery, recordAudit } from '../scope.ts';
import { activeClinicId } from '../visits/clinic-pet.ts';
import { CHART_VISIT, findClinicVisit, toVisitView } from '../visits/routes.ts';
import { assertCurrentVersion, lockVisitForWrite } from '../visits/visit-guard.ts';
import { moveVisitAutomatically } from '../visits/visit-status-moves.ts';
import { assertDosesReasoned } from '../treatment-plans/dose-check.ts';
import { planOfVisit } from '../treatment-plans/plan-store.ts';

/** Locking needs the seeded 'Lock Visit Note' (veterinarians, admins and super admins hold it). */
export const LOCK_VISIT = 'Lock Visit Note';
export const EXAM_IN_PROGRESS = 'Exam in Progress';
export const ALREADY_LOCKED = 'This visit is already locked.';
export const NOTE_EXISTS_MESSAGE = 'This visit already has an objective note: update it instead.';
export const VERSION_REQUIRED = 'Name the version of the note this save is based on.';
const NO_NOTE = 'This visit has no objective note yet: save it first.';

/** Lists by visit ids (or note ids) for the gateway's loaders: at most 100 a call. */
const idsQuery = z.object({
  ids: idListQuery(),
  visit_ids: idListQuery(),
});
/** A lock proof is a signed token of a few hundred characters; a longer one is no proof. */

/** Absent: no filter by that list (null); present: its uuids (idsOfQuery). */
const idList = (raw: string | undefined): string[] | null => (raw === undefined ? null : idsOfQuery(raw));

interface NoteRow {
  id: string;
  visit_id: string;
  pet_id: string;
  body_score: number | null;
  pain_score: number | null;
  dental_score: number | null;
  muscle_condition_score: number | null;
  grimace_scale: number | null;
  mentation: string;
  medical_history_notes: string;
  physical_exam_results: unknown[];
  rule_outs: unknown[];
  visit_modification_id: string | null;
  version: number;
  created_at: Date | string;
  updated_by_name: string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const NOTE_COLUMNS = `n.id, n.visit_id, n.pet_id, n.body_score, n.pain_score, n.dental_score, n.muscle_condition_score, n.grimace_scale,
  n.mentation, n.medical_history_notes, n.physical_exam_results, n.rule_outs, n.visit_modification_id, n.version, n.created_at,
  n.updated_by_name, n.updated_at`;

/** The note as REST answers it (the spec's names: obj_visit_id, physicalexamresult, ruleouts). */
export const toObjectiveNoteView = (row: NoteRow) => ({
  id: row.id,
  obj_visit_id: row.visit_id,
  visit_id: row.visit_id,
  pet_id: row.pet_id,
  body_score: row.body_score,
  pain_score: row.pain_score,
  dental_score: row.dental_score,
  muscle_condition_score: row.muscle_condition_score,
  grimace_scale: row.grimace_scale,
  mentation: row.mentation,
  medical_history_notes: row.medical_history_notes,
  physicalexamresult: row.physical_exam_results,
  ruleouts: row.rule_outs,
  visit_modification_id: row.visit_modification_id,
  version: row.version,
  created_at: iso(row.created_at),
  updated_by_name: row.updated_by_name,
  updated_at: iso(row.updated_at),
});
type NoteView = ReturnType<typeof toObjectiveNoteView>;

async function noteOfVisit(sql: Sql, visitId: string, lock = false): Promise<NoteRow | null> {
  const [row] = await sql.query<NoteRow>(`SELECT ${NOTE_COLUMNS} FROM main.objective_notes n WHERE n.visit_id = $1${lock ? ' FOR UPDATE' : ''}`, [visitId]);
  return row ?? null;
}

/** The stored form of a body's fields; absent fields keep `base` (the note before, or the defaults). */
function noteValues(body: ObjectiveNoteSave, base: NoteView | null) {
  const kept = <T>(sent: T | undefined, before: T | null | undefined) => (sent === undefined ? (before ?? null) : sent);
  return {
    body_score: kept(body.bodyScore, base?.body_score),
    pain_score: kept(body.painScore, base?.pain_score),
    dental_score: kept(body.dentalScore, base?.dental_score),
    muscle_condition_score: kept(body.muscleConditionScore, base?.muscle_condition_score),
    grimace_scale: kept(body.grimaceScale, base?.grimace_scale),
    mentation: body.mentation ?? base?.mentation ?? DEFAULT_MENTATION,
    medical_history_notes: body.medicalHistoryNotes === undefined ? (base?.medical_history_notes ?? '') : (body.medicalHistoryNotes ?? ''),
    physicalexamresult: (body.physicalExamResults ?? base?.physicalexamresult ?? []).map((row) => {
      const exam = row as { category: { id?: string | null; category: string }; result: string; comment?: string | null };
      return { category: { id: exam.category.id ?? null, category: exam.category.category }, result: exam.result, comment: exam.comment ?? '' };
    }),
    // The body's rule outs are read camelCase; they are stored as the spec's (diagnosis_id), as the note answers them.
    ruleouts: (body.ruleOuts?.map((rule) => toWire(rule)) ?? base?.ruleouts ?? []).map((row) => {
      const rule = row as { diagnosis_id?: string | null; name: string; category?: string | null; description?: string | null; symptoms?: string | null };
      return { diagnosis_id: rule.diagnosis_id ?? null, name: rule.name, category: rule.category ?? null, description: rule.description ?? '', symptoms: rule.symptoms ?? '' };
    }),
  };
}
type NoteValues = ReturnType<typeof noteValues>;

const CHARTED_FIELDS: (keyof NoteValues)[] = [
  'body_score',
  'pain_score',
  'dental_score',
  'muscle_condition_score',
  'grimace_scale',
  'mentation',
  'medical_history_notes',
  'physicalexamresult',
  'ruleouts',
];

/** JSON with object keys sorted: jsonb keeps keys in its own order, so the same value compares equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))) : item,
  );
}

function changedFields(before: NoteView | null, after: NoteValues): string[] {
  return CHARTED_FIELDS.filter((field) => canonical(before?.[field]) !== canonical(after[field]));
}

const auditView = (note: NoteView | null) => (note ? Object.fromEntries(CHARTED_FIELDS.map((field) => [field, note[field]])) : null);

/** The visit's objective note as REST answers it, or null before the first save (documents print it). */
export async function objectiveViewOfVisit(sql: Sql, visitId: string): Promise<NoteView | null> {
  const row = await noteOfVisit(sql, visitId);
  return row ? toObjectiveNoteView(row) : null;
}

async function loadNote(sql: Sql, visitId: string): Promise<NoteView> {
  return toObjectiveNoteView((await noteOfVisit(sql, visitId))!);
}

export function registerObjectiveRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);

  app.get('/objective-notes', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const query = parseInput(idsQuery, c.req.query());
    const ids = idList(query.ids);
    const visitIds = idList(query.visit_ids);
    if (!ids?.length && !visitIds?.length) return c.json({ data: [] });
    const rows = await deps.db.query<NoteRow>(
      `SELECT ${NOTE_COLUMNS} FROM main.objective_notes n
        WHERE n.clinic_id = $1 AND (n.id = ANY($2::uuid[]) OR n.visit_id = ANY($3::uuid[]))`,
      [clinicId, ids ?? [], visitIds ?? []],
    );
    return c.json({ data: rows.map(toObjectiveNoteView) });
  });

  app.get('/visits/:id/objective-note', auth, async (c) => {
    const visit = await findClinicVisit(deps.db, c.var.principal, c.req.param('id'));
    const row = await noteOfVisit(deps.db, visit.id);
    return c.json({ data: row ? toObjectiveNoteView(row) : null });
  });

  app.post('/visits/:id/objective-note', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, objectiveNoteSaveWire);
    const note = await deps.db.transaction(async (tx) => {
      const { visit, modificationId } = await lockVisitForWrite(tx, principal, c.req.param('id'), body.visitModificationId);
      const existing = await noteOfVisit(tx, visit.id, true);
      if (existing) {
        // Someone saved the note first: this create was based on no note at all.
        const current = toObjectiveNoteView(existing);
        assertCurrentVersion(existing, 0, () => current);
      }
      const values = noteValues(body, null);
      const [created] = await tx.query<{ id: string }>(
        `INSERT INTO main.objective_notes (visit_id, organization_id, clinic_id, pet_id, body_score, pain_score, dental_score, muscle_condition_score,
           grimace_scale, mentation, medical_history_notes, physical_exam_results, rule_outs, visit_modification_id, created_by, updated_by, updated_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14, $15, $15, $16) RETURNING id`,
        [
          visit.id,
          principal.organizationId,
          activeClinicId(principal),
          visit.pet_id,
          values.body_score,
          values.pain_score,
          values.dental_score,
          values.muscle_condition_score,
          values.grimace_scale,
          values.mentation,
          values.medical_history_notes,
          JSON.stringify(values.physicalexamresult),
          JSON.stringify(values.ruleouts),
          modificationId,
          principal.userId,
          principal.fullName,
        ],
      );
      const after = await loadNote(tx, visit.id);
      await recordAudit(tx, clinicScope(principal), {
        action: 'objective_note.created',
        targetType: 'objective_note',
        targetId: created!.id,
        detail: { visit_id: visit.id, before: null, after: auditView(after), fields: changedFields(null, values), visit_modification_id: modificationId },
      });
      await recordAiDrafts(tx, principal, { visitId: visit.id, record: 'objective_note', recordId: created!.id, content: after, marks: body.aiDrafts });
      return after;
    });
    return c.json({ data: note }, 201);
  });

  app.put('/visits/:id/objective-note', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, objectiveNoteSaveWire);
    if (body.basedOnVersion === undefined) throw badRequest(VERSION_REQUIRED, [{ path: 'based_on_version', message: VERSION_REQUIRED }]);
    const note = await deps.db.transaction(async (tx) => {
      const { visit, modificationId } = await lockVisitForWrite(tx, principal, c.req.param('id'), body.visitModificationId);
      const existing = await noteOfVisit(tx, visit.id, true);
      if (!existing) throw new HttpError(404, NO_NOTE);
      const before = toObjectiveNoteView(existing);
      assertCurrentVersion(existing, body.basedOnVersion, () => before);
      const values = noteValues(body, before);
      await tx.query(
        `UPDATE main.objective_notes SET body_score = $2, pain_score = $3, dental_score = $4, muscle_condition_score = $5, grimace_scale = $6,
           mentation = $7, medical_history_notes = $8, physical_exam_results = $9::jsonb, rule_outs = $10::jsonb, visit_modification_id = $11,
           version = version + 1, updated_by = $12, updated_by_name = $13, updated_at = clock_timestamp()
         WHERE id = $1`,
        [
          existing.id,
          values.body_score,
          values.pain_score,
          values.dental_score,
          values.muscle_condition_score,
          values.grimace_scale,
          values.mentation,
          values.medical_history_notes,
          JSON.stringify(values.physicalexamresult),
          JSON.stringify(values.ruleouts),
          modificationId,
          principal.userId,
          principal.fullName,
        ],
      );
      const after = await loadNote(tx, visit.id);
      await recordAudit(tx, clinicScope(principal), {
        action: 'objective_note.updated',
        targetType: 'objective_note',
        targetId: existing.id,
        detail: { visit_id: visit.id, before: auditView(before), after: auditView(after), fields: changedFields(before, values), visit_modification_id: modificationId },
      });
      await recordAiDrafts(tx, principal, { visitId: visit.id, record: 'objective_note', recordId: existing.id, content: after, marks: body.aiDrafts });
      return after;
    });
    return c.json({ data: note });
  });

  // Entering the objective step (spec 002 section 2.4): a visit with no objective note
  // that is neither read-only nor locked moves to 'Exam in Progress'. Calling it again, or for a
  // visit already there, changes nothing, so the client may call it every time the step opens.
  app.post('/visits/:id/start-exam', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const result = await deps.db.transaction(async (tx) => {
      const visit = await findClinicVisit(tx, principal, c.req.param('id'), true);
      const note = await noteOfVisit(tx, visit.id);
      // The state machine leaves a read-only or locked visit where it is (visit-status-moves.ts).
      const moves = !note && (await moveVisitAutomatically(tx, visit.id, EXAM_IN_PROGRESS, { userId: principal.userId, name: principal.fullName }, 'physical exam started'));
      return { visit: await findClinicVisit(tx, principal, visit.id), moved: moves };
    });
    return c.json({ data: { visit: toVisitView(result.visit), moved: result.moved } });
  });

  // Locking (spec 002 section 2.8 and 4 "Visit lock"): the caller proves their PIN through the
  // auth service (POST /me/veterinary-pin/lock-proof), which signs a one-minute proof for this
  // visit; a locked visit refuses every write from then on (visit-guard.ts).
  app.post('/visits/:id/lock', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [LOCK_VISIT] });
    const body = await readBody(c, visitLockWire);
    const visit = await deps.db.transaction(async (tx) => {
      const before = await findClinicVisit(tx, principal, c.req.param('id'), true);
      await verifyVisitLockProof(deps.keys.publicKey, body.lockProof, principal.userId, before.id);
      if (before.is_locked) throw conflict(ALREADY_LOCKED);
      await assertNoOpenDrafts(tx, activeClinicId(principal), before.id);
      const plan = await planOfVisit(tx, before.id);
      if (plan) await assertDosesReasoned(tx, plan, 'the note is locked');
      await tx.query(
        `UPDATE main.visits SET is_locked = true, locked_at = clock_timestamp(), locked_by = $2, locked_by_name = $3,
           last_modified_by = $2, last_modified_by_name = $3, updated_at = clock_timestamp() WHERE id = $1`,
        [before.id, principal.userId, principal.fullName],
      );
      await recordAudit(tx, clinicScope(principal), {
        action: 'visit.locked',
        targetType: 'visit',
        targetId: before.id,
        detail: { before: { is_locked: false }, after: { is_locked: true }, fields: ['is_locked'] },
      });
      return findClinicVisit(tx, principal, before.id);
    });
    return c.json({ data: toVisitView(visit) });
  });

  app.get('/visit-status-logs', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const visitIds = idList(parseInput(idsQuery, c.req.query()).visit_ids);
    if (!visitIds?.length) return c.json({ data: [] });
    const rows = await deps.db.query<{ id: number; visit_id: string; status_id: number; event: string; user_name: string; created_at: Date | string }>(
      `SELECT l.id, l.visit_id, l.status_id, s.name AS event, l.user_name, l.created_at
         FROM main.visit_status_logs l
         JOIN main.visits v ON v.id = l.visit_id AND v.clinic_id = $1 AND v.deleted_at IS NULL
         JOIN main.visit_statuses s ON s.id = l.status_id
        WHERE l.visit_id = ANY($2::uuid[]) ORDER BY l.created_at DESC, l.id DESC`,
      [clinicId, visitIds],
    );
    return c.json({ data: rows.map((row) => ({ ...row, id: String(row.id), created_at: iso(row.created_at) })) });
  });

  app.get('/modification-reasons', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const visitIds = idList(parseInput(idsQuery, c.req.query()).visit_ids);
    if (!visitIds?.length) return c.json({ data: [] });
    const rows = await deps.db.query<{ id: string; visit_id: string; modification_date: string; modification_reason: string; created_by: string; created_by_name: string; created_at: Date | string }>(
      `SELECT r.id, r.visit_id, to_char(r.modification_date, 'YYYY/MM/DD') AS modification_date, r.modification_reason, r.created_by, r.created_by_name, r.created_at
         FROM main.modification_reasons r
        WHERE r.clinic_id = $1 AND r.visit_id = ANY($2::uuid[]) ORDER BY r.created_at DESC, r.id`,
      [clinicId, visitIds],
    );
    return c.json({ data: rows.map((row) => ({ ...row, created_at: iso(row.created_at) })) });
  });
}
