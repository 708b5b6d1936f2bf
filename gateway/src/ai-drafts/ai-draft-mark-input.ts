// AiDraftMarkInput: a field of a note's save whose text came from an AI feature (the web knows from
// its marks). The saves of the subjective and objective notes and of the SOAP canvas take a list;
// the main service stores each as an AI draft of the text saved (docs/visit-charting.md, 'AI drafts').
import { AI_DRAFT_FEATURES } from '@vetchart/contracts/ai-drafts/ai-draft';
import { builder } from '../builder.ts';
import type { AiDraftSources } from '@vetchart/contracts/ai/ai-sources';
import { AiDraftSourcesInput } from '../ai/ai-line-input.ts';
import type { AiDraftMarkPayload } from './ai-draft-wire.ts';

export const AiDraftFeatureEnum = builder.enumType('AiDraftFeature', {
  description: 'The AI feature that wrote a text.',
  values: Object.fromEntries(Object.entries(AI_DRAFT_FEATURES).map(([key, label]) => [key.toUpperCase(), { value: key, description: label }])) as Record<
    string,
    { value: keyof typeof AI_DRAFT_FEATURES; description: string }
  >,
});

export const AiDraftMarkInput = builder.inputType('AiDraftMarkInput', {
  fields: (t) => ({
    field: t.string({
      required: true,
      description: "The field's path in the saved note as the main service stores it: 'chief_complaint.complaint', 'additional_notes.triage_notes', 'physicalexamresult.abdomen.comment', 'final_soap'.",
    }),
    feature: t.field({ type: AiDraftFeatureEnum, required: true }),
    provider: t.string({ required: true, description: "The AI provider that answered ('rules' for the built-in rules engine), as the AI operation named it." }),
    sources: t.field({ type: AiDraftSourcesInput, description: "Where the AI's lines came from, as the AI operation answered them: kept with the draft." }),
  }),
});

/** The marks as the main service reads them; none sent is none. */
export const aiDraftMarksPayload = (
  marks: ReadonlyArray<{ field: string; feature: string; provider: string; sources?: AiDraftSources | null }> | null | undefined,
): AiDraftMarkPayload[] | undefined =>
  marks?.map((mark) => ({ field: mark.field, feature: mark.feature as AiDraftMarkPayload['feature'], provider: mark.provider, ...(mark.sources ? { sources: mark.sources } : {}) }));
