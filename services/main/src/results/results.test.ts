// The results step against the real main service and database: lab orders and their
// send job, the result poller (no duplicates, newer versions only, two pollers at once), orphans
// with suggestions, assigning and unassigning, in-house results, comments, the treatment result
// with its preview and write-back, the visit guard, stale versions, and another clinic kept out of
// every route. The reference lab and the practice system are partners outside the product: they
// are faked here, in memory, at the LabLink / PracticeLink interface the host hands main.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateIdempotency } from '@vetchart/platform/idempotency';
import { startJobRunner } from '@vetchart/platform/jobs';
import { migrateOutbox } from '@vetchart/platform/mailer';
import { pngDataUri, startMainHarness, type MainHarness } from '../testing.ts';
import { VISIT_LOCKED, VISIT_READ_ONLY } from '../visits/visit-guard.ts';
import { seedSoapTemplatesDemo } from './demo-templates.ts';
import { labJobHandlers, startLabResultPoller } from './lab-sync.ts';
import { LabLinkError, type LabClinic, type LabLink, type LabPartnerOrder, type LabPartnerResult } from './links.ts';
import { InMemoryPractice } from '../write-back/in-memory-practice.ts';
import { RESULT_MESSAGES } from './result-rules.ts';

/** An in-memory reference lab: one account per connected clinic, orders deduplicated by client_order_id. */
class FakeLab implements LabLink {
  clinics = new Map<string, LabClinic>();
  placed = new Map<string, LabPartnerOrder & { clinic_id: string }>();
  results = new Map<string, LabPartnerResult[]>();
  placeCalls = 0;
  lastOrder: Parameters<LabLink['placeOrder']>[1] | null = null;
  down = false;
  private check(clinicId: string) {
    if (this.down) throw new LabLinkError('Antech could not be reached. Please try again later.', 'unreachable');
    if (!this.clinics.has(clinicId)) throw new LabLinkError('Antech is not connected yet. Connect it under Integrations.', 'not_connected');
  }
  async connectedClinics() {
    return [...this.clinics.values()];
  }
  async clinicLab(clinicId: string) {
    return this.clinics.get(clinicId) ?? null;
  }
  async placeOrder(clinicId: string, order: Parameters<LabLink['placeOrder']>[1]) {
    this.placeCalls += 1;
    this.lastOrder = order;
    this.check(clinicId);
    const existing = [...this.placed.values()].find((row) => row.client_order_id === order.client_order_id);
    if (existing) return existing;
    const placed = {
      clinic_id: clinicId,
      partner_order_id: `ANT-${this.placed.size + 1}`,
      client_order_id: order.client_order_id,
      status: 'pending' as const,
      links: [{ type: 'order', url: `/lab-sandbox/ui/orders/ANT-${this.placed.size + 1}?token=t` }],
      tests: order.tests,
    };
    this.placed.set(placed.partner_order_id, placed);
    return placed;
  }
  async cancelOrder(clinicId: string, partnerOrderId: string) {
    this.check(clinicId);
    const order = this.placed.get(partnerOrderId)!;
    order.status = 'cancelled';
    return order;
  }
  async orders(clinicId: string, ids: string[]) {
    this.check(clinicId);
    return ids.map((id) => this.placed.get(id)).filter((order): order is LabPartnerOrder & { clinic_id: string } => Boolean(order && order.clinic_id === clinicId));
  }
  /** While set, resultsSince waits for it (a poller caught mid-read); `entered` is told it arrived. */
  gate: Promise<void> | null = null;
  entered: (() => void) | null = null;
  async resultsSince(clinicId: string, since: string | null) {
    this.check(clinicId);
    if (this.gate) {
      this.entered?.();
      await this.gate;
    }
    const all = this.results.get(clinicId) ?? [];
    // The lab answers everything updated after the cursor; tests also deliver the same ones again.
    const results = all.filter((result) => since === null || result.updated_at > since || this.redeliver);
    const next = all.reduce((latest, result) => (result.updated_at > latest ? result.updated_at : latest), since ?? '1970-01-01T00:00:00.000Z');
    return { results, next_since: next };
  }
  redeliver = false;
  async report(clinicId: string) {
    this.check(clinicId);
    return new TextEncoder().encode('%PDF-1.4 fake report');
  }
  addResult(clinicId: string, result: Partial<LabPartnerResult> & { partner_result_id: string }) {
    const full: LabPartnerResult = {
      partner_order_id: null,
      client_order_id: null,
      identifier: `ACC-${result.partner_result_id}`,
      status: 'final',
      patient: { name: 'Unknown', species: 'Canine', breed: '', sex: '', parent_name: 'Nobody' },
      test_date: new Date().toISOString().slice(0, 10),
      final_result_date: null,
      tests: [{ code: 'ANT-CBC', name: 'CBC', values: [{ analyte: 'WBC', value: '21.5', unit: 'K/uL', reference_range: '5.5–16.9', low: 5.5, high: 16.9, flag: 'H' }] }],
      report_available: true,
      updated_at: new Date().toISOString(),
      ...result,
    };
    const list = (this.results.get(clinicId) ?? []).filter((row) => row.partner_result_id !== full.partner_result_id);
    list.push(full);
    this.results.set(clinicId, list);
    return full;
  }
}

/** The lab's update times, always later than any before (the lab's clock, not ours). */
let labClock = Date.parse('2027-01-01T00:00:00.000Z');
const later = () => new Date((labClock += 60_000)).toISOString();

const lab = new FakeLab();
const practice = new InMemoryPractice();
let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-RS-${randomUUID().slice(0, 6)}` };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-RSO-${randomUUID().slice(0, 6)}` };
let vet: string;
let reader: string;
let other: string;
let petId: string;
let otherPetId: string;
const catalogue: Record<string, string> = {};
const SIGNATURE = pngDataUri();
const HEADER = {
  clinic: { name: 'Results Clinic', logo_url: '/files/logo.png', city: 'Austin', state: 'TX', zip: '78701', phone: '5125550100', email: 'front@results.test' },
  party: { pet_name: 'Mochi', species: 'Feline', breed: 'Siamese', parent_name: 'Olive Park', address_line1: '2 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
};

async function inventory(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${harness.upstreams.inventory}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as any;
  expect(response.status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

async function seedClinic(scope: typeof clinic) {
  await harness.db.query(`INSERT INTO auth.organizations (id, organization_code, name, plan_code) VALUES ($1, $2, 'Results Org', 'basic')`, [scope.organizationId, `ORG-${scope.clinicCode}`]);
  await harness.db.query(`INSERT INTO auth.clinics (id, organization_id, clinic_code, name, tax_rate) VALUES ($1, $2, $3, 'Results Clinic', NULL)`, [scope.clinicId, scope.organizationId, scope.clinicCode]);
}

async function createPet(token: string, name: string, first: string, last: string, lookups?: { specie_id: string; breed_id: string; gender_id: string }): Promise<string> {
  const parent = await harness.call('POST', '/pet-parents', {
    token,
    body: { first_name: first, last_name: last, phone_number: '5125550188', email: `${first.toLowerCase()}@example.com`, address: { addressLine1: '2 Elm St', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  const pet = await harness.call('POST', '/pets', {
    token,
    body: { parent_id: parent.body.id, name, breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), ...lookups, color: 'Grey', date_of_birth: '03/04/2021', weight: 9, problems: [] },
  });
  expect(pet.status, JSON.stringify(pet.body)).toBe(201);
  return pet.body.id;
}

beforeAll(async () => {
  harness = await startMainHarness({ labLink: lab, practiceLink: practice });
  await migrateOutbox(harness.db);
  await migrateIdempotency(harness.db);
  await seedClinic(clinic);
  await seedClinic(otherClinic);
  vet = await harness.tokenFor({ ...clinic, fullName: 'Vera Vet', roleName: 'veterinarian', permissions: ['Add new Pet', 'Add Visit', 'Lock Visit Note', 'Modify Knowledge Base'] });
  reader = await harness.tokenFor({ ...clinic, fullName: 'Rita Reader', roleName: 'reception', permissions: [] });
  other = await harness.tokenFor({ ...otherClinic, fullName: 'Otto Other', isClientAdmin: true, permissions: ['Add new Pet', 'Add Visit'] });
  catalogue.cbc = (await inventory('POST', '/treatments', vet, { name: 'Complete Blood Count (CBC)', cost: '65.00', in_house: false, lab_code: 'ANT-CBC' })).id;
  const chem = await inventory('POST', '/treatments', vet, { name: 'Chemistry Panel', cost: '95.00', in_house: false });
  catalogue.chem = chem.id;
  catalogue.chemCode = chem.code;
  expect(chem).toMatchObject({ in_house: false, lab_code: null });
  const fecal = await inventory('POST', '/treatments', vet, { name: 'In-house Fecal Flotation', cost: '32.00', in_house: true, lab_code: 'IGNORED' });
  expect(fecal).toMatchObject({ in_house: true, lab_code: null });
  catalogue.fecal = fecal.id;
  catalogue.exam = (await inventory('POST', '/services', vet, { name: 'Sick Exam', cost: '68.00' })).id;
  // The clinic's own lookups (the lab is sent their names).
  const specie = (await inventory('GET', '/specie?q=Feline', vet)).data.find((row: any) => row.specie === 'Feline');
  const breed = (await inventory('GET', `/breed?specie_id=${specie.id}&q=Siamese`, vet)).data[0];
  const gender = (await inventory('GET', '/pet-gender?q=Female%20(Spayed)', vet)).data[0];
  petId = await createPet(vet, 'Mochi', 'Olive', 'Park', { specie_id: specie.id, breed_id: breed.id, gender_id: gender.id });
  otherPetId = await createPet(other, 'Mochi', 'Olive', 'Park');
  await seedSoapTemplatesDemo(harness.db, [clinic]);
  lab.clinics.set(clinic.clinicId, { clinic_id: clinic.clinicId, organization_id: clinic.organizationId, clinic_code: clinic.clinicCode, provider: 'antech', provider_name: 'Antech' });
}, 90_000);
afterAll(async () => harness?.close());
beforeEach(() => {
  lab.down = false;
  lab.redeliver = false;
  practice.fail = null;
});

async function newVisit(token = vet, pet = petId): Promise<string> {
  const visit = await harness.call('POST', '/visits', { token, body: { pet_id: pet } });
  expect(visit.status).toBe(201);
  return visit.body.data.id;
}

const PLAN_ITEMS = () => [
  { kind: 'DIAGNOSTIC', catalogue_id: catalogue.cbc, quantity: 1, removed: false, approved: true },
  { kind: 'DIAGNOSTIC', catalogue_id: catalogue.chem, quantity: 1, removed: false, approved: true },
  { kind: 'DIAGNOSTIC', catalogue_id: catalogue.fecal, quantity: 1, removed: false, approved: true },
  { kind: 'SERVICE', catalogue_id: catalogue.exam, quantity: 1, removed: false, approved: true },
];

/** A visit with a signed plan of CBC and chemistry (outside), fecal (in-house) and an exam. */
async function signedVisit(): Promise<{ visitId: string; items: any[] }> {
  const visitId = await newVisit();
  const plan = await harness.call('POST', `/visits/${visitId}/treatment-plan`, { token: vet, body: { is_client_at_clinic: true, items: PLAN_ITEMS() } });
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  const signed = await harness.call('POST', `/visits/${visitId}/treatment-plan/sign`, {
    token: vet,
    body: { plan_version: 1, signer_name: 'Olive Park', signature_png: SIGNATURE, decisions: [], header: HEADER },
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(201);
  return { visitId, items: signed.body.data.signed_treatment_plan.items };
}

async function visitStatus(visitId: string) {
  const [row] = await harness.db.query<{ name: string }>(`SELECT s.name FROM main.visits v JOIN main.visit_statuses s ON s.id = v.status_id WHERE v.id = $1`, [visitId]);
  return row!.name;
}

async function setStatus(visitId: string, name: string) {
  await harness.db.query(`UPDATE main.visits SET status_id = (SELECT id FROM main.visit_statuses WHERE name = $2) WHERE id = $1`, [visitId, name]);
}

async function modificationReason(visitId: string): Promise<string> {
  const reason = await harness.call('POST', `/visits/${visitId}/modification-reasons`, { token: vet, body: { modification_date: '2026/01/05', modification_reason: 'Late result.' } });
  expect(reason.status, JSON.stringify(reason.body)).toBeLessThan(300);
  return reason.body.data?.id ?? reason.body.id;
}

/** One poll by a poller that then stops. */
async function pollOnce() {
  const poller = startLabResultPoller(harness.db, lab, { intervalMs: 3_600_000 });
  try {
    return await poller.tick();
  } finally {
    await poller.stop();
  }
}

async function runJobs() {
  const runner = startJobRunner(harness.db, labJobHandlers({ db: harness.db }, lab), { pollMs: 60_000 });
  try {
    return await runner.runDue();
  } finally {
    await runner.stop();
  }
}

describe('plan rows', () => {
  it('carry in_house and lab_code from the catalogue onto diagnostic rows, in the plan and the signed snapshot', async () => {
    const { items } = await signedVisit();
    expect(items.map((item: any) => [item.name, item.in_house, item.lab_code])).toEqual([
      ['Complete Blood Count (CBC)', false, 'ANT-CBC'],
      ['Chemistry Panel', false, null],
      ['In-house Fecal Flotation', true, null],
      ['Sick Exam', false, null],
    ]);
  });
});

describe('lab orders', () => {
  it('places an order of the approved outside tests and sends it at once; the send job sends nothing twice', async () => {
    const { visitId, items } = await signedVisit();
    const before = lab.placed.size;
    const placed = await harness.call('POST', `/visits/${visitId}/lab-orders`, { token: vet, body: { kind: 'order' } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data).toMatchObject({ visit_id: visitId, kind: 'order', status: 'pending', provider: 'antech', provider_name: 'Antech', created_by_name: 'Vera Vet', last_error: null });
    expect(placed.body.data.tests).toEqual([
      { code: 'ANT-CBC', name: 'Complete Blood Count (CBC)', treatment_id: catalogue.cbc, plan_item_id: items[0].id },
      { code: catalogue.chemCode, name: 'Chemistry Panel', treatment_id: catalogue.chem, plan_item_id: items[1].id },
    ]);
    expect(placed.body.data.links[0].url).toMatch(/^\/lab-sandbox\/ui\/orders\//);
    expect(lab.lastOrder).toMatchObject({
      client_order_id: placed.body.data.id,
      visit_id: visitId,
      ordered_by: 'Vera Vet',
      patient: { pet_id: petId, name: 'Mochi', species: 'Feline', breed: 'Siamese', sex: 'Female (Spayed)', date_of_birth: '2021-03-04', parent_name: 'Olive Park', parent_email: 'olive@example.com' },
    });
    await runJobs();
    expect(lab.placed.size).toBe(before + 1);
    const [audit] = await harness.db.query<{ detail: any }>(`SELECT detail FROM main.audit_log WHERE target_id = $1 AND action = 'lab_order.created'`, [placed.body.data.id]);
    expect(audit!.detail).toMatchObject({ visit_id: visitId, before: null, fields: ['kind', 'status', 'tests'] });

    const unprocessed = await harness.call('GET', `/visits/${visitId}/lab-orders?unprocessed=true`, { token: reader });
    expect(unprocessed.body.data.map((order: any) => order.id)).toEqual([placed.body.data.id]);

    // Pending orders: asked first, then cancelled at the lab with discard_pending.
    const again = await harness.call('POST', `/visits/${visitId}/lab-orders`, { token: vet, body: { kind: 'order' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'Pending Orders Found!', details: { code: 'PENDING_ORDERS', orders: [{ id: placed.body.data.id }] } });
    const replaced = await harness.call('POST', `/visits/${visitId}/lab-orders`, { token: vet, body: { kind: 'order', discard_pending: true } });
    expect(replaced.status).toBe(201);
    expect(lab.placed.get(placed.body.data.partner_order_id)!.status).toBe('cancelled');
    const all = await harness.call('GET', `/visits/${visitId}/lab-orders`, { token: vet });
    expect(all.body.data.map((order: any) => order.status)).toEqual(['cancelled', 'pending']);

    // An additional order starts empty and never asks about pending ones.
    const additional = await harness.call('POST', `/visits/${visitId}/lab-orders`, { token: vet, body: { kind: 'additional' } });
    expect(additional.status).toBe(201);
    expect(additional.body.data).toMatchObject({ kind: 'additional', tests: [] });
  });

  it('a repeated request (same Idempotency-Key) answers the same order', async () => {
    const { visitId } = await signedVisit();
    const headers = { 'idempotency-key': `order-${randomUUID()}` };
    const first = await harness.call('POST', `/visits/${visitId}/lab-orders`, { token: vet, body: { kind: 'order' }, headers });
    const second = await harness.call('POST', `/visits/${visitId}/lab-orders`, { token: vet, body: { kind: 'order' }, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect((await harness.db.query(`SELECT 1 FROM main.lab_orders WHERE visit_id = $1`, [visitId])).length).toBe(1);
  });

  it('lab down: 502 LAB_UNAVAILABLE, the order stays queued, and the job retry sends it once', async () => {
    const { visitId } = await signedVisit();
    lab.down = true;
    const placed = await harness.call('POST', `/visits/${visitId}/lab-orders`, { token: vet, body: { kind: 'order' } });
    expect(placed.status).toBe(502);
    expect(placed.body).toMatchObject({
      message: 'Antech could not be reached. Please try again later.',
      details: { code: 'LAB_UNAVAILABLE', order: { status: 'queued', last_error: 'Antech could not be reached. Please try again later.' } },
    });
    const orderId = placed.body.details.order.id;
    // The job's first run: the lab is still down, so it stays queued and the job waits to retry.
    await runJobs();
    const [job] = await harness.db.query<{ attempts: number; done_at: unknown }>(`SELECT attempts, done_at FROM jobs.queue WHERE kind = 'main.lab.send-order' AND payload->>'order_id' = $1`, [orderId]);
    expect(job).toMatchObject({ attempts: 1, done_at: null });
    expect((await harness.db.query<{ status: string }>(`SELECT status FROM main.lab_orders WHERE id = $1`, [orderId]))[0]!.status).toBe('queued');
    // The lab is back and the retry is due (its doubling wait has passed).
    lab.down = false;
    await harness.db.query(`UPDATE jobs.queue SET run_after = now() WHERE kind = 'main.lab.send-order' AND payload->>'order_id' = $1`, [orderId]);
    await runJobs();
    const [sent] = await harness.db.query<{ status: string; partner_order_id: string; last_error: string | null }>(`SELECT status, partner_order_id, last_error FROM main.lab_orders WHERE id = $1`, [orderId]);
    expect(sent).toMatchObject({ status: 'pending', last_error: null });
    expect([...lab.placed.values()].filter((order) => order.client_order_id === orderId)).toHaveLength(1);
  });

  it('refuses without a signed plan, without outside tests, and without a lab', async () => {
    const visitId = await newVisit();
    expect((await harness.call('POST', `/visits/${visitId}/lab-orders`, { token: vet, body: { kind: 'order' } })).body.message).toBe(RESULT_MESSAGES.signPlan);
    const plan = await harness.call('POST', `/visits/${visitId}/treatment-plan`, {
      token: vet,
      body: { items: [{ kind: 'DIAGNOSTIC', catalogue_id: catalogue.fecal, quantity: 1, removed: false, approved: true }] },
    });
    expect(plan.status).toBe(201);
    await harness.call('POST', `/visits/${visitId}/treatment-plan/sign`, { token: vet, body: { plan_version: 1, signer_name: 'O', signature_png: SIGNATURE, decisions: [], header: HEADER } });
    const none = await harness.call('POST', `/visits/${visitId}/lab-orders`, { token: vet, body: { kind: 'order' } });
    expect(none).toMatchObject({ status: 400, body: { message: 'Select at least one test to order.' } });
    const otherVisit = await newVisit(other, otherPetId);
    const noLab = await harness.call('POST', `/visits/${otherVisit}/lab-orders`, { token: other, body: { kind: 'additional' } });
    expect(noLab).toMatchObject({ status: 409, body: { message: 'No lab is connected yet. Connect one under Integrations.' } });
  });
});

describe('polling', () => {
  it('imports results once, replaces them only with newer ones, moves the visit forward, and keeps orphans', async () => {
    const { visitId } = await signedVisit();
    const placed = await harness.call('POST', `/visits/${visitId}/lab-orders`, { token: vet, body: { kind: 'order' } });
    const order = placed.body.data;
    lab.placed.get(order.partner_order_id)!.status = 'submitted';
    const poller = startLabResultPoller(harness.db, lab, { intervalMs: 3_600_000 });
    try {
      await poller.tick();
      expect(await visitStatus(visitId)).toBe('Dx Ordered');
      const t1 = '2026-11-20T10:00:00.000Z';
      lab.addResult(clinic.clinicId, { partner_result_id: `R-${order.id}`, partner_order_id: order.partner_order_id, client_order_id: order.id, status: 'partial', updated_at: t1 });
      lab.placed.get(order.partner_order_id)!.status = 'completed';
      await poller.tick();
      // Delivered again (a restart, a second process): nothing doubles.
      lab.redeliver = true;
      await poller.tick();
      const rows = await harness.db.query<{ id: string; status: string; visit_id: string }>(`SELECT id, status, visit_id FROM main.lab_results WHERE partner_result_id = $1`, [`R-${order.id}`]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'partial', visit_id: visitId });
      expect(await visitStatus(visitId)).toBe('Results Ready');
      const [log] = await harness.db.query<{ user_id: string; user_name: string }>(
        `SELECT user_id, user_name FROM main.visit_status_logs WHERE visit_id = $1 ORDER BY id DESC LIMIT 1`,
        [visitId],
      );
      expect(log).toEqual({ user_id: '00000000-0000-0000-0000-000000000000', user_name: 'Lab results' });
      const orderAudits = await harness.db.query<{ detail: any }>(`SELECT detail FROM main.audit_log WHERE target_id = $1 AND action = 'lab_order.status_changed' ORDER BY id`, [order.id]);
      expect(orderAudits.map((row) => [row.detail.before.status, row.detail.after.status])).toEqual([
        ['pending', 'submitted'],
        ['submitted', 'completed'],
      ]);
      // An older version is ignored; a newer one replaces it.
      lab.addResult(clinic.clinicId, { partner_result_id: `R-${order.id}`, client_order_id: order.id, status: 'final', updated_at: '2026-11-19T10:00:00.000Z' });
      await poller.tick();
      expect((await harness.db.query<{ status: string }>(`SELECT status FROM main.lab_results WHERE id = $1`, [rows[0]!.id]))[0]!.status).toBe('partial');
      lab.addResult(clinic.clinicId, { partner_result_id: `R-${order.id}`, client_order_id: order.id, status: 'final', updated_at: '2026-11-21T10:00:00.000Z' });
      await poller.tick();
      expect((await harness.db.query<{ status: string }>(`SELECT status FROM main.lab_results WHERE id = $1`, [rows[0]!.id]))[0]!.status).toBe('final');
      const history = await harness.db.query(`SELECT action FROM main.lab_result_history WHERE lab_result_id = $1`, [rows[0]!.id]);
      expect(history).toEqual([{ action: 'received' }]);

      const results = await harness.call('GET', `/visit-results?visit_ids=${visitId}`, { token: reader });
      expect(results.body.data).toHaveLength(1);
      expect(results.body.data[0]).toMatchObject({ visit_id: visitId, lab_orders: [{ id: order.id, status: 'completed' }], lab_results: [{ status: 'final', assigned: false, report_available: true }] });
    } finally {
      await poller.stop();
    }
  });

  it('two pollers at once write no duplicates and one cursor', async () => {
    for (let index = 0; index < 5; index += 1) lab.addResult(clinic.clinicId, { partner_result_id: `TWIN-${index}`, updated_at: `2026-11-22T10:00:0${index}.000Z` });
    const first = startLabResultPoller(harness.db, lab, { intervalMs: 3_600_000 });
    const second = startLabResultPoller(harness.db, lab, { intervalMs: 3_600_000 });
    try {
      lab.redeliver = true;
      await Promise.all([first.tick(), second.tick(), first.tick(), second.tick()]);
    } finally {
      await first.stop();
      await second.stop();
    }
    const rows = await harness.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM main.lab_results WHERE partner_result_id LIKE 'TWIN-%'`);
    expect(rows[0]!.n).toBe(5);
    const history = await harness.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM main.lab_result_history h JOIN main.lab_results r ON r.id = h.lab_result_id WHERE r.partner_result_id LIKE 'TWIN-%'`,
    );
    expect(history[0]!.n).toBe(5);
    const cursors = await harness.db.query<{ lease_owner: string | null }>(`SELECT lease_owner FROM main.lab_poll_cursors WHERE clinic_id = $1`, [clinic.clinicId]);
    expect(cursors).toEqual([{ lease_owner: null }]);
  });

  it("a poller finding another one mid-read of a clinic leaves that clinic's cursor to it", async () => {
    lab.addResult(clinic.clinicId, { partner_result_id: `LEASE-${randomUUID()}`, updated_at: later() });
    let release!: () => void;
    lab.gate = new Promise<void>((resolve) => (release = resolve));
    const arrived = new Promise<void>((resolve) => (lab.entered = resolve));
    // The second poller starts once the first holds the lease and is reading the lab: started
    // together, either one's first tick could win the lease (on PostgreSQL's pool, it varies).
    const first = startLabResultPoller(harness.db, lab, { intervalMs: 3_600_000 });
    let second: ReturnType<typeof startLabResultPoller> | undefined;
    try {
      const firstTick = first.tick();
      await arrived;
      lab.gate = null;
      second = startLabResultPoller(harness.db, lab, { intervalMs: 3_600_000 });
      const secondTick = await second.tick();
      expect(secondTick.clinics).toEqual([{ clinic_id: clinic.clinicId, polled: false, created: 0, updated: 0, orders_changed: 0 }]);
      release();
      expect((await firstTick).clinics[0]).toMatchObject({ clinic_id: clinic.clinicId, polled: true, created: 1 });
    } finally {
      lab.gate = null;
      lab.entered = null;
      await first.stop();
      await second?.stop();
    }
  });

  it('sync reads the lab now and says what came; the lab down is a 502 with its message', async () => {
    const { visitId } = await signedVisit();
    lab.addResult(clinic.clinicId, { partner_result_id: `SYNC-${visitId}`, updated_at: later() });
    // Syncing is a chart write ('Add Visit'), as the gateway asks.
    expect((await harness.call('POST', `/visits/${visitId}/lab-results/sync`, { token: reader })).status).toBe(403);
    const synced = await harness.call('POST', `/visits/${visitId}/lab-results/sync`, { token: vet });
    expect(synced.status).toBe(200);
    expect(synced.body.data.message).toMatch(/^Results synced: 1 new result/);
    expect((await harness.call('POST', `/visits/${visitId}/lab-results/sync`, { token: vet })).body.data.message).toBe('No new results yet.');
    lab.down = true;
    expect(await harness.call('POST', `/visits/${visitId}/lab-results/sync`, { token: vet })).toMatchObject({ status: 502, body: { message: 'Antech could not be reached. Please try again later.' } });
  });
});

describe('orphaned results', () => {
  it('lists orphans with suggested pets, assigns one to a visit and unassigns it, with the history', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const orphan = lab.addResult(clinic.clinicId, {
      partner_result_id: `ORPHAN-${randomUUID()}`,
      patient: { name: 'Mochi', species: 'Feline', breed: 'Siamese', sex: 'F', parent_name: 'Olive Park' },
      test_date: today,
      updated_at: later(),
    });
    await pollOnce();
    const bad = await harness.call('GET', `/orphaned-results?start_date=${today}&end_date=2020-01-01`, { token: reader });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Please select a valid date range.' } });
    const list = await harness.call('GET', `/orphaned-results?start_date=${today}&end_date=${today}`, { token: reader });
    const found = list.body.data.find((row: any) => row.partner_result_id === orphan.partner_result_id);
    expect(found).toMatchObject({ visit_id: null, assigned: false, patient: { name: 'Mochi', parent_name: 'Olive Park' }, history: [{ action: 'received' }] });
    expect(found.suggested_pets[0]).toMatchObject({ pet_id: petId, pet_name: 'Mochi', parent_name: 'Olive Park', score: 1, reasons: ['name', 'parent'] });
    // Another clinic sees none of it, and its pets are never suggested.
    const otherList = await harness.call('GET', `/orphaned-results?start_date=${today}&end_date=${today}`, { token: other });
    expect(otherList.body.data).toEqual([]);
    expect(found.suggested_pets.map((pet: any) => pet.pet_id)).not.toContain(otherPetId);
    // By id (the gateway's node(id:)): the orphan with its suggestions; another clinic's token, a
    // made-up id and a non-uuid get nothing.
    const byId = await harness.call('GET', `/lab-results?ids=${found.id},${randomUUID()},not-a-uuid`, { token: reader });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toHaveLength(1);
    expect(byId.body.data[0]).toMatchObject({ id: found.id, visit_id: null, history: [{ action: 'received' }], suggested_pets: [{ pet_id: petId }] });
    expect((await harness.call('GET', `/lab-results?ids=${found.id}`, { token: other })).body.data).toEqual([]);
    expect((await harness.call('GET', '/lab-results', { token: vet })).body.data).toEqual([]);

    const visitId = await newVisit();
    const otherPetVisit = await newVisit(vet, await createPet(vet, 'Rex', 'Sam', 'Lee'));
    expect((await harness.call('POST', `/lab-results/${found.id}/assign`, { token: vet, body: { visit_id: visitId } })).body.message).toBe('Pet Name is required');
    expect((await harness.call('POST', `/lab-results/${found.id}/assign`, { token: vet, body: { pet_id: petId } })).body.message).toBe('Select a visit');
    expect((await harness.call('POST', `/lab-results/${found.id}/assign`, { token: vet, body: { pet_id: petId, visit_id: otherPetVisit } })).body.message).toBe("The visit is not this pet's.");
    expect((await harness.call('POST', `/lab-results/${found.id}/assign`, { token: other, body: { pet_id: otherPetId, visit_id: visitId } })).status).toBe(404);
    const assigned = await harness.call('POST', `/lab-results/${found.id}/assign`, { token: vet, body: { pet_id: petId, visit_id: visitId } });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.data).toMatchObject({ visit_id: visitId, pet_id: petId, assigned: true });
    expect(assigned.body.data.history.map((entry: any) => [entry.action, entry.actor_name])).toEqual([
      ['received', 'Lab results'],
      ['assigned', 'Vera Vet'],
    ]);
    const assignedById = (await harness.call('GET', `/lab-results?ids=${found.id}`, { token: vet })).body.data;
    expect(assignedById).toMatchObject([{ id: found.id, visit_id: visitId, assigned: true }]);
    expect(assignedById[0].suggested_pets).toBeUndefined();
    expect((await harness.call('POST', `/lab-results/${found.id}/assign`, { token: vet, body: { pet_id: petId, visit_id: visitId } })).body.message).toBe(
      'This result is already assigned to a visit.',
    );
    // A later delivery of the result keeps its assignment.
    lab.addResult(clinic.clinicId, { ...orphan, status: 'final', updated_at: later() });
    await pollOnce();
    const visitResults = await harness.call('GET', `/visit-results?visit_ids=${visitId}`, { token: vet });
    expect(visitResults.body.data[0].lab_results).toMatchObject([{ id: found.id, assigned: true }]);
    expect((await harness.call('POST', `/lab-results/${found.id}/unassign`, { token: other, body: {} })).status).toBe(404);
    const unassigned = await harness.call('POST', `/lab-results/${found.id}/unassign`, { token: vet, body: {} });
    expect(unassigned.body.data).toMatchObject({ visit_id: null, pet_id: null, assigned: false });
    expect(unassigned.body.data.history.map((entry: any) => entry.action)).toEqual(['received', 'assigned', 'unassigned']);
    expect((await harness.call('POST', `/lab-results/${found.id}/unassign`, { token: vet, body: {} })).body.message).toBe('Only an assigned orphaned result can be unassigned.');
    const audits = await harness.db.query<{ action: string; detail: any }>(`SELECT action, detail FROM main.audit_log WHERE target_id = $1 ORDER BY id`, [found.id]);
    expect(audits.map((row) => row.action)).toEqual(['lab_result.assigned', 'lab_result.unassigned']);
    expect(audits[0]!.detail).toMatchObject({ before: { visit_id: null }, after: { visit_id: visitId }, fields: ['visit_id', 'pet_id', 'assigned'] });
  });
});

describe('in-house results, comments and the visit guard', () => {
  it('validates, creates once, updates by version, and refuses stale saves with who changed it', async () => {
    const { visitId, items } = await signedVisit();
    const fecal = items[2].id;
    const today = new Date().toISOString().slice(0, 10);
    const body = { plan_item_id: fecal, test_date: today, result_date: today, result: 'Negative', comment: 'No ova seen.' };
    const empty = await harness.call('POST', `/visits/${visitId}/inhouse-results`, { token: vet, body: { ...body, result: '', comment: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(expect.arrayContaining([{ path: 'result', message: 'Please input result' }, { path: 'comment', message: 'Please input your comment' }]));
    const future = await harness.call('POST', `/visits/${visitId}/inhouse-results`, { token: vet, body: { ...body, test_date: '2999-01-01', result_date: '2026-02-30' } });
    expect(future.body).toMatchObject({
      message: 'Please input correct Date!',
      errors: [
        { path: 'test_date', message: 'Please input correct Date!' },
        { path: 'result_date', message: 'Please input correct Date!' },
      ],
    });
    const outside = await harness.call('POST', `/visits/${visitId}/inhouse-results`, { token: vet, body: { ...body, plan_item_id: items[0].id } });
    expect(outside.body).toMatchObject({ message: "This test is not an in-house test of the visit's plan.", errors: [{ path: 'plan_item_id' }] });
    const key = { 'idempotency-key': `inhouse-${randomUUID()}` };
    const created = await harness.call('POST', `/visits/${visitId}/inhouse-results`, { token: vet, body, headers: key });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // A retry of the same request answers the same result and writes nothing again.
    const retried = await harness.call('POST', `/visits/${visitId}/inhouse-results`, { token: vet, body, headers: key });
    expect(retried).toMatchObject({ status: 201, body: { data: { id: created.body.data.id } } });
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(created.body.data).toMatchObject({ plan_item_id: fecal, diagnostics_id: catalogue.fecal, result: 'Negative', version: 1, updated_by_name: 'Vera Vet', source: 'in_house' });
    expect((await harness.call('POST', `/visits/${visitId}/inhouse-results`, { token: vet, body })).body.message).toBe('This test already has a result: update it.');
    const updated = await harness.call('PUT', `/inhouse-results/${created.body.data.id}`, { token: vet, body: { ...body, result: 'Positive', based_on_version: 1 } });
    expect(updated.body.data).toMatchObject({ result: 'Positive', version: 2 });
    const stale = await harness.call('PUT', `/inhouse-results/${created.body.data.id}`, { token: vet, body: { ...body, result: 'Again', based_on_version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^This note was changed by Vera Vet at /);
    expect(stale.body.details).toMatchObject({ code: 'STALE_VERSION', changed_by_name: 'Vera Vet', current: { result: 'Positive', version: 2 } });
    expect((await harness.call('PUT', `/inhouse-results/${created.body.data.id}`, { token: other, body: { ...body, based_on_version: 2 } })).status).toBe(404);
    const [audit] = await harness.db.query<{ detail: any }>(`SELECT detail FROM main.audit_log WHERE target_id = $1 AND action = 'inhouse_result.updated'`, [created.body.data.id]);
    expect(audit!.detail).toMatchObject({ before: { result: 'Negative' }, after: { result: 'Positive' }, fields: ['result'] });

    // Comments: upsert on the row's code, versioned.
    const comment = await harness.call('PUT', `/visits/${visitId}/result-comments`, { token: vet, body: { kind: 'diagnostic', item_code: 'ANT-CBC', comments: 'Mild leukocytosis.' } });
    expect(comment.body.data).toMatchObject({ kind: 'diagnostic', item_code: 'ANT-CBC', comments: 'Mild leukocytosis.', version: 1 });
    const second = await harness.call('PUT', `/visits/${visitId}/result-comments`, { token: vet, body: { kind: 'diagnostic', item_code: 'ANT-CBC', comments: 'Recheck.', based_on_version: 1 } });
    expect(second.body.data.version).toBe(2);
    expect((await harness.call('PUT', `/visits/${visitId}/result-comments`, { token: vet, body: { kind: 'diagnostic', item_code: 'ANT-CBC', comments: 'x', based_on_version: 1 } })).body.details.code).toBe(
      'STALE_VERSION',
    );
    expect((await harness.call('PUT', `/visits/${visitId}/result-comments`, { token: vet, body: { kind: 'service', item_code: 'S', comments: 'x'.repeat(5001) } })).status).toBe(400);
  });

  it("refuses a comment based on no version over a saved one, naming who saved it, and lets one of ten simultaneous first comments win", async () => {
    const { visitId } = await signedVisit();
    const tech = await harness.tokenFor({ ...clinic, fullName: 'Theo Tech', roleName: 'veterinarian-technician', permissions: ['Add Visit'] });
    const first = await harness.call('PUT', `/visits/${visitId}/result-comments`, { token: vet, body: { kind: 'diagnostic', item_code: 'ANT-CBC', comments: 'Mild leukocytosis.' } });
    expect(first.status).toBe(200);
    // The technician loaded the step before the vet's comment existed: absent or null is 'based on no version'.
    for (const based of [{}, { based_on_version: null }, { based_on_version: 0 }]) {
      const over = await harness.call('PUT', `/visits/${visitId}/result-comments`, { token: tech, body: { kind: 'diagnostic', item_code: 'ANT-CBC', comments: 'Looks fine.', ...based } });
      expect(over.status).toBe(409);
      expect(over.body.message).toMatch(/^This note was changed by Vera Vet at /);
      expect(over.body.details).toMatchObject({ code: 'STALE_VERSION', changed_by_name: 'Vera Vet', current: { comments: 'Mild leukocytosis.', version: 1 } });
    }
    expect(await harness.db.query(`SELECT comments, version FROM main.result_comments WHERE visit_id = $1`, [visitId])).toEqual([{ comments: 'Mild leukocytosis.', version: 1 }]);

    const names = Array.from({ length: 10 }, (_, index) => `Racer ${index + 1}`);
    const tokens = await Promise.all(names.map((fullName) => harness.tokenFor({ ...clinic, fullName, roleName: 'veterinarian', permissions: ['Add Visit'] })));
    const answers = await Promise.all(
      tokens.map((token, index) => harness.call('PUT', `/visits/${visitId}/result-comments`, { token, body: { kind: 'service', item_code: 'SVC-1', comments: `Comment ${index + 1}` } })),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    const winner = won[0]!.body.data.updated_by_name;
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => [answer.status, answer.body.details?.changed_by_name])).toEqual(Array.from({ length: 9 }, () => [409, winner]));
    for (const answer of refused) expect(answer.body.message).toMatch(new RegExp(`^This note was changed by ${winner} at `));
    expect(await harness.db.query(`SELECT comments, version, updated_by_name FROM main.result_comments WHERE visit_id = $1 AND item_code = 'SVC-1'`, [visitId])).toEqual([
      { comments: won[0]!.body.data.comments, version: 1, updated_by_name: winner },
    ]);
  });

  it('refuses an in-house result update that names no version', async () => {
    const { visitId, items } = await signedVisit();
    const today = new Date().toISOString().slice(0, 10);
    const body = { plan_item_id: items[2].id, test_date: today, result_date: today, result: 'Negative', comment: 'Fine.' };
    const created = await harness.call('POST', `/visits/${visitId}/inhouse-results`, { token: vet, body });
    expect(created.status).toBe(201);
    const noVersion = await harness.call('PUT', `/inhouse-results/${created.body.data.id}`, { token: vet, body: { ...body, result: 'Positive' } });
    expect(noVersion.body).toMatchObject({ message: RESULT_MESSAGES.versionRequired, errors: [{ path: 'based_on_version', message: RESULT_MESSAGES.versionRequired }] });
    expect(await harness.db.query(`SELECT result, version FROM main.inhouse_results WHERE id = $1`, [created.body.data.id])).toEqual([{ result: 'Negative', version: 1 }]);
  });

  it('a locked visit and a SOAP Finalized one refuse result writes; a reason for modification allows them', async () => {
    const { visitId, items } = await signedVisit();
    const today = new Date().toISOString().slice(0, 10);
    const body = { plan_item_id: items[2].id, test_date: today, result_date: today, result: 'Negative', comment: 'Fine.' };
    // 'Ready for Treatment' is read-only for the notes, not for results.
    expect(await visitStatus(visitId)).toBe('Ready for Treatment');
    await setStatus(visitId, 'SOAP Finalized');
    const refused = await harness.call('POST', `/visits/${visitId}/inhouse-results`, { token: vet, body });
    expect(refused).toMatchObject({ status: 409, body: { message: VISIT_READ_ONLY } });
    expect((await harness.call('PUT', `/visits/${visitId}/result-comments`, { token: vet, body: { kind: 'service', item_code: 'S', comments: 'x' } })).body.message).toBe(VISIT_READ_ONLY);
    expect((await harness.call('POST', `/visits/${visitId}/treatment-result`, { token: vet, body: { result: {} } })).body.message).toBe(VISIT_READ_ONLY);
    expect((await harness.call('POST', `/visits/${visitId}/lab-orders`, { token: vet, body: { kind: 'additional' } })).body.message).toBe(VISIT_READ_ONLY);
    const reason = await modificationReason(visitId);
    const allowed = await harness.call('POST', `/visits/${visitId}/inhouse-results`, { token: vet, body: { ...body, visit_modification_id: reason } });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);
    await harness.db.query(`UPDATE main.visits SET is_locked = true WHERE id = $1`, [visitId]);
    const locked = await harness.call('PUT', `/inhouse-results/${allowed.body.data.id}`, { token: vet, body: { ...body, based_on_version: 1, visit_modification_id: reason } });
    expect(locked).toMatchObject({ status: 409, body: { message: VISIT_LOCKED } });
    expect((await harness.call('POST', `/visits/${visitId}/treatment-result`, { token: vet, body: { result: {}, visit_modification_id: reason } })).body.message).toBe(VISIT_LOCKED);
  });
});

describe('treatment result', () => {
  const RESULT = {
    rule_outs: [{ diagnosis_id: null, name: 'Pancreatitis' }],
    treatments: [{ plan_item_id: null, catalogue_id: null, code: 'ANT-CBC', name: 'Complete Blood Count (CBC)' }],
    medications: [{ plan_item_id: null, catalogue_id: null, code: 'MED-1', name: 'Maropitant', dosage: '16 mg tablet', quantity: 3 }],
    diagnosis: [{ diagnosis_id: null, name: 'Gastroenteritis', category: 'Gastroenterology', description: 'Acute.' }],
    custom_medications: [],
    inventories: [],
    services: [{ plan_item_id: null, catalogue_id: null, code: 'SVC-1', name: 'Sick Exam' }],
    additional_care_text: 'Bland diet for 3 days.',
  };

  it('creates, updates by version, refuses stale saves and duplicate names; 404 before the first save', async () => {
    const visitId = await newVisit();
    expect((await harness.call('PUT', `/visits/${visitId}/treatment-result`, { token: vet, body: { result: RESULT, based_on_version: 1 } })).body.message).toBe(
      'This visit has no treatment result yet: save it first.',
    );
    const duplicate = await harness.call('POST', `/visits/${visitId}/treatment-result`, {
      token: vet,
      body: { result: { ...RESULT, diagnosis: [...RESULT.diagnosis, { name: 'gastroenteritis' }] } },
    });
    expect(duplicate.body).toMatchObject({ message: 'Rule-outs and diagnoses are unique by name.', errors: [{ path: 'result.diagnosis.1.name' }] });
    const created = await harness.call('POST', `/visits/${visitId}/treatment-result`, { token: vet, body: { result: RESULT } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ visit_id: visitId, version: 1, result: { additional_care_text: 'Bland diet for 3 days.' }, written_back_at: null });
    const twice = await harness.call('POST', `/visits/${visitId}/treatment-result`, { token: vet, body: { result: RESULT } });
    expect(twice).toMatchObject({ status: 409, body: { details: { code: 'STALE_VERSION' } } });
    const updated = await harness.call('PUT', `/visits/${visitId}/treatment-result`, { token: vet, body: { result: { ...RESULT, additional_care_text: 'Recheck.' }, based_on_version: 1 } });
    expect(updated.body.data.version).toBe(2);
    const stale = await harness.call('PUT', `/visits/${visitId}/treatment-result`, { token: vet, body: { result: RESULT, based_on_version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.details).toMatchObject({ code: 'STALE_VERSION', changed_by_name: 'Vera Vet', current: { version: 2 } });
    expect((await harness.call('POST', `/visits/${visitId}/treatment-result`, { token: vet, body: { result: { ...RESULT, additional_care_text: 'x'.repeat(300_000) } } })).status).toBe(400);
  });

  it('previews a template from the visit, writes it back, and refuses what it must', async () => {
    const { visitId } = await signedVisit();
    const templates = await harness.call('GET', '/soap-templates?status=active', { token: reader });
    expect(templates.body.data.map((row: any) => row.name).sort()).toEqual(['Dental', 'Lab Results Summary', 'Sick Visit', 'Wellness Exam']);
    // The SOAP templates added fields to every section; the results step still reads section and value.
    expect(templates.body.data.every((row: any) => row.content.every((entry: any) => typeof entry.section === 'string' && typeof entry.value === 'string' && Array.isArray(entry.fields)))).toBe(true);
    expect((await harness.call('GET', '/soap-templates', { token: other })).body.data).toEqual([]);
    const sick = templates.body.data.find((row: any) => row.name === 'Sick Visit');
    expect((await harness.call('POST', `/visits/${visitId}/treatment-result/preview`, { token: vet, body: {} })).body.message).toBe('Template or visit ID is missing');
    // A session without a clinic code gets the spec's message from the preview and the write-back.
    const noCode = await harness.tokenFor({ ...clinic, clinicCode: '', fullName: 'Vera Vet', roleName: 'veterinarian', permissions: ['Add Visit'] });
    expect(await harness.call('POST', `/visits/${visitId}/treatment-result/preview`, { token: noCode, body: { template_id: sick.id } })).toMatchObject({
      status: 400,
      body: { message: 'Clinic code is missing' },
    });
    expect(await harness.call('POST', `/visits/${visitId}/treatment-result/write-back`, { token: noCode, body: { template_code: sick.code } })).toMatchObject({
      status: 400,
      body: { message: 'Clinic code is missing' },
    });
    expect((await harness.call('POST', `/visits/${visitId}/treatment-result/preview`, { token: other, body: { template_id: sick.id } })).status).toBe(404);
    const saved = await harness.call('POST', `/visits/${visitId}/treatment-result`, { token: vet, body: { result: RESULT } });
    const preview = await harness.call('POST', `/visits/${visitId}/treatment-result/preview`, { token: vet, body: { template_id: sick.id } });
    expect(preview.status).toBe(200);
    const sections = Object.fromEntries(preview.body.data.sections.map((row: any) => [row.section, row.value]));
    expect(sections).toMatchObject({
      'Assessment / Diagnosis': 'Gastroenteritis\nRule out: Pancreatitis',
      'Treatments and Procedures': 'Complete Blood Count (CBC)\nSick Exam',
      'Medications Prescribed': 'Maropitant — 16 mg tablet',
      'Plan / Recommendations': 'Bland diet for 3 days.',
    });

    expect((await harness.call('POST', `/visits/${visitId}/treatment-result/write-back`, { token: vet, body: {} })).body.message).toBe('Template code is missing');
    const notLinked = await harness.call('POST', `/visits/${visitId}/treatment-result/write-back`, { token: vet, body: { template_code: sick.code } });
    expect(notLinked.status).toBe(409);
    expect(notLinked.body.message).toMatch(/^This pet is not linked to a patient in .+\. Sync it from the practice system first\.$/);
    await harness.db.query(`UPDATE main.pets SET source = 'covetrus', source_id = 'CV-PT-9' WHERE id = $1`, [petId]);
    try {
      await harness.call('PUT', `/visits/${visitId}/treatment-result`, {
        token: vet,
        body: { result: RESULT, soap_template_id: sick.id, template_content: preview.body.data.sections, based_on_version: saved.body.data.version },
      });
      // The write-back is queued and runs in the background (docs/write-back.md); its state shows on the result.
      const writeBackState = async (state: string) => {
        let result: any;
        await expect
          .poll(async () => {
            result = (await harness.call('GET', `/visit-results?visit_ids=${visitId}`, { token: vet })).body.data[0].treatment_result;
            return result.practice_export?.state;
          }, { timeout: 20_000, interval: 200 })
          .toBe(state);
        return result;
      };
      practice.fail = { message: 'Patient CV-PT-9 is inactive.', kind: 'refused' };
      const queued = await harness.call('POST', `/visits/${visitId}/treatment-result/write-back`, { token: vet, body: { template_code: sick.code } });
      expect(queued).toMatchObject({ status: 200, body: { message: 'Write-back to the practice system is queued.', data: { practice_export: { kind: 'treatment_result' } } } });
      const failed = await writeBackState('failed');
      expect(failed.practice_export.last_error).toBe('Patient CV-PT-9 is inactive.');
      practice.fail = null;
      expect((await harness.call('POST', `/practice-exports/${failed.practice_export.id}/retry`, { token: vet })).status).toBe(200);
      const written = await writeBackState('written');
      expect(written).toMatchObject({ written_back_ref: 'MR-1', written_back_to: 'Covetrus' });
      const record = practice.written(clinic.clinicId, `treatment-result:${visitId}`)!.record;
      expect(record).toMatchObject({ source: 'covetrus', patient_source_id: 'CV-PT-9', visit_id: visitId, author: 'Vera Vet', sections: preview.body.data.sections });
      expect(record.title).toMatch(/^Sick Visit — Visit /);
      // Asking again for the same version sends nothing more: each version is written once.
      const writes = practice.writes;
      const again = await harness.call('POST', `/visits/${visitId}/treatment-result/write-back`, { token: vet, body: { template_code: sick.code } });
      expect(again.body.message).toBe('Writeback successful!');
      expect(practice.writes).toBe(writes);
      expect(practice.records.size).toBe(1);

      // The visit guard of every result write: a SOAP Finalized visit writes back only with a reason
      // for modification, a locked one never; nothing is queued when refused.
      const exportRows = async () => (await harness.db.query(`SELECT 1 FROM main.practice_exports WHERE visit_id = $1`, [visitId])).length;
      const rowsBefore = await exportRows();
      await setStatus(visitId, 'SOAP Finalized');
      expect(await harness.call('POST', `/visits/${visitId}/treatment-result/write-back`, { token: vet, body: { template_code: sick.code } })).toMatchObject({
        status: 409,
        body: { message: VISIT_READ_ONLY },
      });
      const reason = await modificationReason(visitId);
      const reopened = await harness.call('POST', `/visits/${visitId}/treatment-result/write-back`, { token: vet, body: { template_code: sick.code, visit_modification_id: reason } });
      expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
      await harness.db.query(`UPDATE main.visits SET is_locked = true WHERE id = $1`, [visitId]);
      expect(
        await harness.call('POST', `/visits/${visitId}/treatment-result/write-back`, { token: vet, body: { template_code: sick.code, visit_modification_id: reason } }),
      ).toMatchObject({ status: 409, body: { message: VISIT_LOCKED } });
      expect(await exportRows()).toBe(rowsBefore);
    } finally {
      await harness.db.query(`UPDATE main.pets SET source = 'vea', source_id = NULL WHERE id = $1`, [petId]);
    }
    const unsavedVisit = await newVisit();
    expect((await harness.call('POST', `/visits/${unsavedVisit}/treatment-result/write-back`, { token: vet, body: { template_code: sick.code } })).body.message).toBe(
      'Save the treatment result before writing it back.',
    );

    // The pet's results history lists this visit with its treatment result.
    const history = await harness.call('GET', `/pets/${petId}/results-history?limit=50`, { token: reader });
    expect(history.body.meta).toMatchObject({ limit: 10, page: 1 });
    const entry = (await harness.call('GET', `/pets/${petId}/results-history?limit=10&page=1`, { token: reader })).body.data.find((row: any) => row.visit_id === visitId);
    expect(entry).toMatchObject({ diagnosis: ['Gastroenteritis'], medications: ['Maropitant'], treatments: ['Complete Blood Count (CBC)', 'Sick Exam'] });
    expect((await harness.call('GET', `/pets/${petId}/results-history`, { token: other })).status).toBe(404);
  });
});

describe('tenant isolation', () => {
  it("another clinic's visits and results are not found on every route", async () => {
    const { visitId, items } = await signedVisit();
    const today = new Date().toISOString().slice(0, 10);
    const created = await harness.call('POST', `/visits/${visitId}/inhouse-results`, {
      token: vet,
      body: { plan_item_id: items[2].id, test_date: today, result_date: today, result: 'Negative', comment: 'ok' },
    });
    const [result] = await harness.db.query<{ id: string }>(`SELECT id FROM main.lab_results WHERE clinic_id = $1 LIMIT 1`, [clinic.clinicId]);
    const calls: [string, string, unknown][] = [
      ['GET', `/visits/${visitId}/lab-orders`, undefined],
      ['POST', `/visits/${visitId}/lab-orders`, { kind: 'additional' }],
      ['POST', `/visits/${visitId}/lab-results/sync`, {}],
      ['GET', `/lab-results/${result!.id}/report`, undefined],
      ['POST', `/lab-results/${result!.id}/assign`, { pet_id: otherPetId, visit_id: visitId }],
      ['POST', `/lab-results/${result!.id}/unassign`, {}],
      ['POST', `/visits/${visitId}/inhouse-results`, { plan_item_id: items[2].id, test_date: today, result_date: today, result: 'x', comment: 'y' }],
      ['PUT', `/inhouse-results/${created.body.data.id}`, { plan_item_id: items[2].id, test_date: today, result_date: today, result: 'x', comment: 'y' }],
      ['PUT', `/visits/${visitId}/result-comments`, { kind: 'service', item_code: 'S', comments: 'x' }],
      ['POST', `/visits/${visitId}/treatment-result`, { result: {} }],
      ['PUT', `/visits/${visitId}/treatment-result`, { result: {}, based_on_version: 1 }],
      ['POST', `/visits/${visitId}/treatment-result/preview`, { template_id: randomUUID() }],
      ['POST', `/visits/${visitId}/treatment-result/write-back`, { template_code: 'TPL-X' }],
      ['GET', `/pets/${petId}/results-history`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const answer = await harness.call(method, path, { token: other, body });
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(404);
    }
    expect((await harness.call('GET', `/visit-results?visit_ids=${visitId}`, { token: other })).body.data).toEqual([]);
    // Readers may read, not write.
    expect((await harness.call('PUT', `/visits/${visitId}/result-comments`, { token: reader, body: { kind: 'service', item_code: 'S', comments: 'x' } })).status).toBe(403);
  });
});

describe('report', () => {
  it('serves the lab PDF for a result with a report; 404 without one', async () => {
    const [withReport] = await harness.db.query<{ id: string }>(`SELECT id FROM main.lab_results WHERE clinic_id = $1 AND report_available LIMIT 1`, [clinic.clinicId]);
    const token = vet;
    const raw = await rawCall('GET', `/lab-results/${withReport!.id}/report`, token);
    expect(raw.status).toBe(200);
    expect(raw.type).toBe('application/pdf');
    expect(raw.text.startsWith('%PDF')).toBe(true);
    await harness.db.query(`UPDATE main.lab_results SET report_available = false WHERE id = $1`, [withReport!.id]);
    expect((await harness.call('GET', `/lab-results/${withReport!.id}/report`, { token })).body.message).toBe('This result has no report.');
  });
});

/** A call whose answer is not JSON (the PDF). */
async function rawCall(method: string, path: string, token: string) {
  const response = await harness.request(method, path, { token });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

// The lab moves a visit by the state machine's automatic move (moveVisitAutomatically):
// never a locked visit, never back (results for a visit past 'Dx Ordered' or finalized leave it there).
describe('the visit status on lab results', () => {
  async function statusTrail(visitId: string) {
    const [logs] = await harness.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM main.visit_status_logs WHERE visit_id = $1`, [visitId]);
    const [changes] = await harness.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM main.audit_log WHERE target_id = $1 AND action = 'visit.status_changed'`, [visitId]);
    return { status: await visitStatus(visitId), logs: logs!.n, changes: changes!.n };
  }

  async function orderedVisit(): Promise<{ visitId: string; partnerOrderId: string }> {
    const { visitId } = await signedVisit();
    const placed = await harness.call('POST', `/visits/${visitId}/lab-orders`, { token: vet, body: { kind: 'order' } });
    expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
    return { visitId, partnerOrderId: placed.body.data.partner_order_id };
  }

  it('never moves a locked visit, nor one already past the status the lab would set', async () => {
    const locked = await orderedVisit();
    await harness.db.query(`UPDATE main.visits SET is_locked = true WHERE id = $1`, [locked.visitId]);
    lab.placed.get(locked.partnerOrderId)!.status = 'completed';
    const resultsIn = await orderedVisit();
    await setStatus(resultsIn.visitId, 'Results Ready');
    lab.placed.get(resultsIn.partnerOrderId)!.status = 'submitted';
    const finalized = await orderedVisit();
    await setStatus(finalized.visitId, 'SOAP Finalized');
    lab.placed.get(finalized.partnerOrderId)!.status = 'completed';
    const before = await Promise.all([locked, resultsIn, finalized].map((visit) => statusTrail(visit.visitId)));
    expect(before.map((trail) => trail.status)).toEqual(['Ready for Treatment', 'Results Ready', 'SOAP Finalized']);

    await pollOnce();
    const orders = await harness.db.query<{ status: string }>(`SELECT status FROM main.lab_orders WHERE partner_order_id = ANY($1::text[])`, [
      [locked.partnerOrderId, resultsIn.partnerOrderId, finalized.partnerOrderId],
    ]);
    // The orders took the lab's statuses; the visits did not move.
    expect(orders.map((order) => order.status).sort()).toEqual(['completed', 'completed', 'submitted']);
    expect(await Promise.all([locked, resultsIn, finalized].map((visit) => statusTrail(visit.visitId)))).toEqual(before);
  });
});
