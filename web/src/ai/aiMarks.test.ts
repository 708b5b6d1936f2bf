import { describe, expect, it } from 'vitest';
import { heldWords } from './aiFill';
import { aiDraftMarksOf } from '../ai-drafts/aiDraftFields';
import { cleanUpMark, isAiOwn, markOf, withMarks } from './aiMarks';

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

  it('tell the AI’s own answer from one mixed with a person’s words, which a later Replace keeps (issue 27)', () => {
    const marks = withMarks({}, [
      { path: 'examResults.9.comment', value: 'Soft, no masses felt. Painful abdomen', evidence: '', mixed: heldWords('examResults.9.comment', 'Soft, no masses felt', () => false) },
      { path: 'examResults.7.comment', value: 'Grade II murmur', evidence: '', mixed: heldWords('examResults.7.comment', '', () => false) },
    ]);
    expect(markOf(marks, 'examResults.9.comment', 'Soft, no masses felt. Painful abdomen')).not.toBeNull();
    expect(isAiOwn(marks, 'examResults.9.comment', 'Soft, no masses felt. Painful abdomen')).toBe(false);
    expect(isAiOwn(marks, 'examResults.7.comment', 'Grade II murmur')).toBe(true);
    expect(isAiOwn(marks, 'examResults.7.comment', 'Grade III murmur')).toBe(false);
  });

  it('keep an applied clean-up as the person’s words tidied by the AI: a Clean-up draft on save, ended by Undo', () => {
    const applied = { text: 'Pt vomiting x3d.', provider: 'rules', input: 'pt vomiting  x3d', lines: [{ text: 'Pt vomiting x3d.', sources: [] }] };
    const marks = withMarks({}, [cleanUpMark('additionalNotes.triageNotes', applied)]);
    expect(isAiOwn(marks, 'additionalNotes.triageNotes', 'Pt vomiting x3d.')).toBe(false);
    const saved = aiDraftMarksOf(marks, () => 'Pt vomiting x3d.');
    expect(saved).toEqual([expect.objectContaining({ field: 'additional_notes.triage_notes', feature: 'CLEAN_UP', provider: 'rules' })]);
    expect(saved[0]!.sources?.input).toBe('pt vomiting  x3d');
    // Undo put the person's text back: no draft is sent.
    expect(aiDraftMarksOf(marks, () => 'pt vomiting  x3d')).toEqual([]);
  });
});
