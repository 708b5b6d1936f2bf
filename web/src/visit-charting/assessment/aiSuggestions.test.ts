import { describe, expect, it } from 'vitest';
import { addToPlan, findPresent, MAX_PLAN_ROWS, newPlanRow, toggleRemoved, toSaveInput, type CatalogueRow } from './assessmentPlan';
import { aiCatalogueRow, aiReasonOf, MAX_AI_REASON, NO_SUGGESTIONS, suggestionsByTable, suggestionsToAdd, unionOfSuggestions, type AiSuggestionData, type SuggestionsByTable } from './aiSuggestions';

const suggestion = (overrides: Partial<AiSuggestionData> & Pick<AiSuggestionData, 'catalogueId' | 'name'>): AiSuggestionData => ({
  kind: 'DIAGNOSTIC',
  code: `TX-${overrides.catalogueId}`,
  category: null,
  description: '',
  dosageOptions: [],
  doseInstructions: '',
  sideEffects: '',
  reason: 'Suggested for vomiting',
  source: { type: 'RULE', id: null, label: 'Vomiting work-up', matchedText: 'vomiting' },
  ...overrides,
});

const cbc = suggestion({ catalogueId: 'd1', name: 'Complete Blood Count (CBC)' });
const chem = suggestion({ catalogueId: 'd2', name: 'Chemistry Panel', source: { type: 'KNOWLEDGE_BASE', id: 'kb1', label: 'Vomiting dog', matchedText: 'vomiting twice' } });
const exam = suggestion({ kind: 'SERVICE', catalogueId: 's1', name: 'Sick Exam', source: { type: 'CATALOGUE', id: 's1', label: 'Sick Exam', matchedText: null } });
const maropitant = suggestion({ kind: 'MEDICATION', catalogueId: 'm1', code: 'MED-1', name: 'Maropitant', dosageOptions: [{ dosage: '16', unit: 'mg tablet' }] });

const recommendations = (lists: Partial<Record<'diagnostics' | 'services' | 'medications', AiSuggestionData[]>>, enabled = true) => ({
  enabled,
  diagnostics: lists.diagnostics ?? [],
  services: lists.services ?? [],
  medications: lists.medications ?? [],
});

const catalogueRow = (overrides: Partial<CatalogueRow> & Pick<CatalogueRow, 'catalogueId' | 'name'>): CatalogueRow => ({
  kind: 'DIAGNOSTIC',
  code: `TX-${overrides.catalogueId}`,
  category: null,
  description: '',
  dosageOptions: [],
  doseInstructions: '',
  sideEffects: '',
  ...overrides,
});

describe('the suggestions of each block (spec 002 section 4)', () => {
  it('puts each suggestion in its source table in the server order, with its reason and source', () => {
    const tables = suggestionsByTable(recommendations({ diagnostics: [cbc, chem], services: [exam], medications: [maropitant] }));
    expect(tables.Diagnostics.map((row) => row.name)).toEqual(['Complete Blood Count (CBC)', 'Chemistry Panel']);
    expect(tables.Services.map((row) => row.name)).toEqual(['Sick Exam']);
    expect(tables.Medications[0]).toMatchObject({ kind: 'MEDICATION', reason: 'Suggested for vomiting', source: { type: 'RULE', id: null, label: 'Vomiting work-up', matchedText: 'vomiting' } });
  });

  it('gives none when Smart Recommendations are off, or there is no answer', () => {
    expect(suggestionsByTable(recommendations({ diagnostics: [cbc] }, false))).toEqual(NO_SUGGESTIONS);
    expect(suggestionsByTable(null)).toEqual(NO_SUGGESTIONS);
  });

  it('lists a catalogue row once per table, and a medication once by product name', () => {
    const supplyOfTheSameId = suggestion({ kind: 'INVENTORY', catalogueId: 'm1', name: 'Other name' });
    const sameProductName = suggestion({ kind: 'MEDICATION', catalogueId: 'm2', name: ' maropitant ' });
    const serviceOfTheSameId = suggestion({ kind: 'SERVICE', catalogueId: 'd1', name: 'A service' });
    const tables = suggestionsByTable(recommendations({ diagnostics: [cbc, cbc], services: [serviceOfTheSameId], medications: [maropitant, supplyOfTheSameId, sameProductName] }));
    expect(tables.Diagnostics).toHaveLength(1);
    // The same id in another table is another catalogue row.
    expect(tables.Services.map((row) => row.name)).toEqual(['A service']);
    expect(tables.Medications.map((row) => row.name)).toEqual(['Maropitant']);
  });

  it('leaves out kinds and source types this build does not know', () => {
    const future = suggestion({ kind: '%future added value', catalogueId: 'f1', name: 'Future' });
    const futureSource = suggestion({ catalogueId: 'f2', name: 'Future source', source: { type: '%future added value', id: null, label: '', matchedText: null } });
    expect(suggestionsByTable(recommendations({ diagnostics: [future, futureSource, cbc] })).Diagnostics.map((row) => row.name)).toEqual([cbc.name]);
  });

  it("lists two answers together for the AI prompt's Append, each row once, the first answer's first", () => {
    const first = suggestionsByTable(recommendations({ diagnostics: [cbc], services: [exam] }));
    const second = suggestionsByTable(recommendations({ diagnostics: [chem, { ...cbc, reason: 'again' }], medications: [maropitant] }));
    const union = unionOfSuggestions(first, second);
    expect(union.Diagnostics.map((row) => [row.name, row.reason])).toEqual([
      ['Complete Blood Count (CBC)', 'Suggested for vomiting'],
      ['Chemistry Panel', 'Suggested for vomiting'],
    ]);
    expect(union.Services.map((row) => row.name)).toEqual(['Sick Exam']);
    expect(union.Medications.map((row) => row.name)).toEqual(['Maropitant']);
  });

  it('says why and from where in the reason an AI-made row keeps', () => {
    const [row] = suggestionsByTable(recommendations({ diagnostics: [chem] })).Diagnostics;
    expect(aiReasonOf(row!)).toBe('Suggested for vomiting (Knowledge-base entry "Vomiting dog"; matched "vomiting twice")');
    const [catalogue] = suggestionsByTable(recommendations({ services: [exam] })).Services;
    expect(aiReasonOf(catalogue!)).toBe('Suggested for vomiting (Catalogue entry "Sick Exam")');
  });
});

describe('adding suggestions to the plan: suggested, not added (issue 27)', () => {
  const tables = (): SuggestionsByTable => suggestionsByTable(recommendations({ diagnostics: [cbc, chem], services: [exam], medications: [maropitant] }));
  const inPlanOf = (rows: ReturnType<typeof addToPlan>['rows']) => (row: CatalogueRow) => findPresent(rows, row)?.removed === false;

  it('adds one suggestion as an AI-made row with its reason, a new row to be saved', () => {
    const { rows, added } = addToPlan([], [aiCatalogueRow(tables().Medications[0]!)]);
    expect(added).toEqual(['Maropitant']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ai: true, id: null, approved: true, removed: false, quantity: '1', selectedDosage: { dosage: '16', unit: 'mg tablet' }, aiReason: 'Suggested for vomiting (Rule "Vomiting work-up"; matched "vomiting")' });
  });

  it("'Add all' adds the block's suggestions the plan does not list, in the block's order, keeping the person's row", () => {
    const own = addToPlan([], [catalogueRow({ catalogueId: 'd1', name: 'CBC (own)' })]).rows;
    const changed = [{ ...own[0]!, quantity: '3' }];
    const toAdd = suggestionsToAdd(tables().Diagnostics, inPlanOf(changed));
    expect(toAdd.map((row) => row.name)).toEqual(['Chemistry Panel']);
    const { rows } = addToPlan(changed, toAdd.map(aiCatalogueRow));
    expect(rows.map((row) => [row.name, row.quantity, row.ai])).toEqual([
      ['CBC (own)', '3', false],
      ['Chemistry Panel', '1', true],
    ]);
    // Everything added: nothing is left to add.
    expect(suggestionsToAdd(tables().Diagnostics, inPlanOf(rows))).toEqual([]);
  });

  it('offers a removed row again, and adding it restores the row', () => {
    const { rows } = addToPlan([], [aiCatalogueRow(tables().Diagnostics[0]!)]);
    const removed = toggleRemoved(rows, rows[0]!.key);
    expect(suggestionsToAdd(tables().Diagnostics, inPlanOf(removed)).map((row) => row.name)).toEqual(['Complete Blood Count (CBC)', 'Chemistry Panel']);
    const restored = addToPlan(removed, [aiCatalogueRow(tables().Diagnostics[0]!)]).rows;
    expect(restored).toHaveLength(1);
    expect(restored[0]!.removed).toBe(false);
  });

  it('treats the same catalogue id in another table as another row', () => {
    const own = addToPlan([], [catalogueRow({ kind: 'SERVICE', catalogueId: 'd1', name: 'Service d1' })]).rows;
    expect(suggestionsToAdd(tables().Diagnostics, inPlanOf(own)).map((row) => row.name)).toContain('Complete Blood Count (CBC)');
  });

  it('never grows the plan past its size limit', () => {
    const full = Array.from({ length: MAX_PLAN_ROWS - 1 }, (_, index) => newPlanRow(catalogueRow({ catalogueId: `x${index}`, name: `Row ${index}` })));
    const outcome = addToPlan(full, suggestionsToAdd(tables().Diagnostics, inPlanOf(full)).map(aiCatalogueRow));
    expect(outcome.rows).toHaveLength(MAX_PLAN_ROWS);
    expect(outcome.overLimit).toEqual(['Chemistry Panel']);
  });

  it('saves AI-made rows by catalogue id with their mark and reason, never with a price', () => {
    const all = [...tables().Diagnostics, ...tables().Services, ...tables().Medications].map(aiCatalogueRow);
    const input = toSaveInput({ rows: addToPlan([], all).rows, isClientAtClinic: true }, { visitId: 'v1', basedOnVersion: null, visitModificationId: null });
    expect(input.items.map((item) => item.catalogueId)).toEqual(['d1', 'd2', 's1', 'm1']);
    expect(input.items[1]).toMatchObject({ ai: true, aiReason: 'Suggested for vomiting (Knowledge-base entry "Vomiting dog"; matched "vomiting twice")' });
    expect(JSON.stringify(input)).not.toMatch(/price|cents|total/i);
  });

  it('marks a suggestion the person adds from a block as AI-made, and a searched row as theirs', () => {
    const [suggested] = tables().Diagnostics;
    const outcome = addToPlan([], [aiCatalogueRow(suggested!), catalogueRow({ catalogueId: 'd9', name: 'Urinalysis' })]);
    expect(outcome.rows.map((row) => [row.name, row.ai])).toEqual([
      ['Complete Blood Count (CBC)', true],
      ['Urinalysis', false],
    ]);
    expect(outcome.rows[0]!.aiReason).toBe(aiReasonOf(suggested!));
  });

  it('keeps a long reason within the plan service limit', () => {
    const [long] = suggestionsByTable(recommendations({ diagnostics: [suggestion({ catalogueId: 'd5', name: 'Long', reason: 'x'.repeat(2000) })] })).Diagnostics;
    expect(aiReasonOf(long!)).toHaveLength(MAX_AI_REASON);
  });
});
