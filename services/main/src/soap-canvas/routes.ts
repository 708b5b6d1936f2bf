// The SOAP canvas's REST routes (issue 19, PLAN-19 decisions 3, 4, 7; docs/rest-main-canvas.md):
// the canvases of many visits in one read, the visit's canvas created once (idempotent) and then
// updated with the version guard, the chat session appended to it, and finalize: the note written
// to the clinic's practice system, then, in one transaction, the canvas finalized and the visit
// moved to 'SOAP Finalized' (with its status log row), after which the visit is read-only.
//
// Every write takes the visit through lockVisitForWrite with the results step's rule
// (RESULT_WRITE_STATUSES: a locked visit refuses; 'SOAP Finalized' needs a reason), refuses a
// finalized canvas ('Soap already finalized') and is audited with before, after and fields.
// Finalize waits on the practice system, so it holds no transaction while it does
// (CANVAS_PARTNER_ROUTES: the idempotency middleware leaves it alone).
import type { Hono } from 'hono';
import { assertRequiredConsentsSigned } from '../consents/consent-store.ts';
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
import { PracticeLinkError, type PracticeLink } from '../results/links.ts';
import { RESULT_WRITE_STATUSES, notLinkedMessage } from '../results/result-rules.ts';
import { clinicScope, idsOfQuery, isUuid, recordAudit } from '../scope.ts';
import { activeClinicId } from '../visits/clinic-pet.ts';
import { CHART_VISIT, findClinicVisit } from '../visits/routes.ts';
import { assertCurrentVersion, lockVisitForWrite } from '../visits/visit-guard.ts';
import { moveVisitAutomatically } from '../visits/visit-status-moves.ts';
import { CANVAS_MESSAGES as M, MAX_CHAT_ENTRIES, mayFinalize, noteSections, type CanvasData } from './canvas-rules.ts';
import { assertDosesReasoned } from '../treatment-plans/dose-check.ts';
import { planOfVisit } from '../treatment-plans/plan-store.ts';

/** Routes that wait on a partner: no request transaction around them (service.ts passes this to idempotentWrites). */
export const CANVAS_PARTNER_ROUTES = /^\/visits\/[^/]+\/soap-canvas\/finalize$/;

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

export const toCanvasView = (row: CanvasRow) => ({
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
  practiceLink?: PracticeLink;
}

export function registerSoapCanvasRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps, options: CanvasRouteOptions = {}): void {
  const auth = requirePrincipal(deps);
  const db = deps.db;

  app.get('/soap-canvases', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const visitIds = idsOfQuery(parseInput(z.object({ visit_ids: idListQuery() }), c.req.query()).visit_ids);
    if (!visitIds.length) return c.json({ data: [] });
    const rows = await db.query<CanvasRow>(
      `SELECT c.* FROM main.soap_canvases c JOIN main.visits v ON v.id = c.visit_id AND v.deleted_at IS NULL
        WHERE c.clinic_id = $1 AND c.visit_id = ANY($2::uuid[]) ORDER BY c.created_at, c.id`,
      [clinicId, visitIds],
    );
    return c.json({ data: rows.map(toCanvasView) });
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
    // Everything that refuses is checked before the practice system is called (no transaction held).
    const checked = await db.transaction(async (tx) => {
      const visit = await findClinicVisit(tx, principal, c.req.param('id'));
      const canvas = await canvasOfVisit(tx, clinicId, visit.id);
      if (!canvas) throw new HttpError(409, M.saveFirst);
      if (canvas.is_finalized) throw new HttpError(409, M.finalized);
      assertCurrentVersion(canvas, body.basedOnVersion, () => toCanvasView(canvas));
      await lockVisitForWrite(tx, principal, visit.id, body.visitModificationId, RESULT_WRITE_STATUSES);
      await assertNoOpenDrafts(tx, clinicId, visit.id);
      // A flagged dose in the visit's plan needs its reason before the note is final (docs/dose-check.md).
      const plan = await planOfVisit(tx, visit.id);
      if (plan) await assertDosesReasoned(tx, plan, 'the note is finalized');
      await assertRequiredConsentsSigned(tx, clinicId, visit.id, 'finalize');
      const [pet] = await tx.query<{ source: string; source_id: string | null }>(`SELECT source, source_id FROM main.pets WHERE id = $1`, [visit.pet_id]);
      const drafts = (await draftsOfVisits(tx, clinicId, [visit.id])).map(toAiDraftView);
      return { visit, canvas, pet, drafts };
    });
    const { visit, canvas, pet, drafts } = checked;
    // The exported record says which parts the AI drafted and who reviewed them.
    const authorship = drafts.map((draft) =>
      authorshipLine({ part: draft.part, feature: draft.feature, provider: draft.provider, status: draft.status, reviewedByName: draft.reviewed_by_name, reviewedAt: draft.reviewed_at }, usDayUtc),
    );
    if (!options.practiceLink) throw new HttpError(409, M.exportFailed(M.notConnected));
    if (!pet || pet.source === 'vea' || !pet.source_id) {
      const appName = pet && pet.source !== 'vea' ? pet.source.charAt(0).toUpperCase() + pet.source.slice(1) : 'the practice system';
      throw new HttpError(409, M.exportFailed(notLinkedMessage(appName)));
    }
    let written;
    try {
      written = await options.practiceLink.writeMedicalRecord(clinicId, {
        source: pet.source,
        patient_source_id: pet.source_id,
        visit_id: visit.id,
        title: `SOAP — ${visit.name}`,
        date: new Date(canvas.updated_at).toISOString().slice(0, 10),
        sections: [...noteSections(canvas.data.final_soap ?? ''), ...(authorship.length ? [{ section: 'AI authorship', value: authorship.join('\n') }] : [])],
        author: principal.fullName,
        kind: 'soap',
        external_id: `soap:${visit.id}`,
      });
    } catch (error) {
      if (error instanceof PracticeLinkError) {
        if (error.kind === 'not_connected') throw new HttpError(409, M.exportFailed(error.message));
        throw new HttpError(error.kind === 'refused' ? 422 : 502, M.exportFailed(error.message));
      }
      throw new HttpError(502, M.exportFailed('the practice system could not be reached.'));
    }
    const finalized = await db.transaction(async (tx) => {
      const { existing } = await lockForCanvasWrite(tx, principal, visit.id, body.visitModificationId);
      // Changed while the practice system was writing: refused; the record there is overwritten by the next finalize (same external_id).
      if (!existing) throw new HttpError(409, M.saveFirst);
      assertCurrentVersion(existing, canvas.version, () => toCanvasView(existing));
      const [row] = await tx.query<CanvasRow>(
        `UPDATE main.soap_canvases SET is_finalized = true, finalized_at = clock_timestamp(), finalized_by_name = $2, exported_to = $3, export_ref = $4,
           version = version + 1, updated_by = $5, updated_by_name = $2, updated_at = clock_timestamp() WHERE id = $1 RETURNING *`,
        [existing.id, principal.fullName, written.source_name, written.record_id, principal.userId],
      );
      await moveVisitAutomatically(tx, visit.id, SOAP_FINALIZED, { userId: principal.userId, name: principal.fullName }, 'soap_canvas.finalized');
      const before = { is_finalized: false, exported_to: existing.exported_to, export_ref: existing.export_ref };
      const after = { is_finalized: true, exported_to: written.source_name, export_ref: written.record_id };
      await audit(tx, principal, 'soap_canvas.finalized', row!.id, { visit_id: visit.id, before, after, fields: ['finalized_at', ...changedFields(before, after)] });
      return row!;
    });
    return c.json({ data: toCanvasView(finalized), message: M.exported });
  });
}
