// Idempotency on the services: a write sent again with the same Idempotency-Key exists once,
// and its retry gets the first answer back; keys are scoped by caller; a 5xx keeps nothing.
import { randomUUID } from 'node:crypto';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let gateway: TestGateway;
let adminToken: string;
let otherClinicToken: string;

const parent = (email: string) => ({
  first_name: 'Maria',
  last_name: 'Lopez',
  phone_number: '5125550111',
  email,
  address: { addressLine1: '12 Elm Street', addressLine2: null, city: 'Austin', state: 'TX', zip: '78704' },
});

async function post(path: string, body: unknown, token: string, key?: string) {
  const response = await fetch(`${gateway.upstreams.main}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: await response.json() };
}

const parentsWithEmail = async (email: string) =>
  (await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM main.pet_parents WHERE email = $1', [email]))[0]!.n;

beforeAll(async () => {
  gateway = await startTestGateway();
  adminToken = (await gateway.signIn('admin@demo.vet')).accessToken;
  otherClinicToken = (await gateway.signIn('admin@other.vet')).accessToken;
});
afterAll(async () => gateway?.close());

describe('idempotent writes', () => {
  it('a retried create with the same key writes once and answers the first result again', async () => {
    const key = randomUUID();
    const email = `retry-${key}@example.com`;
    const first = await post('/pet-parents', parent(email), adminToken, key);
    expect(first.status).toBe(201);
    const retry = await post('/pet-parents', parent(email), adminToken, key);
    expect(retry.status).toBe(201);
    expect(retry.replayed).toBe('true');
    expect(retry.body.id).toBe(first.body.id);
    expect(await parentsWithEmail(email)).toBe(1);
    // Without a key every request is a new write (the old behaviour stays for callers that send none).
    await post('/pet-parents', parent(email), adminToken);
    expect(await parentsWithEmail(email)).toBe(2);
  });

  it('copies of one request racing each other still write once', async () => {
    const key = randomUUID();
    const email = `race-${key}@example.com`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/pet-parents', parent(email), adminToken, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.replayed === 'true')).toHaveLength(5);
    expect(await parentsWithEmail(email)).toBe(1);
  });

  it('a key reused for a different request is refused and changes nothing', async () => {
    const key = randomUUID();
    await post('/pet-parents', parent(`first-${key}@example.com`), adminToken, key);
    const reused = await post('/pet-parents', parent(`second-${key}@example.com`), adminToken, key);
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe('This Idempotency-Key was already used for a different request.');
    expect(await parentsWithEmail(`second-${key}@example.com`)).toBe(0);
  });

  it("one clinic's key never replays another clinic's answer", async () => {
    const key = randomUUID();
    const mine = await post('/pet-parents', parent(`mine-${key}@example.com`), adminToken, key);
    const theirs = await post('/pet-parents', parent(`mine-${key}@example.com`), otherClinicToken, key);
    expect(theirs.status).toBe(201);
    expect(theirs.replayed).toBeNull();
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('a refused write is not stored: corrected and sent again with the same key, it is saved', async () => {
    const key = randomUUID();
    const email = `fix-${key}@example.com`;
    const refused = await post('/pet-parents', { ...parent(email), phone_number: '123' }, adminToken, key);
    expect(refused.status).toBe(400);
    const corrected = await post('/pet-parents', parent(email), adminToken, key);
    expect(corrected.status).toBe(201);
    expect(corrected.replayed).toBeNull();
    expect(await parentsWithEmail(email)).toBe(1);
  });

  it('a malformed key is refused with a clear message', async () => {
    const answer = await post('/pet-parents', parent('bad-key@example.com'), adminToken, 'x y');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The Idempotency-Key header must be 8 to 200 letters, digits or _ . : -');
    expect(await parentsWithEmail('bad-key@example.com')).toBe(0);
  });
});
