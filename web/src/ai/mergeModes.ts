// How an AI answer lands in a form (spec 002 section 4 'AI recommendations'): the AI prompt panel's
// Replace or Append mode per step. Replace overwrites what the answer states; Append keeps what the
// person wrote and adds to it: texts are continued, lists gain what they lack, and a single choice
// (a duration, Normal/Abnormal, yes/no) is only filled in while it is still empty. What the answer
// does not state (null) never touches a field, in either mode.

export type MergeMode = 'replace' | 'append';

export const MERGE_MODES: ReadonlyArray<{ value: MergeMode; label: string }> = [
  { value: 'replace', label: 'Replace' },
  { value: 'append', label: 'Append' },
];

const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A free text merged: Replace takes the answer; Append continues the person's text as a new
 * sentence, and leaves it alone when it already says the answer (so appending twice, or appending
 * what came from the same text, does not repeat it).
 */
export function mergeText(current: string, incoming: string | null | undefined, mode: MergeMode): string {
  const next = incoming?.trim() ?? '';
  if (!next) return current;
  if (mode === 'replace') return next;
  const kept = current.trim();
  if (!kept) return next;
  if (normalized(kept).includes(normalized(next))) return current;
  return `${kept}${/[.!?;:]$/.test(kept) ? '' : '.'} ${next}`;
}

/** A single choice merged: Replace takes the answer, Append fills it only while empty. */
export function mergeChoice<T extends string>(current: T | '', incoming: T | null | undefined, mode: MergeMode): T | '' {
  if (incoming == null || incoming === '') return current;
  if (mode === 'replace' || current === '') return incoming;
  return current;
}

/** A list merged without duplicates: Replace takes the answer's list, Append adds what is missing. */
export function mergeList<T>(current: ReadonlyArray<T>, incoming: ReadonlyArray<T>, mode: MergeMode, same: (a: T, b: T) => boolean = Object.is): T[] {
  if (incoming.length === 0) return [...current];
  const base = mode === 'replace' ? [] : [...current];
  for (const item of incoming) if (!base.some((existing) => same(existing, item))) base.push(item);
  return base;
}

/** Text appended to a field the way dictation adds it: after a space, never glued to a word. */
export function appendDictated(current: string, addition: string): string {
  const next = addition.trim();
  if (!next) return current;
  if (!current.trim()) return next;
  return /\s$/.test(current) ? `${current}${next}` : `${current} ${next}`;
}
