// AiDraft: a part of a visit's notes the AI wrote (docs/visit-charting.md, 'AI drafts'): the field,
// the feature and provider, the text, and whether it is still a draft or was accepted unchanged or
// edited, by whom and when. Visit.aiDrafts loads through one DataLoader (one GET /ai-drafts?visit_ids=
// for any number of visits).
import { AI_DRAFT_FEATURES, providerLabel } from '@vetchart/contracts/ai-drafts/ai-draft';
import { builder } from '../builder.ts';
import { VisitType } from '../visits/visit.ts';
import type { AiDraftRecord } from './ai-draft-wire.ts';
import { AiDraftFeatureEnum } from './ai-draft-mark-input.ts';
import { AiLineType } from '../ai/ai-line.ts';

export const AiDraftStatusEnum = builder.enumType('AiDraftStatus', {
  values: {
    DRAFT: { value: 'draft', description: "Still the AI's text, not reviewed: shown as 'AI draft'." },
    ACCEPTED: { value: 'accepted', description: 'A person accepted the text unchanged.' },
    EDITED: { value: 'edited', description: "A person changed the text: it is theirs now." },
  } as const,
});

export const AiDraftRecordEnum = builder.enumType('AiDraftRecord', {
  values: {
    SUBJECTIVE_NOTE: { value: 'subjective_note' },
    OBJECTIVE_NOTE: { value: 'objective_note' },
    SOAP_CANVAS: { value: 'soap_canvas' },
  } as const,
});

export const AiDraftType = builder.node(builder.objectRef<AiDraftRecord>('AiDraft'), {
  description: 'A part of the visit\'s notes an AI feature wrote, and its review.',
  id: { resolve: (draft) => draft.id },
  // Another clinic's draft, or one written over by a newer AI text, is no node (null).
  loadMany: async (ids, context) => {
    if (!context.principal) return ids.map(() => null);
    return context.loaders.main.aiDraft.loadMany(ids).then((rows) => rows.map((row) => (row instanceof Error ? null : row)));
  },
  fields: (t) => ({
    record: t.field({ type: AiDraftRecordEnum, resolve: (draft) => draft.record }),
    field: t.exposeString('field', { description: "The field's path in the saved note ('chief_complaint.complaint', 'final_soap')." }),
    label: t.exposeString('label', { description: "The field's name ('Complaint', 'Abdomen comment', 'SOAP note')." }),
    part: t.exposeString('part', { description: "The record and field ('Subjective: Complaint')." }),
    feature: t.field({ type: AiDraftFeatureEnum, resolve: (draft) => draft.feature as keyof typeof AI_DRAFT_FEATURES }),
    featureLabel: t.string({ description: "'Triage import', 'Generate SOAP', …", resolve: (draft) => AI_DRAFT_FEATURES[draft.feature as keyof typeof AI_DRAFT_FEATURES] ?? draft.feature }),
    provider: t.string({ description: "'rules engine' or the model provider's name.", resolve: (draft) => providerLabel(draft.provider) }),
    text: t.exposeString('text', { description: 'The text the AI wrote, as saved.' }),
    status: t.field({ type: AiDraftStatusEnum, resolve: (draft) => draft.status }),
    createdAt: t.exposeString('createdAt'),
    createdByName: t.exposeString('createdByName', { description: 'Who saved the AI text.' }),
    reviewedAt: t.exposeString('reviewedAt', { nullable: true }),
    reviewedByName: t.exposeString('reviewedByName', { nullable: true, description: 'Who accepted or edited it.' }),
    hasSources: t.boolean({ description: 'Whether the save kept where its lines came from (read them with sourceText and lines).', resolve: (draft) => (draft.sources?.lines.length ?? 0) > 0 }),
    sourceText: t.string({ nullable: true, description: "The text the AI read, that the lines' spans point into; null when the save kept no sources.", resolve: (draft) => draft.sources?.input ?? null }),
    lines: t.field({ type: [AiLineType], description: 'The lines the AI feature answered, with where each came from (empty when the save kept none).', resolve: (draft) => draft.sources?.lines ?? [] }),
  }),
});

builder.objectField(VisitType, 'aiDrafts', (t) =>
  t.field({
    type: [AiDraftType],
    description: "The parts of the visit's notes the AI wrote: open drafts and reviewed ones, oldest first.",
    resolve: (visit, _args, context) => context.loaders.main.aiDraftsOfVisit.load(visit.id),
  }),
);
