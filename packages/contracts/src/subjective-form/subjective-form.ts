// The public subjective form (spec 003 section 2.6): what staff send with the e-mailed link and
// what the pet parent's submit carries, with the spec's messages, and the form as the main service
// answers it (services/main/src/subjective-links/public-form.ts; snake_case), each field named once.
// The main service validates its request bodies with the `*Wire` schemas, the gateway's bodies are
// their inputs, and the gateway parses main's answers with the `*Answer` schemas
// (gateway/src/subjective-form/subjective-form-wire.ts).
import { z } from 'zod/mini';
import { answerId, orNull } from '../answer.ts';
import { soapCaseAnswer, subjectiveNoteContent } from '../charting/subjective-note.ts';
import { clinicHeaderWire, headerText } from '../clinic/clinic-header.ts';
import { optionalId, requiredId } from '../text.ts';
import { keptWire, wire } from '../wire.ts';

export const SUBJECTIVE_FORM_MESSAGES = {
  unknown: 'This link is not valid.',
  signature: 'Please sign in the signature field',
  signatureTooLarge: 'The signature must be a PNG image of at most 1 MB.',
  email: 'Please input correct Email!',
  clinic: 'Please select a clinic.',
  pet: 'Please select a pet.',
  medicationName: 'A medication needs a name.',
  medicationTooLong: 'A medication name can be at most 300 characters.',
  tooManyMedications: 'At most 1000 medications can be listed.',
} as const;
const M = SUBJECTIVE_FORM_MESSAGES;

// --- The bodies the gateway sends

/** What the public form shows from other services (the clinic header from auth, the species and the clinic's medication names from inventory), kept with the link as sent. */
export const formHeaderWire = keptWire({
  clinic: clinicHeaderWire,
  species: headerText,
  /** The clinic's medication product names (Treatment Protocols). */
  medications: z._default(
    z.array(z.string().check(z.trim(), z.minLength(1, M.medicationName), z.maxLength(300, M.medicationTooLong))).check(z.maxLength(1000, M.tooManyMedications)),
    [],
  ),
});
export type FormHeader = z.output<typeof formHeaderWire>;

/** POST /subjective-form/send: the link e-mailed to the pet's parent (to another address when one is given; '' is none). */
export const subjectiveFormSendWire = wire({
  email: z.union([z.optional(z.string().check(z.trim(), z.maxLength(254, M.email), z.email(M.email))), z.pipe(z.literal(''), z.transform(() => undefined))]),
  clinicCode: requiredId(M.clinic),
  petId: requiredId(M.pet),
  visitId: optionalId(),
  header: z.optional(formHeaderWire),
});
export type SubjectiveFormSend = z.output<typeof subjectiveFormSendWire>;

/** POST /subjective-form/submit: the parent's answers, consent and signature (the link's token is the credential). */
export const subjectiveFormSubmitWire = wire({
  token: z.string({ error: M.unknown }).check(z.minLength(1, M.unknown), z.maxLength(200, M.unknown)),
  aiConsent: z._default(z.boolean(), false),
  signaturePng: z.string({ error: M.signature }).check(z.minLength(1, M.signature), z.maxLength(1_500_000, M.signatureTooLarge)),
  subjectiveNote: subjectiveNoteContent,
});
export type SubjectiveFormSubmit = z.output<typeof subjectiveFormSubmitWire>;

// --- The main service's answers

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
