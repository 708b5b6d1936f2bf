// setSmartRecommendations: the assessment's Smart Recommendations toggle ('Add Visit'); the web
// then says 'Smart Recommendations turned on' / 'turned off', or 'Failed to update AI status'.
import { builder } from '../builder.ts';
import type { AiSettingsRecord } from './ai-wire.ts';
import { ForbiddenError, fromUpstream } from '../errors.ts';
import { CHART_VISIT_SCOPE } from '../visits/visit.ts';
import { AiSettingsType } from './ai-settings.ts';

const SetSmartRecommendationsInput = builder.inputType('SetSmartRecommendationsInput', {
  fields: (t) => ({ enabled: t.boolean({ required: true }) }),
});

const SetSmartRecommendationsSuccess = builder.objectRef<{ aiSettings: AiSettingsRecord }>('SetSmartRecommendationsSuccess').implement({
  fields: (t) => ({ aiSettings: t.field({ type: AiSettingsType, resolve: (payload) => payload.aiSettings }) }),
});

builder.mutationField('setSmartRecommendations', (t) =>
  t.field({
    type: SetSmartRecommendationsSuccess,
    description: "Turns the clinic's AI suggestions in the assessment on or off ('Add Visit'); audited by the service.",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SetSmartRecommendationsInput, required: true }) },
    errors: { types: [ForbiddenError], union: { name: 'SetSmartRecommendationsResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const aiSettings = await context.loaders.inventory.updateAiSettings({ smart_recommendations: input.enabled });
        // A later field of this operation reads the new settings, not the ones read before.
        context.loaders.inventory.aiSettings.forget();
        return { aiSettings };
      } catch (error) {
        throw fromUpstream(error, { 403: (upstream) => new ForbiddenError(upstream.message) });
      }
    },
  }),
);
