// The main service's SOAP canvases as it sends them (snake_case, docs/rest-main-canvas.md),
// parsed into the gateway's camelCase records with the SOAP canvas contract
// (packages/contracts/src/soap-canvas/soap-canvas.ts), and the bodies of its writes (the
// contract's inputs). Used by the
// main loader table (loaders/main.ts).
import {
  finalizedCanvasAnswer,
  soapCanvasAnswer,
  type SoapCanvasChatMessage,
  type soapCanvasChatWire,
  type soapCanvasCreateWire,
  type soapCanvasFinalizeWire,
  type soapCanvasUpdateWire,
} from '@vetchart/contracts/soap-canvas/soap-canvas';
import type { z } from 'zod/mini';

export type SoapCanvasChatMessageRecord = SoapCanvasChatMessage;

export const soapCanvasWire = soapCanvasAnswer;
export type SoapCanvasRecord = z.output<typeof soapCanvasWire>;

/** POST /visits/:id/soap-canvas/finalize: the canvas and the practice system's message. */
export const finalizedCanvasWire = finalizedCanvasAnswer;

/** POST /visits/:id/soap-canvas: the contract's JSON; the service answers the spec's messages for what it refuses. */
export type SoapCanvasPayload = z.input<typeof soapCanvasCreateWire>;

/** PUT /visits/:id/soap-canvas: a later save, naming the version it was based on. */
export type SoapCanvasUpdatePayload = z.input<typeof soapCanvasUpdateWire>;

/** PUT /visits/:id/soap-canvas/chat. */
export type SoapCanvasChatPayload = z.input<typeof soapCanvasChatWire>;

/** POST /visits/:id/soap-canvas/finalize. */
export type SoapCanvasFinalizePayload = z.input<typeof soapCanvasFinalizeWire>;
