import { describe, expect, it } from 'vitest';
import { withMarks } from '../ai/aiMarks';
import { aiDraftMarksOf, draftOfField, examCommentField, serverField } from './aiDraftFields';

describe('the AI fields of a save', () => {
  it('names each form path as the server stores it', () => {
    expect(serverField('chiefComplaint.complaint')).toBe('chief_complaint.complaint');
    expect(serverField('additionalNotes.triageNotes')).toBe('additional_notes.triage_notes');
    expect(serverField('final_soap')).toBe('final_soap');
  });

  it('sends a mark only while its field still holds the AI’s text, with its feature and provider', () => {
    const marks = withMarks({}, [
      { path: 'chiefComplaint.complaint', value: 'Vomiting', evidence: '', feature: 'TRIAGE_IMPORT', provider: 'rules' },
      { path: 'additionalNotes.supplements', value: 'fish oil', evidence: '', feature: 'TRIAGE_IMPORT', provider: 'rules' },
      // A choice is marked in the form, not kept as a draft.
      { path: 'reasonForConsultation.mainCaseIds', value: [3], evidence: '', feature: 'TRIAGE_IMPORT', provider: 'rules' },
      // A mark that names no feature (an older fill) is not sent.
      { path: 'additionalNotes.appetite', value: 'Poor', evidence: '' },
    ]);
    const values: Record<string, unknown> = {
      'chiefComplaint.complaint': 'Vomiting',
      'additionalNotes.supplements': 'fish oil daily',
      'reasonForConsultation.mainCaseIds': [3],
      'additionalNotes.appetite': 'Poor',
    };
    expect(aiDraftMarksOf(marks, (path) => values[path])).toEqual([{ field: 'chief_complaint.complaint', feature: 'TRIAGE_IMPORT', provider: 'rules' }]);
  });
});

describe('the draft a field shows', () => {
  const drafts = [
    { record: 'SUBJECTIVE_NOTE', field: 'chief_complaint.complaint', text: 'Vomiting', status: 'EDITED' },
    { record: 'SUBJECTIVE_NOTE', field: 'chief_complaint.complaint', text: 'Vomiting, diarrhea', status: 'DRAFT' },
    { record: 'SUBJECTIVE_NOTE', field: 'additional_notes.supplements', text: 'fish oil', status: 'ACCEPTED' },
  ];

  it('is the open draft while the field holds its text, nothing once the person types', () => {
    expect(draftOfField(drafts, 'SUBJECTIVE_NOTE', 'chief_complaint.complaint', 'Vomiting, diarrhea')).toBe(drafts[1]);
    expect(draftOfField(drafts, 'SUBJECTIVE_NOTE', 'chief_complaint.complaint', 'Vomiting, diarrhea, lethargy')).toBeNull();
  });

  it('is the latest review of a field without an open draft, and none for another record', () => {
    expect(draftOfField(drafts, 'SUBJECTIVE_NOTE', 'additional_notes.supplements', 'anything')).toBe(drafts[2]);
    expect(draftOfField(drafts, 'OBJECTIVE_NOTE', 'additional_notes.supplements', 'fish oil')).toBeNull();
  });
});

describe("an exam row's field", () => {
  it('names the row by its body category, and no field for a category no key can name', () => {
    expect(examCommentField('Skin & Coat')).toBe('physicalexamresult.skin_coat.comment');
    expect(examCommentField(' Abdomen ')).toBe('physicalexamresult.abdomen.comment');
    expect(examCommentField('3rd eyelid')).toBeNull();
    expect(examCommentField('!!')).toBeNull();
  });
});
