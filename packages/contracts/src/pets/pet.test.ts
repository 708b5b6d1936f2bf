import { describe, expect, it } from 'vitest';
import { petBulkCreateWire, petCreateWire, petDetails, petSyncWire, petUpdateWire, petWire, PET_TEXT_DETAIL_KEYS } from './pet.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const wirePet = {
  name: ' Rex ',
  breed_id: 'b1',
  specie_id: 's1',
  gender_id: 'g1',
  color: 'Brown',
  date_of_birth: '03/14/2021',
  weight: '12.345',
  problems: 'Otitis, otitis , ,Itch',
  note: '  ',
  parent_id: 'p1',
};

describe('the pet contract (spec 001 section 5, Pet form)', () => {
  it("requires every field with the spec's messages", () => {
    const messages = issues(petDetails.safeParse({ name: '', breedId: '', specieId: '', genderId: '', color: '', dateOfBirth: '', weight: '', problems: '', note: '', image: null })).map(
      (issue) => issue.message,
    );
    expect(messages).toEqual(['Enter name', 'Select breed', 'Select specie', 'Select gender', 'Enter color', 'Select date of birth', 'Enter weight']);
    expect(issues(petCreateWire.safeParse({ ...wirePet, parent_id: '' }))).toEqual([{ path: 'parent_id', message: 'Select pet owner' }]);
  });

  it('reads the wire into camelCase: US date to ISO, weight rounded, problems split once each, blank note none, lb(s) by default', () => {
    expect(petCreateWire.parse(wirePet)).toEqual({
      name: 'Rex',
      breedId: 'b1',
      specieId: 's1',
      genderId: 'g1',
      color: 'Brown',
      dateOfBirth: '2021-03-14',
      weight: 12.35,
      weightUnit: undefined,
      problems: ['Otitis', 'Itch'],
      // Every text detail left blank or out (the note, …) is none.
      ...Object.fromEntries(PET_TEXT_DETAIL_KEYS.map((key) => [key, null])),
      image: null,
      parentId: 'p1',
    });
  });

  it("reads the form's values: an ISO date, the weight's text", () => {
    const parsed = petDetails.parse({ name: 'Rex', breedId: 'b', specieId: 's', genderId: 'g', color: 'Red', dateOfBirth: '2020-02-29', weight: '4', problems: '', note: 'Shy', image: null });
    expect(parsed).toMatchObject({ dateOfBirth: '2020-02-29', weight: 4, problems: [], note: 'Shy' });
  });

  it('refuses unreal and future dates, non-positive weights, odd units, long names and notes', () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const bad = { ...wirePet, date_of_birth: '02/30/2021', weight: -1, weight_unit: 'stone', name: 'x'.repeat(101), note: 'n'.repeat(2001) };
    expect(issues(petCreateWire.safeParse(bad))).toEqual([
      { path: 'name', message: 'Must be at most 100 characters.' },
      { path: 'date_of_birth', message: 'Date of birth must be a real date (MM/DD/YYYY) that is not in the future.' },
      { path: 'weight', message: 'Weight must be a positive number.' },
      { path: 'weight_unit', message: 'Weight unit must be lb(s) or kg(s).' },
      { path: 'note', message: 'Note must be at most 2000 characters.' },
    ]);
    expect(issues(petDetails.safeParse({ ...petDetails.parse({ ...wirePet, breedId: 'b', specieId: 's', genderId: 'g', dateOfBirth: '2020-01-01' }), dateOfBirth: future }))).toEqual([
      { path: 'dateOfBirth', message: 'Date of birth must be a real date (MM/DD/YYYY) that is not in the future.' },
    ]);
    expect(issues(petCreateWire.safeParse({ ...wirePet, problems: ['x'.repeat(101)] }))).toEqual([{ path: 'problems.0', message: 'Problems must be a list of names of at most 100 characters.' }]);
    expect(issues(petCreateWire.safeParse({ ...wirePet, problems: Array.from({ length: 51 }, (_, i) => `p${i}`) }))).toEqual([{ path: 'problems', message: 'At most 50 problems.' }]);
    expect(issues(petCreateWire.safeParse({ ...wirePet, image: 'javascript:alert(1)' }))).toEqual([{ path: 'image', message: 'Invalid image address.' }]);
  });

  it("takes in what the gateway passes on (a weight left out as null, any unit text) and refuses it with the spec's messages", () => {
    expect(issues(petCreateWire.safeParse({ ...wirePet, weight: null, weight_unit: 'stone' }))).toEqual([
      { path: 'weight', message: 'Enter weight' },
      { path: 'weight_unit', message: 'Weight unit must be lb(s) or kg(s).' },
    ]);
    expect(issues(petUpdateWire.safeParse({ weight: true, weight_unit: null }))).toEqual([
      { path: 'weight', message: 'Enter weight' },
      { path: 'weight_unit', message: 'Weight unit must be lb(s) or kg(s).' },
    ]);
  });

  it('an edit sends only what changes; a bulk add names each pet by index', () => {
    expect(petUpdateWire.parse({ weight_unit: 'kg(s)' })).toEqual({ weightUnit: 'kg(s)' });
    expect(issues(petBulkCreateWire.safeParse({ parent_id: 'p1', pets: [] }))).toEqual([{ path: 'pets', message: 'Add at least one pet.' }]);
    expect(issues(petBulkCreateWire.safeParse({ parent_id: 'p1', pets: [wirePet, { ...wirePet, weight: 0 }] }))).toEqual([{ path: 'pets.1.weight', message: 'Weight must be a positive number.' }]);
  });

  it("parses the service's answer into the camelCase pet", () => {
    const answer = {
      id: 'a',
      name: 'Rex',
      image: null,
      breed_id: 'b',
      specie_id: 's',
      gender_id: 'g',
      color_id: 'c',
      color: { id: 'c', color: 'Brown' },
      date_of_birth: '03/14/2021',
      weight: 12.5,
      weight_unit: 'lb(s)',
      problems: [{ name: 'Itch' }],
      parent_id: 'p',
      parent_name: 'Ann Lee',
      ...Object.fromEntries(PET_TEXT_DETAIL_KEYS.map((key) => [key, null])),
      clinic_id: 'k',
      source: 'vea',
      source_id: null,
      can_sync: false,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(petWire.parse(answer)).toMatchObject({ parentName: 'Ann Lee', weightUnit: 'lb(s)', canSync: false, color: { color: 'Brown' } });
    expect(petWire.safeParse({ ...answer, weight: '12.5' }).success).toBe(false);
  });
});

describe('the pet sync body (POST /pets/sync)', () => {
  it("reads the practice system's patient into camelCase, Covetrus when no system is named", () => {
    expect(petSyncWire.parse({ source_id: ' p-1 ' })).toEqual({ source: 'covetrus', sourceId: 'p-1' });
    expect(issues(petSyncWire.safeParse({ source: ' ', source_id: '' }))).toEqual([
      { path: 'source', message: 'Please choose the practice system' },
      { path: 'source_id', message: 'Please choose a patient to sync' },
    ]);
  });
});
