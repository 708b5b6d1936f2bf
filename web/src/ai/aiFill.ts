// The two rules every AI fill of a form follows: it never overwrites what a person
// wrote without asking, and it can be undone.
//
// - A field holds a person's words when it is not blank and its value is neither the AI's own
//   earlier answer (an AI mark still on it) nor a default the form started with. Replace then works as Append for that field: a text keeps the
//   person's words and gets the AI's added after them, a list gains what it lacks, a choice stays.
//   Blank fields and fields still holding the AI's answer are replaced as before.
// - Undo puts back, field by field, what each field held before the fill, for every field that
//   still holds what the fill put there: an edit made after the fill is never lost by Undo.
import type { MergeMode } from './mergeModes';

export const UNDO = 'Undo AI fill';

/** Nothing a person wrote: an empty or blank text, an empty list, no choice. */
export function isBlank(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Whether `value` of the field at `path` is not a person's: the AI's own earlier answer (its AI
 * mark is still on it) or the default the form started with.
 */
export type NotWritten = (path: string, value: unknown) => boolean;

/** The mode a field is filled in: Replace never overwrites a person's words. */
export function fillModeFor(mode: MergeMode, path: string, current: unknown, notWritten: NotWritten): MergeMode {
  if (mode === 'append' || isBlank(current) || notWritten(path, current)) return mode;
  return 'append';
}

/**
 * Whether a field held a person's words before a fill: its new value then mixes theirs and the
 * AI's, and its AI mark says so, so a later Replace does not take it for the AI's own.
 */
export function heldWords(path: string, before: unknown, notWritten: NotWritten): boolean {
  return !isBlank(before) && !notWritten(path, before);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One field an AI fill changed. */
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

/** What Undo sets: each changed field still holding the fill's value goes back to its value before. */
export function undoOf(changes: ReadonlyArray<FieldChange>, valueNow: (path: string) => unknown): { path: string; value: unknown }[] {
  return changes.filter((change) => same(valueNow(change.path), change.after)).map((change) => ({ path: change.path, value: change.before }));
}

/** The notice's words for the fields whose person's words were kept. */
export function keptDescription(labels: ReadonlyArray<string>): string | undefined {
  const unique = [...new Set(labels)];
  if (unique.length === 0) return undefined;
  return `Kept what was already written in ${unique.join(', ')}: the AI's words were added after it, or left out where a choice was made.`;
}
