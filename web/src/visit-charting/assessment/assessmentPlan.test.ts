import { describe, expect, it } from 'vitest';
import {
  addedMessage,
  addToPlan,
  MAX_PLAN_ROWS,
  newPlanRow,
  parseQuantity,
  planChanged,
  QUANTITY_MESSAGE,
  quantityErrors,
  rowIndexOfPath,
  toggleRemoved,
  toSaveInput,
  updateRow,
  workingPlanOf,
  type CatalogueRow,
  type SavedItem,
} from './assessmentPlan';

const catalogue = (overrides: Partial<CatalogueRow> & Pick<CatalogueRow, 'catalogueId' | 'name'>): CatalogueRow => ({
  kind: 'DIAGNOSTIC',
  code: `TX-${overrides.catalogueId}`,
  category: null,
  description: '',
  dosageOptions: [],
  doseInstructions: '',
  sideEffects: '',
  ...overrides,
});

const cbc = catalogue({ catalogueId: 'd1', name: 'Complete Blood Count (CBC)' });
const chem = catalogue({ catalogueId: 'd2', name: 'Chemistry Panel' });
const carprofen = catalogue({
  kind: 'MEDICATION',
  catalogueId: 'm1',
  code: 'MED-1',
  name: 'Carprofen',
  dosageOptions: [
    { dosage: '25', unit: 'mg tablet' },
    { dosage: '75', unit: 'mg tablet' },
  ],
});

const savedItem = (overrides: Partial<SavedItem> = {}): SavedItem => ({
  id: 'row-1',
  kind: 'MEDICATION',
  catalogueId: 'm1',
  code: 'MED-1',
  name: 'Carprofen',
  category: 'NSAID',
  description: '',
  dosageOptions: [{ dosage: '25', unit: 'mg tablet' }, { dosage: '75', unit: 'mg tablet' }],
  selectedDosage: { dosage: '75', unit: 'mg tablet' },
  doseInstructions: 'Once daily',
  directions: '',
  sideEffects: '',
  comment: '',
  quantity: 2,
  removed: false,
  approved: false,
  ai: false,
  ...overrides,
});

describe('adding catalogue rows to the plan (spec 002 section 4)', () => {
  it('adds new rows at the end with quantity 1, the first dosage and approved', () => {
    const outcome = addToPlan([], [cbc, carprofen]);
    expect(outcome.added).toEqual(['Complete Blood Count (CBC)', 'Carprofen']);
    expect(outcome.rows.map((row) => row.name)).toEqual(['Complete Blood Count (CBC)', 'Carprofen']);
    expect(outcome.rows[1]).toMatchObject({ id: null, quantity: '1', selectedDosage: { dosage: '25', unit: 'mg tablet' }, approved: true, removed: false });
    expect(outcome.rows[0]!.selectedDosage).toBeNull();
  });

  it('skips rows already present by catalogue id, else code, else name (any case)', () => {
    const { rows } = addToPlan([], [cbc]);
    const sameId = catalogue({ catalogueId: 'd1', code: 'OTHER', name: 'Other' });
    const sameCode = catalogue({ catalogueId: 'x', code: cbc.code, name: 'Renamed' });
    const sameName = catalogue({ catalogueId: 'y', code: 'TX-Y', name: ' complete blood count (cbc) ' });
    const outcome = addToPlan(rows, [sameId, sameCode, sameName, chem]);
    expect(outcome.skipped).toEqual(['Other', 'Renamed', ' complete blood count (cbc) ']);
    expect(outcome.added).toEqual(['Chemistry Panel']);
    expect(outcome.rows).toHaveLength(2);
  });

  it('skips a duplicate within the same batch', () => {
    const outcome = addToPlan([], [cbc, cbc]);
    expect(outcome.added).toEqual([cbc.name]);
    expect(outcome.skipped).toEqual([cbc.name]);
  });

  it('matches only within the same source table; medications and supplies share one', () => {
    const { rows } = addToPlan([], [cbc]);
    const serviceOfTheSameName = catalogue({ kind: 'SERVICE', catalogueId: 's1', code: 'SVC-1', name: cbc.name });
    expect(addToPlan(rows, [serviceOfTheSameName]).added).toEqual([cbc.name]);
    const withMedication = addToPlan([], [carprofen]).rows;
    const supplyOfTheSameName = catalogue({ kind: 'INVENTORY', catalogueId: 'i1', code: 'INV-1', name: 'carprofen' });
    expect(addToPlan(withMedication, [supplyOfTheSameName]).skipped).toEqual(['carprofen']);
  });

  it('restores a removed row asked for again instead of adding a second one', () => {
    const { rows } = addToPlan([], [cbc]);
    const removed = toggleRemoved(rows, rows[0]!.key);
    const outcome = addToPlan(removed, [cbc]);
    expect(outcome.added).toEqual([cbc.name]);
    expect(outcome.rows).toHaveLength(1);
    expect(outcome.rows[0]!.removed).toBe(false);
  });

  it('stops at the spec table size of 1000 rows', () => {
    const full = Array.from({ length: MAX_PLAN_ROWS }, (_, index) => newPlanRow(catalogue({ catalogueId: `d${index + 10}`, name: `Test ${index}` })));
    const outcome = addToPlan(full, [chem]);
    expect(outcome.overLimit).toEqual(['Chemistry Panel']);
    expect(outcome.rows).toHaveLength(MAX_PLAN_ROWS);
  });

  it("says 'name added' for one and 'n Type items added' for several", () => {
    expect(addedMessage(['Carprofen'], 'Medications')).toBe('Carprofen added');
    expect(addedMessage(['CBC', 'Chemistry Panel', 'Urinalysis'], 'Diagnostics')).toBe('3 Diagnostics items added');
    expect(addedMessage([], 'Services')).toBeNull();
  });
});

describe('quantity (spec 002 sections 5, 9: minimum 1, default 1)', () => {
  it('accepts whole numbers of at least 1 only', () => {
    expect(parseQuantity('1')).toBe(1);
    expect(parseQuantity(' 12 ')).toBe(12);
    for (const bad of ['0', '-1', '1.5', '', 'abc', '1e3']) expect(parseQuantity(bad), bad).toBeNull();
  });

  it("reports each row's bad quantity by its key", () => {
    const rows = addToPlan([], [cbc, chem]).rows;
    const edited = updateRow(rows, rows[1]!.key, { quantity: '0' });
    expect(quantityErrors(edited)).toEqual({ [rows[1]!.key]: QUANTITY_MESSAGE });
  });
});

describe('the saved plan and the save input', () => {
  it('loads a saved plan as it is, and an empty one with the default choice', () => {
    const plan = workingPlanOf({ items: [savedItem()], isClientAtClinic: false }, true);
    expect(plan.isClientAtClinic).toBe(false);
    expect(plan.rows[0]).toMatchObject({ id: 'row-1', key: 'row-1', quantity: '2', selectedDosage: { dosage: '75', unit: 'mg tablet' }, approved: false });
    expect(workingPlanOf(null, true)).toEqual({ rows: [], isClientAtClinic: true });
  });

  it('sends the whole list in order with ids for saved rows and never a price', () => {
    const loaded = workingPlanOf({ items: [savedItem({ removed: true })], isClientAtClinic: true }, true);
    const rows = addToPlan(loaded.rows, [cbc]).rows;
    const input = toSaveInput({ rows: updateRow(rows, rows[1]!.key, { comment: 'Fasted', quantity: '3' }), isClientAtClinic: false }, { visitId: 'v1', basedOnVersion: 4, visitModificationId: null });
    expect(input).toEqual({
      visitId: 'v1',
      basedOnVersion: 4,
      visitModificationId: null,
      isClientAtClinic: false,
      items: [
        // A medication sends its dose as typed (none: null, not checked); other kinds send none.
        { id: 'row-1', kind: 'MEDICATION', catalogueId: 'm1', quantity: 2, selectedDosage: { dosage: '75', unit: 'mg tablet' }, comment: '', removed: true, approved: false, doseMg: null, dosesPerDay: null },
        { kind: 'DIAGNOSTIC', catalogueId: 'd1', quantity: 3, selectedDosage: null, comment: 'Fasted', removed: false, approved: true },
      ],
    });
    expect(JSON.stringify(input)).not.toMatch(/price|cents|total/i);
  });

  it('omits basedOnVersion on the first save', () => {
    expect(toSaveInput({ rows: [], isClientAtClinic: true }, { visitId: 'v1', basedOnVersion: null, visitModificationId: 'm1' })).toEqual({
      visitId: 'v1',
      visitModificationId: 'm1',
      isClientAtClinic: true,
      items: [],
    });
  });

  it('knows when the plan differs from what it was loaded from', () => {
    const loaded = workingPlanOf({ items: [savedItem()], isClientAtClinic: true }, true);
    expect(planChanged(loaded, loaded)).toBe(false);
    expect(planChanged({ ...loaded, isClientAtClinic: false }, loaded)).toBe(true);
    expect(planChanged({ ...loaded, rows: toggleRemoved(loaded.rows, 'row-1') }, loaded)).toBe(true);
    expect(planChanged({ ...loaded, rows: updateRow(loaded.rows, 'row-1', { quantity: '3' }) }, loaded)).toBe(true);
    expect(planChanged({ ...loaded, rows: updateRow(loaded.rows, 'row-1', { selectedDosage: { dosage: '25', unit: 'mg tablet' } }) }, loaded)).toBe(true);
    expect(planChanged({ ...loaded, rows: updateRow(loaded.rows, 'row-1', { comment: 'x' }) }, loaded)).toBe(true);
    const dosed = updateRow(loaded.rows, 'row-1', { doseMg: '26', dosesPerDay: '2' });
    expect(planChanged({ ...loaded, rows: dosed }, loaded)).toBe(true);
    expect(toSaveInput({ rows: dosed, isClientAtClinic: true }, { visitId: 'v1', basedOnVersion: 1, visitModificationId: null }).items[0]).toMatchObject({ doseMg: 26, dosesPerDay: 2 });
    expect(planChanged({ ...loaded, rows: addToPlan(loaded.rows, [cbc]).rows }, loaded)).toBe(true);
  });

  it('finds the row a server field error names', () => {
    expect(rowIndexOfPath('items.3.quantity')).toBe(3);
    expect(rowIndexOfPath('items.0')).toBe(0);
    expect(rowIndexOfPath('isClientAtClinic')).toBeNull();
  });
});
