// GeneratedSoapSection: one section of a generated SOAP note (PLAN-19 decision 5): its text and
// where each part came from ('triage', 'subjective', 'objective', 'plan', 'results', 'catalogue',
// with the detail: 'triage: …').
import { builder } from '../builder.ts';
import type { GeneratedSoapNoteRecord } from '../ai/ai-wire.ts';
import { AiLineType } from '../ai/ai-line.ts';

export const GeneratedSoapSectionType = builder.objectRef<GeneratedSoapNoteRecord['sections'][number]>('GeneratedSoapSection').implement({
  fields: (t) => ({
    section: t.exposeString('section'),
    text: t.exposeString('text', { description: 'Empty when nothing in the visit filled it.' }),
    sources: t.stringList({
      description: "Where the text came from, each '<kind>: <detail>' (kind: triage, subjective, objective, plan, results, catalogue).",
      resolve: (section) => section.sources.map((source) => (source.detail ? `${source.kind}: ${source.detail}` : source.kind)),
    }),
    lines: t.field({ type: [AiLineType], description: "Each line of the text with where it came from: spans of the triage text, or the visit's records.", resolve: (section) => section.lines }),
  }),
});
