// The pet parent form's rules (spec 001 section 5, Pet parent) with the spec's messages; the main
// service checks the same (services/main/src/pet-parents/rules.ts).
import { z } from 'zod/mini';
import { PO_BOX_MESSAGE, isPoBox } from '../ui/address';

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
  city: 'Please input City',
  state: 'Please input State',
  zip: 'Please input Zip',
} as const;

const name = (required: string, rule: string, label: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(100, `${label} must be at most 100 characters.`), z.regex(PERSON_NAME, rule));

const optionalName = (rule: string, label: string) =>
  z.string().check(z.trim(), z.maxLength(100, `${label} must be at most 100 characters.`), z.refine((value) => !value || PERSON_NAME.test(value), rule));

const phone = z.string().check(z.trim(), z.minLength(1, PARENT_MESSAGES.phoneRequired), z.regex(/^\d*$/, PARENT_MESSAGES.phoneDigits), z.length(10, PARENT_MESSAGES.phoneLength));

const optionalPhone = z.string().check(z.trim(), z.refine((value) => /^\d*$/.test(value), PARENT_MESSAGES.phoneDigits), z.refine((value) => !value || value.length === 10, PARENT_MESSAGES.phoneLength));

export const petParentSchema = z.object({
  firstName: name(PARENT_MESSAGES.firstNameRequired, PARENT_MESSAGES.firstName, 'First Name'),
  lastName: name(PARENT_MESSAGES.lastNameRequired, PARENT_MESSAGES.lastName, 'Last Name'),
  phoneNumber: phone,
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, PARENT_MESSAGES.email)), z.email(PARENT_MESSAGES.email)),
  dateOfBirth: z.string().check(z.refine((value) => !value || value <= new Date().toISOString().slice(0, 10), 'Date of birth cannot be in the future.')),
  address: z.object({
    addressLine1: z.string().check(z.trim(), z.minLength(1, PARENT_MESSAGES.address1Required), z.maxLength(100, 'Address Line 1 must be at most 100 characters.'), z.refine((value) => !isPoBox(value), PO_BOX_MESSAGE)),
    addressLine2: z.string().check(z.trim(), z.maxLength(100, 'Address Line 2 must be at most 100 characters.')),
    city: z.string().check(z.trim(), z.minLength(1, PARENT_MESSAGES.city), z.maxLength(100)),
    state: z.string().check(z.trim(), z.minLength(1, PARENT_MESSAGES.state), z.maxLength(100)),
    zip: z.string().check(z.trim(), z.minLength(1, PARENT_MESSAGES.zip), z.maxLength(20)),
  }),
  emergencyContact: z.object({
    firstName: optionalName(PARENT_MESSAGES.firstName, 'First Name'),
    lastName: optionalName(PARENT_MESSAGES.lastName, 'Last Name'),
    phoneNumber: optionalPhone,
  }),
});

export type PetParentValues = z.infer<typeof petParentSchema>;

export const EMPTY_PARENT: PetParentValues = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  dateOfBirth: '',
  address: { addressLine1: '', addressLine2: '', city: '', state: '', zip: '' },
  emergencyContact: { firstName: '', lastName: '', phoneNumber: '' },
};

/** The paths the server may name in an InputValidationError, shown beside their fields. */
export const PARENT_PATHS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'email',
  'dateOfBirth',
  'address.addressLine1',
  'address.addressLine2',
  'address.city',
  'address.state',
  'address.zip',
  'emergencyContact.firstName',
  'emergencyContact.lastName',
  'emergencyContact.phoneNumber',
];

/** YYYY-MM-DD (a date input) ⇄ MM/DD/YYYY (the wire, spec 001 section 9). */
export const isoToUs = (iso: string) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');
export const usToIso = (us: string | null | undefined) => (us ? `${us.slice(6, 10)}-${us.slice(0, 2)}-${us.slice(3, 5)}` : '');

/** The form's values as the mutation's input (blank emergency fields fall back on the server). */
export function parentInput(values: PetParentValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: values.phoneNumber.trim(),
    email: values.email.trim(),
    dateOfBirth: values.dateOfBirth ? isoToUs(values.dateOfBirth) : null,
    address: {
      addressLine1: values.address.addressLine1.trim(),
      addressLine2: values.address.addressLine2.trim() || null,
      city: values.address.city.trim(),
      state: values.address.state.trim(),
      zip: values.address.zip.trim(),
    },
    emergencyContact: {
      firstName: values.emergencyContact.firstName.trim() || null,
      lastName: values.emergencyContact.lastName.trim() || null,
      phoneNumber: values.emergencyContact.phoneNumber.trim() || null,
    },
  };
}
