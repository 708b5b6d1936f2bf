import { describe, expect, it } from 'vitest';
import { bodyScoreLabel, dentalScoreLabel, isFelineSpecies, muscleConditionLabel, painScoreLabel } from './objectiveScores';

describe('score labels (spec 002 section 5)', () => {
  it('labels the body score 1-3 Too Thin, 4-6 Ideal, 7-9 Too Heavy, and not scored as Too Thin', () => {
    expect([1, 3, 4, 6, 7, 9].map(bodyScoreLabel)).toEqual(['Too Thin', 'Too Thin', 'Ideal', 'Ideal', 'Too Heavy', 'Too Heavy']);
    expect(bodyScoreLabel(null)).toBe('Too Thin');
  });

  it('labels the pain score at each boundary', () => {
    expect([0, 2, 3, 5, 6, 8, 9].map(painScoreLabel)).toEqual(['No Pain', 'No Pain', 'Moderate', 'Moderate', 'Very Severe Pain', 'Very Severe Pain', 'Worst Pain Possible']);
    expect(painScoreLabel(null)).toBeNull();
  });

  it('labels the muscle condition and shows the dental score out of 4', () => {
    expect([0, 1, 2, 3, 4].map(muscleConditionLabel)).toEqual(['Normal', 'Mild Loss', 'Moderate Loss', 'Marked Loss', 'Severe Loss']);
    expect(muscleConditionLabel(null)).toBeNull();
    expect(dentalScoreLabel(0)).toBe('0/4');
    expect(dentalScoreLabel(4)).toBe('4/4');
    expect(dentalScoreLabel(null)).toBeNull();
  });

  it('knows a cat by its species name', () => {
    expect(isFelineSpecies('Feline')).toBe(true);
    expect(isFelineSpecies(' feline ')).toBe(true);
    expect(isFelineSpecies('Canine')).toBe(false);
    expect(isFelineSpecies(null)).toBe(false);
  });
});
