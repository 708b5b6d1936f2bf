// Pet parent (spec 001 section 3, Pet parent; section 5, Pet parent form): the one written
// definition of the parent form's fields, rules and messages. The main service validates
// POST /pet-parents and PUT /pet-parents/{id} with `petParentWire`; the web's parent form with
// `petParentForm`. On the wire the address keeps the spec's camelCase keys (address{addressLine1, …})
// and the emergency contact its own (emergency_contact{er_first_name, er_last_name, phone_number}).
import { z } from 'zod/mini';
import { isPoBox, PO_BOX_MESSAGE } from '../address.ts';
import { readDate, todayIso } from '../text.ts';
import { wire } from '../wire.ts';

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
    .check(z.trim(), z.minLength(1, required), z.maxLength(NAME_MAX, `${label} must be at most ${NAME_MAX} characters.`), z.regex(PERSON_NAME, rule));

/** Blank or left out is none. */
const blankAsNone = <T extends z.core.$ZodType<string | null | undefined>>(schema: T) => z.pipe(z.nullish(schema), z.transform((value) => value || null));

const optionalPersonName = (rule: string, label: string) =>
  blankAsNone(
    z
      .string({ error: rule })
      .check(z.trim(), z.maxLength(NAME_MAX, `${label} must be at most ${NAME_MAX} characters.`), z.refine((value) => !value || PERSON_NAME.test(value), rule)),
  );

const phone = z
  .string({ error: PARENT_MESSAGES.phoneRequired })
  .check(z.trim(), z.minLength(1, PARENT_MESSAGES.phoneRequired), z.regex(/^\d*$/, PARENT_MESSAGES.phoneDigits), z.length(10, PARENT_MESSAGES.phoneLength));

const optionalPhone = blankAsNone(
  z
    .string({ error: PARENT_MESSAGES.phoneDigits })
    .check(
      z.trim(),
      z.refine((value) => /^\d*$/.test(value), PARENT_MESSAGES.phoneDigits),
      z.refine((value) => !value || value.length === 10, PARENT_MESSAGES.phoneLength),
    ),
);

const required = (message: string, max = NAME_MAX) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

/** Optional; MM/DD/YYYY (the API) or YYYY-MM-DD (a date input), not in the future; yields YYYY-MM-DD or none. */
const optionalDateOfBirth = z.pipe(
  z.nullish(z.string({ error: PARENT_MESSAGES.dateOfBirth })),
  z.transform((value, context) => {
    if (!value?.trim()) return null;
    const iso = readDate(value);
    if (!iso || iso > todayIso()) {
      context.issues.push({ code: 'custom', message: PARENT_MESSAGES.dateOfBirth, input: value });
      return z.NEVER;
    }
    return iso;
  }),
);

const address = z.object(
  {
    addressLine1: required(PARENT_MESSAGES.address1Required, Number.MAX_SAFE_INTEGER).check(
      z.maxLength(ADDRESS_MAX, PARENT_MESSAGES.address1Max),
      z.refine((value) => !isPoBox(value), PO_BOX_MESSAGE),
    ),
    addressLine2: blankAsNone(z.string({ error: PARENT_MESSAGES.address2Max }).check(z.trim(), z.maxLength(ADDRESS_MAX, PARENT_MESSAGES.address2Max))),
    city: required(PARENT_MESSAGES.city),
    state: required(PARENT_MESSAGES.state),
    zip: required(PARENT_MESSAGES.zip, 20),
  },
  { error: PARENT_MESSAGES.address1Required },
);

const contactFields = {
  firstName: optionalPersonName(PARENT_MESSAGES.firstName, 'First Name'),
  lastName: optionalPersonName(PARENT_MESSAGES.lastName, 'Last Name'),
  phoneNumber: optionalPhone,
};

const parentShape = {
  firstName: personName(PARENT_MESSAGES.firstNameRequired, PARENT_MESSAGES.firstName, 'First Name'),
  lastName: personName(PARENT_MESSAGES.lastNameRequired, PARENT_MESSAGES.lastName, 'Last Name'),
  phoneNumber: phone,
  email: z.pipe(
    z.string({ error: PARENT_MESSAGES.email }).check(z.trim(), z.minLength(1, PARENT_MESSAGES.email), z.maxLength(254, PARENT_MESSAGES.email)),
    z.email(PARENT_MESSAGES.email),
  ),
  dateOfBirth: optionalDateOfBirth,
  address,
};

/** The parent form's values (camelCase). */
export const petParentForm = z.object({ ...parentShape, emergencyContact: z.object(contactFields) });
export type PetParentFormInput = z.input<typeof petParentForm>;

/** The spec's wire names of the emergency contact (er_first_name, er_last_name, phone_number). */
const emergencyContactWire = z.pipe(
  z.nullish(z.object({ er_first_name: contactFields.firstName, er_last_name: contactFields.lastName, phone_number: contactFields.phoneNumber })),
  z.transform((contact) => ({ firstName: contact?.er_first_name ?? null, lastName: contact?.er_last_name ?? null, phoneNumber: contact?.phone_number ?? null })),
);

/**
 * POST /pet-parents and PUT /pet-parents/{id}. A blank emergency contact falls back to the
 * parent's own name and phone (spec 001 section 5).
 */
export const petParentWire = z.pipe(
  wire({ ...parentShape, emergencyContact: emergencyContactWire }),
  z.transform((parent) => ({
    ...parent,
    emergencyContact: {
      firstName: parent.emergencyContact.firstName || parent.firstName,
      lastName: parent.emergencyContact.lastName || parent.lastName,
      phoneNumber: parent.emergencyContact.phoneNumber || parent.phoneNumber,
    },
  })),
);
export type PetParentInput = z.output<typeof petParentWire>;

const noneIfAbsent = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? null),
);

/** A pet parent as the main service answers it (GET /pet-parents, /pet-parents/{id}; docs/rest-main.md). */
export const petParentAnswer = wire({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  dateOfBirth: noneIfAbsent,
  address: z.object({ addressLine1: z.string(), addressLine2: noneIfAbsent, city: z.string(), state: z.string(), zip: z.string() }),
  emergencyContact: z.pipe(
    z.object({ er_first_name: z.string(), er_last_name: z.string(), phone_number: z.string() }),
    z.transform((contact) => ({ firstName: contact.er_first_name, lastName: contact.er_last_name, phoneNumber: contact.phone_number })),
  ),
  lastVisit: noneIfAbsent,
  appointmentDate: noneIfAbsent,
  petCount: z.pipe(
    z.nullish(z.coerce.number()),
    z.transform((count) => count ?? 0),
  ),
  createdAt: z.string(),
});
export type PetParent = z.output<typeof petParentAnswer>;
