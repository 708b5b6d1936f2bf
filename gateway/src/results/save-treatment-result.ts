// saveTreatmentResult: the treatment result's save (spec 002 section 4 "treatment result save"):
// the first save (no basedOnVersion) creates it, later ones name the version they were based on
// ('Treatment result has been saved'). In template mode it also carries the template and its
// sections as previewed and edited ('Save Changes'), which Write Back then sends.
import { builder } from '../builder.ts';
import { treatmentResultWire, type TreatmentResultRecord } from './results-wire.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { StaleVersionError } from '../errors.ts';
import { ErrorInterface } from '../schema/errors.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { RESULT_WRITE_ERRORS, resultsError } from './results-errors.ts';
import { TemplateSectionInput } from '../soap-templates/template-section.ts';
import { toResultPayload, TreatmentResultInput } from './treatment-result-content.ts';
import { TreatmentResultType } from './treatment-result.ts';

/** A stale save of a treatment result (or a create when one exists), with the result as it is now. */
export class TreatmentResultStaleVersionError extends StaleVersionError {}

builder.objectType(TreatmentResultStaleVersionError, {
  name: 'TreatmentResultStaleVersionError',
  description: "Someone saved the treatment result since the version this save was based on: 'This note was changed by <name> at <time>'; current is the result as it is now.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    changedByName: t.exposeString('changedByName'),
    changedAt: t.exposeString('changedAt'),
    current: t.field({ type: TreatmentResultType, nullable: true, resolve: (error) => (error.current ? treatmentResultWire.parse(error.current) : null) }),
  }),
});

const SaveTreatmentResultInput = builder.inputType('SaveTreatmentResultInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    basedOnVersion: t.int({ description: 'The version this save is based on; omit for the first save (which creates it).' }),
    result: t.field({ type: TreatmentResultInput, required: true }),
    soapTemplateId: t.id({ description: 'The SoapTemplate of template mode.' }),
    templateContent: t.field({ type: [TemplateSectionInput], description: "The template's sections as previewed and edited." }),
    visitModificationId: t.id({ description: "A ModificationReason of this visit: needed while the visit is 'SOAP Finalized'." }),
  }),
});

const SaveTreatmentResultSuccess = builder.objectRef<{ treatmentResult: TreatmentResultRecord }>('SaveTreatmentResultSuccess').implement({
  fields: (t) => ({
    treatmentResult: t.field({ type: TreatmentResultType, resolve: (payload) => payload.treatmentResult }),
    visit: t.field({ type: VisitType, resolve: (payload, _args, context) => VisitType.getDataloader(context).load(payload.treatmentResult.visitId) }),
  }),
});

const RENAMES = { rule_outs: 'result.ruleOuts', soap_template_id: 'soapTemplateId', template_content: 'templateContent' };

builder.mutationField('saveTreatmentResult', (t) =>
  t.field({
    type: SaveTreatmentResultSuccess,
    description: "Saves the visit's treatment result ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SaveTreatmentResultInput, required: true }) },
    errors: { types: [TreatmentResultStaleVersionError, ...RESULT_WRITE_ERRORS], union: { name: 'SaveTreatmentResultResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const creating = input.basedOnVersion === undefined || input.basedOnVersion === null;
        const payload = {
          result: toResultPayload(input.result),
          soap_template_id: input.soapTemplateId ? requireRawId(String(input.soapTemplateId), 'SoapTemplate', 'Template') : null,
          template_content: input.templateContent ? input.templateContent.map((row) => ({ section: row.section, value: row.value })) : null,
          visit_modification_id: input.visitModificationId ? requireRawId(String(input.visitModificationId), 'ModificationReason', 'The reason for modification') : undefined,
          based_on_version: creating ? undefined : input.basedOnVersion!,
        };
        const treatmentResult = creating
          ? await context.loaders.main.createTreatmentResult({ visitId, result: payload })
          : await context.loaders.main.updateTreatmentResult({ visitId, result: payload });
        context.loaders.main.resultsOfVisit.clear(visitId);
        return { treatmentResult };
      } catch (error) {
        throw await resultsError(context, error, {
          renames: RENAMES,
          stale: (stale) => new TreatmentResultStaleVersionError(stale.message, stale.changedByName, stale.changedAt, stale.current),
        });
      }
    },
  }),
);
