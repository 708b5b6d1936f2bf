import { describe, expect, it } from 'vitest';
import { toSaveInput } from '../visit-charting/subjective/subjectiveForm';
import { clearDraft, formatOwnerAddress, initialValues, loadDraft, saveDraft, usDate } from './publicSubjectiveForm';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
};

describe('the public subjective form rules', () => {
  it("formats the owner's address: line 1, else line 2, then city, state, the country unless N/A, and zip", () => {
    expect(formatOwnerAddress({ addressLine1: '4 Oak Lane', addressLine2: 'Unit 4', city: 'Austin', state: 'TX', country: 'USA', zip: '78701' })).toBe('4 Oak Lane, Austin, TX, USA, 78701');
    expect(formatOwnerAddress({ addressLine1: ' ', addressLine2: 'Unit 4', city: 'Austin', state: 'TX', country: 'N/A', zip: '78701' })).toBe('Unit 4, Austin, TX, 78701');
    expect(formatOwnerAddress({ addressLine1: null, addressLine2: null, city: null, state: 'TX', country: null, zip: null })).toBe('TX');
  });

  it("starts Additional Notes at the spec's defaults, with the feline questions only for cats", () => {
    const dog = toSaveInput({ ...initialValues(false), chiefComplaint: { complaint: '', duration: 'ACUTE' } }).additionalNotes;
    expect(dog).toMatchObject({ travel: 'no', coughing: 'no', sneezing: 'no', vomiting: 'no', diarrhea: 'no', waterIntake: 'Normal', appetite: 'Normal', fleaComb: null, otherPets: null, indoor: null });
    const cat = toSaveInput(initialValues(true)).additionalNotes;
    expect(cat).toMatchObject({ fleaComb: 'yes', otherPets: 'yes', indoor: 0 });
  });

  it('keeps a half-filled form per link until it is cleared, and ignores a broken one', () => {
    const storage = memory();
    const values = initialValues(false);
    values.chiefComplaint.complaint = 'Limping';
    saveDraft('token-a', { values, triage: 'line one\nline two', aiConsent: true }, storage);
    expect(loadDraft('token-a', storage)?.values.chiefComplaint.complaint).toBe('Limping');
    expect(loadDraft('token-b', storage)).toBeNull();
    clearDraft('token-a', storage);
    expect(loadDraft('token-a', storage)).toBeNull();
    storage.setItem('subjective-form:token-c', '{not json');
    expect(loadDraft('token-c', storage)).toBeNull();
  });

  it('shows dates as MM/DD/YYYY', () => {
    expect(usDate('2026-03-09')).toBe('03/09/2026');
  });
});
