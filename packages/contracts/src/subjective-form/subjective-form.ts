// The public subjective form as the main service answers it (services/main/src/subjective-links/
// public-form.ts; snake_case), each field named once; the gateway parses main's answers with it
// (gateway/src/subjective-form/subjective-form-wire.ts).
import { z } from 'zod/mini';
import { answerId, orNull } from '../answer.ts';
import { soapCaseAnswer } from '../charting/subjective-note.ts';
import { wire } from '../wire.ts';

const text = orNull(z.string());

export const subjectiveFormClinicAnswer = wire({ name: z.string(), logoUrl: text, addressLine1: text, city: text, state: text, zip: text, phone: text, email: text });
export type SubjectiveFormClinic = z.output<typeof subjectiveFormClinicAnswer>;

const addressAnswer = wire({ addressLine1: text, addressLine2: text, city: text, state: text, country: text, zip: text });

const petAnswer = z.pipe(
  wire({ name: z.string(), species: text, parent: wire({ firstName: text, lastName: text, address: addressAnswer }) }),
  // The form shows the parent's name and address as the pet's: read up beside it.
  z.transform(({ parent, ...pet }) => ({ ...pet, parentFirstName: parent.firstName, parentLastName: parent.lastName, address: parent.address })),
);

const remindersAnswer = wire({
  vaccinationReminder: z.array(
    wire({ vaccineStatus: z.string(), productName: z.string(), manufacturersName: z.string(), lotNumber: z.string(), expirationDate: z.string(), reminderDate: z.string() }),
  ),
  otherReminder: z.array(wire({ reminder: z.string(), date: z.string() })),
});

/** GET /subjective-form (its `data`): what the form shows, the pet's reminders as two lists. */
export const subjectiveFormAnswer = z.pipe(
  wire({
    clinic: orNull(subjectiveFormClinicAnswer),
    pet: petAnswer,
    reminders: remindersAnswer,
    medications: z.array(z.string()),
    cases: z.array(soapCaseAnswer),
    expiresAt: z.string(),
  }),
  // The reminders' two lists are read up beside the form, each under its plural name.
  z.transform(({ reminders, ...form }) => ({ ...form, vaccinationReminders: reminders.vaccinationReminder, otherReminders: reminders.otherReminder })),
);
export type SubjectiveForm = z.output<typeof subjectiveFormAnswer>;

/** POST /subjective-form/submit: the service's message and the visit the answers went to. */
export const submittedSubjectiveFormAnswer = z.pipe(
  wire({ message: z.string(), data: wire({ visitId: answerId }) }),
  // The visit is sent inside `data`: read up beside the message.
  z.transform(({ message, data }) => ({ message, visitId: data.visitId })),
);
export type SubmittedSubjectiveForm = z.output<typeof submittedSubjectiveFormAnswer>;
