import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { objectiveNoteAnswer } from '../charting-objective/objective-note.ts';
import { SUBJECTIVE_MESSAGES, subjectiveNoteAnswer, subjectiveNoteContent, vitalsAnswer } from './subjective-note.ts';

const saved = { id: 1, visitation_id: 2, pet_id: 3, version: '4', created_at: 'c', updated_by_name: 'Dr. Vet', updated_at: 'u' };

describe("the charting answers (main's snake_case, each field named once)", () => {
  it('reads a subjective note: its answers up beside who saved it, older notes with every additional answer empty', () => {
    const note = subjectiveNoteAnswer.parse({
      ...saved,
      filled_by: 'pet_parent',
      subjective_note: {
        chief_complaint: { complaint: 'Limping', duration: 'Acute' },
        reason_for_consultation: { main_case: ['4'], diarrhea: { diarrhea: 'Yes', times_diarrhea: '3' } },
      },
    });
    expect(note).toMatchObject({ id: '1', visitId: '2', petId: '3', version: 4, visitModificationId: null, filledBy: 'pet_parent', aiConsent: null });
    expect(note.chiefComplaint).toEqual({ complaint: 'Limping', duration: 'Acute' });
    expect(note.reasonForConsultation).toMatchObject({ mainCaseIds: [4], otherCases: [], generalHealth: null, vomiting: null, diarrhea: { diarrhea: 'Yes', timesDiarrhea: '3', petActing: null } });
    expect(note.additionalNotes).toMatchObject({ waterIntake: null, medications: [], indoor: null });
    expect(subjectiveNoteAnswer.parse({ ...saved, filled_by: null, subjective_note: { chief_complaint: { duration: 'Acute' }, reason_for_consultation: { main_case: [] } } }).filledBy).toBe('staff');
  });

  it('reads vitals (a rate as its number per minute) and an objective note (its exam results and rule-outs under their REST names)', () => {
    expect(vitalsAnswer.parse({ ...saved, temperature: { value: '101.5', unit: 'F' }, heart_rate: { value: 90, unit: 'bpm' }, visit_created_at: 'v' })).toMatchObject({
      visitId: '2',
      temperature: { value: 101.5, unit: 'F' },
      heartRate: 90,
      respiratoryRate: null,
      weight: null,
    });
    const objective = objectiveNoteAnswer.parse({
      ...saved,
      visit_id: 2,
      mentation: 'BAR',
      body_score: 5,
      physicalexamresult: [{ category: { id: 7, category: 'Eyes' }, result: 'Normal' }, { result: 'Abnormal', comment: 'Red' }],
      ruleouts: [{ name: 'Otitis' }],
    });
    expect(objective).toMatchObject({ visitId: '2', bodyScore: 5, painScore: null, medicalHistoryNotes: '' });
    expect(objective.physicalExamResults).toEqual([
      { categoryId: '7', category: 'Eyes', result: 'Normal', comment: '' },
      { categoryId: null, category: '', result: 'Abnormal', comment: 'Red' },
    ]);
    expect(objective.ruleOuts).toEqual([{ diagnosisId: null, name: 'Otitis', category: null, description: '', symptoms: '' }]);
  });
});

// The note rules of spec 002 section 5, as the main service validates a save and the public form's submit.
describe('subjective note rules', () => {
  it("asks for the complaint duration and a reason for consultation with the spec's messages", () => {
    const empty = z.safeParse(subjectiveNoteContent, { chief_complaint: { complaint: 'Vomiting since Monday' } });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['chief_complaint.duration', SUBJECTIVE_MESSAGES.duration],
      ['reason_for_consultation.main_case', SUBJECTIVE_MESSAGES.reason],
    ]);
    const noReason = z.safeParse(subjectiveNoteContent, { chief_complaint: { duration: 'Acute' }, reason_for_consultation: { main_case: [] } });
    expect(noReason.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['reason_for_consultation.main_case', SUBJECTIVE_MESSAGES.reason]]);
  });

  it('takes a free entry as a reason, empty answers as none, and only the four indoor options', () => {
    const parsed = z.parse(subjectiveNoteContent, {
      chief_complaint: { complaint: '  ', duration: 'Worsening' },
      reason_for_consultation: { other_cases: ['Limping', 'Limping'] },
      additional_notes: { indoor: 50, medications: ['Apoquel 16mg', 'Apoquel 16mg'] },
    });
    expect(parsed.chief_complaint).toEqual({ complaint: null, duration: 'Worsening' });
    expect(parsed.reason_for_consultation).toMatchObject({ main_case: [], other_cases: ['Limping'], vomiting: null });
    expect(parsed.additional_notes).toMatchObject({ indoor: 50, medications: ['Apoquel 16mg'], flea_comb: null });
    const indoor = z.safeParse(subjectiveNoteContent, { chief_complaint: { duration: 'Acute' }, reason_for_consultation: { main_case: [2] }, additional_notes: { indoor: 30 } });
    expect(indoor.error?.issues[0]?.message).toBe('How often indoors must be 0, 25, 50 or 100 percent.');
    const unknownCase = z.safeParse(subjectiveNoteContent, { chief_complaint: { duration: 'Acute' }, reason_for_consultation: { main_case: [9] } });
    expect(unknownCase.error?.issues[0]?.message).toBe('Choose a reason for consultation from the list.');
  });
});
