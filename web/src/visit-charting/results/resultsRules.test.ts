import { describe, expect, it } from 'vitest';
import {
  formatStatusTime,
  hasName,
  inHouseCommentLines,
  inHouseRowStatus,
  initialTreatmentResult,
  labErrorTitle,
  labResultFor,
  outsideRowStatus,
  resultSourceLabel,
  resultWritesAllowed,
  rowStatusText,
  showsLabControls,
  splitDiagnostics,
  uniqueByName,
  type ResultsLabResult,
  type ResultsPlanRow,
} from './resultsRules';

const row = (overrides: Partial<ResultsPlanRow>): ResultsPlanRow => ({
  id: 'item-1',
  rowId: 'row-1',
  kind: 'DIAGNOSTIC',
  catalogueId: 'cat-1',
  name: 'CBC',
  code: 'DG-1',
  quantity: 1,
  approved: true,
  approvedAt: '2026-11-20T14:05:00.000Z',
  removed: false,
  inHouse: false,
  labCode: 'ANT-CBC',
  ...overrides,
});

const labResult = (overrides: Partial<ResultsLabResult>): ResultsLabResult => ({
  id: 'r1',
  status: 'final',
  assigned: false,
  testDate: '2026-11-20',
  finalResultDate: '2026-11-21',
  reportAvailable: true,
  tests: [{ code: 'ANT-CBC', name: 'CBC' }],
  ...overrides,
});

describe('the Results step tabs', () => {
  it('splits the diagnostic rows not removed into outside and in-house tests', () => {
    const rows = [
      row({ id: 'a', name: 'CBC' }),
      row({ id: 'b', name: 'Fecal', inHouse: true, labCode: null }),
      row({ id: 'c', name: 'Removed', removed: true }),
      row({ id: 'd', kind: 'SERVICE', name: 'Exam' }),
    ];
    const { outside, inHouse } = splitDiagnostics(rows);
    expect(outside.map((entry) => entry.id)).toEqual(['a']);
    expect(inHouse.map((entry) => entry.id)).toEqual(['b']);
  });

  it("matches an outside test to the lab's result by its lab code, else its catalogue code, a final result first", () => {
    const partial = labResult({ id: 'partial', status: 'partial', testDate: '2026-11-22' });
    const final = labResult({ id: 'final' });
    expect(labResultFor(row({}), [partial, final])?.id).toBe('final');
    expect(labResultFor(row({ labCode: null, code: 'ANT-CBC' }), [partial])?.id).toBe('partial');
    expect(labResultFor(row({ labCode: 'ANT-T4' }), [final])).toBeNull();
  });
});

describe('the row status texts (spec 002 section 4, Result rows)', () => {
  it('shows an assigned result by its status, a completed row with its time, else Approved or Declined', () => {
    expect(rowStatusText({ signed: true, approved: true, assignedResult: { status: 'final' }, completedAt: '2026-11-21' })).toBe('Assigned - Final');
    expect(rowStatusText({ signed: true, approved: true, completedAt: '2026-11-21' })).toBe('Completed - 11/21/2026');
    expect(rowStatusText({ signed: true, approved: true, approvedAt: '2026-11-20' })).toBe('Approved - 11/20/2026');
    expect(rowStatusText({ signed: true, approved: false, approvedAt: '2026-11-20' })).toBe('Declined');
    expect(rowStatusText({ signed: false, approved: true })).toBe('Not signed');
  });

  it('gives an approval time as MM/DD/YYYY h:mm A', () => {
    const text = rowStatusText({ signed: true, approved: true, approvedAt: '2026-11-20T14:05:00' });
    expect(text).toBe('Approved - 11/20/2026 2:05 PM');
  });

  it('reads an outside row from the lab results and an in-house row from its entered result', () => {
    expect(outsideRowStatus(row({}), true, [labResult({ finalResultDate: '2026-11-23' })])).toBe('Completed - 11/23/2026');
    expect(outsideRowStatus(row({}), true, [labResult({ status: 'partial', finalResultDate: null })])).toMatch(/^Approved - /);
    expect(outsideRowStatus(row({}), true, [labResult({ assigned: true, status: 'partial' })])).toBe('Assigned - Partial');
    const fecal = row({ id: 'item-9', rowId: 'row-9', inHouse: true, approved: false });
    expect(inHouseRowStatus(fecal, true, [])).toBe('Declined');
    expect(inHouseRowStatus(fecal, true, [{ planItemId: 'row-9', resultDate: '2026-11-24' }])).toBe('Completed - 11/24/2026');
  });
});

describe('result writes', () => {
  it('are refused on a locked visit and on a SOAP Finalized one without a reason for modification', () => {
    expect(resultWritesAllowed({ isLocked: false, statusName: 'Results Ready' }, null, true)).toBe(true);
    expect(resultWritesAllowed({ isLocked: false, statusName: 'Dx Ordered' }, null, true)).toBe(true);
    expect(resultWritesAllowed({ isLocked: true, statusName: 'Results Ready' }, 'mod-1', true)).toBe(false);
    expect(resultWritesAllowed({ isLocked: false, statusName: 'SOAP Finalized' }, null, true)).toBe(false);
    expect(resultWritesAllowed({ isLocked: false, statusName: 'SOAP Finalized' }, 'mod-1', true)).toBe(true);
    expect(resultWritesAllowed({ isLocked: false, statusName: 'Results Ready' }, null, false)).toBe(false);
  });
});

describe('the treatment result', () => {
  it("starts from the signed plan's approved rows and the objective note's rule-outs", () => {
    const rows = [
      row({ id: 'd1', rowId: 'r-d1', name: 'CBC' }),
      row({ id: 'd2', rowId: 'r-d2', name: 'T4', approved: false }),
      row({ id: 's1', rowId: 'r-s1', kind: 'SERVICE', name: 'Exam', comment: 'Full exam' }),
      row({ id: 'm1', rowId: 'r-m1', kind: 'MEDICATION', name: 'Carprofen', quantity: 2, selectedDosage: { dosage: '25', unit: 'mg' } }),
      row({ id: 'i1', rowId: 'r-i1', kind: 'INVENTORY', name: 'E-collar', removed: true }),
    ];
    const ruleOuts = [
      { diagnosisId: 'x', name: 'Otitis', category: null, description: null },
      { diagnosisId: 'y', name: ' otitis ', category: null, description: null },
    ];
    const value = initialTreatmentResult(rows, true, ruleOuts);
    expect(value.treatments.map((entry) => entry.name)).toEqual(['CBC']);
    expect(value.services).toEqual([{ planItemId: 'r-s1', catalogueId: 'cat-1', code: 'DG-1', name: 'Exam', quantity: 1, dosage: null, comment: 'Full exam' }]);
    expect(value.medications[0]).toMatchObject({ name: 'Carprofen', quantity: 2, dosage: '25 mg' });
    expect(value.inventories).toEqual([]);
    expect(value.ruleOuts.map((entry) => entry.name)).toEqual(['Otitis']);
    expect(value.diagnosis).toEqual([]);
    expect(value.additionalCareText).toBe('');
    expect(initialTreatmentResult(rows, false, []).treatments.map((entry) => entry.name)).toEqual(['CBC', 'T4']);
  });

  it('keeps rule-outs and diagnoses unique by name in any case', () => {
    const rows = [{ name: 'Otitis externa' }, { name: 'Pyoderma' }];
    expect(hasName(rows, ' OTITIS EXTERNA')).toBe(true);
    expect(hasName(rows, 'Otitis externa', 0)).toBe(false);
    expect(uniqueByName([...rows, { name: 'pyoderma' }])).toEqual(rows);
  });
});

describe('lab ordering', () => {
  it('shows its controls only with a connected lab whose flags allow ordering', () => {
    expect(showsLabControls({ connected: true, placeOrder: true, allowAdditionalOrder: false })).toBe(true);
    expect(showsLabControls({ connected: true, placeOrder: false, allowAdditionalOrder: true })).toBe(true);
    expect(showsLabControls({ connected: true, placeOrder: false, allowAdditionalOrder: false })).toBe(false);
    expect(showsLabControls({ connected: false, placeOrder: true, allowAdditionalOrder: true })).toBe(false);
  });

  it("titles a lab's refusal with the lab's name", () => {
    expect(labErrorTitle('Antech')).toBe('Antech Error');
    expect(labErrorTitle(null)).toBe('Antech Error');
  });
});

describe('in-house results as the step shows them (issue 27)', () => {
  it('names where a result was entered in words, never as the stored value', () => {
    expect(resultSourceLabel('in_house')).toBe('In-house');
    expect(resultSourceLabel('manual')).toBe('Entered by hand');
    // A source this build does not know reads as words too.
    expect(resultSourceLabel('lab_import')).toBe('Lab import');
    expect(resultSourceLabel('')).toBe('');
  });

  it("lists the entered result's comment, then the test's results comment; none gives '-'", () => {
    expect(inHouseCommentLines('No ova seen.', '')).toEqual(['No ova seen.']);
    expect(inHouseCommentLines('No ova seen.', 'Repeat in 30 days.')).toEqual(['No ova seen.', 'Repeat in 30 days.']);
    expect(inHouseCommentLines(null, 'Repeat in 30 days.')).toEqual(['Repeat in 30 days.']);
    expect(inHouseCommentLines('  ', null)).toEqual(['-']);
    // The same words once.
    expect(inHouseCommentLines('Repeat.', 'Repeat.')).toEqual(['Repeat.']);
  });

  it('prints test and result dates MM/DD/YYYY (spec 002: dates print in MM/DD/YYYY)', () => {
    expect(formatStatusTime('2026-11-03')).toBe('11/03/2026');
  });
});
