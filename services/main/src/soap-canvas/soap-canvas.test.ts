// The SOAP canvas against the real main service and database (PLAN-19 decisions 3, 4,
// 7): created once (idempotent), updated with the version guard (who changed it), the chat
// appended, the visit guard, finalize (only a vet; a saved note; it always locks the note, moves
// the visit to 'SOAP Finalized' with a status log row and refuses later writes, whatever the
// practice system does; the write-back runs in the background with its own state), and another
// clinic kept out of every route. The practice system is a
// partner outside the product: faked here, in memory, at the PracticeLink interface the host
// hands main.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, migrateIdempotency } from '@vetchart/platform/idempotency';
import { startMainHarness, type MainHarness } from '../testing.ts';
import { seedSoapTemplatesDemo } from '../results/demo-templates.ts';
import { InMemoryPractice } from '../write-back/in-memory-practice.ts';
import { VISIT_LOCKED, VISIT_READ_ONLY } from '../visits/visit-guard.ts';
import { noteSections } from './canvas-rules.ts';

const practice = new InMemoryPractice();
let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-SC-${randomUUID().slice(0, 6)}` };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-SCO-${randomUUID().slice(0, 6)}` };
let vet: string;
let tech: string;
let admin: string;
let reader: string;
let other: string;
let petId: string;
let templateCode: string;
let otherTemplateCode: string;

const NOTE = '## Subjective\nVomiting for 2 days.\n\n## Plan\nMaropitant 16 mg once daily.\n';

async function seedClinic(scope: typeof clinic) {
  await harness.db.query(`INSERT INTO auth.organizations (id, organization_code, name, plan_code) VALUES ($1, $2, 'Canvas Org', 'basic')`, [scope.organizationId, `ORG-${scope.clinicCode}`]);
  await harness.db.query(`INSERT INTO auth.clinics (id, organization_id, clinic_code, name, tax_rate) VALUES ($1, $2, $3, 'Canvas Clinic', NULL)`, [scope.clinicId, scope.organizationId, scope.clinicCode]);
}

async function createPet(token: string): Promise<string> {
  const parent = await harness.call('POST', '/pet-parents', {
    token,
    body: { first_name: 'Olive', last_name: 'Park', phone_number: '5125550188', email: `olive-${randomUUID().slice(0, 6)}@example.com`, address: { addressLine1: '2 Elm St', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  const pet = await harness.call('POST', '/pets', {
    token,
    body: { parent_id: parent.body.id, name: 'Mochi', breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Grey', date_of_birth: '03/04/2021', weight: 9, problems: [] },
  });
  expect(pet.status, JSON.stringify(pet.body)).toBe(201);
  return pet.body.id;
}

async function newVisit(token = vet, pet = petId): Promise<string> {
  const visit = await harness.call('POST', '/visits', { token, body: { pet_id: pet } });
  expect(visit.status, JSON.stringify(visit.body)).toBe(201);
  return visit.body.data.id;
}

async function savedCanvas(visitId: string, finalSoap = NOTE) {
  const created = await harness.call('POST', `/visits/${visitId}/soap-canvas`, { token: vet, body: { template_code: templateCode, data: { final_soap: finalSoap, prompt: 'Dog vomiting for two days, eating grass.' } } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

/** How many write-backs were queued for the visit. */
async function exportsOf(visitId: string) {
  const [row] = await harness.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM main.practice_exports WHERE visit_id = $1`, [visitId]);
  return row!.n;
}

async function visitStatus(visitId: string) {
  const [row] = await harness.db.query<{ name: string }>(`SELECT s.name FROM main.visits v JOIN main.visit_statuses s ON s.id = v.status_id WHERE v.id = $1`, [visitId]);
  return row!.name;
}

async function modificationReason(visitId: string): Promise<string> {
  const reason = await harness.call('POST', `/visits/${visitId}/modification-reasons`, { token: vet, body: { modification_date: '2026/01/05', modification_reason: 'Late addendum.' } });
  expect(reason.status, JSON.stringify(reason.body)).toBeLessThan(300);
  return reason.body.data?.id ?? reason.body.id;
}

beforeAll(async () => {
  harness = await startMainHarness({ practiceLink: practice });
  await migrateIdempotency(harness.db);
  await seedClinic(clinic);
  await seedClinic(otherClinic);
  vet = await harness.tokenFor({ ...clinic, fullName: 'Vera Vet', roleName: 'Veterinarian', isClientAdmin: false, permissions: ['Add new Pet', 'Add Visit'] });
  tech = await harness.tokenFor({ ...clinic, fullName: 'Tara Tech', roleName: 'Technician', isClientAdmin: false, permissions: ['Add Visit'] });
  admin = await harness.tokenFor({ ...clinic, fullName: 'Ada Admin', roleName: 'Admin', isClientAdmin: true, permissions: ['Add Visit'] });
  reader = await harness.tokenFor({ ...clinic, fullName: 'Rita Reader', roleName: 'Reception', isClientAdmin: false, permissions: [] });
  other = await harness.tokenFor({ ...otherClinic, fullName: 'Otto Other', roleName: 'Veterinarian', isClientAdmin: true, permissions: ['Add new Pet', 'Add Visit'] });
  petId = await createPet(vet);
  // The pet is linked to its patient in the practice system (what a sync from Covetrus leaves).
  await harness.db.query(`UPDATE main.pets SET source = 'covetrus', source_id = 'CV-PAT-1' WHERE id = $1`, [petId]);
  await seedSoapTemplatesDemo(harness.db, [clinic, otherClinic]);
  const templates = await harness.call('GET', '/soap-templates', { token: vet });
  templateCode = templates.body.data.find((row: any) => row.name === 'Sick Visit').code;
  otherTemplateCode = (await harness.call('GET', '/soap-templates', { token: other })).body.data[0].code;
}, 90_000);
afterAll(async () => harness?.close());
beforeEach(() => {
  practice.fail = null;
});

describe('the canvas record', () => {
  it('is created once (idempotent), needs a template of the clinic, and is audited', async () => {
    const visitId = await newVisit();
    const missing = await harness.call('POST', `/visits/${visitId}/soap-canvas`, { token: vet, body: { data: { final_soap: NOTE, prompt: '' } } });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Please select a template before saving' } });
    expect((await harness.call('POST', `/visits/${visitId}/soap-canvas`, { token: vet, body: { template_code: otherTemplateCode, data: {} } })).body.message).toBe('Template not found.');
    expect((await harness.call('POST', `/visits/${visitId}/soap-canvas`, { token: reader, body: { template_code: templateCode, data: {} } })).status).toBe(403);

    const key = `canvas-${randomUUID()}`;
    const body = { template_code: templateCode, data: { final_soap: NOTE, prompt: 'Dog vomiting.' } };
    const first = await harness.call('POST', `/visits/${visitId}/soap-canvas`, { token: vet, body, headers: { [IDEMPOTENCY_HEADER]: key } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      visit_id: visitId,
      pet_id: petId,
      template_code: templateCode,
      data: { final_soap: NOTE, prompt: 'Dog vomiting.', chat_history: [] },
      version: 1,
      is_finalized: false,
      finalized_at: null,
      updated_by_name: 'Vera Vet',
    });
    const replay = await harness.call('POST', `/visits/${visitId}/soap-canvas`, { token: vet, body, headers: { [IDEMPOTENCY_HEADER]: key } });
    expect(replay.status).toBe(201);
    expect(replay.body.data.id).toBe(first.body.data.id);
    const second = await harness.call('POST', `/visits/${visitId}/soap-canvas`, { token: tech, body });
    expect(second.status).toBe(409);
    expect(second.body.details).toMatchObject({ code: 'STALE_VERSION', changed_by_name: 'Vera Vet', current: { id: first.body.data.id, version: 1 } });
    const [{ count }] = (await harness.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM main.soap_canvases WHERE visit_id = $1`, [visitId])) as [{ count: number }];
    expect(count).toBe(1);
    const [audit] = await harness.db.query<{ detail: any }>(`SELECT detail FROM main.audit_log WHERE action = 'soap_canvas.created' AND target_id = $1`, [first.body.data.id]);
    expect(audit!.detail).toMatchObject({ visit_id: visitId, before: null, after: { template_code: templateCode, final_soap: NOTE }, fields: ['template_code', 'final_soap', 'prompt'] });

    const listed = await harness.call('GET', `/soap-canvases?visit_ids=${visitId},${randomUUID()},not-an-id`, { token: reader });
    expect(listed.body.data.map((row: any) => row.id)).toEqual([first.body.data.id]);
  });

  it('is updated with the version guard: an older save is refused with who changed it', async () => {
    const visitId = await newVisit();
    expect((await harness.call('PUT', `/visits/${visitId}/soap-canvas`, { token: vet, body: { template_code: templateCode, data: {}, based_on_version: 1 } })).status).toBe(404);
    await savedCanvas(visitId);
    const byTech = await harness.call('PUT', `/visits/${visitId}/soap-canvas`, { token: tech, body: { template_code: templateCode, data: { final_soap: '## Plan\nRecheck.', prompt: 'p' }, based_on_version: 1 } });
    expect(byTech.status, JSON.stringify(byTech.body)).toBe(200);
    expect(byTech.body.data).toMatchObject({ version: 2, updated_by_name: 'Tara Tech', data: { final_soap: '## Plan\nRecheck.', prompt: 'p' } });
    const stale = await harness.call('PUT', `/visits/${visitId}/soap-canvas`, { token: vet, body: { template_code: templateCode, data: { final_soap: 'mine', prompt: '' }, based_on_version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^This note was changed by Tara Tech at \d{2}\/\d{2}\/\d{4}, .+ UTC$/);
    expect(stale.body.details).toMatchObject({ code: 'STALE_VERSION', changed_by_name: 'Tara Tech', current: { version: 2, data: { final_soap: '## Plan\nRecheck.' } } });
    const [audit] = await harness.db.query<{ detail: any }>(`SELECT detail FROM main.audit_log WHERE action = 'soap_canvas.updated' AND target_id = $1`, [byTech.body.data.id]);
    expect(audit!.detail).toMatchObject({ before: { final_soap: NOTE }, after: { final_soap: '## Plan\nRecheck.' } });
    expect(audit!.detail.fields).toEqual(expect.arrayContaining(['final_soap', 'prompt']));
    expect(audit!.detail.fields).not.toContain('template_code');

    const bad = async (body: Record<string, unknown>) => (await harness.call('PUT', `/visits/${visitId}/soap-canvas`, { token: vet, body })).body.message;
    expect(await bad({ template_code: templateCode, data: {} })).toBe('based_on_version is required.');
    expect(await bad({ template_code: '', data: {}, based_on_version: 2 })).toBe('Please select a template before saving');
    expect(await bad({ template_code: templateCode, data: { final_soap: 'x'.repeat(200 * 1024 + 1) }, based_on_version: 2 })).toBe('The SOAP note can be at most 200 KB.');
    expect(await bad({ template_code: templateCode, data: { prompt: 'x'.repeat(20_001) }, based_on_version: 2 })).toBe('The triage text can be at most 20000 characters.');
    // At the limit it saves.
    const big = await harness.call('PUT', `/visits/${visitId}/soap-canvas`, { token: vet, body: { template_code: templateCode, data: { final_soap: 'x'.repeat(200 * 1024), prompt: 'y'.repeat(20_000) }, based_on_version: 2 } });
    expect(big.status).toBe(200);
  });

  it('appends chat messages, versioned by the canvas', async () => {
    const visitId = await newVisit();
    const canvas = await savedCanvas(visitId);
    const first = await harness.call('PUT', `/visits/${visitId}/soap-canvas/chat`, {
      token: vet,
      body: { messages: [{ role: 'user', content: 'Fill the plan.' }, { role: 'assistant', content: 'Plan: recheck in 3 days.' }], based_on_version: canvas.version },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.version).toBe(2);
    expect(first.body.data.data.final_soap).toBe(NOTE);
    expect(first.body.data.data.chat_history).toEqual([
      { role: 'user', content: 'Fill the plan.', at: expect.any(String) },
      { role: 'assistant', content: 'Plan: recheck in 3 days.', at: expect.any(String) },
    ]);
    const second = await harness.call('PUT', `/visits/${visitId}/soap-canvas/chat`, { token: tech, body: { messages: [{ role: 'user', content: 'Thanks' }], based_on_version: 2 } });
    expect(second.body.data.data.chat_history.map((entry: any) => entry.content)).toEqual(['Fill the plan.', 'Plan: recheck in 3 days.', 'Thanks']);
    const stale = await harness.call('PUT', `/visits/${visitId}/soap-canvas/chat`, { token: vet, body: { messages: [{ role: 'user', content: 'late' }], based_on_version: 2 } });
    expect(stale).toMatchObject({ status: 409, body: { details: { code: 'STALE_VERSION', changed_by_name: 'Tara Tech' } } });
    expect((await harness.call('PUT', `/visits/${visitId}/soap-canvas/chat`, { token: vet, body: { messages: [{ role: 'system', content: 'x' }], based_on_version: 3 } })).body.message).toBe(
      "A chat message's role is 'user' or 'assistant'.",
    );
    expect((await harness.call('PUT', `/visits/${visitId}/soap-canvas/chat`, { token: vet, body: { messages: [], based_on_version: 3 } })).body.message).toBe('Send at least one chat message.');
    // The history holds at most 200 entries.
    const many = Array.from({ length: 197 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `m${i}` }));
    expect((await harness.call('PUT', `/visits/${visitId}/soap-canvas/chat`, { token: vet, body: { messages: many, based_on_version: 3 } })).status).toBe(200);
    const full = await harness.call('PUT', `/visits/${visitId}/soap-canvas/chat`, { token: vet, body: { messages: [{ role: 'user', content: 'one more' }], based_on_version: 4 } });
    expect(full).toMatchObject({ status: 400, body: { message: 'The chat history can hold at most 200 messages.' } });
    expect((await harness.call('PUT', `/visits/${await newVisit()}/soap-canvas/chat`, { token: vet, body: { messages: [{ role: 'user', content: 'x' }], based_on_version: 1 } })).status).toBe(404);
  });

  it('goes through the visit guard: locked, and SOAP Finalized without a reason, refuse', async () => {
    const locked = await newVisit();
    await harness.db.query(`UPDATE main.visits SET is_locked = true WHERE id = $1`, [locked]);
    expect((await harness.call('POST', `/visits/${locked}/soap-canvas`, { token: vet, body: { template_code: templateCode, data: {} } })).body.message).toBe(VISIT_LOCKED);
    const finalizedVisit = await newVisit();
    await harness.db.query(`UPDATE main.visits SET status_id = (SELECT id FROM main.visit_statuses WHERE name = 'SOAP Finalized') WHERE id = $1`, [finalizedVisit]);
    const refused = await harness.call('POST', `/visits/${finalizedVisit}/soap-canvas`, { token: vet, body: { template_code: templateCode, data: {} } });
    expect(refused).toMatchObject({ status: 409, body: { message: VISIT_READ_ONLY } });
    const reason = await modificationReason(finalizedVisit);
    const allowed = await harness.call('POST', `/visits/${finalizedVisit}/soap-canvas`, { token: vet, body: { template_code: templateCode, data: {}, visit_modification_id: reason } });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);
    // Other statuses of the results step (read-only for the notes) do not stop the canvas.
    const resultsReady = await newVisit();
    await harness.db.query(`UPDATE main.visits SET status_id = (SELECT id FROM main.visit_statuses WHERE name = 'Results Ready') WHERE id = $1`, [resultsReady]);
    expect((await harness.call('POST', `/visits/${resultsReady}/soap-canvas`, { token: vet, body: { template_code: templateCode, data: {} } })).status).toBe(201);
  });
});

describe('finalize', () => {
  it('is for a vet only, needs a saved note, and refuses a stale version', async () => {
    const visitId = await newVisit();
    const notVet = await harness.call('POST', `/visits/${visitId}/soap-canvas/finalize`, { token: admin, body: { based_on_version: 1 } });
    expect(notVet).toMatchObject({ status: 403, body: { message: 'You are not authorized to finalize this note to your PIMS. Only Veterinarian users are able to finalize SOAP notes' } });
    const unsaved = await harness.call('POST', `/visits/${visitId}/soap-canvas/finalize`, { token: vet, body: { based_on_version: 1 } });
    expect(unsaved).toMatchObject({ status: 409, body: { message: 'You must save the SOAP notes before exporting to PIMs' } });
    await savedCanvas(visitId);
    expect((await harness.call('POST', `/visits/${visitId}/soap-canvas/finalize`, { token: vet, body: {} })).body.message).toBe('based_on_version is required.');
    const stale = await harness.call('POST', `/visits/${visitId}/soap-canvas/finalize`, { token: vet, body: { based_on_version: 7 } });
    expect(stale).toMatchObject({ status: 409, body: { details: { code: 'STALE_VERSION', changed_by_name: 'Vera Vet' } } });
    expect(await exportsOf(visitId)).toBe(0);
  });

  it('refuses while a flagged dose in the plan has no reason (docs/dose-check.md), before the practice system is called', async () => {
    const keeper = await harness.tokenFor({ ...clinic, fullName: 'Kim Keeper', roleName: 'Admin', isClientAdmin: true, permissions: ['Modify Knowledge Base'] });
    const created = await fetch(`${harness.upstreams.inventory}/medications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keeper}`, 'content-type': 'application/json' },
      body: JSON.stringify({ product_name: `Carprofen ${randomUUID().slice(0, 6)}`, dosage_unit: [{ dosage: '25', unit: 'mg tablet' }] }),
    });
    const medication = (await created.json()) as { id: string };
    const visitId = await newVisit();
    const plan = await harness.call('POST', `/visits/${visitId}/treatment-plan`, { token: vet, body: { items: [{ kind: 'MEDICATION', catalogue_id: medication.id, quantity: 1, dose_mg: 25, removed: false, approved: true }] } });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    await savedCanvas(visitId);
    const refused = await harness.call('POST', `/visits/${visitId}/soap-canvas/finalize`, { token: vet, body: { based_on_version: 1 } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Give a reason for the dose of Carprofen \S+ before the note is finalized: no dose range for this species, no weight recorded/);
    expect(await exportsOf(visitId)).toBe(0);
  });

  /** The canvas as the clinic reads it, once its write-back is in the given state. */
  async function exportState(visitId: string, state: string) {
    let canvas: any;
    await expect
      .poll(async () => {
        canvas = (await harness.call('GET', `/soap-canvases?visit_ids=${visitId}`, { token: vet })).body.data[0];
        return canvas.practice_export?.state;
      }, { timeout: 20_000, interval: 200 })
      .toBe(state);
    return canvas;
  }

  it("locks the note even when the practice system refuses: the write-back fails with the partner's reason, and a retry after mending writes it", async () => {
    const visitId = await newVisit();
    const canvas = await savedCanvas(visitId);
    practice.fail = { message: 'Patient CV-PAT-1 is inactive.', kind: 'refused' };
    const done = await harness.call('POST', `/visits/${visitId}/soap-canvas/finalize`, { token: vet, body: { based_on_version: canvas.version } });
    expect(done).toMatchObject({ status: 200, body: { message: 'SOAP finalized. Export to the practice system is queued.', data: { is_finalized: true, practice_export: { kind: 'soap' } } } });
    expect(await visitStatus(visitId)).toBe('SOAP Finalized');
    const failed = await exportState(visitId, 'failed');
    // A refusal is not retried by itself: it would be refused again.
    expect(failed).toMatchObject({ is_finalized: true, export_ref: null, practice_export: { attempts: 1, last_error: 'Patient CV-PAT-1 is inactive.', partner_record_id: null } });
    const exportId = failed.practice_export.id;
    expect((await harness.call('POST', `/practice-exports/${exportId}/retry`, { token: other })).status).toBe(404);
    practice.fail = null;
    const retried = await harness.call('POST', `/practice-exports/${exportId}/retry`, { token: vet });
    expect(retried).toMatchObject({ status: 200, body: { message: 'Write-back queued again.' } });
    const written = await exportState(visitId, 'written');
    expect(written).toMatchObject({ exported_to: 'Covetrus', practice_export: { attempts: 2, last_error: null, partner_name: 'Covetrus' } });
    expect(written.export_ref).toBe(practice.written(clinic.clinicId, `soap:${visitId}`)!.id);
    expect((await harness.call('POST', `/practice-exports/${exportId}/retry`, { token: vet })).body.message).toBe('Only a failed write-back can be retried.');
    const trail = await harness.db.query<{ action: string }>(`SELECT action FROM main.audit_log WHERE target_id = $1 ORDER BY id`, [exportId]);
    expect(trail.map((row) => row.action)).toEqual(['practice_export.queued', 'practice_export.failed', 'practice_export.retried', 'practice_export.written']);
  });

  it('retries a practice system that cannot be reached, with back-off, until it answers', async () => {
    const visitId = await newVisit();
    const canvas = await savedCanvas(visitId);
    practice.fail = { message: 'Covetrus could not be reached.', kind: 'unreachable' };
    expect((await harness.call('POST', `/visits/${visitId}/soap-canvas/finalize`, { token: vet, body: { based_on_version: canvas.version } })).status).toBe(200);
    const retrying = await exportState(visitId, 'retrying');
    expect(retrying.practice_export).toMatchObject({ last_error: 'Covetrus could not be reached.', next_attempt_at: expect.any(String) });
    practice.fail = null;
    const written = await exportState(visitId, 'written');
    expect(written.practice_export.attempts).toBeGreaterThanOrEqual(2);
    expect(practice.written(clinic.clinicId, `soap:${visitId}`)).toBeDefined();
  });

  it('finalizes the note of a pet no practice system knows, exporting nothing', async () => {
    const unlinkedPet = await createPet(vet);
    const visitId = await newVisit(vet, unlinkedPet);
    const canvas = await savedCanvas(visitId);
    const answer = await harness.call('POST', `/visits/${visitId}/soap-canvas/finalize`, { token: vet, body: { based_on_version: canvas.version } });
    expect(answer).toMatchObject({ status: 200, body: { message: 'SOAP finalized. This pet is not linked to a practice system, so nothing is exported.', data: { is_finalized: true, practice_export: null } } });
    expect(await visitStatus(visitId)).toBe('SOAP Finalized');
    expect(await exportsOf(visitId)).toBe(0);
  });

  it('finalizes the note, moves the visit to SOAP Finalized, locks further writes, and writes the note back with its sections', async () => {
    const visitId = await newVisit();
    const [visit] = await harness.db.query<{ name: string }>(`SELECT name FROM main.visits WHERE id = $1`, [visitId]);
    const canvas = await savedCanvas(visitId);
    const done = await harness.call('POST', `/visits/${visitId}/soap-canvas/finalize`, { token: vet, body: { based_on_version: canvas.version } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe('SOAP finalized. Export to the practice system is queued.');
    expect(done.body.data).toMatchObject({ is_finalized: true, finalized_by_name: 'Vera Vet', version: canvas.version + 1 });
    expect(done.body.data.finalized_at).toEqual(expect.any(String));
    const exported = await exportState(visitId, 'written');
    const written = practice.written(clinic.clinicId, `soap:${visitId}`)!;
    expect(written.clinicId).toBe(clinic.clinicId);
    expect(written.record).toMatchObject({
      kind: 'soap',
      external_id: `soap:${visitId}`,
      source: 'covetrus',
      patient_source_id: 'CV-PAT-1',
      visit_id: visitId,
      title: `SOAP — ${visit!.name}`,
      author: 'Vera Vet',
      sections: [
        { section: 'Subjective', value: 'Vomiting for 2 days.' },
        { section: 'Plan', value: 'Maropitant 16 mg once daily.' },
      ],
      medications: [],
      charges: [],
    });
    expect(exported).toMatchObject({ exported_to: 'Covetrus', export_ref: written.id, practice_export: { partner_record_id: written.id, verified_at: expect.any(String) } });
    expect(await visitStatus(visitId)).toBe('SOAP Finalized');
    const [log] = await harness.db.query<{ user_name: string; name: string }>(
      `SELECT l.user_name, s.name FROM main.visit_status_logs l JOIN main.visit_statuses s ON s.id = l.status_id WHERE l.visit_id = $1 ORDER BY l.id DESC LIMIT 1`,
      [visitId],
    );
    expect(log).toEqual({ user_name: 'Vera Vet', name: 'SOAP Finalized' });
    const [audit] = await harness.db.query<{ detail: any }>(`SELECT detail FROM main.audit_log WHERE action = 'soap_canvas.finalized' AND target_id = $1`, [canvas.id]);
    expect(audit!.detail).toMatchObject({ before: { is_finalized: false }, after: { is_finalized: true } });

    // Read-only from now on, even with a reason for modification.
    const version = done.body.data.version;
    const reason = await modificationReason(visitId);
    const writes: [string, string, unknown][] = [
      ['PUT', `/visits/${visitId}/soap-canvas`, { template_code: templateCode, data: { final_soap: 'changed' }, based_on_version: version }],
      ['PUT', `/visits/${visitId}/soap-canvas`, { template_code: templateCode, data: { final_soap: 'changed' }, based_on_version: version, visit_modification_id: reason }],
      ['PUT', `/visits/${visitId}/soap-canvas/chat`, { messages: [{ role: 'user', content: 'x' }], based_on_version: version }],
      ['POST', `/visits/${visitId}/soap-canvas`, { template_code: templateCode, data: {} }],
      ['POST', `/visits/${visitId}/soap-canvas/finalize`, { based_on_version: version }],
    ];
    for (const [method, path, body] of writes) {
      const answer = await harness.call(method, path, { token: vet, body });
      expect(answer, `${method} ${path}`).toMatchObject({ status: 409, body: { message: 'Soap already finalized' } });
    }
    const after = (await harness.call('GET', `/soap-canvases?visit_ids=${visitId}`, { token: vet })).body.data[0];
    expect(after).toMatchObject({ version, data: { final_soap: NOTE, chat_history: [] } });
  });
});

// The finalize moves the visit by the state machine's automatic move
// (moveVisitAutomatically): never a locked visit; a visit already 'SOAP Finalized' is not moved again.
describe('finalize and the visit status', () => {
  async function statusTrail(visitId: string) {
    const [logs] = await harness.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM main.visit_status_logs WHERE visit_id = $1`, [visitId]);
    const [changes] = await harness.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM main.audit_log WHERE target_id = $1 AND action = 'visit.status_changed'`, [visitId]);
    return { status: await visitStatus(visitId), logs: logs!.n, changes: changes!.n };
  }

  it('refuses a locked visit, moving nothing and exporting nothing', async () => {
    const visitId = await newVisit();
    const canvas = await savedCanvas(visitId);
    await harness.db.query(`UPDATE main.visits SET is_locked = true WHERE id = $1`, [visitId]);
    const before = await statusTrail(visitId);
    const answer = await harness.call('POST', `/visits/${visitId}/soap-canvas/finalize`, { token: vet, body: { based_on_version: canvas.version } });
    expect(answer).toMatchObject({ status: 409, body: { message: VISIT_LOCKED } });
    expect(await statusTrail(visitId)).toEqual(before);
    expect(await exportsOf(visitId)).toBe(0);
  });

  it("finalizes the note of a visit already 'SOAP Finalized' (under a reason) without a second move", async () => {
    const visitId = await newVisit();
    const canvas = await savedCanvas(visitId);
    await harness.db.query(`UPDATE main.visits SET status_id = (SELECT id FROM main.visit_statuses WHERE name = 'SOAP Finalized') WHERE id = $1`, [visitId]);
    const reason = await modificationReason(visitId);
    const before = await statusTrail(visitId);
    const done = await harness.call('POST', `/visits/${visitId}/soap-canvas/finalize`, { token: vet, body: { based_on_version: canvas.version, visit_modification_id: reason } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.is_finalized).toBe(true);
    expect(await statusTrail(visitId)).toEqual(before);
  });

  it("moves an open visit once, audited with the finalize as its reason", async () => {
    const visitId = await newVisit();
    const canvas = await savedCanvas(visitId);
    expect((await harness.call('POST', `/visits/${visitId}/soap-canvas/finalize`, { token: vet, body: { based_on_version: canvas.version } })).status).toBe(200);
    const [audit] = await harness.db.query<{ detail: any }>(`SELECT detail FROM main.audit_log WHERE target_id = $1 AND action = 'visit.status_changed'`, [visitId]);
    expect(audit!.detail).toEqual({ from: 1, to: 9, reason: 'soap_canvas.finalized' });
  });
});

describe('tenant isolation', () => {
  it('keeps another clinic out of every canvas route', async () => {
    const visitId = await newVisit();
    const canvas = await savedCanvas(visitId);
    expect((await harness.call('GET', `/soap-canvases?visit_ids=${visitId}`, { token: other })).body.data).toEqual([]);
    const calls: [string, string, unknown][] = [
      ['POST', `/visits/${visitId}/soap-canvas`, { template_code: otherTemplateCode, data: {} }],
      ['PUT', `/visits/${visitId}/soap-canvas`, { template_code: otherTemplateCode, data: {}, based_on_version: 1 }],
      ['PUT', `/visits/${visitId}/soap-canvas/chat`, { messages: [{ role: 'user', content: 'x' }], based_on_version: 1 }],
      ['POST', `/visits/${visitId}/soap-canvas/finalize`, { based_on_version: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await harness.call(method, path, { token: other, body });
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(404);
    }
    const after = (await harness.call('GET', `/soap-canvases?visit_ids=${visitId}`, { token: vet })).body.data[0];
    expect(after).toMatchObject({ id: canvas.id, version: 1, is_finalized: false, template_code: templateCode });
    expect([...practice.records.values()].some((entry) => entry.clinicId === otherClinic.clinicId)).toBe(false);
    expect((await harness.call('GET', `/soap-canvases?visit_ids=${visitId}`)).status).toBe(401);
  });
});

describe('noteSections', () => {
  it('splits the markdown at its ## headings, else one SOAP section', () => {
    expect(noteSections('Just text.')).toEqual([{ section: 'SOAP', value: 'Just text.' }]);
    expect(noteSections('Intro\n## A\none\n### Sub\ntwo\n## B\n')).toEqual([
      { section: 'SOAP', value: 'Intro' },
      { section: 'A', value: 'one\n### Sub\ntwo' },
      { section: 'B', value: '' },
    ]);
  });
});
