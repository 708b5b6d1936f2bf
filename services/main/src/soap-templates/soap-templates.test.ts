// SOAP templates against the real main service and database (PLAN-19 decisions 1, 2, 8):
// create (idempotent), list with status, search on name or description (any case), ids and codes,
// newest updated first; update with the version guard; status; soft delete; the spec's validation
// texts and content limits; the audit rows; another clinic kept out of every route.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateIdempotency } from '@vetchart/platform/idempotency';
import { startMainHarness, type MainHarness } from '../testing.ts';

let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-TP-${randomUUID().slice(0, 6)}` };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-TPO-${randomUUID().slice(0, 6)}` };
let member: string;
let colleague: string;
let other: string;

const CONTENT = [
  { section: 'Subjective', value: 'History: H1, Complaint: C1', fields: [{ name: 'Chief complaint', hint: 'Why the pet came in' }] },
  { section: 'Plan', value: '' },
];

async function seedClinic(scope: typeof clinic) {
  await harness.db.query(`INSERT INTO auth.organizations (id, organization_code, name, plan_code) VALUES ($1, $2, 'Template Org', 'basic')`, [scope.organizationId, `ORG-${scope.clinicCode}`]);
  await harness.db.query(`INSERT INTO auth.clinics (id, organization_id, clinic_code, name, tax_rate) VALUES ($1, $2, $3, 'Template Clinic', NULL)`, [scope.clinicId, scope.organizationId, scope.clinicCode]);
}

async function create(body: Record<string, unknown>, token = member) {
  return harness.call('POST', '/soap-templates', { token, body });
}

beforeAll(async () => {
  harness = await startMainHarness();
  await migrateIdempotency(harness.db);
  await seedClinic(clinic);
  await seedClinic(otherClinic);
  // Any signed-in clinic member may write templates (decision 8): no permissions at all here.
  member = await harness.tokenFor({ ...clinic, fullName: 'Mia Member', roleName: 'Receptionist', isClientAdmin: false, permissions: [] });
  colleague = await harness.tokenFor({ ...clinic, fullName: 'Cole Colleague', roleName: 'Technician', isClientAdmin: false, permissions: [] });
  other = await harness.tokenFor({ ...otherClinic, fullName: 'Otto Other', isClientAdmin: true, permissions: [] });
}, 90_000);
afterAll(async () => harness?.close());

describe('SOAP templates', () => {
  it('creates a template once per Idempotency-Key, with a TPL- code, active by default, and audits it', async () => {
    const key = `tpl-${randomUUID()}`;
    const body = { name: 'Ear Recheck', description: 'Otitis follow-up visit.', content: CONTENT };
    const first = await harness.call('POST', '/soap-templates', { token: member, body, headers: { 'Idempotency-Key': key } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      name: 'Ear Recheck',
      description: 'Otitis follow-up visit.',
      status: 'active',
      version: 1,
      created_by_name: 'Mia Member',
      updated_by_name: 'Mia Member',
      content: [
        { section: 'Subjective', value: 'History: H1, Complaint: C1', fields: [{ name: 'Chief complaint', hint: 'Why the pet came in' }] },
        { section: 'Plan', value: '', fields: [] },
      ],
    });
    expect(first.body.data.code).toMatch(/^TPL-[A-Z0-9]{8}$/);
    const again = await harness.call('POST', '/soap-templates', { token: member, body, headers: { 'Idempotency-Key': key } });
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    const [{ count }] = (await harness.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM main.soap_templates WHERE clinic_id = $1 AND name = 'Ear Recheck'`, [clinic.clinicId])) as [{ count: number }];
    expect(count).toBe(1);
    const [audit] = await harness.db.query<{ detail: any }>(`SELECT detail FROM main.audit_log WHERE action = 'soap_template.created' AND target_id = $1`, [first.body.data.id]);
    expect(audit!.detail).toMatchObject({ before: null, after: { name: 'Ear Recheck', status: 'active' }, fields: ['name', 'description', 'status', 'content'] });
  });

  it('refuses bad input with the spec texts and the content limits', async () => {
    const message = async (body: Record<string, unknown>) => {
      const answer = await create(body);
      expect(answer.status).toBe(400);
      return answer.body.message;
    };
    expect(await message({ description: 'd', content: CONTENT })).toBe('Enter name');
    expect(await message({ name: '   ', description: 'd', content: CONTENT })).toBe('Enter name');
    expect(await message({ name: 'n', description: '', content: CONTENT })).toBe('Enter description');
    expect(await message({ name: 'n', description: 'd', content: [{ section: ' ', value: '' }] })).toBe('Section name cannot be empty');
    expect(await message({ name: 'n', description: 'd', content: [{ section: 'S', value: '', fields: [{ name: '', hint: '' }] }] })).toBe('Field name cannot be empty');
    expect(await message({ name: 'n', description: 'd', content: [] })).toBe('A template needs at least one section.');
    expect(await message({ name: 'n', description: 'd', content: Array.from({ length: 51 }, (_, i) => ({ section: `S${i}`, value: '' })) })).toBe('A template can have at most 50 sections.');
    expect(await message({ name: 'n', description: 'd', content: [{ section: 'S', value: '', fields: Array.from({ length: 101 }, (_, i) => ({ name: `F${i}`, hint: '' })) }] })).toBe(
      'A section can have at most 100 fields.',
    );
    expect(await message({ name: 'x'.repeat(121), description: 'd', content: CONTENT })).toBe('Names can be at most 120 characters.');
    expect(await message({ name: 'n', description: 'd', content: [{ section: 'x'.repeat(121), value: '' }] })).toBe('Names can be at most 120 characters.');
    expect(await message({ name: 'n', description: 'd', status: 'draft', content: CONTENT })).toBe("Status must be 'active' or 'inactive'.");
    // The limits themselves are allowed.
    const full = await create({ name: 'x'.repeat(120), description: 'd', content: Array.from({ length: 50 }, (_, i) => ({ section: `S${i}`, value: '', fields: Array.from({ length: 100 }, (_, j) => ({ name: `F${j}`, hint: '' })) })) });
    expect(full.status).toBe(201);
    await harness.call('DELETE', `/soap-templates/${full.body.data.code}`, { token: member });
  });

  it('lists by status, searches name or description in any case, filters ids and codes, newest updated first', async () => {
    const a = (await create({ name: 'Feline Wellness', description: 'Yearly check of a cat', content: CONTENT })).body.data;
    const b = (await create({ name: 'Canine Dental', description: 'Scaling under ANESTHESIA', status: 'inactive', content: CONTENT })).body.data;
    const c = (await create({ name: 'Anesthesia Record', description: 'Monitoring sheet', content: CONTENT })).body.data;
    const names = async (query: string) => (await harness.call('GET', `/soap-templates${query}`, { token: colleague })).body.data.map((row: any) => row.name);
    expect(await names('?status=active')).toEqual(['Anesthesia Record', 'Feline Wellness', 'Ear Recheck']);
    expect(await names('?status=inactive')).toEqual(['Canine Dental']);
    expect(await names('?q=anesthesia')).toEqual(['Anesthesia Record', 'Canine Dental']);
    expect(await names('?q=CAT')).toEqual(['Feline Wellness']);
    expect(await names('?q=%25')).toEqual([]);
    expect(await names(`?ids=${a.id},${c.id}`)).toEqual(['Anesthesia Record', 'Feline Wellness']);
    expect(await names(`?codes=${b.code}`)).toEqual(['Canine Dental']);
    // Editing one moves it to the top.
    const edited = await harness.call('PUT', `/soap-templates/${a.code}`, { token: colleague, body: { name: 'Feline Wellness', description: 'Yearly check of a cat', content: CONTENT, based_on_version: 1 } });
    expect(edited.status).toBe(200);
    expect((await names('?status=active'))[0]).toBe('Feline Wellness');
  });

  it('updates with the version guard (who changed it), switches status, soft-deletes', async () => {
    const created = (await create({ name: 'Vaccine Visit', description: 'Core vaccines', content: CONTENT })).body.data;
    const updated = await harness.call('PUT', `/soap-templates/${created.code}`, {
      token: colleague,
      body: { name: 'Vaccine Visit 2', description: 'Core vaccines', content: [{ section: 'Plan', value: 'Boosters', fields: [{ name: 'Next due', hint: '' }] }], based_on_version: 1 },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Vaccine Visit 2', version: 2, created_by_name: 'Mia Member', updated_by_name: 'Cole Colleague', content: [{ section: 'Plan', fields: [{ name: 'Next due' }] }] });
    const stale = await harness.call('PUT', `/soap-templates/${created.code}`, { token: member, body: { name: 'Mine', description: 'd', content: CONTENT, based_on_version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^This note was changed by Cole Colleague at .+ UTC$/);
    expect(stale.body.details).toMatchObject({ code: 'STALE_VERSION', changed_by_name: 'Cole Colleague', current: { name: 'Vaccine Visit 2', version: 2 } });
    const [audit] = await harness.db.query<{ detail: any }>(`SELECT detail FROM main.audit_log WHERE action = 'soap_template.updated' AND target_id = $1`, [created.id]);
    expect(audit!.detail).toMatchObject({ before: { name: 'Vaccine Visit' }, after: { name: 'Vaccine Visit 2' } });
    expect(audit!.detail.fields).toEqual(expect.arrayContaining(['name']));
    expect(audit!.detail.fields).not.toContain('description');

    expect((await harness.call('PUT', '/soap-templates', { token: member, body: {} })).body.message).toBe('Template code required for update');
    expect((await harness.call('PUT', '/soap-templates', { token: member, body: {} })).status).toBe(400);
    expect((await harness.call('PUT', `/soap-templates/${created.code}`, { token: member, body: { name: 'n', description: 'd', content: CONTENT } })).body.message).toBe('based_on_version is required.');
    expect((await harness.call('PUT', '/soap-templates/TPL-NOPE0000', { token: member, body: { name: 'n', description: 'd', content: CONTENT, based_on_version: 1 } })).status).toBe(404);

    const status = await harness.call('PUT', `/soap-templates/${created.code}/status`, { token: member, body: { status: 'inactive' } });
    expect(status.body.data).toMatchObject({ status: 'inactive', version: 3 });
    expect((await harness.call('PUT', `/soap-templates/${created.code}/status`, { token: member, body: { status: 'draft' } })).status).toBe(400);
    // The table holds the spec's statuses only (014's CHECK, re-asserted by 015).
    await expect(harness.db.query(`UPDATE main.soap_templates SET status = 'draft' WHERE id = $1`, [created.id])).rejects.toThrow();
    expect((await harness.call('PUT', '/soap-templates/TPL-NOPE0000/status', { token: member, body: { status: 'active' } })).status).toBe(404);

    expect((await harness.call('DELETE', `/soap-templates/${created.code}`, { token: member })).status).toBe(204);
    expect((await harness.call('DELETE', `/soap-templates/${created.code}`, { token: member })).status).toBe(404);
    expect((await harness.call('GET', `/soap-templates?codes=${created.code}`, { token: member })).body.data).toEqual([]);
    const [row] = await harness.db.query<{ deleted_at: Date | null }>(`SELECT deleted_at FROM main.soap_templates WHERE id = $1`, [created.id]);
    expect(row!.deleted_at).not.toBeNull();
  });

  it('keeps another clinic out of every route', async () => {
    const mine = (await create({ name: 'Private', description: 'Ours only', content: CONTENT })).body.data;
    expect((await harness.call('GET', '/soap-templates', { token: other })).body.data).toEqual([]);
    expect((await harness.call('GET', `/soap-templates?codes=${mine.code}&ids=${mine.id}`, { token: other })).body.data).toEqual([]);
    const calls: [string, string, unknown][] = [
      ['PUT', `/soap-templates/${mine.code}`, { name: 'n', description: 'd', content: CONTENT, based_on_version: 1 }],
      ['PUT', `/soap-templates/${mine.code}/status`, { status: 'inactive' }],
      ['DELETE', `/soap-templates/${mine.code}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const answer = await harness.call(method, path, { token: other, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    const [row] = await harness.db.query<{ name: string; status: string; deleted_at: Date | null }>(`SELECT name, status, deleted_at FROM main.soap_templates WHERE id = $1`, [mine.id]);
    expect(row).toMatchObject({ name: 'Private', status: 'active', deleted_at: null });
    expect((await harness.call('GET', '/soap-templates')).status).toBe(401);
  });
});
