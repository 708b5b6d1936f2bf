// The score labels of spec 002 section 5 at every boundary, and the unique-name rule.
import { describe, expect, it } from 'vitest';
import { bodyScoreLabel, dentalScoreLabel, duplicateName, muscleConditionLabel, painScoreLabel } from './objective-rules.ts';

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
