// The dose check (docs/dose-check.md): the arithmetic and flags of checkDose, and, against the real
// main and inventory services, a tenfold dose refused at sending, signing, finishing and locking
// until a reason is given, the reason audited and kept in the signed plan, a new weight asking for
// a new reason, and another clinic kept out.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateIdempotency } from '@vetchart/platform/idempotency';
import { listOutbox, migrateOutbox } from '@vetchart/platform/mailer';
import { signVisitLockProof } from '@vetchart/platform/visit-lock-proof';
import { pngDataUri, startMainHarness, type MainHarness } from '../testing.ts';
import { amountPerDose, checkDose, type Weight } from './dose-check.ts';
import type { StoredDosing } from './dose-shapes.ts';
import type { PlanItem } from './plan-rules.ts';

const DOG = 'd0000000-0000-4000-8000-000000000001';
const CAT = 'c0000000-0000-4000-8000-000000000001';
const CARPROFEN: StoredDosing[] = [
  { specie_id: DOG, not_for_species: false, min_mg_per_kg: 2.2, max_mg_per_kg: 4.4, doses_per_day: 1, max_mg_per_dose: null, max_mg_per_day: null, route: 'PO' },
  { specie_id: CAT, not_for_species: true, min_mg_per_kg: null, max_mg_per_kg: null, doses_per_day: 1, max_mg_per_dose: null, max_mg_per_day: null, route: '' },
];
const NOW = new Date('2026-11-29T12:00:00Z');
const weight = (value: number, unit: 'kg' | 'lbs', daysAgo = 0): Weight => {
  const takenAt = new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString();
  return { kg: unit === 'kg' ? value : value * 0.45359237, value, unit, on: takenAt.slice(0, 10), taken_at: takenAt, visit_id: randomUUID() };
};
const row = (dose: number | null, extra: Partial<PlanItem> = {}): PlanItem => ({
  id: randomUUID(),
  kind: 'MEDICATION',
  catalogue_id: randomUUID(),
  code: 'MED-1',
  name: 'Carprofen',
  category: null,
  description: '',
  dosage_options: [{ dosage: '25', unit: 'mg tablet' }],
  selected_dosage: { dosage: '25', unit: 'mg tablet' },
  dose_instructions: '',
  directions: '',
  side_effects: '',
  comment: '',
  quantity: 1,
  unit_price_cents: 0,
  taxable: true,
  removed: false,
  approved: true,
  approved_at: NOW.toISOString(),
  ai: false,
  ai_reason: null,
  dose_mg: dose,
  doses_per_day: null,
  dosing: CARPROFEN,
  ...extra,
});

describe('checkDose', () => {
  it('passes a dose in range and shows its figures, per dose and per day, and the tablets', () => {
    const check = checkDose(row(26), DOG, weight(11.8, 'kg'), NOW);
    expect(check).toMatchObject({ dose_mg: 26, mg_per_kg: 2.2, doses_per_day: 1, mg_per_day: 26, weight_kg: 11.8, weight_on: '2026-11-29', amount: '1.04 × 25 mg tablet', flags: [] });
  });

  it('flags a tenfold dose for a 9 lb dog (weighed in lb) as above the range', () => {
    // 9 lb = 4.08 kg: 4.4 mg/kg is about 18 mg; ten times that is 180 mg.
    const check = checkDose(row(180), DOG, weight(9, 'lbs'), NOW);
    expect(check.weight_kg).toBe(4.08);
    expect(check.mg_per_kg).toBe(44.09);
    expect(check.flags).toEqual(['above_range']);
    expect(checkDose(row(17), DOG, weight(9, 'lbs'), NOW).flags).toEqual([]);
    expect(checkDose(row(5), DOG, weight(9, 'lbs'), NOW).flags).toEqual(['below_range']);
  });

  it('flags twice a day at the once-a-day top of the range as above the daily range', () => {
    expect(checkDose(row(50, { doses_per_day: 2 }), DOG, weight(11.8, 'kg'), NOW).flags).toEqual(['above_daily_range']);
    expect(checkDose(row(26, { doses_per_day: 2 }), DOG, weight(11.8, 'kg'), NOW).flags).toEqual([]);
  });

  it('flags carprofen for a cat as not for this species, and a species without a range', () => {
    expect(checkDose(row(10), CAT, weight(4, 'kg'), NOW).flags).toEqual(['not_for_species']);
    expect(checkDose(row(10), randomUUID(), weight(4, 'kg'), NOW).flags).toEqual(['no_range']);
  });

  it('flags no weight and a weight older than 30 days', () => {
    expect(checkDose(row(26), DOG, null, NOW)).toMatchObject({ flags: ['no_weight'], mg_per_kg: null });
    expect(checkDose(row(26), DOG, weight(11.8, 'kg', 31), NOW).flags).toEqual(['stale_weight']);
    expect(checkDose(row(26), DOG, weight(11.8, 'kg', 30), NOW).flags).toEqual([]);
  });

  it('flags the maxima per dose and per day', () => {
    const capped = [{ ...CARPROFEN[0]!, max_mg_per_dose: 20, max_mg_per_day: 30 }];
    expect(checkDose(row(26, { dosing: capped }), DOG, weight(11.8, 'kg'), NOW).flags).toEqual(['above_max_per_dose']);
    expect(checkDose(row(17.6, { dosing: capped, doses_per_day: 2 }), DOG, weight(8, 'kg'), NOW).flags).toEqual(['above_max_per_day']);
  });

  it('does not check a row without a dose, and changes its fingerprint with the figures', () => {
    expect(checkDose(row(null), DOG, null, NOW).flags).toEqual([]);
    const item = row(180);
    expect(checkDose(item, DOG, weight(9, 'lbs'), NOW).fingerprint).toBe(checkDose(item, DOG, weight(9, 'lbs'), NOW).fingerprint);
    expect(checkDose(item, DOG, weight(9.5, 'lbs'), NOW).fingerprint).not.toBe(checkDose(item, DOG, weight(9, 'lbs'), NOW).fingerprint);
  });

  it('gives the volume of a liquid and nothing for a strength not in mg', () => {
    expect(amountPerDose(2.6, { dosage: '10', unit: 'mg/mL injection' })).toBe('0.26 mL of 10 mg/mL injection');
    expect(amountPerDose(2.6, { dosage: '1', unit: 'each' })).toBeNull();
  });
});

describe('the dose check on the plan', () => {
  let harness: MainHarness;
  const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-DC-${randomUUID().slice(0, 6)}` };
  const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-DCO-${randomUUID().slice(0, 6)}` };
  const vetId = randomUUID();
  let vet: string;
  let other: string;
  let carprofenId: string;
  let canine: string;
  let petId: string;
  const HEADER = {
    clinic: { name: 'Dose Clinic', city: 'Austin', state: 'TX', zip: '78701', phone: '5125550100', email: 'front@dose.test' },
    party: { pet_name: 'Pip', species: 'Canine', breed: 'Mixed', parent_name: 'Dee Park' },
  };

  async function call(method: string, path: string, token: string, body?: unknown) {
    return harness.call(method, path, { token, body });
  }

  beforeAll(async () => {
    harness = await startMainHarness();
    await migrateOutbox(harness.db);
    await migrateIdempotency(harness.db);
    for (const scope of [clinic, otherClinic]) {
      await harness.db.query(`INSERT INTO auth.organizations (id, organization_code, name, plan_code) VALUES ($1, $2, 'Dose Org', 'basic')`, [scope.organizationId, `ORG-${scope.clinicCode}`]);
      await harness.db.query(`INSERT INTO auth.clinics (id, organization_id, clinic_code, name, tax_rate) VALUES ($1, $2, $3, 'Dose Clinic', 0)`, [scope.clinicId, scope.organizationId, scope.clinicCode]);
    }
    vet = await harness.tokenFor({ ...clinic, userId: vetId, fullName: 'Vera Vet', roleName: 'veterinarian', permissions: ['Add new Pet', 'Add Visit', 'Lock Visit Note', 'Modify Knowledge Base'] });
    other = await harness.tokenFor({ ...otherClinic, isClientAdmin: true, permissions: ['Add Visit', 'Modify Knowledge Base'] });
    const inventory = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${harness.upstreams.inventory}${path}`, {
        method,
        headers: { authorization: `Bearer ${vet}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await response.json()) as any;
    };
    canine = (await inventory('GET', '/specie?q=Canine')).data[0].id;
    carprofenId = (
      await inventory('POST', '/medications', {
        product_name: 'Carprofen',
        dosage_unit: [{ dosage: '25', unit: 'mg tablet' }, { dosage: '75', unit: 'mg tablet' }],
        dosing: [{ specie_id: canine, dose_unit: 'mg/lb', min_dose: 1, max_dose: 2, doses_per_day: 1, route: 'PO' }],
      })
    ).id;
    const parent = await call('POST', '/pet-parents', vet, { first_name: 'Dee', last_name: 'Park', phone_number: '5125550188', email: 'dee.park@example.com', address: { addressLine1: '2 Elm St', city: 'Austin', state: 'TX', zip: '78701' } });
    const pet = await call('POST', '/pets', vet, { parent_id: parent.body.id, name: 'Pip', breed_id: randomUUID(), specie_id: canine, gender_id: randomUUID(), color: 'Tan', date_of_birth: '03/04/2021', weight: 9, problems: [] });
    petId = pet.body.id;
  }, 60_000);
  afterAll(async () => harness?.close());

  async function visitWithWeight(value: number, unit: string) {
    const visitId = (await call('POST', '/visits', vet, { pet_id: petId })).body.data.id as string;
    expect((await call('POST', '/subjective', vet, { obj_visit_id: visitId, subjective_note: { chief_complaint: { complaint: 'Limping', duration: 'Acute' }, reason_for_consultation: { main_case: [3] } } })).status).toBe(201);
    expect((await call('PUT', `/visits/${visitId}/vitals`, vet, { pet_id: petId, weight: { value, unit } })).status).toBe(201);
    return visitId;
  }

  it('refuses a tenfold dose until a reason is given; the reason is audited and signed with the plan', async () => {
    const visitId = await visitWithWeight(9, 'lb(s)');
    const saved = await call('POST', `/visits/${visitId}/treatment-plan`, vet, {
      items: [{ kind: 'MEDICATION', catalogue_id: carprofenId, quantity: 14, selected_dosage: { dosage: '75', unit: 'mg tablet' }, dose_mg: 180, removed: false, approved: true }],
    });
    expect(saved.status).toBe(201);
    const itemId = saved.body.data.items[0].id as string;
    expect(saved.body.data.items[0]).toMatchObject({ dose_mg: 180, doses_per_day: null });

    const [check] = (await call('GET', `/dose-checks?visit_ids=${visitId}`, vet)).body.data;
    // 1–2 mg/lb entered: 2.204623–4.409245 mg/kg; 180 mg for 4.08 kg is 44.09 mg/kg.
    expect(check).toMatchObject({ visit_id: visitId, item_id: itemId, name: 'Carprofen', dose_mg: 180, mg_per_kg: 44.09, weight_kg: 4.08, range_min_mg_per_kg: 2.204623, range_max_mg_per_kg: 4.409245, amount: '2.4 × 75 mg tablet', flags: ['above_range'], needs_reason: true, reason: null });
    expect(check).not.toHaveProperty('fingerprint');

    const message = 'Give a reason for the dose of Carprofen before the plan is sent for signature: above the dose range (180 mg, 44.09 mg/kg, range 2.204623–4.409245 mg/kg).';
    const send = await call('POST', `/visits/${visitId}/treatment-plan/send`, vet, { email: 'dee.park@example.com', header: HEADER });
    expect(send).toMatchObject({ status: 409, body: { message, details: { code: 'DOSE_REASON_REQUIRED', items: [{ item_id: itemId, flags: ['above_range'] }] } } });
    const sign = await call('POST', `/visits/${visitId}/treatment-plan/sign`, vet, { plan_version: 1, signer_name: 'Dee Park', signature_png: pngDataUri(), decisions: [], header: HEADER });
    expect(sign.status).toBe(409);
    expect(sign.body.message).toMatch(/^Give a reason for the dose of Carprofen before the plan is signed: above the dose range/);
    expect((await call('POST', `/visits/${visitId}/finish`, vet, {})).body.message).toMatch(/before the note is finalized/);
    const proof = await signVisitLockProof(harness.keys.privateKey!, vetId, visitId);
    const lock = await call('POST', `/visits/${visitId}/lock`, vet, { lock_proof: proof });
    expect(lock).toMatchObject({ status: 409 });
    expect(lock.body.message).toMatch(/before the note is locked/);
    // Nothing was sent or signed.
    expect(await harness.db.query(`SELECT 1 FROM main.treatment_plan_links WHERE visit_id = $1`, [visitId])).toHaveLength(0);

    const empty = await call('POST', `/visits/${visitId}/treatment-plan/dose-reasons`, vet, { item_id: itemId, plan_version: 1, reason: '  ' });
    expect(empty.body.errors).toEqual([{ path: 'reason', message: 'Enter a reason.' }]);
    expect((await call('POST', `/visits/${visitId}/treatment-plan/dose-reasons`, vet, { item_id: itemId, plan_version: 1, reason: 'x'.repeat(501) })).body.errors).toEqual([
      { path: 'reason', message: 'The reason can be at most 500 characters.' },
    ]);
    expect((await call('POST', `/visits/${visitId}/treatment-plan/dose-reasons`, vet, { item_id: itemId, plan_version: 2, reason: 'Loading dose' })).status).toBe(409);
    expect((await call('POST', `/visits/${visitId}/treatment-plan/dose-reasons`, other, { item_id: itemId, plan_version: 1, reason: 'Loading dose' })).status).toBe(404);
    expect((await call('GET', `/dose-checks?visit_ids=${visitId}`, other)).body.data).toEqual([]);

    const given = await call('POST', `/visits/${visitId}/treatment-plan/dose-reasons`, vet, { item_id: itemId, plan_version: 1, reason: 'Confirmed with the owner: one dose, split over two weeks.' });
    expect(given.status).toBe(201);
    expect(given.body.data[0]).toMatchObject({ reason: 'Confirmed with the owner: one dose, split over two weeks.', reason_by_name: 'Vera Vet', needs_reason: false, flags: ['above_range'] });
    // Sent again (a retry): no second row.
    await call('POST', `/visits/${visitId}/treatment-plan/dose-reasons`, vet, { item_id: itemId, plan_version: 1, reason: 'Confirmed with the owner: one dose, split over two weeks.' });
    expect(await harness.db.query(`SELECT 1 FROM main.dose_reasons WHERE item_id = $1`, [itemId])).toHaveLength(1);
    const [audit] = await harness.db.query<{ actor_user_id: string; detail: any }>(`SELECT actor_user_id, detail FROM main.audit_log WHERE action = 'treatment_plan.dose_reason_given' AND detail->>'item_id' = $1`, [itemId]);
    expect(audit).toMatchObject({ actor_user_id: vetId, detail: { flags: ['above_range'], before: { reason: null }, after: { reason: 'Confirmed with the owner: one dose, split over two weeks.' }, figures: { dose_mg: 180, mg_per_kg: 44.09, weight_kg: 4.08 } } });

    const signed = await call('POST', `/visits/${visitId}/treatment-plan/sign`, vet, { plan_version: 1, signer_name: 'Dee Park', signature_png: pngDataUri(), decisions: [], header: HEADER });
    expect(signed.status).toBe(201);
    expect(signed.body.data.signed_treatment_plan.dose_checks).toEqual([expect.objectContaining({ item_id: itemId, flags: ['above_range'], reason: 'Confirmed with the owner: one dose, split over two weeks.' })]);
  });

  it('asks for a new reason when a newer weight changes the figures, and refuses the link once the reason no longer holds', async () => {
    const visitId = await visitWithWeight(9, 'lb(s)');
    const saved = await call('POST', `/visits/${visitId}/treatment-plan`, vet, {
      items: [{ kind: 'MEDICATION', catalogue_id: carprofenId, quantity: 14, selected_dosage: { dosage: '25', unit: 'mg tablet' }, dose_mg: 180, removed: false, approved: true }],
    });
    const itemId = saved.body.data.items[0].id as string;
    expect((await call('POST', `/visits/${visitId}/treatment-plan/dose-reasons`, vet, { item_id: itemId, plan_version: 1, reason: 'Checked.' })).status).toBe(201);
    const email = `dee.${randomUUID().slice(0, 8)}@example.com`;
    const sent = await call('POST', `/visits/${visitId}/treatment-plan/send`, vet, { email, header: HEADER });
    expect(sent.status).toBe(201);
    const [mail] = await listOutbox(harness.db, { to: email, limit: 1 });
    const token = mail!.links.find((link) => link.includes('/treatment-plan-estimate/'))!.split('/treatment-plan-estimate/')[1]!;
    // A newer visit weighs the dog again: the reason was for the old weight.
    await visitWithWeight(10, 'lb(s)');
    const [check] = (await call('GET', `/dose-checks?visit_ids=${visitId}`, vet)).body.data;
    expect(check).toMatchObject({ weight_kg: 4.54, needs_reason: true, reason: null });
    expect((await call('POST', `/visits/${visitId}/finish`, vet, {})).status).toBe(409);
    const approve = await harness.call('POST', '/treatment-plan-estimate/approve', { body: { token, plan_version: 1, signature_png: pngDataUri(), decisions: [] } });
    expect(approve).toMatchObject({ status: 409, body: { message: 'This treatment plan can no longer be approved online. Please contact the clinic.' } });
    expect((await call('POST', `/visits/${visitId}/treatment-plan/dose-reasons`, vet, { item_id: itemId, plan_version: 1, reason: 'Checked at the new weight.' })).status).toBe(201);
    expect((await harness.call('POST', '/treatment-plan-estimate/approve', { body: { token, plan_version: 1, signature_png: pngDataUri(), decisions: [] } })).status).toBe(201);
  });

  it('does not check a row without a dose, and flags a stale weight', async () => {
    const visitId = await visitWithWeight(30, 'kg');
    // The pet's other visits (and their weights) are older still.
    await harness.db.query(`UPDATE main.visits SET created_at = now() - interval '50 days' WHERE pet_id = $1`, [petId]);
    await harness.db.query(`UPDATE main.visits SET created_at = now() - interval '40 days' WHERE id = $1`, [visitId]);
    const saved = await call('POST', `/visits/${visitId}/treatment-plan`, vet, {
      items: [{ kind: 'MEDICATION', catalogue_id: carprofenId, quantity: 1, removed: false, approved: true }],
    });
    expect(saved.status).toBe(201);
    expect((await call('GET', `/dose-checks?visit_ids=${visitId}`, vet)).body.data[0]).toMatchObject({ dose_mg: null, flags: [], needs_reason: false });
    const withDose = await call('PUT', `/visits/${visitId}/treatment-plan`, vet, {
      based_on_version: 1,
      items: [{ id: saved.body.data.items[0].id, kind: 'MEDICATION', catalogue_id: carprofenId, quantity: 1, dose_mg: 100, removed: false, approved: true }],
    });
    expect(withDose.status).toBe(200);
    // 100 mg for 30 kg is 3.33 mg/kg, in range, but the weight is 40 days old.
    expect((await call('GET', `/dose-checks?visit_ids=${visitId}`, vet)).body.data[0]).toMatchObject({ dose_mg: 100, mg_per_kg: 3.33, flags: ['stale_weight'], needs_reason: true });
  });
});
