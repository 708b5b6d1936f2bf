// Service: the clinic's services (spec 001 sections 2.1 and 3) on the knowledge base's Services
// tab: name, category, description, cost in dollars (0 when left out, rounded to 2 decimals),
// the Yes/No tax flag, a comment and species. One upstream call per page; deleting goes by id,
// as the spec says.
import type { ServiceRecord } from './catalogue-wire.ts';
import { builder } from '../builder.ts';
import { ServiceCategoryType } from './catalogue-lookups.ts';
import { catalogueConnection, catalogueMutations, loadByIds, optionalRawId, rawSpecieIds } from './catalogue-support.ts';
import { SpeciesType } from './species.ts';

export const ServiceType = builder.loadableNode(builder.objectRef<ServiceRecord>('Service'), {
  id: { resolve: (row) => row.id },
  load: loadByIds((context) => context.loaders.inventory.services),
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The short public code, e.g. SVC-7QK2M9XD.' }),
    name: t.exposeString('name'),
    category: t.field({ type: ServiceCategoryType, nullable: true, resolve: (row) => row.category }),
    description: t.exposeString('description'),
    cost: t.exposeString('cost', { description: 'US dollars with 2 decimals, e.g. "58.00".' }),
    tax: t.exposeBoolean('tax', { description: 'Whether tax applies (shown as Yes / No).' }),
    comment: t.exposeString('comment'),
    species: t.field({ type: [SpeciesType], resolve: (row) => row.species }),
    createdAt: t.exposeString('createdAt'),
  }),
});

catalogueConnection({
  type: ServiceType,
  field: 'services',
  typeName: 'Service',
  description: "The clinic's services, newest first; search matches the name, code, category or description.",
  resource: (context) => context.loaders.inventory.services,
});

catalogueMutations({
  type: ServiceType,
  typeName: 'Service',
  field: 'service',
  what: 'Service',
  inputFields: (t) => ({
    name: t.string({ required: true }),
    categoryId: t.id({ required: false, description: 'A ServiceCategory id; empty or absent for none.' }),
    description: t.string({ required: false }),
    cost: t.string({ required: false, description: 'US dollars; 0 when empty, rounded to 2 decimals.' }),
    tax: t.boolean({ required: false, description: 'Yes (true) or No (false, the default).' }),
    comment: t.string({ required: false }),
    specieIds: t.idList({ required: false }),
  }),
  payload: (input) => ({
    name: input.name,
    category_id: optionalRawId(input.categoryId, 'ServiceCategory'),
    description: input.description ?? '',
    cost: input.cost ?? '',
    tax: input.tax ?? false,
    comment: input.comment ?? '',
    specie_ids: rawSpecieIds(input.specieIds),
  }),
  resource: (context) => context.loaders.inventory.services,
  deleteKey: (row) => row.id,
});
