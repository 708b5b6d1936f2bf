// Consent records against the real main service (docs/consents.md): the clinic's forms and their
// versions (admins only), which consents a visit needs, the gate on finalizing and starting
// treatment with its exact messages, signing in person and through the e-mailed link (bound to
// the text by its SHA-256), declining, withdrawing (audited), idempotent retries, and another
// clinic kept out of all of it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateIdempotency } from '@vetchart/platform/idempotency';
import { listOutbox, migrateOutbox } from '@vetchart/platform/mailer';
import { seedSoapTemplatesDemo } from '../results/demo-templates.ts';
import { pngDataUri, startMainHarness, type MainHarness } from '../testing.ts';
import { consentGateOfMove, consentTextHash } from './consent-store.ts';

let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-CS-${randomUUID().slice(0, 6)}` };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-CSO-${randomUUID().slice(0, 6)}` };
let admin: string;
let vet: string;
let reader: string;
let other: string;
let petId: string;
const catalogue: Record<string, string> = {};
const forms: Record<string, any> = {};
const SIGNATURE = pngDataUri();
const HEADER = {
  clinic: { name: 'Consent Test Clinic', city: 'Austin', state: 'TX', zip: '78701', phone: '5125550100', email: 'front@consent.test' },
  party: { pet_name: 'Mochi', species: 'Feline', breed: 'Siamese', parent_name: 'Olive Park' },
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

beforeAll(async () => {
  harness = await startMainHarness();
  await migrateOutbox(harness.db);
  await migrateIdempotency(harness.db);
  for (const scope of [clinic, otherClinic]) {
    await harness.db.query(`INSERT INTO auth.organizations (id, organization_code, name, plan_code) VALUES ($1, $2, 'Consent Org', 'basic')`, [scope.organizationId, `ORG-${scope.clinicCode}`]);
    await harness.db.query(`INSERT INTO auth.clinics (id, organization_id, clinic_code, name, tax_rate) VALUES ($1, $2, $3, 'Consent Test Clinic', NULL)`, [scope.clinicId, scope.organizationId, scope.clinicCode]);
  }
  admin = await harness.tokenFor({ ...clinic, fullName: 'Ada Admin', roleName: 'Admin', isClientAdmin: true, permissions: ['Add Visit', 'Add new Pet', 'Modify Knowledge Base'] });
  vet = await harness.tokenFor({ ...clinic, fullName: 'Vera Vet', roleName: 'veterinarian', isClientAdmin: false, permissions: ['Add Visit', 'Add new Pet', 'Modify Knowledge Base'] });
  reader = await harness.tokenFor({ ...clinic, fullName: 'Rita Reader', roleName: 'reception', isClientAdmin: false, permissions: [] });
  other = await harness.tokenFor({ ...otherClinic, fullName: 'Otto Other', isClientAdmin: true, permissions: ['Add Visit'] });
  catalogue.procedure = (await inventory('POST', '/services', vet, { name: 'Dental cleaning under anaesthesia', cost: '350.00', tax: false, description: 'Scale and polish.' })).id;
  catalogue.exam = (await inventory('POST', '/services', vet, { name: 'Wellness Exam', cost: '0', tax: false, description: 'Exam.' })).id;
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

async function planWith(visitId: string, catalogueIds: string[]) {
  const items = catalogueIds.map((id) => ({ kind: 'SERVICE', catalogue_id: id, quantity: 1, removed: false, approved: true }));
  const created = await harness.call('POST', `/visits/${visitId}/treatment-plan`, { token: vet, body: { is_client_at_clinic: true, items } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

const consents = async (visitId: string, token = vet) => (await harness.call('GET', `/visits/${visitId}/consents`, { token })).body.data as any[];
const signConsent = (visitId: string, formId: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  harness.call('POST', `/visits/${visitId}/consents/${formId}/sign`, { token: vet, body: { form_version: 1, signer_name: 'Olive Park', signature_png: SIGNATURE, ...body }, headers });
const finish = (visitId: string) => harness.call('POST', `/visits/${visitId}/finish`, { token: vet, body: {} });
async function statusIdOf(name: string): Promise<number> {
  const [row] = await harness.db.query<{ id: number }>(`SELECT id FROM main.visit_statuses WHERE name = $1`, [name]);
  return row!.id;
}
async function visitStatus(visitId: string): Promise<string> {
  const [row] = await harness.db.query<{ name: string }>(`SELECT s.name FROM main.visits v JOIN main.visit_statuses s ON s.id = v.status_id WHERE v.id = $1`, [visitId]);
  return row!.name;
}

describe('which status moves are gated', () => {
  it('gates finalizing and leaving an open status for a read-only one, and nothing else', () => {
    const open = (name: string) => ({ name, readOnly: false });
    const readOnly = (name: string) => ({ name, readOnly: true });
    expect(consentGateOfMove(open('Exam in Progress'), readOnly('Ready for Treatment'))).toBe('start_treatment');
    expect(consentGateOfMove(open('Pending Client Approval'), readOnly('Dx Ordered'))).toBe('start_treatment');
    expect(consentGateOfMove(open('SOAP in Progress'), readOnly('SOAP Finalized'))).toBe('finalize');
    expect(consentGateOfMove(readOnly('Results Ready'), readOnly('SOAP Finalized'))).toBe('finalize');
    expect(consentGateOfMove(readOnly('Ready for Treatment'), readOnly('Dx Ordered'))).toBeNull();
    expect(consentGateOfMove(readOnly('Ready for Treatment'), open('Exam in Progress'))).toBeNull();
    expect(consentGateOfMove(open('SOAP in Progress'), open('Pending Client Approval'))).toBeNull();
  });
});

describe('consent forms', () => {
  it('are defined by admins, one of each kind, with bounded sizes', async () => {
    const refused = await harness.call('POST', '/consent-forms', { token: vet, body: { kind: 'ai_recording', title: 'AI', body: 'Text' } });
    expect(refused.status).toBe(403);
    const tooLong = await harness.call('POST', '/consent-forms', { token: admin, body: { kind: 'ai_recording', title: 'x'.repeat(201), body: 'Text' } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([{ path: 'title', message: 'The title can be at most 200 characters.' }]);
    const badKind = await harness.call('POST', '/consent-forms', { token: admin, body: { kind: 'tattoo', title: 'T', body: 'Text' } });
    expect(badKind.body.errors[0]).toEqual({ path: 'kind', message: 'Choose Treatment estimate, Anaesthesia or procedure, or Recording for AI dictation.' });
    for (const [kind, title] of [
      ['anaesthesia_procedure', 'Anaesthesia consent'],
      ['treatment_estimate', 'Treatment estimate consent'],
      ['ai_recording', 'AI recording consent'],
    ] as const) {
      const created = await harness.call('POST', '/consent-forms', { token: admin, body: { kind, title, body: `I agree to ${title.toLowerCase()}.` } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.data).toMatchObject({ kind, title, version: 1, requirement: 'when_plan_needs', text_sha256: consentTextHash({ kind, title, version: 1, body: `I agree to ${title.toLowerCase()}.` }) });
      forms[kind] = created.body.data;
    }
    const listed = await harness.call('GET', '/consent-forms', { token: reader });
    expect(listed.body.data.map((form: any) => form.title)).toEqual(['Anaesthesia consent', 'Treatment estimate consent', 'AI recording consent']);
    expect((await harness.call('GET', '/consent-forms', { token: other })).body.data).toEqual([]);
  });

  it('keep the version when only the flags change, and make a new one when the text does', async () => {
    const created = await harness.call('POST', '/consent-forms', { token: admin, body: { kind: 'ai_recording', title: 'Spare form', body: 'First text.' } });
    const id = created.body.data.id;
    const flags = await harness.call('PUT', `/consent-forms/${id}`, { token: admin, body: { based_on_version: 1, title: 'Spare form', body: 'First text.', requirement: 'always' } });
    expect(flags.body.data).toMatchObject({ version: 1, requirement: 'always' });
    const text = await harness.call('PUT', `/consent-forms/${id}`, { token: admin, body: { based_on_version: 1, title: 'Spare form', body: 'Second text.', requirement: 'when_plan_needs', archived: true } });
    expect(text.body.data).toMatchObject({ version: 2, body: 'Second text.', archived: true });
    const stale = await harness.call('PUT', `/consent-forms/${id}`, { token: admin, body: { based_on_version: 1, title: 'Spare form', body: 'Third.', requirement: 'when_plan_needs' } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The consent form changed since it was shown. Review it and try again.');
    expect((await harness.call('PUT', `/consent-forms/${id}`, { token: other, body: { based_on_version: 2, title: 'Mine', body: 'Mine.', requirement: 'when_plan_needs' } })).status).toBe(404);
    expect((await harness.call('PUT', `/consent-forms/${id}`, { token: vet, body: { based_on_version: 2, title: 'Mine', body: 'Mine.', requirement: 'when_plan_needs' } })).status).toBe(403);
    const versions = await harness.db.query(`SELECT version, body FROM main.consent_form_versions WHERE form_id = $1 ORDER BY version`, [id]);
    expect(versions).toEqual([{ version: 1, body: 'First text.' }, { version: 2, body: 'Second text.' }]);
    await expect(harness.db.query(`UPDATE main.consent_form_versions SET body = 'changed' WHERE form_id = $1`, [id])).rejects.toThrow(/never changed/);
  });
});

describe('a visit\'s consents', () => {
  it('are required by the plan, gate finalizing and starting treatment, and are signed, withdrawn and signed again', async () => {
    const visitId = await newVisit();
    expect(await consents(visitId)).toEqual([]);
    await planWith(visitId, [catalogue.procedure!]);
    const listed = await consents(visitId);
    expect(listed.map((row) => [row.form.title, row.state, row.reasons])).toEqual([
      ['Anaesthesia consent', 'required', ['plan_has_procedure']],
      ['Treatment estimate consent', 'required', ['plan_has_price']],
    ]);

    const refused = await finish(visitId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Consent required before finalizing: Anaesthesia consent, Treatment estimate consent.');
    const started = await harness.call('PATCH', `/visits/${visitId}/status`, { token: vet, body: { status_id: await statusIdOf('Ready for Treatment') } });
    expect(started.status).toBe(409);
    expect(started.body.message).toBe('Consent required before starting treatment: Anaesthesia consent, Treatment estimate consent.');
    // Moves between open statuses are not gated.
    expect((await harness.call('PATCH', `/visits/${visitId}/status`, { token: vet, body: { status_id: await statusIdOf('Exam in Progress') } })).status).toBe(200);

    // The plan signed in person: the visit waits for its consents before 'Ready for Treatment'.
    const plan = await harness.call('GET', `/visits/${visitId}/treatment-plan`, { token: vet });
    const signedPlan = await harness.call('POST', `/visits/${visitId}/treatment-plan/sign`, {
      token: vet,
      body: { plan_version: plan.body.data.version, signer_name: 'Olive Park', signature_png: SIGNATURE, decisions: [], header: HEADER },
    });
    expect(signedPlan.status, JSON.stringify(signedPlan.body)).toBe(201);
    expect(await visitStatus(visitId)).toBe('Exam in Progress');

    const estimate = await signConsent(visitId, forms.treatment_estimate.id);
    expect(estimate.status, JSON.stringify(estimate.body)).toBe(201);
    expect((await finish(visitId)).body.message).toBe('Consent required before finalizing: Anaesthesia consent.');

    const anaesthesia = await signConsent(visitId, forms.anaesthesia_procedure.id, { signer_name: 'Olive Park' });
    expect(anaesthesia.status).toBe(201);
    const signature = anaesthesia.body.data;
    expect(signature).toMatchObject({
      form_title: 'Anaesthesia consent',
      form_version: 1,
      form_body: 'I agree to anaesthesia consent.',
      text_sha256: forms.anaesthesia_procedure.text_sha256,
      hash_verified: true,
      channel: 'in_person',
      signer_name: 'Olive Park',
      signed_by_name: 'Vera Vet',
      declined: false,
      withdrawn_at: null,
    });
    expect(signature.signature_url).toMatch(/^\/files\/.+\.png$/);
    // The last consent signed makes the move the plan's signature waited for.
    expect(await visitStatus(visitId)).toBe('Ready for Treatment');
    expect((await signConsent(visitId, forms.anaesthesia_procedure.id)).body.message).toBe('This consent has already been signed.');

    // A new version of the form: the signature keeps the exact text it was signed on.
    const edited = await harness.call('PUT', `/consent-forms/${forms.anaesthesia_procedure.id}`, {
      token: admin,
      body: { based_on_version: 1, title: 'Anaesthesia consent', body: 'A longer text.', requirement: 'when_plan_needs' },
    });
    expect(edited.body.data.version).toBe(2);
    forms.anaesthesia_procedure = edited.body.data;
    const after = (await consents(visitId)).find((row) => row.form.id === forms.anaesthesia_procedure.id);
    expect(after).toMatchObject({ state: 'signed', form: { version: 2 }, signature: { form_version: 1, form_body: 'I agree to anaesthesia consent.', hash_verified: true } });

    // Withdrawn, with a reason: audited before and after; the gate refuses again.
    const noReason = await harness.call('POST', `/consent-signatures/${signature.id}/withdraw`, { token: vet, body: { reason: ' ' } });
    expect(noReason.body.errors).toEqual([{ path: 'reason', message: 'Please enter the reason for withdrawing the consent.' }]);
    expect((await harness.call('POST', `/consent-signatures/${signature.id}/withdraw`, { token: other, body: { reason: 'Mine' } })).status).toBe(404);
    expect((await harness.call('POST', `/consent-signatures/${signature.id}/withdraw`, { token: reader, body: { reason: 'No' } })).status).toBe(403);
    const withdrawn = await harness.call('POST', `/consent-signatures/${signature.id}/withdraw`, { token: vet, body: { reason: 'Owner wants a second opinion.' } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ withdraw_reason: 'Owner wants a second opinion.', withdrawn_by_name: 'Vera Vet' });
    expect((await harness.call('POST', `/consent-signatures/${signature.id}/withdraw`, { token: vet, body: { reason: 'Again' } })).body.message).toBe('This consent has already been withdrawn.');
    const [audit] = await harness.db.query<{ action: string; detail: any }>(`SELECT action, detail FROM main.audit_log WHERE target_id = $1 AND action = 'consent.withdrawn'`, [signature.id]);
    expect(audit!.detail).toMatchObject({ before: { state: 'signed', withdrawn_at: null }, after: { state: 'withdrawn', reason: 'Owner wants a second opinion.' } });
    expect((await consents(visitId)).find((row) => row.form.id === forms.anaesthesia_procedure.id)!.state).toBe('withdrawn');
    expect((await finish(visitId)).body.message).toBe('Consent required before finalizing: Anaesthesia consent.');

    // Signed again, on the current version (the one on screen).
    expect((await signConsent(visitId, forms.anaesthesia_procedure.id, { form_version: 1 })).body.message).toBe('The consent form changed since it was shown. Review it and try again.');
    const again = await signConsent(visitId, forms.anaesthesia_procedure.id, { form_version: 2 });
    expect(again.body.data).toMatchObject({ form_version: 2, text_sha256: forms.anaesthesia_procedure.text_sha256 });
    const finished = await finish(visitId);
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
  });

  it('refuses the SOAP canvas finalize with the message naming what is missing', async () => {
    await seedSoapTemplatesDemo(harness.db, [clinic]);
    const templateCode = (await harness.call('GET', '/soap-templates', { token: vet })).body.data[0].code;
    const visitId = await newVisit();
    await planWith(visitId, [catalogue.procedure!]);
    const canvas = await harness.call('POST', `/visits/${visitId}/soap-canvas`, { token: vet, body: { template_code: templateCode, data: { final_soap: '## Subjective\nWell.', prompt: '' } } });
    expect(canvas.status, JSON.stringify(canvas.body)).toBe(201);
    const finalize = await harness.call('POST', `/visits/${visitId}/soap-canvas/finalize`, { token: vet, body: { based_on_version: canvas.body.data.version } });
    expect(finalize.status).toBe(409);
    expect(finalize.body.message).toBe('Consent required before finalizing: Anaesthesia consent, Treatment estimate consent.');
  });

  it('lists a form staff added by hand and one the clinic always requires; a declined consent still blocks', async () => {
    const visitId = await newVisit();
    await planWith(visitId, [catalogue.exam!]);
    expect(await consents(visitId)).toEqual([]);
    const added = await harness.call('POST', `/visits/${visitId}/consents`, { token: vet, body: { form_id: forms.ai_recording.id } });
    expect(added.status).toBe(201);
    expect(added.body.data.map((row: any) => [row.form.title, row.reasons])).toEqual([['AI recording consent', ['added_by_hand']]]);
    expect((await harness.call('POST', `/visits/${visitId}/consents`, { token: vet, body: { form_id: forms.ai_recording.id } })).body.message).toBe('This consent form is already on the visit.');
    expect((await harness.call('POST', `/visits/${visitId}/consents`, { token: reader, body: { form_id: forms.ai_recording.id } })).status).toBe(403);

    const declined = await signConsent(visitId, forms.ai_recording.id, { declined: true, decline_reason: 'No recordings, please.' });
    expect(declined.body.data).toMatchObject({ declined: true, decline_reason: 'No recordings, please.' });
    expect((await consents(visitId))[0].state).toBe('declined');
    expect((await finish(visitId)).body.message).toBe('Consent required before finalizing: AI recording consent.');
    expect((await harness.call('POST', `/consent-signatures/${declined.body.data.id}/withdraw`, { token: vet, body: { reason: 'x' } })).body.message).toBe('A declined consent cannot be withdrawn.');

    const always = await harness.call('POST', '/consent-forms', { token: admin, body: { kind: 'ai_recording', title: 'Clinic recording notice', body: 'We record.', requirement: 'always' } });
    expect((await consents(visitId)).map((row) => [row.form.title, row.reasons])).toEqual([
      ['AI recording consent', ['added_by_hand']],
      ['Clinic recording notice', ['always_required']],
    ]);
    // Archived, it is no longer required (where it was not added by hand).
    await harness.call('PUT', `/consent-forms/${always.body.data.id}`, { token: admin, body: { based_on_version: 1, title: 'Clinic recording notice', body: 'We record.', requirement: 'always', archived: true } });
    expect((await consents(visitId)).map((row) => row.form.title)).toEqual(['AI recording consent']);
  });

  it('is signed through the e-mailed link, bound to the version sent', async () => {
    const visitId = await newVisit();
    await harness.call('POST', `/visits/${visitId}/consents`, { token: vet, body: { form_id: forms.ai_recording.id } });
    const email = `consent-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await harness.call('POST', `/visits/${visitId}/consents/${forms.ai_recording.id}/send`, { token: vet, body: { email, header: HEADER } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [mail] = await listOutbox(harness.db, { to: email, limit: 1 });
    expect(mail!.subject).toBe('AI recording consent for Mochi from Consent Test Clinic');
    const token = mail!.links.find((link) => link.includes('/consent/'))!.split('/consent/')[1]!;
    expect((await consents(visitId))[0]).toMatchObject({ state: 'required', sent_to: email });

    const page = await harness.call('GET', `/consent-link?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ clinic: { name: 'Consent Test Clinic' }, pet_name: 'Mochi', parent_name: 'Olive Park', form: { title: 'AI recording consent', version: 1 }, signature: null });
    expect((await harness.call('GET', '/consent-link?token=nope')).body.message).toBe('This link is not valid.');

    const signBody = { token, form_version: 1, signer_name: 'Olive Park', signature_png: SIGNATURE };
    const signed = await harness.call('POST', '/consent-link/sign', { body: signBody, headers: { 'user-agent': 'PetParentBrowser/1.0' } });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    expect(signed.body.data).toMatchObject({ channel: 'link', signer_name: 'Olive Park', signed_by_name: null, hash_verified: true });
    expect((await harness.call('GET', `/consent-link?token=${token}`)).body.data.signature.id).toBe(signed.body.data.id);
    expect((await harness.call('POST', '/consent-link/sign', { body: signBody })).body.message).toBe('This consent has already been signed.');
    const [row] = await harness.db.query<{ signed_user_agent: string }>(`SELECT signed_user_agent FROM main.consent_signatures WHERE id = $1`, [signed.body.data.id]);
    expect(row!.signed_user_agent).toBe('PetParentBrowser/1.0');

    await harness.db.query(`UPDATE main.consent_links SET expires_at = now() - interval '1 minute' WHERE visit_id = $1`, [visitId]);
    const expired = await harness.call('GET', `/consent-link?token=${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('Token has Expired.');
  });

  it('answers a retried signature from its first answer (Idempotency-Key): one signature', async () => {
    const visitId = await newVisit();
    const key = `consent-${randomUUID()}`;
    const first = await signConsent(visitId, forms.ai_recording.id, {}, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const retry = await signConsent(visitId, forms.ai_recording.id, {}, { 'idempotency-key': key });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await harness.db.query(`SELECT id FROM main.consent_signatures WHERE visit_id = $1`, [visitId])).toHaveLength(1);
  });

  it('keeps another clinic out of a visit\'s consents', async () => {
    const visitId = await newVisit();
    expect((await harness.call('GET', `/visits/${visitId}/consents`, { token: other })).status).toBe(404);
    expect((await harness.call('GET', `/visit-consents?visit_ids=${visitId}`, { token: other })).body.data).toEqual([]);
    expect((await harness.call('POST', `/visits/${visitId}/consents`, { token: other, body: { form_id: forms.ai_recording.id } })).status).toBe(404);
    expect((await harness.call('POST', `/visits/${visitId}/consents/${forms.ai_recording.id}/sign`, { token: other, body: { form_version: 1, signer_name: 'X', signature_png: SIGNATURE } })).status).toBe(404);
    expect((await harness.call('POST', `/visits/${visitId}/consents/${forms.ai_recording.id}/send`, { token: other, body: { email: 'x@example.com', header: HEADER } })).status).toBe(404);
  });
});
