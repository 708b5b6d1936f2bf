import { describe, expect, it } from 'vitest';
import { applyExamResults } from './examImport';
import { toFormValues } from './objectiveForm';

const rows = () => {
  const values = toFormValues(null, false).examResults;
  values[1] = { ...values[1]!, result: 'Normal', comment: 'Shiny coat' };
  return values;
};

const found = [
  { category: 'Skin & Coat', result: 'Abnormal', comment: 'Flaky skin on the back', matchedText: 'flaky skin' },
  { category: 'heart', result: 'Abnormal', comment: 'Grade II murmur', matchedText: 'murmur' },
  { category: 'Tail', result: 'Normal', comment: 'Wags', matchedText: null },
];

describe('physical exam from observations', () => {
  it('Replace overwrites the categories found and leaves the others', () => {
    const { rows: next, filled } = applyExamResults(rows(), found, 'replace');
    expect(next[1]).toMatchObject({ category: 'Skin & Coat', result: 'Abnormal', comment: 'Flaky skin on the back' });
    expect(next[7]).toMatchObject({ category: 'Heart', result: 'Abnormal', comment: 'Grade II murmur' });
    expect(next[0]).toMatchObject({ category: 'General Appearance', result: '', comment: '' });
    expect(next.at(-1)).toMatchObject({ category: 'Tail', categoryId: null, result: 'Normal', comment: 'Wags' });
    expect(filled).toContainEqual({ index: 7, field: 'comment', evidence: 'From the observations: “murmur”' });
  });

  it('Append keeps a chosen result and adds the comment, once', () => {
    const { rows: next } = applyExamResults(rows(), found, 'append');
    expect(next[1]).toMatchObject({ result: 'Normal', comment: 'Shiny coat. Flaky skin on the back' });
    expect(next[7]).toMatchObject({ result: 'Abnormal', comment: 'Grade II murmur' });
    const twice = applyExamResults(next, found, 'append');
    expect(twice.rows[1]!.comment).toBe('Shiny coat. Flaky skin on the back');
    expect(twice.filled.filter((field) => field.index === 1)).toEqual([]);
  });

  it('ignores a result outside the exam’s statuses', () => {
    const { rows: next } = applyExamResults(rows(), [{ category: 'Eyes', result: 'Unclear', comment: 'Cloudy lens', matchedText: 'cloudy' }], 'replace');
    expect(next[2]).toMatchObject({ result: '', comment: 'Cloudy lens' });
  });
});
