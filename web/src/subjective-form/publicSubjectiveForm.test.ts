import { describe, expect, it } from 'vitest';
import { DIARRHEA_QUESTIONS, toSaveInput, VOMITING_QUESTIONS } from '../visit-charting/subjective/subjectiveForm';
import { clearDraft, DIARRHEA_PANEL, formatOwnerAddress, initialValues, loadDraft, recheckErrors, saveDraft, usDate, VOMITING_PANEL } from './publicSubjectiveForm';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
};

describe('the public subjective form rules', () => {
  it("formats the owner's address: line 1, else line 2, then city, state, the country unless N/A, and zip", () => {
    expect(formatOwnerAddress({ addressLine1: '4 Oak Lane', addressLine2: 'Unit 4', city: 'Austin', state: 'TX', country: 'USA', zip: '78701' })).toBe('4 Oak Lane, Austin, TX, USA, 78701');
    expect(formatOwnerAddress({ addressLine1: ' ', addressLine2: 'Unit 4', city: 'Austin', state: 'TX', country: 'N/A', zip: '78701' })).toBe('Unit 4, Austin, TX, 78701');
    expect(formatOwnerAddress({ addressLine1: null, addressLine2: null, city: null, state: 'TX', country: null, zip: null })).toBe('TX');
  });

  it("starts Additional Notes at the spec's defaults, with the feline questions only for cats", () => {
    const dog = toSaveInput({ ...initialValues(false), chiefComplaint: { complaint: '', duration: 'ACUTE' } }).additionalNotes;
    expect(dog).toMatchObject({ travel: 'no', coughing: 'no', sneezing: 'no', vomiting: 'no', diarrhea: 'no', waterIntake: 'Normal', appetite: 'Normal', fleaComb: null, otherPets: null, indoor: null });
    const cat = toSaveInput(initialValues(true)).additionalNotes;
    expect(cat).toMatchObject({ fleaComb: 'yes', otherPets: 'yes', indoor: 0 });
  });

  it('keeps a half-filled form per link until it is cleared, and ignores a broken one', () => {
    const storage = memory();
    const values = initialValues(false);
    values.chiefComplaint.complaint = 'Limping';
    saveDraft('token-a', { values, triage: 'line one\nline two', aiConsent: true }, storage);
    expect(loadDraft('token-a', storage)?.values.chiefComplaint.complaint).toBe('Limping');
    expect(loadDraft('token-b', storage)).toBeNull();
    clearDraft('token-a', storage);
    expect(loadDraft('token-a', storage)).toBeNull();
    storage.setItem('subjective-form:token-c', '{not json');
    expect(loadDraft('token-c', storage)).toBeNull();
  });

  it('shows dates as MM/DD/YYYY', () => {
    expect(usDate('2026-03-09')).toBe('03/09/2026');
  });
});

describe("the pet parent's answers on the staff's form", () => {
  // Each public question beside the staff question its answer must be shown under.
  const expected: Array<[string, string]> = [
    ['How long has it been going on, and is it getting better or worse?', 'How long has it been going on, and is it getting better or worse?'],
    ['Is your pet eating stool?', 'Is the pet eating stool?'],
    ['Any diet indiscretions (table food, new treats, garbage)?', 'Any dietary indiscretions (table food, new treats)?'],
    ['Are any toys or bones missing?', 'Are any toys or objects missing?'],
    ['Any accidents in the house?', 'Any accidents in the house?'],
    ['Has your pet visited beaches or parks recently?', 'Any recent boarding, grooming or dog park visit?'],
    ['How is your pet acting?', 'How is the pet acting otherwise?'],
    ['How many times has your pet vomited?', 'How many times has the pet vomited?'],
    ['Could your pet have gotten into the trash?', 'Could the pet have gotten into the trash?'],
    ['Could your pet have chewed or eaten a toy, rock or bone?', 'Could the pet have eaten something it should not (toys, bones, plants)?'],
    ['Any access to rat poison or other toxins?', 'Any access to rat poison or other toxins?'],
    ['Diet changes', 'Any recent diet changes?'],
    ['Was your pet recently vaccinated?', 'Was the pet recently vaccinated?'],
  ];

  it('lands each answer under its own question', () => {
    const staffQuestion = (panel: ReadonlyArray<readonly [string, string]>, key: string) => panel.find(([staffKey]) => staffKey === key)?.[1];
    const landed = [
      ...DIARRHEA_PANEL.map(([key, question]) => [question, staffQuestion(DIARRHEA_QUESTIONS, key)]),
      ...VOMITING_PANEL.map(([key, question]) => [question, staffQuestion(VOMITING_QUESTIONS, key)]),
    ];
    expect(landed).toEqual(expected);
  });

  it("saves '2 days, about the same' under the diarrhea group's times_diarrhea, the spec's key for how long and progression", () => {
    const values = initialValues(false);
    values.reasonForConsultation.mainCaseIds = [4];
    values.reasonForConsultation.diarrhea.timesDiarrhea = '2 days, about the same';
    expect(toSaveInput(values).reasonForConsultation.diarrhea).toMatchObject({ timesDiarrhea: '2 days, about the same' });
  });
});

describe('errors after an AI fill (issue 27)', () => {
  const shown = { 'chiefComplaint.duration': 'Select complaint duration', 'reasonForConsultation.mainCaseIds': 'Select reason for consultation' };

  it('drops an error the filled answer now passes, and keeps the errors of answers the fill did not touch', () => {
    const values = initialValues(false);
    values.chiefComplaint.duration = 'ACUTE';
    expect(recheckErrors(shown, values, ['chiefComplaint.duration'])).toEqual({ 'reasonForConsultation.mainCaseIds': 'Select reason for consultation' });
  });

  it('keeps an error the changed answer still fails (an Undo back to an empty answer)', () => {
    const values = initialValues(false);
    expect(recheckErrors(shown, values, ['chiefComplaint.duration', 'reasonForConsultation.mainCaseIds'])).toEqual(shown);
    values.reasonForConsultation.mainCaseIds = [2];
    expect(recheckErrors(shown, values, ['chiefComplaint.duration', 'reasonForConsultation.mainCaseIds'])).toEqual({ 'chiefComplaint.duration': 'Select complaint duration' });
  });
});
