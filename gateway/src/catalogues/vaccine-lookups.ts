// VaccineCategory, Manufacturer and VaccineType: the clinic's lists a vaccine's selects offer
// (spec 000 section 7: /vaccine-category, /manufacturers, /vaccine-types), sorted by name.
// They are created with the clinic's standard lists; each is a node loadable by id.
import type { NamedLookupRecord, VaccineLookupKind } from './lookup-wire.ts';
import { builder } from '../builder.ts';
import { resolveServiceConnection } from '../connections.ts';
import { NotFoundError } from '../errors.ts';
import { READ_SCOPE } from './lookup-support.ts';

/** Each kind's list in the inventory loader table (loaders/inventory.ts). */
const LISTS = { categories: 'vaccineCategories', manufacturers: 'manufacturers', types: 'vaccineTypes' } as const satisfies Record<VaccineLookupKind, string>;

function vaccineLookup(typeName: string, kind: VaccineLookupKind, listField: string, description: string) {
  const type = builder.loadableNode(builder.objectRef<NamedLookupRecord>(typeName), {
    description,
    id: { resolve: (row) => row.id },
    load: (ids: string[], context) =>
      context.principal ? context.loaders.inventory[LISTS[kind]].byId.loadMany(ids) : Promise.resolve(ids.map(() => new NotFoundError('Not found.'))),
    fields: (t) => ({ name: t.exposeString('name') }),
  });
  builder.queryField(listField, (t) =>
    t.connection(
      {
        type,
        description: `${description} Sorted by name; search matches the name.`,
        authScopes: READ_SCOPE,
        args: { search: t.arg.string() },
        resolve: (_root, args, context) =>
          resolveServiceConnection(args, (window) => context.loaders.inventory[LISTS[kind]].list({ ...window, search: args.search })),
      },
      { name: `${typeName}Connection` },
      { name: `${typeName}Edge` },
    ),
  );
  return type;
}

export const VaccineCategoryType = vaccineLookup('VaccineCategory', 'categories', 'vaccineCategories', 'A vaccine category (e.g. Core).');
export const ManufacturerType = vaccineLookup('Manufacturer', 'manufacturers', 'manufacturers', 'A vaccine manufacturer.');
export const VaccineTypeType = vaccineLookup('VaccineType', 'types', 'vaccineTypes', 'A kind of vaccine (e.g. Modified Live).');
