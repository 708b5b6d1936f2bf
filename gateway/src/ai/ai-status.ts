// AiStatus: which AI provider the engine runs and whether dictation is available (the
// settings page shows it, and the dictation button is disabled with a tooltip naming
// dictationSetting when it is not).
import { builder } from '../builder.ts';
import type { AiStatusRecord } from './ai-wire.ts';

export const AiProviderNameEnum = builder.enumType('AiProviderName', {
  values: { RULES: { value: 'rules' }, OPENAI: { value: 'openai' } } as const,
  description: 'RULES: the built-in rules engine (the default, offline); OPENAI: any OpenAI-compatible server (AI_PROVIDER=openai).',
});

export const AiStatusType = builder.objectRef<AiStatusRecord>('AiStatus').implement({
  fields: (t) => ({
    provider: t.field({ type: AiProviderNameEnum, resolve: (status) => status.provider }),
    description: t.exposeString('description'),
    languageModel: t.exposeBoolean('languageModel', { description: 'A language model answers (free re-write, prose); false with the rules engine.' }),
    chatModel: t.exposeString('chatModel', { nullable: true }),
    dictationAvailable: t.boolean({ resolve: (status) => status.dictation.available }),
    dictationSetting: t.string({ description: 'The setting that turns dictation on: AI_SPEECH_MODEL.', resolve: (status) => status.dictation.setting }),
    dictationDescription: t.string({ resolve: (status) => status.dictation.description }),
  }),
});

builder.queryField('aiStatus', (t) =>
  t.field({
    type: AiStatusType,
    // Asked by the AI tools on a visit's steps: a catalogue service that does not answer empties
    // only this field, not the step (docs/architecture.md, Partial answers).
    nullable: true,
    authScopes: { authenticated: true },
    resolve: (_root, _args, context) => context.loaders.inventory.aiStatus(),
  }),
);
