// The AI knowledge base entry (spec 003 sections 2.9 and 5): the search text a visit's notes are
// matched against and the recommendation it leads to, with the spec's messages (the
// recommendation's differs between create and edit) and the 2000-character limits. The inventory
// service validates POST /ai/embed and PATCH /ai/embed/{id} with these, the gateway's payloads
// are their inputs (gateway/src/loaders/inventory.ts), and the web's entry form validates with
// `knowledgeEntryForm` (web/src/ai/aiKnowledgeBaseForm.ts).
import { z } from 'zod/mini';

export const KB_MAX_CHARS = 2000;
export const CONTENT_REQUIRED = 'Please enter search content';
export const TEXT_REQUIRED_ON_CREATE = 'Please enter recommendation text';
export const TEXT_REQUIRED_ON_EDIT = 'Please enter text';
export const CONTENT_TOO_LONG = `Search content must be at most ${KB_MAX_CHARS} characters.`;
export const TEXT_TOO_LONG = `Recommendation text must be at most ${KB_MAX_CHARS} characters.`;

const content = z.string({ error: CONTENT_REQUIRED }).check(z.trim(), z.minLength(1, CONTENT_REQUIRED), z.maxLength(KB_MAX_CHARS, CONTENT_TOO_LONG));
const text = (required: string) => z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(KB_MAX_CHARS, TEXT_TOO_LONG));

export const knowledgeEntryCreateWire = z.object({ content, text: text(TEXT_REQUIRED_ON_CREATE) });
export type KnowledgeEntryCreate = z.output<typeof knowledgeEntryCreateWire>;

/** The web's form, create or edit: both texts, with the recommendation's message of that mode. */
export const knowledgeEntryForm = (mode: 'create' | 'edit') => z.object({ content, text: text(mode === 'create' ? TEXT_REQUIRED_ON_CREATE : TEXT_REQUIRED_ON_EDIT) });

/** An edit changes what it is given; a field given blank is still an error. */
export const knowledgeEntryEditWire = z.object({ content: z.optional(content), text: z.optional(text(TEXT_REQUIRED_ON_EDIT)) });
export type KnowledgeEntryEdit = z.output<typeof knowledgeEntryEditWire>;
