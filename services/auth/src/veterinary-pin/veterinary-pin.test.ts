// The Veterinary PIN through the real auth service: set once (argon2id), changed only with the
// password, checked when locking (a proof main accepts for that user and visit only), wrong PINs
// throttled, and only for holders of 'Lock Visit Note'.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyVisitLockProof } from '@vetchart/platform/visit-lock-proof';
import { signUpAndVerify, startAuthHarness, testAccessToken, type AuthHarness } from '../testing.ts';
import { PIN_FORMAT } from '@vetchart/contracts/auth/veterinary-pin';
import { NO_PIN, PASSWORD_NEEDED, WRONG_PASSWORD, WRONG_PIN } from './routes.ts';

let harness: AuthHarness;
let token: string;
let userId: string;

beforeAll(async () => {
  harness = await startAuthHarness();
  const { session } = await signUpAndVerify(harness);
  token = session.token;
  userId = (await harness.call('GET', '/me', { token })).body.user.id;
});
afterAll(async () => harness?.close());

describe('Veterinary PIN', () => {
  it('says no PIN is set and refuses a lock proof until one is', async () => {
    expect((await harness.call('GET', '/me/veterinary-pin', { token })).body.data).toEqual({ is_set: false, updated_at: null });
    const proof = await harness.call('POST', '/me/veterinary-pin/lock-proof', { token, body: { pin: '1234', visit_id: randomUUID() } });
    expect(proof.status).toBe(409);
    expect(proof.body.message).toBe(NO_PIN);
  });

  it('refuses a PIN that is not 4 characters', async () => {
    for (const pin of ['', '123', '12345', '12 4']) {
      const result = await harness.call('PUT', '/me/veterinary-pin', { token, body: { pin } });
      expect(result.status, pin).toBe(400);
      expect(result.body.errors[0].message).toBe(pin === '' ? 'Enter pin' : PIN_FORMAT);
    }
  });

  it('sets the PIN once as argon2id, then changes it only with the password, and audits both', async () => {
    const set = await harness.call('PUT', '/me/veterinary-pin', { token, body: { pin: '4a7Z' } });
    expect(set.status).toBe(201);
    expect(set.body.data.is_set).toBe(true);
    const [row] = await harness.db.query<{ pin_hash: string }>(`SELECT pin_hash FROM auth.veterinary_pins WHERE user_id = $1`, [userId]);
    expect(row!.pin_hash).toMatch(/^\$argon2id\$/);
    const noPassword = await harness.call('PUT', '/me/veterinary-pin', { token, body: { pin: '9999' } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors).toEqual([{ path: 'password', message: PASSWORD_NEEDED }]);
    const wrongPassword = await harness.call('PUT', '/me/veterinary-pin', { token, body: { pin: '9999', password: 'nope' } });
    expect(wrongPassword.body.errors).toEqual([{ path: 'password', message: WRONG_PASSWORD }]);
    const changed = await harness.call('PUT', '/me/veterinary-pin', { token, body: { pin: '2468', password: 'Str0ng!pass' } });
    expect(changed.status).toBe(200);
    const audits = await harness.db.query<{ action: string }>(`SELECT action FROM auth.audit_log WHERE target_id = $1 AND action LIKE 'veterinary_pin.%' ORDER BY id`, [userId]);
    expect(audits.map((entry) => entry.action)).toEqual(['veterinary_pin.set', 'veterinary_pin.changed']);
  });

  it('answers a proof for this user and visit for the right PIN only', async () => {
    const visitId = randomUUID();
    const wrong = await harness.call('POST', '/me/veterinary-pin/lock-proof', { token, body: { pin: '4a7Z', visit_id: visitId } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WRONG_PIN);
    const right = await harness.call('POST', '/me/veterinary-pin/lock-proof', { token, body: { pin: '2468', visit_id: visitId } });
    expect(right.status).toBe(200);
    await expect(verifyVisitLockProof(harness.keys.publicKey, right.body.data.lock_proof, userId, visitId)).resolves.toBeUndefined();
    await expect(verifyVisitLockProof(harness.keys.publicKey, right.body.data.lock_proof, userId, randomUUID())).rejects.toMatchObject({ status: 403 });
    await expect(verifyVisitLockProof(harness.keys.publicKey, right.body.data.lock_proof, randomUUID(), visitId)).rejects.toMatchObject({ status: 403 });
  });

  it('pauses after 5 wrong PINs in a row, even for the right one', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await harness.call('POST', '/me/veterinary-pin/lock-proof', { token, body: { pin: '0000', visit_id: randomUUID() } })).status).toBe(400);
    }
    const paused = await harness.call('POST', '/me/veterinary-pin/lock-proof', { token, body: { pin: '2468', visit_id: randomUUID() } });
    expect(paused.status).toBe(429);
    expect(paused.body.message).toMatch(/^Too many wrong PINs\. Please try again in \d+ minutes?\.$/);
  });

  it("refuses setting a PIN or a proof without 'Lock Visit Note'", async () => {
    const [me] = await harness.db.query<{ organization_id: string }>(`SELECT organization_id FROM auth.user_organizations WHERE user_id = $1`, [userId]);
    const tech = await testAccessToken(harness.db, harness.keys, {
      userId: randomUUID(), userCode: 'T-1', email: 'tech@example.com', fullName: 'Tess Tech', organizationId: me!.organization_id, organizationCode: 'ORG-T',
      clinicId: randomUUID(), clinicCode: 'CLN-T', roleId: randomUUID(), roleName: 'veterinarian-technician', isSuperAdmin: false, isClientAdmin: false, permissions: ['Add Visit'],
    });
    expect((await harness.call('PUT', '/me/veterinary-pin', { token: tech, body: { pin: '1234' } })).status).toBe(403);
    expect((await harness.call('POST', '/me/veterinary-pin/lock-proof', { token: tech, body: { pin: '1234', visit_id: randomUUID() } })).status).toBe(403);
    expect((await harness.call('GET', '/me/veterinary-pin', { token: tech })).body.data.is_set).toBe(false);
  });
});
