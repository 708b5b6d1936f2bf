// The bodies the gateway sends to the inventory service's AI engine (docs/rest-inventory-ai.md,
// docs/rest-inventory-ai-recommendations.md, docs/rest-inventory-ai-soap.md): triage, clean-up,
// rewrite, transcription, the physical exam, the clinic's AI setting, the recommendations, Generate
// SOAP and the canvas chat. The engine's routes validate with them and the gateway's payloads are
// their inputs (gateway/src/ai/ai-wire.ts, gateway/src/loaders/inventory.ts).
// Generate SOAP's and the canvas chat's template, triage text and visit keep their snake_case
// keys (keptWire): the engine hands them to a language model as JSON as they came.
import { z } from 'zod/mini';
import { CANVAS_MESSAGES, CHAT_ROLES, MAX_CHAT_ENTRIES, MAX_PROMPT } from '../soap-canvas/soap-canvas.ts';
import { keptWire, wire } from '../wire.ts';

export const TRIAGE_REQUIRED = 'Triage note required';
export const TEXT_REQUIRED = 'Text is required.';
export const MAX_NOTE_CHARS = 10_000;
export const AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav'];
export const AUDIO_FORMAT = `The recording must be a base64 data URI of type ${AUDIO_TYPES.join(', ')}.`;

/** POST /ai/triage: the triage note to read, and the pet's species (a public form's is the form's). */
export const aiTriageWire = wire({
  query: z.pipe(
    z.pipe(
      z.string({ error: TRIAGE_REQUIRED }),
      z.transform((value) => value.trim()),
    ),
    z.string().check(z.minLength(1, TRIAGE_REQUIRED), z.maxLength(MAX_NOTE_CHARS, `Triage note must be at most ${MAX_NOTE_CHARS} characters.`)),
  ),
  species: z.nullish(z.string().check(z.trim(), z.maxLength(100))),
});
export type AiTriageRequest = z.output<typeof aiTriageWire>;

/** POST /ai/clean-up: one text, not blank. */
export const aiCleanUpWire = wire({
  text: z.pipe(
    z.string({ error: TEXT_REQUIRED }).check(z.refine((value) => value.trim().length > 0, TEXT_REQUIRED)),
    z.string().check(z.maxLength(MAX_NOTE_CHARS, `Text must be at most ${MAX_NOTE_CHARS} characters.`)),
  ),
});

/** POST /ai/rewrite: up to 20 texts by unique keys, at least one not blank. */
export const aiRewriteWire = wire({
  texts: z
    .array(
      z.object({
        key: z.string({ error: 'Each text needs a key.' }).check(z.trim(), z.minLength(1, 'Each text needs a key.'), z.maxLength(100)),
        text: z.string({ error: TEXT_REQUIRED }).check(z.maxLength(MAX_NOTE_CHARS, `Text must be at most ${MAX_NOTE_CHARS} characters.`)),
      }),
      { error: 'Texts are required.' },
    )
    .check(
      z.minLength(1, 'Texts are required.'),
      z.maxLength(20, 'At most 20 texts can be rewritten at once.'),
      z.refine((texts) => new Set(texts.map((text) => text.key)).size === texts.length, 'Each key must be unique.'),
      z.refine((texts) => texts.some((text) => text.text.trim().length > 0), TEXT_REQUIRED),
    ),
});
export type AiRewriteRequest = z.output<typeof aiRewriteWire>;

/** POST /ai/transcribe: the recording as a data URI (its type and size the service checks as it decodes it) and an optional hint. */
export const aiTranscribeWire = wire({
  dataUri: z.string({ error: AUDIO_FORMAT }).check(z.minLength(1, AUDIO_FORMAT)),
  prompt: z.nullish(z.string().check(z.trim(), z.maxLength(1000))),
});

/** POST /ai/physical-exam: the observations the exam's results are read from. */
export const aiPhysicalExamWire = wire({
  observations: z
    .string({ error: 'Observations are required.' })
    .check(z.trim(), z.minLength(1, 'Observations are required.'), z.maxLength(20000, 'Observations must be at most 20000 characters.')),
  specieId: z.nullish(z.string().check(z.maxLength(100))),
});

/** PUT /ai/settings: the clinic's Smart Recommendations toggle. */
export const aiSettingsUpdateWire = wire({ smartRecommendations: z.boolean({ error: 'smart_recommendations must be true or false.' }) });

// Absent and null mean the same (the gateway sends what the visit's notes hold).
const visitText = (max: number) => z.nullish(z.string().check(z.maxLength(max, `Text must be at most ${max} characters.`)));

/** POST /ai/recommendations: the visit's words the suggestions are drawn from. */
export const aiRecommendationsWire = wire({
  complaint: visitText(5000),
  triageNotes: visitText(20000),
  observations: visitText(20000),
  mainCases: z.nullish(z.array(z.number().check(z.int())).check(z.maxLength(20))),
  differentials: z.nullish(
    z.array(z.object({ id: z.nullish(z.union([z.string().check(z.maxLength(100)), z.number()])), name: z.string().check(z.maxLength(500)) })).check(z.maxLength(50)),
  ),
  ruleouts: z.nullish(z.array(z.object({ name: z.string().check(z.maxLength(500)) })).check(z.maxLength(50))),
  voiceText: visitText(20000),
  specieId: z.nullish(z.uuid({ error: 'specie_id must be a specie id.' })),
});
export type AiRecommendationsRequest = z.output<typeof aiRecommendationsWire>;

/** Text the visit's records hold; absent and null are ''. */
const recordText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.maxLength(max, `Text must be at most ${max} characters.`))),
    z.transform((value) => value ?? ''),
  );
/** A step's charted values: any object of labelled values (nested one level at most is read). */
const chartedValues = z.pipe(
  z.nullish(z.record(z.string(), z.unknown())),
  z.transform((value) => value ?? {}),
);

const soapTemplateFieldWire = keptWire({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)), hint: recordText(2000) });
const soapTemplateSectionWire = keptWire({
  section: z.string().check(z.trim(), z.minLength(1, 'Section name cannot be empty'), z.maxLength(120)),
  value: recordText(5000),
  fields: z.pipe(
    z.nullish(z.array(soapTemplateFieldWire).check(z.maxLength(100))),
    z.transform((value) => value ?? []),
  ),
});
/** A SOAP template as the engine fills it: its name and sections, each with its guidance and fields. */
export const soapTemplateForAiWire = keptWire({
  name: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(200))),
    z.transform((value) => value ?? ''),
  ),
  sections: z.array(soapTemplateSectionWire).check(z.minLength(1, 'The template has no sections.'), z.maxLength(50, 'A template has at most 50 sections.')),
});
export type SoapTemplateForAi = z.output<typeof soapTemplateForAiWire>;

const planRow = keptWire({
  kind: recordText(50),
  name: recordText(300),
  code: recordText(100),
  quantity: z.nullish(z.union([z.string(), z.number()])),
  dosage: recordText(1000),
  approved: z.nullish(z.boolean()),
});
const resultEntry = z.union([z.string().check(z.maxLength(2000)), z.record(z.string(), z.unknown())]);

/** What Generate SOAP and the canvas chat are told about the visit (PLAN-19 decision 5); every part may be left out. */
export const soapVisitWire = keptWire({
  pet: z.nullish(
    z.partial(keptWire({ name: recordText(200), species: recordText(100), breed: recordText(200), sex: recordText(50), age: z.nullish(z.union([z.string().check(z.maxLength(100)), z.number()])) })),
  ),
  subjective: chartedValues,
  /** 'pet_parent' when the subjective answers came from the public history form. */
  subjectiveFilledBy: z.nullish(z.enum(['staff', 'pet_parent'])),
  objective: chartedValues,
  plan: z.nullish(keptWire({ rows: z._default(z.array(planRow).check(z.maxLength(500)), []) })),
  results: z.nullish(
    z.partial(
      keptWire({
        lab: z._default(z.array(resultEntry).check(z.maxLength(500)), []),
        inHouse: z._default(z.array(resultEntry).check(z.maxLength(500)), []),
        diagnosis: z._default(z.array(resultEntry).check(z.maxLength(200)), []),
        additionalCareText: recordText(20_000),
      }),
    ),
  ),
});
/** The visit as the engine reads it (snake_case keys, every part there). */
export type SoapVisit = z.output<typeof soapVisitWire>;

/** No visit is a visit with nothing charted. */
const visitOrEmpty = z.pipe(
  z.nullish(soapVisitWire),
  z.transform((value) => value ?? z.parse(soapVisitWire, {})),
);

export const MAX_TRIAGE_CHARS = 20_000;

/** POST /ai/soap-note: the template to fill, the triage text and the visit. */
export const soapNoteWire = keptWire({
  template: soapTemplateForAiWire,
  triageText: z.pipe(
    z.nullish(z.string().check(z.maxLength(MAX_TRIAGE_CHARS, `Triage notes must be at most ${MAX_TRIAGE_CHARS} characters.`))),
    z.transform((value) => value ?? ''),
  ),
  visit: visitOrEmpty,
});
export type SoapNoteRequest = z.output<typeof soapNoteWire>;

/**
 * A message's role: the gateway passes the canvas's stored roles on as it reads them (any text), and
 * the engine refuses any but these with z.enum's own message, whatever was sent.
 */
const chatRole = z.pipe(z.unknown(), z.enum(CHAT_ROLES));

/** POST /ai/canvas-chat: the chat so far (the canvas record's limits and message), the template and the visit. */
export const canvasChatWire = keptWire({
  template: soapTemplateForAiWire,
  messages: z
    .array(z.object({ role: chatRole, content: z.string().check(z.maxLength(MAX_PROMPT, CANVAS_MESSAGES.messageTooLong)) }), { error: 'Messages are required.' })
    .check(
      z.minLength(1, 'Messages are required.'),
      z.maxLength(MAX_CHAT_ENTRIES, `A chat holds at most ${MAX_CHAT_ENTRIES} messages.`),
      z.refine((messages) => messages.some((message) => message.role === 'user' && message.content.trim()), 'Write a message first.'),
    ),
  visit: visitOrEmpty,
});
export type CanvasChatRequest = z.output<typeof canvasChatWire>;
