import { describe, expect, it } from 'vitest';
import { markOf, withMarks } from './aiMarks';

describe('AI marks', () => {
  it('hold while the field keeps the AI’s value and end with an edit', () => {
    const marks = withMarks({}, [
      { path: 'chiefComplaint.complaint', value: 'Vomiting', evidence: '“V+”' },
      { path: 'reasonForConsultation.mainCaseIds', value: [3, 4], evidence: '' },
    ]);
    expect(markOf(marks, 'chiefComplaint.complaint', 'Vomiting')?.evidence).toBe('“V+”');
    expect(markOf(marks, 'chiefComplaint.complaint', 'Vomiting twice')).toBeNull();
    expect(markOf(marks, 'reasonForConsultation.mainCaseIds', [3, 4])).not.toBeNull();
    expect(markOf(marks, 'reasonForConsultation.mainCaseIds', [3])).toBeNull();
    expect(markOf(marks, 'additionalNotes.appetite', 'Normal')).toBeNull();
  });
});
