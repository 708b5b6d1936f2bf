// AiLineSourceKind: what an AI line's source is — a span of a text the person gave (the triage
// text, a transcript or conversation, the text being cleaned up) or a visit record.
import { AI_SOURCE_KINDS } from '@vetchart/contracts/ai/ai-sources';
import { builder } from '../builder.ts';

export const AiLineSourceKindEnum = builder.enumType('AiLineSourceKind', {
  values: Object.fromEntries(AI_SOURCE_KINDS.map((kind) => [kind.toUpperCase(), { value: kind }])) as { [K in (typeof AI_SOURCE_KINDS)[number] as Uppercase<K>]: { value: K } },
});
