// VaccineCategory, Manufacturer and VaccineType: the clinic's lists a vaccine's selects offer
// (spec 000 section 7: /vaccine-category, /manufacturers, /vaccine-types), sorted by name.
// They are created with the clinic's standard lists; each is a node loadable by id.
import type { NamedLookupRecord, VaccineLookupKind } from '../clients/inventory.ts';
import { builder } from '../builder.ts';
import { resolveServiceConnection } from '../connections.ts';
import { NotFoundError } from '../errors.ts';
import { READ_SCOPE } from './lookup-support.ts';

function vaccineLookup(typeName: string, kind: VaccineLookupKind, listField: string, description: string) {
  const type = builder.loadableNode(builder.objectRef<NamedLookupRecord>(typeName), {
    description,
    id: { resolve: (row) => row.id },
    load: async (ids: string[], context) => {
      if (!context.principal) return ids.map(() => new NotFoundError('Not found.'));
      const rows = await context.clients.inventory.vaccineLookup(kind).byIds(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? new NotFoundError('Not found.'));
    },
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
          resolveServiceConnection(args, (window) => context.clients.inventory.vaccineLookup(kind).list({ ...window, search: args.search })),
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
