import { describe, expect, it } from 'vitest';
import { decisionsOf, decisionText, dosageText, formatCents, formatTaxRate, rowsOf, toItemInputs, type SavedPlanItem } from './planDocument';

const row = (id: string, kind: SavedPlanItem['kind'], extra: Partial<SavedPlanItem> = {}): SavedPlanItem => ({
  id,
  kind,
  catalogueId: `cat-${id}`,
  quantity: 1,
  selectedDosage: null,
  comment: '',
  removed: false,
  approved: true,
  ...extra,
});

describe('the treatment plan document', () => {
  it('prints cents as US dollars and the tax rate as a percentage', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatTaxRate(8.25)).toBe('8.25%');
    expect(formatTaxRate(7)).toBe('7%');
  });

  it("says 'Approved' or 'Declined' with the decision's date in MM/DD/YYYY", () => {
    const at = new Date(2025, 2, 4, 12).toISOString();
    expect(decisionText({ approved: true, approvedAt: at })).toBe('Approved, 03/04/2025');
    expect(decisionText({ approved: false, approvedAt: at })).toBe('Declined, 03/04/2025');
    expect(decisionText({ approved: false, approvedAt: null })).toBe('Declined');
  });

  it('groups the rows by kind and leaves removed rows out of the tables', () => {
    const items = [row('a', 'SERVICE'), row('b', 'DIAGNOSTIC'), row('c', 'SERVICE', { removed: true }), row('d', 'SERVICE')];
    expect(rowsOf(items, 'SERVICE').map((item) => item.id)).toEqual(['a', 'd']);
    expect(rowsOf(items, 'MEDICATION')).toEqual([]);
  });

  it('sends back every row, removed ones included, with only the decision changed', () => {
    const items = [
      row('a', 'MEDICATION', { quantity: 3, selectedDosage: { dosage: '10', unit: 'mg' }, comment: 'with food' }),
      row('b', 'SERVICE', { removed: true }),
      row('c', 'DIAGNOSTIC', { approved: false }),
    ];
    expect(toItemInputs(items, { a: false })).toEqual([
      { id: 'a', kind: 'MEDICATION', catalogueId: 'cat-a', quantity: 3, selectedDosage: { dosage: '10', unit: 'mg' }, comment: 'with food', removed: false, approved: false },
      { id: 'b', kind: 'SERVICE', catalogueId: 'cat-b', quantity: 1, selectedDosage: null, comment: '', removed: true, approved: true },
      { id: 'c', kind: 'DIAGNOSTIC', catalogueId: 'cat-c', quantity: 1, selectedDosage: null, comment: '', removed: false, approved: false },
    ]);
  });

  it('refuses to save a row of a kind it does not know rather than dropping it', () => {
    expect(() => toItemInputs([row('x', '%future added value')])).toThrow(/Reload the page/);
  });

  it('records a decision for each row shown, the changes given winning', () => {
    const items = [row('a', 'SERVICE'), row('b', 'SERVICE', { removed: true }), row('c', 'SERVICE', { approved: false })];
    expect(decisionsOf(items, { a: false })).toEqual([
      { itemId: 'a', approved: false },
      { itemId: 'c', approved: false },
    ]);
  });

  it("shows a dosage as 'dosage unit'", () => {
    expect(dosageText({ dosage: '10', unit: 'mg' })).toBe('10 mg');
    expect(dosageText(null)).toBe('');
  });
});
