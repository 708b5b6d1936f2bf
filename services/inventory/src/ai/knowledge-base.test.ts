// HTTP tests of the AI knowledge base (/ai/embed) and the clinic's AI settings: the spec's
// messages and limits, super admin only (refused before validation), another clinic's entries
// never visible or editable, paging and ?ids=, audit entries; settings created on, toggled, audited.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInventoryHarness, type InventoryHarness } from '../lookups/testing.ts';

let harness: InventoryHarness;
const clinicA = { clinicId: randomUUID(), organizationId: randomUUID(), clinicCode: 'CLN-A' };
const clinicB = { clinicId: randomUUID(), organizationId: randomUUID(), clinicCode: 'CLN-B' };
let superA: string;
let superB: string;
let clientAdminA: string;
let vetA: string;
let readerA: string;

beforeAll(async () => {
  harness = await startInventoryHarness();
  superA = await harness.token({ ...clinicA, isSuperAdmin: true });
  superB = await harness.token({ ...clinicB, isSuperAdmin: true });
  clientAdminA = await harness.token({ ...clinicA, isClientAdmin: true, permissions: ['Modify Knowledge Base', 'Add Visit'] });
  vetA = await harness.token({ ...clinicA, roleName: 'veterinarian', permissions: ['Add Visit'] });
  readerA = await harness.token({ ...clinicA, roleName: 'receptionist', permissions: ['Add new Pet'] });
});
afterAll(async () => harness?.close());

async function auditCount(targetId: string) {
  const [row] = await harness.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM inventory.audit_log WHERE target_id = $1`, [targetId]);
  return row!.n;
}

describe('AI knowledge base', () => {
  it("gives the spec's messages and limits on create and edit", async () => {
    const blank = await harness.call('POST', '/ai/embed', { token: superA, body: { content: '  ', text: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([
      { path: 'content', message: 'Please enter search content' },
      { path: 'text', message: 'Please enter recommendation text' },
    ]);
    const missing = await harness.call('POST', '/ai/embed', { token: superA, body: {} });
    expect(missing.body.errors.map((error: { message: string }) => error.message)).toEqual(['Please enter search content', 'Please enter recommendation text']);
    const long = await harness.call('POST', '/ai/embed', { token: superA, body: { content: 'x'.repeat(2001), text: 'y'.repeat(2001) } });
    expect(long.body.errors).toEqual([
      { path: 'content', message: 'Search content must be at most 2000 characters.' },
      { path: 'text', message: 'Recommendation text must be at most 2000 characters.' },
    ]);
    const atLimit = await harness.call('POST', '/ai/embed', { token: superA, body: { content: 'x'.repeat(2000), text: 'y'.repeat(2000) } });
    expect(atLimit.status).toBe(201);

    const created = await harness.call('POST', '/ai/embed', { token: superA, body: { content: ' Chronic vomiting in cats ', text: 'Run a fecal flotation and offer Cerenia.' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ content: 'Chronic vomiting in cats', text: 'Run a fecal flotation and offer Cerenia.', clinic_code: 'CLN-A' });
    const id = created.body.data.id;

    const blankEdit = await harness.call('PATCH', `/ai/embed/${id}`, { token: superA, body: { text: ' ' } });
    expect(blankEdit.status).toBe(400);
    expect(blankEdit.body.errors).toEqual([{ path: 'text', message: 'Please enter text' }]);
    const blankContent = await harness.call('PATCH', `/ai/embed/${id}`, { token: superA, body: { content: '' } });
    expect(blankContent.body.errors).toEqual([{ path: 'content', message: 'Please enter search content' }]);

    const edited = await harness.call('PATCH', `/ai/embed/${id}`, { token: superA, body: { text: 'Run a fecal flotation.' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id, content: 'Chronic vomiting in cats', text: 'Run a fecal flotation.' });
    expect(new Date(edited.body.data.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(created.body.data.updated_at).getTime());

    expect((await harness.call('DELETE', `/ai/embed/${id}`, { token: superA })).status).toBe(204);
    expect((await harness.call('DELETE', `/ai/embed/${id}`, { token: superA })).status).toBe(404);
    expect((await harness.call('PATCH', `/ai/embed/${id}`, { token: superA, body: { text: 'again' } })).status).toBe(404);
    expect(await auditCount(id)).toBe(3);
    const actions = await harness.db.query<{ action: string }>(`SELECT action FROM inventory.audit_log WHERE target_id = $1 ORDER BY id`, [id]);
    expect(actions.map((row) => row.action)).toEqual(['ai_knowledge_entry.created', 'ai_knowledge_entry.updated', 'ai_knowledge_entry.deleted']);
  });

  it('is for super admins only, refused before the body is read', async () => {
    for (const token of [clientAdminA, vetA, readerA]) {
      expect((await harness.call('GET', '/ai/embed', { token })).status).toBe(403);
      const create = await harness.call('POST', '/ai/embed', { token, body: {} });
      expect(create.status).toBe(403);
      expect(create.body.errors).toEqual([]);
    }
    expect((await harness.call('GET', '/ai/embed')).status).toBe(401);
  });

  it("lists the clinic's own entries newest first, paged, searched and by ids; another clinic's are never visible or editable", async () => {
    const mine: string[] = [];
    for (const index of [1, 2, 3]) {
      const created = await harness.call('POST', '/ai/embed', { token: superA, body: { content: `Paging entry ${index}`, text: `Recommendation ${index}` } });
      mine.push(created.body.data.id);
    }
    const theirs = await harness.call('POST', '/ai/embed', { token: superB, body: { content: 'Paging entry of clinic B', text: 'Secret advice' } });
    const theirId = theirs.body.data.id;

    const page = await harness.call('GET', '/ai/embed?q=paging&limit=2&page=1', { token: superA });
    expect(page.body.meta).toEqual({ page: 1, limit: 2, offset: 0, total: 3 });
    expect(page.body.data.map((row: { id: string }) => row.id)).toEqual([mine[2], mine[1]]);
    expect(Object.keys(page.body.data[0]).sort()).toEqual(['clinic_code', 'content', 'created_at', 'id', 'text', 'updated_at']);
    const second = await harness.call('GET', '/ai/embed?q=paging&limit=2&page=2', { token: superA });
    expect(second.body.data.map((row: { id: string }) => row.id)).toEqual([mine[0]]);

    const byIds = await harness.call('GET', `/ai/embed?ids=${mine[0]},${theirId},not-a-uuid`, { token: superA });
    expect(byIds.body.data.map((row: { id: string }) => row.id)).toEqual([mine[0]]);
    const secret = await harness.call('GET', '/ai/embed?q=secret', { token: superA });
    expect(secret.body.meta.total).toBe(0);

    expect((await harness.call('PATCH', `/ai/embed/${theirId}`, { token: superA, body: { text: 'Taken over' } })).status).toBe(404);
    expect((await harness.call('DELETE', `/ai/embed/${theirId}`, { token: superA })).status).toBe(404);
    const still = await harness.call('GET', `/ai/embed?ids=${theirId}`, { token: superB });
    expect(still.body.data).toMatchObject([{ id: theirId, text: 'Secret advice', clinic_code: 'CLN-B' }]);
  });
});

describe('AI settings', () => {
  it('creates smart recommendations on when absent, toggles with Add Visit, audits each change', async () => {
    const first = await harness.call('GET', '/ai/settings', { token: readerA });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { smart_recommendations: true } });
    const [row] = await harness.db.query<{ value: string }>(`SELECT value FROM inventory.clinic_ai_settings WHERE clinic_id = $1 AND key = 'ai_status'`, [clinicA.clinicId]);
    expect(row!.value).toBe('on');

    const refused = await harness.call('PUT', '/ai/settings', { token: readerA, body: { smart_recommendations: false } });
    expect(refused.status).toBe(403);
    const invalid = await harness.call('PUT', '/ai/settings', { token: vetA, body: { smart_recommendations: 'off' } });
    expect(invalid.status).toBe(400);

    const off = await harness.call('PUT', '/ai/settings', { token: vetA, body: { smart_recommendations: false } });
    expect(off.body).toEqual({ data: { smart_recommendations: false } });
    expect((await harness.call('GET', '/ai/settings', { token: readerA })).body.data.smart_recommendations).toBe(false);
    // Another clinic keeps its own setting (created on).
    expect((await harness.call('GET', '/ai/settings', { token: superB })).body.data.smart_recommendations).toBe(true);

    const on = await harness.call('PUT', '/ai/settings', { token: vetA, body: { smart_recommendations: true } });
    expect(on.body.data.smart_recommendations).toBe(true);
    const audit = await harness.db.query<{ action: string; detail: { value: string } }>(
      `SELECT action, detail FROM inventory.audit_log WHERE clinic_id = $1 AND target_type = 'clinic_ai_settings' ORDER BY id`,
      [clinicA.clinicId],
    );
    expect(audit.map((entry) => [entry.action, entry.detail.value])).toEqual([
      ['ai_settings.updated', 'off'],
      ['ai_settings.updated', 'on'],
    ]);
  });
});
