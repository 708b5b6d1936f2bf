// TreatmentPlanItem: one row of a treatment plan (spec 002 section 3 "Treatment plan item"): the
// catalogue item it was added from, the dosage chosen, the quantity, the prices the main service
// computed from the catalogue (integer cents) and the client's decision. TreatmentPlanTotals are
// the sums the service computed. Both are shared by the working plan, the signed plan and the
// public estimate.
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { DosageUnitType } from '../catalogues/catalogue-lookups.ts';
import { ITEM_KINDS, type TotalsRecord, type TreatmentPlanItemKind, type TreatmentPlanItemRecord } from './treatment-plan-wire.ts';

export { ITEM_KINDS };

export const TreatmentPlanItemKindEnum = builder.enumType('TreatmentPlanItemKind', {
  values: ITEM_KINDS,
  description: "DIAGNOSTIC: the catalogue's Diagnostics tab (treatments); SERVICE; MEDICATION; INVENTORY: an inventory supply.",
});

/** The GraphQL type of each kind's catalogue row (its global ids). */
export const CATALOGUE_TYPENAME: Record<TreatmentPlanItemKind, string> = {
  DIAGNOSTIC: 'Diagnostic',
  SERVICE: 'Service',
  MEDICATION: 'Medication',
  INVENTORY: 'InventorySupply',
};

/**
 * A row as a plan, a signed plan or an estimate shows it. A row keeps its id from the working plan
 * into every signature of it, so the row id alone names the row only within its plan; the
 * GraphQL `id` adds the plan (or signature) that holds it, so that clients caching by id (Relay,
 * Apollo) never mix a signed row with the working plan's.
 */
export interface PlacedTreatmentPlanItem extends TreatmentPlanItemRecord {
  /** 'TreatmentPlan:<plan id>' or 'SignedTreatmentPlan:<signature id>'. */
  holder: string;
}

export function placeItems(holder: string, items: TreatmentPlanItemRecord[]): PlacedTreatmentPlanItem[] {
  return items.map((item) => ({ ...item, holder }));
}

/**
 * The row id an input names: the item's GraphQL `id` (the holder is not needed: a save or a
 * decision is always about the working plan's rows) or the bare `rowId`.
 */
export function rowIdOfInput(id: string): string {
  try {
    const decoded = decodeGlobalID(id);
    if (decoded.typename === 'TreatmentPlanItem') return decoded.id.slice(decoded.id.lastIndexOf(':') + 1);
  } catch {
    // not a global id: a bare row id
  }
  return id;
}

export const TreatmentPlanItemType = builder.objectRef<PlacedTreatmentPlanItem>('TreatmentPlanItem').implement({
  description: 'A row of a treatment plan, priced by the server from the clinic catalogue (cents).',
  fields: (t) => ({
    id: t.id({
      description: 'Unique across plans and signatures (send it, or rowId, back with the next save or decision).',
      resolve: (item) => encodeGlobalID('TreatmentPlanItem', `${item.holder}:${item.id}`),
    }),
    rowId: t.id({
      description: "The row's id within its plan; a signed plan's rows keep the working plan's row ids.",
      resolve: (item) => item.id,
    }),
    kind: t.field({ type: TreatmentPlanItemKindEnum, resolve: (item) => item.kind }),
    catalogueId: t.id({
      description: 'Global id of the Diagnostic, Service, Medication or InventorySupply the row was added from.',
      resolve: (item) => encodeGlobalID(CATALOGUE_TYPENAME[item.kind], item.catalogueId),
    }),
    code: t.exposeString('code'),
    name: t.exposeString('name', { description: "'Unnamed Item' when the catalogue row has none." }),
    category: t.exposeString('category', { nullable: true }),
    description: t.exposeString('description'),
    dosageOptions: t.field({ type: [DosageUnitType], resolve: (item) => item.dosageOptions }),
    selectedDosage: t.field({ type: DosageUnitType, nullable: true, description: 'Defaults to the first dosage option.', resolve: (item) => item.selectedDosage }),
    doseInstructions: t.exposeString('doseInstructions'),
    directions: t.exposeString('directions'),
    sideEffects: t.exposeString('sideEffects'),
    comment: t.exposeString('comment', { description: 'The service or diagnostic comment from the edit drawer.' }),
    quantity: t.exposeInt('quantity'),
    unitPriceCents: t.exposeInt('unitPriceCents'),
    subtotalCents: t.exposeInt('subtotalCents', { description: 'Unit price × quantity.' }),
    taxCents: t.exposeInt('taxCents', { description: "Subtotal × the clinic's tax rate / 100, rounded half up to a cent, when the row is taxable." }),
    totalCents: t.exposeInt('totalCents'),
    taxable: t.exposeBoolean('taxable'),
    removed: t.exposeBoolean('removed', { description: 'Soft-removed: kept in the plan, restorable, left out of the totals.' }),
    approved: t.exposeBoolean('approved'),
    approvedAt: t.exposeString('approvedAt', { nullable: true, description: 'When the row was added or its decision last changed (ISO).' }),
    ai: t.exposeBoolean('ai', { description: 'Recommended by the AI (false until the AI issue).' }),
    aiReason: t.exposeString('aiReason', { nullable: true }),
    inHouse: t.exposeBoolean('inHouse', {
      description: "DIAGNOSTIC rows: an in-house test (the results step's 'Laboratory - In-house' tab); false for outside tests, other kinds and rows saved before.",
    }),
    labCode: t.exposeString('labCode', { nullable: true, description: "DIAGNOSTIC rows: the reference lab's test code; null for in-house tests and other kinds." }),
    doseMg: t.exposeFloat('doseMg', { nullable: true, description: 'MEDICATION rows: mg per dose as prescribed; null: no dose written (not checked).' }),
    dosesPerDay: t.exposeInt('dosesPerDay', { nullable: true, description: "MEDICATION rows: doses a day; null: the catalogue's frequency for the pet's species." }),
  }),
});

export const TreatmentPlanTotalsType = builder.objectRef<TotalsRecord>('TreatmentPlanTotals').implement({
  description: "Sums over the rows that count, in cents; taxRate is the clinic's rate in percent.",
  fields: (t) => ({
    subtotalCents: t.exposeInt('subtotalCents'),
    taxCents: t.exposeInt('taxCents'),
    totalCents: t.exposeInt('totalCents'),
    taxRate: t.exposeFloat('taxRate'),
  }),
});
