// The Assessment step's working plan (spec 002 sections 2.5, 4 "Adding and removing plan items",
// 5 and 9) as the browser holds it between saves: the rows loaded from the visit's treatment plan,
// adding catalogue rows with duplicates skipped, the soft remove toggle, the quantity rule, and
// the saveTreatmentPlan input they make. Prices are never held here: the server prices each row
// from the catalogue when the plan is saved.

export type PlanItemKind = 'DIAGNOSTIC' | 'SERVICE' | 'MEDICATION' | 'INVENTORY';

/** The spec's three source tables; medications and inventory supplies share the protocol block. */
export type PlanTable = 'Diagnostics' | 'Services' | 'Medications';

export const TABLE_OF: Record<PlanItemKind, PlanTable> = {
  DIAGNOSTIC: 'Diagnostics',
  SERVICE: 'Services',
  MEDICATION: 'Medications',
  INVENTORY: 'Medications',
};

export const KIND_LABELS: Record<PlanItemKind, string> = {
  DIAGNOSTIC: 'Diagnostic',
  SERVICE: 'Service',
  MEDICATION: 'Medication',
  INVENTORY: 'Inventory',
};

export const EMPTY_PLAN_TEXT = 'Treatments were not generated. Feel free to search and add as many as you need!';
export const QUANTITY_MESSAGE = 'Enter a whole quantity of at least 1.';
export const SAVE_PLAN_ERROR = 'Save Treatment Plan Error';
export const UPDATE_PLAN_ERROR = 'Update Treatment Plan Error';
/** The spec's table size for plan tables (section 9: no paging). */
export const MAX_PLAN_ROWS = 1000;

export interface Dosage {
  readonly dosage: string;
  readonly unit: string;
}

/** A catalogue row as the search offers it, before it is in the plan. */
export interface CatalogueRow {
  readonly kind: PlanItemKind;
  readonly catalogueId: string;
  readonly code: string;
  readonly name: string;
  readonly category: string | null;
  readonly description: string;
  readonly dosageOptions: ReadonlyArray<Dosage>;
  readonly doseInstructions: string;
  readonly sideEffects: string;
  /** Set when the AI suggested the row (aiSuggestions.ts): why, and from which source. */
  readonly aiReason?: string | null;
}

export interface PlanRow extends CatalogueRow {
  /** The row's id in the saved plan; null until the row's first save. */
  readonly id: string | null;
  /** Stable React key: the id, or a local one for a row not saved yet. */
  readonly key: string;
  readonly directions: string;
  readonly selectedDosage: Dosage | null;
  readonly comment: string;
  /** As typed; a whole number of at least 1 to save (QUANTITY_MESSAGE). */
  readonly quantity: string;
  /** MEDICATION rows, as typed: mg per dose ('' none: not checked) and doses a day ('' the catalogue's); docs/dose-check.md. */
  readonly doseMg: string;
  readonly dosesPerDay: string;
  readonly removed: boolean;
  readonly approved: boolean;
  /** Made by the AI recommendation (aiSuggestions.ts), with why and from which source. */
  readonly ai: boolean;
  readonly aiReason: string | null;
}

export interface WorkingPlan {
  readonly rows: ReadonlyArray<PlanRow>;
  readonly isClientAtClinic: boolean;
}

/** The fields of a saved plan item this module reads (TreatmentPlanItem in the schema). */
export interface SavedItem {
  readonly id: string;
  readonly kind: PlanItemKind | '%future added value';
  readonly catalogueId: string;
  readonly code: string;
  readonly name: string;
  readonly category: string | null | undefined;
  readonly description: string;
  readonly dosageOptions: ReadonlyArray<Dosage>;
  readonly selectedDosage: Dosage | null | undefined;
  readonly doseInstructions: string;
  readonly directions: string;
  readonly sideEffects: string;
  readonly comment: string;
  readonly quantity: number;
  readonly doseMg?: number | null;
  readonly dosesPerDay?: number | null;
  readonly removed: boolean;
  readonly approved: boolean;
  readonly ai: boolean;
  readonly aiReason?: string | null;
}

const isKind = (kind: string): kind is PlanItemKind => kind in TABLE_OF;

export function rowFromSaved(item: SavedItem): PlanRow | null {
  if (!isKind(item.kind)) return null;
  return {
    id: item.id,
    key: item.id,
    kind: item.kind,
    catalogueId: item.catalogueId,
    code: item.code,
    name: item.name,
    category: item.category ?? null,
    description: item.description,
    dosageOptions: item.dosageOptions.map(({ dosage, unit }) => ({ dosage, unit })),
    selectedDosage: item.selectedDosage ? { dosage: item.selectedDosage.dosage, unit: item.selectedDosage.unit } : null,
    doseInstructions: item.doseInstructions,
    directions: item.directions,
    sideEffects: item.sideEffects,
    comment: item.comment,
    quantity: String(item.quantity),
    doseMg: item.doseMg == null ? '' : String(item.doseMg),
    dosesPerDay: item.dosesPerDay == null ? '' : String(item.dosesPerDay),
    removed: item.removed,
    approved: item.approved,
    ai: item.ai,
    aiReason: item.aiReason ?? null,
  };
}

/** The working plan a saved plan loads into; a visit without one starts empty. */
export function workingPlanOf(saved: { items: ReadonlyArray<SavedItem>; isClientAtClinic: boolean } | null, defaultClientAtClinic: boolean): WorkingPlan {
  if (!saved) return { rows: [], isClientAtClinic: defaultClientAtClinic };
  return { rows: saved.items.flatMap((item) => rowFromSaved(item) ?? []), isClientAtClinic: saved.isClientAtClinic };
}

let localKeys = 0;

/**
 * A catalogue row as a new plan row: quantity 1, the first dosage option, approved (section 4, 5);
 * a row the AI suggested is marked AI and keeps its reason.
 */
export function newPlanRow(row: CatalogueRow): PlanRow {
  localKeys += 1;
  return {
    kind: row.kind,
    catalogueId: row.catalogueId,
    code: row.code,
    name: row.name,
    category: row.category,
    description: row.description,
    dosageOptions: row.dosageOptions,
    doseInstructions: row.doseInstructions,
    sideEffects: row.sideEffects,
    id: null,
    key: `new-${localKeys}`,
    directions: '',
    selectedDosage: row.dosageOptions[0] ?? null,
    comment: '',
    quantity: '1',
    doseMg: '',
    dosesPerDay: '',
    removed: false,
    approved: true,
    ai: Boolean(row.aiReason),
    aiReason: row.aiReason ?? null,
  };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether the plan already holds this catalogue row (section 4): the same catalogue id, else the
 * same code, else the same name, within the row's source table.
 */
export function findPresent(rows: ReadonlyArray<PlanRow>, candidate: CatalogueRow): PlanRow | undefined {
  const table = TABLE_OF[candidate.kind];
  const inTable = rows.filter((row) => TABLE_OF[row.kind] === table);
  return (
    inTable.find((row) => row.catalogueId === candidate.catalogueId) ??
    inTable.find((row) => row.code !== '' && row.code === candidate.code) ??
    inTable.find((row) => sameName(row.name, candidate.name))
  );
}

export interface AddOutcome {
  readonly rows: ReadonlyArray<PlanRow>;
  /** The names added (a removed row of the same item counts: it is restored). */
  readonly added: ReadonlyArray<string>;
  /** The names skipped because the plan already lists them. */
  readonly skipped: ReadonlyArray<string>;
  /** The names not added because the plan is at its size limit. */
  readonly overLimit: ReadonlyArray<string>;
}

/**
 * Adds catalogue rows at the end of the plan, skipping any already present (section 4). A
 * present row that was removed is restored instead, since the person asked for it again.
 */
export function addToPlan(rows: ReadonlyArray<PlanRow>, candidates: ReadonlyArray<CatalogueRow>): AddOutcome {
  let next = [...rows];
  const added: string[] = [];
  const skipped: string[] = [];
  const overLimit: string[] = [];
  for (const candidate of candidates) {
    const present = findPresent(next, candidate);
    if (present?.removed) {
      next = next.map((row) => (row === present ? { ...row, removed: false } : row));
      added.push(present.name);
    } else if (present) {
      skipped.push(candidate.name);
    } else if (next.length >= MAX_PLAN_ROWS) {
      overLimit.push(candidate.name);
    } else {
      next.push(newPlanRow(candidate));
      added.push(candidate.name);
    }
  }
  return { rows: next, added, skipped, overLimit };
}

/** The notice after adding (section 4): 'name added' for one, 'n Type items added' for several. */
export function addedMessage(added: ReadonlyArray<string>, table: PlanTable): string | null {
  if (added.length === 0) return null;
  if (added.length === 1) return `${added[0]} added`;
  return `${added.length} ${table} items added`;
}

export function toggleRemoved(rows: ReadonlyArray<PlanRow>, key: string): ReadonlyArray<PlanRow> {
  return rows.map((row) => (row.key === key ? { ...row, removed: !row.removed } : row));
}

export function updateRow(rows: ReadonlyArray<PlanRow>, key: string, change: Partial<Pick<PlanRow, 'quantity' | 'selectedDosage' | 'comment' | 'doseMg' | 'dosesPerDay'>>): ReadonlyArray<PlanRow> {
  return rows.map((row) => (row.key === key ? { ...row, ...change } : row));
}

export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
}

/** Each row's quantity error by row key (section 5: minimum 1). */
export function quantityErrors(rows: ReadonlyArray<PlanRow>): Record<string, string> {
  return Object.fromEntries(rows.filter((row) => parseQuantity(row.quantity) === null).map((row) => [row.key, QUANTITY_MESSAGE]));
}

export interface SaveItemInput {
  id?: string;
  kind: PlanItemKind;
  catalogueId: string;
  quantity: number;
  selectedDosage?: Dosage | null;
  comment?: string;
  removed: boolean;
  approved: boolean;
  ai?: boolean;
  aiReason?: string | null;
  doseMg?: number | null;
  dosesPerDay?: number | null;
}

/** A dose figure as typed: '' is none; anything else is sent as a number for the server to judge. */
const doseNumber = (text: string) => (text.trim() === '' ? null : Number(text));

function toItemInput(row: PlanRow): SaveItemInput {
  return {
    // A saved row keeps its AI mark on the server; a new AI-made row says so, and why.
    ...(row.id ? { id: row.id } : row.ai ? { ai: true, aiReason: row.aiReason } : {}),
    kind: row.kind,
    catalogueId: row.catalogueId,
    quantity: parseQuantity(row.quantity) ?? 1,
    selectedDosage: row.selectedDosage ? { dosage: row.selectedDosage.dosage, unit: row.selectedDosage.unit } : null,
    comment: row.comment,
    removed: row.removed,
    approved: row.approved,
    ...(row.kind === 'MEDICATION' ? { doseMg: doseNumber(row.doseMg), dosesPerDay: doseNumber(row.dosesPerDay) } : {}),
  };
}

/** The saveTreatmentPlan input: the whole list in order, never a price (the server prices it). */
export function toSaveInput(plan: WorkingPlan, options: { visitId: string; basedOnVersion: number | null; visitModificationId: string | null }) {
  return {
    visitId: options.visitId,
    ...(options.basedOnVersion === null ? {} : { basedOnVersion: options.basedOnVersion }),
    visitModificationId: options.visitModificationId,
    isClientAtClinic: plan.isClientAtClinic,
    items: plan.rows.map(toItemInput),
  };
}

/** Whether the working plan differs from what it was loaded from (what a save would send). */
export function planChanged(current: WorkingPlan, loaded: WorkingPlan): boolean {
  if (current.isClientAtClinic !== loaded.isClientAtClinic || current.rows.length !== loaded.rows.length) return true;
  return current.rows.some((row, index) => {
    const before = loaded.rows[index]!;
    return (
      row.key !== before.key ||
      row.quantity.trim() !== before.quantity.trim() ||
      row.removed !== before.removed ||
      row.comment !== before.comment ||
      row.doseMg.trim() !== before.doseMg.trim() ||
      row.dosesPerDay.trim() !== before.dosesPerDay.trim() ||
      row.selectedDosage?.dosage !== before.selectedDosage?.dosage ||
      row.selectedDosage?.unit !== before.selectedDosage?.unit
    );
  });
}

/** The row index a server field error names (items.<index>.<field>), if any. */
export function rowIndexOfPath(path: string): number | null {
  const match = /^items\.(\d+)(?:\.|$)/.exec(path);
  return match ? Number(match[1]) : null;
}

export const dosageLabel = (dosage: Dosage | null) => (dosage ? `${dosage.dosage} ${dosage.unit}` : '-');

/** The dosage option's value in a <select>: its index among the row's options. */
export const dosageKey = (options: ReadonlyArray<Dosage>, dosage: Dosage | null) =>
  dosage ? String(options.findIndex((option) => option.dosage === dosage.dosage && option.unit === dosage.unit)) : '';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatCents = (cents: number) => usd.format(cents / 100);
