// A stored file as the main service sends it (POST /platform/upload, GET /files), parsed into
// the gateway's camelCase record. Used by the main loader table (loaders/main.ts).
import { z } from 'zod';

export const fileWire = z
  .object({
    id: z.coerce.string(),
    url: z.string(),
    name: z.string(),
    content_type: z.string(),
    size: z.coerce.number(),
    purpose: z.string(),
    clinic_code: z.string().nullish(),
    created_at: z.string(),
  })
  .transform((raw) => ({
    id: raw.id,
    url: raw.url,
    name: raw.name,
    contentType: raw.content_type,
    size: raw.size,
    purpose: raw.purpose,
    clinicCode: raw.clinic_code ?? null,
    createdAt: raw.created_at,
  }));
export type FileRecord = z.output<typeof fileWire>;
