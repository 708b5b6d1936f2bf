// The public subjective form as the main service sends it (services/main/src/subjective-links/
// public-form.ts; snake_case), parsed into the gateway's camelCase records with the subjective
// form contract (packages/contracts/src/subjective-form/subjective-form.ts), and what staff send
// with the link. Used by the main loader table (loaders/main.ts). No session: the link's token is
// the only credential.
import { submittedSubjectiveFormAnswer, subjectiveFormAnswer, type SubjectiveFormClinic } from '@vetchart/contracts/subjective-form/subjective-form';
import type { z } from 'zod/mini';
import type { ClinicHeaderPayload } from '../clinic/clinic-header.ts';

export type SubjectiveFormClinicRecord = SubjectiveFormClinic;

/** GET /subjective-form: what the form shows (the pet's reminders as two lists). */
export const subjectiveFormWire = subjectiveFormAnswer;
export type SubjectiveFormRecord = z.output<typeof subjectiveFormWire>;

/** POST /subjective-form/submit: the service's message and the visit the answers went to. */
export const submittedSubjectiveFormWire = submittedSubjectiveFormAnswer;

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
