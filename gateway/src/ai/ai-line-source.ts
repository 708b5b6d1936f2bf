// AiLineSource: where one line the AI engine wrote came from. A span of the input text (start and
// end are character offsets into the text the person gave, quote its words), or a visit record
// named by its label ('Plan row: Maropitant 16 mg tablet') with the words the line used.
import type { AiSource } from '@vetchart/contracts/ai/ai-sources';
import { builder } from '../builder.ts';
import { AiLineSourceKindEnum } from './ai-line-source-kind.ts';

export const AiLineSourceType = builder.objectRef<AiSource>('AiLineSource').implement({
  fields: (t) => ({
    kind: t.field({ type: AiLineSourceKindEnum, resolve: (source) => source.kind }),
    label: t.exposeString('label', { description: "What the source is: 'Triage text', 'Objective step: Temperature', 'Plan row: …'." }),
    quote: t.exposeString('quote', { nullable: true, description: 'The words of the source the line rests on.' }),
    start: t.exposeInt('start', { nullable: true, description: 'Where the quote starts in the input text (text sources only).' }),
    end: t.exposeInt('end', { nullable: true, description: 'Where the quote ends in the input text (exclusive).' }),
  }),
});
