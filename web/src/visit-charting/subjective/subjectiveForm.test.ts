import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_DURATIONS,
  DURATION_REQUIRED,
  REASON_REQUIRED,
  addOtherCase,
  isFeline,
  rawIdOf,
  subjectiveFormSchema,
  toFormValues,
  toSaveInput,
  withEditorTriage,
  type SubjectiveNoteData,
} from './subjectiveForm';

const note: SubjectiveNoteData = {
  chiefComplaint: { complaint: 'Vomiting since last night', duration: 'GRADUAL' },
  reasonForConsultation: {
    mainCaseIds: [3],
    otherCases: ['Lethargy'],
    generalHealth: null,
    skinCase: null,
    vomiting: { vomiting: 'Yellow bile', timesVomiting: '3', intoTrash: null },
    diarrhea: null,
  },
  additionalNotes: { waterIntake: 'Normal', medications: ['Amoxicillin'], indoor: 50, reminders: 'kept' },
};

describe('the subjective form', () => {
  it('shows the five durations as the spec words them', () => {
    expect(COMPLAINT_DURATIONS.map((duration) => duration.label)).toEqual(['<1 day', '1-3 days', '3-7 days', '7-10 days', '10+ days']);
  });

  it('asks for a duration and a reason with the spec messages', () => {
    const result = subjectiveFormSchema.safeParse(toFormValues(null));
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['chiefComplaint.duration', DURATION_REQUIRED],
      ['reasonForConsultation.mainCaseIds', REASON_REQUIRED],
    ]);
  });

  it('takes a typed reason alone as a reason for consultation', () => {
    const values = toFormValues(null);
    values.chiefComplaint.duration = 'ACUTE';
    values.reasonForConsultation.otherCases = ['Limping'];
    expect(subjectiveFormSchema.safeParse(values).success).toBe(true);
  });

  it('round-trips a saved note, keeping the texts the form does not ask for', () => {
    const values = toFormValues(note);
    expect(values.additionalNotes.indoor).toBe('50');
    expect(values.reasonForConsultation.vomiting.ratPoison).toBe('');
    const input = toSaveInput(values);
    expect(input.chiefComplaint).toEqual({ complaint: 'Vomiting since last night', duration: 'GRADUAL' });
    expect(input.reasonForConsultation.vomiting).toMatchObject({ vomiting: 'Yellow bile', timesVomiting: '3', intoTrash: null, ratPoison: null });
    expect(input.reasonForConsultation.diarrhea).toBeNull();
    expect(input.additionalNotes).toMatchObject({ waterIntake: 'Normal', appetite: null, reminders: 'kept', medications: ['Amoxicillin'], indoor: 50 });
  });

  it('sends a case panel and notes only while the case is chosen', () => {
    const values = toFormValues(note);
    values.reasonForConsultation.mainCaseIds = [2];
    values.reasonForConsultation.generalHealth = '  Bright  ';
    const input = toSaveInput(values);
    expect(input.reasonForConsultation.vomiting).toBeNull();
    expect(input.reasonForConsultation.generalHealth).toBe('Bright');
    expect(toSaveInput({ ...values, additionalNotes: { ...values.additionalNotes, indoor: '' } }).additionalNotes.indoor).toBeNull();
  });

  it('adds a typed reason once, trimmed', () => {
    expect(addOtherCase(['Limping'], '  limping ')).toEqual(['Limping']);
    expect(addOtherCase(['Limping'], '   ')).toEqual(['Limping']);
    expect(addOtherCase([], ' Ear   infection ')).toEqual(['Ear infection']);
  });

  it('knows a feline pet and a raw id', () => {
    expect(isFeline('Feline')).toBe(true);
    expect(isFeline(' feline ')).toBe(true);
    expect(isFeline('Canine')).toBe(false);
    expect(isFeline(null)).toBe(false);
    expect(rawIdOf(btoa('SubjectiveNote:42'))).toBe('42');
    expect(rawIdOf('42')).toBe('42');
  });
});

describe("the SOAP editor's triage text on the Subjective step (issue 27)", () => {
  it('starts the Triage notes of a note without any, and never replaces the note’s own', () => {
    const fresh = withEditorTriage(toFormValues(null), '  Coughing for three days  ');
    expect(fresh.fromEditor).toBe(true);
    expect(fresh.values.additionalNotes.triageNotes).toBe('Coughing for three days');
    const own = toFormValues(null);
    own.additionalNotes.triageNotes = 'Sneezing';
    expect(withEditorTriage(own, 'Coughing')).toEqual({ values: own, fromEditor: false });
    expect(withEditorTriage(toFormValues(null), null).fromEditor).toBe(false);
    expect(withEditorTriage(toFormValues(null), '   ').fromEditor).toBe(false);
  });
});
