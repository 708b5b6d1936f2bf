// Follow-up reminders against the real main service (and the inventory and auth services it
// prices plans with): which reminders are due, exactly once under two concurrent runs, the end on
// signed, declined, expired and staff's stop, the recipient's mail limit, the clinic's setting,
// and another clinic kept out.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailChecks } from '@vetchart/platform/mail-limits';
import { createOutboxMailer, listOutbox, migrateOutbox } from '@vetchart/platform/mailer';
import { consumeAll, resetLimits, limitKey } from '@vetchart/platform/rate-limit';
import type { ServiceDeps } from '@vetchart/platform/service';
import { testConfig } from '@vetchart/platform/testing';
import { migrateIdempotency } from '@vetchart/platform/idempotency';
import { pngDataUri, startMainHarness, type MainHarness } from '../testing.ts';
import { runFollowUps } from './follow-up-task.ts';

let harness: MainHarness;
let deps: ServiceDeps;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-FU-${randomUUID().slice(0, 6)}` };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-FUO-${randomUUID().slice(0, 6)}` };
let vet: string;
let admin: string;
let reader: string;
let other: string;
let petId: string;
let serviceId: string;

const HEADER = {
  clinic: { name: 'Follow Up Clinic', logo_url: '', city: 'Austin', state: 'TX', zip: '78701', phone: '5125550100', email: 'front@followup.test' },
  party: { pet_name: 'Biscuit', species: 'Canine', breed: 'Beagle', parent_name: 'Pat Doe', address_line1: '1 Oak St', city: 'Austin', state: 'TX', zip: '78701' },
};

async function seedClinic(scope: typeof clinic) {
  await harness.db.query(`INSERT INTO auth.organizations (id, organization_code, name, plan_code) VALUES ($1, $2, 'Follow Up Org', 'basic')`, [scope.organizationId, `ORG-${scope.clinicCode}`]);
  await harness.db.query(`INSERT INTO auth.clinics (id, organization_id, clinic_code, name, tax_rate) VALUES ($1, $2, $3, 'Follow Up Clinic', NULL)`, [scope.clinicId, scope.organizationId, scope.clinicCode]);
}

beforeAll(async () => {
  harness = await startMainHarness();
  await migrateOutbox(harness.db);
  await migrateIdempotency(harness.db);
  await seedClinic(clinic);
  await seedClinic(otherClinic);
  deps = { db: harness.db, keys: harness.keys, mailer: createOutboxMailer(harness.db), config: testConfig({ mailLimitPerRecipient: 5 }) };
  vet = await harness.tokenFor({ ...clinic, isClientAdmin: false, fullName: 'Vera Vet', permissions: ['Add new Pet', 'Add Visit', 'Modify Knowledge Base'] });
  admin = await harness.tokenFor({ ...clinic, isClientAdmin: true, permissions: ['Add Visit'] });
  reader = await harness.tokenFor({ ...clinic, isClientAdmin: false, permissions: [] });
  other = await harness.tokenFor({ ...otherClinic, isClientAdmin: true, permissions: ['Add Visit'] });
  const created = await fetch(`${harness.upstreams.inventory}/services`, {
    method: 'POST',
    headers: { authorization: `Bearer ${vet}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Dental Cleaning', cost: '240.00', tax: false, description: 'Cleaning.' }),
  });
  expect(created.status).toBe(201);
  serviceId = ((await created.json()) as { id: string }).id;
  const parent = await harness.call('POST', '/pet-parents', { token: vet, body: { first_name: 'Pat', last_name: 'Doe', phone_number: '5125550177', email: 'pat.doe@example.com', address: { addressLine1: '1 Oak St', city: 'Austin', state: 'TX', zip: '78701' } } });
  const pet = await harness.call('POST', '/pets', {
    token: vet,
    body: { parent_id: parent.body.id, name: 'Biscuit', breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Tan', date_of_birth: '03/04/2020', weight: 12, problems: [] },
  });
  expect(pet.status, JSON.stringify(pet.body)).toBe(201);
  petId = pet.body.id;
}, 60_000);
afterAll(async () => harness?.close());

/** A visit with a plan whose estimate was e-mailed to a fresh address: its follow-up and link token. */
async function sentEstimate(): Promise<{ visitId: string; email: string; followUpId: string; token: string }> {
  const visit = await harness.call('POST', '/visits', { token: vet, body: { pet_id: petId } });
  const visitId = visit.body.data.id;
  const plan = await harness.call('POST', `/visits/${visitId}/treatment-plan`, { token: vet, body: { is_client_at_clinic: false, items: [{ kind: 'SERVICE', catalogue_id: serviceId, quantity: 1, removed: false, approved: true }] } });
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  const email = `parent.${randomUUID().slice(0, 8)}@example.com`;
  const sent = await harness.call('POST', `/visits/${visitId}/treatment-plan/send`, { token: vet, body: { email, header: HEADER } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const [mail] = await listOutbox(harness.db, { to: email, limit: 1 });
  const token = mail!.links.find((link) => link.includes('/treatment-plan-estimate/'))!.split('/treatment-plan-estimate/')[1]!;
  const [followUp] = await harness.db.query<{ id: string }>(`SELECT id FROM main.follow_ups WHERE visit_id = $1`, [visitId]);
  return { visitId, email, followUpId: followUp!.id, token };
}

/** As if `days` had passed since the link was sent: every time of the follow-up and its links moves back. */
async function age(followUpId: string, days: number) {
  const minutes = Math.round(days * 24 * 60);
  const [row] = await harness.db.query<{ subject_id: string }>(
    `UPDATE main.follow_ups SET sent_at = sent_at - make_interval(mins => $2::int), expires_at = expires_at - make_interval(mins => $2::int),
            last_reminder_at = last_reminder_at - make_interval(mins => $2::int) WHERE id = $1 RETURNING subject_id`,
    [followUpId, minutes],
  );
  await harness.db.query(`UPDATE main.treatment_plan_links SET expires_at = expires_at - make_interval(mins => $2::int) WHERE id = $1 OR reminder_of = $1`, [row!.subject_id, minutes]);
}

const reminders = (email: string) => listOutbox(harness.db, { to: email }).then((mails) => mails.filter((mail) => mail.subject.startsWith('Reminder:')));
const view = async (visitId: string, token = vet) => (await harness.call('GET', `/follow-ups?visit_ids=${visitId}`, { token })).body.data;
const stoppedReason = async (id: string) => (await harness.db.query<{ stopped_reason: string | null }>(`SELECT stopped_reason FROM main.follow_ups WHERE id = $1`, [id]))[0]!.stopped_reason;

describe('estimate follow-ups', () => {
  it('sends a reminder only once the interval has passed, with a working copy of the link that ends when it does', async () => {
    const { visitId, email, followUpId } = await sentEstimate();
    const [started] = await view(visitId);
    expect(started).toMatchObject({ kind: 'estimate', email, reminders_sent: 0, planned_reminders: 3, stopped_at: null });
    expect(Date.parse(started.next_reminder_at) - Date.parse(started.sent_at)).toBe(2 * 24 * 3600 * 1000);

    await age(followUpId, 1.9);
    await runFollowUps(deps);
    expect(await reminders(email)).toHaveLength(0);

    await age(followUpId, 0.2);
    await runFollowUps(deps);
    const [mail] = await reminders(email);
    expect(mail!.subject).toBe('Reminder: treatment plan for Biscuit from Follow Up Clinic');
    expect(mail!.text_body).toContain('Hello Pat Doe,');
    expect(mail!.text_body).toContain('This is reminder 1 of 3');
    const token = mail!.links.find((link) => link.includes('/treatment-plan-estimate/'))!.split('/treatment-plan-estimate/')[1]!;
    const page = await harness.call('GET', `/treatment-plan-estimate?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.body.data.party.pet_name).toBe('Biscuit');
    const links = await harness.db.query<{ expires_at: Date; reminder_of: string | null }>(`SELECT expires_at, reminder_of FROM main.treatment_plan_links WHERE visit_id = $1 ORDER BY created_at`, [visitId]);
    expect(links).toHaveLength(2);
    expect(links[1]!.expires_at.getTime()).toBe(links[0]!.expires_at.getTime());
    expect(links[1]!.reminder_of).not.toBeNull();

    const [after] = await view(visitId);
    expect(after).toMatchObject({ reminders_sent: 1, planned_reminders: 3 });
    expect(Date.parse(after.next_reminder_at) - Date.parse(after.last_reminder_at)).toBe(2 * 24 * 3600 * 1000);
    await runFollowUps(deps);
    expect(await reminders(email)).toHaveLength(1);
    const audit = await harness.db.query<{ action: string; actor_user_id: string | null; detail: any }>(`SELECT action, actor_user_id, detail FROM main.audit_log WHERE target_id = $1`, [followUpId]);
    expect(audit).toEqual([expect.objectContaining({ action: 'follow_up.reminder_sent', actor_user_id: null, detail: expect.objectContaining({ number: 1, email }) })]);
  });

  it('sends each due reminder exactly once when two runs race', async () => {
    const { email, followUpId } = await sentEstimate();
    await age(followUpId, 2.1);
    const [first, second] = await Promise.all([runFollowUps(deps), runFollowUps(deps)]);
    expect(first.sent + second.sent).toBe(1);
    expect(await reminders(email)).toHaveLength(1);
    expect(await harness.db.query(`SELECT number FROM main.follow_up_reminders WHERE follow_up_id = $1`, [followUpId])).toEqual([{ number: 1 }]);
  });

  it('stops once the estimate is signed, declined or expired, or the plan changed', async () => {
    const signed = await sentEstimate();
    const approve = await harness.call('POST', '/treatment-plan-estimate/approve', { body: { token: signed.token, plan_version: 1, signature_png: pngDataUri(), decisions: [] } });
    expect(approve.status, JSON.stringify(approve.body)).toBe(201);
    const declined = await sentEstimate();
    const decline = await harness.call('POST', `/visits/${declined.visitId}/treatment-plan/sign`, {
      token: vet,
      body: { plan_version: 1, signer_name: 'Pat Doe', signature_png: pngDataUri(), decisions: [], decline_reason: 'Not now.', header: HEADER },
    });
    expect(decline.status, JSON.stringify(decline.body)).toBe(201);
    const expired = await sentEstimate();
    await harness.db.query(`UPDATE main.follow_ups SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.followUpId]);
    const changed = await sentEstimate();
    const edit = await harness.call('PUT', `/visits/${changed.visitId}/treatment-plan`, {
      token: vet,
      body: { based_on_version: 1, is_client_at_clinic: false, items: [{ kind: 'SERVICE', catalogue_id: serviceId, quantity: 2, removed: false, approved: true }] },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    for (const estimate of [signed, declined, expired, changed]) await age(estimate.followUpId, 3);
    await runFollowUps(deps);
    expect(await stoppedReason(changed.followUpId)).toBe('closed');
    for (const estimate of [signed, declined, expired, changed]) expect(await reminders(estimate.email)).toHaveLength(0);
    expect(await stoppedReason(signed.followUpId)).toBe('signed');
    expect(await stoppedReason(declined.followUpId)).toBe('declined');
    expect(await stoppedReason(expired.followUpId)).toBe('expired');
    expect((await view(signed.visitId))[0]).toMatchObject({ stopped_reason: 'signed', next_reminder_at: null, planned_reminders: 0 });
  });

  it("stops when staff stop it (audited, once), and only staff who chart visits may", async () => {
    const { visitId, email, followUpId } = await sentEstimate();
    expect((await harness.call('POST', `/follow-ups/${followUpId}/stop`, { token: reader })).status).toBe(403);
    const stopped = await harness.call('POST', `/follow-ups/${followUpId}/stop`, { token: vet });
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toMatchObject({ stopped_reason: 'staff', next_reminder_at: null });
    expect((await harness.call('POST', `/follow-ups/${followUpId}/stop`, { token: vet })).body.data.stopped_at).toBe(stopped.body.data.stopped_at);
    const audit = await harness.db.query<{ action: string; detail: any }>(`SELECT action, detail FROM main.audit_log WHERE target_id = $1`, [followUpId]);
    expect(audit).toEqual([expect.objectContaining({ action: 'follow_up.stopped', detail: expect.objectContaining({ visit_id: visitId, after: { stopped_reason: 'staff' } }) })]);
    await age(followUpId, 3);
    await runFollowUps(deps);
    expect(await reminders(email)).toHaveLength(0);
  });

  it("holds a reminder the recipient's mail limit refuses and sends it on a later run", async () => {
    const { email, followUpId } = await sentEstimate();
    const limited = { ...deps, config: testConfig({ mailLimitPerRecipient: 1 }) };
    await consumeAll(harness.db, mailChecks(limited.config, 'follow-up', { to: email }));
    await age(followUpId, 2.1);
    expect(await runFollowUps(limited)).toMatchObject({ held: 1 });
    expect(await reminders(email)).toHaveLength(0);
    expect(await harness.db.query(`SELECT 1 FROM main.follow_up_reminders WHERE follow_up_id = $1`, [followUpId])).toEqual([]);
    await resetLimits(harness.db, limitKey('mail-follow-up-to', email));
    expect(await runFollowUps(limited)).toMatchObject({ sent: 1 });
    expect(await reminders(email)).toHaveLength(1);
  });

  it("follows the clinic's setting: off sends none, and the interval is the clinic's; only client admins change it", async () => {
    expect((await harness.call('GET', '/follow-up-settings', { token: reader })).body.data).toEqual({ clinic_code: clinic.clinicCode, enabled: true, interval_days: 2, updated_at: null });
    expect((await harness.call('POST', '/follow-up-settings', { token: vet, body: { enabled: false, interval_days: 2 } })).status).toBe(403);
    const invalid = await harness.call('POST', '/follow-up-settings', { token: admin, body: { enabled: true, interval_days: 0 } });
    expect(invalid.body.errors).toContainEqual({ path: 'interval_days', message: 'Please enter a number of days between 1 and 14.' });
    const { visitId, email, followUpId } = await sentEstimate();
    expect((await harness.call('POST', '/follow-up-settings', { token: admin, body: { enabled: false, interval_days: 3 } })).body.data).toMatchObject({ enabled: false, interval_days: 3 });
    await age(followUpId, 3.1);
    await runFollowUps(deps);
    expect(await reminders(email)).toHaveLength(0);
    expect((await view(visitId))[0]).toMatchObject({ next_reminder_at: null, planned_reminders: 0 });
    await harness.call('POST', '/follow-up-settings', { token: admin, body: { enabled: true, interval_days: 3 } });
    await runFollowUps(deps);
    expect(await reminders(email)).toHaveLength(1);
    expect((await view(visitId))[0]).toMatchObject({ reminders_sent: 1, planned_reminders: 2 });
    expect((await harness.db.query<{ action: string }>(`SELECT action FROM main.audit_log WHERE target_id = $1 AND action = 'follow_up_settings.saved'`, [clinic.clinicId])).length).toBe(2);
    await harness.call('POST', '/follow-up-settings', { token: admin, body: { enabled: true, interval_days: 2 } });
  });

  it("keeps another clinic out: its follow-ups, its stop and its setting", async () => {
    const { visitId, followUpId } = await sentEstimate();
    expect(await view(visitId, other)).toEqual([]);
    expect((await harness.call('GET', `/follow-ups?ids=${followUpId}`, { token: other })).body.data).toEqual([]);
    expect((await harness.call('POST', `/follow-ups/${followUpId}/stop`, { token: other })).status).toBe(404);
    expect(await stoppedReason(followUpId)).toBeNull();
    await harness.call('POST', '/follow-up-settings', { token: other, body: { enabled: false, interval_days: 5 } });
    expect((await harness.call('GET', '/follow-up-settings', { token: vet })).body.data).toMatchObject({ enabled: true, interval_days: 2 });
  });
});

describe('consent follow-ups', () => {
  it("reminds of an e-mailed consent form with a working copy of its link, beside the consent, until it is signed", async () => {
    const form = await harness.call('POST', '/consent-forms', { token: admin, body: { kind: 'anaesthesia_procedure', title: `Anaesthesia consent ${randomUUID().slice(0, 4)}`, body: 'I agree to general anaesthesia for my pet.' } });
    expect(form.status, JSON.stringify(form.body)).toBe(201);
    const formId = form.body.data.id;
    const visit = await harness.call('POST', '/visits', { token: vet, body: { pet_id: petId } });
    const visitId = visit.body.data.id;
    const email = `consent.${randomUUID().slice(0, 8)}@example.com`;
    const sent = await harness.call('POST', `/visits/${visitId}/consents/${formId}/send`, { token: vet, body: { email, header: HEADER } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [followUp] = (await view(visitId)).filter((row: any) => row.kind === 'consent');
    expect(followUp).toMatchObject({ kind: 'consent', email, reminders_sent: 0, stopped_at: null });
    const [listed] = (await harness.call('GET', `/visits/${visitId}/consents`, { token: vet })).body.data;
    expect(listed.sent_link_id).toBe(followUp.subject_id);

    await harness.db.query(`UPDATE main.consent_links SET expires_at = expires_at - interval '2 days 1 hour' WHERE id = $1`, [followUp.subject_id]);
    await age(followUp.id, 2 + 1 / 24);
    await runFollowUps(deps);
    await runFollowUps(deps);
    const mails = await reminders(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Reminder: ${form.body.data.title} for Biscuit from Follow Up Clinic`);
    expect(mails[0]!.text_body).toContain('This is reminder 1 of');
    const token = mails[0]!.links.find((link) => link.includes('/consent/'))!.split('/consent/')[1]!;
    // The copy shows the same form version, and expires with the first link.
    const page = await harness.call('GET', `/consent-link?token=${token}`);
    expect(page.body.data).toMatchObject({ form: { id: expect.any(String), version: 1 } });
    const [copy] = await harness.db.query<{ same_expiry: boolean }>(
      `SELECT c.expires_at = l.expires_at AS same_expiry FROM main.consent_links c JOIN main.consent_links l ON l.id = c.reminder_of WHERE l.id = $1`,
      [followUp.subject_id],
    );
    expect(copy).toEqual({ same_expiry: true });
    // The panel still names the link staff sent, not the reminder's copy.
    expect((await harness.call('GET', `/visits/${visitId}/consents`, { token: vet })).body.data[0].sent_link_id).toBe(followUp.subject_id);

    const signed = await harness.call('POST', '/consent-link/sign', { body: { token, form_version: 1, signer_name: 'Pat Doe', signature_png: pngDataUri() } });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    await age(followUp.id, 2.1);
    await runFollowUps(deps);
    expect(await stoppedReason(followUp.id)).toBe('signed');
    expect(await reminders(email)).toHaveLength(1);
    // Another clinic sees none of it.
    expect(await view(visitId, other)).toEqual([]);
  });
});
