// The AI drafts' names and plain rules, without zod: the web's screens import these without the
// schemas (a lazily loaded screen would otherwise bring zod with it). ai-draft.ts re-exports them.

/** The AI features that write a note's text, as stored, and their names on screen and in print. */
export const AI_DRAFT_FEATURES = {
  generate_soap: 'Generate SOAP',
  canvas_chat: 'SOAP canvas chat',
  recommendations: 'AI recommendations',
  physical_exam: 'Physical exam from text',
  triage_import: 'Triage import',
  clean_up: 'AI Clean-up',
  rewrite: 'Magic Re-write',
} as const;
export type AiDraftFeature = keyof typeof AI_DRAFT_FEATURES;
/** A feature as GraphQL names it (the gateway's AiDraftFeature enum: the key in capitals). */
export type AiDraftFeatureName = Uppercase<AiDraftFeature>;

/** The records whose fields can hold an AI draft, and their names in print. */
export const AI_DRAFT_RECORDS = { subjective_note: 'Subjective', objective_note: 'Objective', soap_canvas: 'SOAP note' } as const;
export type AiDraftRecord = keyof typeof AI_DRAFT_RECORDS;
/** A record as GraphQL names it (the gateway's AiDraftRecord enum). */
export type AiDraftRecordName = Uppercase<AiDraftRecord>;

/** How the refusal of a lock or finalize over unreviewed AI drafts starts (the web tells it from an export's failure). */
export const UNREVIEWED_START = 'Review the AI drafts before finalizing';

/** A provider's name as the AI engine gave it ('rules' is the built-in rules engine). */
export const providerLabel = (provider: string) => (provider === 'rules' ? 'rules engine' : provider);

/** An exam row's key in a field path: its body category in snake case ('Skin & Coat' → 'skin_coat'). */
export const examCategoryKey = (category: string) =>
  category
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
