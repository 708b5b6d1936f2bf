// AiLineInput: an AI line with its sources as a save sends it back (the AI draft keeps where its
// lines came from, so the steps show them after a reload). The main service checks and stores it
// as sent; nothing is decided from it.
import { builder } from '../builder.ts';
import { AiLineSourceKindEnum } from './ai-line-source-kind.ts';

const AiLineSourceInput = builder.inputType('AiLineSourceInput', {
  fields: (t) => ({
    kind: t.field({ type: AiLineSourceKindEnum, required: true }),
    label: t.string({ required: true }),
    quote: t.string(),
    start: t.int(),
    end: t.int(),
  }),
});

export const AiLineInput = builder.inputType('AiLineInput', {
  fields: (t) => ({
    text: t.string({ required: true }),
    sources: t.field({ type: [AiLineSourceInput], required: true }),
  }),
});

export const AiDraftSourcesInput = builder.inputType('AiDraftSourcesInput', {
  description: "Where an AI draft's lines came from: the text the AI read and its lines.",
  fields: (t) => ({
    input: t.string({ required: true, description: "The text the lines' spans point into (the triage note, the observations)." }),
    lines: t.field({ type: [AiLineInput], required: true }),
  }),
});
