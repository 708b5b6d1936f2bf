// The public subjective form as the main service sends it (services/main/src/subjective-links/
// public-form.ts; snake_case), parsed into the gateway's camelCase records with the subjective
// form contract (packages/contracts/src/subjective-form/subjective-form.ts), and what staff send
// with the link. Used by the main loader table (loaders/main.ts). No session: the link's token is
// the only credential.
import {
  submittedSubjectiveFormAnswer,
  subjectiveFormAnswer,
  type formHeaderWire,
  type SubjectiveFormClinic,
  type subjectiveFormSendWire,
  type subjectiveFormSubmitWire,
} from '@vetchart/contracts/subjective-form/subjective-form';
import type { z } from 'zod/mini';

export type SubjectiveFormClinicRecord = SubjectiveFormClinic;

/** GET /subjective-form: what the form shows (the pet's reminders as two lists). */
export const subjectiveFormWire = subjectiveFormAnswer;
export type SubjectiveFormRecord = z.output<typeof subjectiveFormWire>;

/** POST /subjective-form/submit: the service's message and the visit the answers went to. */
export const submittedSubjectiveFormWire = submittedSubjectiveFormAnswer;

// The bodies are the contract's inputs (snake_case JSON); the service answers the spec's messages
// for what it refuses.

/** What the parent's submit sends (the link's token is its credential). */
export type SubjectiveFormSubmitPayload = z.input<typeof subjectiveFormSubmitWire>;

/** The header a sent subjective form is shown with (the clinic, the pet's species and medications), stored with the link by main. */
export type FormHeaderPayload = z.input<typeof formHeaderWire>;

/** POST /subjective-form/send: the link e-mailed to the pet's parent. */
export type SubjectiveFormSendPayload = z.input<typeof subjectiveFormSendWire>;
