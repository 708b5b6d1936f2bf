import { describe, expect, it } from 'vitest';
import { historyDate, lineOrigin, medicalHistorySubtitle, type HistorySummary } from './medicalHistory';

const empty: HistorySummary = { medications: [], treatments: [], services: [], problems: [], diagnosis: [] };
const visitLine = { text: 'Carprofen 75 mg tablet', source: 'visit', visitDate: '2026-11-02T10:00:00Z', visit: { id: 'VmlzaXQ6MQ==' } };

describe('the Medical History Summary panel (spec 002 section 2.8)', () => {
  it("names only the sources the lines came from", () => {
    expect(medicalHistorySubtitle({ ...empty, medications: [visitLine] })).toBe("The assistant put this summary together from this pet's earlier visits charted in VetChart.");
    expect(
      medicalHistorySubtitle({
        ...empty,
        medications: [visitLine],
        problems: [{ text: 'Allergy', source: 'pet', visitDate: null, visit: null }],
        diagnosis: [{ text: 'Otitis', source: 'practice', visitDate: '2025-01-01', visit: null }],
      }),
    ).toBe("The assistant put this summary together from this pet's earlier visits charted in VetChart, the pet's problem list and the practice-management system's records.");
  });

  it('says where it looked when there is nothing to show', () => {
    expect(medicalHistorySubtitle(empty)).toBe("The assistant looked through this pet's earlier visits charted in VetChart, its problem list and any practice-management records it has.");
  });

  it('says where a line without a visit came from', () => {
    expect(lineOrigin(visitLine)).toBeNull();
    expect(lineOrigin({ text: 'Otitis', source: 'practice', visitDate: null, visit: null })).toBe('Practice record');
    expect(lineOrigin({ text: 'Allergy', source: 'pet', visitDate: null, visit: null })).toBe('Problem list');
  });

  it('shows visit dates in UTC and leaves text it cannot read as it is', () => {
    expect(historyDate('2026-11-02T23:30:00Z')).toBe('Nov 2, 2026');
    expect(historyDate('last spring')).toBe('last spring');
  });
});
