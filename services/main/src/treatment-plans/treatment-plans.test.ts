// The treatment plan against the real main service, which prices it by calling the real
// inventory and auth services over HTTP: catalogue prices and the clinic tax rate, versions, the
// visit guard (locked refuses, read-only needs a reason), audit entries, idempotent retries,
// signing in person (snapshot, hash, signature file, IP and user agent, immutable afterwards),
// the e-mailed estimate link (expiry, changed plan, foreign token, approval), finishing the
// visit with the summary e-mail, and another clinic kept out.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateIdempotency } from '@vetchart/platform/idempotency';
import { listOutbox, migrateOutbox } from '@vetchart/platform/mailer';
import { signVisitLockProof } from '@vetchart/platform/visit-lock-proof';
import { createFileStorage } from '@vetchart/platform/file-storage';
import { verifySignedPlans } from '../audit/signed-plan-check.ts';
import { pngDataUri, startMainHarness, type MainHarness } from '../testing.ts';
import { VISIT_LOCKED, VISIT_READ_ONLY } from '../visits/visit-guard.ts';
import { DEFAULT_DESCRIPTION, canonicalJson, sha256Hex } from './plan-rules.ts';

let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-TP-${randomUUID().slice(0, 6)}` };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-TPO-${randomUUID().slice(0, 6)}` };
let vet: string;
let nurse: string;
let reader: string;
let other: string;
const vetId = randomUUID();
let petId: string;
const catalogue: Record<string, string> = {};
let otherDiagnosticId: string;

const SIGNATURE = pngDataUri();

const HEADER = {
  clinic: { name: 'Plan Test Clinic', logo_url: '/files/logo.png', city: 'Austin', state: 'TX', zip: '78701', phone: '5125550100', email: 'front@plan.test' },
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

async function seedClinic(scope: typeof clinic, taxRate: string | null) {
  await harness.db.query(`INSERT INTO auth.organizations (id, organization_code, name, plan_code) VALUES ($1, $2, 'Plan Test Org', 'basic')`, [
    scope.organizationId,
    `ORG-${scope.clinicCode}`,
  ]);
  await harness.db.query(`INSERT INTO auth.clinics (id, organization_id, clinic_code, name, tax_rate) VALUES ($1, $2, $3, 'Plan Test Clinic', $4)`, [
    scope.clinicId,
    scope.organizationId,
    scope.clinicCode,
    taxRate,
  ]);
}

beforeAll(async () => {
  harness = await startMainHarness();
  await migrateOutbox(harness.db);
  await migrateIdempotency(harness.db);
  await seedClinic(clinic, '8.25');
  await seedClinic(otherClinic, null);
  vet = await harness.tokenFor({ ...clinic, userId: vetId, fullName: 'Vera Vet', roleName: 'veterinarian', permissions: ['Add new Pet', 'Add Visit', 'Lock Visit Note', 'Modify Knowledge Base'] });
  nurse = await harness.tokenFor({ ...clinic, fullName: 'Nina Nurse', roleName: 'veterinarian-technician', permissions: ['Add Visit'] });
  reader = await harness.tokenFor({ ...clinic, fullName: 'Rita Reader', roleName: 'reception', permissions: [] });
  other = await harness.tokenFor({ ...otherClinic, isClientAdmin: true, permissions: ['Add Visit', 'Modify Knowledge Base'] });

  catalogue.diagnostic = (await inventory('POST', '/treatments', vet, { name: 'Radiographs (2 views)', cost: '185.00', tax: true, description: 'Two views.' })).id;
  catalogue.service = (await inventory('POST', '/services', vet, { name: 'Sick Exam', cost: '68.00', tax: false, description: 'Exam.' })).id;
  catalogue.medication = (
    await inventory('POST', '/medications', vet, {
      product_name: 'Carprofen',
      dose_instructions: 'Once daily with food.',
      side_effects: 'Vomiting.',
      dosage_unit: [
        { dosage: '25', unit: 'mg tablet' },
        { dosage: '75', unit: 'mg tablet' },
      ],
    })
  ).id;
  catalogue.supply = (await inventory('POST', '/inventory-supplies', vet, { name: 'E-Collar (Medium)', directions: 'Keep on.', dosage_unit: [{ dosage: '1', unit: 'each' }] })).id;
  // The catalogue's API has no price editing yet (the demo seed writes them): fixture prices.
  await harness.db.query(`UPDATE inventory.medications SET price_details = $2::jsonb WHERE id = $1`, [
    catalogue.medication,
    JSON.stringify([
      { dosage: '25', unit: 'mg tablet', price: '1.20' },
      { dosage: '75', unit: 'mg tablet', price: '3.10' },
    ]),
  ]);
  await harness.db.query(`UPDATE inventory.inventory_supplies SET price_details = $2::jsonb WHERE id = $1`, [catalogue.supply, JSON.stringify([{ dosage: '1', unit: 'each', price: '19.99' }])]);
  otherDiagnosticId = (await inventory('POST', '/treatments', other, { name: 'Other CBC', cost: '10.00', tax: true })).id;

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
}, 60_000);
afterAll(async () => harness?.close());

async function newVisit(): Promise<string> {
  const visit = await harness.call('POST', '/visits', { token: vet, body: { pet_id: petId } });
  expect(visit.status).toBe(201);
  return visit.body.data.id;
}

const ITEMS = () => [
  { kind: 'DIAGNOSTIC', catalogue_id: catalogue.diagnostic, quantity: 1, removed: false, approved: true },
  { kind: 'SERVICE', catalogue_id: catalogue.service, quantity: 1, removed: false, approved: true, comment: 'Recheck in 2 weeks.' },
  { kind: 'MEDICATION', catalogue_id: catalogue.medication, quantity: 30, selected_dosage: { dosage: '75', unit: 'mg tablet' }, removed: false, approved: true },
  { kind: 'INVENTORY', catalogue_id: catalogue.supply, quantity: 1, removed: false, approved: true },
];

async function createPlan(visitId: string, items: unknown[] = ITEMS()) {
  const created = await harness.call('POST', `/visits/${visitId}/treatment-plan`, { token: nurse, body: { is_client_at_clinic: true, items } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

async function audits(targetId: string) {
  return harness.db.query<{ action: string; actor_user_id: string | null; detail: any }>(`SELECT action, actor_user_id, detail FROM main.audit_log WHERE target_id = $1 ORDER BY id`, [targetId]);
}

async function visitStatus(visitId: string): Promise<string> {
  const [row] = await harness.db.query<{ name: string }>(`SELECT s.name FROM main.visits v JOIN main.visit_statuses s ON s.id = v.status_id WHERE v.id = $1`, [visitId]);
  return row!.name;
}

async function setStatus(visitId: string, name: string) {
  await harness.db.query(`UPDATE main.visits SET status_id = (SELECT id FROM main.visit_statuses WHERE name = $2) WHERE id = $1`, [visitId, name]);
}

async function modificationReason(visitId: string): Promise<string> {
  const reason = await harness.call('POST', `/visits/${visitId}/modification-reasons`, { token: vet, body: { modification_date: '2026/01/05', modification_reason: 'Client asked for a change.' } });
  expect(reason.status).toBe(201);
  return reason.body.data.id;
}

const sign = (visitId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  harness.call('POST', `/visits/${visitId}/treatment-plan/sign`, { token: vet, body: { signer_name: 'Olive Park', signature_png: SIGNATURE, decisions: [], header: HEADER, ...body }, headers });

describe('the working plan', () => {
  it('prices every row on the server from the catalogue and the clinic tax rate, ignoring any price sent', async () => {
    const visitId = await newVisit();
    expect((await harness.call('GET', `/visits/${visitId}/treatment-plan`, { token: reader })).body).toEqual({ data: null });
    const items = ITEMS().map((item) => ({ ...item, unit_price_cents: 1, total_cents: 1 }));
    const plan = await createPlan(visitId, items);
    expect(plan).toMatchObject({ visit_id: visitId, pet_id: petId, version: 1, description: DEFAULT_DESCRIPTION, is_client_at_clinic: true, tax_rate: 8.25, updated_by_name: 'Nina Nurse' });
    const [diagnostic, service, medication, supply] = plan.items;
    expect(diagnostic).toMatchObject({ kind: 'DIAGNOSTIC', name: 'Radiographs (2 views)', unit_price_cents: 18500, taxable: true, subtotal_cents: 18500, tax_cents: 1526, total_cents: 20026, approved: true });
    expect(service).toMatchObject({ kind: 'SERVICE', name: 'Sick Exam', unit_price_cents: 6800, taxable: false, tax_cents: 0, total_cents: 6800, comment: 'Recheck in 2 weeks.' });
    expect(medication).toMatchObject({
      kind: 'MEDICATION',
      name: 'Carprofen',
      selected_dosage: { dosage: '75', unit: 'mg tablet' },
      dosage_options: [{ dosage: '25', unit: 'mg tablet' }, { dosage: '75', unit: 'mg tablet' }],
      dose_instructions: 'Once daily with food.',
      quantity: 30,
      unit_price_cents: 310,
      subtotal_cents: 9300,
      tax_cents: 767, // 767.25
      taxable: true,
    });
    expect(supply).toMatchObject({ kind: 'INVENTORY', unit_price_cents: 1999, tax_cents: 165, total_cents: 2164, selected_dosage: { dosage: '1', unit: 'each' } });
    expect(plan.totals).toEqual({ subtotal_cents: 18500 + 6800 + 9300 + 1999, tax_cents: 1526 + 767 + 165, total_cents: 20026 + 6800 + 10067 + 2164, tax_rate: 8.25 });
    // Nothing declined yet: the approved figures are the whole plan's.
    expect(plan.approved_totals).toEqual(plan.totals);
    expect(new Set(plan.items.map((item: { id: string }) => item.id)).size).toBe(4);
    expect(plan.items.every((item: { approved_at: string }) => !Number.isNaN(Date.parse(item.approved_at)))).toBe(true);

    expect((await harness.call('GET', `/visits/${visitId}/treatment-plan`, { token: reader })).body.data).toEqual(plan);
    expect((await harness.call('GET', `/treatment-plans?visit_ids=${visitId}`, { token: reader })).body.data).toEqual([plan]);
    expect((await harness.call('GET', `/treatment-plans?ids=${plan.id},${randomUUID()}`, { token: reader })).body.data).toHaveLength(1);
    const [entry] = await audits(plan.id);
    expect(entry).toMatchObject({ action: 'treatment_plan.created', detail: { visit_id: visitId, before: null, fields: expect.arrayContaining(['items', 'description']) } });
  });

  it("keeps an added row's AI mark and reason, and never lets a later save relabel a row", async () => {
    const visitId = await newVisit();
    const [diagnostic, service] = ITEMS();
    const plan = await createPlan(visitId, [{ ...diagnostic, ai: true, ai_reason: ' Suggested for vomiting (Rule "Vomiting work-up") ' }, { ...service, ai_reason: 'ignored without ai' }]);
    expect(plan.items.map((item: any) => [item.ai, item.ai_reason])).toEqual([
      [true, 'Suggested for vomiting (Rule "Vomiting work-up")'],
      [false, null],
    ]);
    const rows = plan.items.map((item: any, index: number) => ({ id: item.id, kind: item.kind, catalogue_id: item.catalogue_id, quantity: item.quantity, removed: false, approved: true, ai: index === 1, ai_reason: 'relabelled' }));
    const updated = await harness.call('PUT', `/visits/${visitId}/treatment-plan`, { token: vet, body: { based_on_version: 1, is_client_at_clinic: true, items: rows } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.items.map((item: any) => [item.ai, item.ai_reason])).toEqual([
      [true, 'Suggested for vomiting (Rule "Vomiting work-up")'],
      [false, null],
    ]);
    const tooLong = await harness.call('PUT', `/visits/${visitId}/treatment-plan`, {
      token: vet,
      body: { based_on_version: 2, is_client_at_clinic: true, items: [{ ...diagnostic, ai: true, ai_reason: 'x'.repeat(1001) }] },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([{ path: 'items.0.ai_reason', message: 'The AI reason can be at most 1000 characters.' }]);
  });

  it('updates by version, keeps row ids and decision times, stamps a changed decision, and refuses a stale save', async () => {
    const visitId = await newVisit();
    const plan = await createPlan(visitId);
    const rows = plan.items.map((item: any) => ({ id: item.id, kind: item.kind, catalogue_id: item.catalogue_id, quantity: item.quantity, removed: item.removed, approved: item.approved }));
    rows[1].removed = true;
    rows[0].approved = false;
    rows[2].quantity = 2;
    const missing = await harness.call('PUT', `/visits/${visitId}/treatment-plan`, { token: vet, body: { is_client_at_clinic: false, items: rows } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'based_on_version', message: 'Name the version of the treatment plan this save is based on.' }]);
    const updated = await harness.call('PUT', `/visits/${visitId}/treatment-plan`, {
      token: vet,
      body: { based_on_version: 1, is_client_at_clinic: false, items: rows, description: '<p>Updated <b>plan</b></p><script>x</script>' },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const after = updated.body.data;
    expect(after).toMatchObject({ version: 2, is_client_at_clinic: false, description: '<p>Updated <b>plan</b></p>', updated_by_name: 'Vera Vet' });
    expect(after.items.map((item: any) => item.id)).toEqual(plan.items.map((item: any) => item.id));
    expect(after.items[1].removed).toBe(true);
    expect(after.items[0].approved).toBe(false);
    expect(after.items[0].approved_at > plan.items[0].approved_at).toBe(true);
    expect(after.items[2].approved_at).toBe(plan.items[2].approved_at);
    // The selected dosage is kept when the save does not send it.
    expect(after.items[2]).toMatchObject({ quantity: 2, selected_dosage: { dosage: '75', unit: 'mg tablet' }, subtotal_cents: 620 });
    // Removed rows are left out of the totals.
    expect(after.totals.subtotal_cents).toBe(18500 + 620 + 1999);
    // A row declined in person is left out of the approved figures at once, before any signature.
    expect(after.approved_totals.subtotal_cents).toBe(620 + 1999);
    expect(after.approved_totals.total_cents).toBe(after.totals.total_cents - 20026);

    const stale = await harness.call('PUT', `/visits/${visitId}/treatment-plan`, { token: nurse, body: { based_on_version: 1, is_client_at_clinic: true, items: rows } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^This note was changed by Vera Vet at /);
    expect(stale.body.details).toMatchObject({ code: 'STALE_VERSION', changed_by_name: 'Vera Vet', current: { version: 2 } });
    const secondCreate = await harness.call('POST', `/visits/${visitId}/treatment-plan`, { token: nurse, body: { is_client_at_clinic: true, items: [] } });
    expect(secondCreate.status).toBe(409);
    expect(secondCreate.body.details.code).toBe('STALE_VERSION');
    const entries = await audits(plan.id);
    expect(entries.map((entry) => entry.action)).toEqual(['treatment_plan.created', 'treatment_plan.updated']);
    expect(entries[1]!.detail.fields).toEqual(expect.arrayContaining(['items', 'description', 'is_client_at_clinic']));
    expect(entries[1]!.detail.before.items[1].removed).toBe(false);
    expect(entries[1]!.detail.after.items[1].removed).toBe(true);
  });

  it('refuses unknown catalogue items, another clinic’s items, duplicates, foreign rows, wrong dosages and bad quantities', async () => {
    const visitId = await newVisit();
    const base = ITEMS()[0]!;
    const cases: [unknown[], string, string][] = [
      [[{ ...base, catalogue_id: randomUUID() }], 'items.0.catalogue_id', 'This item is no longer in the clinic catalogue.'],
      [[{ ...base, catalogue_id: otherDiagnosticId }], 'items.0.catalogue_id', 'This item is no longer in the clinic catalogue.'],
      [[{ ...base, kind: 'SERVICE' }], 'items.0.catalogue_id', 'This item is no longer in the clinic catalogue.'],
      [[base, { ...base }], 'items.1.catalogue_id', 'This item is already in the plan.'],
      [[{ ...base, id: randomUUID() }], 'items.0.id', 'This row is not in the treatment plan.'],
      [[{ ...ITEMS()[2]!, selected_dosage: { dosage: '500', unit: 'mg tablet' } }], 'items.2.selected_dosage'.replace('2', '0'), "Choose one of the item's Dosage & Unit options."],
      [[{ ...base, quantity: 0 }], 'items.0.quantity', 'Quantity must be a whole number of at least 1.'],
      [[{ ...base, quantity: 1.5 }], 'items.0.quantity', 'Quantity must be a whole number of at least 1.'],
    ];
    for (const [items, path, message] of cases) {
      const result = await harness.call('POST', `/visits/${visitId}/treatment-plan`, { token: vet, body: { is_client_at_clinic: true, items } });
      expect(result.status, JSON.stringify(items)).toBe(400);
      expect(result.body.errors, JSON.stringify(items)).toContainEqual({ path, message });
    }
    const tooMany = Array.from({ length: 1001 }, () => base);
    expect((await harness.call('POST', `/visits/${visitId}/treatment-plan`, { token: vet, body: { is_client_at_clinic: true, items: tooMany } })).status).toBe(400);
    expect((await harness.call('GET', `/visits/${visitId}/treatment-plan`, { token: vet })).body.data).toBeNull();
  });

  it('answers a retried save from its first answer (Idempotency-Key), writing once', async () => {
    const visitId = await newVisit();
    const key = `plan-${randomUUID()}`;
    const send = () => harness.call('POST', `/visits/${visitId}/treatment-plan`, { token: nurse, body: { is_client_at_clinic: true, items: ITEMS() }, headers: { 'idempotency-key': key } });
    const first = await send();
    expect(first.status).toBe(201);
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    const [count] = await harness.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM main.treatment_plans WHERE visit_id = $1`, [visitId]);
    expect(count!.n).toBe(1);
    expect(await audits(first.body.data.id)).toHaveLength(1);
  });

  it('refuses writes to a locked visit, and to a read-only one without a reason for modification', async () => {
    const visitId = await newVisit();
    const plan = await createPlan(visitId);
    const rows = plan.items.map((item: any) => ({ id: item.id, kind: item.kind, catalogue_id: item.catalogue_id, quantity: 2, removed: false, approved: true }));
    await setStatus(visitId, 'Ready for Treatment');
    const readOnly = await harness.call('PUT', `/visits/${visitId}/treatment-plan`, { token: vet, body: { based_on_version: 1, is_client_at_clinic: true, items: rows } });
    expect(readOnly.status).toBe(409);
    expect(readOnly.body.message).toBe(VISIT_READ_ONLY);
    const reasonId = await modificationReason(visitId);
    const allowed = await harness.call('PUT', `/visits/${visitId}/treatment-plan`, { token: vet, body: { based_on_version: 1, is_client_at_clinic: true, items: rows, visit_modification_id: reasonId } });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.visit_modification_id).toBe(reasonId);
    expect((await audits(plan.id)).at(-1)!.detail.visit_modification_id).toBe(reasonId);

    const proof = await signVisitLockProof(harness.keys.privateKey!, vetId, visitId);
    expect((await harness.call('POST', `/visits/${visitId}/lock`, { token: vet, body: { lock_proof: proof } })).status).toBe(200);
    const locked = await harness.call('PUT', `/visits/${visitId}/treatment-plan`, { token: vet, body: { based_on_version: 2, is_client_at_clinic: true, items: rows, visit_modification_id: reasonId } });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(VISIT_LOCKED);
    expect((await sign(visitId, { plan_version: 2, visit_modification_id: reasonId })).body.message).toBe(VISIT_LOCKED);
    expect((await harness.call('POST', `/visits/${visitId}/finish`, { token: vet, body: {} })).body.message).toBe(VISIT_LOCKED);
  });

  it('keeps another clinic and people without Add Visit out', async () => {
    const visitId = await newVisit();
    const plan = await createPlan(visitId);
    expect((await harness.call('GET', `/visits/${visitId}/treatment-plan`, { token: other })).status).toBe(404);
    expect((await harness.call('GET', `/treatment-plans?visit_ids=${visitId}&ids=${plan.id}`, { token: other })).body.data).toEqual([]);
    expect((await harness.call('PUT', `/visits/${visitId}/treatment-plan`, { token: other, body: { based_on_version: 1, is_client_at_clinic: true, items: [] } })).status).toBe(404);
    expect((await harness.call('POST', `/visits/${visitId}/start-plan-approval`, { token: other })).status).toBe(404);
    expect((await harness.call('POST', `/visits/${visitId}/treatment-plan/send`, { token: other, body: { email: 'x@example.com', header: HEADER } })).status).toBe(404);
    expect((await harness.call('POST', `/visits/${visitId}/finish`, { token: other, body: {} })).status).toBe(404);
    const otherSign = await harness.call('POST', `/visits/${visitId}/treatment-plan/sign`, {
      token: other,
      body: { plan_version: 1, signer_name: 'X', signature_png: SIGNATURE, decisions: [], header: HEADER },
    });
    expect(otherSign.status).toBe(404);
    for (const [method, path] of [
      ['PUT', `/visits/${visitId}/treatment-plan`],
      ['POST', `/visits/${visitId}/start-plan-approval`],
      ['POST', `/visits/${visitId}/treatment-plan/sign`],
      ['POST', `/visits/${visitId}/treatment-plan/send`],
      ['POST', `/visits/${visitId}/finish`],
    ] as const) {
      expect((await harness.call(method, path, { token: reader, body: {} })).status, path).toBe(403);
    }
    expect((await harness.call('GET', `/visits/${visitId}/treatment-plan`)).status).toBe(401);
  });
});

describe('entering the plan step', () => {
  it("moves a visit with a plan and no signature to 'Pending Client Approval', and nothing else", async () => {
    const visitId = await newVisit();
    const noPlan = await harness.call('POST', `/visits/${visitId}/start-plan-approval`, { token: nurse });
    expect(noPlan.body.data).toMatchObject({ moved: false, visit: { visit_status: 'SOAP in Progress' } });
    await createPlan(visitId);
    const moved = await harness.call('POST', `/visits/${visitId}/start-plan-approval`, { token: nurse });
    expect(moved.body.data).toMatchObject({ moved: true, visit: { visit_status: 'Pending Client Approval' } });
    expect((await harness.call('POST', `/visits/${visitId}/start-plan-approval`, { token: nurse })).body.data.moved).toBe(false);
    expect((await audits(visitId)).some((entry) => entry.action === 'visit.status_changed' && entry.detail.reason === 'treatment plan proposed')).toBe(true);

    const signedVisit = await newVisit();
    await createPlan(signedVisit);
    expect((await sign(signedVisit, { plan_version: 1 })).status).toBe(201);
    await setStatus(signedVisit, 'Exam in Progress');
    expect((await harness.call('POST', `/visits/${signedVisit}/start-plan-approval`, { token: nurse })).body.data.moved).toBe(false);
  });
});

describe('signing in person', () => {
  it('keeps the snapshot the client saw with its hash, the PNG, IP and user agent, and moves the visit to Ready for Treatment', async () => {
    const visitId = await newVisit();
    const plan = await createPlan(visitId);
    const declined = plan.items[3].id;
    const signed = await sign(visitId, { plan_version: 1, decisions: [{ item_id: declined, approved: false }] }, { 'x-client-ip': '203.0.113.9', 'user-agent': 'PlanTest/1.0' });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    const view = signed.body.data.signed_treatment_plan;
    expect(signed.body.data.visit.visit_status).toBe('Ready for Treatment');
    // The decision was written to the working plan: a new version, which is the one signed.
    expect(view).toMatchObject({ plan_version: 2, signer_name: 'Olive Park', channel: 'in_person', decline_reason: null, clinic: HEADER.clinic, party: HEADER.party, description: DEFAULT_DESCRIPTION });
    expect(view.items.find((item: any) => item.id === declined)).toMatchObject({ approved: false });
    expect(view.approved_total_cents).toBe(plan.totals.total_cents - 2164);
    expect(view.totals).toEqual(plan.totals);
    expect(view.snapshot_sha256).toBe(sha256Hex(canonicalJson(view.snapshot)));
    // The hash covers the signature image: its bytes' digest is in the snapshot.
    const png = Buffer.from(SIGNATURE.slice(SIGNATURE.indexOf(',') + 1), 'base64');
    expect(view.snapshot.signature_sha256).toBe(createHash('sha256').update(png).digest('hex'));
    expect(view.signature_url).toMatch(/^\/files\/[A-Za-z0-9_-]+\.png$/);
    const [file] = await harness.db.query<{ purpose: string; content_type: string; name: string }>(`SELECT purpose, content_type, name FROM main.files WHERE id = $1`, [view.signature_file_id]);
    expect(file).toEqual({ purpose: 'treatment-plan-signature', content_type: 'image/png', name: `${visitId}.png` });
    const [row] = await harness.db.query<{ signed_ip: string; signed_user_agent: string }>(`SELECT signed_ip, signed_user_agent FROM main.signed_treatment_plans WHERE id = $1`, [view.id]);
    expect(row).toEqual({ signed_ip: '203.0.113.9', signed_user_agent: 'PlanTest/1.0' });
    const [entry] = (await audits(view.id)).filter((audit) => audit.action === 'treatment_plan.signed');
    expect(entry!.actor_user_id).toBe(vetId);
    expect(entry!.detail).toMatchObject({
      visit_id: visitId,
      channel: 'in_person',
      signer_name: 'Olive Park',
      signed_ip: '203.0.113.9',
      signed_user_agent: 'PlanTest/1.0',
      snapshot_sha256: view.snapshot_sha256,
      plan_version: 2,
    });
    expect(entry!.detail.decisions).toContainEqual(expect.objectContaining({ item_id: declined, approved: false }));
    expect((await harness.call('GET', `/signed-treatment-plans?visit_ids=${visitId}`, { token: reader })).body.data).toEqual([view]);

    // A later edit of the working plan (under a reason: the visit is read-only now) never changes the signed plan.
    const before = await harness.db.query(`SELECT snapshot::text AS snapshot, snapshot_sha256 FROM main.signed_treatment_plans WHERE id = $1`, [view.id]);
    const reasonId = await modificationReason(visitId);
    const rows = plan.items.map((item: any) => ({ id: item.id, kind: item.kind, catalogue_id: item.catalogue_id, quantity: 5, removed: false, approved: true }));
    const edited = await harness.call('PUT', `/visits/${visitId}/treatment-plan`, { token: vet, body: { based_on_version: 2, is_client_at_clinic: true, items: rows, visit_modification_id: reasonId, description: '<p>New</p>' } });
    expect(edited.status).toBe(200);
    expect(await harness.db.query(`SELECT snapshot::text AS snapshot, snapshot_sha256 FROM main.signed_treatment_plans WHERE id = $1`, [view.id])).toEqual(before);
    await expect(harness.db.query(`UPDATE main.signed_treatment_plans SET signer_name = 'Someone Else' WHERE id = $1`, [view.id])).rejects.toThrow(/never changed/);
    // The plan shown at version 2 changed: signing it again is refused; the current version signs.
    const staleSign = await sign(visitId, { plan_version: 2, visit_modification_id: reasonId });
    expect(staleSign.status).toBe(409);
    expect(staleSign.body.message).toBe('The treatment plan changed since it was shown. Review it and sign again.');
    const resigned = await sign(visitId, { plan_version: 3, visit_modification_id: reasonId });
    expect(resigned.status).toBe(201);
    expect(resigned.body.data.signed_treatment_plan.description).toBe('<p>New</p>');
    expect((await harness.call('GET', `/signed-treatment-plans?visit_ids=${visitId}`, { token: reader })).body.data[0].id).toBe(resigned.body.data.signed_treatment_plan.id);
  });

  it('shows in audit:verify a signed plan whose snapshot or signature image was changed behind its back', async () => {
    const visitId = await newVisit();
    await createPlan(visitId);
    const signed = await sign(visitId, { plan_version: 1 });
    expect(signed.status).toBe(201);
    const view = signed.body.data.signed_treatment_plan;
    const uploads = createFileStorage(harness.dataDir);
    expect(await verifySignedPlans(harness.db, uploads, { ids: [view.id] })).toEqual({ checked: 1, withoutSignatureDigest: 0, problems: [] });

    // Other bytes stored under the same key: the digest in the hashed snapshot no longer matches.
    const key = view.signature_url.slice('/files/'.length);
    const original = (await uploads.get(key))!.body;
    await uploads.put(key, Buffer.concat([original, Buffer.from('another drawing')]), 'image/png');
    expect((await verifySignedPlans(harness.db, uploads, { ids: [view.id] })).problems).toEqual([
      expect.objectContaining({ kind: 'signature replaced', signedPlanId: view.id, message: `The signature image of signed treatment plan ${view.id} (visit ${visitId}) was replaced: it is not the image that was signed.` }),
    ]);
    await uploads.put(key, original, 'image/png');

    // A snapshot changed by someone able to switch the append-only trigger off.
    await harness.db.exec(`ALTER TABLE main.signed_treatment_plans DISABLE TRIGGER signed_treatment_plans_append_only`);
    try {
      await harness.db.query(`UPDATE main.signed_treatment_plans SET snapshot = jsonb_set(snapshot, '{signer_name}', '"Someone Else"') WHERE id = $1`, [view.id]);
    } finally {
      await harness.db.exec(`ALTER TABLE main.signed_treatment_plans ENABLE TRIGGER signed_treatment_plans_append_only`);
    }
    expect((await verifySignedPlans(harness.db, uploads, { ids: [view.id] })).problems).toEqual([expect.objectContaining({ kind: 'altered', signedPlanId: view.id })]);
  });

  it('answers a retried signature from its first answer (Idempotency-Key): one signature, one file', async () => {
    const visitId = await newVisit();
    await createPlan(visitId);
    const key = `sign-${randomUUID()}`;
    const first = await sign(visitId, { plan_version: 1 }, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const retry = await sign(visitId, { plan_version: 1 }, { 'idempotency-key': key });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    const rows = await harness.db.query(`SELECT id FROM main.signed_treatment_plans WHERE visit_id = $1`, [visitId]);
    expect(rows).toHaveLength(1);
    const files = await harness.db.query(`SELECT id FROM main.files WHERE name = $1`, [`${visitId}.png`]);
    expect(files).toHaveLength(1);
  });

  it('records a decline with its reason, every row declined, and leaves the status alone', async () => {
    const visitId = await newVisit();
    await createPlan(visitId);
    const empty = await sign(visitId, { plan_version: 1, decline_reason: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'decline_reason', message: 'Please enter the reason for declining.' }]);
    const declined = await sign(visitId, { plan_version: 1, decline_reason: 'Too expensive right now.' });
    expect(declined.status).toBe(201);
    expect(declined.body.data.signed_treatment_plan).toMatchObject({ decline_reason: 'Too expensive right now.', approved_total_cents: 0 });
    expect(declined.body.data.signed_treatment_plan.items.every((item: any) => !item.approved)).toBe(true);
    expect(declined.body.data.visit.visit_status).toBe('SOAP in Progress');
  });

  it('refuses a signature that is not a PNG, a missing name, an unknown row and an empty plan', async () => {
    const visitId = await newVisit();
    await createPlan(visitId);
    const gif = `data:image/png;base64,${Buffer.from('GIF89a not really').toString('base64')}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ signature_png: gif }, 'signature_png'],
      [{ signature_png: 'hello' }, 'signature_png'],
      [{ signer_name: ' ' }, 'signer_name'],
      [{ decisions: [{ item_id: randomUUID(), approved: true }] }, 'decisions.0.item_id'],
    ];
    for (const [body, path] of cases) {
      const result = await sign(visitId, { plan_version: 1, ...body });
      expect(result.status, path).toBe(400);
      expect(result.body.errors.map((error: { path: string }) => error.path), path).toContain(path);
    }
    const emptyVisit = await newVisit();
    await createPlan(emptyVisit, []);
    expect((await sign(emptyVisit, { plan_version: 1 })).status).toBe(409);
    expect(await harness.db.query(`SELECT 1 FROM main.signed_treatment_plans WHERE visit_id = ANY($1::uuid[])`, [[visitId, emptyVisit]])).toEqual([]);
  });
});

describe('the e-mailed estimate link', () => {
  async function sendLink(visitId: string, email = `parent.${randomUUID().slice(0, 8)}@example.com`) {
    const sent = await harness.call('POST', `/visits/${visitId}/treatment-plan/send`, { token: nurse, body: { email, header: HEADER } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [mail] = await listOutbox(harness.db, { to: email, limit: 1 });
    const link = mail!.links.find((candidate) => candidate.includes('/treatment-plan-estimate/'))!;
    return { sent: sent.body.data, token: link.split('/treatment-plan-estimate/')[1]!, mail: mail! };
  }

  it('e-mails a 7-day link whose token alone opens this plan, stored only as a hash', async () => {
    const visitId = await newVisit();
    const plan = await createPlan(visitId);
    const { sent, token, mail } = await sendLink(visitId, 'olive.park@example.com');
    expect(sent.email).toBe('olive.park@example.com');
    expect(Date.parse(sent.expires_at) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.subject).toBe('Treatment plan for Mochi from Plan Test Clinic');
    const stored = await harness.db.query<{ token_hash: string }>(`SELECT token_hash FROM main.treatment_plan_links WHERE visit_id = $1`, [visitId]);
    expect(stored[0]!.token_hash).toBe(sha256Hex(token));
    const page = await harness.call('GET', `/treatment-plan-estimate?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ clinic: HEADER.clinic, party: HEADER.party, description: DEFAULT_DESCRIPTION, plan_version: 1, totals: plan.totals, signed: null, expires_at: sent.expires_at });
    expect(page.body.data.items).toHaveLength(4);
    expect((await audits(plan.id)).some((entry) => entry.action === 'treatment_plan.estimate_sent' && entry.detail.email === 'olive.park@example.com')).toBe(true);

    const unknown = await harness.call('GET', `/treatment-plan-estimate?token=${token.slice(0, -2)}xy`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This link is not valid.');
    const badEmail = await harness.call('POST', `/visits/${visitId}/treatment-plan/send`, { token: nurse, body: { email: '', header: HEADER } });
    expect(badEmail.body.errors).toContainEqual({ path: 'email', message: 'Please enter email address' });
  });

  it("approves through the link: the signature and decisions, the IP and user agent, audited without a staff actor; then read-only", async () => {
    const visitId = await newVisit();
    const plan = await createPlan(visitId);
    await harness.call('POST', `/visits/${visitId}/start-plan-approval`, { token: nurse });
    const { token } = await sendLink(visitId);
    const approve = (body: Record<string, unknown> = {}) =>
      harness.call('POST', '/treatment-plan-estimate/approve', {
        body: { token, plan_version: 1, signature_png: SIGNATURE, decisions: [{ item_id: plan.items[0].id, approved: false }], user_agent: 'ParentPhone/2.0', ...body },
        headers: { 'x-client-ip': '198.51.100.7' },
      });
    const wrongVersion = await approve({ plan_version: 7 });
    expect(wrongVersion.status).toBe(409);
    const approved = await approve();
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    expect(approved.body.data).toMatchObject({ channel: 'link', signer_name: 'Olive Park', plan_version: 2 });
    expect(approved.body.data.items[0].approved).toBe(false);
    expect(await visitStatus(visitId)).toBe('Ready for Treatment');
    const [entry] = (await audits(approved.body.data.id)).filter((audit) => audit.action === 'treatment_plan.signed');
    expect(entry!.actor_user_id).toBeNull();
    expect(entry!.detail).toMatchObject({ channel: 'link', signed_ip: '198.51.100.7', signed_user_agent: 'ParentPhone/2.0', signer_name: 'Olive Park' });
    // The decision was written back to the working plan.
    expect((await harness.call('GET', `/visits/${visitId}/treatment-plan`, { token: reader })).body.data.items[0].approved).toBe(false);

    const again = await harness.call('GET', `/treatment-plan-estimate?token=${token}`);
    expect(again.status).toBe(200);
    expect(again.body.data.signed).toMatchObject({ id: approved.body.data.id, channel: 'link' });
    const twice = await approve();
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This treatment plan has already been signed.');
  });

  it('refuses an expired link, a link whose plan changed since, and a link to a locked or read-only visit', async () => {
    const expiredVisit = await newVisit();
    await createPlan(expiredVisit);
    const expired = await sendLink(expiredVisit);
    await harness.db.query(`UPDATE main.treatment_plan_links SET expires_at = now() - interval '1 minute' WHERE visit_id = $1`, [expiredVisit]);
    const page = await harness.call('GET', `/treatment-plan-estimate?token=${expired.token}`);
    expect(page.status).toBe(410);
    expect(page.body.message).toBe('Token has Expired.');
    expect((await harness.call('POST', '/treatment-plan-estimate/approve', { body: { token: expired.token, plan_version: 1, signature_png: SIGNATURE, decisions: [] } })).status).toBe(410);

    const changedVisit = await newVisit();
    const plan = await createPlan(changedVisit);
    const changed = await sendLink(changedVisit);
    const rows = plan.items.map((item: any) => ({ id: item.id, kind: item.kind, catalogue_id: item.catalogue_id, quantity: 3, removed: false, approved: true }));
    expect((await harness.call('PUT', `/visits/${changedVisit}/treatment-plan`, { token: vet, body: { based_on_version: 1, is_client_at_clinic: false, items: rows } })).status).toBe(200);
    const changedPage = await harness.call('GET', `/treatment-plan-estimate?token=${changed.token}`);
    expect(changedPage.status).toBe(404);
    expect(changedPage.body.message).toBe('This treatment plan has changed since this link was sent. Please ask the clinic for a new link.');
    const changedApprove = await harness.call('POST', '/treatment-plan-estimate/approve', { body: { token: changed.token, plan_version: 2, signature_png: SIGNATURE, decisions: [] } });
    expect(changedApprove.status).toBe(409);
    // A new link for the new version works.
    const fresh = await sendLink(changedVisit);
    expect((await harness.call('GET', `/treatment-plan-estimate?token=${fresh.token}`)).body.data.plan_version).toBe(2);

    const movedVisit = await newVisit();
    await createPlan(movedVisit);
    const moved = await sendLink(movedVisit);
    await setStatus(movedVisit, 'Results Ready');
    const closed = await harness.call('POST', '/treatment-plan-estimate/approve', { body: { token: moved.token, plan_version: 1, signature_png: SIGNATURE, decisions: [] } });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('This treatment plan can no longer be approved online. Please contact the clinic.');
    const readOnlySend = await harness.call('POST', `/visits/${movedVisit}/treatment-plan/send`, { token: nurse, body: { email: 'olive.park@example.com', header: HEADER } });
    expect(readOnlySend.status).toBe(409);
    expect(readOnlySend.body.message).toBe(VISIT_READ_ONLY);
  });

  it("keeps the pet parent's choices with the link until they sign, and prices the total without the declined rows (issue 27)", async () => {
    const visitId = await newVisit();
    const plan = await createPlan(visitId);
    const { token } = await sendLink(visitId);
    const [diagnostic, service] = plan.items;
    const choose = (decisions: { item_id: string; approved: boolean }[], planVersion = 1, linkToken = token) =>
      harness.call('POST', '/treatment-plan-estimate/choices', { body: { token: linkToken, plan_version: planVersion, decisions } });

    const chosen = await choose([{ item_id: diagnostic.id, approved: false }]);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    // Declined: the radiographs (20026 with tax) are out of the approved figures, still in the full ones.
    expect(chosen.body.data.items[0]).toMatchObject({ id: diagnostic.id, approved: false });
    expect(chosen.body.data.totals).toEqual(plan.totals);
    expect(chosen.body.data.approved_totals).toEqual({
      subtotal_cents: plan.totals.subtotal_cents - 18500,
      tax_cents: plan.totals.tax_cents - 1526,
      total_cents: plan.totals.total_cents - 20026,
      tax_rate: 8.25,
    });
    const at = chosen.body.data.items[0].approved_at;

    // Opened again (a reload): the choice is still there, with its time; the working plan is untouched.
    const reopened = await harness.call('GET', `/treatment-plan-estimate?token=${token}`);
    expect(reopened.body.data.items[0]).toMatchObject({ approved: false, approved_at: at });
    expect(reopened.body.data.approved_totals.total_cents).toBe(plan.totals.total_cents - 20026);
    const working = (await harness.call('GET', `/visits/${visitId}/treatment-plan`, { token: reader })).body.data;
    expect(working.version).toBe(1);
    expect(working.items[0].approved).toBe(true);

    // A second choice adds to the first; choosing the same again keeps its time.
    const both = await choose([{ item_id: service.id, approved: false }, { item_id: diagnostic.id, approved: false }]);
    expect(both.body.data.items[0].approved_at).toBe(at);
    expect(both.body.data.approved_totals.total_cents).toBe(plan.totals.total_cents - 20026 - 6800);
    const back = await choose([{ item_id: service.id, approved: true }]);
    expect(back.body.data.approved_totals.total_cents).toBe(plan.totals.total_cents - 20026);

    // Unknown rows, another version and an unknown token are refused.
    expect((await choose([{ item_id: randomUUID(), approved: false }])).status).toBe(400);
    expect((await choose([], 2)).status).toBe(409);
    expect((await choose([], 1, `${token.slice(0, -2)}xy`)).status).toBe(404);

    // Signed: the signed view carries the approved figures; choices are closed.
    const signed = await harness.call('POST', '/treatment-plan-estimate/approve', {
      body: { token, plan_version: 1, signature_png: SIGNATURE, decisions: [{ item_id: diagnostic.id, approved: false }] },
    });
    expect(signed.status).toBe(201);
    expect(signed.body.data.approved_totals).toEqual({ ...back.body.data.approved_totals });
    expect(signed.body.data.approved_total_cents).toBe(back.body.data.approved_totals.total_cents);
    expect((await choose([{ item_id: service.id, approved: false }])).status).toBe(409);
    // The vet's working plan now shows the approved figures too.
    const after = (await harness.call('GET', `/visits/${visitId}/treatment-plan`, { token: reader })).body.data;
    expect(after.approved_totals.total_cents).toBe(signed.body.data.approved_total_cents);
  });

  it('opens nothing but its own plan: another visit’s token never shows this one', async () => {
    const first = await newVisit();
    const second = await newVisit();
    const firstPlan = await createPlan(first);
    await createPlan(second, [ITEMS()[1]]);
    const link = await sendLink(second);
    const page = await harness.call('GET', `/treatment-plan-estimate?token=${link.token}`);
    expect(page.body.data.items.map((item: any) => item.id)).not.toContain(firstPlan.items[1].id);
    expect(page.body.data.items).toHaveLength(1);
    // Approving with the first visit's row ids through the second visit's token decides nothing of the first.
    const crossed = await harness.call('POST', '/treatment-plan-estimate/approve', {
      body: { token: link.token, plan_version: 1, signature_png: SIGNATURE, decisions: [{ item_id: firstPlan.items[0].id, approved: false }] },
    });
    expect(crossed.status).toBe(400);
    expect(await harness.db.query(`SELECT 1 FROM main.signed_treatment_plans WHERE visit_id = $1`, [first])).toEqual([]);
  });
});

describe('finishing the visit', () => {
  it("moves the visit to 'SOAP Finalized' and e-mails the parent the summary with the approved treatments", async () => {
    const visitId = await newVisit();
    const plan = await createPlan(visitId);
    await sign(visitId, { plan_version: 1, decisions: [{ item_id: plan.items[1].id, approved: false }] });
    const finished = await harness.call('POST', `/visits/${visitId}/finish`, { token: nurse, body: { header: HEADER } });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body.data).toMatchObject({ summary_emailed_to: 'olive.park@example.com', visit: { visit_status: 'SOAP Finalized' } });
    const [mail] = await listOutbox(harness.db, { to: 'olive.park@example.com', limit: 1 });
    expect(mail!.subject).toBe("Mochi's visit summary");
    expect(mail!.text_body).toContain('Radiographs (2 views) × 1: $200.26');
    expect(mail!.text_body).not.toContain('Sick Exam');
    expect(mail!.text_body).toContain('Plan Test Clinic');
    expect((await audits(visitId)).some((entry) => entry.action === 'visit.finished' && entry.detail.summary_emailed_to === 'olive.park@example.com')).toBe(true);
  });
});

// Entering the plan step, a signature (in person or by link) and Done move the visit by
// the state machine's automatic move (moveVisitAutomatically): never a locked visit, never back.
describe('automatic status moves', () => {
  /** The visit's status and how many status log rows and 'visit.status_changed' entries it has. */
  async function statusTrail(visitId: string) {
    const [logs] = await harness.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM main.visit_status_logs WHERE visit_id = $1`, [visitId]);
    const changes = (await audits(visitId)).filter((entry) => entry.action === 'visit.status_changed').length;
    return { status: await visitStatus(visitId), logs: logs!.n, changes };
  }

  async function lock(visitId: string) {
    const proof = await signVisitLockProof(harness.keys.privateKey!, vetId, visitId);
    expect((await harness.call('POST', `/visits/${visitId}/lock`, { token: vet, body: { lock_proof: proof } })).status).toBe(200);
  }

  it('entering the plan step leaves a locked visit and one past Pending Client Approval where they are', async () => {
    const locked = await newVisit();
    await createPlan(locked);
    await lock(locked);
    const later = await newVisit();
    await createPlan(later);
    await setStatus(later, 'Dx Ordered');
    for (const [visitId, status] of [
      [locked, 'SOAP in Progress'],
      [later, 'Dx Ordered'],
    ] as const) {
      const before = await statusTrail(visitId);
      expect((await harness.call('POST', `/visits/${visitId}/start-plan-approval`, { token: nurse })).body.data, status).toMatchObject({ moved: false, visit: { visit_status: status } });
      expect(await statusTrail(visitId)).toEqual(before);
    }
  });

  it('a signature never moves a locked visit, and an approval after the visit moved on leaves it there', async () => {
    const locked = await newVisit();
    await createPlan(locked);
    await harness.call('POST', `/visits/${locked}/start-plan-approval`, { token: nurse });
    const link = await harness.call('POST', `/visits/${locked}/treatment-plan/send`, { token: nurse, body: { email: 'locked.parent@example.com', header: HEADER } });
    expect(link.status).toBe(201);
    const [mail] = await listOutbox(harness.db, { to: 'locked.parent@example.com', limit: 1 });
    const token = mail!.links.find((candidate) => candidate.includes('/treatment-plan-estimate/'))!.split('/treatment-plan-estimate/')[1]!;
    await lock(locked);
    const lockedBefore = await statusTrail(locked);
    expect(lockedBefore.status).toBe('Pending Client Approval');
    expect((await sign(locked, { plan_version: 1 })).body.message).toBe(VISIT_LOCKED);
    const byLink = await harness.call('POST', '/treatment-plan-estimate/approve', { body: { token, plan_version: 1, signature_png: SIGNATURE, decisions: [] } });
    expect(byLink.status).toBe(409);
    expect(await statusTrail(locked)).toEqual(lockedBefore);

    // Signed again under a reason once results are in: the visit stays at 'Results Ready'.
    const later = await newVisit();
    await createPlan(later);
    await setStatus(later, 'Results Ready');
    const reasonId = await modificationReason(later);
    const before = await statusTrail(later);
    const signed = await sign(later, { plan_version: 1, visit_modification_id: reasonId });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    expect(signed.body.data.visit.visit_status).toBe('Results Ready');
    expect(await statusTrail(later)).toEqual(before);
  });

  it('Done refuses a locked visit and leaves it as it was; done twice moves it once', async () => {
    const locked = await newVisit();
    await setStatus(locked, 'Ready for Treatment');
    await lock(locked);
    const before = await statusTrail(locked);
    expect(await harness.call('POST', `/visits/${locked}/finish`, { token: nurse, body: {} })).toMatchObject({ status: 409, body: { message: VISIT_LOCKED } });
    expect(await statusTrail(locked)).toEqual(before);

    const visitId = await newVisit();
    expect((await harness.call('POST', `/visits/${visitId}/finish`, { token: nurse, body: {} })).body.data.visit.visit_status).toBe('SOAP Finalized');
    const once = await statusTrail(visitId);
    expect((await audits(visitId)).filter((entry) => entry.action === 'visit.status_changed').map((entry) => entry.detail.reason)).toEqual(['visit finished']);
    expect((await harness.call('POST', `/visits/${visitId}/finish`, { token: nurse, body: {} })).status).toBe(200);
    expect(await statusTrail(visitId)).toEqual(once);
  });
});
