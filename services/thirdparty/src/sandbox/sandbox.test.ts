// What the sandbox partners keep in the thirdparty database, as the real partners keep it across
// their restarts: the sandbox lab's orders (a pending pre-order, a submitted order whose results
// then appear on the lab's timeline) and the Covetrus practice's written-back medical records.
// Each "restart" is a new sandbox instance on the same database, with new signing keys (old
// tokens are refused, as a restarted partner's would be). Over real SQL, on PGlite or PostgreSQL.
import { randomUUID } from 'node:crypto';
import type { Database } from '@vetchart/platform/database';
import { createTestDatabase } from '@vetchart/platform/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateThirdparty } from '../service.ts';
import { createAntechSandboxLab } from './antech-sandbox.ts';
import { createPracticeData } from './covetrus-practice-data.ts';
import { createCovetrusSandbox } from './covetrus-sandbox.ts';

const DELAY_MS = 5000;
let clock = new Date('2026-03-10T15:00:00.000Z');
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let db: Database;

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateThirdparty(db);
});
afterAll(async () => {
  await db?.close();
});

async function call(app: Hono, method: string, path: string, token: string | null, body?: unknown, contentType = 'application/json') {
  const response = await app.request(path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': contentType }) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // An HTML page.
  }
  return { status: response.status, body: json, text, headers: response.headers };
}

/** A new sandbox lab on the test database, signed in to SANDBOX-LAB-1. */
async function startLab() {
  const { app } = createAntechSandboxLab(db, { now, resultDelayMs: DELAY_MS });
  const signIn = await call(app, 'POST', '/api/v2/auth/token', null, { clinic_id: 'SANDBOX-LAB-1', account_id: 'ANTECH-ACC-1', username: 'sandbox.vet', password: 'sandbox-pass' });
  expect(signIn.status).toBe(200);
  return { app, token: signIn.body.access_token as string };
}

const orderBody = (clientOrderId: string) => ({
  client_order_id: clientOrderId,
  patient: { name: 'Max', species: 'Canine', breed: 'Labrador Retriever', sex: 'Male (Neutered)', date_of_birth: '2019-04-12', parent_name: 'Olivia Bennett', parent_email: 'olivia.bennett@example.com' },
  tests: [{ code: 'ANT-CBC', name: 'CBC' }],
  ordered_by: 'Dr. Priya Raman',
});

/** A page form's path (the page posts to addresses relative to itself). */
const formPath = (pageUrl: string, action: 'tests' | 'submit' | 'empty') => {
  const url = new URL(pageUrl.replace('/lab-sandbox', ''), 'http://lab.test');
  return `${url.pathname}/${action}${url.search}`;
};

describe('the sandbox lab across a restart', () => {
  it('keeps a submitted order, whose results then appear on its timeline, and a pending pre-order that can still be filled and submitted', async () => {
    const first = await startLab();
    const submittedId = randomUUID();
    const placed = await call(first.app, 'POST', '/api/v2/orders', first.token, orderBody(submittedId));
    expect(placed).toMatchObject({ status: 201, body: { client_order_id: submittedId, status: 'pending' } });
    const submitted = await call(first.app, 'POST', formPath(placed.body.links[0].url, 'submit'), null, '', 'application/x-www-form-urlencoded');
    expect(submitted.status).toBe(303);
    const preOrder = await call(first.app, 'POST', '/api/v2/orders', first.token, orderBody(randomUUID()));
    expect(preOrder.body.status).toBe('pending');

    // The lab restarts: its tokens are gone, its orders are not.
    const second = await startLab();
    expect((await call(second.app, 'GET', '/api/v2/accounts/me', first.token)).status).toBe(401);
    const orders = await call(second.app, 'GET', `/api/v2/orders?ids=${placed.body.id},${preOrder.body.id}`, second.token);
    expect(orders.body.items.map((order: any) => [order.id, order.status])).toEqual([
      [placed.body.id, 'submitted'],
      [preOrder.body.id, 'pending'],
    ]);
    expect(orders.body.items[0]).toMatchObject({ client_order_id: submittedId, tests: [{ code: 'ANT-CBC', name: 'CBC' }], submitted_at: clock.toISOString(), links: placed.body.links });
    // A retry of the placement (the main service's send job run again) answers the same order.
    const retried = await call(second.app, 'POST', '/api/v2/orders', second.token, orderBody(submittedId));
    expect(retried).toMatchObject({ status: 200, body: { id: placed.body.id } });

    const ofOrder = async () => (await call(second.app, 'GET', '/api/v2/results', second.token)).body.items.filter((result: any) => result.order_id === placed.body.id);
    expect(await ofOrder()).toEqual([]);
    advance(DELAY_MS);
    expect((await ofOrder()).map((result: any) => result.status)).toEqual(['partial']);
    advance(DELAY_MS);
    const [final] = await ofOrder();
    expect(final).toMatchObject({ id: `AR-${placed.body.id}`, client_order_id: submittedId, status: 'final', final_result_date: '2026-03-10' });
    const report = await second.app.request(`/api/v2/results/${final.id}/report`, { headers: { authorization: `Bearer ${second.token}` } });
    expect(report.status).toBe(200);
    expect((await call(second.app, 'GET', `/api/v2/orders?ids=${placed.body.id}`, second.token)).body.items[0].status).toBe('completed');

    // The pre-order's page link still opens, and the order is filled and submitted there.
    const pageUrl = preOrder.body.links[0].url as string;
    expect((await call(second.app, 'POST', formPath(pageUrl, 'tests'), null, 'code=ANT-T4', 'application/x-www-form-urlencoded')).status).toBe(303);
    const page = await call(second.app, 'GET', pageUrl.replace('/lab-sandbox', ''), null);
    expect(page.text).toContain('<td>ANT-T4</td>');
    expect((await call(second.app, 'POST', formPath(pageUrl, 'submit'), null, '', 'application/x-www-form-urlencoded')).status).toBe(303);

    const third = await startLab();
    const [filled] = (await call(third.app, 'GET', `/api/v2/orders?ids=${preOrder.body.id}`, third.token)).body.items;
    expect(filled).toMatchObject({ status: 'submitted', tests: [{ code: 'ANT-CBC' }, { code: 'ANT-T4' }], submitted_at: clock.toISOString() });
  });

  it('places one order per client order id when two lab processes take the same order at once', async () => {
    const [one, two] = await Promise.all([startLab(), startLab()]);
    const clientOrderId = randomUUID();
    const answers = await Promise.all([
      call(one.app, 'POST', '/api/v2/orders', one.token, orderBody(clientOrderId)),
      call(two.app, 'POST', '/api/v2/orders', two.token, orderBody(clientOrderId)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.id).toBe(answers[1]!.body.id);
    const [{ count }] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM thirdparty.sandbox_lab_orders WHERE client_order_id = $1`, [clientOrderId]);
    expect(count).toBe(1);
  });
});

describe('the sandbox Covetrus practice across a restart', () => {
  /** A new sandbox practice on the test database, with a session on SANDBOX-CLINIC-1. */
  async function startPractice() {
    const app = createCovetrusSandbox(db, { practices: createPracticeData(), now });
    const session = await call(app, 'POST', '/v1/partner/sessions', null, { practice_id: 'SANDBOX-CLINIC-1', account_id: 'SANDBOX-ACCOUNT-1' });
    expect(session.status).toBe(201);
    return { app, token: session.body.session_token as string };
  }
  const recordsPath = '/v1/practices/SANDBOX-CLINIC-1/patients/CV-PT-3001/medical-records';
  const write = (externalId: string, title: string) => ({
    title,
    date: '2026-03-10',
    kind: 'treatment_result',
    sections: [{ section: 'Assessment', value: 'Hypothyroidism' }],
    author: 'Dr. Priya Raman',
    external_id: externalId,
  });

  it('reads a written medical record back after the restart, and a second write updates that record', async () => {
    const first = await startPractice();
    const externalId = `treatment-result:${randomUUID()}`;
    const written = await call(first.app, 'POST', recordsPath, first.token, write(externalId, 'Lab Results Summary — Visit V-1001'));
    expect(written.status).toBe(201);

    const second = await startPractice();
    const patient = await call(second.app, 'GET', '/v1/practices/SANDBOX-CLINIC-1/patients/CV-PT-3001', second.token);
    // The written record comes first, before the practice's own records.
    expect(patient.body.medical_records[0]).toEqual({
      id: written.body.id,
      date: '2026-03-10',
      kind: 'treatment_result',
      title: 'Lab Results Summary — Visit V-1001',
      notes: 'Assessment: Hypothyroidism',
      external_id: externalId,
      author: 'Dr. Priya Raman',
      // The parts as sent, and how many times it was written.
      sections: [{ section: 'Assessment', value: 'Hypothyroidism' }],
      medications: [],
      charges: [],
      writes: 1,
    });
    expect(patient.body.medical_records.slice(1).map((record: any) => record.id)).toEqual(['CV-MR-1', 'CV-MR-2', 'CV-MR-3']);

    const again = await call(second.app, 'POST', recordsPath, second.token, write(externalId, 'Sick Visit — Visit V-1001'));
    expect(again).toMatchObject({ status: 200, body: { id: written.body.id, title: 'Sick Visit — Visit V-1001' } });
    const third = await startPractice();
    const records = (await call(third.app, 'GET', '/v1/practices/SANDBOX-CLINIC-1/patients/CV-PT-3001', third.token)).body.medical_records;
    expect(records.filter((record: any) => record.external_id === externalId).map((record: any) => [record.id, record.title])).toEqual([[written.body.id, 'Sick Visit — Visit V-1001']]);
    // Another patient's records are its own.
    const pepper = await call(third.app, 'GET', '/v1/practices/SANDBOX-CLINIC-1/patients/CV-PT-3002', third.token);
    expect(pepper.body.medical_records.map((record: any) => record.id)).toEqual(['CV-MR-4', 'CV-MR-5']);
  });
});
