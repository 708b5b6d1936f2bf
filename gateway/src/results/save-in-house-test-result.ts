// saveInHouseTestResult: 'Edit result' of an in-house test (spec 002 sections 2.7 and 4 "result
// rows"): the first save of a test's result creates it ('Test created successfully!'), later ones
// name the result (id) and its version ('Test updated successfully!'). The main service checks the
// texts and dates ('Please input result', 'Please input your comment', 'Please input correct
// Date!') and that the row is an in-house test of the visit's plan.
import { builder } from '../builder.ts';
import { inHouseResultWire, type InHouseResultPayload, type InHouseResultRecord } from './results-wire.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { StaleVersionError } from '../errors.ts';
import { ErrorInterface } from '../schema/errors.ts';
import { rowIdOfInput } from '../treatment-plans/treatment-plan-item.ts';
import { CHART_VISIT_SCOPE } from '../visits/visit.ts';
import { InHouseTestResultType } from './in-house-test-result.ts';
import { recordIdOfInput } from './result-ids.ts';
import { RESULT_WRITE_ERRORS, resultsError } from './results-errors.ts';

/** A stale save of an in-house result, with the result as it is now. */
export class InHouseTestResultStaleVersionError extends StaleVersionError {}

builder.objectType(InHouseTestResultStaleVersionError, {
  name: 'InHouseTestResultStaleVersionError',
  description: "Someone saved the result since the version this save was based on: 'This note was changed by <name> at <time>'; current is the result as it is now.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    changedByName: t.exposeString('changedByName'),
    changedAt: t.exposeString('changedAt'),
    current: t.field({ type: InHouseTestResultType, nullable: true, resolve: (error) => (error.current ? inHouseResultWire.parse(error.current) : null) }),
  }),
});

const SaveInHouseTestResultInput = builder.inputType('SaveInHouseTestResultInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    planItemId: t.id({ required: true, description: "The in-house test's plan row (TreatmentPlanItem.rowId or id)." }),
    id: t.id({ description: 'The InHouseTestResult to update; omit for the first save.' }),
    basedOnVersion: t.int({ description: 'With id: the version this save is based on.' }),
    testDate: t.string({ required: true, description: 'YYYY-MM-DD, not in the future.' }),
    resultDate: t.string({ required: true, description: 'YYYY-MM-DD, not in the future.' }),
    result: t.string({ required: true }),
    comment: t.string({ required: true }),
    visitModificationId: t.id({ description: "A ModificationReason of this visit: needed while the visit is 'SOAP Finalized'." }),
  }),
});

const SaveInHouseTestResultSuccess = builder.objectRef<{ inHouseResult: InHouseResultRecord }>('SaveInHouseTestResultSuccess').implement({
  fields: (t) => ({ inHouseResult: t.field({ type: InHouseTestResultType, resolve: (payload) => payload.inHouseResult }) }),
});

builder.mutationField('saveInHouseTestResult', (t) =>
  t.field({
    type: SaveInHouseTestResultSuccess,
    description: "Saves the result of an in-house test of the visit ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SaveInHouseTestResultInput, required: true }) },
    errors: { types: [InHouseTestResultStaleVersionError, ...RESULT_WRITE_ERRORS], union: { name: 'SaveInHouseTestResultResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const payload: InHouseResultPayload = {
          plan_item_id: rowIdOfInput(String(input.planItemId)),
          test_date: input.testDate,
          result_date: input.resultDate,
          result: input.result,
          comment: input.comment,
          visit_modification_id: input.visitModificationId ? requireRawId(String(input.visitModificationId), 'ModificationReason', 'The reason for modification') : undefined,
        };
        const inHouseResult = input.id
          ? await context.loaders.main.updateInHouseResult({
              id: recordIdOfInput(String(input.id), 'InHouseTestResult', 'Test result'),
              result: { ...payload, based_on_version: input.basedOnVersion ?? undefined },
            })
          : await context.loaders.main.createInHouseResult({ visitId, result: payload });
        context.loaders.main.resultsOfVisit.clear(visitId);
        return { inHouseResult };
      } catch (error) {
        throw await resultsError(context, error, {
          stale: (stale) => new InHouseTestResultStaleVersionError(stale.message, stale.changedByName, stale.changedAt, stale.current),
        });
      }
    },
  }),
);
