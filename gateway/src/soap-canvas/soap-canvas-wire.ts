// The main service's SOAP canvases as it sends them (snake_case, docs/rest-main-canvas.md),
// parsed into the gateway's camelCase records, and the bodies of its writes. Used by the main
// loader table (loaders/main.ts).
import { z } from 'zod';

/** Text the service may leave out; read as ''. */
const text = z
  .unknown()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));
const orNull = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const chatMessageWire = z.object({ role: text, content: text, at: text });
export type SoapCanvasChatMessageRecord = z.output<typeof chatMessageWire>;

export const soapCanvasWire = z
  .object({
    id: z.coerce.string(),
    visit_id: z.coerce.string(),
    pet_id: text,
    template_code: orNull,
    data: z
      .object({
        final_soap: text,
        prompt: text,
        chat_history: z
          .array(chatMessageWire)
          .nullish()
          .transform((rows) => rows ?? []),
      })
      .nullish()
      .transform((data) => data ?? { final_soap: '', prompt: '', chat_history: [] }),
    version: z.coerce.number(),
    is_finalized: z.boolean().nullish(),
    finalized_at: orNull,
    finalized_by_name: orNull,
    exported_to: orNull,
    export_ref: orNull,
    updated_by_name: text,
    created_at: text,
    updated_at: text,
  })
  .transform((raw) => ({
    id: raw.id,
    visitId: raw.visit_id,
    petId: raw.pet_id,
    templateCode: raw.template_code,
    finalSoap: raw.data.final_soap,
    prompt: raw.data.prompt,
    chatHistory: raw.data.chat_history,
    version: raw.version,
    isFinalized: raw.is_finalized === true,
    finalizedAt: raw.finalized_at,
    finalizedByName: raw.finalized_by_name,
    exportedTo: raw.exported_to,
    exportRef: raw.export_ref,
    updatedByName: raw.updated_by_name,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
  }));
export type SoapCanvasRecord = z.output<typeof soapCanvasWire>;

/** POST /visits/:id/soap-canvas/finalize: the canvas and the practice system's message. */
export const finalizedCanvasWire = z.object({ data: soapCanvasWire, message: text }).transform((raw) => ({ canvas: raw.data, message: raw.message }));

export interface SoapCanvasPayload {
  template_code: string | null;
  data: { final_soap: string; prompt: string };
  visit_modification_id?: string;
}
