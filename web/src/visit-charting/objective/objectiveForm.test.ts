import { describe, expect, it } from 'vitest';
import { BODY_CATEGORIES, EXAM_RESULT_REQUIRED, formPathOf, hasRuleOut, objectiveFormSchema, toFormValues, toSaveInput, type LoadedObjectiveNote } from './objectiveForm';

const note: LoadedObjectiveNote = {
  bodyScore: 5,
  painScore: 2,
  dentalScore: 0,
  muscleConditionScore: null,
  grimaceScale: 6,
  mentation: 'Depressed',
  medicalHistoryNotes: 'Lethargic since Sunday',
  physicalExamResults: [
    { category: 'eyes', categoryId: null, result: 'Abnormal', comment: 'Discharge' },
    { category: 'Tail', categoryId: '7', result: 'Normal', comment: '' },
  ],
  ruleOuts: [
    { name: 'Gastritis', category: 'GI', description: 'Inflamed stomach', diagnosis: { id: 'RGlhZ25vc2lzOjE=' } },
    { name: 'Removed one', category: null, description: '', diagnosis: null },
  ],
};

const context = { visitId: 'VmlzaXQ6MQ==', basedOnVersion: 3, visitModificationId: null, feline: false, ruleOutsChanged: false };

describe('toFormValues', () => {
  it('lists every body category, the saved results in place and other saved categories after them', () => {
    const values = toFormValues(note, true);
    expect(values.examResults.map((row) => row.category)).toEqual([...BODY_CATEGORIES.map((name) => (name === 'Eyes' ? 'eyes' : name)), 'Tail']);
    expect(values.examResults.find((row) => row.category === 'eyes')).toEqual({ category: 'eyes', categoryId: null, result: 'Abnormal', comment: 'Discharge' });
    expect(values.examResults[0]).toEqual({ category: 'General Appearance', categoryId: null, result: '', comment: '' });
    expect(values.ruleOuts).toEqual([
      { diagnosisId: 'RGlhZ25vc2lzOjE=', name: 'Gastritis', category: 'GI', description: 'Inflamed stomach' },
      { diagnosisId: null, name: 'Removed one', category: null, description: '' },
    ]);
    expect(values).toMatchObject({ bodyScore: 5, painScore: 2, dentalScore: 0, muscleConditionScore: null, grimaceScale: 6, mentation: 'Depressed' });
  });

  it('starts a new exam Bright, unscored, and a cat at grimace 4', () => {
    expect(toFormValues(null, true)).toMatchObject({ bodyScore: null, mentation: 'Bright', grimaceScale: 4, medicalHistoryNotes: '', ruleOuts: [] });
    expect(toFormValues(null, false).grimaceScale).toBeNull();
  });
});

describe('toSaveInput', () => {
  it('sends the examined rows only, the version it was loaded from, and no grimace scale for a dog', () => {
    const input = toSaveInput(toFormValues(note, false), context);
    expect(input.physicalExamResults).toEqual([
      { category: 'eyes', categoryId: null, result: 'Abnormal', comment: 'Discharge' },
      { category: 'Tail', categoryId: '7', result: 'Normal', comment: '' },
    ]);
    expect(input).toMatchObject({ visitId: 'VmlzaXQ6MQ==', basedOnVersion: 3, bodyScore: 5, mentation: 'Depressed' });
    expect(input).not.toHaveProperty('grimaceScale');
    expect(input).not.toHaveProperty('visitModificationId');
  });

  it('omits the version on the first save and sends the reason for modification', () => {
    const input = toSaveInput(toFormValues(null, true), { ...context, basedOnVersion: null, visitModificationId: 'TW9kOjE=', feline: true });
    expect(input).not.toHaveProperty('basedOnVersion');
    expect(input).toMatchObject({ visitModificationId: 'TW9kOjE=', grimaceScale: 4, physicalExamResults: [] });
  });

  it('sends the rule outs as diagnosis ids only when the table changed', () => {
    expect(toSaveInput(toFormValues(note, false), context)).not.toHaveProperty('ruleOutDiagnosisIds');
    expect(toSaveInput(toFormValues(note, false), { ...context, ruleOutsChanged: true }).ruleOutDiagnosisIds).toEqual(['RGlhZ25vc2lzOjE=']);
  });
});

describe('objectiveFormSchema', () => {
  it('asks for a result on a row with a comment', () => {
    const values = toFormValues(null, false);
    values.examResults[2]!.comment = 'Cloudy';
    const result = objectiveFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['examResults', 2, 'result'], message: EXAM_RESULT_REQUIRED })]);
    values.examResults[2]!.result = 'Abnormal';
    expect(objectiveFormSchema.safeParse(values).success).toBe(true);
  });
});

describe('helpers', () => {
  it('finds a rule out by name, case and spaces aside', () => {
    expect(hasRuleOut([{ name: 'Gastritis' }], ' gastritis ')).toBe(true);
    expect(hasRuleOut([{ name: 'Gastritis' }], 'Colitis')).toBe(false);
  });

  it('places server field errors', () => {
    expect(formPathOf('bodyScore')).toBe('bodyScore');
    expect(formPathOf('ruleOutDiagnosisIds.2')).toBe('ruleOuts');
    expect(formPathOf('physicalExamResults')).toBe('examResults');
    expect(formPathOf('visitId')).toBeNull();
  });
});
