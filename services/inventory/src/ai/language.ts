// The language features over the active provider (docs/ai-engine.md): triage extraction, clean-up
// and rewrite. With the rules engine they run the rules in rules/; with a language model they ask it
// for structured output in the same shapes, then put its answer through the same checks (generic
// drug names, evidence found in the note, keys kept) so a route answers alike whichever is active.
// A clean-up or rewrite that states a dose the clinician's text does not (any spelling, compared in
// a canonical unit: rules/doses.ts) is not taken: that text is given back as written, and says so.
import { z } from 'zod';
import type { CleanUpResult } from './rules/clean-up.ts';
import { addsDose } from './rules/doses.ts';
import { genericName } from './rules/drug-names.ts';
import type { TriageAnalysis, TriageOptions } from './rules/triage.ts';
import type { AiEngine } from './provider.ts';
import { RULES_TASKS } from './rules-off-thread.ts';
import { runTask } from '@vetchart/platform/task-pool';

/** Part of every rules answer's cache key: a change to the rules gives new keys. */
export const RULES_VERSION = 'rules-3';

export const DOSE_KEPT_CHANGE = 'Kept the text as written: the tidied text changed a dose.';
export const DOSE_KEPT_NOTICE = 'A rewritten text changed a dose and was kept as written.';

export const REWRITE_NOTICE =
  'The built-in rules engine tidied spacing, case, punctuation and abbreviations only; a free re-write needs a language model (AI_PROVIDER=openai).';

/** The model (or rules version) an answer came from, for cache keys. */
export function modelOf(engine: AiEngine): string {
  return engine.languageModel ? engine.languageModel.chatModel : RULES_VERSION;
}

const DURATIONS = ['Acute', 'Gradual', 'Progressing', 'Static', 'Worsening'] as const;
const nullable = (type: string | string[]) => ({ type: Array.isArray(type) ? [...type, 'null'] : [type, 'null'] });

const triageAnswer = z.object({
  chief_complaint: z.string().nullable(),
  complaint_duration: z.enum(DURATIONS).nullable(),
  main_case: z.array(z.number().int().min(1).max(4)),
  water_intake: z.enum(['Normal', 'Abnormal']).nullable(),
  appetite: z.enum(['Normal', 'Abnormal']).nullable(),
  travel: z.boolean().nullable(),
  coughing: z.boolean().nullable(),
  sneezing: z.boolean().nullable(),
  vomiting: z.boolean().nullable(),
  diarrhea: z.boolean().nullable(),
  supplements: z.string().nullable(),
  medications: z.array(z.string()),
  special_diets: z.string().nullable(),
  evidence: z.array(z.object({ field: z.string(), text: z.string() })),
});

const TRIAGE_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(triageAnswer.shape),
  properties: {
    chief_complaint: nullable('string'),
    complaint_duration: { type: ['string', 'null'], enum: [...DURATIONS, null] },
    main_case: { type: 'array', items: { type: 'integer', enum: [1, 2, 3, 4] } },
    water_intake: { type: ['string', 'null'], enum: ['Normal', 'Abnormal', null] },
    appetite: { type: ['string', 'null'], enum: ['Normal', 'Abnormal', null] },
    travel: nullable('boolean'),
    coughing: nullable('boolean'),
    sneezing: nullable('boolean'),
    vomiting: nullable('boolean'),
    diarrhea: nullable('boolean'),
    supplements: nullable('string'),
    medications: { type: 'array', items: { type: 'string' } },
    special_diets: nullable('string'),
    evidence: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['field', 'text'], properties: { field: { type: 'string' }, text: { type: 'string' } } },
    },
  },
};

const TRIAGE_SYSTEM = `You read a veterinary triage note written by a pet parent or clinic staff and extract what it states.
Use null for anything the note does not state; never guess. Negations count: "no vomiting" means vomiting false.
complaint_duration: how long the main complaint has lasted: Acute (<1 day), Gradual (1-3 days), Progressing (3-7 days), Static (7-10 days), Worsening (10+ days).
main_case: case ids 1 skin, 2 general health, 3 vomiting, 4 diarrhea; 2 when none of the others applies.
water_intake and appetite: Normal or Abnormal. medications: the GENERIC names of the medicines the pet is on (brand Apoquel → oclacitinib).
supplements and special_diets: as written, comma separated. evidence: for each field you filled, the exact words of the note it came from.`;

/** Triage with the active provider; medication names are the catalogue (or form link) products to recognise. */
export async function triage(engine: AiEngine, note: string, options: TriageOptions): Promise<TriageAnalysis> {
  const model = engine.languageModel;
  if (!model) return runTask<TriageAnalysis>(RULES_TASKS, 'triageTask', { note, options });
  const answer = await model.chatJson({
    task: 'triage',
    system: TRIAGE_SYSTEM,
    user: [options.species ? `Species: ${options.species}` : null, options.medicationNames?.length ? `Clinic medications: ${options.medicationNames.slice(0, 200).join('; ')}` : null, `Today: ${(options.now ?? new Date()).toDateString()}`, `Note: ${note}`]
      .filter(Boolean)
      .join('\n'),
    schema: triageAnswer,
    jsonSchema: TRIAGE_JSON_SCHEMA,
  });
  // Generic names where the model wrote a brand it should not have; the evidence only where the
  // quoted words are really in the note (a model's quote is not trusted to be one).
  const medications = [...new Set(answer.medications.map((name) => genericName(name) ?? name.trim().toLowerCase()).filter(Boolean))];
  const lower = note.toLowerCase();
  const evidence = answer.evidence.flatMap((item) => {
    const start = item.text ? lower.indexOf(item.text.toLowerCase()) : -1;
    return start === -1 ? [] : [{ field: item.field, text: note.slice(start, start + item.text.length), start, end: start + item.text.length }];
  });
  const mainCase = [...new Set(answer.main_case)].sort((a, b) => a - b);
  return {
    chief_complaint: answer.chief_complaint,
    complaint_duration: { duration: answer.complaint_duration },
    reason_for_consultation: { main_case: mainCase.length ? mainCase : [2] },
    additional_notes: {
      water_intake: answer.water_intake,
      appetite: answer.appetite,
      travel: answer.travel,
      coughing: answer.coughing,
      sneezing: answer.sneezing,
      vomiting: answer.vomiting,
      diarrhea: answer.diarrhea,
      supplements: answer.supplements,
    },
    medication_schema: { medicationList: medications.join(', ') },
    special_diets_schema: { dietDetails: answer.special_diets },
    evidence,
  };
}

const cleanUpAnswer = z.object({ improved_text: z.string(), changes: z.array(z.string()) });
const CLEAN_UP_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['improved_text', 'changes'],
  properties: { improved_text: { type: 'string' }, changes: { type: 'array', items: { type: 'string' } } },
};
const CLEAN_UP_SYSTEM = `You tidy a veterinary clinical note: fix spelling, spacing, case and punctuation and write out common abbreviations (V/D, PU/PD, BID...).
Never change the meaning: do not add, remove or reorder findings, numbers, doses or drug names. List each kind of change you made in "changes".`;

export async function cleanUp(engine: AiEngine, text: string): Promise<CleanUpResult> {
  const model = engine.languageModel;
  const result = model
    ? await model.chatJson({ task: 'clean-up', system: CLEAN_UP_SYSTEM, user: text, schema: cleanUpAnswer, jsonSchema: CLEAN_UP_JSON_SCHEMA }).then((answer) => ({ improved_text: answer.improved_text.trim() || text, changes: answer.changes }))
    : (await runTask<CleanUpResult[]>(RULES_TASKS, 'cleanUpTask', { texts: [text] }))[0]!;
  return addsDose(result.improved_text, text) ? { improved_text: text, changes: [DOSE_KEPT_CHANGE] } : result;
}

export interface KeyedText {
  key: string;
  text: string;
}

export interface RewriteResult {
  improved_texts: KeyedText[];
  language_model: boolean;
  notice: string | null;
}

const rewriteAnswer = z.object({ improved_texts: z.array(z.object({ key: z.string(), text: z.string() })) });
const REWRITE_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['improved_texts'],
  properties: {
    improved_texts: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['key', 'text'], properties: { key: { type: 'string' }, text: { type: 'string' } } },
    },
  },
};
const REWRITE_SYSTEM = `You rewrite the fields of a veterinary visit note into clear, professional clinical prose.
Keep every finding, number, dose and drug name; add nothing the text does not say. Answer each field under its own key.`;

export async function rewrite(engine: AiEngine, texts: KeyedText[]): Promise<RewriteResult> {
  const model = engine.languageModel;
  if (!model) {
    const cleaned = await runTask<CleanUpResult[]>(RULES_TASKS, 'cleanUpTask', { texts: texts.map(({ text }) => text) });
    const improved = texts.map(({ key }, index) => ({ key, text: cleaned[index]!.improved_text }));
    const kept = improved.map((item, index) => (addsDose(item.text, texts[index]!.text) ? texts[index]! : item));
    return { improved_texts: kept, language_model: false, notice: REWRITE_NOTICE };
  }
  const answer = await model.chatJson({
    task: 'rewrite',
    system: REWRITE_SYSTEM,
    user: JSON.stringify({ texts }),
    schema: rewriteAnswer,
    jsonSchema: REWRITE_JSON_SCHEMA,
  });
  // Each asked key once, in the asked order; a key the model left out keeps its text.
  const byKey = new Map(answer.improved_texts.map((item) => [item.key, item.text]));
  let keptAsWritten = false;
  const improved = texts.map(({ key, text }) => {
    const written = byKey.get(key)?.trim() || text;
    if (!addsDose(written, text)) return { key, text: written };
    keptAsWritten = true;
    return { key, text };
  });
  return { improved_texts: improved, language_model: true, notice: keptAsWritten ? DOSE_KEPT_NOTICE : null };
}
