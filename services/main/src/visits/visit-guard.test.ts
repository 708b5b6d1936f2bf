// The server's rule for every charting write (visit-guard.ts): another clinic's visit is not
// found, a locked visit refuses, a read-only one needs a reason for modification of that very
// visit, and a save based on an older version is refused with who changed the note and when.
import { randomUUID } from 'node:crypto';
import type { Principal } from '@vetchart/platform/access-token';
import { HttpError } from '@vetchart/platform/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMainHarness, type MainHarness } from '../testing.ts';
import { assertCurrentVersion, changedByMessage, lockVisitForWrite, MODIFICATION_NOT_FOUND, VISIT_LOCKED, VISIT_READ_ONLY } from './visit-guard.ts';

let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLN-GUARD', fullName: 'Gita Guard' };
const principal = (clinicId: string, clinicCode: string): Principal => ({
  userId: randomUUID(),
  userCode: 'U-1',
  email: 'g@example.com',
  fullName: 'Gita Guard',
  organizationId: clinic.organizationId,
  organizationCode: 'ORG',
  clinicId,
  clinicCode,
  roleId: randomUUID(),
  roleName: 'veterinarian',
  isSuperAdmin: false,
  isClientAdmin: false,
  permissions: ['Add Visit'],
  sessionId: randomUUID(),
});
const ours = principal(clinic.clinicId, clinic.clinicCode);
let token: string;
let visitId: string;
let otherVisitId: string;

async function newVisit(): Promise<string> {
  const parent = await harness.call('POST', '/pet-parents', {
    token,
    body: { first_name: 'Gus', last_name: 'Guard', phone_number: '5125550199', email: `gus.${randomUUID()}@example.com`, address: { addressLine1: '1 Gate St', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  const pet = await harness.call('POST', '/pets', {
    token,
    body: { parent_id: parent.body.id, name: 'Bolt', breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Brown', date_of_birth: '01/02/2021', weight: 9, problems: [] },
  });
  const visit = await harness.call('POST', '/visits', { token, body: { pet_id: pet.body.id } });
  expect(visit.status).toBe(201);
  return visit.body.data.id;
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

beforeAll(async () => {
  harness = await startMainHarness();
  token = await harness.tokenFor({ ...clinic, isClientAdmin: false, roleName: 'veterinarian', permissions: ['Add new Pet', 'Add Visit'] });
  visitId = await newVisit();
  otherVisitId = await newVisit();
});
afterAll(async () => harness?.close());

describe('lockVisitForWrite', () => {
  it('lets a visit in an open status be written, under no reason', async () => {
    const result = await harness.db.transaction((tx) => lockVisitForWrite(tx, ours, visitId));
    expect(result.visit.id).toBe(visitId);
    expect(result.modificationId).toBeNull();
  });

  it("does not find another clinic's visit", async () => {
    const error = await refusal(harness.db.transaction((tx) => lockVisitForWrite(tx, principal(randomUUID(), 'CLN-ELSE'), visitId)));
    expect(error.status).toBe(404);
  });

  it('refuses a read-only visit without a reason, and takes only a reason given for that visit', async () => {
    await harness.db.query(`UPDATE main.visits SET status_id = 4 WHERE id = ANY($1::uuid[])`, [[visitId, otherVisitId]]);
    const withoutReason = await refusal(harness.db.transaction((tx) => lockVisitForWrite(tx, ours, visitId)));
    expect([withoutReason.status, withoutReason.message]).toEqual([409, VISIT_READ_ONLY]);

    const given = await harness.call('POST', `/visits/${otherVisitId}/modification-reasons`, { token, body: { modification_date: '2026/11/24', modification_reason: 'Corrected weight' } });
    expect(given.status).toBe(201);
    const othersReason = await refusal(harness.db.transaction((tx) => lockVisitForWrite(tx, ours, visitId, given.body.data.id)));
    expect([othersReason.status, othersReason.message]).toEqual([404, MODIFICATION_NOT_FOUND]);

    const own = await harness.call('POST', `/visits/${visitId}/modification-reasons`, { token, body: { modification_date: '2026/11/24', modification_reason: 'Late lab value' } });
    const result = await harness.db.transaction((tx) => lockVisitForWrite(tx, ours, visitId, own.body.data.id));
    expect(result.modificationId).toBe(own.body.data.id);
  });

  it('refuses a locked visit whatever the reason', async () => {
    await harness.db.query(`UPDATE main.visits SET is_locked = true WHERE id = $1`, [visitId]);
    const error = await refusal(harness.db.transaction((tx) => lockVisitForWrite(tx, ours, visitId)));
    expect([error.status, error.message]).toEqual([409, VISIT_LOCKED]);
  });
});

describe('assertCurrentVersion', () => {
  const record = { version: 3, updated_by_name: 'Dana Vet', updated_at: '2026-11-24T15:04:00.000Z' };

  it('lets a save based on the current version through', () => {
    expect(() => assertCurrentVersion(record, 3, () => ({}))).not.toThrow();
  });

  it('refuses a save based on no version (a first save) over a record that exists, naming who saved it', () => {
    for (const none of [undefined, null, 0]) {
      let error: HttpError | null = null;
      try {
        assertCurrentVersion(record, none, () => ({ complaint: 'Limping' }));
      } catch (caught) {
        error = caught as HttpError;
      }
      expect(error?.status).toBe(409);
      expect(error?.message).toBe('This note was changed by Dana Vet at 11/24/2026, 3:04 PM UTC');
      expect(error?.details).toMatchObject({ code: 'STALE_VERSION', changed_by_name: 'Dana Vet' });
    }
  });

  it('refuses an older version with who changed the note, when, and the note as it is now', () => {
    let error: HttpError | null = null;
    try {
      assertCurrentVersion(record, 2, () => ({ complaint: 'Limping' }));
    } catch (caught) {
      error = caught as HttpError;
    }
    expect(error?.status).toBe(409);
    expect(error?.message).toBe('This note was changed by Dana Vet at 11/24/2026, 3:04 PM UTC');
    expect(error?.message).toBe(changedByMessage('Dana Vet', '2026-11-24T15:04:00.000Z'));
    expect(error?.details).toEqual({ code: 'STALE_VERSION', changed_by_name: 'Dana Vet', changed_at: '2026-11-24T15:04:00.000Z', current: { complaint: 'Limping' } });
  });
});
