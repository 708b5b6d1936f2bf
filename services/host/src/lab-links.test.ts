// The lab and practice-system links as the services host hands them to the main service, over
// the real services with the demo data and the sandbox partners (they stand in for Antech and
// Covetrus, outside the product): Demo Animal Hospital starts connected to the sandbox lab with
// its orphaned results for demo pets, and to the sandbox practice with three of its patients
// synced (a note written back to one of them lands in the practice), Other Pet Clinic has neither
// a lab nor a practice system, failures arrive as main's
// LabLinkError / PracticeLinkError, and the lab's ordering page is served on the public port
// under /lab-sandbox/ (framable by the app itself only) outside production.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LabLinkError, PracticeLinkError } from '@vetchart/main/results/links';
import { loadKeys } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { createFileStorage } from '@vetchart/platform/file-storage';
import { listen, type RunningServer } from '@vetchart/platform/service';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import { createSecretBox } from '@vetchart/thirdparty/integrations/secret-box';
import { createPartnerAdapters } from '@vetchart/thirdparty/partners/adapters';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thirdpartyLabLink } from './lab-links.ts';
import { startServices } from './product.ts';
import { listenPublic } from '@vetchart/gateway/public-app';
import { createGateway } from '@vetchart/gateway/yoga';

const secretKey = randomBytes(32);
let db: Database;
let services: Awaited<ReturnType<typeof startServices>>;
let gateway: ReturnType<typeof createGateway>;
let server: RunningServer;
let productionServer: RunningServer;
let demoClinicId: string;
let otherClinicId: string;

const clinicOf = async (organization: string) => {
  const [row] = await db.query<{ id: string }>(`SELECT c.id FROM auth.clinics c JOIN auth.organizations o ON o.id = c.organization_id WHERE o.name = $1`, [organization]);
  return row!.id;
};

const labOrder = () => ({
  client_order_id: randomUUID(),
  visit_id: randomUUID(),
  patient: { pet_id: randomUUID(), name: 'Bella', species: 'Canine', breed: 'Golden Retriever', sex: 'Female (Spayed)', date_of_birth: '2017-11-20', parent_name: 'Marcus Reyes', parent_email: null },
  tests: [{ code: 'ANT-T4', name: 'Total T4', treatment_id: null }],
  ordered_by: 'Dr. Priya Raman',
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the call succeeded');
}

beforeAll(async () => {
  db = await createTestDatabase();
  services = await startServices(db, testConfig({ demoData: true }), await loadKeys(), { integrationSecretKey: secretKey });
  gateway = createGateway({ upstreams: services.upstreams, publicKey: services.keys.publicKey });
  const folder = mkdtempSync(path.join(os.tmpdir(), 'vetchart-lab-links-'));
  // A stand-in for the built web app's page (its routes all answer index.html).
  mkdirSync(path.join(folder, 'web'));
  writeFileSync(path.join(folder, 'web', 'index.html'), '<!doctype html><title>VetChart</title>');
  server = await listenPublic({ gateway, storage: createFileStorage(folder), webDist: path.join(folder, 'web'), labSandbox: true });
  productionServer = await listenPublic({ gateway, storage: createFileStorage(folder), webDist: path.join(folder, 'web'), labSandbox: false });
  demoClinicId = await clinicOf('Demo Animal Hospital');
  otherClinicId = await clinicOf('Other Pet Clinic');
});

afterAll(async () => {
  await productionServer?.close();
  await server?.close();
  await gateway?.dispose();
  await services?.close();
  await db?.close();
});

describe('the demo lab connection', () => {
  it('connects Demo Animal Hospital to the sandbox lab, and no other clinic', async () => {
    const clinics = await services.labLink.connectedClinics();
    expect(clinics).toEqual([{ clinic_id: demoClinicId, organization_id: expect.any(String), clinic_code: expect.any(String), provider: 'antech', provider_name: 'Antech' }]);
    expect(await services.labLink.clinicLab(demoClinicId)).toEqual(clinics[0]);
    expect(await services.labLink.clinicLab(otherClinicId)).toBeNull();
  });

  it("holds four orphaned results, three of them for demo pets of the demo hospital and one for no pet", async () => {
    const { results } = await services.labLink.resultsSince(demoClinicId, null);
    const orphans = results.filter((result) => result.client_order_id === null);
    expect(orphans).toHaveLength(4);
    const pets = await db.query<{ pet: string; parent: string }>(
      `SELECT p.name AS pet, pp.first_name || ' ' || pp.last_name AS parent FROM main.pets p JOIN main.pet_parents pp ON pp.id = p.parent_id WHERE p.clinic_id = $1`,
      [demoClinicId],
    );
    const matching = orphans.filter((orphan) => pets.some((pet) => pet.pet === orphan.patient.name && pet.parent === orphan.patient.parent_name));
    expect(matching.map((orphan) => orphan.patient.name).sort()).toEqual(['Bella', 'Max', 'Oliver']);
    // Dated 2, 5, 9 and 20 days before today.
    const today = Date.parse(new Date().toISOString().slice(0, 10));
    expect(orphans.map((orphan) => Math.round((today - Date.parse(orphan.final_result_date!)) / 86_400_000)).sort((a, b) => a - b)).toEqual([2, 5, 9, 20]);
  });
});

describe('the demo practice-system connection', () => {
  it('connects Demo Animal Hospital to the sandbox practice, audited, and no other clinic', async () => {
    const rows = await db.query<{ owner_clinic_id: string; clinic_id: string; account_id: string; username: string | null; status: string; sealed: boolean }>(
      `SELECT c.owner_clinic_id, c.clinic_id, c.account_id, c.username, c.status, c.secret_ciphertext IS NOT NULL AS sealed
         FROM thirdparty.connections c JOIN thirdparty.apps a ON a.id = c.app_id WHERE a.slug = 'covetrus'`,
    );
    expect(rows).toEqual([{ owner_clinic_id: demoClinicId, clinic_id: 'SANDBOX-CLINIC-1', account_id: 'SANDBOX-ACCOUNT-1', username: null, status: 'active', sealed: true }]);
    const [audit] = await db.query<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM thirdparty.audit_log WHERE clinic_id = $1 AND action = 'integration.connect' AND target_id = 'covetrus'`,
      [demoClinicId],
    );
    expect(audit?.detail).toMatchObject({ clinic_id: 'SANDBOX-CLINIC-1', demo: true });
  });

  it('syncs Biscuit, Pepper and Rocco as a Sync would: their parents, medical records and audit entries', async () => {
    const pets = await db.query<{ name: string; source: string; source_id: string; parent: string; parent_source_id: string; records: number }>(
      `SELECT p.name, p.source, p.source_id, pp.first_name || ' ' || pp.last_name AS parent, pp.source_id AS parent_source_id,
              (SELECT count(*)::int FROM main.pet_medical_records r WHERE r.pet_id = p.id) AS records
         FROM main.pets p JOIN main.pet_parents pp ON pp.id = p.parent_id
        WHERE p.clinic_id = $1 AND p.source_id IS NOT NULL ORDER BY p.source_id`,
      [demoClinicId],
    );
    expect(pets).toEqual([
      { name: 'Biscuit', source: 'covetrus', source_id: 'CV-PT-3001', parent: 'Hannah Brooks', parent_source_id: 'CV-CL-2001', records: 3 },
      { name: 'Pepper', source: 'covetrus', source_id: 'CV-PT-3002', parent: 'Hannah Brooks', parent_source_id: 'CV-CL-2001', records: 2 },
      { name: 'Rocco', source: 'covetrus', source_id: 'CV-PT-3005', parent: 'Thomas Reed', parent_source_id: 'CV-CL-2004', records: 1 },
    ]);
    const audit = await db.query<{ action: string; n: number }>(
      `SELECT action, count(*)::int AS n FROM main.audit_log WHERE clinic_id = $1 AND action LIKE '%synced_new' GROUP BY action ORDER BY action`,
      [demoClinicId],
    );
    expect(audit).toEqual([
      { action: 'pet.synced_new', n: 3 },
      { action: 'pet_parent.synced_new', n: 2 },
    ]);
    expect(await db.query(`SELECT 1 FROM main.pets WHERE clinic_id = $1 AND source_id IS NOT NULL`, [otherClinicId])).toEqual([]);
  });

  it("writes a linked pet's note back to the sandbox practice", async () => {
    const written = await services.practiceLink.writeMedicalRecord(demoClinicId, {
      source: 'covetrus',
      patient_source_id: 'CV-PT-3001',
      visit_id: randomUUID(),
      title: 'Wellness Exam',
      date: new Date().toISOString().slice(0, 10),
      sections: [{ section: 'Assessment', value: 'Healthy.' }],
      author: 'Dr. Priya Raman',
      kind: 'soap',
      external_id: `soap:${randomUUID()}`,
    });
    expect(written).toMatchObject({ record_id: expect.stringMatching(/^MR-/), source: 'covetrus', source_name: 'Covetrus' });
  });
});

describe('LabLink and PracticeLink failures', () => {
  it("are main's error classes with the kind and the message people see", async () => {
    const notConnected = await rejection(services.labLink.placeOrder(otherClinicId, labOrder()));
    expect(notConnected).toBeInstanceOf(LabLinkError);
    expect(notConnected).toMatchObject({ kind: 'not_connected', message: 'Antech is not connected yet. Connect it under Integrations.' });

    const closed = await listen(new Hono());
    await closed.close();
    const downLink = thirdpartyLabLink({ db, adapters: createPartnerAdapters({ antech: closed.url }), secrets: createSecretBox(secretKey) });
    const down = await rejection(downLink.placeOrder(demoClinicId, labOrder()));
    expect(down).toBeInstanceOf(LabLinkError);
    expect(down).toMatchObject({ kind: 'unreachable', message: 'Antech could not be reached. Please try again later.' });

    const refused = await rejection(services.labLink.report(demoClinicId, 'AR-NOPE'));
    expect(refused).toMatchObject({ kind: 'refused', message: 'No report is available for result AR-NOPE.' });

    const practice = await rejection(
      services.practiceLink.writeMedicalRecord(otherClinicId, { source: 'covetrus', patient_source_id: 'CV-PT-3001', visit_id: randomUUID(), title: 'Sick Visit', date: '2026-03-10', sections: [], author: 'Dr. Priya Raman' }),
    );
    expect(practice).toBeInstanceOf(PracticeLinkError);
    expect(practice).toMatchObject({ kind: 'not_connected', message: 'Covetrus is not connected yet. Connect it under Integrations.' });
  });
});

describe('the sandbox lab ordering page on the public port', () => {
  it('serves the page and its form posts under /lab-sandbox/, framable by the app itself only', async () => {
    const order = await services.labLink.placeOrder(demoClinicId, labOrder());
    const pageUrl = `${server.url}${order.links[0]!.url}`;
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Submit Order');

    const submitAction = /<form method="post" action="([^"]+\/submit[^"]*)">/.exec(html)![1]!.replace(/&amp;/g, '&');
    const submitted = await fetch(new URL(submitAction, pageUrl), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
    expect(submitted.status).toBe(303);
    const back = new URL(submitted.headers.get('location')!, new URL(submitAction, pageUrl));
    expect(back.pathname).toBe(`/lab-sandbox/ui/orders/${order.partner_order_id}`);
    expect(await (await fetch(back)).text()).toContain('Order submitted.');
    expect((await services.labLink.orders(demoClinicId, [order.partner_order_id]))[0]!.status).toBe('submitted');

    // The app's own pages keep refusing every frame.
    const app = await fetch(`${server.url}/d/requests`);
    expect(app.headers.get('content-type')).toContain('text/html');
    expect(app.headers.get('x-frame-options')).toBe('DENY');
    expect(app.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('is not served in production', async () => {
    const order = await services.labLink.placeOrder(demoClinicId, labOrder());
    const answer = await fetch(`${productionServer.url}${order.links[0]!.url}`);
    // The path is only the web app's page there.
    expect(await answer.text()).toBe('<!doctype html><title>VetChart</title>');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    const post = await fetch(`${productionServer.url}/lab-sandbox/ui/orders/${order.partner_order_id}/submit`, { method: 'POST', body: '' });
    expect(post.status).toBe(404);
  });
});
