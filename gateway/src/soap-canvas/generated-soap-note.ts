// GeneratedSoapNote: Generate SOAP's answer (PLAN-19 decision 5): the note as markdown, its
// sections, the sections nothing filled, the provider (rules or a language model) and its notice.
// Nothing is stored until the editor saves.
import { builder } from '../builder.ts';
import type { GeneratedSoapNoteRecord } from '../ai/ai-wire.ts';
import { GeneratedSoapSectionType } from './generated-soap-section.ts';

export const GeneratedSoapNoteType = builder.objectRef<GeneratedSoapNoteRecord>('GeneratedSoapNote').implement({
  fields: (t) => ({
    markdown: t.exposeString('markdown'),
    sections: t.field({ type: [GeneratedSoapSectionType], resolve: (note) => note.sections }),
    emptySections: t.exposeStringList('emptySections', { description: "The template's sections the visit's records did not fill." }),
    provider: t.exposeString('provider', { description: "'rules' or 'openai'." }),
    notice: t.exposeString('notice', { nullable: true }),
  }),
});
