// Inventory supply (spec 001 section 3, Inventory supply; section 5): the one written definition
// of an inventory item's fields, rules and messages. The inventory service validates POST/PUT
// /inventory-supplies with `inventorySupplyWire` / `inventorySupplyEditWire`, the gateway parses
// its answers with `inventorySupplyAnswer`, and the web's inventory form validates with
// `inventorySupplyForm` / `inventorySupplyEditForm` (docs/adding-a-field.md).
import { z } from 'zod/mini';
import { wire } from '../wire.ts';
import {
  answerId,
  answerText,
  CATALOGUE_MESSAGES,
  catalogueName,
  createdAt,
  dosageRows,
  dosageUnitsAnswer,
  longText,
  namedOrNull,
  optionalId,
  requiredLongText,
  specieIds,
  speciesList,
} from './catalogue-fields.ts';

/** The spec's REST names: the product type is `type_id`, the dose instructions `directions`. */
export const INVENTORY_SUPPLY_WIRE_NAMES = { productTypeId: 'type_id', doseInstructions: 'directions', dosageUnits: 'dosage_unit' } as const;

/** What the inventory form edits and POST /inventory-supplies takes. */
export const inventorySupplyShape = {
  name: catalogueName(CATALOGUE_MESSAGES.productName),
  productTypeId: optionalId,
  categoryId: optionalId,
  doseInstructions: longText,
  sideEffects: longText,
  dosageUnits: dosageRows,
  specieIds,
};
/** An edit also needs the dose instructions (spec 001 section 5). */
export const inventorySupplyEditShape = { ...inventorySupplyShape, doseInstructions: requiredLongText(CATALOGUE_MESSAGES.doseInstructions) };

export const inventorySupplyForm = z.object(inventorySupplyShape);
export const inventorySupplyEditForm = z.object(inventorySupplyEditShape);
export const inventorySupplyWire = wire(inventorySupplyShape, INVENTORY_SUPPLY_WIRE_NAMES);
export const inventorySupplyEditWire = wire(inventorySupplyEditShape, INVENTORY_SUPPLY_WIRE_NAMES);
export type InventorySupplyInput = z.output<typeof inventorySupplyWire>;

/** An inventory supply as the inventory service answers it: its type as `inventory_type{type}`, its category as `inventory_category{name}`. */
export const inventorySupplyAnswer = wire(
  {
    id: answerId,
    code: z.string(),
    name: z.string(),
    productType: namedOrNull,
    category: namedOrNull,
    doseInstructions: answerText,
    sideEffects: answerText,
    dosageUnits: dosageUnitsAnswer,
    species: speciesList,
    createdAt,
  },
  { ...INVENTORY_SUPPLY_WIRE_NAMES, productType: 'inventory_type', category: 'inventory_category' },
);
export type InventorySupply = z.output<typeof inventorySupplyAnswer>;
