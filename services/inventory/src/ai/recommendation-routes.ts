// The REST routes of the AI knowledge base, the clinic's AI settings, the treatment-plan
// recommendations and the physical exam from observation text (docs/rest-inventory-ai-recommendations.md).
// Every call acts in the clinic of the caller's token. The knowledge base is for super admins
// only, checked before the body is read; changing the settings needs 'Add Visit'.
import { aiPhysicalExamWire, aiRecommendationsWire, aiSettingsUpdateWire } from '@vetchart/contracts/ai/ai-requests';
import { knowledgeEntryCreateWire, knowledgeEntryEditWire } from '@vetchart/contracts/ai/knowledge-base';
import { requireAccess, requirePrincipal } from '@vetchart/platform/access-token';
import { listQuery, listResponse, parseInput, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import type { App, Ctx } from '../lookups/clinic-routes.ts';
import { clinicScope } from '../lookups/scope.ts';
import { cached, normaliseText } from './cache.ts';
import { createKnowledgeEntry, deleteKnowledgeEntry, listKnowledgeEntries, updateKnowledgeEntry } from './knowledge-base.ts';
import { MODEL_EXAM_JSON_SCHEMA, MODEL_EXAM_SYSTEM, acceptModelExam, examLines, modelExamSchema, type ExamResult } from './physical-exam.ts';
import type { AiEngine } from './provider.ts';
import { answering } from './language-routes.ts';
import { recommendationLines } from './recommendation-lines.ts';
import { createRecommendationEngine } from './recommendations.ts';
import { RULES_TASKS } from './rules-off-thread.ts';
import { runTask } from '@vetchart/platform/task-pool';
import { readAiSettings, writeAiSettings } from './settings.ts';

export const ADD_VISIT = 'Add Visit';


export function registerAiRecommendationRoutes(app: App, deps: ServiceDeps, ai: AiEngine, options: { log?: (message: string) => void } = {}): void {
  const { db } = deps;
  const auth = requirePrincipal(deps);
  const engine = createRecommendationEngine(ai, { log: options.log });

  const superAdmin = (c: Ctx) => {
    requireAccess(c.var.principal, { superAdmin: true });
    return { ...clinicScope(c.var.principal), clinicCode: c.var.principal.clinicCode };
  };

  app.get('/ai/embed', auth, async (c) => {
    const scope = superAdmin(c);
    const query = parseInput(listQuery, c.req.query());
    const { rows, total } = await listKnowledgeEntries(db, scope, query);
    return c.json(listResponse(rows, query, total));
  });
  app.post('/ai/embed', auth, async (c) => {
    const scope = superAdmin(c);
    const body = await readBody(c, knowledgeEntryCreateWire);
    return c.json({ data: await db.transaction((tx) => createKnowledgeEntry(tx, scope, body)) }, 201);
  });
  app.patch('/ai/embed/:id', auth, async (c) => {
    const scope = superAdmin(c);
    const body = await readBody(c, knowledgeEntryEditWire);
    return c.json({ data: await db.transaction((tx) => updateKnowledgeEntry(tx, scope, c.req.param('id'), body)) });
  });
  app.delete('/ai/embed/:id', auth, async (c) => {
    const scope = superAdmin(c);
    await db.transaction((tx) => deleteKnowledgeEntry(tx, scope, c.req.param('id')));
    return c.body(null, 204);
  });

  app.get('/ai/settings', auth, async (c) => {
    const scope = clinicScope(c.var.principal);
    return c.json({ data: await readAiSettings(db, scope) });
  });
  app.put('/ai/settings', auth, async (c) => {
    requireAccess(c.var.principal, { anyPermission: [ADD_VISIT] });
    const scope = clinicScope(c.var.principal);
    const body = await readBody(c, aiSettingsUpdateWire);
    return c.json({ data: await db.transaction((tx) => writeAiSettings(tx, scope, body)) });
  });

  app.post('/ai/recommendations', auth, async (c) => {
    const scope = clinicScope(c.var.principal);
    const body = await readBody(c, aiRecommendationsWire);
    const { cached: _cached, ...result } = await answering(() => engine.recommend(db, scope, body));
    return c.json({ data: { ...result, lines: recommendationLines(result, body) } });
  });

  app.post('/ai/physical-exam', auth, async (c) => {
    clinicScope(c.var.principal);
    const body = await readBody(c, aiPhysicalExamWire);
    const model = ai.languageModel;
    // The rules engine is a pure function of the text (microseconds): nothing to cache.
    if (!model) {
      const results = await runTask<ExamResult[]>(RULES_TASKS, 'physicalExamTask', { observations: body.observations });
      return c.json({ data: { results, provider: ai.provider, lines: examLines(results, body.observations) } });
    }
    // A model's answer is kept in the shared AI cache (cache.ts): the same observations cost one call.
    const { value: results } = await answering(() =>
      cached(db, { provider: ai.provider, model: model.chatModel, operation: 'physical-exam', input: normaliseText(body.observations) }, async () => {
        const answer = await model.chatJson({ task: 'physical-exam', system: MODEL_EXAM_SYSTEM, user: body.observations, schema: modelExamSchema, jsonSchema: MODEL_EXAM_JSON_SCHEMA });
        return acceptModelExam(body.observations, answer);
      }),
    );
    // The lines are drawn each time: a cached answer's spans point into these observations.
    return c.json({ data: { results, provider: ai.provider, lines: examLines(results, body.observations) } });
  });
}
