// The workflow's own status moves (entering the objective and plan steps, a signed
// plan, lab results, Done, the SOAP canvas finalize) are decided by the state machine
// (decideAutomaticMove) and written in one place (moveVisitAutomatically): never a locked visit,
// never back out of a read-only status, a move not made writes nothing. Each caller's route is
// checked in its own domain's tests; here the decision over every pair of statuses, and the writer.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMainHarness, type MainHarness } from '../testing.ts';
import { decideAutomaticMove, isReadOnlyStatus, VISIT_STATUSES, type VisitStatusName } from './visit-status-machine.ts';
import { moveVisitAutomatically } from './visit-status-moves.ts';

describe('the state machine on an automatic move', () => {
  const position = (name: string) => (VISIT_STATUSES as readonly string[]).indexOf(name);

  it('moves from an open status anywhere, from a read-only one only forward, and never reopens', () => {
    for (const from of VISIT_STATUSES) {
      for (const to of VISIT_STATUSES) {
        const expected =
          from === to
            ? { moves: false, why: 'already_there' }
            : !isReadOnlyStatus(from) || position(to) > position(from)
              ? { moves: true }
              : { moves: false, why: 'needs_reason' };
        expect(decideAutomaticMove({ status: from, isLocked: false }, to), `${from} → ${to}`).toEqual(expected);
      }
    }
    // The cases the callers meet: a signed plan or lab results after the visit moved on stay put.
    expect(decideAutomaticMove({ status: 'Results Ready', isLocked: false }, 'Ready for Treatment')).toEqual({ moves: false, why: 'needs_reason' });
    expect(decideAutomaticMove({ status: 'Results Ready', isLocked: false }, 'Dx Ordered')).toEqual({ moves: false, why: 'needs_reason' });
    expect(decideAutomaticMove({ status: 'SOAP Finalized', isLocked: false }, 'Exam in Progress')).toEqual({ moves: false, why: 'needs_reason' });
    // Spec 002 (entering the objective step): a visit not read-only moves to 'Exam in Progress'.
    expect(decideAutomaticMove({ status: 'Pending Client Approval', isLocked: false }, 'Exam in Progress')).toEqual({ moves: true });
  });

  it('never moves a locked visit, forward or not', () => {
    for (const from of VISIT_STATUSES) {
      for (const to of VISIT_STATUSES) expect(decideAutomaticMove({ status: from, isLocked: true }, to), `${from} → ${to}`).toEqual({ moves: false, why: 'locked' });
    }
  });

  it('does not know a status outside the workflow', () => {
    expect(decideAutomaticMove({ status: 'Ready for Treatment', isLocked: false }, 'Archived')).toEqual({ moves: false, why: 'unknown' });
  });
});

describe('moveVisitAutomatically', () => {
  let harness: MainHarness;
  const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLN-AUTO', fullName: 'Ava Auto' };
  const vetId = randomUUID();
  let vet: string;
  let petId: string;

  beforeAll(async () => {
    harness = await startMainHarness();
    vet = await harness.tokenFor({ ...clinic, userId: vetId, isClientAdmin: false, roleName: 'veterinarian', permissions: ['Add new Pet', 'Add Visit'] });
    const parent = await harness.call('POST', '/pet-parents', {
      token: vet,
      body: { first_name: 'Ada', last_name: 'Auto', phone_number: '5125550143', email: `ada.${randomUUID()}@example.com`, address: { addressLine1: '1 Gear Rd', city: 'Austin', state: 'TX', zip: '78701' } },
    });
    const pet = await harness.call('POST', '/pets', {
      token: vet,
      body: { parent_id: parent.body.id, name: 'Cog', breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Grey', date_of_birth: '03/04/2020', weight: 8, problems: [] },
    });
    expect(pet.status).toBe(201);
    petId = pet.body.id;
  });
  afterAll(async () => harness?.close());

  async function visitIn(status: VisitStatusName, locked = false): Promise<string> {
    const visit = await harness.call('POST', '/visits', { token: vet, body: { pet_id: petId } });
    expect(visit.status).toBe(201);
    // Test set-up only: the visit is put in its status without the code under test.
    await harness.db.query(`UPDATE main.visits SET status_id = (SELECT id FROM main.visit_statuses WHERE name = $2), is_locked = $3 WHERE id = $1`, [visit.body.data.id, status, locked]);
    return visit.body.data.id;
  }

  async function trail(visitId: string) {
    const [visit] = await harness.db.query<{ status: string; last_modified_by: string; last_modified_by_name: string }>(
      `SELECT s.name AS status, v.last_modified_by, v.last_modified_by_name FROM main.visits v JOIN main.visit_statuses s ON s.id = v.status_id WHERE v.id = $1`,
      [visitId],
    );
    const logs = await harness.db.query<{ status: string; user_id: string; user_name: string }>(
      `SELECT s.name AS status, l.user_id, l.user_name FROM main.visit_status_logs l JOIN main.visit_statuses s ON s.id = l.status_id WHERE l.visit_id = $1 ORDER BY l.id`,
      [visitId],
    );
    const audits = await harness.db.query<{ actor_user_id: string | null; detail: Record<string, unknown> }>(
      `SELECT actor_user_id, detail FROM main.audit_log WHERE target_id = $1 AND action = 'visit.status_changed' ORDER BY id`,
      [visitId],
    );
    return { visit: visit!, logs, audits };
  }

  const move = (visitId: string, to: VisitStatusName, actor: { userId: string | null; name: string } = { userId: vetId, name: 'Ava Auto' }) =>
    harness.db.transaction((tx) => moveVisitAutomatically(tx, visitId, to, actor, 'treatment plan signed'));

  it('moves forward with the status, one log row and one audit entry carrying the reason', async () => {
    const visitId = await visitIn('Pending Client Approval');
    expect(await move(visitId, 'Ready for Treatment')).toBe(true);
    const { visit, logs, audits } = await trail(visitId);
    expect(visit).toMatchObject({ status: 'Ready for Treatment', last_modified_by: vetId, last_modified_by_name: 'Ava Auto' });
    expect(logs.at(-1)).toEqual({ status: 'Ready for Treatment', user_id: vetId, user_name: 'Ava Auto' });
    expect(audits).toEqual([{ actor_user_id: vetId, detail: { from: 3, to: 4, reason: 'treatment plan signed' } }]);
  });

  it('writes nothing for a locked visit, a move back out of a read-only status, or the status it is in', async () => {
    for (const [from, to, locked] of [
      ['SOAP in Progress', 'Exam in Progress', true],
      ['Pending Client Approval', 'SOAP Finalized', true],
      ['Results Ready', 'Ready for Treatment', false],
      ['SOAP Finalized', 'Dx Ordered', false],
      ['Synced', 'Pending Client Approval', false],
      ['Ready for Treatment', 'Ready for Treatment', false],
    ] as const) {
      const visitId = await visitIn(from, locked);
      const before = await trail(visitId);
      expect(await move(visitId, to), `${from} → ${to}${locked ? ' (locked)' : ''}`).toBe(false);
      expect(await trail(visitId)).toEqual(before);
      expect(before.audits).toEqual([]);
    }
  });

  it('moves for a pet parent signing through a link (no user): the log names the visit’s creator’s id, the audit no actor', async () => {
    const visitId = await visitIn('Pending Client Approval');
    expect(await move(visitId, 'Ready for Treatment', { userId: null, name: 'Olive Park' })).toBe(true);
    const { visit, logs, audits } = await trail(visitId);
    expect(visit).toMatchObject({ status: 'Ready for Treatment', last_modified_by: vetId, last_modified_by_name: 'Olive Park' });
    expect(logs.at(-1)).toEqual({ status: 'Ready for Treatment', user_id: vetId, user_name: 'Olive Park' });
    expect(audits).toEqual([{ actor_user_id: null, detail: { from: 3, to: 4, reason: 'treatment plan signed' } }]);
  });
});
