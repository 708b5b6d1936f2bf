// The subjective note and vitals routes over a real database: the SOAP cases, first save and
// later saves with versions, the visit guard (read-only, modification reason, lock), the audit
// log, the vitals with their guard messages and unit normalisation, a pet's vitals trend, and
// another clinic kept out.
import { randomUUID } from 'node:crypto';
import { VITALS_MESSAGES } from '@vetchart/contracts/charting/vitals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMainHarness, type MainHarness } from '../testing.ts';
import { VISIT_LOCKED, VISIT_READ_ONLY } from '../visits/visit-guard.ts';
import { DURATION_REQUIRED, REASON_REQUIRED } from './subjective-rules.ts';

let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLN-SUBJ', fullName: 'Nina Nurse' };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLN-ELSEWHERE' };
let nurse: string;
let vet: string;
let reader: string;
let other: string;
let petId: string;

const NOTE = {
  chief_complaint: { complaint: 'Vomiting since yesterday', duration: 'Acute' },
  reason_for_consultation: {
    main_case: [3],
    other_cases: ['Lethargy'],
    vomiting: { vomiting: 'Yes', times_vomiting: '4 times', into_trash: 'No', ate_something: 'Maybe a sock', rat_poison: 'No', recently_vaccinated: 'No' },
  },
  additional_notes: { water_intake: 'Normal', appetite: 'Reduced', medications: ['Cerenia 16mg'], triage_notes: 'Stable, mildly dehydrated' },
};

async function newVisit(token = nurse): Promise<string> {
  const visit = await harness.call('POST', '/visits', { token, body: { pet_id: petId } });
  expect(visit.status).toBe(201);
  return visit.body.data.id;
}

beforeAll(async () => {
  harness = await startMainHarness();
  nurse = await harness.tokenFor({ ...clinic, isClientAdmin: false, roleName: 'veterinarian-technician', permissions: ['Add new Pet', 'Add Visit'] });
  vet = await harness.tokenFor({ ...clinic, fullName: 'Dana Vet', isClientAdmin: false, roleName: 'veterinarian', permissions: ['Add Visit'] });
  reader = await harness.tokenFor({ ...clinic, isClientAdmin: false, roleName: 'reception', permissions: [] });
  other = await harness.tokenFor({ ...otherClinic, isClientAdmin: true, permissions: ['Add Visit', 'Add new Pet'] });
  const parent = await harness.call('POST', '/pet-parents', {
    token: nurse,
    body: { first_name: 'Ida', last_name: 'Lane', phone_number: '5125550142', email: 'ida.lane@example.com', address: { addressLine1: '2 Elm St', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  const pet = await harness.call('POST', '/pets', {
    token: nurse,
    body: { parent_id: parent.body.id, name: 'Miso', breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Grey', date_of_birth: '03/04/2021', weight: 9, problems: [] },
  });
  expect(pet.status).toBe(201);
  petId = pet.body.id;
});
afterAll(async () => harness?.close());

async function audit(targetId: string) {
  return harness.db.query<{ action: string; detail: any }>(`SELECT action, detail FROM main.audit_log WHERE target_id = $1 ORDER BY id`, [targetId]);
}

describe('SOAP cases', () => {
  it('lists the four cases with the spec ids to any signed-in member', async () => {
    const result = await harness.call('GET', '/soap-cases', { token: reader });
    expect(result.body.data).toEqual([
      { id: 1, name: 'skin_case', label: 'Skin Case' },
      { id: 2, name: 'general_health', label: 'General Health' },
      { id: 3, name: 'vomiting', label: 'Vomiting' },
      { id: 4, name: 'diarrhea', label: 'Diarrhea' },
    ]);
    expect((await harness.call('GET', '/soap-cases')).status).toBe(401);
  });
});

describe('subjective note', () => {
  let visitId: string;
  let noteId: string;

  it('has none before the first save', async () => {
    visitId = await newVisit();
    const result = await harness.call('GET', `/visits/${visitId}/subjective`, { token: reader });
    expect(result).toEqual({ status: 200, body: { data: null } });
  });

  it("refuses a save without a duration or a reason with the spec's messages, and without Add Visit", async () => {
    const invalid = await harness.call('POST', '/subjective', { token: nurse, body: { obj_visit_id: visitId, subjective_note: { chief_complaint: { complaint: 'x' }, reason_for_consultation: { main_case: [] } } } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { path: 'subjective_note.chief_complaint.duration', message: DURATION_REQUIRED },
      { path: 'subjective_note.reason_for_consultation.main_case', message: REASON_REQUIRED },
    ]);
    expect((await harness.call('POST', '/subjective', { token: reader, body: { obj_visit_id: visitId, subjective_note: NOTE } })).status).toBe(403);
    expect((await harness.call('GET', `/visits/${visitId}/subjective`, { token: reader })).body.data).toBeNull();
  });

  it('creates the note on the first save, with who saved it, and audits every field', async () => {
    const created = await harness.call('POST', '/subjective', { token: nurse, body: { pet_id: petId, clinic_id: clinic.clinicId, obj_visit_id: visitId, subjective_note: NOTE } });
    expect(created.status).toBe(201);
    noteId = created.body.data.id;
    expect(created.body.data).toMatchObject({
      visitation_id: visitId,
      pet_id: petId,
      version: 1,
      updated_by_name: 'Nina Nurse',
      visit_modification_id: null,
      subjective_note: {
        chief_complaint: NOTE.chief_complaint,
        reason_for_consultation: { main_case: [3], other_cases: ['Lethargy'], general_health: null, diarrhea: null, vomiting: { times_vomiting: '4 times', diet_changes: null } },
        additional_notes: { appetite: 'Reduced', medications: ['Cerenia 16mg'], indoor: null },
      },
    });
    const read = await harness.call('GET', `/visits/${visitId}/subjective`, { token: reader });
    expect(read.body.data).toEqual(created.body.data);
    const [entry] = await audit(noteId);
    expect(entry!.action).toBe('subjective_note.created');
    expect(entry!.detail).toMatchObject({ before: null, visit_modification_id: null, after: created.body.data.subjective_note });
    expect(entry!.detail.fields).toEqual(['chief_complaint', 'reason_for_consultation', 'additional_notes']);
  });

  it('answers a second first save as stale with the saved note, and never makes a second note', async () => {
    const again = await harness.call('POST', '/subjective', { token: vet, body: { obj_visit_id: visitId, subjective_note: { ...NOTE, chief_complaint: { duration: 'Static' } } } });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^This note was changed by Nina Nurse at /);
    expect(again.body.details).toMatchObject({ code: 'STALE_VERSION', changed_by_name: 'Nina Nurse', current: { id: noteId, version: 1 } });
    expect(await harness.db.query(`SELECT count(*)::int AS n FROM main.subjective_notes WHERE visit_id = $1`, [visitId])).toEqual([{ n: 1 }]);
  });

  it('updates with the version it was based on, audits the changed fields, and refuses the older version', async () => {
    const missingVersion = await harness.call('PUT', `/subjective/${visitId}`, { token: vet, body: { subjective_note: NOTE } });
    expect(missingVersion.body.errors).toEqual([{ path: 'based_on_version', message: 'Name the version this save is based on (based_on_version).' }]);
    const updated = await harness.call('PUT', `/subjective/${visitId}`, {
      token: vet,
      body: { based_on_version: 1, subjective_note: { ...NOTE, chief_complaint: { complaint: 'Vomiting, now bloody', duration: 'Worsening' } } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: noteId, version: 2, updated_by_name: 'Dana Vet', subjective_note: { chief_complaint: { complaint: 'Vomiting, now bloody', duration: 'Worsening' } } });
    const entries = await audit(noteId);
    expect(entries.map((entry) => entry.action)).toEqual(['subjective_note.created', 'subjective_note.updated']);
    expect(entries[1]!.detail).toMatchObject({
      fields: ['chief_complaint.complaint', 'chief_complaint.duration'],
      before: { chief_complaint: NOTE.chief_complaint },
      after: { chief_complaint: { complaint: 'Vomiting, now bloody', duration: 'Worsening' } },
      visit_modification_id: null,
    });

    const stale = await harness.call('PUT', `/subjective/${visitId}`, { token: nurse, body: { based_on_version: 1, subjective_note: NOTE } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^This note was changed by Dana Vet at \d\d\/\d\d\/\d{4}, /);
    expect(stale.body.details).toMatchObject({ code: 'STALE_VERSION', changed_by_name: 'Dana Vet', current: { version: 2, subjective_note: { chief_complaint: { duration: 'Worsening' } } } });
    expect((await harness.call('GET', `/visits/${visitId}/subjective`, { token: reader })).body.data.version).toBe(2);
  });

  it('updates only a note that exists', async () => {
    const empty = await newVisit();
    const result = await harness.call('PUT', `/subjective/${empty}`, { token: nurse, body: { based_on_version: 1, subjective_note: NOTE } });
    expect(result).toMatchObject({ status: 404, body: { message: 'Subjective note not found.' } });
  });

  it('refuses a read-only visit without a reason, saves under a reason of that visit and links it, and refuses a locked visit', async () => {
    await harness.db.query(`UPDATE main.visits SET status_id = 4 WHERE id = $1`, [visitId]);
    const refused = await harness.call('PUT', `/subjective/${visitId}`, { token: vet, body: { based_on_version: 2, subjective_note: NOTE } });
    expect(refused).toMatchObject({ status: 409, body: { message: VISIT_READ_ONLY } });
    const reason = await harness.call('POST', `/visits/${visitId}/modification-reasons`, { token: vet, body: { modification_date: '2026/11/24', modification_reason: 'Owner corrected history' } });
    const saved = await harness.call('PUT', `/subjective/${visitId}`, { token: vet, body: { based_on_version: 2, visit_modification_id: reason.body.data.id, subjective_note: NOTE } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 3, visit_modification_id: reason.body.data.id });
    expect((await audit(noteId)).at(-1)!.detail.visit_modification_id).toBe(reason.body.data.id);

    await harness.db.query(`UPDATE main.visits SET is_locked = true WHERE id = $1`, [visitId]);
    const locked = await harness.call('PUT', `/subjective/${visitId}`, { token: vet, body: { based_on_version: 3, visit_modification_id: reason.body.data.id, subjective_note: NOTE } });
    expect(locked).toMatchObject({ status: 409, body: { message: VISIT_LOCKED } });
  });

  it('loads notes by ids and by visit ids for the gateway, in the caller clinic only', async () => {
    const byIds = await harness.call('GET', `/subjective-notes?ids=${noteId},nope`, { token: reader });
    expect(byIds.body.data.map((note: { id: string }) => note.id)).toEqual([noteId]);
    const byVisits = await harness.call('GET', `/subjective-notes?visit_ids=${visitId},${randomUUID()}`, { token: reader });
    expect(byVisits.body.data.map((note: { visitation_id: string }) => note.visitation_id)).toEqual([visitId]);
    expect((await harness.call('GET', '/subjective-notes', { token: reader })).body.data).toEqual([]);
  });

  it("keeps another clinic out of this clinic's notes", async () => {
    const before = await harness.db.query(`SELECT id, version FROM main.subjective_notes ORDER BY id`);
    const fresh = await newVisit();
    expect((await harness.call('GET', `/visits/${visitId}/subjective`, { token: other })).status).toBe(404);
    expect((await harness.call('GET', `/subjective-notes?ids=${noteId}&visit_ids=${visitId}`, { token: other })).body.data).toEqual([]);
    expect((await harness.call('POST', '/subjective', { token: other, body: { obj_visit_id: fresh, subjective_note: NOTE } })).status).toBe(404);
    expect((await harness.call('PUT', `/subjective/${visitId}`, { token: other, body: { based_on_version: 3, subjective_note: NOTE } })).status).toBe(404);
    // Naming another clinic or another pet in the payload is "not found" too.
    expect((await harness.call('POST', '/subjective', { token: nurse, body: { obj_visit_id: fresh, clinic_id: otherClinic.clinicId, subjective_note: NOTE } })).status).toBe(404);
    expect((await harness.call('POST', '/subjective', { token: nurse, body: { obj_visit_id: fresh, pet_id: randomUUID(), subjective_note: NOTE } })).status).toBe(404);
    expect(await harness.db.query(`SELECT id, version FROM main.subjective_notes ORDER BY id`)).toEqual(before);
  });
});

describe('vitals', () => {
  let visitId: string;
  let vitalsId: string;
  const VITALS = { temperature: { value: 101.8, unit: 'F' }, respiratory_rate: { value: 28, unit: 'bps' }, heart_rate: { value: 120, unit: 'bpm' }, weight: { value: 9.5, unit: 'lb(s)' } };

  it("asks for the subjective note first and for the pet, with the spec's messages", async () => {
    visitId = await newVisit();
    const first = await harness.call('PUT', `/visits/${visitId}/vitals`, { token: nurse, body: { pet_id: petId, ...VITALS } });
    expect(first).toMatchObject({ status: 409, body: { message: VITALS_MESSAGES.needSubjective } });
    const missing = await harness.call('PUT', `/visits/${visitId}/vitals`, { token: nurse, body: VITALS });
    expect(missing.body).toMatchObject({ message: VITALS_MESSAGES.missingData, errors: [{ path: 'pet_id', message: VITALS_MESSAGES.missingData }] });
  });

  it('saves them with normalised units and who saved them, and audits the values', async () => {
    expect((await harness.call('POST', '/subjective', { token: nurse, body: { obj_visit_id: visitId, subjective_note: NOTE } })).status).toBe(201);
    expect((await harness.call('PUT', `/visits/${visitId}/vitals`, { token: reader, body: { pet_id: petId, ...VITALS } })).status).toBe(403);
    const saved = await harness.call('PUT', `/visits/${visitId}/vitals`, { token: nurse, body: { pet_id: petId, clinic_id: clinic.clinicId, ...VITALS } });
    expect(saved.status).toBe(201);
    vitalsId = saved.body.data.id;
    expect(saved.body.data).toMatchObject({
      visitation_id: visitId,
      version: 1,
      temperature: { value: 101.8, unit: 'fahrenheit' },
      respiratory_rate: { value: 28, unit: 'bpm' },
      heart_rate: { value: 120, unit: 'bpm' },
      weight: { value: 9.5, unit: 'lbs' },
      updated_by_name: 'Nina Nurse',
    });
    const [entry] = await audit(vitalsId);
    expect(entry).toMatchObject({ action: 'vitals.created', detail: { before: null, fields: ['temperature', 'respiratory_rate', 'heart_rate', 'weight'] } });
  });

  it('updates based on the current version only, and refuses a bad unit', async () => {
    // A save based on no version (none loaded: absent, null) over saved vitals is refused naming who saved them.
    for (const based of [{}, { based_on_version: null }]) {
      const noVersion = await harness.call('PUT', `/visits/${visitId}/vitals`, { token: vet, body: { pet_id: petId, ...based, ...VITALS, heart_rate: { value: 90, unit: 'bpm' } } });
      expect(noVersion.status).toBe(409);
      expect(noVersion.body.message).toMatch(/^This note was changed by Nina Nurse at /);
      expect(noVersion.body.details).toMatchObject({ code: 'STALE_VERSION', changed_by_name: 'Nina Nurse', current: { version: 1, heart_rate: { value: 120 } } });
    }
    const badUnit = await harness.call('PUT', `/visits/${visitId}/vitals`, { token: vet, body: { pet_id: petId, based_on_version: 1, weight: { value: 4, unit: 'stone' } } });
    expect(badUnit.body.errors).toEqual([{ path: 'weight.unit', message: 'Choose the weight unit (lbs or kg).' }]);
    const updated = await harness.call('PUT', `/visits/${visitId}/vitals`, { token: vet, body: { pet_id: petId, based_on_version: 1, ...VITALS, weight: { value: 4.3, unit: 'kilograms' } } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: vitalsId, version: 2, weight: { value: 4.3, unit: 'kg' }, updated_by_name: 'Dana Vet' });
    expect((await audit(vitalsId)).at(-1)).toMatchObject({ action: 'vitals.updated', detail: { fields: ['weight.value', 'weight.unit'], before: { weight: { value: 9.5, unit: 'lbs' } } } });
    const stale = await harness.call('PUT', `/visits/${visitId}/vitals`, { token: nurse, body: { pet_id: petId, based_on_version: 1, ...VITALS } });
    expect(stale.status).toBe(409);
    expect(stale.body.details).toMatchObject({ code: 'STALE_VERSION', changed_by_name: 'Dana Vet', current: { version: 2, weight: { value: 4.3, unit: 'kg' } } });
  });

  it('refuses a temperature no patient has in its unit (150 °C, 150 °F), and keeps the saved one', async () => {
    for (const [temperature, message] of [
      [{ value: 150, unit: 'celsius' }, 'Enter a temperature from 10 to 48 °C.'],
      [{ value: 150, unit: 'F' }, 'Enter a temperature from 50 to 118 °F.'],
    ] as const) {
      const refused = await harness.call('PUT', `/visits/${visitId}/vitals`, { token: vet, body: { pet_id: petId, based_on_version: 2, ...VITALS, temperature } });
      expect(refused).toMatchObject({ status: 400, body: { errors: [{ path: 'temperature.value', message }] } });
    }
    const [row] = await harness.db.query<{ temperature: string; version: number }>(`SELECT temperature, version FROM main.vitals WHERE id = $1`, [vitalsId]);
    expect({ temperature: Number(row!.temperature), version: row!.version }).toEqual({ temperature: 101.8, version: 2 });
  });

  it('refuses a locked visit', async () => {
    const locked = await newVisit();
    await harness.call('POST', '/subjective', { token: nurse, body: { obj_visit_id: locked, subjective_note: NOTE } });
    await harness.db.query(`UPDATE main.visits SET is_locked = true WHERE id = $1`, [locked]);
    expect(await harness.call('PUT', `/visits/${locked}/vitals`, { token: nurse, body: { pet_id: petId, ...VITALS } })).toMatchObject({ status: 409, body: { message: VISIT_LOCKED } });
  });

  it("lists a pet's vitals newest visit first for the trend, and loads by ids and visit ids", async () => {
    const later = await newVisit();
    await harness.call('POST', '/subjective', { token: nurse, body: { obj_visit_id: later, subjective_note: NOTE } });
    await harness.call('PUT', `/visits/${later}/vitals`, { token: nurse, body: { pet_id: petId, weight: { value: 4.1, unit: 'kg' }, temperature: { value: 39.1, unit: 'celsius' } } });
    const trend = await harness.call('GET', `/vitals?pet_id=${petId}&limit=200`, { token: reader });
    expect(trend.body.meta.total).toBe(2);
    expect(trend.body.data.map((row: any) => [row.visitation_id, row.weight.value, row.temperature.unit])).toEqual([
      [later, 4.1, 'celsius'],
      [visitId, 4.3, 'fahrenheit'],
    ]);
    expect(trend.body.data[0].respiratory_rate).toBeNull();
    expect((await harness.call('GET', `/vitals?ids=${vitalsId}`, { token: reader })).body.data.map((row: any) => row.id)).toEqual([vitalsId]);
    expect((await harness.call('GET', `/vitals?visit_ids=${visitId},nope`, { token: reader })).body.data.map((row: any) => row.id)).toEqual([vitalsId]);
  });

  it("keeps another clinic out of this clinic's vitals", async () => {
    expect((await harness.call('GET', `/vitals?pet_id=${petId}`, { token: other })).body.meta.total).toBe(0);
    expect((await harness.call('GET', `/vitals?ids=${vitalsId}&visit_ids=${visitId}`, { token: other })).body.data).toEqual([]);
    expect((await harness.call('PUT', `/visits/${visitId}/vitals`, { token: other, body: { pet_id: petId, based_on_version: 2, ...VITALS } })).status).toBe(404);
    expect((await harness.call('PUT', `/visits/${visitId}/vitals`, { token: nurse, body: { pet_id: randomUUID(), based_on_version: 2, ...VITALS } })).status).toBe(404);
    expect(await harness.db.query(`SELECT version FROM main.vitals WHERE id = $1`, [vitalsId])).toEqual([{ version: 2 }]);
  });

  it('lets exactly one of ten simultaneous first saves win; the nine others are refused naming who saved first', async () => {
    const racing = await newVisit();
    expect((await harness.call('POST', '/subjective', { token: nurse, body: { obj_visit_id: racing, subjective_note: NOTE } })).status).toBe(201);
    const names = Array.from({ length: 10 }, (_, index) => `Racer ${index + 1}`);
    const tokens = await Promise.all(names.map((fullName) => harness.tokenFor({ ...clinic, fullName, isClientAdmin: false, roleName: 'veterinarian', permissions: ['Add Visit'] })));
    const answers = await Promise.all(tokens.map((token, index) => harness.call('PUT', `/visits/${racing}/vitals`, { token, body: { pet_id: petId, ...VITALS, heart_rate: { value: 100 + index, unit: 'bpm' } } })));
    const won = answers.filter((answer) => answer.status === 201);
    expect(won).toHaveLength(1);
    const winner = won[0]!.body.data.updated_by_name;
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body.details?.changed_by_name])).toEqual(Array.from({ length: 9 }, () => [409, winner]));
    for (const answer of refused) expect(answer.body.message).toMatch(new RegExp(`^This note was changed by ${winner} at `));
    expect(await harness.db.query(`SELECT version, updated_by_name FROM main.vitals WHERE visit_id = $1`, [racing])).toEqual([{ version: 1, updated_by_name: winner }]);
  });
});
