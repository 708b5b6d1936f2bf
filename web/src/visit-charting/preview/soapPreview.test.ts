import { describe, expect, it } from 'vitest';
import { NONE_PROVIDED, NO_VITALS, objectiveSections, subjectiveSections, triageSection, vitalsSection, type SubjectivePreviewInput } from './soapPreview';

const subjective: SubjectivePreviewInput = {
  chiefComplaint: { complaint: ' Vomiting since Sunday ', duration: 'GRADUAL' },
  reasonForConsultation: {
    mainCaseIds: [3],
    otherCases: ['Limping'],
    generalHealth: null,
    skinCase: '',
    vomiting: { timesVomiting: '4', intoTrash: 'Yes', ratPoison: null },
    diarrhea: null,
  },
  additionalNotes: {
    triageNotes: 'Quiet, hydrated',
    waterIntake: 'Normal',
    appetite: null,
    travel: null,
    coughing: null,
    sneezing: null,
    vomiting: null,
    additionalVomiting: null,
    diarrhea: null,
    specialDiets: null,
    supplements: null,
    medications: ['Cerenia'],
    fleaComb: null,
    indoor: 50,
    otherPets: null,
  },
};

describe('the SOAP preview', () => {
  it('shows the triage notes apart', () => {
    expect(triageSection(subjective)).toEqual({ title: 'Triage Notes', rows: [{ label: 'Triage notes', value: 'Quiet, hydrated' }] });
    expect(triageSection(null).rows).toEqual([]);
    expect(NONE_PROVIDED).toBe('None provided');
  });

  it('shows the subjective answers given, with the durations and case names as shown', () => {
    const sections = subjectiveSections(subjective, new Map([[3, 'Vomiting']]));
    expect(sections.map((section) => section.title)).toEqual(['Subjective', 'Vomiting', 'Additional Notes']);
    expect(sections[0]!.rows).toEqual([
      { label: 'Chief complaint', value: 'Vomiting since Sunday' },
      { label: 'Duration', value: '1-3 days' },
      { label: 'Reason for consultation', value: 'Vomiting, Limping' },
    ]);
    expect(sections[1]!.rows).toEqual([
      { label: 'Times vomiting', value: '4' },
      { label: 'Into trash', value: 'Yes' },
    ]);
    expect(sections[2]!.rows).toEqual([
      { label: 'Water intake', value: 'Normal' },
      { label: 'Medications', value: 'Cerenia' },
      { label: 'How often indoors', value: '50%' },
    ]);
  });

  it('shows the exam with its scores, the dental score out of 4', () => {
    const sections = objectiveSections({
      physicalExamResults: [
        { category: 'Eyes', result: 'Normal', comment: '' },
        { category: 'Abdomen', result: 'Abnormal', comment: 'Tense' },
      ],
      ruleOuts: [{ name: 'Gastritis' }, { name: 'Foreign body' }],
      bodyScore: 5,
      bodyScoreLabel: 'Ideal',
      painScore: 3,
      painScoreLabel: 'Moderate',
      dentalScore: 2,
      muscleConditionScore: null,
      muscleConditionLabel: null,
      grimaceScale: null,
      mentation: 'Bright',
      medicalHistoryNotes: '',
    });
    expect(sections[0]).toEqual({
      title: 'Phyiscal Examination',
      rows: [
        { label: 'Eyes', value: 'Normal' },
        { label: 'Abdomen', value: 'Abnormal: Tense' },
      ],
    });
    expect(sections[1]!.rows).toEqual([{ label: 'Rule outs', value: 'Gastritis, Foreign body' }]);
    expect(sections[2]!.rows).toEqual([
      { label: 'Body score', value: '5 (Ideal)' },
      { label: 'Pain score', value: '3 (Moderate)' },
      { label: 'Dental score', value: '2/4' },
      { label: 'Mentation', value: 'Bright' },
    ]);
    expect(sections[3]!.rows).toEqual([]);
  });

  it('has one empty section for a note not saved yet', () => {
    expect(subjectiveSections(null, new Map())).toEqual([{ title: 'Subjective', rows: [] }]);
    expect(objectiveSections(null)).toEqual([{ title: 'Phyiscal Examination', rows: [] }]);
  });
});

describe('the vitals in the preview (issue 27: as the SOAP PDF prints them)', () => {
  it('shows each value taken with its unit, and leaves out those not taken', () => {
    expect(vitalsSection({ temperature: { value: 102.4, unit: 'fahrenheit' }, respiratoryRate: 26, heartRate: 118, weight: { value: 21.5, unit: 'lbs' } })).toEqual({
      title: 'Vitals',
      rows: [
        { label: 'Temperature', value: '102.4 °F' },
        { label: 'Respiratory rate', value: '26 breaths/min' },
        { label: 'Heart rate', value: '118 beats/min' },
        { label: 'Weight', value: '21.5 lbs' },
      ],
      empty: NO_VITALS,
    });
    expect(vitalsSection({ temperature: { value: 38.9, unit: 'celsius' }, respiratoryRate: null, heartRate: null, weight: null }).rows).toEqual([{ label: 'Temperature', value: '38.9 °C' }]);
  });
  it("says 'No vitals were taken.' when there are none", () => {
    expect(vitalsSection(null)).toEqual({ title: 'Vitals', rows: [], empty: 'No vitals were taken.' });
  });
});
