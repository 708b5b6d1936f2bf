// finalizeSoapCanvas: 'Finalize Note' (PLAN-19 decision 4; spec 001 section 2.6 "Finalize SOAP"):
// only a person whose role name contains 'vet' (case-insensitive) may finalize — checked here too
// so the refusal is a typed ForbiddenError with the spec's text — and only a saved canvas ('You
// must save the SOAP notes before exporting to PIMs'). The main service locks the note, moves the
// visit to 'SOAP Finalized' and queues the note's write-back to the practice system in one
// transaction: finalize never waits on the practice system nor fails because of it. The
// write-back's own state is SoapCanvas.practiceExport (docs/write-back.md); once WRITTEN the web
// says 'SOAP data exported to PIMs successfully', once FAILED 'Failed to export to PIMs: …'.
import { mayFinalizeSoap, NOT_A_VET } from '@vetchart/contracts/roles/role';
import { builder } from '../builder.ts';
import type { SoapCanvasRecord } from './soap-canvas-wire.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ForbiddenError } from '../errors.ts';
import { PracticeSystemError } from '../results/results-errors.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { rememberCanvas, SoapCanvasType } from './soap-canvas.ts';
import { CANVAS_WRITE_ERRORS, SoapCanvasStaleVersionError, soapCanvasError } from './soap-canvas-stale-version-error.ts';

export { NOT_A_VET };

/** The Finalize SOAP rule: the role's name contains 'vet', whatever its case (the contract's rule). */
export const mayFinalize = mayFinalizeSoap;

const FinalizeSoapCanvasInput = builder.inputType('FinalizeSoapCanvasInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    basedOnVersion: t.int({ required: true }),
    visitModificationId: t.id({ description: "A ModificationReason of this visit: needed while the visit is 'SOAP Finalized'." }),
  }),
});

const FinalizeSoapCanvasSuccess = builder.objectRef<{ canvas: SoapCanvasRecord; message: string }>('FinalizeSoapCanvasSuccess').implement({
  fields: (t) => ({
    canvas: t.field({ type: SoapCanvasType, resolve: (payload) => payload.canvas }),
    visit: t.field({ type: VisitType, description: "Now 'SOAP Finalized'.", resolve: (payload, _args, context) => VisitType.getDataloader(context).load(payload.canvas.visitId) }),
    message: t.exposeString('message', { description: "'SOAP finalized. Export to the practice system is queued.', or for a pet no practice system knows 'SOAP finalized. This pet is not linked to a practice system, so nothing is exported.'" }),
  }),
});

builder.mutationField('finalizeSoapCanvas', (t) =>
  t.field({
    type: FinalizeSoapCanvasSuccess,
    description: "Locks the saved note and queues its write-back to the practice system ('Add Visit', and a role whose name contains 'vet').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: FinalizeSoapCanvasInput, required: true }) },
    // PracticeSystemError stays in the union for clients written against it; finalize no longer answers it.
    errors: { types: [SoapCanvasStaleVersionError, PracticeSystemError, ...CANVAS_WRITE_ERRORS], union: { name: 'FinalizeSoapCanvasResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        if (!mayFinalize(context.principal?.roleName)) throw new ForbiddenError(NOT_A_VET);
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const { canvas, message } = await context.loaders.main.finalizeSoapCanvas({
          visitId,
          basedOnVersion: input.basedOnVersion,
          visitModificationId: input.visitModificationId ? requireRawId(String(input.visitModificationId), 'ModificationReason', 'The reason for modification') : undefined,
        });
        rememberCanvas(context, canvas);
        VisitType.getDataloader(context).clear(visitId);
        return { canvas, message };
      } catch (error) {
        throw soapCanvasError(error);
      }
    },
  }),
);
