// Between the forms' AI marks and the server's AI drafts: which fields of a save go as AI text (a
// mark still on a non-empty text, with the feature and provider that wrote it) and which draft a
// field shows (its open draft while the field still holds the draft's text, else its latest review).
import { examCategoryKey, type AiDraftFeatureName, type AiDraftRecordName } from '@vetchart/contracts/ai-drafts/ai-draft-labels';
import type { AiSourceKind } from '@vetchart/contracts/ai/ai-sources';
import type { AiFillSources, AiMarks } from '../ai/aiMarks';

export type { AiDraftFeatureName, AiDraftRecordName };

export interface AiDraftMark {
  field: string;
  feature: AiDraftFeatureName;
  provider: string;
  sources?: AiDraftSourcesMark;
}

/** The sources as the save's input types them: the lines as the AI answered them (the kinds are the schema's enum values). */
export interface AiDraftSourcesMark {
  input: string;
  lines: ReadonlyArray<{ text: string; sources: ReadonlyArray<{ kind: AiLineSourceKindName; label: string; quote?: string | null; start?: number | null; end?: number | null }> }>;
}

/** A source kind as GraphQL names it (the gateway's AiLineSourceKind enum: the contract's kind in capitals). */
export type AiLineSourceKindName = Uppercase<AiSourceKind>;

/** A fill's sources as a save sends them: as the AI operation answered them. */
export const sourcesMark = (sources: AiFillSources) => sources as AiDraftSourcesMark;

/** A form path as the server's field: each key in snake_case ('additionalNotes.triageNotes' → 'additional_notes.triage_notes'). */
export const serverField = (path: string) =>
  path
    .split('.')
    .map((key) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))
    .join('.');

/**
 * An exam row's comment as the server's field: the row named by its body category ('Skin & Coat' →
 * 'physicalexamresult.skin_coat.comment'); null for a category no key can name (none, or starting
 * with a digit), whose comment is then not kept as a draft rather than refusing the save.
 */
export function examCommentField(category: string): string | null {
  const key = examCategoryKey(category);
  return /^[a-z][a-z0-9_]*$/.test(key) ? `physicalexamresult.${key}.comment` : null;
}

/**
 * The marks of a save: each marked field whose value is still the mark's and is text. `field` maps
 * a form path to the server's (null: not kept as a draft).
 */
export function aiDraftMarksOf(marks: AiMarks, valueOf: (path: string) => unknown, field: (path: string) => string | null = serverField): AiDraftMark[] {
  const sent: AiDraftMark[] = [];
  for (const [path, entry] of Object.entries(marks)) {
    const value = valueOf(path);
    if (!entry.feature || !entry.provider || typeof value !== 'string' || !value.trim() || JSON.stringify(value) !== JSON.stringify(entry.value)) continue;
    const name = field(path);
    if (name) sent.push({ field: name, feature: entry.feature, provider: entry.provider, ...(entry.sources ? { sources: sourcesMark(entry.sources) } : {}) });
  }
  return sent;
}

interface DraftLike {
  readonly record: string;
  readonly field: string;
  readonly text: string;
  readonly status: string;
}

/**
 * The draft a field shows: its open one while the field holds that text (an edit not saved yet hides
 * it: the save will end it), else the latest accepted or edited one, else none.
 */
export function draftOfField<D extends DraftLike>(drafts: ReadonlyArray<D>, record: AiDraftRecordName, field: string, current: unknown): D | null {
  const own = drafts.filter((draft) => draft.record === record && draft.field === field);
  const open = own.find((draft) => draft.status === 'DRAFT');
  if (open) return typeof current === 'string' && current.trim() === open.text.trim() ? open : null;
  return own.filter((draft) => draft.status !== 'DRAFT').pop() ?? null;
}
