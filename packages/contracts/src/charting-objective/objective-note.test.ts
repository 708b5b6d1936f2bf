// The score labels of spec 002 section 5 at every boundary, the unique-name rule, and the save's
// body as the main service validates it (the spec's names, field errors on its paths).
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { bodyScoreLabel, dentalScoreLabel, muscleConditionLabel, painScoreLabel } from './objective-labels.ts';
import { duplicateName, objectiveNoteSaveWire } from './objective-note.ts';

describe('score labels', () => {
  it('labels the body score 1-3 Too Thin, 4-6 Ideal, 7-9 Too Heavy, missing or unknown Too Thin', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(bodyScoreLabel)).toEqual([
      'Too Thin', 'Too Thin', 'Too Thin', 'Ideal', 'Ideal', 'Ideal', 'Too Heavy', 'Too Heavy', 'Too Heavy',
    ]);
    expect([null, undefined, 0, 10].map(bodyScoreLabel)).toEqual(['Too Thin', 'Too Thin', 'Too Thin', 'Too Thin']);
  });

  it('labels the pain score 0-2 No Pain, 3-5 Moderate, 6-8 Very Severe Pain, 9 Worst Pain Possible', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(painScoreLabel)).toEqual([
      'No Pain', 'No Pain', 'No Pain', 'Moderate', 'Moderate', 'Moderate', 'Very Severe Pain', 'Very Severe Pain', 'Very Severe Pain', 'Worst Pain Possible',
    ]);
    expect([null, 10, -1].map(painScoreLabel)).toEqual([null, null, null]);
  });

  it('labels the muscle condition 0 Normal to 4 Severe Loss, and the dental score out of 4', () => {
    expect([0, 1, 2, 3, 4, 5, null].map(muscleConditionLabel)).toEqual(['Normal', 'Mild Loss', 'Moderate Loss', 'Marked Loss', 'Severe Loss', null, null]);
    expect([0, 4, null].map(dentalScoreLabel)).toEqual(['0/4', '4/4', null]);
  });

  it('finds a name listed twice, case and spaces aside', () => {
    expect(duplicateName(['Otitis', 'Mange'])).toBeNull();
    expect(duplicateName(['Otitis', 'Mange', ' otitis'])).toBe(' otitis');
  });
});

describe('the save body', () => {
  const issues = (body: unknown) => z.safeParse(objectiveNoteSaveWire, body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('reads the spec\'s names, a body score sent as digits, and leaves out what was not sent', () => {
    const parsed = z.parse(objectiveNoteSaveWire, {
      body_score: ' 5 ',
      physicalexamresult: [{ category: { id: 7, category: 'Eyes' }, result: 'Normal' }],
      ruleouts: [{ diagnosis_id: 'd1', name: 'Otitis' }],
      based_on_version: 2,
    });
    expect(parsed).toEqual({
      bodyScore: 5,
      physicalExamResults: [{ category: { id: '7', category: 'Eyes' }, result: 'Normal' }],
      ruleOuts: [{ diagnosisId: 'd1', name: 'Otitis' }],
      basedOnVersion: 2,
    });
    expect(Object.keys(z.parse(objectiveNoteSaveWire, {}))).toEqual([]);
  });

  it("refuses with the rules' messages on the spec's paths", () => {
    expect(issues({ body_score: 10, grimace_scale: '2.5', mentation: 'Sleepy' })).toEqual([
      ['body_score', 'Body score must be a whole number from 1 to 9.'],
      ['grimace_scale', 'Feline grimace scale must be a whole number from 1 to 10.'],
      ['mentation', 'Choose Bright, Depressed, Stuporous or Comatose.'],
    ]);
    expect(issues({ ruleouts: [{ name: ' ' }], physicalexamresult: [{ category: { category: 'Eyes' }, result: 'Fine' }] })).toEqual([
      ['physicalexamresult.0.result', 'Choose Normal, Abnormal, Negative or Positive for each exam result.'],
      ['ruleouts.0.name', 'Name each rule out.'],
    ]);
    expect(
      issues({
        ruleouts: [{ name: 'Otitis' }, { name: ' otitis' }],
        physicalexamresult: [
          { category: { category: 'Eyes' }, result: 'Normal' },
          { category: { category: 'eyes' }, result: 'Abnormal' },
        ],
      }),
    ).toEqual([
      ['ruleouts', 'Rule outs are unique by name: otitis is listed twice.'],
      ['physicalexamresult', 'Each body category has one exam result: eyes is listed twice.'],
    ]);
  });
});
