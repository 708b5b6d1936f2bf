// saveResultComment: the results step's service and diagnostic comment drawers (spec 002 section
// 2.7): one comment per visit, kind and item code, created by the first save and updated by the
// next ones (basedOnVersion), at most 5000 characters.
import { builder } from '../builder.ts';
import { resultCommentWire, type ResultCommentRecord } from './results-wire.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { StaleVersionError } from '../errors.ts';
import { ErrorInterface } from '../schema/errors.ts';
import { CHART_VISIT_SCOPE } from '../visits/visit.ts';
import { ResultCommentKindEnum, ResultCommentType } from './result-comment.ts';
import { RESULT_WRITE_ERRORS, resultsError } from './results-errors.ts';

/** A stale save of a result comment, with the comment as it is now. */
export class ResultCommentStaleVersionError extends StaleVersionError {}

builder.objectType(ResultCommentStaleVersionError, {
  name: 'ResultCommentStaleVersionError',
  description: "Someone saved the comment since the version this save was based on; current is the comment as it is now.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    changedByName: t.exposeString('changedByName'),
    changedAt: t.exposeString('changedAt'),
    current: t.field({ type: ResultCommentType, nullable: true, resolve: (error) => (error.current ? resultCommentWire.parse(error.current) : null) }),
  }),
});

const SaveResultCommentInput = builder.inputType('SaveResultCommentInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    kind: t.field({ type: ResultCommentKindEnum, required: true }),
    itemCode: t.string({ required: true, description: 'The catalogue code of the service or diagnostic.' }),
    comments: t.string({ required: true, description: 'At most 5000 characters.' }),
    basedOnVersion: t.int({ description: 'The version this save is based on; omit for the first save.' }),
    visitModificationId: t.id({ description: "A ModificationReason of this visit: needed while the visit is 'SOAP Finalized'." }),
  }),
});

const SaveResultCommentSuccess = builder.objectRef<{ comment: ResultCommentRecord }>('SaveResultCommentSuccess').implement({
  fields: (t) => ({ comment: t.field({ type: ResultCommentType, resolve: (payload) => payload.comment }) }),
});

builder.mutationField('saveResultComment', (t) =>
  t.field({
    type: SaveResultCommentSuccess,
    description: "Saves the results step's comment on a service or a diagnostic ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SaveResultCommentInput, required: true }) },
    errors: { types: [ResultCommentStaleVersionError, ...RESULT_WRITE_ERRORS], union: { name: 'SaveResultCommentResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const comment = await context.loaders.main.saveResultComment({
          visitId,
          comment: {
          kind: input.kind === 'SERVICE' ? 'service' : 'diagnostic',
          item_code: input.itemCode,
          comments: input.comments,
          based_on_version: input.basedOnVersion ?? undefined,
          visit_modification_id: input.visitModificationId ? requireRawId(String(input.visitModificationId), 'ModificationReason', 'The reason for modification') : undefined,
          },
        });
        context.loaders.main.resultsOfVisit.clear(visitId);
        return { comment };
      } catch (error) {
        throw await resultsError(context, error, {
          stale: (stale) => new ResultCommentStaleVersionError(stale.message, stale.changedByName, stale.changedAt, stale.current),
        });
      }
    },
  }),
);
