// SubjectiveForm: the public pre-visit form a 'Send History Form' link opens (spec 003 sections
// 2.6 and 3 "Subjective form data by token"). No session: the token alone opens
// exactly one pet's form and only what the form shows — the clinic header and the medication
// names stored on the link, the pet and its parent's name and address, the pet's reminders, and
// the SOAP cases.
import { builder } from '../builder.ts';
import { UpstreamError } from '../clients/http.ts';
import { linkClinicContactOf, type LinkClinicContactRecord } from '../clinic/link-clinic-contact-of.ts';
import { LinkClinicContactType } from '../clinic/link-clinic-contact.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { SoapCaseType } from '../charting/soap-case.ts';
import { ErrorInterface } from '../schema/errors.ts';
import type { SubjectiveFormClinicRecord, SubjectiveFormRecord } from './subjective-form-wire.ts';

/** 'Token has Expired.': the link is past its 7 days; `clinic` is how to reach the clinic that sent it. */
export class SubjectiveFormLinkExpiredError extends Error {
  constructor(
    message: string,
    readonly clinic: LinkClinicContactRecord | null = null,
  ) {
    super(message);
  }
}

builder.objectType(SubjectiveFormLinkExpiredError, {
  name: 'SubjectiveFormLinkExpiredError',
  description: "The subjective form link is past its expiry: 'Token has Expired.'.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    clinic: t.field({ type: LinkClinicContactType, nullable: true, description: 'The clinic that sent the link, to ask for a new one.', resolve: (error) => error.clinic }),
  }),
});

/** The service's answer to a token: 404 unknown, 410 expired, 409 already submitted (their messages). */
export function subjectiveFormLinkError(error: unknown): Error {
  if (error instanceof UpstreamError && error.status === 410) return new SubjectiveFormLinkExpiredError(error.message, linkClinicContactOf(error));
  if (error instanceof UpstreamError && error.status === 404) return new NotFoundError(error.message);
  if (error instanceof UpstreamError && error.status === 409) return new ConflictError(error.message);
  return error as Error;
}

export const MAX_TOKEN_LENGTH = 200;
export const LINK_UNKNOWN = 'This link is not valid.';

const SubjectiveFormClinicType = builder.objectRef<SubjectiveFormClinicRecord>('SubjectiveFormClinic').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    addressLine1: t.exposeString('addressLine1', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
  }),
});

type PetRecord = SubjectiveFormRecord['pet'];
type AddressRecord = PetRecord['address'];
type VaccinationRecord = SubjectiveFormRecord['vaccinationReminders'][number];
type OtherRecord = SubjectiveFormRecord['otherReminders'][number];

const SubjectiveFormAddressType = builder.objectRef<AddressRecord>('SubjectiveFormAddress').implement({
  fields: (t) => ({
    addressLine1: t.exposeString('addressLine1', { nullable: true }),
    addressLine2: t.exposeString('addressLine2', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    country: t.exposeString('country', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
  }),
});

const SubjectiveFormPetType = builder.objectRef<PetRecord>('SubjectiveFormPet').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    species: t.exposeString('species', { nullable: true, description: "The species' name; the feline questions show for 'Feline'." }),
    parentFirstName: t.exposeString('parentFirstName', { nullable: true }),
    parentLastName: t.exposeString('parentLastName', { nullable: true }),
    parentAddress: t.field({ type: SubjectiveFormAddressType, resolve: (pet) => pet.address }),
  }),
});

const SubjectiveFormVaccinationType = builder.objectRef<VaccinationRecord>('SubjectiveFormVaccinationReminder').implement({
  fields: (t) => ({
    vaccineStatus: t.exposeString('vaccineStatus', { description: "'Current, MM/DD/YYYY' or 'Past Due, MM/DD/YYYY'." }),
    productName: t.exposeString('productName'),
    manufacturersName: t.exposeString('manufacturersName'),
    lotNumber: t.exposeString('lotNumber'),
    expirationDate: t.exposeString('expirationDate', { description: 'YYYY-MM-DD.' }),
    reminderDate: t.exposeString('reminderDate', { description: 'YYYY-MM-DD.' }),
  }),
});

const SubjectiveFormOtherReminderType = builder.objectRef<OtherRecord>('SubjectiveFormOtherReminder').implement({
  fields: (t) => ({ reminder: t.exposeString('reminder'), date: t.exposeString('date', { description: 'YYYY-MM-DD.' }) }),
});

const SubjectiveFormType = builder.objectRef<SubjectiveFormRecord>('SubjectiveForm').implement({
  description: 'The pre-visit subjective form as its e-mailed link shows it to the pet parent.',
  fields: (t) => ({
    clinic: t.field({ type: SubjectiveFormClinicType, nullable: true, resolve: (form) => form.clinic }),
    pet: t.field({ type: SubjectiveFormPetType, resolve: (form) => form.pet }),
    vaccinationReminders: t.field({ type: [SubjectiveFormVaccinationType], description: 'At most 200, newest reminder date first.', resolve: (form) => form.vaccinationReminders }),
    otherReminders: t.field({ type: [SubjectiveFormOtherReminderType], description: 'At most 200, newest first.', resolve: (form) => form.otherReminders }),
    medicationNames: t.exposeStringList('medications', { description: "The clinic's medication product names (Treatment Protocols)." }),
    cases: t.field({ type: [SoapCaseType], resolve: (form) => form.cases }),
    expiresAt: t.exposeString('expiresAt'),
  }),
});

builder.queryField('subjectiveForm', (t) =>
  t.field({
    type: SubjectiveFormType,
    description: 'The subjective form an e-mailed history-form link opens (public: the token is the only credential).',
    args: { token: t.arg.string({ required: true }) },
    errors: { types: [SubjectiveFormLinkExpiredError, ConflictError, NotFoundError], union: { name: 'SubjectiveFormResult' } },
    resolve: async (_root, { token }, context) => {
      if (token.length > MAX_TOKEN_LENGTH) throw new NotFoundError(LINK_UNKNOWN);
      try {
        return await context.loaders.main.subjectiveForm(token);
      } catch (error) {
        throw subjectiveFormLinkError(error);
      }
    },
  }),
);
