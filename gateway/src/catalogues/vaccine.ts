// Vaccine: the clinic's vaccines (spec 000 section 3, spec 001 sections 2.1 and 3) with their
// species, category, manufacturer and type, on the knowledge base's Vaccines tab. The service
// sends those with each vaccine, so a list costs one upstream call whatever its length.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { VACCINE_WIRE_NAMES } from '@vetchart/contracts/catalogues/vaccine';
import type { VaccinePayload, VaccineRecord } from './lookup-wire.ts';
import { builder } from '../builder.ts';
import { resolveServiceConnection } from '../connections.ts';
import { NotFoundError } from '../errors.ts';
import { inputPathsOf, rawSpecieIds } from './catalogue-support.ts';
import { LOOKUP_MUTATION_ERRORS, READ_SCOPE, WRITE_SCOPE, lookupError, rawId, requireRawId } from './lookup-support.ts';
import { SpeciesType } from './species.ts';
import { ManufacturerType, VaccineCategoryType, VaccineTypeType } from './vaccine-lookups.ts';

export const VaccineType = builder.loadableNode(builder.objectRef<VaccineRecord>('Vaccine'), {
  id: { resolve: (vaccine) => vaccine.id },
  load: (ids: string[], context) =>
    context.principal ? context.loaders.inventory.vaccines.byId.loadMany(ids) : Promise.resolve(ids.map(() => new NotFoundError('Not found.'))),
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The short public code, e.g. VAC-7QK2M9XD.' }),
    name: t.exposeString('name', { description: 'The product name.' }),
    species: t.field({ type: [SpeciesType], resolve: (vaccine) => vaccine.species }),
    category: t.field({ type: VaccineCategoryType, resolve: (vaccine) => vaccine.category }),
    manufacturer: t.field({ type: ManufacturerType, resolve: (vaccine) => vaccine.manufacturer }),
    vaccineType: t.field({ type: VaccineTypeType, resolve: (vaccine) => vaccine.vaccineType }),
    application: t.exposeString('application', { description: 'Injectable, Oral or Nasal.' }),
    unit: t.exposeString('unit'),
    dosage: t.exposeString('dosage', { description: '0.5ml or 1ml.' }),
    volume: t.exposeInt('volume', { description: '5, 10, 25 or 50.' }),
    cost: t.exposeString('cost', { description: 'US dollars with 2 decimals, e.g. "18.50".' }),
    createdAt: t.exposeString('createdAt'),
  }),
});

builder.queryField('vaccines', (t) =>
  t.connection(
    {
      type: VaccineType,
      description: "The clinic's vaccines, newest first; search matches the name, code, category, manufacturer or type.",
      authScopes: READ_SCOPE,
      args: { search: t.arg.string() },
      resolve: (_root, args, context) =>
        resolveServiceConnection(args, (window) => context.loaders.inventory.vaccines.list({ ...window, search: args.search })),
    },
    { name: 'VaccineConnection' },
    { name: 'VaccineEdge' },
  ),
);

const VaccineSuccess = (name: string) =>
  builder.objectRef<{ vaccine: VaccineRecord }>(name).implement({
    fields: (t) => ({ vaccine: t.field({ type: VaccineType, resolve: (payload) => payload.vaccine }) }),
  });

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

// Empty strings are allowed through so that the service answers with the spec's messages.
const vaccineFields = (t: PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>) => ({
  name: t.string({ required: true }),
  specieIds: t.idList({ required: true, description: 'Species ids; may be empty.' }),
  categoryId: t.id({ required: true }),
  manufacturerId: t.id({ required: true }),
  vaccineTypeId: t.id({ required: true }),
  application: t.string({ required: true, description: 'Injectable, Oral or Nasal.' }),
  unit: t.string({ required: true }),
  dosage: t.string({ required: true, description: '0.5ml or 1ml.' }),
  volume: t.int({ required: true, description: '5, 10, 25 or 50.' }),
  cost: t.string({ required: true, description: 'US dollars, at most 2 decimals (e.g. "18.50").' }),
});

const AddVaccineInput = builder.inputType('AddVaccineInput', { fields: (t) => vaccineFields(t) });
const UpdateVaccineInput = builder.inputType('UpdateVaccineInput', { fields: (t) => ({ id: t.id({ required: true }), ...vaccineFields(t) }) });
const DeleteVaccineInput = builder.inputType('DeleteVaccineInput', { fields: (t) => ({ id: t.id({ required: true }) }) });

/** The input as the service's JSON: the contract's names (the service answers the spec's messages for what it refuses). */
const vaccinePayload = (input: typeof AddVaccineInput.$inferInput): VaccinePayload => ({
  name: input.name,
  specie_ids: rawSpecieIds(input.specieIds),
  category_id: rawId(String(input.categoryId), 'VaccineCategory'),
  manufacturers_id: rawId(String(input.manufacturerId), 'Manufacturer'),
  vaccine_type_id: rawId(String(input.vaccineTypeId), 'VaccineType'),
  application: input.application,
  unit: input.unit,
  dosage: input.dosage,
  volume: input.volume,
  cost: input.cost,
});

const RENAMES = inputPathsOf(VACCINE_WIRE_NAMES);

builder.mutationField('addVaccine', (t) =>
  t.field({
    type: VaccineSuccess('AddVaccineSuccess'),
    authScopes: WRITE_SCOPE,
    args: { input: t.arg({ type: AddVaccineInput, required: true }) },
    errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: 'AddVaccineResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return { vaccine: await context.loaders.inventory.vaccines.add(vaccinePayload(input)) };
      } catch (error) {
        throw lookupError(error, RENAMES);
      }
    },
  }),
);

builder.mutationField('updateVaccine', (t) =>
  t.field({
    type: VaccineSuccess('UpdateVaccineSuccess'),
    authScopes: WRITE_SCOPE,
    args: { input: t.arg({ type: UpdateVaccineInput, required: true }) },
    errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: 'UpdateVaccineResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'Vaccine', 'Vaccine');
        return { vaccine: await context.loaders.inventory.vaccines.update({ id, payload: vaccinePayload(input) }) };
      } catch (error) {
        throw lookupError(error, RENAMES);
      }
    },
  }),
);

const DeleteVaccineSuccess = builder.objectRef<{ deletedId: string }>('DeleteVaccineSuccess').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

builder.mutationField('deleteVaccine', (t) =>
  t.field({
    type: DeleteVaccineSuccess,
    authScopes: WRITE_SCOPE,
    args: { input: t.arg({ type: DeleteVaccineInput, required: true }) },
    errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: 'DeleteVaccineResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'Vaccine', 'Vaccine');
        await context.loaders.inventory.vaccines.remove(id);
        return { deletedId: encodeGlobalID('Vaccine', id) };
      } catch (error) {
        throw lookupError(error);
      }
    },
  }),
);
