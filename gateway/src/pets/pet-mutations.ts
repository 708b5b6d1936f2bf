// Adding (several at once), editing and deleting pets, and uploading a pet's picture. The
// breed, species and gender ids an input names are checked here through the inventory loaders
// (the clinic's own rows, the breed of the chosen species) before main stores them.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { PET_TEXT_DETAILS, PET_TEXT_DETAIL_KEYS, type PetTextDetail } from '@vetchart/contracts/pets/pet';
import { snakeCase } from '@vetchart/contracts/wire';
import type { FieldError } from '../clients/http.ts';
import type { FileRecord } from '../files/file-wire.ts';
import type { PetPayload, PetRecord } from './pet-wire.ts';
import { builder } from '../builder.ts';
import { BreedType } from '../catalogues/breed.ts';
import { GenderType } from '../catalogues/gender.ts';
import { rawId, requireRawId } from '../catalogues/lookup-support.ts';
import { SpeciesType } from '../catalogues/species.ts';
import type { GatewayContext } from '../context.ts';
import { ForbiddenError, InputValidationError, NotFoundError } from '../errors.ts';
import { FileType } from '../files/file.ts';
import { PetType } from './pet.ts';
import { ADD_PET, DELETE_PET, EDIT_PET, PET_MUTATION_ERRORS, petError } from './pet-support.ts';

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

// Empty strings and nulls are let through so that the service answers with the spec's messages.
const petFields = (t: PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>) => ({
  name: t.string({ required: true }),
  breedId: t.id({ required: true, description: 'A Breed id (of the chosen species).' }),
  specieId: t.id({ required: true, description: 'A Species id.' }),
  genderId: t.id({ required: true, description: 'A Gender id.' }),
  color: t.string({ required: true, description: 'A color name; a new one is added to the clinic’s colors.' }),
  dateOfBirth: t.string({ required: true, description: 'MM/DD/YYYY, not in the future.' }),
  weight: t.float({ description: 'A positive number.' }),
  weightUnit: t.string({ description: "lb(s) (the default) or kg(s): the browser's petVitalsMetrics preference." }),
  problems: t.stringList({ description: 'Problem names (the form splits what was typed at commas).' }),
  // The pet's optional free-text details, as the contract lists them (main checks their limits).
  ...(Object.fromEntries(PET_TEXT_DETAIL_KEYS.map((key) => [key, t.string({ description: PET_TEXT_DETAILS[key].description })])) as Record<
    PetTextDetail,
    PothosSchemaTypes.InputFieldRef<SchemaTypes, string | null | undefined>
  >),
  image: t.string({ description: 'The url uploadPetImage answered, or none.' }),
});

const NewPetInput = builder.inputType('NewPetInput', { fields: (t) => petFields(t) });
const AddPetsInput = builder.inputType('AddPetsInput', {
  description: 'Several pets of one parent, saved together or not at all.',
  fields: (t) => ({ parentId: t.id({ required: true, description: 'A PetParent id.' }), pets: t.field({ type: [NewPetInput], required: true }) }),
});
const UpdatePetInput = builder.inputType('UpdatePetInput', {
  fields: (t) => ({ id: t.id({ required: true }), parentId: t.id({ required: true, description: 'A PetParent id.' }), ...petFields(t) }),
});
const DeletePetInput = builder.inputType('DeletePetInput', { fields: (t) => ({ id: t.id({ required: true }) }) });

interface PetInput extends Partial<Record<PetTextDetail, string | null>> {
  name: string;
  breedId: string | number;
  specieId: string | number;
  genderId: string | number;
  color: string;
  dateOfBirth: string;
  weight?: number | null;
  weightUnit?: string | null;
  problems?: string[] | null;
  image?: string | null;
}

const NOT_FOUND = { breedId: 'The selected breed does not exist.', specieId: 'The selected specie does not exist.', genderId: 'The selected gender does not exist.' };
const WRONG_SPECIE = 'The selected breed is not a breed of the selected specie.';

/** Whether the loader knows the id (the caller's clinic's row); load failures other than "not found" propagate. */
async function exists<T>(loader: { load(id: string): Promise<T> }, id: string): Promise<T | null> {
  try {
    return await loader.load(id);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * The pets' payloads for main, once their lookup ids name the clinic's rows. All pets are checked
 * together (one call per lookup type); an empty id is left to the service's "Select …" message.
 */
async function petPayloads(context: GatewayContext, pets: PetInput[], pathPrefix: (index: number) => string): Promise<PetPayload[]> {
  const errors: FieldError[] = [];
  const payloads = await Promise.all(
    pets.map(async (pet, index) => {
      const ids = {
        breedId: String(pet.breedId) ? rawId(String(pet.breedId), 'Breed') || null : '',
        specieId: String(pet.specieId) ? rawId(String(pet.specieId), 'Species') || null : '',
        genderId: String(pet.genderId) ? rawId(String(pet.genderId), 'Gender') || null : '',
      };
      const [breed, species, gender] = await Promise.all([
        ids.breedId ? exists(BreedType.getDataloader(context), ids.breedId) : null,
        ids.specieId ? exists(SpeciesType.getDataloader(context), ids.specieId) : null,
        ids.genderId ? exists(GenderType.getDataloader(context), ids.genderId) : null,
      ]);
      const found = { breedId: breed, specieId: species, genderId: gender };
      for (const field of ['breedId', 'specieId', 'genderId'] as const) {
        if (ids[field] !== '' && !found[field]) errors.push({ path: `${pathPrefix(index)}${field}`, message: NOT_FOUND[field] });
      }
      if (breed && species && breed.specie.id !== species.id) errors.push({ path: `${pathPrefix(index)}breedId`, message: WRONG_SPECIE });
      return {
        name: pet.name,
        breed_id: ids.breedId ?? '',
        specie_id: ids.specieId ?? '',
        gender_id: ids.genderId ?? '',
        color: pet.color,
        date_of_birth: pet.dateOfBirth,
        weight: pet.weight ?? null,
        weight_unit: pet.weightUnit || undefined,
        problems: pet.problems ?? [],
        ...Object.fromEntries(PET_TEXT_DETAIL_KEYS.map((key) => [snakeCase(key), pet[key] ?? null])),
        image: pet.image || null,
      };
    }),
  );
  if (errors.length) throw new InputValidationError(errors[0]!.message, errors);
  return payloads;
}

/** A parent id that is not a PetParent's names nothing: the service answers "Select pet owner". */
const parentRawId = (id: string | number) => rawId(String(id), 'PetParent');

const AddPetsSuccess = builder.objectRef<{ pets: PetRecord[] }>('AddPetsSuccess').implement({
  fields: (t) => ({ pets: t.field({ type: [PetType], resolve: (payload) => payload.pets }) }),
});

builder.mutationField('addPets', (t) =>
  t.field({
    type: AddPetsSuccess,
    description: "Adds one or more pets for one parent in one transaction: all are saved or none. Needs 'Add new Pet'.",
    authScopes: { permission: ADD_PET },
    args: { input: t.arg({ type: AddPetsInput, required: true }) },
    errors: { types: PET_MUTATION_ERRORS, union: { name: 'AddPetsResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const pets = await petPayloads(context, input.pets, (index) => `pets.${index}.`);
        return { pets: await context.loaders.main.addPets({ parentId: parentRawId(input.parentId), pets }) };
      } catch (error) {
        throw petError(error);
      }
    },
  }),
);

const UpdatePetSuccess = builder.objectRef<{ pet: PetRecord }>('UpdatePetSuccess').implement({
  fields: (t) => ({ pet: t.field({ type: PetType, resolve: (payload) => payload.pet }) }),
});

builder.mutationField('updatePet', (t) =>
  t.field({
    type: UpdatePetSuccess,
    description: "Edits a pet's details. Needs 'Edit Pet Details'.",
    authScopes: { permission: EDIT_PET },
    args: { input: t.arg({ type: UpdatePetInput, required: true }) },
    errors: { types: PET_MUTATION_ERRORS, union: { name: 'UpdatePetResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'Pet', 'Pet');
        const [pet] = await petPayloads(context, [input], () => '');
        return { pet: await context.loaders.main.updatePet({ id, pet: { ...pet!, parent_id: parentRawId(input.parentId) } }) };
      } catch (error) {
        throw petError(error);
      }
    },
  }),
);

const DeletePetSuccess = builder.objectRef<{ deletedId: string }>('DeletePetSuccess').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

builder.mutationField('deletePet', (t) =>
  t.field({
    type: DeletePetSuccess,
    description: "Marks a pet deleted (its record is kept). Needs 'Delete Pet'.",
    authScopes: { permission: DELETE_PET },
    args: { input: t.arg({ type: DeletePetInput, required: true }) },
    errors: { types: PET_MUTATION_ERRORS, union: { name: 'DeletePetResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'Pet', 'Pet');
        await context.loaders.main.deletePet(id);
        return { deletedId: encodeGlobalID('Pet', id) };
      } catch (error) {
        throw petError(error);
      }
    },
  }),
);

const UploadPetImageInput = builder.inputType('UploadPetImageInput', {
  description: 'An image as a data URI (PNG, JPEG, GIF or WebP, at most 5 MB, 4096 × 4096 pixels and 16 megapixels).',
  fields: (t) => ({ name: t.string({ required: true }), type: t.string({ required: true }), dataUri: t.string({ required: true }) }),
});

const UploadPetImageSuccess = builder.objectRef<{ file: FileRecord }>('UploadPetImageSuccess').implement({
  fields: (t) => ({
    file: t.field({ type: FileType, resolve: (result) => result.file }),
    url: t.string({ description: "Send it as the pet's image with addPets or updatePet.", resolve: (result) => result.file.url }),
  }),
});

builder.mutationField('uploadPetImage', (t) =>
  t.field({
    type: UploadPetImageSuccess,
    description: "Stores a pet's picture. Needs 'Add new Pet' or 'Edit Pet Details'.",
    authScopes: { $any: { permission: ADD_PET, $any: { permission: EDIT_PET } } },
    args: { input: t.arg({ type: UploadPetImageInput, required: true }) },
    errors: { types: [InputValidationError, ForbiddenError], union: { name: 'UploadPetImageResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return { file: await context.loaders.main.uploadFile({ name: input.name, type: input.type, data_uri: input.dataUri, purpose: 'pet-image' }) };
      } catch (error) {
        throw petError(error);
      }
    },
  }),
);
