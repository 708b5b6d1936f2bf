// The small lookup lists (spec 000: Species { id, specie }, Breed { id, breed, specie_id, specie },
// Gender { id, gender }; spec 000 section 5): the one written definition of their fields, rules
// and messages. The inventory service validates POST/PUT /specie, /breed and /pet-gender with
// `specieWire`, `breedWire` and `genderWire`, the gateway parses its answers with `specieAnswer`,
// `breedAnswer` and `genderAnswer`, and the knowledge base's name and breed forms validate with
// `specieForm`, `genderForm` and `breedForm` (docs/adding-a-field.md).
import { z } from 'zod/mini';
import { requiredText } from '../text.ts';
import { wire } from '../wire.ts';
import { answerId, createdAt, NAME_MAX, requiredId, specieAnswer } from './catalogue-fields.ts';

export { specieAnswer, type Specie } from './catalogue-fields.ts';

export const LOOKUP_MESSAGES = {
  specie: 'Please input specie',
  gender: 'Please input gender',
  breed: 'Please input breed',
  breedSpecie: 'Please select specie',
} as const;

/** A species as added or renamed: the spec's add and edit send its name as `name`. */
export const specieShape = { name: requiredText(LOOKUP_MESSAGES.specie, NAME_MAX) };
export const specieForm = z.object(specieShape);
export const specieWire = wire(specieShape);
export type SpecieInput = z.output<typeof specieWire>;

export const genderShape = { gender: requiredText(LOOKUP_MESSAGES.gender, NAME_MAX) };
export const genderForm = z.object(genderShape);
export const genderWire = wire(genderShape);
export type GenderInput = z.output<typeof genderWire>;

/** A gender as the inventory service answers it. */
export const genderAnswer = wire({ id: answerId, gender: z.string(), createdAt });
export type Gender = z.output<typeof genderAnswer>;

export const breedShape = {
  breed: requiredText(LOOKUP_MESSAGES.breed, NAME_MAX),
  specieId: requiredId(LOOKUP_MESSAGES.breedSpecie),
};
export const breedForm = z.object(breedShape);
export const breedWire = wire(breedShape);
export type BreedInput = z.output<typeof breedWire>;

/** A breed as the inventory service answers it: with its species, so a list of breeds costs one call. */
export const breedAnswer = wire({ id: answerId, breed: z.string(), specieId: answerId, specie: specieAnswer, createdAt });
export type Breed = z.output<typeof breedAnswer>;
