// writeBackTreatmentResult: 'Write Back' (spec 002 sections 2.7 and 4): the saved treatment
// result's template sections become a medical record of the patient in the connected practice
// system ('Writeback successful!'); writing again updates the same record. The practice system's
// refusal or outage is PracticeSystemError with its message; a result not saved yet, a pet not
// linked to a patient or no practice system connected are ConflictErrors with the server's text.
import { builder } from '../builder.ts';
import { UpstreamError } from '../clients/http.ts';
import type { TreatmentResultRecord } from './results-wire.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { CHART_VISIT_SCOPE } from '../visits/visit.ts';
import { PracticeSystemError, RESULT_WRITE_ERRORS, resultsError } from './results-errors.ts';
import { TreatmentResultType } from './treatment-result.ts';

const FALLBACK = 'An error occurred while writing back to the third-party provider';

const WriteBackTreatmentResultInput = builder.inputType('WriteBackTreatmentResultInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    templateCode: t.string({ required: true, description: "The SoapTemplate's code ('Template code is missing' when empty)." }),
    visitModificationId: t.id({ description: "A ModificationReason of this visit: needed while the visit is 'SOAP Finalized'." }),
  }),
});

const WriteBackTreatmentResultSuccess = builder.objectRef<{ treatmentResult: TreatmentResultRecord; message: string }>('WriteBackTreatmentResultSuccess').implement({
  fields: (t) => ({
    treatmentResult: t.field({ type: TreatmentResultType, resolve: (payload) => payload.treatmentResult }),
    message: t.exposeString('message', { description: "'Writeback successful!'" }),
  }),
});

builder.mutationField('writeBackTreatmentResult', (t) =>
  t.field({
    type: WriteBackTreatmentResultSuccess,
    description: "Writes the saved treatment result to the patient's record in the connected practice system ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: WriteBackTreatmentResultInput, required: true }) },
    errors: { types: [PracticeSystemError, ...RESULT_WRITE_ERRORS], union: { name: 'WriteBackTreatmentResultResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const modificationId = input.visitModificationId ? requireRawId(String(input.visitModificationId), 'ModificationReason', 'The reason for modification') : null;
        const written = await context.loaders.main.writeBackTreatmentResult({ visitId, templateCode: input.templateCode, visitModificationId: modificationId });
        context.loaders.main.resultsOfVisit.clear(visitId);
        return written;
      } catch (error) {
        if (error instanceof UpstreamError && (error.status === 422 || error.status === 502)) throw new PracticeSystemError(error.message || FALLBACK);
        throw await resultsError(context, error);
      }
    },
  }),
);
