import { describe, expect, it } from 'vitest';
import { toFormValues } from './subjectiveForm';
import { applyTriage, evidenceByPath, hasFindings, matchMedications, oneLine, type TriageAnalysisData } from './triageImport';

const empty: TriageAnalysisData = {
  chiefComplaint: null,
  complaintDuration: null,
  mainCaseIds: [],
  additionalNotes: { waterIntake: null, appetite: null, travel: null, coughing: null, sneezing: null, vomiting: null, diarrhea: null, supplements: null },
  medications: [],
  specialDiets: null,
  evidence: [],
};

const analysis: TriageAnalysisData = {
  chiefComplaint: 'Vomiting and diarrhea',
  complaintDuration: 'GRADUAL',
  mainCaseIds: [3, 4],
  additionalNotes: { waterIntake: 'Abnormal', appetite: 'Normal', travel: null, coughing: false, sneezing: null, vomiting: true, diarrhea: true, supplements: 'Fish oil' },
  medications: ['carprofen', 'Maropitant'],
  specialDiets: 'Hydrolyzed protein diet',
  evidence: [
    { field: 'chief_complaint', text: 'V/D' },
    { field: 'complaint_duration', text: 'x2 days' },
    { field: 'water_intake', text: 'PU/PD' },
    { field: 'medications', text: 'carprofen' },
    { field: 'medications', text: 'Cerenia' },
  ],
};

const CATALOGUE = ['Rimadyl (Carprofen) 75 mg', 'Carprofen chewable 25 mg', 'Cerenia (maropitant) 16 mg', 'Apoquel 16 mg', 'CARPROFEN CHEWABLE 25 MG'];

describe('triage import', () => {
  it('fills the empty form from the analysis (Replace)', () => {
    const { values, filled } = applyTriage(toFormValues(null), analysis, { mode: 'replace', productNames: CATALOGUE });
    expect(values.chiefComplaint).toEqual({ complaint: 'Vomiting and diarrhea', duration: 'GRADUAL' });
    expect(values.reasonForConsultation.mainCaseIds).toEqual([3, 4]);
    expect(values.additionalNotes).toMatchObject({ waterIntake: 'Abnormal', appetite: 'Normal', coughing: 'no', vomiting: 'yes', diarrhea: 'yes', travel: '', sneezing: '' });
    expect(values.additionalNotes.supplements).toBe('Fish oil');
    expect(values.additionalNotes.specialDiets).toBe('Hydrolyzed protein diet');
    expect(filled.find((field) => field.path === 'chiefComplaint.complaint')?.evidence).toBe('“V/D”');
    expect(filled.find((field) => field.path === 'additionalNotes.medications')?.evidence).toBe('“carprofen” … “Cerenia”');
    expect(filled.map((field) => field.path)).not.toContain('additionalNotes.travel');
  });

  it('preselects every product whose name contains a listed entry, case-insensitively and once', () => {
    expect(matchMedications(['carprofen', 'Maropitant', ' '], CATALOGUE)).toEqual(['Rimadyl (Carprofen) 75 mg', 'Carprofen chewable 25 mg', 'Cerenia (maropitant) 16 mg']);
    expect(matchMedications([], CATALOGUE)).toEqual([]);
    const { values } = applyTriage(toFormValues(null), analysis, { mode: 'replace', productNames: CATALOGUE });
    expect(values.additionalNotes.medications).toEqual(['Rimadyl (Carprofen) 75 mg', 'Carprofen chewable 25 mg', 'Cerenia (maropitant) 16 mg']);
  });

  it('defaults the reason for consultation to general health (2) when no case matched and the form has none', () => {
    const { values } = applyTriage(toFormValues(null), { ...analysis, mainCaseIds: [] }, { mode: 'replace', productNames: [] });
    expect(values.reasonForConsultation.mainCaseIds).toEqual([2]);
    const unknownOnly = applyTriage(toFormValues(null), { ...analysis, mainCaseIds: [9] }, { mode: 'replace', productNames: [] });
    expect(unknownOnly.values.reasonForConsultation.mainCaseIds).toEqual([2]);
    // The service's default (2, no words behind it) does not replace the cases a person chose.
    const chosen = toFormValues(null);
    chosen.reasonForConsultation.mainCaseIds = [3, 4];
    expect(applyTriage(chosen, { ...analysis, mainCaseIds: [2] }, { mode: 'replace', productNames: [] }).values.reasonForConsultation.mainCaseIds).toEqual([3, 4]);
    // General health the note does name is added to the person's cases (Replace keeps a person's
    // answers), and replaces cases the AI itself put there.
    const named = { ...analysis, mainCaseIds: [2], evidence: [{ field: 'main_case', text: 'annual check-up' }] };
    expect(applyTriage(chosen, named, { mode: 'replace', productNames: [] }).values.reasonForConsultation.mainCaseIds).toEqual([3, 4, 2]);
    expect(applyTriage(chosen, named, { mode: 'replace', productNames: [], notWritten: () => true }).values.reasonForConsultation.mainCaseIds).toEqual([2]);
  });

  it('Append keeps the person’s answers and adds to them; Replace overwrites what the note states where nobody wrote', () => {
    const start = toFormValues(null);
    start.chiefComplaint = { complaint: 'Lethargic', duration: 'ACUTE' };
    start.reasonForConsultation.mainCaseIds = [1];
    start.additionalNotes.waterIntake = 'Normal';
    start.additionalNotes.medications = ['Apoquel 16 mg'];

    const appended = applyTriage(start, analysis, { mode: 'append', productNames: CATALOGUE }).values;
    expect(appended.chiefComplaint).toEqual({ complaint: 'Lethargic. Vomiting and diarrhea', duration: 'ACUTE' });
    expect(appended.reasonForConsultation.mainCaseIds).toEqual([1, 3, 4]);
    expect(appended.additionalNotes.waterIntake).toBe('Normal');
    expect(appended.additionalNotes.medications).toEqual(['Apoquel 16 mg', 'Rimadyl (Carprofen) 75 mg', 'Carprofen chewable 25 mg', 'Cerenia (maropitant) 16 mg']);

    // Replace over answers that are not a person's (the AI's own, or the form's defaults).
    const replaced = applyTriage(start, analysis, { mode: 'replace', productNames: CATALOGUE, notWritten: () => true }).values;
    expect(replaced.chiefComplaint).toEqual({ complaint: 'Vomiting and diarrhea', duration: 'GRADUAL' });
    expect(replaced.reasonForConsultation.mainCaseIds).toEqual([3, 4]);
    expect(replaced.additionalNotes.waterIntake).toBe('Abnormal');

    // In Append, no case found and the person chose one: nothing is added.
    const noCase = applyTriage(start, { ...analysis, mainCaseIds: [] }, { mode: 'append', productNames: [] }).values;
    expect(noCase.reasonForConsultation.mainCaseIds).toEqual([1]);
  });

  it('Replace never overwrites what a person wrote: texts are continued, lists added to, choices kept, and those fields named', () => {
    const start = toFormValues(null);
    start.chiefComplaint = { complaint: 'Lethargic', duration: 'ACUTE' };
    start.additionalNotes.waterIntake = 'Normal';
    start.additionalNotes.specialDiets = 'Hydrolyzed protein diet';
    // The supplements are the AI's own earlier answer: Replace may take them over.
    start.additionalNotes.supplements = 'Omega 3';
    const aiOwn = (path: string, value: unknown) => path === 'additionalNotes.supplements' && value === 'Omega 3';

    const { values, filled, kept } = applyTriage(start, analysis, { mode: 'replace', productNames: CATALOGUE, notWritten: aiOwn });
    expect(values.chiefComplaint).toEqual({ complaint: 'Lethargic. Vomiting and diarrhea', duration: 'ACUTE' });
    expect(values.additionalNotes.waterIntake).toBe('Normal');
    expect(values.additionalNotes.supplements).toBe('Fish oil');
    expect(values.additionalNotes.appetite).toBe('Normal');
    // Named where the note's answer was left out or added after the person's: not the diet it already says.
    expect(kept).toEqual(['chiefComplaint.complaint', 'chiefComplaint.duration', 'additionalNotes.waterIntake']);
    expect(filled.map((field) => field.path)).not.toContain('chiefComplaint.duration');
    expect(filled.map((field) => field.path)).not.toContain('additionalNotes.specialDiets');
  });

  it('leaves the form alone for an analysis that found nothing, and says so', () => {
    expect(hasFindings(empty)).toBe(false);
    expect(hasFindings({ ...empty, additionalNotes: { ...empty.additionalNotes, coughing: false } })).toBe(true);
    expect(hasFindings(analysis)).toBe(true);
    // The default case alone (what the service answers for a note without any) is no finding.
    expect(hasFindings({ ...empty, mainCaseIds: [2] })).toBe(false);
    expect(hasFindings({ ...empty, mainCaseIds: [2], evidence: [{ field: 'main_case', text: 'check-up' }] })).toBe(true);
  });

  it('reads evidence field names in snake_case or camelCase', () => {
    expect(evidenceByPath([{ field: 'additional_notes.water_intake', text: 'drinks a lot' }, { field: 'specialDiets', text: 'raw food' }, { field: 'unknown', text: 'x' }])).toEqual({
      'additionalNotes.waterIntake': '“drinks a lot”',
      'additionalNotes.specialDiets': '“raw food”',
    });
  });

  it('joins a multi-line triage text to one line', () => {
    expect(oneLine('Vomiting since Monday\n\n  not eating \nlethargic')).toBe('Vomiting since Monday not eating lethargic');
  });
});
