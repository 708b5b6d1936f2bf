// The pet parent form's state. The rules and messages are the pet parent contract's (spec 001
// section 5, Pet parent; packages/contracts/src/pets/pet-parent.ts), the ones the main service
// applies; the form holds every field as text and the contract reads it.
import { petParentForm } from '@vetchart/contracts/pets/pet-parent';

export { PARENT_MESSAGES, PERSON_NAME } from '@vetchart/contracts/pets/pet-parent';

export const petParentSchema = petParentForm;

interface ContactText {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}
export interface PetParentValues extends ContactText {
  email: string;
  /** YYYY-MM-DD from the date input, or blank. */
  dateOfBirth: string;
  address: { addressLine1: string; addressLine2: string; city: string; state: string; zip: string };
  emergencyContact: ContactText;
}

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

/** The form's values as the mutation's input, as the contract reads them (blank emergency fields fall back on the server). */
export function parentInput(values: PetParentValues) {
  const parent = petParentForm.parse(values);
  return { ...parent, dateOfBirth: parent.dateOfBirth ? isoToUs(parent.dateOfBirth) : null };
}
