// The AI knowledge base entry form (spec 003 sections 2.9 and 5): the search text the visit's
// notes are matched against and the recommendation it leads to. Its rules, messages (the
// recommendation's differs between create and edit) and 2000-character limits are the contract's,
// which the inventory service validates with too (packages/contracts/src/ai/knowledge-base.ts).
import { knowledgeEntryForm } from '@vetchart/contracts/ai/knowledge-base';
import type { z } from 'zod/mini';

export const EMPTY_KNOWLEDGE_BASE = "AI Knowledge Base haven't been added yet...";

export type EntryFormMode = 'create' | 'edit';

export const entryFormSchema = (mode: EntryFormMode) => knowledgeEntryForm(mode);

export type EntryFormValues = z.infer<ReturnType<typeof entryFormSchema>>;
