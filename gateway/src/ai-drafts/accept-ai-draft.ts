// acceptAiDraft: a person accepts an AI draft's text unchanged (the 'Accept' beside the 'AI draft'
// badge). The main service refuses it on a locked visit, on a read-only one without a reason for
// modification, and for a draft edited or written again since it was shown (ConflictError); it
// audits who accepted what and when. Accepting an accepted draft answers it unchanged.
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, fromUpstream, InputValidationError, NotFoundError } from '../errors.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import type { AiDraftRecord } from './ai-draft-wire.ts';
import { AiDraftType } from './ai-draft.ts';

const AcceptAiDraftInput = builder.inputType('AcceptAiDraftInput', {
  fields: (t) => ({
    aiDraftId: t.id({ required: true }),
    visitModificationId: t.id({ description: 'A ModificationReason of this visit: needed while the visit is read-only.' }),
  }),
});

const AcceptAiDraftSuccess = builder.objectRef<{ aiDraft: AiDraftRecord }>('AcceptAiDraftSuccess').implement({
  fields: (t) => ({
    aiDraft: t.field({ type: AiDraftType, resolve: (payload) => payload.aiDraft }),
    visit: t.field({ type: VisitType, resolve: (payload, _args, context) => VisitType.getDataloader(context).load(payload.aiDraft.visitId) }),
  }),
});

builder.mutationField('acceptAiDraft', (t) =>
  t.field({
    type: AcceptAiDraftSuccess,
    description: "Accepts an AI draft's text unchanged; who and when are audited ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: AcceptAiDraftInput, required: true }) },
    errors: { types: [InputValidationError, NotFoundError, ForbiddenError, ConflictError], union: { name: 'AcceptAiDraftResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.aiDraftId), 'AiDraft', 'AI draft');
        const visitModificationId = input.visitModificationId ? requireRawId(String(input.visitModificationId), 'ModificationReason', 'The reason for modification') : undefined;
        const aiDraft = await context.loaders.main.acceptAiDraft({ id, visitModificationId });
        context.loaders.main.aiDraftsOfVisit.clear(aiDraft.visitId);
        return { aiDraft };
      } catch (error) {
        throw fromUpstream(error, {
          403: (upstream) => new ForbiddenError(upstream.message),
          404: (upstream) => new NotFoundError(upstream.message),
          409: (upstream) => new ConflictError(upstream.message),
        }, { visit_modification_id: 'visitModificationId' });
      }
    },
  }),
);
