import { describe, expect, it } from 'vitest';
import { medicalHistorySummaryAnswer, petMedicalRecordAnswer, syncedPetAnswer } from './medical-record.ts';

describe("a pet's medical records, synced ids and history summary (main's snake_case, each field named once)", () => {
  it('reads a practice-system record and a synced pet, no change time as null', () => {
    expect(
      petMedicalRecordAnswer.parse({ id: 'r1', source: 'pms', source_id: 's1', date: 'd', kind: 'k', title: 't', notes: 'n', synced_at: 'at' }),
    ).toEqual({ id: 'r1', source: 'pms', sourceId: 's1', date: 'd', kind: 'k', title: 't', notes: 'n', syncedAt: 'at', attachment: null });
    expect(
      petMedicalRecordAnswer.parse({ id: 'r2', source: 'fhir', source_id: 'DocumentReference/d1', date: 'd', kind: 'document', title: 't', notes: 'n', synced_at: 'at', attachment: { name: 'x.pdf', content_type: 'application/pdf', size: 3, sha256: 'ab' } }).attachment,
    ).toEqual({ name: 'x.pdf', contentType: 'application/pdf', size: 3, sha256: 'ab' });
    expect(syncedPetAnswer.parse({ pet_id: 'p1', source_id: 's1' })).toEqual({ petId: 'p1', sourceId: 's1', sourceUpdatedAt: null });
    expect(syncedPetAnswer.parse({ pet_id: 'p1', source_id: 's1', source_updated_at: 'u' })).toMatchObject({ sourceUpdatedAt: 'u' });
  });

  it('reads the history summary: missing lists empty, a line without a visit null, text as text', () => {
    expect(
      medicalHistorySummaryAnswer.parse({ medications: [{ text: 5, source: 'pet' }], treatments: null, problems: [{ text: 'Itch', visit_id: 'v1', visit_date: 'd', source: 'visit' }] }),
    ).toEqual({
      medications: [{ text: '5', visitId: null, visitDate: null, source: 'pet' }],
      treatments: [],
      services: [],
      problems: [{ text: 'Itch', visitId: 'v1', visitDate: 'd', source: 'visit' }],
      diagnosis: [],
    });
  });
});
