// AI drafts over the real main service and database: a save's AI fields stored as drafts (feature,
// provider, the text saved), a later save that changes the text ends the draft as edited (audited,
// by whom), an accept ends it as accepted unchanged (audited, idempotent), a new AI text replaces
// the draft, the lock and the SOAP canvas's finalize refuse while a part is unreviewed and name it,
// a locked visit refuses an accept, and another clinic sees and accepts nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, migrateIdempotency } from '@vetchart/platform/idempotency';
import { signVisitLockProof } from '@vetchart/platform/visit-lock-proof';
import { InMemoryPractice } from '../write-back/in-memory-practice.ts';
import { startMainHarness, type MainHarness } from '../testing.ts';
import { seedSoapTemplatesDemo } from '../results/demo-templates.ts';
import { VISIT_LOCKED } from '../visits/visit-guard.ts';

/** The practice system is a partner outside the product: what finalize writes to it, kept in memory. */
const practice = new InMemoryPractice();

let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-AID-${randomUUID().slice(0, 6)}` };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-AIO-${randomUUID().slice(0, 6)}` };
const vetId = randomUUID();
let vet: string;
let nurse: string;
let reader: string;
let other: string;
let petId: string;
let templateCode: string;

const NOTE = {
  chief_complaint: { complaint: 'Vomiting since yesterday', duration: 'Acute' },
  reason_for_consultation: { main_case: [3], other_cases: [] },
  additional_notes: { triage_notes: 'Stable, mildly dehydrated', appetite: 'Reduced' },
};
const TRIAGE = { feature: 'triage_import', provider: 'rules' };

async function newVisit(): Promise<string> {
  const visit = await harness.call('POST', '/visits', { token: nurse, body: { pet_id: petId } });
  expect(visit.status).toBe(201);
  return visit.body.data.id;
}

async function drafts(visitId: string, token = vet) {
  const answer = await harness.call('GET', `/ai-drafts?visit_ids=${visitId}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.data as any[];
}

async function auditOf(draftId: string) {
  return harness.db.query<{ action: string; actor_user_id: string; detail: any; visit_id: string }>(
    `SELECT action, actor_user_id, detail, visit_id FROM main.audit_log WHERE target_id = $1 ORDER BY id`,
    [draftId],
  );
}

async function firstSave(visitId: string, marks: unknown[]) {
  const saved = await harness.call('POST', '/subjective', { token: nurse, body: { obj_visit_id: visitId, subjective_note: NOTE, ai_drafts: marks } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body.data;
}

beforeAll(async () => {
  harness = await startMainHarness({ practiceLink: practice });
  await migrateIdempotency(harness.db);
  for (const scope of [clinic, otherClinic]) {
    await harness.db.query(`INSERT INTO auth.organizations (id, organization_code, name, plan_code) VALUES ($1, $2, 'Draft Org', 'basic')`, [scope.organizationId, `ORG-${scope.clinicCode}`]);
    await harness.db.query(`INSERT INTO auth.clinics (id, organization_id, clinic_code, name, tax_rate) VALUES ($1, $2, $3, 'Draft Clinic', NULL)`, [scope.clinicId, scope.organizationId, scope.clinicCode]);
  }
  vet = await harness.tokenFor({ ...clinic, userId: vetId, fullName: 'Dana Vet', roleName: 'Veterinarian', isClientAdmin: false, permissions: ['Add Visit', 'Lock Visit Note'] });
  nurse = await harness.tokenFor({ ...clinic, fullName: 'Nina Nurse', roleName: 'Technician', isClientAdmin: false, permissions: ['Add new Pet', 'Add Visit'] });
  reader = await harness.tokenFor({ ...clinic, fullName: 'Rita Reader', roleName: 'Reception', isClientAdmin: false, permissions: [] });
  other = await harness.tokenFor({ ...otherClinic, fullName: 'Otto Other', roleName: 'Veterinarian', isClientAdmin: true, permissions: ['Add Visit'] });
  const parent = await harness.call('POST', '/pet-parents', {
    token: nurse,
    body: { first_name: 'Ida', last_name: 'Lane', phone_number: '5125550142', email: 'ida.lane@example.com', address: { addressLine1: '2 Elm St', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  const pet = await harness.call('POST', '/pets', {
    token: nurse,
    body: { parent_id: parent.body.id, name: 'Miso', breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Grey', date_of_birth: '03/04/2021', weight: 9, problems: [] },
  });
  petId = pet.body.id;
  await seedSoapTemplatesDemo(harness.db, [clinic]);
  templateCode = (await harness.call('GET', '/soap-templates', { token: vet })).body.data[0].code;
}, 90_000);
afterAll(async () => harness?.close());

describe('a save with AI fields', () => {
  it('stores each as a draft with its text, feature and provider; an unchanged save keeps it; an edit ends it, audited', async () => {
    const visitId = await newVisit();
    const note = await firstSave(visitId, [
      { field: 'chief_complaint.complaint', ...TRIAGE },
      { field: 'additional_notes.triage_notes', feature: 'clean_up', provider: 'openai' },
      // A mark on a field the save left empty is no draft.
      { field: 'additional_notes.water_intake', ...TRIAGE },
    ]);
    const stored = await drafts(visitId);
    expect(stored).toEqual([
      expect.objectContaining({ record: 'subjective_note', record_id: note.id, field: 'chief_complaint.complaint', label: 'Complaint', part: 'Subjective: Complaint', feature: 'triage_import', provider: 'rules', text: 'Vomiting since yesterday', status: 'draft', created_by_name: 'Nina Nurse', reviewed_by_name: null }),
      expect.objectContaining({ field: 'additional_notes.triage_notes', part: 'Subjective: Triage notes', feature: 'clean_up', provider: 'openai', status: 'draft' }),
    ]);

    // A later save that leaves both texts as they are (marks or none) changes nothing: the text decides.
    const kept = await harness.call('PUT', `/subjective/${visitId}`, { token: vet, body: { subjective_note: { ...NOTE, additional_notes: { ...NOTE.additional_notes, appetite: 'Normal' } }, based_on_version: 1 } });
    expect(kept.status).toBe(200);
    expect((await drafts(visitId)).map((draft) => draft.status)).toEqual(['draft', 'draft']);

    // The vet rewrites the complaint: that draft ends as edited, by the vet; the other stays.
    const edited = await harness.call('PUT', `/subjective/${visitId}`, {
      token: vet,
      body: { subjective_note: { ...NOTE, chief_complaint: { complaint: 'Vomiting twice since last night', duration: 'Acute' } }, based_on_version: 2 },
    });
    expect(edited.status).toBe(200);
    const [complaint, triage] = await drafts(visitId);
    expect(complaint).toMatchObject({ status: 'edited', reviewed_by_name: 'Dana Vet', reviewed_at: expect.any(String) });
    expect(triage).toMatchObject({ status: 'draft' });
    const [entry] = await auditOf(complaint.id);
    expect(entry).toMatchObject({
      action: 'ai_draft.edited',
      actor_user_id: vetId,
      visit_id: visitId,
      detail: {
        part: 'Subjective: Complaint',
        outcome: 'edited',
        fields: ['Subjective: Complaint'],
        before: { 'Subjective: Complaint': 'AI draft (Triage import, rules engine): Vomiting since yesterday' },
        after: { 'Subjective: Complaint': 'Vomiting twice since last night' },
      },
    });
  });

  it('keeps the sources the save sent with a mark (the text the AI read and its lines), and none for a mark without', async () => {
    const visitId = await newVisit();
    const sources = {
      input: 'Vomiting since yesterday, eating well.',
      lines: [
        { text: 'Chief complaint: Vomiting', sources: [{ kind: 'triage', label: 'Triage text', quote: 'Vomiting', start: 0, end: 8 }] },
        { text: 'Reason for consultation: General health', sources: [] },
      ],
    };
    await firstSave(visitId, [
      { field: 'chief_complaint.complaint', ...TRIAGE, sources },
      { field: 'additional_notes.triage_notes', feature: 'clean_up', provider: 'openai' },
    ]);
    const [complaint, triage] = await drafts(visitId);
    expect(complaint.sources).toEqual(sources);
    expect(triage.sources).toBeNull();
    // Sources are checked as any other input: an unknown kind is refused with the mark's message path.
    const bad = await harness.call('POST', '/subjective', {
      token: nurse,
      body: { obj_visit_id: await newVisit(), subjective_note: NOTE, ai_drafts: [{ field: 'chief_complaint.complaint', ...TRIAGE, sources: { input: '', lines: [{ text: 'x', sources: [{ kind: 'guess', label: 'x' }] }] } }] },
    });
    expect(bad.status).toBe(400);
  });

  it('is replaced by a new AI text for the same field, never reviewed on its own', async () => {
    const visitId = await newVisit();
    await firstSave(visitId, [{ field: 'chief_complaint.complaint', ...TRIAGE }]);
    const again = await harness.call('PUT', `/subjective/${visitId}`, {
      token: nurse,
      body: { subjective_note: { ...NOTE, chief_complaint: { complaint: 'Vomiting, 4 times', duration: 'Acute' } }, based_on_version: 1, ai_drafts: [{ field: 'chief_complaint.complaint', feature: 'rewrite', provider: 'rules' }] },
    });
    expect(again.status).toBe(200);
    const [draft] = await drafts(visitId);
    expect(await drafts(visitId)).toHaveLength(1);
    expect(draft).toMatchObject({ text: 'Vomiting, 4 times', feature: 'rewrite', status: 'draft' });
    const rows = await harness.db.query<{ status: string }>(`SELECT status FROM main.ai_drafts WHERE visit_id = $1 ORDER BY created_at`, [visitId]);
    expect(rows.map((row) => row.status)).toEqual(['replaced', 'draft']);
  });

  it('refuses a mark that names no AI feature', async () => {
    const visitId = await newVisit();
    const refused = await harness.call('POST', '/subjective', { token: nurse, body: { obj_visit_id: visitId, subjective_note: NOTE, ai_drafts: [{ field: 'chief_complaint.complaint', feature: 'magic', provider: 'rules' }] } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toBe('Name the AI feature that wrote this text.');
  });

  it('keys an exam row by its body category on the objective note, so a row added before it is no edit', async () => {
    const visitId = await newVisit();
    const abdomen = { category: { category: 'Abdomen' }, result: 'Abnormal', comment: 'Mild cranial abdominal pain' };
    const saved = await harness.call('POST', `/visits/${visitId}/objective-note`, {
      token: vet,
      body: { physicalexamresult: [abdomen], ai_drafts: [{ field: 'physicalexamresult.abdomen.comment', feature: 'physical_exam', provider: 'rules' }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(await drafts(visitId)).toEqual([expect.objectContaining({ record: 'objective_note', part: 'Objective: Abdomen comment', text: 'Mild cranial abdominal pain', status: 'draft' })]);
    const moved = await harness.call('PUT', `/visits/${visitId}/objective-note`, {
      token: vet,
      body: { physicalexamresult: [{ category: { category: 'Skin & Coat' }, result: 'Normal', comment: '' }, abdomen], based_on_version: 1 },
    });
    expect(moved.status).toBe(200);
    expect((await drafts(visitId))[0].status).toBe('draft');
    await harness.call('PUT', `/visits/${visitId}/objective-note`, { token: vet, body: { physicalexamresult: [{ ...abdomen, comment: 'Pain on cranial palpation' }], based_on_version: 2 } });
    expect((await drafts(visitId))[0]).toMatchObject({ status: 'edited', reviewed_by_name: 'Dana Vet' });
  });
});

describe('accepting a draft', () => {
  it('ends it as accepted unchanged, audited with who and when; a second accept changes nothing; needs Add Visit', async () => {
    const visitId = await newVisit();
    await firstSave(visitId, [{ field: 'additional_notes.triage_notes', ...TRIAGE }]);
    const [draft] = await drafts(visitId);
    expect((await harness.call('POST', `/ai-drafts/${draft.id}/accept`, { token: reader, body: {} })).status).toBe(403);
    const accepted = await harness.call('POST', `/ai-drafts/${draft.id}/accept`, { token: vet, body: {} });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ id: draft.id, status: 'accepted', reviewed_by_name: 'Dana Vet', reviewed_at: expect.any(String) });
    const twice = await harness.call('POST', `/ai-drafts/${draft.id}/accept`, { token: nurse, body: {} });
    expect(twice.body.data).toMatchObject({ status: 'accepted', reviewed_by_name: 'Dana Vet' });
    const entries = await auditOf(draft.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'ai_draft.accepted', actor_user_id: vetId, visit_id: visitId, detail: { outcome: 'accepted unchanged', after: { 'Subjective: Triage notes': 'Accepted unchanged' } } });
    // An accepted text edited later is the person's already: nothing more is recorded.
    const later = await harness.call('PUT', `/subjective/${visitId}`, { token: vet, body: { subjective_note: { ...NOTE, additional_notes: { triage_notes: 'Stable' } }, based_on_version: 1 } });
    expect(later.status).toBe(200);
    expect((await drafts(visitId))[0].status).toBe('accepted');
  });

  it('answers a retried accept (same Idempotency-Key) from the first answer', async () => {
    const visitId = await newVisit();
    await firstSave(visitId, [{ field: 'chief_complaint.complaint', ...TRIAGE }]);
    const [draft] = await drafts(visitId);
    const headers = { [IDEMPOTENCY_HEADER]: `accept-${randomUUID()}` };
    const first = await harness.call('POST', `/ai-drafts/${draft.id}/accept`, { token: vet, body: {}, headers });
    const retried = await harness.call('POST', `/ai-drafts/${draft.id}/accept`, { token: vet, body: {}, headers });
    expect(retried).toEqual(first);
    expect(await auditOf(draft.id)).toHaveLength(1);
  });

  it('refuses a draft that was edited since it was shown', async () => {
    const visitId = await newVisit();
    await firstSave(visitId, [{ field: 'chief_complaint.complaint', ...TRIAGE }]);
    const [draft] = await drafts(visitId);
    await harness.call('PUT', `/subjective/${visitId}`, { token: vet, body: { subjective_note: { ...NOTE, chief_complaint: { complaint: 'Retching', duration: 'Acute' } }, based_on_version: 1 } });
    const refused = await harness.call('POST', `/ai-drafts/${draft.id}/accept`, { token: vet, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This AI draft was edited or written again since it was shown. Reload to see the text as it is now.');
  });

  it('keeps another clinic out: it sees no drafts and cannot accept one', async () => {
    const visitId = await newVisit();
    await firstSave(visitId, [{ field: 'chief_complaint.complaint', ...TRIAGE }]);
    const [draft] = await drafts(visitId);
    expect(await drafts(visitId, other)).toEqual([]);
    const refused = await harness.call('POST', `/ai-drafts/${draft.id}/accept`, { token: other, body: {} });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('AI draft not found.');
    expect((await drafts(visitId))[0].status).toBe('draft');
  });
});

describe('locking and finalizing', () => {
  it('the lock is refused naming the unreviewed parts; after the review it locks, and a locked visit refuses an accept', async () => {
    const visitId = await newVisit();
    await firstSave(visitId, [
      { field: 'chief_complaint.complaint', ...TRIAGE },
      { field: 'additional_notes.triage_notes', ...TRIAGE },
    ]);
    const proof = async () => ({ lock_proof: await signVisitLockProof(harness.keys.privateKey!, vetId, visitId) });
    const refused = await harness.call('POST', `/visits/${visitId}/lock`, { token: vet, body: await proof() });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Review the AI drafts before finalizing: Subjective: Complaint, Subjective: Triage notes. Accept or edit each one.');
    const [complaint, triage] = await drafts(visitId);
    await harness.call('POST', `/ai-drafts/${complaint.id}/accept`, { token: vet, body: {} });
    expect((await harness.call('POST', `/visits/${visitId}/lock`, { token: vet, body: await proof() })).body.message).toBe(
      'Review the AI drafts before finalizing: Subjective: Triage notes. Accept or edit each one.',
    );
    // A draft left open can only be ended before the lock: once locked, nothing is accepted.
    await harness.db.query(`UPDATE main.visits SET is_locked = true WHERE id = $1`, [visitId]);
    const locked = await harness.call('POST', `/ai-drafts/${triage.id}/accept`, { token: vet, body: {} });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(VISIT_LOCKED);
    await harness.db.query(`UPDATE main.visits SET is_locked = false WHERE id = $1`, [visitId]);
    await harness.call('POST', `/ai-drafts/${triage.id}/accept`, { token: vet, body: {} });
    expect((await harness.call('POST', `/visits/${visitId}/lock`, { token: vet, body: await proof() })).status).toBe(200);
  });

  it("the SOAP canvas's finalize is refused while its generated note is an AI draft", async () => {
    const visitId = await newVisit();
    const created = await harness.call('POST', `/visits/${visitId}/soap-canvas`, {
      token: vet,
      body: { template_code: templateCode, data: { final_soap: '## Subjective\nVomiting.\n', prompt: 'Vomiting' }, ai_drafts: [{ field: 'final_soap', feature: 'generate_soap', provider: 'rules' }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await drafts(visitId)).toEqual([expect.objectContaining({ record: 'soap_canvas', part: 'SOAP note', feature: 'generate_soap', status: 'draft' })]);
    const refused = await harness.call('POST', `/visits/${visitId}/soap-canvas/finalize`, { token: vet, body: { based_on_version: 1 } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Review the AI drafts before finalizing: SOAP note. Accept or edit each one.');
    expect(practice.records.size).toBe(0);

    // Accepted, the note is exported with who reviewed which AI-drafted part.
    const [draft] = await drafts(visitId);
    await harness.call('POST', `/ai-drafts/${draft.id}/accept`, { token: vet, body: {} });
    await harness.db.query(`UPDATE main.pets SET source = 'covetrus', source_id = 'CV-PAT-9' WHERE id = $1`, [petId]);
    try {
      const finalized = await harness.call('POST', `/visits/${visitId}/soap-canvas/finalize`, { token: vet, body: { based_on_version: 1 } });
      expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
    } finally {
      await harness.db.query(`UPDATE main.pets SET source = 'vea', source_id = NULL WHERE id = $1`, [petId]);
    }
    // Written back in the background (docs/write-back.md).
    await expect.poll(() => practice.written(clinic.clinicId, `soap:${visitId}`), { timeout: 20_000 }).toBeDefined();
    expect(practice.written(clinic.clinicId, `soap:${visitId}`)!.record.sections.at(-1)).toEqual({
      section: 'AI authorship',
      value: expect.stringMatching(/^SOAP note: drafted by AI \(Generate SOAP, rules engine\); accepted unchanged by Dana Vet on \d{2}\/\d{2}\/\d{4}$/),
    });
  });
});
