// The objective note, entering the exam, the lock and the batched logs and reasons, against the
// real main service: ranges and labels of spec 002 section 5, versions, the visit guard (read-only
// needs a reason, locked refuses), audit entries, and another clinic kept out.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKeys } from '@vetchart/platform/access-token';
import { signVisitLockProof } from '@vetchart/platform/visit-lock-proof';
import { startMainHarness, type MainHarness } from '../testing.ts';
import { VISIT_LOCKED, VISIT_READ_ONLY } from '../visits/visit-guard.ts';

let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLN-OBJ' };
const vetId = randomUUID();
let vet: string;
let nurse: string;
let reader: string;
let tech: string;
let other: string;
let petId: string;

beforeAll(async () => {
  harness = await startMainHarness();
  vet = await harness.tokenFor({ ...clinic, userId: vetId, fullName: 'Vera Vet', roleName: 'veterinarian', permissions: ['Add new Pet', 'Add Visit', 'Lock Visit Note'] });
  nurse = await harness.tokenFor({ ...clinic, fullName: 'Nina Nurse', roleName: 'veterinarian-technician', permissions: ['Add Visit'] });
  tech = nurse;
  reader = await harness.tokenFor({ ...clinic, fullName: 'Rita Reader', roleName: 'reception', permissions: [] });
  other = await harness.tokenFor({ organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLN-ELSE', isClientAdmin: true, permissions: ['Add Visit', 'Lock Visit Note'] });
  const parent = await harness.call('POST', '/pet-parents', {
    token: vet,
    body: { first_name: 'Olive', last_name: 'Park', phone_number: '5125550188', email: 'olive.park@example.com', address: { addressLine1: '2 Elm St', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  const pet = await harness.call('POST', '/pets', {
    token: vet,
    body: { parent_id: parent.body.id, name: 'Mochi', breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Grey', date_of_birth: '03/04/2021', weight: 9, problems: [] },
  });
  expect(pet.status).toBe(201);
  petId = pet.body.id;
});
afterAll(async () => harness?.close());

async function newVisit(): Promise<string> {
  const visit = await harness.call('POST', '/visits', { token: vet, body: { pet_id: petId } });
  expect(visit.status).toBe(201);
  return visit.body.data.id;
}

const FULL = {
  body_score: '5',
  pain_score: 3,
  dental_score: 0,
  muscle_condition_score: 2,
  grimace_scale: 4,
  mentation: 'Depressed',
  medical_history_notes: 'Itching for two weeks.',
  physicalexamresult: [
    { category: { id: 'skin', category: 'Skin' }, result: 'Abnormal', comment: 'Flaky patches on the flank.' },
    { category: { category: 'Eyes' }, result: 'Normal' },
  ],
  ruleouts: [{ diagnosis_id: randomUUID(), name: 'Atopic dermatitis', category: 'Dermatology', description: 'Allergic skin disease.', symptoms: 'Itching' }],
};

async function audits(targetId: string) {
  return harness.db.query<{ action: string; detail: any }>(`SELECT action, detail FROM main.audit_log WHERE target_id = $1 ORDER BY id`, [targetId]);
}

describe('objective note', () => {
  it('creates the note with every field, answers it by visit and by ids, and audits the fields', async () => {
    const visitId = await newVisit();
    expect((await harness.call('GET', `/visits/${visitId}/objective-note`, { token: reader })).body).toEqual({ data: null });
    const created = await harness.call('POST', `/visits/${visitId}/objective-note`, { token: nurse, body: FULL });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      obj_visit_id: visitId,
      pet_id: petId,
      body_score: 5,
      pain_score: 3,
      dental_score: 0,
      muscle_condition_score: 2,
      grimace_scale: 4,
      mentation: 'Depressed',
      medical_history_notes: 'Itching for two weeks.',
      physicalexamresult: [
        { category: { id: 'skin', category: 'Skin' }, result: 'Abnormal', comment: 'Flaky patches on the flank.' },
        { category: { id: null, category: 'Eyes' }, result: 'Normal', comment: '' },
      ],
      ruleouts: [{ name: 'Atopic dermatitis', category: 'Dermatology' }],
      version: 1,
      updated_by_name: 'Nina Nurse',
      visit_modification_id: null,
    });
    const read = await harness.call('GET', `/visits/${visitId}/objective-note`, { token: reader });
    expect(read.body.data).toEqual(created.body.data);
    const byIds = await harness.call('GET', `/objective-notes?ids=${created.body.data.id},${randomUUID()}`, { token: reader });
    expect(byIds.body.data.map((note: { id: string }) => note.id)).toEqual([created.body.data.id]);
    const byVisits = await harness.call('GET', `/objective-notes?visit_ids=${visitId}`, { token: reader });
    expect(byVisits.body.data).toHaveLength(1);
    const [entry] = await audits(created.body.data.id);
    expect(entry!.action).toBe('objective_note.created');
    expect(entry!.detail.fields).toEqual(expect.arrayContaining(['body_score', 'mentation', 'physicalexamresult', 'ruleouts']));
    expect(entry!.detail.before).toBeNull();
    expect(entry!.detail.after.body_score).toBe(5);
  });

  it('defaults mentation to Bright and leaves unscored scores empty', async () => {
    const visitId = await newVisit();
    const created = await harness.call('POST', `/visits/${visitId}/objective-note`, { token: vet, body: {} });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ mentation: 'Bright', body_score: null, grimace_scale: null, physicalexamresult: [], ruleouts: [] });
  });

  it('refuses scores out of the ranges of spec 002 section 5, unknown choices and duplicate rule outs', async () => {
    const visitId = await newVisit();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ body_score: 10 }, 'body_score', 'Body score must be a whole number from 1 to 9.'],
      [{ body_score: 'fat' }, 'body_score', 'Body score must be a whole number from 1 to 9.'],
      [{ pain_score: 0 }, 'pain_score', 'Pain score must be a whole number from 1 to 9.'],
      [{ dental_score: 5 }, 'dental_score', 'Dental score must be a whole number from 0 to 4.'],
      [{ muscle_condition_score: 0 }, 'muscle_condition_score', 'Muscle condition score must be a whole number from 1 to 4.'],
      [{ grimace_scale: 11 }, 'grimace_scale', 'Feline grimace scale must be a whole number from 1 to 10.'],
      [{ mentation: 'Sleepy' }, 'mentation', 'Choose Bright, Depressed, Stuporous or Comatose.'],
      [{ physicalexamresult: [{ category: { category: 'Skin' }, result: 'Fine' }] }, 'physicalexamresult.0.result', 'Choose Normal, Abnormal, Negative or Positive for each exam result.'],
      [{ ruleouts: [{ name: 'Otitis' }, { name: ' otitis ' }] }, 'ruleouts', 'Rule outs are unique by name: otitis is listed twice.'],
      [
        { physicalexamresult: [{ category: { category: 'Ears' }, result: 'Normal' }, { category: { category: 'ears' }, result: 'Abnormal' }] },
        'physicalexamresult',
        'Each body category has one exam result: ears is listed twice.',
      ],
    ];
    for (const [body, path, message] of cases) {
      const result = await harness.call('POST', `/visits/${visitId}/objective-note`, { token: vet, body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.errors, JSON.stringify(body)).toContainEqual({ path, message });
    }
    expect((await harness.call('GET', `/visits/${visitId}/objective-note`, { token: vet })).body.data).toBeNull();
  });

  it('updates with the version it was based on, keeps absent fields, and refuses a stale save with who changed it', async () => {
    const visitId = await newVisit();
    const created = (await harness.call('POST', `/visits/${visitId}/objective-note`, { token: nurse, body: FULL })).body.data;
    const missing = await harness.call('PUT', `/visits/${visitId}/objective-note`, { token: vet, body: { pain_score: 4 } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'based_on_version', message: 'Name the version of the note this save is based on.' }]);
    const updated = await harness.call('PUT', `/visits/${visitId}/objective-note`, { token: vet, body: { pain_score: 9, based_on_version: 1 } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ pain_score: 9, body_score: 5, mentation: 'Depressed', version: 2, updated_by_name: 'Vera Vet' });
    const stale = await harness.call('PUT', `/visits/${visitId}/objective-note`, { token: nurse, body: { pain_score: 2, based_on_version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^This note was changed by Vera Vet at /);
    expect(stale.body.details).toMatchObject({ code: 'STALE_VERSION', changed_by_name: 'Vera Vet', current: { pain_score: 9, version: 2 } });
    // A second create of the same visit's note is a stale save too (it was based on no note).
    const again = await harness.call('POST', `/visits/${visitId}/objective-note`, { token: nurse, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.details.code).toBe('STALE_VERSION');
    const [, update] = await audits(created.id);
    expect(update!.action).toBe('objective_note.updated');
    expect(update!.detail).toMatchObject({ fields: ['pain_score'], before: { pain_score: 3 }, after: { pain_score: 9 }, visit_modification_id: null });
  });

  it('refuses a read-only visit without a reason, saves under a reason and stores it, and refuses a locked visit', async () => {
    const visitId = await newVisit();
    await harness.call('POST', `/visits/${visitId}/objective-note`, { token: vet, body: FULL });
    expect((await harness.call('PATCH', `/visits/${visitId}/status`, { token: vet, body: { status_id: 4 } })).status).toBe(200);
    const refused = await harness.call('PUT', `/visits/${visitId}/objective-note`, { token: vet, body: { pain_score: 5, based_on_version: 1 } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(VISIT_READ_ONLY);
    const reason = await harness.call('POST', `/visits/${visitId}/modification-reasons`, { token: vet, body: { modification_date: '2026/11/20', modification_reason: 'Pain rescored' } });
    const saved = await harness.call('PUT', `/visits/${visitId}/objective-note`, {
      token: vet,
      body: { pain_score: 5, based_on_version: 1, visit_modification_id: reason.body.data.id },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.visit_modification_id).toBe(reason.body.data.id);
    const [lastAudit] = (await audits(saved.body.data.id)).slice(-1);
    expect(lastAudit!.detail.visit_modification_id).toBe(reason.body.data.id);

    const proof = await signVisitLockProof(harness.keys.privateKey!, vetId, visitId);
    expect((await harness.call('POST', `/visits/${visitId}/lock`, { token: vet, body: { lock_proof: proof } })).status).toBe(200);
    const locked = await harness.call('PUT', `/visits/${visitId}/objective-note`, {
      token: vet,
      body: { pain_score: 6, based_on_version: 2, visit_modification_id: reason.body.data.id },
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(VISIT_LOCKED);
  });

  it("needs 'Add Visit' to write and keeps another clinic out of every call", async () => {
    const visitId = await newVisit();
    const note = (await harness.call('POST', `/visits/${visitId}/objective-note`, { token: vet, body: FULL })).body.data;
    expect((await harness.call('POST', `/visits/${await newVisit()}/objective-note`, { token: reader, body: {} })).status).toBe(403);
    expect((await harness.call('PUT', `/visits/${visitId}/objective-note`, { token: reader, body: { based_on_version: 1 } })).status).toBe(403);
    expect((await harness.call('POST', `/visits/${visitId}/start-exam`, { token: reader })).status).toBe(403);
    expect((await harness.call('GET', `/visits/${visitId}/objective-note`, { token: other })).status).toBe(404);
    expect((await harness.call('PUT', `/visits/${visitId}/objective-note`, { token: other, body: { pain_score: 1, based_on_version: 1 } })).status).toBe(404);
    expect((await harness.call('POST', `/visits/${visitId}/objective-note`, { token: other, body: {} })).status).toBe(404);
    expect((await harness.call('POST', `/visits/${visitId}/start-exam`, { token: other })).status).toBe(404);
    expect((await harness.call('GET', `/objective-notes?ids=${note.id}&visit_ids=${visitId}`, { token: other })).body.data).toEqual([]);
    expect((await harness.call('GET', `/visit-status-logs?visit_ids=${visitId}`, { token: other })).body.data).toEqual([]);
    expect((await harness.call('GET', `/modification-reasons?visit_ids=${visitId}`, { token: other })).body.data).toEqual([]);
    const proof = await signVisitLockProof(harness.keys.privateKey!, vetId, visitId);
    expect((await harness.call('POST', `/visits/${visitId}/lock`, { token: other, body: { lock_proof: proof } })).status).toBe(404);
    expect((await harness.call('GET', `/visits/${visitId}/objective-note`, { token: vet })).body.data.version).toBe(1);
  });
});

describe('entering the physical exam', () => {
  it("moves a visit without an objective note to 'Exam in Progress' once, with a log row and an audit entry", async () => {
    const visitId = await newVisit();
    const first = await harness.call('POST', `/visits/${visitId}/start-exam`, { token: tech });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ moved: true, visit: { status: { name: 'Exam in Progress' } } });
    const again = await harness.call('POST', `/visits/${visitId}/start-exam`, { token: tech });
    expect(again.body.data).toMatchObject({ moved: false, visit: { status: { name: 'Exam in Progress' } } });
    const logs = await harness.call('GET', `/visit-status-logs?visit_ids=${visitId}`, { token: reader });
    expect(logs.body.data.map((log: { event: string }) => log.event)).toEqual(['Exam in Progress', 'SOAP in Progress']);
    expect(logs.body.data[0]).toMatchObject({ visit_id: visitId, user_name: 'Nina Nurse' });
    expect((await audits(visitId)).map((row) => row.action)).toEqual(['visit.created', 'visit.status_changed']);
  });

  it('leaves a visit with an objective note, a read-only one and a locked one where they are', async () => {
    const charted = await newVisit();
    await harness.call('POST', `/visits/${charted}/objective-note`, { token: vet, body: {} });
    expect((await harness.call('POST', `/visits/${charted}/start-exam`, { token: vet })).body.data).toMatchObject({ moved: false, visit: { status: { name: 'SOAP in Progress' } } });
    const readOnly = await newVisit();
    await harness.call('PATCH', `/visits/${readOnly}/status`, { token: vet, body: { status_id: 4 } });
    expect((await harness.call('POST', `/visits/${readOnly}/start-exam`, { token: vet })).body.data).toMatchObject({ moved: false, visit: { status: { name: 'Ready for Treatment' } } });
    const locked = await newVisit();
    await harness.call('POST', `/visits/${locked}/lock`, { token: vet, body: { lock_proof: await signVisitLockProof(harness.keys.privateKey!, vetId, locked) } });
    expect((await harness.call('POST', `/visits/${locked}/start-exam`, { token: vet })).body.data).toMatchObject({ moved: false, visit: { is_locked: true, status: { name: 'SOAP in Progress' } } });
  });

  // The move is the state machine's automatic move (moveVisitAutomatically).
  it('never moves a locked visit nor one past the exam back, writing no log row or audit entry; an open status moves (spec 002)', async () => {
    const statusChanges = async (visitId: string) => (await audits(visitId)).filter((row) => row.action === 'visit.status_changed');
    const logCount = async (visitId: string) => (await harness.call('GET', `/visit-status-logs?visit_ids=${visitId}`, { token: reader })).body.data.length;
    const lockedLater = await newVisit();
    await harness.call('PATCH', `/visits/${lockedLater}/status`, { token: vet, body: { status_id: 3 } });
    await harness.call('POST', `/visits/${lockedLater}/lock`, { token: vet, body: { lock_proof: await signVisitLockProof(harness.keys.privateKey!, vetId, lockedLater) } });
    const finalized = await newVisit();
    await harness.call('PATCH', `/visits/${finalized}/status`, { token: vet, body: { status_id: 9 } });
    for (const [visitId, status] of [
      [lockedLater, 'Pending Client Approval'],
      [finalized, 'SOAP Finalized'],
    ] as const) {
      const [changes, logs] = [(await statusChanges(visitId)).length, await logCount(visitId)];
      expect((await harness.call('POST', `/visits/${visitId}/start-exam`, { token: vet })).body.data, status).toMatchObject({ moved: false, visit: { status: { name: status } } });
      expect([(await statusChanges(visitId)).length, await logCount(visitId)]).toEqual([changes, logs]);
    }
    const proposed = await newVisit();
    await harness.call('PATCH', `/visits/${proposed}/status`, { token: vet, body: { status_id: 3 } });
    expect((await harness.call('POST', `/visits/${proposed}/start-exam`, { token: vet })).body.data).toMatchObject({ moved: true, visit: { status: { name: 'Exam in Progress' } } });
    expect((await statusChanges(proposed)).at(-1)!.detail).toEqual({ from: 3, to: 2, reason: 'physical exam started' });
  });
});

describe('locking a visit', () => {
  it("locks only with the auth service's proof for this caller and this visit, once, and audits it", async () => {
    const visitId = await newVisit();
    const otherVisit = await newVisit();
    const refuse = async (body: unknown, status = 403) => {
      const result = await harness.call('POST', `/visits/${visitId}/lock`, { token: vet, body });
      expect(result.status, JSON.stringify(body)).toBe(status);
      return result.body;
    };
    expect((await refuse({}, 400)).errors).toEqual([{ path: 'lock_proof', message: 'Enter your Veterinary PIN to lock this visit.' }]);
    expect((await refuse({ lock_proof: 'forged' })).message).toBe('Enter your Veterinary PIN to lock this visit.');
    await refuse({ lock_proof: await signVisitLockProof(harness.keys.privateKey!, vetId, otherVisit) });
    await refuse({ lock_proof: await signVisitLockProof(harness.keys.privateKey!, randomUUID(), visitId) });
    // A proof signed with another key (not the auth service's) is no proof.
    await refuse({ lock_proof: await signVisitLockProof((await loadKeys()).privateKey!, vetId, visitId) });
    const proof = await signVisitLockProof(harness.keys.privateKey!, vetId, visitId);
    // Without 'Lock Visit Note' (a technician) the proof does not help.
    expect((await harness.call('POST', `/visits/${visitId}/lock`, { token: tech, body: { lock_proof: proof } })).status).toBe(403);
    const locked = await harness.call('POST', `/visits/${visitId}/lock`, { token: vet, body: { lock_proof: proof } });
    expect(locked.status).toBe(200);
    expect(locked.body.data.is_locked).toBe(true);
    const twice = await harness.call('POST', `/visits/${visitId}/lock`, { token: vet, body: { lock_proof: proof } });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This visit is already locked.');
    const [row] = await harness.db.query<{ locked_by: string; locked_by_name: string; locked_at: Date | null }>(`SELECT locked_by, locked_by_name, locked_at FROM main.visits WHERE id = $1`, [visitId]);
    expect(row).toMatchObject({ locked_by: vetId, locked_by_name: 'Vera Vet' });
    expect(row!.locked_at).not.toBeNull();
    expect((await audits(visitId)).map((entry) => entry.action)).toEqual(['visit.created', 'visit.locked']);
    // Every write is refused now, also a status change through the guard's notes.
    const write = await harness.call('POST', `/visits/${visitId}/objective-note`, { token: vet, body: {} });
    expect(write.body.message).toBe(VISIT_LOCKED);
  });
});

describe('modification reasons and status logs by visit ids', () => {
  it("answers every listed visit's reasons and logs in one call, newest first", async () => {
    const first = await newVisit();
    const second = await newVisit();
    for (const [visitId, reason] of [[first, 'Typo in the exam'], [second, 'Late lab result'], [first, 'Rescored pain']] as const) {
      await harness.call('POST', `/visits/${visitId}/modification-reasons`, { token: vet, body: { modification_date: '2026/11/21', modification_reason: reason } });
    }
    const reasons = await harness.call('GET', `/modification-reasons?visit_ids=${first},${second},not-a-uuid`, { token: reader });
    expect(reasons.status).toBe(200);
    expect(reasons.body.data.map((row: { visit_id: string; modification_reason: string }) => [row.visit_id, row.modification_reason])).toEqual([
      [first, 'Rescored pain'],
      [second, 'Late lab result'],
      [first, 'Typo in the exam'],
    ]);
    expect(reasons.body.data[0]).toMatchObject({ modification_date: '2026/11/21', created_by_name: 'Vera Vet' });
    const logs = await harness.call('GET', `/visit-status-logs?visit_ids=${first},${second}`, { token: reader });
    expect(logs.body.data).toHaveLength(2);
    expect((await harness.call('GET', '/visit-status-logs', { token: reader })).body.data).toEqual([]);
  });
});
