// The main service's vaccination and other reminders as it sends them (snake_case,
// docs/reminders.md), parsed into the gateway's camelCase records with the reminder contract
// (packages/contracts/src/reminders/reminder.ts), and the bodies the gateway sends; used by the
// main loader table (loaders/main.ts: one endpoint group per kind).
import { otherReminderAnswer, vaccinationReminderAnswer } from '@vetchart/contracts/reminders/reminder';
import type { z } from 'zod/mini';

export const vaccinationReminderWire = vaccinationReminderAnswer;
export type VaccinationReminderRecord = z.output<typeof vaccinationReminderWire>;

export const otherReminderWire = otherReminderAnswer;
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
