// stopFollowUp: staff stop the reminders about one link (audited by the main service); stopping a
// stopped one changes nothing.
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ForbiddenError, NotFoundError, fromUpstream } from '../errors.ts';
import { CHART_VISIT_SCOPE } from '../visits/visit.ts';
import { FollowUpType } from './follow-up.ts';
import type { FollowUpRecord } from './follow-up-wire.ts';

const StopFollowUpInput = builder.inputType('StopFollowUpInput', {
  fields: (t) => ({ followUpId: t.id({ required: true }) }),
});

const StopFollowUpSuccess = builder.objectRef<{ followUp: FollowUpRecord }>('StopFollowUpSuccess').implement({
  fields: (t) => ({ followUp: t.field({ type: FollowUpType, resolve: (payload) => payload.followUp }) }),
});

builder.mutationField('stopFollowUp', (t) =>
  t.field({
    type: StopFollowUpSuccess,
    description: "Stops the reminder e-mails about a link ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: StopFollowUpInput, required: true }) },
    errors: { types: [NotFoundError, ForbiddenError], union: { name: 'StopFollowUpResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.followUpId), 'FollowUp', 'Follow-up');
        const followUp = await context.loaders.main.stopFollowUp(id);
        context.loaders.main.followUp.clear(id).prime(id, followUp);
        return { followUp };
      } catch (error) {
        throw fromUpstream(error, {
          403: (upstream) => new ForbiddenError(upstream.message),
          404: (upstream) => new NotFoundError(upstream.message),
        });
      }
    },
  }),
);
