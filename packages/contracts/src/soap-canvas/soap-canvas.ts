// A visit's SOAP canvas as the main service answers it (snake_case, docs/rest-main-canvas.md),
// each field named once; the gateway parses main's answers with it
// (gateway/src/soap-canvas/soap-canvas-wire.ts).
import { z } from 'zod/mini';
import { answerId, answerNumber, anyText, listOf, orNull, trueFlag } from '../answer.ts';
import { wire } from '../wire.ts';

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
