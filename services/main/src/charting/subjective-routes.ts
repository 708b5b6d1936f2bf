// The subjective (check-in) note of a visit (spec 002 section 3 "Subjective note", section 7
// "Subjective, objective, reminders"): the SOAP cases list, get by visit (and by ids or visit ids
// for the gateway's loaders), the first save and later saves. Every save goes through
// lockVisitForWrite (the clinic in the token, a locked visit, a read-only one without a reason
// for modification) and names the version it was based on; every change is audited with the
// fields it changed, before and after.
import type { Hono } from 'hono';
import { z } from 'zod';
import { subjectiveNoteCreateWire, subjectiveNoteUpdateWire } from '@vetchart/contracts/charting/subjective-note';
import { requireAccess, requirePrincipal, type Principal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { notFound, parseInput, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { idListQuery } from '@vetchart/platform/text-limits';
import { recordAiDrafts } from '../ai-drafts/ai-drafts.ts';
import { clinicScope, isUuid, recordAudit } from '../scope.ts';
import { activeClinicId } from '../visits/clinic-pet.ts';
import { CHART_VISIT, findClinicVisit } from '../visits/routes.ts';
import { assertCurrentVersion, lockVisitForWrite, type WritableVisit } from '../visits/visit-guard.ts';
import { changedFields } from './changes.ts';
import { SOAP_CASES, type SubjectiveNoteContent } from './subjective-rules.ts';

export const SUBJECTIVE_NOT_FOUND = 'Subjective note not found.';

export interface NoteRow {
  id: string;
  visit_id: string;
  pet_id: string;
  clinic_id: string;
  complaint: string | null;
  complaint_duration: string;
  main_case: number[];
  other_cases: string[];
  case_panels: Record<string, unknown> | string;
  additional_notes: Record<string, unknown> | string;
  visit_modification_id: string | null;
  filled_by: 'staff' | 'pet_parent';
  ai_consent: boolean | null;
  signature_file_id: string | null;
  version: number;
  created_by: string;
  created_at: Date | string;
  updated_by: string;
  updated_by_name: string;
  updated_at: Date | string;
}

export const NOTE_COLUMNS = `id, visit_id, pet_id, clinic_id, complaint, complaint_duration, main_case, other_cases, case_panels, additional_notes,
  visit_modification_id, filled_by, ai_consent, signature_file_id, version, created_by, created_at, updated_by, updated_by_name, updated_at`;

const iso = (value: Date | string) => new Date(value).toISOString();
const json = (value: Record<string, unknown> | string) => (typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value);

/** The note as every route answers it: the spec's subjective_note with id, visitation_id and who saved it last. */
export function toSubjectiveView(row: NoteRow) {
  const panels = json(row.case_panels);
  return {
    id: row.id,
    visitation_id: row.visit_id,
    pet_id: row.pet_id,
    clinic_id: row.clinic_id,
    version: row.version,
    visit_modification_id: row.visit_modification_id,
    /** 'pet_parent' when the answers came through the e-mailed form (with the consent and the signature given there). */
    filled_by: row.filled_by,
    ai_consent: row.ai_consent,
    signature_file_id: row.signature_file_id,
    subjective_note: {
      chief_complaint: { complaint: row.complaint, duration: row.complaint_duration },
      reason_for_consultation: {
        main_case: row.main_case.map(Number),
        other_cases: row.other_cases,
        general_health: panels.general_health ?? null,
        skin_case: panels.skin_case ?? null,
        diarrhea: panels.diarrhea ?? null,
        vomiting: panels.vomiting ?? null,
      },
      additional_notes: json(row.additional_notes),
    },
    created_by: row.created_by,
    created_at: iso(row.created_at),
    updated_by: row.updated_by,
    updated_by_name: row.updated_by_name,
    updated_at: iso(row.updated_at),
  };
}

/** The columns a note's content is stored in, in the order of the INSERT / UPDATE below. */
export function contentParams(note: SubjectiveNoteContent): unknown[] {
  const { main_case, other_cases, ...panels } = note.reason_for_consultation;
  return [
    note.chief_complaint.complaint,
    note.chief_complaint.duration,
    main_case,
    other_cases,
    JSON.stringify(panels),
    JSON.stringify(note.additional_notes),
  ];
}

export async function noteOfVisit(sql: Sql, visitId: string, lock = false): Promise<NoteRow | null> {
  const [row] = await sql.query<NoteRow>(`SELECT ${NOTE_COLUMNS} FROM main.subjective_notes WHERE visit_id = $1${lock ? ' FOR UPDATE' : ''}`, [visitId]);
  return row ?? null;
}

/** The visit's subjective note as REST answers it, or null before the first save (documents print it). */
export async function subjectiveViewOfVisit(sql: Sql, visitId: string) {
  const row = await noteOfVisit(sql, visitId);
  return row ? toSubjectiveView(row) : null;
}

/** The visit's subjective note, if it has one (vitals need it first). */
export async function hasSubjectiveNote(sql: Sql, visitId: string): Promise<boolean> {
  return (await noteOfVisit(sql, visitId)) !== null;
}

/** The payload's pet and clinic, where sent, must be the visit's; anything else is "not found". */
export function assertVisitScope(visit: WritableVisit, principal: Principal, body: { petId?: string | null; clinicId?: string | null }): void {
  if (body.clinicId && body.clinicId !== activeClinicId(principal)) throw notFound('Not found.');
  if (body.petId && body.petId !== visit.pet_id) throw notFound('Pet not found.');
}

const batchQuery = z.object({
  ids: idListQuery(),
  visit_ids: idListQuery(),
});
const splitIds = (value: string | undefined) => (value ? value.split(',').filter(isUuid).slice(0, 100) : null);

export function registerSubjectiveRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);

  app.get('/soap-cases', auth, (c) => c.json({ data: SOAP_CASES }));

  // Batch loading for the gateway: notes by their ids or by their visits' ids, in the caller's clinic.
  app.get('/subjective-notes', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const query = parseInput(batchQuery, c.req.query());
    const ids = splitIds(query.ids);
    const visitIds = splitIds(query.visit_ids);
    if (!ids?.length && !visitIds?.length) return c.json({ data: [] });
    const rows = await deps.db.query<NoteRow>(
      `SELECT ${NOTE_COLUMNS} FROM main.subjective_notes
        WHERE clinic_id = $1 AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[])) AND ($3::uuid[] IS NULL OR visit_id = ANY($3::uuid[]))`,
      [clinicId, ids?.length ? ids : null, visitIds?.length ? visitIds : null],
    );
    return c.json({ data: rows.map(toSubjectiveView) });
  });

  // "Get subjective data by visit id": null while the visit has none.
  app.get('/visits/:id/subjective', auth, async (c) => {
    const visit = await findClinicVisit(deps.db, c.var.principal, c.req.param('id'));
    const row = await noteOfVisit(deps.db, visit.id);
    return c.json({ data: row ? toSubjectiveView(row) : null });
  });

  // The first save of a visit's note. A visit that has one already (someone saved it first) is
  // answered as a stale save with that note, so two first saves never make two notes.
  app.post('/subjective', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, subjectiveNoteCreateWire);
    const saved = await deps.db.transaction(async (tx) => {
      const { visit, modificationId } = await lockVisitForWrite(tx, principal, body.objVisitId, body.visitModificationId);
      assertVisitScope(visit, principal, body);
      const existing = await noteOfVisit(tx, visit.id, true);
      if (existing) assertCurrentVersion(existing, 0, () => toSubjectiveView(existing));
      const [row] = await tx.query<NoteRow>(
        `INSERT INTO main.subjective_notes (visit_id, pet_id, organization_id, clinic_id, complaint, complaint_duration, main_case, other_cases,
           case_panels, additional_notes, visit_modification_id, created_by, updated_by, updated_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7::integer[], $8::text[], $9::jsonb, $10::jsonb, $11, $12, $12, $13)
         RETURNING ${NOTE_COLUMNS}`,
        [visit.id, visit.pet_id, principal.organizationId, activeClinicId(principal), ...contentParams(body.subjectiveNote), modificationId, principal.userId, principal.fullName],
      );
      const after = toSubjectiveView(row!);
      await recordAudit(tx, clinicScope(principal), {
        action: 'subjective_note.created',
        targetType: 'subjective_note',
        targetId: row!.id,
        detail: { visit_id: visit.id, before: null, after: after.subjective_note, fields: changedFields({}, after.subjective_note), visit_modification_id: modificationId },
      });
      await recordAiDrafts(tx, principal, { visitId: visit.id, record: 'subjective_note', recordId: row!.id, content: after.subjective_note, marks: body.aiDrafts });
      return after;
    });
    return c.json({ data: saved }, 201);
  });

  // "Update subjective by visit id": a later save, based on the version the client loaded.
  app.put('/subjective/:visitId', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, subjectiveNoteUpdateWire);
    const saved = await deps.db.transaction(async (tx) => {
      const { visit, modificationId } = await lockVisitForWrite(tx, principal, c.req.param('visitId'), body.visitModificationId);
      assertVisitScope(visit, principal, body);
      const existing = await noteOfVisit(tx, visit.id, true);
      if (!existing) throw notFound(SUBJECTIVE_NOT_FOUND);
      const before = toSubjectiveView(existing);
      assertCurrentVersion(existing, body.basedOnVersion, () => before);
      const [row] = await tx.query<NoteRow>(
        `UPDATE main.subjective_notes SET complaint = $2, complaint_duration = $3, main_case = $4::integer[], other_cases = $5::text[],
           case_panels = $6::jsonb, additional_notes = $7::jsonb, visit_modification_id = $8, version = version + 1,
           updated_by = $9, updated_by_name = $10, updated_at = clock_timestamp()
         WHERE id = $1 RETURNING ${NOTE_COLUMNS}`,
        [existing.id, ...contentParams(body.subjectiveNote), modificationId, principal.userId, principal.fullName],
      );
      const after = toSubjectiveView(row!);
      await recordAudit(tx, clinicScope(principal), {
        action: 'subjective_note.updated',
        targetType: 'subjective_note',
        targetId: existing.id,
        detail: {
          visit_id: visit.id,
          before: before.subjective_note,
          after: after.subjective_note,
          fields: changedFields(before.subjective_note, after.subjective_note),
          visit_modification_id: modificationId,
        },
      });
      await recordAiDrafts(tx, principal, { visitId: visit.id, record: 'subjective_note', recordId: existing.id, content: after.subjective_note, marks: body.aiDrafts });
      return after;
    });
    return c.json({ data: saved });
  });
}
