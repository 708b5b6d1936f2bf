// The public subjective form as the main service sends it (services/main/src/subjective-links/
// public-form.ts; snake_case), parsed into the gateway's camelCase records with each field named
// once (the contracts' `wire`), and what staff send with the link. Used by the main loader table
// (loaders/main.ts). No session: the link's token is the only credential.
import { wire } from '@vetchart/contracts/wire';
import { z } from 'zod';
import { soapCaseWire } from '../charting/subjective-wire.ts';
import type { ClinicHeaderPayload } from '../clinic/clinic-header.ts';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const clinicWire = wire({ name: z.string(), logoUrl: text, addressLine1: text, city: text, state: text, zip: text, phone: text, email: text });
export type SubjectiveFormClinicRecord = z.output<typeof clinicWire>;

const addressWire = wire({ addressLine1: text, addressLine2: text, city: text, state: text, country: text, zip: text });

const formFieldsWire = wire({
  clinic: z.nullish(clinicWire).transform((clinic) => clinic ?? null),
  pet: z
    .object({ name: z.string(), species: text, parent: wire({ firstName: text, lastName: text, address: addressWire }) })
    .transform((pet) => ({ name: pet.name, species: pet.species, parentFirstName: pet.parent.firstName, parentLastName: pet.parent.lastName, address: pet.parent.address })),
  reminders: wire({
    vaccinationReminder: z.array(
      wire({ vaccineStatus: z.string(), productName: z.string(), manufacturersName: z.string(), lotNumber: z.string(), expirationDate: z.string(), reminderDate: z.string() }),
    ),
    otherReminder: z.array(wire({ reminder: z.string(), date: z.string() })),
  }),
  medications: z.array(z.string()),
  cases: z.array(soapCaseWire),
  expiresAt: z.string(),
});
/** GET /subjective-form: what the form shows (the pet's reminders as two lists). */
export const subjectiveFormWire = z.pipe(
  formFieldsWire,
  z.transform(({ reminders, ...form }) => ({ ...form, vaccinationReminders: reminders.vaccinationReminder, otherReminders: reminders.otherReminder })),
);
export type SubjectiveFormRecord = z.output<typeof subjectiveFormWire>;

/** POST /subjective-form/submit: the service's message and the visit the answers went to. */
export const submittedSubjectiveFormWire = z
  .object({ message: z.string(), data: z.object({ visit_id: z.coerce.string() }) })
  .transform((raw) => ({ message: raw.message, visitId: raw.data.visit_id }));

/** What the parent's submit sends (the link's token is its credential). */
export interface SubjectiveFormSubmitPayload {
  token: string;
  ai_consent: boolean;
  signature_png: string;
  subjective_note: unknown;
}

/** The header a sent subjective form is shown with (the clinic, the pet's species and medications), stored with the link by main. */
export interface FormHeaderPayload {
  clinic: ClinicHeaderPayload;
  species: string | null;
  medications: string[];
}
