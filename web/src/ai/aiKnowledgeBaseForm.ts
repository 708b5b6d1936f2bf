// The AI knowledge base entry form (spec 003 sections 2.9 and 5): the search text the visit's
// notes are matched against and the recommendation it leads to, with the spec's messages — the
// recommendation's differs between create and edit — and the service's 2000-character limits.
import { z } from 'zod/mini';

export const CONTENT_REQUIRED = 'Please enter search content';
export const RECOMMENDATION_REQUIRED = 'Please enter recommendation text';
export const TEXT_REQUIRED = 'Please enter text';
export const MAX_ENTRY_LENGTH = 2000;
export const CONTENT_TOO_LONG = `Search content must be at most ${MAX_ENTRY_LENGTH} characters.`;
export const TEXT_TOO_LONG = `Recommendation text must be at most ${MAX_ENTRY_LENGTH} characters.`;
export const EMPTY_KNOWLEDGE_BASE = "AI Knowledge Base haven't been added yet...";

export type EntryFormMode = 'create' | 'edit';

const required = (message: string, tooLong: string) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(MAX_ENTRY_LENGTH, tooLong));

export const entryFormSchema = (mode: EntryFormMode) =>
  z.object({
    content: required(CONTENT_REQUIRED, CONTENT_TOO_LONG),
    text: required(mode === 'create' ? RECOMMENDATION_REQUIRED : TEXT_REQUIRED, TEXT_TOO_LONG),
  });

export type EntryFormValues = z.infer<ReturnType<typeof entryFormSchema>>;
