// InventorySupply: the clinic's inventory & supplies (spec 001 sections 2.1 and 3) on the
// knowledge base's Inventory & Supplies tab, with product type, category, dose instructions
// (the service's `directions`, required on edit), species and Dosage & Unit rows. One upstream
// call per page; deleting goes by the code, as the spec says.
import { INVENTORY_SUPPLY_WIRE_NAMES } from '@vetchart/contracts/catalogues/inventory-supply';
import type { InventorySupplyRecord } from './catalogue-wire.ts';
import { builder } from '../builder.ts';
import { DosageUnitInput, DosageUnitType, InventoryCategoryType, InventoryTypeType } from './catalogue-lookups.ts';
import { catalogueConnection, catalogueMutations, inputPathsOf, loadByIds, optionalRawId, rawSpecieIds } from './catalogue-support.ts';
import { SpeciesType } from './species.ts';

export const InventorySupplyType = builder.loadableNode(builder.objectRef<InventorySupplyRecord>('InventorySupply'), {
  id: { resolve: (row) => row.id },
  load: loadByIds((context) => context.loaders.inventory.inventorySupplies),
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The short public code, e.g. INV-7QK2M9XD.' }),
    name: t.exposeString('name', { description: 'The product name.' }),
    productType: t.field({ type: InventoryTypeType, nullable: true, resolve: (row) => row.productType }),
    category: t.field({ type: InventoryCategoryType, nullable: true, resolve: (row) => row.category }),
    doseInstructions: t.exposeString('doseInstructions', { description: 'The dose instructions (directions).' }),
    sideEffects: t.exposeString('sideEffects'),
    dosageUnits: t.field({ type: [DosageUnitType], resolve: (row) => row.dosageUnits }),
    species: t.field({ type: [SpeciesType], resolve: (row) => row.species }),
    createdAt: t.exposeString('createdAt'),
  }),
});

catalogueConnection({
  type: InventorySupplyType,
  field: 'inventorySupplies',
  typeName: 'InventorySupply',
  description: "The clinic's inventory & supplies, newest first; search matches the name, code, type, category or dose instructions.",
  resource: (context) => context.loaders.inventory.inventorySupplies,
});

catalogueMutations({
  type: InventorySupplyType,
  typeName: 'InventorySupply',
  field: 'inventorySupply',
  what: 'Inventory item',
  inputFields: (t) => ({
    name: t.string({ required: true, description: 'The product name.' }),
    productTypeId: t.id({ required: false, description: 'An InventoryType id; empty or absent for none.' }),
    categoryId: t.id({ required: false, description: 'An InventoryCategory id; empty or absent for none.' }),
    doseInstructions: t.string({ required: false, description: 'Optional when adding, required when editing.' }),
    sideEffects: t.string({ required: false }),
    dosageUnits: t.field({ type: [DosageUnitInput], required: false }),
    specieIds: t.idList({ required: false }),
  }),
  payload: (input) => ({
    name: input.name,
    type_id: optionalRawId(input.productTypeId, 'InventoryType'),
    category_id: optionalRawId(input.categoryId, 'InventoryCategory'),
    directions: input.doseInstructions ?? '',
    side_effects: input.sideEffects ?? '',
    dosage_unit: input.dosageUnits ?? [],
    specie_ids: rawSpecieIds(input.specieIds),
  }),
  renames: inputPathsOf(INVENTORY_SUPPLY_WIRE_NAMES),
  resource: (context) => context.loaders.inventory.inventorySupplies,
  deleteKey: (row) => row.code,
});
