// The note rules of spec 002 section 5, without a database (the vitals' rules: packages/contracts/src/charting/vitals.test.ts).
import { describe, expect, it } from 'vitest';
import { DURATION_REQUIRED, REASON_REQUIRED, subjectiveNoteSchema } from './subjective-rules.ts';

describe('subjective note rules', () => {
  it("asks for the complaint duration and a reason for consultation with the spec's messages", () => {
    const empty = subjectiveNoteSchema.safeParse({ chief_complaint: { complaint: 'Vomiting since Monday' } });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['chief_complaint.duration', DURATION_REQUIRED],
      ['reason_for_consultation.main_case', REASON_REQUIRED],
    ]);
    const noReason = subjectiveNoteSchema.safeParse({ chief_complaint: { duration: 'Acute' }, reason_for_consultation: { main_case: [] } });
    expect(noReason.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['reason_for_consultation.main_case', REASON_REQUIRED]]);
  });

  it('takes a free entry as a reason, empty answers as none, and only the four indoor options', () => {
    const parsed = subjectiveNoteSchema.parse({
      chief_complaint: { complaint: '  ', duration: 'Worsening' },
      reason_for_consultation: { other_cases: ['Limping', 'Limping'] },
      additional_notes: { indoor: 50, medications: ['Apoquel 16mg', 'Apoquel 16mg'] },
    });
    expect(parsed.chief_complaint).toEqual({ complaint: null, duration: 'Worsening' });
    expect(parsed.reason_for_consultation).toMatchObject({ main_case: [], other_cases: ['Limping'], vomiting: null });
    expect(parsed.additional_notes).toMatchObject({ indoor: 50, medications: ['Apoquel 16mg'], flea_comb: null });
    const indoor = subjectiveNoteSchema.safeParse({ chief_complaint: { duration: 'Acute' }, reason_for_consultation: { main_case: [2] }, additional_notes: { indoor: 30 } });
    expect(indoor.error?.issues[0]?.message).toBe('How often indoors must be 0, 25, 50 or 100 percent.');
    const unknownCase = subjectiveNoteSchema.safeParse({ chief_complaint: { duration: 'Acute' }, reason_for_consultation: { main_case: [9] } });
    expect(unknownCase.error?.issues[0]?.message).toBe('Choose a reason for consultation from the list.');
  });
});
