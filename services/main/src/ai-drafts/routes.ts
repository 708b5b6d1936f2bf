// The AI drafts of visits (docs/rest-main.md, 'AI drafts'): read by ids or by visit ids for the
// gateway's loaders, and accepted by a person. An accept takes the visit through lockVisitForWrite like any
// charting write (a locked visit refuses; a read-only one needs a reason for modification; the
// SOAP canvas's drafts follow the canvas's rule) and is audited.
import { aiDraftAcceptWire, AI_DRAFT_MESSAGES } from '@vetchart/contracts/ai-drafts/ai-draft';
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireAccess, requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import { notFound, parseInput, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { idListQuery } from '@vetchart/platform/text-limits';
import { RESULT_WRITE_STATUSES } from '../results/result-rules.ts';
import { idsOfQuery, pathId } from '../scope.ts';
import { activeClinicId } from '../visits/clinic-pet.ts';
import { CHART_VISIT } from '../visits/routes.ts';
import { lockVisitForWrite } from '../visits/visit-guard.ts';
import { acceptDraft, draftsByIds, draftsOfVisits, toAiDraftView, type AiDraftRow } from './ai-drafts.ts';

export function registerAiDraftRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);

  app.get('/ai-drafts', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const query = parseInput(z.object({ ids: idListQuery(), visit_ids: idListQuery() }), c.req.query());
    const rows = query.ids !== undefined ? await draftsByIds(deps.db, clinicId, idsOfQuery(query.ids)) : await draftsOfVisits(deps.db, clinicId, idsOfQuery(query.visit_ids));
    return c.json({ data: rows.map(toAiDraftView) });
  });

  app.post('/ai-drafts/:id/accept', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const clinicId = activeClinicId(principal);
    const id = pathId(c.req.param('id'), 'AI draft');
    const body = await readBody(c, aiDraftAcceptWire);
    const accepted = await deps.db.transaction(async (tx) => {
      const find = async () => (await tx.query<AiDraftRow>(`SELECT * FROM main.ai_drafts WHERE id = $1 AND clinic_id = $2`, [id, clinicId]))[0];
      const found = await find();
      if (!found) throw notFound(AI_DRAFT_MESSAGES.notFound);
      // The visit's row lock first, as every charting write takes it, then the draft as it is now.
      await lockVisitForWrite(tx, principal, found.visit_id, body.visitModificationId, found.record === 'soap_canvas' ? RESULT_WRITE_STATUSES : {});
      return acceptDraft(tx, principal, (await find())!);
    });
    return c.json({ data: toAiDraftView(accepted) });
  });
}
