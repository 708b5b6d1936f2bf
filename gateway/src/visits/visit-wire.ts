// The main service's visit, visit status, status log, modification reason and sent-form answers
// as it sends them (snake_case, docs/rest-main.md), parsed into the gateway's camelCase records.
// Used by the main loader table (loaders/main.ts).
import { z } from 'zod';

export const visitWire = z
  .object({
    id: z.coerce.string(),
    pet_id: z.coerce.string(),
    name: z.string(),
    status: z.object({ id: z.coerce.number(), name: z.string() }),
    is_read_only: z.boolean().nullish(),
    is_locked: z.boolean().nullish(),
    last_modified_by_user_name: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .transform((raw) => ({
    id: raw.id,
    petId: raw.pet_id,
    name: raw.name,
    status: { id: raw.status.id, name: raw.status.name },
    isReadOnly: raw.is_read_only === true,
    isLocked: raw.is_locked === true,
    lastModifiedByName: raw.last_modified_by_user_name,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
  }));
export type VisitRecord = z.output<typeof visitWire>;

export const visitStatusWire = z
  .object({ id: z.coerce.number(), name: z.string(), position: z.coerce.number(), is_read_only: z.boolean().nullish() })
  .transform((raw) => ({ id: raw.id, name: raw.name, position: raw.position, isReadOnly: raw.is_read_only === true }));
export type VisitStatusRecord = z.output<typeof visitStatusWire>;

export const visitStatusLogWire = z
  .object({ id: z.coerce.string(), event: z.string(), user_name: z.string(), created_at: z.string() })
  .transform((raw) => ({ id: raw.id, event: raw.event, userName: raw.user_name, createdAt: raw.created_at }));
export type VisitStatusLogRecord = z.output<typeof visitStatusLogWire>;

export const modificationReasonWire = z
  .object({
    id: z.coerce.string(),
    visit_id: z.coerce.string(),
    modification_date: z.string(),
    modification_reason: z.string(),
    created_by_name: z.string(),
    created_at: z.string(),
  })
  .transform((raw) => ({
    id: raw.id,
    visitId: raw.visit_id,
    modificationDate: raw.modification_date,
    modificationReason: raw.modification_reason,
    createdByName: raw.created_by_name,
    createdAt: raw.created_at,
  }));
export type ModificationReasonRecord = z.output<typeof modificationReasonWire>;

export const subjectiveFormSentWire = z
  .object({ email: z.string(), expires_at: z.string(), pet_id: z.coerce.string(), visit_id: z.coerce.string().nullish() })
  .transform((raw) => ({ email: raw.email, expiresAt: raw.expires_at, petId: raw.pet_id, visitId: raw.visit_id ?? null }));
export type SubjectiveFormSentRecord = z.output<typeof subjectiveFormSentWire>;
