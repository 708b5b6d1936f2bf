import { describe, expect, it } from 'vitest';
import { addToPlan, MAX_PLAN_ROWS, newPlanRow, toSaveInput, workingPlanOf, type CatalogueRow } from './assessmentPlan';
import { aiCatalogueRow, aiReasonOf, MAX_AI_REASON, mergeSuggestionsAhead, NO_SUGGESTIONS, suggestionsByTable, unionOfSuggestions, withoutUnsavedAiRows, type AiSuggestionData, type SuggestionsByTable } from './aiSuggestions';

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

describe('merging the suggestions ahead of an unsaved plan (spec 002 section 4)', () => {
  const tables = (): SuggestionsByTable => suggestionsByTable(recommendations({ diagnostics: [cbc, chem], services: [exam], medications: [maropitant] }));

  it('puts AI-made rows first, marked AI with their reason, as new rows to be saved', () => {
    const own = addToPlan([], [catalogueRow({ kind: 'SERVICE', catalogueId: 's9', name: 'Nail Trim' })]).rows;
    const merged = mergeSuggestionsAhead(own, tables());
    expect(merged.map((row) => row.name)).toEqual(['Complete Blood Count (CBC)', 'Chemistry Panel', 'Sick Exam', 'Maropitant', 'Nail Trim']);
    expect(merged.slice(0, 4).every((row) => row.ai && row.id === null && row.approved && !row.removed && row.quantity === '1')).toBe(true);
    expect(merged[3]).toMatchObject({ selectedDosage: { dosage: '16', unit: 'mg tablet' }, aiReason: 'Suggested for vomiting (Rule "Vomiting work-up"; matched "vomiting")' });
    expect(merged[4]).toMatchObject({ name: 'Nail Trim', ai: false });
  });

  it('skips a suggestion the plan already lists in the same table, keeping the plan row', () => {
    const own = addToPlan([], [catalogueRow({ catalogueId: 'd1', name: 'CBC (own)' })]).rows;
    const changed = [{ ...own[0]!, quantity: '3' }];
    const merged = mergeSuggestionsAhead(changed, tables());
    expect(merged.filter((row) => row.catalogueId === 'd1')).toEqual(changed);
    expect(merged.map((row) => row.name)).toEqual(['Chemistry Panel', 'Sick Exam', 'Maropitant', 'CBC (own)']);
  });

  it('treats the same catalogue id in another table as another row', () => {
    const own = addToPlan([], [catalogueRow({ kind: 'SERVICE', catalogueId: 'd1', name: 'Service d1' })]).rows;
    expect(mergeSuggestionsAhead(own, tables()).some((row) => row.name === 'Complete Blood Count (CBC)')).toBe(true);
  });

  it('merges nothing twice: merging again adds no row', () => {
    const once = mergeSuggestionsAhead([], tables());
    expect(mergeSuggestionsAhead(once, tables())).toEqual(once);
  });

  it('never grows the plan past its size limit', () => {
    const full = Array.from({ length: MAX_PLAN_ROWS - 1 }, (_, index) => newPlanRow(catalogueRow({ catalogueId: `x${index}`, name: `Row ${index}` })));
    const merged = mergeSuggestionsAhead(full, tables());
    expect(merged).toHaveLength(MAX_PLAN_ROWS);
    expect(merged[0]!.name).toBe('Complete Blood Count (CBC)');
  });

  it('takes out only the AI rows never saved when the suggestions change', () => {
    const saved = workingPlanOf(
      {
        isClientAtClinic: true,
        items: [
          { id: 'r1', kind: 'DIAGNOSTIC', catalogueId: 'd1', code: 'TX-d1', name: 'CBC', category: null, description: '', dosageOptions: [], selectedDosage: null, doseInstructions: '', directions: '', sideEffects: '', comment: '', quantity: 1, removed: false, approved: true, ai: true, aiReason: 'saved reason' },
        ],
      },
      true,
    ).rows;
    const merged = mergeSuggestionsAhead(saved, tables());
    expect(withoutUnsavedAiRows(merged)).toEqual(saved);
    expect(saved[0]!.aiReason).toBe('saved reason');
  });

  it('saves AI-made rows by catalogue id with their mark and reason, never with a price', () => {
    const input = toSaveInput({ rows: mergeSuggestionsAhead([], tables()), isClientAtClinic: true }, { visitId: 'v1', basedOnVersion: null, visitModificationId: null });
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
