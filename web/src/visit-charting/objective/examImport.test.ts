import { describe, expect, it } from 'vitest';
import { applyExamResults, undoExamFill } from './examImport';
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
  it('Replace overwrites the categories found where nobody wrote, and leaves the others', () => {
    const { rows: next, filled } = applyExamResults(rows(), found, 'replace', () => true);
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

  it("Replace keeps the vet's own finding: their result stays, their comment comes first, and the fields are named (issue 27)", () => {
    const start = toFormValues(null, false).examResults;
    const abdomen = start.findIndex((row) => row.category === 'Abdomen');
    start[abdomen] = { ...start[abdomen]!, result: 'Normal', comment: 'Soft, no masses felt' };
    const skinInAbdomen = [{ category: 'Abdomen', result: 'Abnormal', comment: 'Flaky skin on the back', matchedText: 'flaky skin' }];
    const { rows: next, kept } = applyExamResults(start, skinInAbdomen, 'replace');
    expect(next[abdomen]).toMatchObject({ result: 'Normal', comment: 'Soft, no masses felt. Flaky skin on the back' });
    expect(kept).toEqual([
      { index: abdomen, field: 'result' },
      { index: abdomen, field: 'comment' },
    ]);
    // The AI's own earlier answer (its mark still on it) is replaced.
    const again = applyExamResults(next, [{ category: 'Abdomen', result: 'Abnormal', comment: 'Tense', matchedText: null }], 'replace', (path) => path === `examResults.${abdomen}.comment`);
    expect(again.rows[abdomen]).toMatchObject({ result: 'Normal', comment: 'Tense' });
  });

  it('Undo puts the rows back as they were, keeping what the vet changed after the fill', () => {
    const before = rows();
    const { rows: after } = applyExamResults(before, found, 'replace');
    expect(undoExamFill(after, before, after)).toEqual(before);
    // The vet edited the Heart comment after the fill: Undo keeps that edit and puts back the rest.
    const edited = after.map((row) => (row.category === 'Heart' ? { ...row, comment: 'Grade III murmur' } : row));
    const undone = undoExamFill(edited, before, after);
    expect(undone[7]).toMatchObject({ result: '', comment: 'Grade III murmur' });
    expect(undone.map((row) => row.category)).toEqual(before.map((row) => row.category));
  });

  it('ignores a result outside the exam’s statuses', () => {
    const { rows: next } = applyExamResults(rows(), [{ category: 'Eyes', result: 'Unclear', comment: 'Cloudy lens', matchedText: 'cloudy' }], 'replace');
    expect(next[2]).toMatchObject({ result: '', comment: 'Cloudy lens' });
  });
});
