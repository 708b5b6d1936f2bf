// A visit's SOAP canvas (PLAN-19 decisions 3, 4, 7; docs/rest-main-canvas.md): what its
// writes must hold, with the spec's messages and the limits of a canvas record (markdown ≤ 200 KB,
// triage ≤ 20000 characters, ≤ 200 chat entries), and the canvas as the main service answers it
// (snake_case), each field named once. The main service validates its request bodies with the
// `*Wire` schemas, the gateway's bodies are their inputs, and the gateway parses main's answers
// with `soapCanvasAnswer` (gateway/src/soap-canvas/soap-canvas-wire.ts).
import { z } from 'zod/mini';
import { aiDraftMarks } from '../ai-drafts/ai-draft.ts';
import { answerId, answerNumber, anyText, listOf, orNull, trueFlag } from '../answer.ts';
import { optionalId } from '../text.ts';
import { wire } from '../wire.ts';
import { CANVAS_MESSAGES } from './canvas-messages.ts';
import { practiceExportAnswer } from '../write-back/practice-export.ts';

export { CANVAS_MESSAGES } from './canvas-messages.ts';
const M = CANVAS_MESSAGES;

export const MAX_NOTE_BYTES = 200 * 1024;
export const MAX_PROMPT = 20_000;
export const MAX_CHAT_ENTRIES = 200;
export const CHAT_ROLES = ['user', 'assistant'] as const;

// --- The bodies the gateway sends

/** The template the note follows, by its code. */
const templateCode = z.string({ error: M.selectTemplate }).check(z.trim(), z.minLength(1, M.selectTemplate), z.maxLength(40, M.templateNotFound));

/** The note (markdown, at most 200 KB in UTF-8) and the triage text; left out is empty. */
const canvasDataWire = wire({
  finalSoap: z._default(z.optional(z.string()), '').check(z.refine((text) => new TextEncoder().encode(text).length <= MAX_NOTE_BYTES, M.noteTooLarge)),
  prompt: z._default(z.optional(z.string().check(z.maxLength(MAX_PROMPT, M.promptTooLong))), ''),
});
const canvasDataSent = z._default(z.optional(canvasDataWire), { finalSoap: '', prompt: '' });
const version = z.number({ error: M.versionRequired }).check(z.int());

/** POST /visits/{id}/soap-canvas: the first save. */
export const soapCanvasCreateWire = wire({ templateCode, data: canvasDataSent, visitModificationId: optionalId(), aiDrafts: aiDraftMarks });
export type SoapCanvasCreate = z.output<typeof soapCanvasCreateWire>;

/** PUT /visits/{id}/soap-canvas: a later save, naming the version it was based on. */
export const soapCanvasUpdateWire = wire({ templateCode, data: canvasDataSent, visitModificationId: optionalId(), basedOnVersion: version, aiDrafts: aiDraftMarks });
export type SoapCanvasUpdate = z.output<typeof soapCanvasUpdateWire>;

/** PUT /visits/{id}/soap-canvas/chat: the messages to add to the chat history. */
export const soapCanvasChatWire = wire({
  messages: z
    .array(z.object({ role: z.enum(CHAT_ROLES, { error: M.role }), content: z.string().check(z.maxLength(MAX_PROMPT, M.messageTooLong)) }), { error: M.noMessages })
    .check(z.minLength(1, M.noMessages), z.maxLength(MAX_CHAT_ENTRIES, M.historyFull)),
  basedOnVersion: version,
  visitModificationId: optionalId(),
});
export type SoapCanvasChat = z.output<typeof soapCanvasChatWire>;

/** POST /visits/{id}/soap-canvas/finalize. */
export const soapCanvasFinalizeWire = wire({ basedOnVersion: version, visitModificationId: optionalId() });

// --- The main service's answers

export const soapCanvasChatMessageAnswer = wire({ role: anyText, content: anyText, at: anyText });
export type SoapCanvasChatMessage = z.output<typeof soapCanvasChatMessageAnswer>;

const canvasData = wire({ finalSoap: anyText, prompt: anyText, chatHistory: listOf(soapCanvasChatMessageAnswer) });

const text = orNull(z.string());

/** The canvas, its `data` (the SOAP text, the prompt and the chat) read up beside who saved which version when. */
export const soapCanvasAnswer = z.pipe(
  wire({
    id: answerId,
    visitId: answerId,
    petId: anyText,
    templateCode: text,
    // Absent on a canvas saved before it had data: every part empty.
    data: z.pipe(
      z.nullish(canvasData),
      z.transform((data): z.output<typeof canvasData> => data ?? { finalSoap: '', prompt: '', chatHistory: [] }),
    ),
    version: answerNumber,
    isFinalized: trueFlag,
    finalizedAt: text,
    finalizedByName: text,
    exportedTo: text,
    exportRef: text,
    /** A finalized note's write-back to the practice system; null when none was queued (a pet no practice system knows). */
    practiceExport: orNull(practiceExportAnswer),
    updatedByName: anyText,
    createdAt: anyText,
    updatedAt: anyText,
  }),
  z.transform(({ data, ...canvas }) => ({ ...canvas, ...data })),
);
export type SoapCanvas = z.output<typeof soapCanvasAnswer>;

/** POST /visits/{id}/soap-canvas/finalize: the canvas (sent as `data`) and the practice system's message. */
export const finalizedCanvasAnswer = wire({ canvas: soapCanvasAnswer, message: anyText }, { canvas: 'data' });
export type FinalizedCanvas = z.output<typeof finalizedCanvasAnswer>;
