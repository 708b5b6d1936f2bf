// The lock and the read-only statuses hold on every write route, called directly.
// A locked visit refuses its name, its status and a reason for modification; a read-only visit is
// not reopened (moved back to an earlier status) without a reason for modification, nor renamed;
// a reminder charted on a locked visit is not changed by naming another visit of the pet. The state
// machine itself (visit-status-machine.ts) is checked against the seeded statuses.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMainHarness, type MainHarness } from '../testing.ts';
import { MODIFICATION_NOT_FOUND, VISIT_LOCKED, VISIT_READ_ONLY } from './visit-guard.ts';
import { decideTransition, READ_ONLY_STATUSES, transitionRule, transitionsFrom, VISIT_STATUSES } from './visit-status-machine.ts';

let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLN-STATUS', fullName: 'Sam Status' };
let vet: string;
let technician: string;
let petId: string;
const statusIds = new Map<string, number>();

async function newVisit(): Promise<string> {
  const visit = await harness.call('POST', '/visits', { token: vet, body: { pet_id: petId } });
  expect(visit.status).toBe(201);
  return visit.body.data.id;
}

/** Test set-up only: puts a visit in a status (and locks it) without the routes under test. */
async function setVisit(visitId: string, status: string, locked = false): Promise<void> {
  await harness.db.query(`UPDATE main.visits SET status_id = $2, is_locked = $3 WHERE id = $1`, [visitId, statusIds.get(status), locked]);
}

async function visitRow(visitId: string) {
  const [row] = await harness.db.query<{ name: string; status: string }>(
    `SELECT v.name, s.name AS status FROM main.visits v JOIN main.visit_statuses s ON s.id = v.status_id WHERE v.id = $1`,
    [visitId],
  );
  return row!;
}

async function giveReason(visitId: string, token = vet): Promise<string> {
  const given = await harness.call('POST', `/visits/${visitId}/modification-reasons`, { token, body: { modification_date: '2026/11/28', modification_reason: 'Wrong status chosen' } });
  expect(given.status).toBe(201);
  return given.body.data.id;
}

beforeAll(async () => {
  harness = await startMainHarness();
  vet = await harness.tokenFor({ ...clinic, isClientAdmin: false, roleName: 'veterinarian', permissions: ['Add new Pet', 'Add Visit'] });
  technician = await harness.tokenFor({ ...clinic, fullName: 'Tia Tech', isClientAdmin: false, roleName: 'technician', permissions: ['Add Visit'] });
  const parent = await harness.call('POST', '/pet-parents', {
    token: vet,
    body: { first_name: 'Lou', last_name: 'Lock', phone_number: '5125550142', email: `lou.${randomUUID()}@example.com`, address: { addressLine1: '9 Bolt Rd', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  const pet = await harness.call('POST', '/pets', {
    token: vet,
    body: { parent_id: parent.body.id, name: 'Latch', breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Grey', date_of_birth: '03/04/2020', weight: 8, problems: [] },
  });
  expect(pet.status).toBe(201);
  petId = pet.body.id;
  const statuses = await harness.call('GET', '/visit-statuses', { token: vet });
  for (const status of statuses.body.data as { id: number; name: string }[]) statusIds.set(status.name, status.id);
});
afterAll(async () => harness?.close());

describe('the visit status state machine', () => {
  it('has the seeded statuses, in their order, with the same read-only ones', async () => {
    const seeded = await harness.db.query<{ name: string; read_only: boolean }>(`SELECT name, read_only FROM main.visit_statuses ORDER BY position`);
    expect(seeded.map((row) => row.name)).toEqual([...VISIT_STATUSES]);
    expect(seeded.filter((row) => row.read_only).map((row) => row.name)).toEqual([...READ_ONLY_STATUSES]);
  });

  it('moves freely from an open status and forward from a read-only one; back out of a read-only one only under a reason', () => {
    expect(transitionRule('SOAP in Progress', 'SOAP Finalized')).toBe('free');
    expect(transitionRule('Pending Client Approval', 'SOAP in Progress')).toBe('free');
    expect(transitionRule('Ready for Treatment', 'Results Ready')).toBe('free');
    expect(transitionRule('Ready for Treatment', 'Pending Client Approval')).toBe('needs_reason');
    expect(transitionRule('SOAP Finalized', 'Synced')).toBe('needs_reason');
    expect(transitionRule('Synced', 'Synced')).toBe('stay');
    expect(transitionRule('Synced', 'Archived')).toBe('unknown');
    expect(transitionsFrom('SOAP Finalized').every((move) => move.needsReason)).toBe(true);
    expect(transitionsFrom('Exam in Progress').some((move) => move.needsReason)).toBe(false);
  });

  it('refuses every move of a locked visit, even with a reason', () => {
    expect(decideTransition({ status: 'SOAP in Progress', isLocked: true }, 'Exam in Progress', true)).toEqual({ allowed: false, status: 409, message: VISIT_LOCKED });
    expect(decideTransition({ status: 'SOAP Finalized', isLocked: false }, 'SOAP in Progress', false)).toEqual({ allowed: false, status: 409, message: VISIT_READ_ONLY });
    expect(decideTransition({ status: 'SOAP Finalized', isLocked: false }, 'SOAP in Progress', true)).toEqual({ allowed: true, reopens: true, changes: true });
  });
});

describe('a locked visit', () => {
  it('refuses a new name, a new status and a reason for modification, called directly', async () => {
    const visitId = await newVisit();
    const reason = await giveReason(visitId);
    await setVisit(visitId, 'Results Ready', true);
    const before = await visitRow(visitId);

    const renamed = await harness.call('PATCH', `/visits/${visitId}/name`, { token: vet, body: { name: 'Renamed after lock', visit_modification_id: reason } });
    expect([renamed.status, renamed.body.message]).toEqual([409, VISIT_LOCKED]);
    const finalized = await harness.call('PATCH', `/visits/${visitId}/status`, { token: vet, body: { status_id: statusIds.get('SOAP Finalized') } });
    expect([finalized.status, finalized.body.message]).toEqual([409, VISIT_LOCKED]);
    const reopened = await harness.call('PATCH', `/visits/${visitId}/status`, { token: vet, body: { status_id: statusIds.get('SOAP in Progress'), visit_modification_id: reason } });
    expect([reopened.status, reopened.body.message]).toEqual([409, VISIT_LOCKED]);
    const reasonGiven = await harness.call('POST', `/visits/${visitId}/modification-reasons`, { token: vet, body: { modification_date: '2026/11/28', modification_reason: 'After the lock' } });
    expect([reasonGiven.status, reasonGiven.body.message]).toEqual([409, VISIT_LOCKED]);

    expect(await visitRow(visitId)).toEqual(before);
    const reasons = await harness.db.query(`SELECT id FROM main.modification_reasons WHERE visit_id = $1`, [visitId]);
    expect(reasons).toHaveLength(1);
  });
});

describe('a read-only visit', () => {
  it('is not moved back from SOAP Finalized by a technician without a reason', async () => {
    const visitId = await newVisit();
    await setVisit(visitId, 'SOAP Finalized');
    const reopened = await harness.call('PATCH', `/visits/${visitId}/status`, { token: technician, body: { status_id: statusIds.get('SOAP in Progress') } });
    expect([reopened.status, reopened.body.message]).toEqual([409, VISIT_READ_ONLY]);
    expect((await visitRow(visitId)).status).toBe('SOAP Finalized');
  });

  it('is moved back under a reason for modification of this visit, and the move is audited with it', async () => {
    const visitId = await newVisit();
    const otherVisitId = await newVisit();
    await setVisit(visitId, 'SOAP Finalized');
    const othersReason = await giveReason(otherVisitId, technician);
    const wrongReason = await harness.call('PATCH', `/visits/${visitId}/status`, { token: technician, body: { status_id: statusIds.get('SOAP in Progress'), visit_modification_id: othersReason } });
    expect([wrongReason.status, wrongReason.body.message]).toEqual([404, MODIFICATION_NOT_FOUND]);

    const reason = await giveReason(visitId, technician);
    const reopened = await harness.call('PATCH', `/visits/${visitId}/status`, { token: technician, body: { status_id: statusIds.get('SOAP in Progress'), visit_modification_id: reason } });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data).toMatchObject({ visit_status: 'SOAP in Progress', is_read_only: false });
    const [audit] = await harness.db.query<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM main.audit_log WHERE target_id = $1 AND action = 'visit.status_changed' ORDER BY id DESC LIMIT 1`,
      [visitId],
    );
    expect(audit!.detail).toMatchObject({ to: statusIds.get('SOAP in Progress'), reopened: true, visit_modification_id: reason });
  });

  it('is not moved back from a signed plan (Ready for Treatment → Pending Client Approval) without a reason, but moves forward', async () => {
    const visitId = await newVisit();
    await setVisit(visitId, 'Ready for Treatment');
    const back = await harness.call('PATCH', `/visits/${visitId}/status`, { token: technician, body: { status_id: statusIds.get('Pending Client Approval') } });
    expect([back.status, back.body.message]).toEqual([409, VISIT_READ_ONLY]);
    const forward = await harness.call('PATCH', `/visits/${visitId}/status`, { token: technician, body: { status_id: statusIds.get('SOAP Finalized') } });
    expect(forward.status).toBe(200);
    expect(forward.body.data.visit_status).toBe('SOAP Finalized');
  });

  it('is renamed only under a reason for modification', async () => {
    const visitId = await newVisit();
    await setVisit(visitId, 'SOAP Finalized');
    const bare = await harness.call('PATCH', `/visits/${visitId}/name`, { token: technician, body: { name: 'Quiet rename' } });
    expect([bare.status, bare.body.message]).toEqual([409, VISIT_READ_ONLY]);
    expect((await visitRow(visitId)).name).not.toBe('Quiet rename');
    const reason = await giveReason(visitId);
    const renamed = await harness.call('PATCH', `/visits/${visitId}/name`, { token: technician, body: { name: 'Corrected name', visit_modification_id: reason } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Corrected name');
  });
});

describe('a reminder charted on a locked visit', () => {
  it('is neither changed nor removed by naming another open visit of the pet', async () => {
    const lockedVisitId = await newVisit();
    const openVisitId = await newVisit();
    const body = { pet_id: petId, visit_id: lockedVisitId, reminder: 'Heartworm test', date: '06/01/2026', last_given_date: '06/01/2025' };
    const created = await harness.call('POST', '/other-reminders', { token: vet, body });
    expect(created.status).toBe(201);
    const reminderId = created.body.data.id;
    await setVisit(lockedVisitId, 'SOAP Finalized', true);

    const edited = await harness.call('PATCH', `/other-reminders/${reminderId}`, {
      token: vet,
      body: { visit_id: openVisitId, reminder: 'Changed after lock', date: '07/01/2026', last_given_date: '06/01/2025', based_on_version: 1 },
    });
    expect([edited.status, edited.body.message]).toEqual([409, VISIT_LOCKED]);
    const removed = await harness.call('DELETE', `/other-reminders/${reminderId}?visit_id=${openVisitId}`, { token: vet });
    expect([removed.status, removed.body.message]).toEqual([409, VISIT_LOCKED]);
    const [row] = await harness.db.query<{ reminder: string; deleted_at: unknown }>(`SELECT reminder, deleted_at FROM main.other_reminders WHERE id = $1`, [reminderId]);
    expect(row).toEqual({ reminder: 'Heartworm test', deleted_at: null });
  });
});
