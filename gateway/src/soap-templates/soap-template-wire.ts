// The main service's SOAP templates as it sends them (snake_case, docs/rest-main-canvas.md),
// parsed into the gateway's camelCase records, and the body of a template write. Used by the
// main loader table (loaders/main.ts).
import { z } from 'zod';
import type { TemplateSectionRecord } from '../results/results-wire.ts';

/** Text the service may leave out; read as ''. */
const text = z
  .unknown()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

/** A template's sections (PLAN-19 decision 2): name, guidance text and fields, each part optional on older rows. */
export const templateSectionsWire = z
  .array(
    z.object({
      section: text,
      value: text,
      fields: z
        .array(z.object({ name: text, hint: text }))
        .nullish()
        .transform((fields) => fields ?? []),
    }),
  )
  .nullish()
  .transform((rows): TemplateSectionRecord[] => rows ?? []);

export const soapTemplateWire = z
  .object({
    id: z.coerce.string(),
    code: text,
    name: text,
    description: text,
    status: z.string().nullish(),
    content: templateSectionsWire,
    version: z.coerce.number(),
    created_by_name: text,
    updated_by_name: text,
    created_at: text,
    updated_at: text,
  })
  .transform((raw) => ({
    id: raw.id,
    code: raw.code,
    name: raw.name,
    description: raw.description,
    status: raw.status === 'inactive' ? ('inactive' as const) : ('active' as const),
    content: raw.content,
    version: raw.version,
    createdByName: raw.created_by_name,
    updatedByName: raw.updated_by_name,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
  }));
export type SoapTemplateRecord = z.output<typeof soapTemplateWire>;

/** The body of a template create or update. */
export interface SoapTemplatePayload {
  name: string;
  description: string;
  status?: 'active' | 'inactive';
  content: TemplateSectionRecord[];
  based_on_version?: number;
}
