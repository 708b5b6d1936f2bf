// sendSoapCanvasChatMessage: the chat session on /d/SOAPCanvas (PLAN-19 decision 7; spec 003
// section 2.5): a session is the canvas's chat history plus its template ('No active session.
// Please select a template first.' without one). The AI engine answers (inventory POST
// /ai/canvas-chat, given the template, the history with the new message and the visit's records);
// then the main service appends the message and the reply to the canvas (PUT
// /visits/{id}/soap-canvas/chat, based on the version read).
import type { AiLine } from '@vetchart/contracts/ai/ai-sources';
import { builder } from '../builder.ts';
import { AiLineType } from '../ai/ai-line.ts';
import type { SoapCanvasRecord } from './soap-canvas-wire.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, InputValidationError } from '../errors.ts';
import { AiProviderError, AiUnavailableError, aiError } from '../ai/ai-errors.ts';
import { UpstreamError } from '../clients/http.ts';
import { templateByCode } from '../soap-templates/soap-template.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { rememberCanvas, SoapCanvasType } from './soap-canvas.ts';
import { CANVAS_WRITE_ERRORS, SoapCanvasStaleVersionError, soapCanvasError } from './soap-canvas-stale-version-error.ts';
import { soapVisitData, templateForAi } from './soap-visit-data.ts';

export const NO_SESSION = 'No active session. Please select a template first.';

const SendSoapCanvasChatMessageInput = builder.inputType('SendSoapCanvasChatMessageInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    message: t.string({ required: true }),
    basedOnVersion: t.int({ required: true, description: "The canvas's version the session was read at." }),
    visitModificationId: t.id({ description: "A ModificationReason of this visit: needed while the visit is 'SOAP Finalized'." }),
  }),
});

const SendSoapCanvasChatMessageSuccess = builder.objectRef<{ canvas: SoapCanvasRecord; reply: string; provider: string; notice: string | null; lines: AiLine[] }>('SendSoapCanvasChatMessageSuccess').implement({
  fields: (t) => ({
    canvas: t.field({ type: SoapCanvasType, description: 'With the message and the reply appended.', resolve: (payload) => payload.canvas }),
    reply: t.exposeString('reply', { description: 'The note as the assistant wrote it (markdown); the final note starts from it.' }),
    provider: t.exposeString('provider', { description: "Who wrote the reply: 'rules' (the built-in rules engine) or 'openai' (the configured language model). A final note saved as the reply is kept as its AI draft." }),
    lines: t.field({ type: [AiLineType], description: "The reply's lines with where each came from: spans of the conversation, or the visit's records.", resolve: (payload) => payload.lines }),
    notice: t.exposeString('notice', {
      nullable: true,
      description: "What the AI engine says of its reply, shown beside it and kept out of the note: the rules engine's sections filled and still empty, lines left out by the drug guard.",
    }),
  }),
});

builder.mutationField('sendSoapCanvasChatMessage', (t) =>
  t.field({
    type: SendSoapCanvasChatMessageSuccess,
    description: "Sends a message in the canvas's chat session and stores it with the reply ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SendSoapCanvasChatMessageInput, required: true }) },
    errors: { types: [SoapCanvasStaleVersionError, AiProviderError, AiUnavailableError, ...CANVAS_WRITE_ERRORS], union: { name: 'SendSoapCanvasChatMessageResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        if (!input.message.trim()) throw InputValidationError.forField('message', 'Enter a message');
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const visit = await VisitType.getDataloader(context).load(visitId);
        const current = await context.loaders.main.soapCanvasOfVisit.load(visitId);
        const template = await templateByCode(context, current?.templateCode);
        if (!current || !template) throw new ConflictError(NO_SESSION);
        if (current.isFinalized) throw new ConflictError('Soap already finalized');
        let reply: string;
        let provider: string;
        let notice: string | null;
        let lines: AiLine[];
        try {
          const messages = [...current.chatHistory.map((row) => ({ role: row.role, content: row.content })), { role: 'user', content: input.message }];
          ({ reply, provider, notice, lines } = await context.loaders.inventory.canvasChat({ template: templateForAi(template), messages, visit: await soapVisitData(context, visit) }));
        } catch (error) {
          throw error instanceof UpstreamError ? aiError(error, 'message') : error;
        }
        const canvas = await context.loaders.main.appendSoapCanvasChat({
          visitId,
          messages: [
            { role: 'user', content: input.message },
            { role: 'assistant', content: reply },
          ],
          based_on_version: input.basedOnVersion,
          visit_modification_id: input.visitModificationId ? requireRawId(String(input.visitModificationId), 'ModificationReason', 'The reason for modification') : undefined,
        });
        rememberCanvas(context, canvas);
        return { canvas, reply, provider, notice, lines };
      } catch (error) {
        throw soapCanvasError(error);
      }
    },
  }),
);
