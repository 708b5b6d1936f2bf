// The template preview rules (PLAN-18 "Template preview rules"): each section filled by the first
// rule whose keywords its name contains, only from recorded data; unmatched sections keep the
// template's value. And the in-house date rule.
import { describe, expect, it } from 'vitest';
import { duplicateDiagnosisPath, flaggedValue, isPastOrTodayDate, previewTemplate, treatmentResultContent, type PreviewData } from './result-rules.ts';

const DATA: PreviewData = {
  reasons_for_consultation: ['Vomiting', 'Lethargy'],
  complaint: 'Vomited twice since yesterday.',
  abnormal_findings: ['Abdomen: Abnormal — painful on palpation'],
  vitals: ['Temperature: 103.1 °F', 'Heart rate: 140 bpm'],
  diagnoses: ['Gastroenteritis'],
  rule_outs: ['Pancreatitis', 'Foreign body'],
  lab_results: [
    {
      tests: [
        {
          name: 'Chemistry Panel',
          values: [
            { analyte: 'ALT', value: '182', unit: 'U/L', reference_range: '10–125', flag: 'H' },
            { analyte: 'BUN', value: '20', unit: 'mg/dL', reference_range: '7–27', flag: 'N' },
          ],
        },
        { name: 'CBC', values: [{ analyte: 'WBC', value: '9.1', unit: 'K/uL', reference_range: '5.5–16.9', flag: 'N' }] },
      ],
    },
  ],
  inhouse_results: [{ name: 'In-house Fecal Flotation', result: 'Negative' }],
  treatments: ['Subcutaneous fluids'],
  services: ['Sick Exam'],
  medications: [{ name: 'Maropitant', dosage: '16 mg tablet' }, { name: 'Bland diet', dosage: null }],
  additional_care_text: 'Small bland meals for 3 days.',
};

const EMPTY: PreviewData = {
  reasons_for_consultation: [],
  complaint: '',
  abnormal_findings: [],
  vitals: [],
  diagnoses: [],
  rule_outs: [],
  lab_results: [],
  inhouse_results: [],
  treatments: [],
  services: [],
  medications: [],
  additional_care_text: '',
};

describe('previewTemplate', () => {
  it('fills each section by the first matching rule, case-insensitively, and keeps unmatched sections', () => {
    const sections = previewTemplate(
      [
        { section: 'Chief COMPLAINT', value: 'x' },
        { section: 'Physical Exam', value: 'x' },
        { section: 'Diagnosis', value: 'x' },
        { section: 'Lab Results', value: 'x' },
        { section: 'Procedures', value: 'x' },
        { section: 'Prescriptions', value: 'x' },
        { section: 'Home Care', value: 'x' },
        { section: 'Anesthesia Notes', value: 'Uneventful.' },
        // 'Reason for Testing' has 'reason' (subjective) and 'test' (lab): the first rule wins.
        { section: 'Reason for Testing', value: 'x' },
      ],
      DATA,
    );
    expect(sections).toEqual([
      { section: 'Chief COMPLAINT', value: 'Reason for consultation: Vomiting, Lethargy\nVomited twice since yesterday.' },
      { section: 'Physical Exam', value: 'Abdomen: Abnormal — painful on palpation\nTemperature: 103.1 °F\nHeart rate: 140 bpm' },
      { section: 'Diagnosis', value: 'Gastroenteritis\nRule out: Pancreatitis\nRule out: Foreign body' },
      { section: 'Lab Results', value: 'Chemistry Panel: ALT 182 U/L (H, 10–125)\nCBC: within reference ranges\nIn-house Fecal Flotation: Negative' },
      { section: 'Procedures', value: 'Subcutaneous fluids\nSick Exam' },
      { section: 'Prescriptions', value: 'Maropitant — 16 mg tablet\nBland diet' },
      { section: 'Home Care', value: 'Small bland meals for 3 days.' },
      { section: 'Anesthesia Notes', value: 'Uneventful.' },
      { section: 'Reason for Testing', value: 'Reason for consultation: Vomiting, Lethargy\nVomited twice since yesterday.' },
    ]);
  });

  it('invents nothing: a matched section with nothing recorded is empty', () => {
    expect(previewTemplate([{ section: 'Assessment', value: 'Template text' }, { section: 'Other', value: 'Kept' }], EMPTY)).toEqual([
      { section: 'Assessment', value: '' },
      { section: 'Other', value: 'Kept' },
    ]);
  });

  it("writes a flagged value as 'ALT 182 U/L (H, 10–125)'", () => {
    expect(flaggedValue({ analyte: 'ALT', value: '182', unit: 'U/L', reference_range: '10–125', flag: 'H' })).toBe('ALT 182 U/L (H, 10–125)');
  });
});

describe('result rules', () => {
  it('accepts only real dates up to today', () => {
    expect(isPastOrTodayDate('2026-02-28', '2026-03-01')).toBe(true);
    expect(isPastOrTodayDate('2026-03-01', '2026-03-01')).toBe(true);
    expect(isPastOrTodayDate('2026-03-02', '2026-03-01')).toBe(false);
    expect(isPastOrTodayDate('2026-02-30', '2026-03-01')).toBe(false);
    expect(isPastOrTodayDate('03/01/2026', '2026-03-01')).toBe(false);
  });

  it('finds a repeated rule-out or diagnosis name, case-insensitively', () => {
    const result = treatmentResultContent.parse({ rule_outs: [{ name: 'Pancreatitis' }, { name: ' pancreatitis ' }] });
    expect(duplicateDiagnosisPath(result)).toBe('result.rule_outs.1.name');
    expect(duplicateDiagnosisPath(treatmentResultContent.parse({ diagnosis: [{ name: 'A' }, { name: 'B' }] }))).toBeNull();
  });
});
