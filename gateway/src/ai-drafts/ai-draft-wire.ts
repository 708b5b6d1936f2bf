// The main service's AI drafts as it sends them (snake_case, docs/rest-main.md 'AI drafts'),
// parsed into the gateway's camelCase records with the contract
// (packages/contracts/src/ai-drafts/ai-draft.ts), and the marks a save sends. Used by the main
// loader table (loaders/main.ts).
import { aiDraftAnswer, type AiDraftMark } from '@vetchart/contracts/ai-drafts/ai-draft';
import type { z } from 'zod/mini';

export const aiDraftWire = aiDraftAnswer;
export type AiDraftRecord = z.output<typeof aiDraftWire>;

/** A save's AI fields as the main service reads them (`ai_drafts`). */
export type AiDraftMarkPayload = AiDraftMark;
