// saveSoapCanvas: 'Save as Draft' and the editor's auto-save (PLAN-19 decision 3; spec 003
// section 5): the first save (no basedOnVersion) creates the visit's canvas (POST, with the
// client's Idempotency-Key as every create), later saves update it based on the version read; a
// save based on an older version is refused with who changed it (SoapCanvasStaleVersionError).
// 'Please select a template before saving' without a template; the visit guard's refusals and
// 'Soap already finalized' are ConflictErrors.
import { CANVAS_MESSAGES } from '@vetchart/contracts/soap-canvas/soap-canvas';
import { aiDraftMarksPayload, AiDraftMarkInput } from '../ai-drafts/ai-draft-mark-input.ts';
import { builder } from '../builder.ts';
import type { SoapCanvasRecord } from './soap-canvas-wire.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { InputValidationError } from '../errors.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { rememberCanvas, SoapCanvasType } from './soap-canvas.ts';
import { CANVAS_WRITE_ERRORS, SoapCanvasStaleVersionError, soapCanvasError } from './soap-canvas-stale-version-error.ts';

const SaveSoapCanvasInput = builder.inputType('SaveSoapCanvasInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    templateCode: t.string({ description: "'Please select a template before saving' when empty." }),
    finalSoap: t.string({ required: true, description: 'The note, markdown (at most 200 KB).' }),
    prompt: t.string({ required: true, description: 'The triage text (at most 20000 characters).' }),
    basedOnVersion: t.int({ description: 'The version this save is based on; omit for the first save (which creates the canvas).' }),
    visitModificationId: t.id({ description: "A ModificationReason of this visit: needed while the visit is 'SOAP Finalized'." }),
    aiDrafts: t.field({ type: [AiDraftMarkInput], description: "The fields whose text came from an AI feature (the main service keeps each as an 'AI draft' until a person accepts or edits it)." }),
  }),
});

const SaveSoapCanvasSuccess = builder.objectRef<{ canvas: SoapCanvasRecord }>('SaveSoapCanvasSuccess').implement({
  fields: (t) => ({
    canvas: t.field({ type: SoapCanvasType, resolve: (payload) => payload.canvas }),
    visit: t.field({ type: VisitType, resolve: (payload, _args, context) => VisitType.getDataloader(context).load(payload.canvas.visitId) }),
  }),
});

const RENAMES = { template_code: 'templateCode', 'data.final_soap': 'finalSoap', 'data.prompt': 'prompt', based_on_version: 'basedOnVersion', visit_modification_id: 'visitModificationId', ai_drafts: 'aiDrafts' };

builder.mutationField('saveSoapCanvas', (t) =>
  t.field({
    type: SaveSoapCanvasSuccess,
    description: "Saves the visit's SOAP canvas note ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SaveSoapCanvasInput, required: true }) },
    errors: { types: [SoapCanvasStaleVersionError, ...CANVAS_WRITE_ERRORS], union: { name: 'SaveSoapCanvasResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const templateCode = input.templateCode?.trim() || null;
        if (!templateCode) throw InputValidationError.forField('templateCode', CANVAS_MESSAGES.selectTemplate);
        const data = { final_soap: input.finalSoap, prompt: input.prompt };
        const visitModificationId = input.visitModificationId ? requireRawId(String(input.visitModificationId), 'ModificationReason', 'The reason for modification') : undefined;
        const creating = input.basedOnVersion === undefined || input.basedOnVersion === null;
        const aiDrafts = aiDraftMarksPayload(input.aiDrafts);
        const canvas = creating
          ? await context.loaders.main.createSoapCanvas({ visitId, canvas: { template_code: templateCode, data, visit_modification_id: visitModificationId, ai_drafts: aiDrafts } })
          : await context.loaders.main.updateSoapCanvas({
              visitId,
              canvas: { template_code: templateCode, data, based_on_version: input.basedOnVersion!, visit_modification_id: visitModificationId, ai_drafts: aiDrafts },
            });
        rememberCanvas(context, canvas);
        context.loaders.main.aiDraftsOfVisit.clear(visitId);
        return { canvas };
      } catch (error) {
        throw soapCanvasError(error, RENAMES);
      }
    },
  }),
);
