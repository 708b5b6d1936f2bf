// The SOAP canvas's REST routes (PLAN-19 decisions 3, 4, 7; docs/rest-main-canvas.md):
// the canvases of many visits in one read, the visit's canvas created once (idempotent) and then
// updated with the version guard, the chat session appended to it, and finalize: in one
// transaction the canvas finalized, the visit moved to 'SOAP Finalized' (with its status log row),
// after which the visit is read-only, and the note's write-back to the practice system queued
// (docs/write-back.md): finalize never waits on, nor fails because of, the practice system.
//
// Every write takes the visit through lockVisitForWrite with the results step's rule
// (RESULT_WRITE_STATUSES: a locked visit refuses; 'SOAP Finalized' needs a reason), refuses a
// finalized canvas ('Soap already finalized') and is audited with before, after and fields.
import type { Hono } from 'hono';
import { z } from 'zod';
import { soapCanvasChatWire, soapCanvasCreateWire, soapCanvasFinalizeWire, soapCanvasUpdateWire } from '@vetchart/contracts/soap-canvas/soap-canvas';
import { requireAccess, requirePrincipal, type Principal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { HttpError, badRequest, notFound, parseInput, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { idListQuery } from '@vetchart/platform/text-limits';
import { authorshipLine, usDayUtc } from '@vetchart/contracts/ai-drafts/ai-draft';
import { assertNoOpenDrafts, draftsOfVisits, recordAiDrafts, toAiDraftView } from '../ai-drafts/ai-drafts.ts';
import { changedFields } from '../charting/changes.ts';
import { assertRequiredConsentsSigned } from '../consents/consent-store.ts';
import { RESULT_WRITE_STATUSES } from '../results/result-rules.ts';
import { clinicScope, idsOfQuery, isUuid, recordAudit } from '../scope.ts';
import { activeClinicId } from '../visits/clinic-pet.ts';
import { CHART_VISIT } from '../visits/routes.ts';
import { assertCurrentVersion, lockVisitForWrite } from '../visits/visit-guard.ts';
import { moveVisitAutomatically } from '../visits/visit-status-moves.ts';
import { CANVAS_MESSAGES as M, MAX_CHAT_ENTRIES, mayFinalize, noteSections, type CanvasData } from './canvas-rules.ts';
import { assertDosesReasoned } from '../treatment-plans/dose-check.ts';
import { planOfVisit } from '../treatment-plans/plan-store.ts';
import type { TaskQueue } from '@vetchart/platform/task-queue';
import { PRACTICE_EXPORT_MESSAGES as PM } from '@vetchart/contracts/write-back/practice-export';
import { latestExportsOf, queueExport, toPracticeExportView, type PracticeExportListed } from '../write-back/practice-exports.ts';
import { planLines } from '../write-back/record-parts.ts';


export const SOAP_FINALIZED = 'SOAP Finalized';

export interface CanvasRow {
  id: string;
  organization_id: string;
  clinic_id: string;
  pet_id: string;
  visit_id: string;
  template_code: string | null;
  data: CanvasData;
  version: number;
  is_finalized: boolean;
  finalized_at: Date | string | null;
  finalized_by_name: string | null;
  exported_to: string | null;
  export_ref: string | null;
  created_by: string;
  created_at: Date | string;
  updated_by_name: string;
  updated_at: Date | string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The canvas; a finalized one with its write-back to the practice system (null: none queued). */
export const toCanvasView = (row: CanvasRow, practiceExport?: PracticeExportListed | null) => ({
  id: row.id,
  visit_id: row.visit_id,
  pet_id: row.pet_id,
  template_code: row.template_code,
  data: { final_soap: row.data.final_soap ?? '', prompt: row.data.prompt ?? '', chat_history: row.data.chat_history ?? [] },
  version: row.version,
  is_finalized: row.is_finalized,
  finalized_at: iso(row.finalized_at),
  finalized_by_name: row.finalized_by_name,
  exported_to: row.exported_to,
  export_ref: row.export_ref,
  created_at: iso(row.created_at),
  updated_by_name: row.updated_by_name,
  updated_at: iso(row.updated_at),
  practice_export: practiceExport ? toPracticeExportView(practiceExport) : null,
});

const chart = (principal: Principal) => requireAccess(principal, { anyPermission: [CHART_VISIT] });

async function canvasOfVisit(tx: Sql, clinicId: string, visitId: string, lock = false): Promise<CanvasRow | null> {
  const [row] = await tx.query<CanvasRow>(`SELECT * FROM main.soap_canvases WHERE visit_id = $1 AND clinic_id = $2${lock ? ' FOR UPDATE' : ''}`, [visitId, clinicId]);
  return row ?? null;
}

/** The visit, locked, when the canvas may change: a finalized canvas refuses first, then the visit guard. */
async function lockForCanvasWrite(tx: Sql, principal: Principal, visitId: string, modificationId: string | null | undefined) {
  const clinicId = activeClinicId(principal);
  if (isUuid(visitId)) {
    const current = await canvasOfVisit(tx, clinicId, visitId.toLowerCase());
    if (current?.is_finalized) throw new HttpError(409, M.finalized);
  }
  const { visit, modificationId: reasonId } = await lockVisitForWrite(tx, principal, visitId, modificationId, RESULT_WRITE_STATUSES);
  const existing = await canvasOfVisit(tx, clinicId, visit.id, true);
  if (existing?.is_finalized) throw new HttpError(409, M.finalized);
  return { visit, modificationId: reasonId, existing };
}

async function templateCodeOfClinic(tx: Sql, clinicId: string, code: string): Promise<string> {
  const [row] = await tx.query<{ code: string }>(`SELECT code FROM main.soap_templates WHERE code = $1 AND clinic_id = $2 AND deleted_at IS NULL`, [code, clinicId]);
  if (!row) throw badRequest(M.templateNotFound, [{ path: 'template_code', message: M.templateNotFound }]);
  return row.code;
}

const auditView = (row: CanvasRow | null) => (row ? { template_code: row.template_code, final_soap: row.data.final_soap, prompt: row.data.prompt } : null);

async function audit(tx: Sql, principal: Principal, action: string, canvasId: string, detail: Record<string, unknown>) {
  await recordAudit(tx, clinicScope(principal), { action, targetType: 'soap_canvas', targetId: canvasId, detail });
}

export interface CanvasRouteOptions {
  /** Queues a finalized note's write-back to the practice system (write-back/practice-exports.ts). */
  tasks?: TaskQueue;
}

export function registerSoapCanvasRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps, options: CanvasRouteOptions = {}): void {
  const auth = requirePrincipal(deps);
  const db = deps.db;

  app.get('/soap-canvases', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const visitIds = idsOfQuery(parseInput(z.object({ visit_ids: idListQuery() }), c.req.query()).visit_ids);
    if (!visitIds.length) return c.json({ data: [] });
    // The canvases and their newest write-backs in one snapshot: the write-back task moves a
    // write-back to written and notes the record on its canvas in one transaction.
    const [rows, exports] = await db.snapshot(async (tx) => {
      const canvases = await tx.query<CanvasRow>(
        `SELECT c.* FROM main.soap_canvases c JOIN main.visits v ON v.id = c.visit_id AND v.deleted_at IS NULL
          WHERE c.clinic_id = $1 AND c.visit_id = ANY($2::uuid[]) ORDER BY c.created_at, c.id`,
        [clinicId, visitIds],
      );
      return [canvases, await latestExportsOf(tx, clinicId, canvases.filter((row) => row.is_finalized).map((row) => row.id))] as const;
    });
    return c.json({ data: rows.map((row) => toCanvasView(row, exports.get(row.id))) });
  });

  app.post('/visits/:id/soap-canvas', auth, async (c) => {
    const principal = c.var.principal;
    chart(principal);
    const clinicId = activeClinicId(principal);
    const body = await readBody(c, soapCanvasCreateWire);
    const saved = await db.transaction(async (tx) => {
      const { visit, modificationId, existing } = await lockForCanvasWrite(tx, principal, c.req.param('id'), body.visitModificationId);
      if (existing) assertCurrentVersion(existing, 0, () => toCanvasView(existing));
      const templateCode = await templateCodeOfClinic(tx, clinicId, body.templateCode);
      const data: CanvasData = { final_soap: body.data.finalSoap, prompt: body.data.prompt, chat_history: [] };
      const [row] = await tx.query<CanvasRow>(
        `INSERT INTO main.soap_canvases (organization_id, clinic_id, pet_id, visit_id, template_code, data, created_by, updated_by, updated_by_name)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $7, $8) RETURNING *`,
        [principal.organizationId, clinicId, visit.pet_id, visit.id, templateCode, JSON.stringify(data), principal.userId, principal.fullName],
      );
      const after = auditView(row!);
      await audit(tx, principal, 'soap_canvas.created', row!.id, { visit_id: visit.id, before: null, after, fields: Object.keys(after!), visit_modification_id: modificationId });
      await recordAiDrafts(tx, principal, { visitId: visit.id, record: 'soap_canvas', recordId: row!.id, content: row!.data, marks: body.aiDrafts });
      return row!;
    });
    return c.json({ data: toCanvasView(saved) }, 201);
  });

  app.put('/visits/:id/soap-canvas', auth, async (c) => {
    const principal = c.var.principal;
    chart(principal);
    const clinicId = activeClinicId(principal);
    const body = await readBody(c, soapCanvasUpdateWire);
    const saved = await db.transaction(async (tx) => {
      const { visit, modificationId, existing } = await lockForCanvasWrite(tx, principal, c.req.param('id'), body.visitModificationId);
      if (!existing) throw notFound(M.notFound);
      assertCurrentVersion(existing, body.basedOnVersion, () => toCanvasView(existing));
      const templateCode = await templateCodeOfClinic(tx, clinicId, body.templateCode);
      const data: CanvasData = { ...existing.data, final_soap: body.data.finalSoap, prompt: body.data.prompt };
      const [row] = await tx.query<CanvasRow>(
        `UPDATE main.soap_canvases SET template_code = $2, data = $3::jsonb, version = version + 1, updated_by = $4, updated_by_name = $5, updated_at = clock_timestamp()
          WHERE id = $1 RETURNING *`,
        [existing.id, templateCode, JSON.stringify(data), principal.userId, principal.fullName],
      );
      const before = auditView(existing)!;
      const after = auditView(row!)!;
      await audit(tx, principal, 'soap_canvas.updated', row!.id, { visit_id: visit.id, before, after, fields: changedFields(before, after), visit_modification_id: modificationId });
      await recordAiDrafts(tx, principal, { visitId: visit.id, record: 'soap_canvas', recordId: row!.id, content: row!.data, marks: body.aiDrafts });
      return row!;
    });
    return c.json({ data: toCanvasView(saved) });
  });

  app.put('/visits/:id/soap-canvas/chat', auth, async (c) => {
    const principal = c.var.principal;
    chart(principal);
    const body = await readBody(c, soapCanvasChatWire);
    const saved = await db.transaction(async (tx) => {
      const { visit, modificationId, existing } = await lockForCanvasWrite(tx, principal, c.req.param('id'), body.visitModificationId);
      if (!existing) throw notFound(M.notFound);
      assertCurrentVersion(existing, body.basedOnVersion, () => toCanvasView(existing));
      const history = existing.data.chat_history ?? [];
      if (history.length + body.messages.length > MAX_CHAT_ENTRIES) throw badRequest(M.historyFull, [{ path: 'messages', message: M.historyFull }]);
      const at = new Date().toISOString();
      const added = body.messages.map((message) => ({ role: message.role, content: message.content, at }));
      const data: CanvasData = { ...existing.data, chat_history: [...history, ...added] };
      const [row] = await tx.query<CanvasRow>(
        `UPDATE main.soap_canvases SET data = $2::jsonb, version = version + 1, updated_by = $3, updated_by_name = $4, updated_at = clock_timestamp() WHERE id = $1 RETURNING *`,
        [existing.id, JSON.stringify(data), principal.userId, principal.fullName],
      );
      await audit(tx, principal, 'soap_canvas.chat_appended', row!.id, {
        visit_id: visit.id,
        before: { chat_entries: history.length },
        after: { chat_entries: history.length + added.length, added },
        fields: ['chat_history'],
        visit_modification_id: modificationId,
      });
      return row!;
    });
    return c.json({ data: toCanvasView(saved) });
  });

  app.post('/visits/:id/soap-canvas/finalize', auth, async (c) => {
    const principal = c.var.principal;
    if (!mayFinalize(principal.roleName)) throw new HttpError(403, M.notVet);
    chart(principal);
    const clinicId = activeClinicId(principal);
    const body = await readBody(c, soapCanvasFinalizeWire);
    // One transaction: the note is locked here whatever the practice system does, and its
    // write-back (for a pet a practice system knows) is queued with it: both or neither.
    const finalized = await db.transaction(async (tx) => {
      const { visit, existing } = await lockForCanvasWrite(tx, principal, c.req.param('id'), body.visitModificationId);
      if (!existing) throw new HttpError(409, M.saveFirst);
      assertCurrentVersion(existing, body.basedOnVersion, () => toCanvasView(existing));
      await assertNoOpenDrafts(tx, clinicId, visit.id);
      // A flagged dose in the visit's plan needs its reason before the note is final (docs/dose-check.md).
      const plan = await planOfVisit(tx, visit.id);
      if (plan) await assertDosesReasoned(tx, plan, 'the note is finalized');
      await assertRequiredConsentsSigned(tx, clinicId, visit.id, 'finalize');
      const [row] = await tx.query<CanvasRow>(
        `UPDATE main.soap_canvases SET is_finalized = true, finalized_at = clock_timestamp(), finalized_by_name = $2,
           version = version + 1, updated_by = $3, updated_by_name = $2, updated_at = clock_timestamp() WHERE id = $1 RETURNING *`,
        [existing.id, principal.fullName, principal.userId],
      );
      await moveVisitAutomatically(tx, visit.id, SOAP_FINALIZED, { userId: principal.userId, name: principal.fullName }, 'soap_canvas.finalized');
      await audit(tx, principal, 'soap_canvas.finalized', row!.id, { visit_id: visit.id, before: { is_finalized: false }, after: { is_finalized: true }, fields: ['is_finalized', 'finalized_at'] });
      const [pet] = await tx.query<{ source: string; source_id: string | null }>(`SELECT source, source_id FROM main.pets WHERE id = $1`, [visit.pet_id]);
      if (!pet || pet.source === 'vea' || !pet.source_id || !options.tasks) return { canvas: row!, queued: false };
      // The exported record says which parts the AI drafted and who reviewed them.
      const authorship = (await draftsOfVisits(tx, clinicId, [visit.id])).map(toAiDraftView).map((draft) =>
        authorshipLine({ part: draft.part, feature: draft.feature, provider: draft.provider, status: draft.status, reviewedByName: draft.reviewed_by_name, reviewedAt: draft.reviewed_at }, usDayUtc),
      );
      await queueExport(tx, options.tasks, {
        scope: clinicScope(principal),
        requestedByName: principal.fullName,
        visitId: visit.id,
        petId: visit.pet_id,
        kind: 'soap',
        subjectId: row!.id,
        subjectVersion: row!.version,
        source: pet.source,
        patientSourceId: pet.source_id,
        externalId: `soap:${visit.id}`,
        payload: {
          title: `SOAP — ${visit.name}`,
          date: new Date(existing.updated_at).toISOString().slice(0, 10),
          kind: 'soap',
          author: principal.fullName,
          sections: [...noteSections(row!.data.final_soap ?? ''), ...(authorship.length ? [{ section: 'AI authorship', value: authorship.join('\n') }] : [])],
          ...planLines(plan),
        },
      });
      return { canvas: row!, queued: true };
    });
    const exports = await latestExportsOf(db, clinicId, [finalized.canvas.id]);
    return c.json({ data: toCanvasView(finalized.canvas, exports.get(finalized.canvas.id)), message: finalized.queued ? PM.finalizedQueued : PM.finalizedNotLinked });
  });
}

