// SoapCanvas: a visit's AI SOAP canvas note (PLAN-19 decision 3; spec 003 section 3 "canvas
// record"): the final SOAP markdown, the triage prompt, the chat history, its template, the
// version its saves are based on and, once finalized, its write-back to the practice system. One per
// visit: Visit.soapCanvas loads through one DataLoader (ONE GET /soap-canvases?visit_ids= for any
// number of visits). Its node id is made of the visit's id (one canvas per visit), so
// node(id:) reads it through the same loader.
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import type { SoapCanvasRecord } from './soap-canvas-wire.ts';
import { SoapTemplateType, templateByCode } from '../soap-templates/soap-template.ts';
import { VisitType } from '../visits/visit.ts';
import { SoapCanvasChatMessageType } from './soap-canvas-chat-message.ts';

export const SoapCanvasType = builder.node(builder.objectRef<SoapCanvasRecord>('SoapCanvas'), {
  id: { resolve: (canvas) => canvas.visitId },
  loadMany: async (visitIds, context) => {
    if (!context.principal) return visitIds.map(() => null);
    return context.loaders.main.soapCanvasOfVisit.loadMany(visitIds).then((rows) => rows.map((row) => (row instanceof Error ? null : row)));
  },
  fields: (t) => ({
    templateCode: t.exposeString('templateCode', { nullable: true }),
    template: t.field({
      type: SoapTemplateType,
      nullable: true,
      description: 'Null when none was chosen or the template was deleted.',
      resolve: (canvas, _args, context) => templateByCode(context, canvas.templateCode),
    }),
    finalSoap: t.exposeString('finalSoap', { description: 'The note, markdown (at most 200 KB).' }),
    prompt: t.exposeString('prompt', { description: 'The triage text (at most 20000 characters).' }),
    chatHistory: t.field({ type: [SoapCanvasChatMessageType], resolve: (canvas) => canvas.chatHistory }),
    version: t.exposeInt('version', { description: 'The version the next save is based on.' }),
    isFinalized: t.exposeBoolean('isFinalized', { description: "Finalized: no write is accepted ('Soap already finalized'). Its write-back to the practice system is practiceExport." }),
    finalizedAt: t.exposeString('finalizedAt', { nullable: true }),
    finalizedByName: t.exposeString('finalizedByName', { nullable: true }),
    exportedTo: t.exposeString('exportedTo', { nullable: true, description: 'The practice system the note was written to, once its write-back is WRITTEN.' }),
    updatedByName: t.exposeString('updatedByName'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

builder.objectField(VisitType, 'soapCanvas', (t) =>
  t.field({
    type: SoapCanvasType,
    nullable: true,
    description: "The visit's SOAP canvas note; null until first saved (one upstream call for any number of visits).",
    resolve: (visit, _args, context) => context.loaders.main.soapCanvasOfVisit.load(visit.id),
  }),
);

/** After a write: the canvas as the service answered it is the visit's canvas for the rest of the operation. */
export function rememberCanvas(context: GatewayContext, canvas: SoapCanvasRecord): void {
  context.loaders.main.soapCanvasOfVisit.clear(canvas.visitId).prime(canvas.visitId, canvas);
}
