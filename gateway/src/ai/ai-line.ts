// AiLine: one line the AI engine wrote, with where it came from. No sources means the engine found
// nothing to point at (a language model's claimed quote the input does not hold is not kept): the
// line is shown as having no source, for the person to check.
import type { AiLine } from '@vetchart/contracts/ai/ai-sources';
import { builder } from '../builder.ts';
import { AiLineSourceType } from './ai-line-source.ts';

export const AiLineType = builder.objectRef<AiLine>('AiLine').implement({
  fields: (t) => ({
    text: t.exposeString('text'),
    sources: t.field({ type: [AiLineSourceType], resolve: (line) => line.sources }),
  }),
});
