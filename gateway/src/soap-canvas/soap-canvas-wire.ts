// The main service's SOAP canvases as it sends them (snake_case, docs/rest-main-canvas.md),
// parsed into the gateway's camelCase records with the SOAP canvas contract
// (packages/contracts/src/soap-canvas/soap-canvas.ts), and the bodies of its writes. Used by the
// main loader table (loaders/main.ts).
import { finalizedCanvasAnswer, soapCanvasAnswer, type SoapCanvasChatMessage } from '@vetchart/contracts/soap-canvas/soap-canvas';
import type { z } from 'zod/mini';

export type SoapCanvasChatMessageRecord = SoapCanvasChatMessage;

export const soapCanvasWire = soapCanvasAnswer;
export type SoapCanvasRecord = z.output<typeof soapCanvasWire>;

/** POST /visits/:id/soap-canvas/finalize: the canvas and the practice system's message. */
export const finalizedCanvasWire = finalizedCanvasAnswer;

export interface SoapCanvasPayload {
  template_code: string | null;
  data: { final_soap: string; prompt: string };
  visit_modification_id?: string;
}
