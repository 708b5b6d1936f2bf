// The write-back page's tabs, counts, empty texts and visit links (docs/write-back.md, 'The
// write-back page').
import { describe, expect, it } from 'vitest';
import { ALL_EMPTY_TEXT, anyMoving, emptyText, filterCount, filterLabel, WRITE_BACK_FILTERS } from './writeBackFilters';
import { writeBackVisitPath } from './writeBackLinks';

const counts = { queued: 1, sending: 2, retrying: 3, written: 10, failed: 4 };

describe('the write-back page', () => {
  it('offers All and each state, with its count (All: every state)', () => {
    expect(WRITE_BACK_FILTERS.map((filter) => `${filterLabel(filter)} ${filterCount(filter, counts)}`)).toEqual(['All 20', 'Queued 1', 'Sending 2', 'Retrying 3', 'Written 10', 'Failed 4']);
  });

  it('keeps looking while anything is queued, sending or retrying', () => {
    expect(anyMoving(counts)).toBe(true);
    expect(anyMoving({ queued: 0, sending: 0, retrying: 0, written: 5, failed: 1 })).toBe(false);
    expect(anyMoving({ queued: 0, sending: 0, retrying: 1, written: 0, failed: 0 })).toBe(true);
  });

  it('says what an empty tab means', () => {
    expect(emptyText('ALL')).toBe(ALL_EMPTY_TEXT);
    expect(ALL_EMPTY_TEXT).toBe('No write-backs yet: a finalized SOAP note or a treatment result written back appears here.');
    expect(emptyText('FAILED')).toBe('No failed write-backs.');
    expect(emptyText('QUEUED')).toBe('No queued write-backs.');
  });

  it("links a SOAP note to the SOAP canvas editor and a treatment result to the visit's results step", () => {
    const visit = { id: 'V1', pet: { id: 'P1', source: 'covetrus' } };
    expect(writeBackVisitPath('SOAP', visit)).toBe('/d/soap-canvas-editor?pet=P1&source=covetrus&visitId=V1');
    expect(writeBackVisitPath('TREATMENT_RESULT', visit)).toBe('/d/pet-profiles/pets/P1?source=covetrus&soap=results&visitId=V1');
    expect(writeBackVisitPath('SOAP', { id: 'V2', pet: { id: 'P2', source: '' } })).toBe('/d/soap-canvas-editor?pet=P2&source=vea&visitId=V2');
  });
});
