// Which fields of a form hold an AI-made value, and the evidence behind each. A mark remembers the
// value the AI put there and holds only while the field still has it: an edit by the person ends
// it, with no listener on each field.
import { useCallback, useState } from 'react';
import type { AiDraftFeatureName } from '@vetchart/contracts/ai-drafts/ai-draft-labels';
import type { AiLineData } from '../ai-sources/aiSources';

/** Where an AI fill's lines came from: the text the AI read and its lines (kept with the draft on save). */
export interface AiFillSources {
  readonly input: string;
  readonly lines: ReadonlyArray<AiLineData>;
}

export interface AiMarkEntry {
  value: unknown;
  evidence: string;
  /**
   * The value holds a person's words too (the AI's added after them, or their text re-written): a
   * later fill treats it as theirs, never as the AI's own to replace.
   */
  mixed?: boolean;
  /** Which AI feature and provider wrote it: a save sends these so the server keeps the text as an AI draft. */
  feature?: AiDraftFeatureName;
  provider?: string;
  sources?: AiFillSources;
}

export type AiMarks = Readonly<Record<string, AiMarkEntry>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The marks with `filled` added (each the field's new value and its evidence). */
export type FilledField = { path: string; value: unknown; evidence: string; mixed?: boolean; feature?: AiDraftFeatureName; provider?: string; sources?: AiFillSources };

export function withMarks(marks: AiMarks, filled: ReadonlyArray<FilledField>): AiMarks {
  const next = { ...marks };
  for (const field of filled) {
    next[field.path] = { value: field.value, evidence: field.evidence, ...(field.mixed ? { mixed: true } : {}), ...(field.feature && field.provider ? { feature: field.feature, provider: field.provider } : {}), ...(field.sources ? { sources: field.sources } : {}) };
  }
  return next;
}

/** An AI clean-up the person applied to a field: the text it put there, who proposed it and from what. */
export interface CleanUpApplied {
  text: string;
  provider: string;
  /** The field's text the clean-up read (its lines' spans point into it). */
  input: string;
  lines: ReadonlyArray<AiLineData>;
}

/**
 * A field's mark after an applied clean-up: the person's own words tidied by the AI, so it stays an
 * AI draft until accepted or edited, and a later fill treats the text as theirs (mixed).
 */
export const cleanUpMark = (path: string, applied: CleanUpApplied): FilledField => ({
  path,
  value: applied.text,
  evidence: 'AI Clean-up of the text written here',
  mixed: true,
  feature: 'CLEAN_UP',
  provider: applied.provider,
  sources: { input: applied.input, lines: applied.lines },
});

/** The evidence of a field whose value is still the AI's, else null. */
export function markOf(marks: AiMarks, path: string, current: unknown): AiMarkEntry | null {
  const entry = marks[path];
  return entry && same(entry.value, current) ? entry : null;
}

/** Whether a field's value is wholly the AI's own answer (marked, and holding no person's words). */
export function isAiOwn(marks: AiMarks, path: string, value: unknown): boolean {
  const entry = markOf(marks, path, value);
  return entry !== null && !entry.mixed;
}

export function useAiMarks() {
  const [marks, setMarks] = useState<AiMarks>({});
  const mark = useCallback((filled: ReadonlyArray<FilledField>) => setMarks((current) => withMarks(current, filled)), []);
  const clear = useCallback(() => setMarks({}), []);
  /** Puts back the marks as they were (an AI fill undone). */
  const restore = useCallback((previous: AiMarks) => setMarks(previous), []);
  return { marks, mark, clear, restore };
}
