// Which parts of a visit's notes the AI wrote and who reviewed them (docs/visit-charting.md, 'AI
// drafts'): the marks a save sends for the fields whose text came from an AI feature, the accept
// request, the messages, and an AI draft as the main service answers it. The main service keeps the
// truth (main.ai_drafts); the web only says which fields of a save came from the AI.
import { z } from 'zod/mini';
import { answerId, anyText, orNull } from '../answer.ts';
import { optionalId } from '../text.ts';
import { wire } from '../wire.ts';
import { aiDraftSourcesAnswer, aiDraftSourcesInput } from '../ai/ai-sources.ts';
import { AI_DRAFT_FEATURES, providerLabel, UNREVIEWED_START, type AiDraftFeature } from './ai-draft-labels.ts';

export * from './ai-draft-labels.ts';

const FEATURE_KEYS = Object.keys(AI_DRAFT_FEATURES) as [AiDraftFeature, ...AiDraftFeature[]];

export const AI_DRAFT_MESSAGES = {
  feature: 'Name the AI feature that wrote this text.',
  field: 'Name the field the AI wrote, as a path of the saved note.',
  provider: 'Name the AI provider that wrote this text (at most 100 characters).',
  notFound: 'AI draft not found.',
  ended: 'This AI draft was edited or written again since it was shown. Reload to see the text as it is now.',
  /** Finalizing or locking refuses while any part is still an AI draft; the parts are named. */
  unreviewed: (parts: string) => `${UNREVIEWED_START}: ${parts}. Accept or edit each one.`,
} as const;
const M = AI_DRAFT_MESSAGES;

/**
 * A field of a save whose text came from an AI feature: its path in the saved note (dots between
 * keys; an exam row by its body category's key: `chief_complaint.complaint`,
 * `physicalexamresult.abdomen.comment`, `final_soap`), which feature and which provider. The text
 * itself is the saved one.
 */
export const aiDraftMark = z.object({
  field: z.string({ error: M.field }).check(z.regex(/^[a-z_]+(\.([a-z][a-z0-9_]*|\d{1,3}))*$/, M.field), z.maxLength(200, M.field)),
  feature: z.enum(FEATURE_KEYS, { error: M.feature }),
  provider: z.string({ error: M.provider }).check(z.trim(), z.minLength(1, M.provider), z.maxLength(100, M.provider)),
  /** Where the AI's lines came from, for the steps to show after a reload. */
  sources: z.optional(aiDraftSourcesInput),
});
export type AiDraftMark = z.output<typeof aiDraftMark>;

/** What a save may carry beside its note: the AI's fields, at most 100 (left out: none). */
export const aiDraftMarks = z.optional(z.array(aiDraftMark).check(z.maxLength(100, M.field)));

/** POST /ai-drafts/{id}/accept: the person accepts the AI's text as it is. */
export const aiDraftAcceptWire = wire({ visitModificationId: optionalId() });

// --- The main service's answers

export const AI_DRAFT_STATUSES = ['draft', 'accepted', 'edited'] as const;
const text = orNull(z.string());

export const aiDraftAnswer = wire({
  id: answerId,
  visitId: answerId,
  record: z.enum(['subjective_note', 'objective_note', 'soap_canvas']),
  recordId: answerId,
  field: anyText,
  label: anyText,
  part: anyText,
  feature: anyText,
  provider: anyText,
  text: anyText,
  status: z.enum(AI_DRAFT_STATUSES),
  createdAt: anyText,
  createdByName: anyText,
  reviewedAt: text,
  reviewedByName: text,
  sources: aiDraftSourcesAnswer,
});
export type AiDraft = z.output<typeof aiDraftAnswer>;

/**
 * One line of a printed or exported note's authorship: which part the AI drafted, with which
 * feature and provider, and who reviewed it when ('Subjective: Complaint: drafted by AI (Triage
 * import, rules engine); accepted unchanged by Dana Vet on 11/29/2026'). `day` writes a date.
 */
export function authorshipLine(
  draft: { part: string; feature: string; provider: string; status: string; reviewedByName: string | null; reviewedAt: string | null },
  day: (iso: string) => string,
): string {
  const feature = AI_DRAFT_FEATURES[draft.feature as AiDraftFeature] ?? draft.feature;
  const made = `${draft.part}: drafted by AI (${feature}, ${providerLabel(draft.provider)})`;
  const when = draft.reviewedAt ? ` on ${day(draft.reviewedAt)}` : '';
  if (draft.status === 'accepted') return `${made}; accepted unchanged by ${draft.reviewedByName ?? 'a former user'}${when}`;
  if (draft.status === 'edited') return `${made}; edited by ${draft.reviewedByName ?? 'a former user'}${when}`;
  return `${made}; not reviewed yet`;
}

/** A date as MM/DD/YYYY in UTC (the practice system's export; the PDFs use the clinic's time zone). */
export const usDayUtc = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
};
