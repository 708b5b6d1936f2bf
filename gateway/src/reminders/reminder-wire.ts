// The main service's vaccination and other reminders as it sends them (snake_case,
// docs/reminders.md), parsed into the gateway's camelCase records with the reminder contract
// (packages/contracts/src/reminders/reminder.ts), and the bodies the gateway sends (the contract's
// inputs); used by the main loader table (loaders/main.ts: one endpoint group per kind).
import {
  otherReminderAnswer,
  vaccinationReminderAnswer,
  type otherReminderUpdateWire,
  type vaccinationReminderUpdateWire,
} from '@vetchart/contracts/reminders/reminder';
import type { z } from 'zod/mini';

export const vaccinationReminderWire = vaccinationReminderAnswer;
export type VaccinationReminderRecord = z.output<typeof vaccinationReminderWire>;

export const otherReminderWire = otherReminderAnswer;
export type OtherReminderRecord = z.output<typeof otherReminderWire>;

// The bodies are the contract's inputs (snake_case JSON); the service answers the spec's messages
// for what it refuses. A create adds the pet (pet_id), a change the version it was based on.

/** Where a write is charted: the visit, and the reason for modification of a read-only one (also a delete's query). */
export type ChartingPlace = Pick<z.input<typeof otherReminderUpdateWire>, 'visit_id' | 'visit_modification_id'>;

/** A vaccination reminder's fields, as a create and a change send them. */
export type VaccinationPayload = Omit<z.input<typeof vaccinationReminderUpdateWire>, 'based_on_version'>;

/** An other reminder's fields, as a create and a change send them. */
export type OtherReminderPayload = Omit<z.input<typeof otherReminderUpdateWire>, 'based_on_version'>;
