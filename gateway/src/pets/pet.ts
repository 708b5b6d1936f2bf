// Pet: a clinic's patient (spec 001 section 3, Pet) on the Pets tab and the pet profile. The main
// service owns the pet; its parent, breed, species and gender come through DataLoaders (one
// upstream call per type, whatever the number of pets), its color inline from main.
import { PET_TEXT_DETAILS, PET_TEXT_DETAIL_KEYS } from '@vetchart/contracts/pets/pet';
import type { PetRecord } from './pet-wire.ts';
import { builder } from '../builder.ts';
import { BreedType } from '../catalogues/breed.ts';
import { GenderType } from '../catalogues/gender.ts';
import { SpeciesType } from '../catalogues/species.ts';
import { resolveServiceConnection } from '../connections.ts';
import type { GatewayContext } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { PetParentType } from './pet-parent.ts';
import { READ_SCOPE } from './pet-support.ts';

/** A lookup row deleted since the pet was saved reads as none, not as an error. */
async function loadOrNull<T>(loader: { load(id: string): Promise<T> }, id: string): Promise<T | null> {
  try {
    return await loader.load(id);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export const PetType = builder.loadableNode(builder.objectRef<PetRecord>('Pet'), {
  id: { resolve: (pet) => pet.id },
  load: (ids: string[], context: GatewayContext) =>
    context.principal ? context.loaders.main.pet.loadMany(ids) : Promise.resolve(ids.map(() => new NotFoundError('Not found.'))),
  fields: (t) => ({
    name: t.exposeString('name'),
    image: t.exposeString('image', { nullable: true, description: "The picture's URL; none means the generic placeholder." }),
    dateOfBirth: t.exposeString('dateOfBirth', { description: 'MM/DD/YYYY (as the spec sends it).' }),
    dateOfBirthIso: t.exposeString('dateOfBirthIso', { description: 'The date of birth as YYYY-MM-DD.' }),
    weight: t.exposeFloat('weight'),
    weightUnit: t.exposeString('weightUnit', { description: 'lb(s) or kg(s).' }),
    color: t.exposeString('color'),
    problems: t.exposeStringList('problems', { description: 'The problem list, by name.' }),
    // The pet's optional free-text details, one nullable String each, as the contract lists them.
    ...Object.fromEntries(
      PET_TEXT_DETAIL_KEYS.map((key) => [key, t.exposeString(key, { nullable: true, description: PET_TEXT_DETAILS[key].description })]),
    ),
    source: t.exposeString('source', { description: "Where the pet comes from: 'vea' for the product's own, else the practice system." }),
    sourceId: t.exposeString('sourceId', { nullable: true }),
    canSync: t.boolean({
      description: 'The pet can be synced from a practice system: it came from one (the pets table shows Sync, which updates it and opens it).',
      resolve: (pet) => pet.canSync || (pet.source !== 'vea' && pet.sourceId !== null),
    }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
    // The relations through the request's loaders directly, not through each type's own loader in
    // front of them: one batch per type instead of two in a row (about 0.1 ms less CPU for a pets
    // page). An anonymous caller (a public link) reaches no service.
    parent: t.field({ type: PetParentType, resolve: (pet, _args, context) => (context.principal ? context.loaders.main.petParent.load(pet.parentId) : Promise.reject(new NotFoundError('Not found.'))) }),
    breed: t.field({ type: BreedType, nullable: true, resolve: (pet, _args, context) => (context.principal ? loadOrNull(context.loaders.inventory.breeds.byId, pet.breedId) : null) }),
    species: t.field({ type: SpeciesType, nullable: true, resolve: (pet, _args, context) => (context.principal ? loadOrNull(context.loaders.inventory.species.byId, pet.specieId) : null) }),
    gender: t.field({ type: GenderType, nullable: true, resolve: (pet, _args, context) => (context.principal ? loadOrNull(context.loaders.inventory.genders.byId, pet.genderId) : null) }),
  }),
});

builder.queryField('pets', (t) =>
  t.connection(
    {
      type: PetType,
      description: "The clinic's pets, newest first; search matches the pet's name, its owner's name or a problem.",
      authScopes: READ_SCOPE,
      args: { search: t.arg.string() },
      resolve: (_root, args, context) => resolveServiceConnection(args, (window) => context.loaders.main.pets({ ...window, search: args.search })),
    },
    { name: 'PetConnection' },
    { name: 'PetEdge' },
  ),
);

builder.objectField(PetParentType, 'pets', (t) =>
  t.connection(
    {
      type: PetType,
      description: "The parent's pets, newest first.",
      args: { search: t.arg.string() },
      resolve: (parent, args, context) =>
        resolveServiceConnection(args, (window) => context.loaders.main.pets({ ...window, search: args.search, parentId: parent.id })),
    },
    { name: 'PetParentPetsConnection' },
    { name: 'PetParentPetsEdge' },
  ),
);
