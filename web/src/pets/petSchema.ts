// The pet form's state and rules. The rules and messages are the pet contract's (spec 001 section 5,
// Pet form; packages/contracts/src/pets/pet.ts), the ones the main service applies: the form holds
// each field as its input does (text), and the contract reads that text as it reads the API's JSON.
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@vetchart/contracts/text';
import { petDetails, petDetailsShape, PET_TEXT_DETAIL_KEYS, type PetDetails, type PetTextDetail } from '@vetchart/contracts/pets/pet';

export { PET_TEXT_DETAILS, PET_TEXT_DETAIL_KEYS } from '@vetchart/contracts/pets/pet';

export const MAX_PET_IMAGE_BYTES = MAX_IMAGE_BYTES;
export const PET_IMAGE_TYPES = IMAGE_TYPES;

export const petSchema = petDetails;

/** Each field the form edits as text (the unit is the browser's preference, not a field); the picture's address or none. */
type TextFieldName = Exclude<keyof PetDetails, 'weightUnit' | 'image'>;
export type PetValues = Record<TextFieldName, string> & { image: string | null };

/** The form's fields, by the contract's names: where the server's field errors are shown. */
export const PET_PATHS = Object.keys(petDetailsShape).filter((key) => key !== 'weightUnit');

export const EMPTY_PET = {
  ...(Object.fromEntries(PET_PATHS.map((key) => [key, ''])) as Record<TextFieldName, string>),
  image: null,
} satisfies PetValues;

/** The pet's optional free-text details (the contract's PET_TEXT_DETAILS), read as the form holds them. */
export const textDetailValues = (pet: Partial<Record<PetTextDetail, string | null>>) =>
  Object.fromEntries(PET_TEXT_DETAIL_KEYS.map((key) => [key, pet[key] ?? ''])) as Record<PetTextDetail, string>;
