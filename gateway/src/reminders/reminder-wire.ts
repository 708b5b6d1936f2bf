// The main service's vaccination and other reminders as it sends them (snake_case,
// docs/reminders.md), parsed into the gateway's camelCase records, the bodies the gateway sends,
// used by the main loader table (loaders/main.ts: one endpoint group per kind).
import { z } from 'zod';

const baseFields = {
  id: z.coerce.string(),
  pet_id: z.coerce.string(),
  visit_id: z.coerce.string().nullish(),
  source: z.string(),
  is_editable: z.boolean().nullish(),
  visit_modification_id: z.coerce.string().nullish(),
  version: z.coerce.number(),
  created_by_name: z.string(),
  updated_by_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
};

const base = (raw: z.output<z.ZodObject<typeof baseFields>>) => ({
  id: raw.id,
  petId: raw.pet_id,
  visitId: raw.visit_id ?? null,
  source: raw.source,
  isEditable: raw.is_editable === true,
  visitModificationId: raw.visit_modification_id ?? null,
  version: raw.version,
  createdByName: raw.created_by_name,
  updatedByName: raw.updated_by_name,
  createdAt: raw.created_at,
  updatedAt: raw.updated_at,
});

export const vaccinationReminderWire = z
  .object({
    ...baseFields,
    vaccination_category_id: z.coerce.string().nullish(),
    vaccination_category: z.string(),
    vaccine_type_id: z.coerce.string().nullish(),
    vaccine_type: z.string(),
    vaccine_id: z.coerce.string().nullish(),
    product_name: z.string(),
    manufacturers_id: z.coerce.string().nullish(),
    manufacturers_name: z.string(),
    lot_number: z.string(),
    given_date: z.string(),
    expiration_date: z.string(),
    reminder_date: z.string(),
    vaccine_status: z.string(),
  })
  .transform((raw) => ({
    ...base(raw),
    vaccinationCategoryId: raw.vaccination_category_id ?? null,
    vaccinationCategory: raw.vaccination_category,
    vaccineTypeId: raw.vaccine_type_id ?? null,
    vaccineType: raw.vaccine_type,
    vaccineId: raw.vaccine_id ?? null,
    productName: raw.product_name,
    manufacturerId: raw.manufacturers_id ?? null,
    manufacturerName: raw.manufacturers_name,
    lotNumber: raw.lot_number,
    givenDate: raw.given_date,
    expirationDate: raw.expiration_date,
    reminderDate: raw.reminder_date,
    vaccineStatus: raw.vaccine_status,
  }));
export type VaccinationReminderRecord = z.output<typeof vaccinationReminderWire>;

export const otherReminderWire = z
  .object({ ...baseFields, reminder: z.string(), date: z.string(), last_given_date: z.string() })
  .transform((raw) => ({ ...base(raw), reminder: raw.reminder, date: raw.date, lastGivenDate: raw.last_given_date }));
export type OtherReminderRecord = z.output<typeof otherReminderWire>;

/** Where a write is charted: the visit, and the reason for modification of a read-only one. */
export interface ChartingPlace {
  visit_id: string;
  visit_modification_id?: string | null;
}

export interface VaccinationPayload extends ChartingPlace {
  vaccination_category_id: string;
  vaccination_category: string;
  vaccine_type_id: string;
  vaccine_type: string;
  vaccine_id: string;
  product_name: string;
  manufacturers_id: string;
  manufacturers_name: string;
  lot_number: string;
  given_date: string;
  expiration_date: string;
  reminder_date: string;
}

export interface OtherReminderPayload extends ChartingPlace {
  reminder: string;
  date: string;
  last_given_date: string;
}
