// The pet parent form's rules (spec 001 section 5, Pet parent) with the spec's messages. The web
// form holds the same rules (web/src/pets/petParentSchema.ts); these are the ones that count.
import { PO_BOX_MESSAGE, isPoBox } from '@vetchart/platform/address';
import { z } from 'zod';
import { parseUsDate, todayIso } from '../scope.ts';

export const NAME_MAX = 100;
export const ADDRESS_MAX = 100;
/** Letters, with at most one hyphen between them (Anne-Marie). */
export const PERSON_NAME = /^[A-Za-z]+(-[A-Za-z]+)?$/;

export const PARENT_MESSAGES = {
  firstNameRequired: 'Please input First Name',
  firstName: 'First Name may contain only letters and 1 hyphen.',
  lastNameRequired: 'Please input Last Name',
  lastName: 'Last Name may contain only letters and 1 hyphen.',
  phoneRequired: 'Please input Phone Number',
  phoneDigits: 'Phone Number must not contain special characters!',
  phoneLength: 'Phone Number must be 10-digits.',
  email: 'Please input correct Email!',
  address1Required: 'Please input Address Line 1',
  address1Max: 'Address Line 1 must be at most 100 characters.',
  address2Max: 'Address Line 2 must be at most 100 characters.',
  city: 'Please input City',
  state: 'Please input State',
  zip: 'Please input Zip',
  dateOfBirth: 'Date of birth must be a real date (MM/DD/YYYY) that is not in the future.',
} as const;

const personName = (required: string, rule: string, label: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters.`)
    .regex(PERSON_NAME, rule);

const optionalPersonName = (rule: string, label: string) =>
  z
    .string({ error: rule })
    .trim()
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters.`)
    .refine((value) => !value || PERSON_NAME.test(value), rule)
    .nullish()
    .transform((value) => value || null);

const phone = z
  .string({ error: PARENT_MESSAGES.phoneRequired })
  .trim()
  .min(1, PARENT_MESSAGES.phoneRequired)
  .regex(/^\d*$/, PARENT_MESSAGES.phoneDigits)
  .length(10, PARENT_MESSAGES.phoneLength);

const optionalPhone = z
  .string({ error: PARENT_MESSAGES.phoneDigits })
  .trim()
  .refine((value) => /^\d*$/.test(value), PARENT_MESSAGES.phoneDigits)
  .refine((value) => !value || value.length === 10, PARENT_MESSAGES.phoneLength)
  .nullish()
  .transform((value) => value || null);

const requiredText = (message: string, max = NAME_MAX) => z.string({ error: message }).trim().min(1, message).max(max, message);

export const parentBody = z
  .object({
    first_name: personName(PARENT_MESSAGES.firstNameRequired, PARENT_MESSAGES.firstName, 'First Name'),
    last_name: personName(PARENT_MESSAGES.lastNameRequired, PARENT_MESSAGES.lastName, 'Last Name'),
    phone_number: phone,
    email: z.string({ error: PARENT_MESSAGES.email }).trim().min(1, PARENT_MESSAGES.email).max(254, PARENT_MESSAGES.email).pipe(z.email(PARENT_MESSAGES.email)),
    date_of_birth: z
      .string({ error: PARENT_MESSAGES.dateOfBirth })
      .trim()
      .nullish()
      .transform((value, context) => {
        if (!value) return null;
        const iso = parseUsDate(value);
        if (!iso || iso > todayIso()) {
          context.addIssue({ code: 'custom', message: PARENT_MESSAGES.dateOfBirth });
          return z.NEVER;
        }
        return iso;
      }),
    address: z.object(
      {
        addressLine1: z
          .string({ error: PARENT_MESSAGES.address1Required })
          .trim()
          .min(1, PARENT_MESSAGES.address1Required)
          .max(ADDRESS_MAX, PARENT_MESSAGES.address1Max)
          .refine((value) => !isPoBox(value), PO_BOX_MESSAGE),
        addressLine2: z
          .string({ error: PARENT_MESSAGES.address2Max })
          .trim()
          .max(ADDRESS_MAX, PARENT_MESSAGES.address2Max)
          .nullish()
          .transform((value) => value || null),
        city: requiredText(PARENT_MESSAGES.city),
        state: requiredText(PARENT_MESSAGES.state),
        zip: requiredText(PARENT_MESSAGES.zip, 20),
      },
      { error: PARENT_MESSAGES.address1Required },
    ),
    emergency_contact: z
      .object({
        er_first_name: optionalPersonName(PARENT_MESSAGES.firstName, 'First Name'),
        er_last_name: optionalPersonName(PARENT_MESSAGES.lastName, 'Last Name'),
        phone_number: optionalPhone,
      })
      .nullish(),
  })
  // A blank emergency contact falls back to the parent's own name and phone (spec section 5).
  .transform((body) => ({
    ...body,
    emergency_contact: {
      er_first_name: body.emergency_contact?.er_first_name || body.first_name,
      er_last_name: body.emergency_contact?.er_last_name || body.last_name,
      phone_number: body.emergency_contact?.phone_number || body.phone_number,
    },
  }));

export type ParentBody = z.infer<typeof parentBody>;
