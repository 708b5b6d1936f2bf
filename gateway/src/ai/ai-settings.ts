// AiSettings: the clinic's Smart Recommendations toggle (spec 002 'AI recommendations'), kept by
// the inventory service as clinic config (created on when absent).
import { builder } from '../builder.ts';
import type { AiSettingsRecord } from './ai-wire.ts';

export const AiSettingsType = builder.objectRef<AiSettingsRecord>('AiSettings').implement({
  fields: (t) => ({
    smartRecommendations: t.exposeBoolean('smartRecommendations', { description: 'Off: the assessment shows no AI suggestions and none are computed.' }),
  }),
});

builder.queryField('aiSettings', (t) =>
  t.field({
    type: AiSettingsType,
    // The Assessment step asks it beside the visit: a catalogue service that does not answer
    // empties only this field (docs/architecture.md, Partial answers).
    nullable: true,
    authScopes: { authenticated: true },
    resolve: (_root, _args, context) => context.loaders.inventory.aiSettings(),
  }),
);
