// The visit documents end to end through the real gateway, services and public port: a demo visit
// charted, planned from the demo catalogue and signed in person; createVisitDocumentLink for each
// document (the summary rule, another clinic kept out); the PDFs read back with pdf.js (pet,
// items, totals, disclaimer, the signature embedded); the signed plan's PDF byte-identical after
// the working plan changes; expired and unknown tokens; the finished visit's e-mailed links; and
// the signed plan behind an e-mailed estimate link; and the rendered PDFs kept by what they print.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { DOCUMENT_CACHE_AREA, createFileStorage } from '@vetchart/platform/file-storage';
import { listen, type RunningServer } from '@vetchart/platform/service';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicApp } from '../public-app.ts';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { createGateway } from '../yoga.ts';
import { createStoredDocumentCache, type DocumentCache } from './document-cache.ts';
import { readPdf } from './pdf-reading.ts';
import { renderDocument } from './render-document.ts';
import { mountDocuments } from './serve-documents.ts';
import { signaturePng } from './testing.ts';
import { LIABILITY_STATEMENT } from './treatment-plan-pdf.ts';

let gateway: TestGateway;
let yoga: ReturnType<typeof createGateway>;
let publicApp: RunningServer;
let dataDir: string;
let vet: string;
let assistant: string;
let other: string;
let maxId: string;

const RESULT = `__typename ... on Error { message }`;
const LINK = `mutation ($input: CreateVisitDocumentLinkInput!) { createVisitDocumentLink(input: $input) { ${RESULT} ... on CreateVisitDocumentLinkSuccess { url } } }`;
const SIGNATURE = `data:image/png;base64,${signaturePng().toString('base64')}`;
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

async function ok<T = any>(query: string, variables: Record<string, unknown>, token: string, field: string): Promise<T> {
  const result = await gateway.execute(query, variables, token);
  const payload = result.data?.[field];
  if (!payload || payload.__typename?.endsWith('Error')) throw new Error(`${field}: ${JSON.stringify(result)}`);
  return payload as T;
}

async function firstId(connection: string, token: string, search?: string): Promise<string> {
  const result = await gateway.execute(`query ($search: String) { ${connection}(first: 1, search: $search) { edges { node { id } } } }`, { search }, token);
  return result.data[connection].edges[0].node.id;
}

async function newVisit(name: string): Promise<string> {
  const payload = await ok(`mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ${RESULT} ... on CreateVisitSuccess { visit { id } } } }`, { input: { petId: maxId, name } }, vet, 'createVisit');
  return payload.visit.id;
}

/** Moves the visit; `reason` is given first as a reason for modification (moving back out of a read-only status needs one). */
async function setStatus(visitId: string, statusId: number, reason?: string): Promise<void> {
  const visitModificationId = reason
    ? (
        await ok<{ modificationReason: { id: string } }>(
          `mutation ($input: SaveModificationReasonInput!) { saveModificationReason(input: $input) { ${RESULT} ... on SaveModificationReasonSuccess { modificationReason { id } } } }`,
          { input: { visitId, modificationDate: '2026/11/28', modificationReason: reason } },
          vet,
          'saveModificationReason',
        )
      ).modificationReason.id
    : undefined;
  await ok(`mutation ($input: UpdateVisitStatusInput!) { updateVisitStatus(input: $input) { ${RESULT} ... on UpdateVisitStatusSuccess { visit { id } } } }`, { input: { id: visitId, statusId, visitModificationId } }, vet, 'updateVisitStatus');
}

async function link(visitId: string, kind: string, token = vet) {
  return (await gateway.execute(LINK, { input: { visitId, kind } }, token)).data.createVisitDocumentLink;
}

async function open(url: string) {
  const response = await fetch(`${publicApp.url}${url}`);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const PLAN = `id version items { id name quantity totalCents approved } totals { subtotalCents taxCents totalCents }`;
let visitId: string;
let plan: { id: string; version: number; items: { id: string; name: string; quantity: number; totalCents: number }[]; totals: { subtotalCents: number; taxCents: number; totalCents: number } };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vetchart-documents-'));
  gateway = await startTestGateway({ dataDir });
  yoga = createGateway({ upstreams: gateway.upstreams, publicKey: gateway.keys.publicKey });
  publicApp = await listen(createPublicApp({ gateway: yoga, storage: createFileStorage(dataDir), webDist: path.join(dataDir, 'no-web'), publicUrl: 'https://vet.example' }));
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
  assistant = (await gateway.signIn('assistant@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  maxId = await firstId('pets', vet, 'Max');

  visitId = await newVisit('Limping');
  await ok(
    `mutation ($input: SaveSubjectiveNoteInput!) { saveSubjectiveNote(input: $input) { ${RESULT} } }`,
    { input: { visitId, chiefComplaint: { complaint: 'Limping on the left hind leg', duration: 'GRADUAL' }, reasonForConsultation: { mainCaseIds: [2] }, additionalNotes: { appetite: 'Decreased' } } },
    vet,
    'saveSubjectiveNote',
  );
  await ok(
    `mutation ($input: SaveVitalsInput!) { saveVitals(input: $input) { ${RESULT} } }`,
    { input: { visitId, petId: maxId, temperature: { value: 101.5, unit: 'F' }, heartRate: 90, weight: { value: 72.4, unit: 'lbs' } } },
    vet,
    'saveVitals',
  );
  await ok(
    `mutation ($input: SaveObjectiveNoteInput!) { saveObjectiveNote(input: $input) { ${RESULT} } }`,
    { input: { visitId, physicalExamResults: [{ category: 'Musculoskeletal', result: 'Abnormal', comment: 'Left stifle effusion' }], medicalHistoryNotes: 'Ran at the park.' } },
    vet,
    'saveObjectiveNote',
  );
  const diagnostic = await firstId('diagnostics', vet);
  const medication = await firstId('medications', vet);
  const saved = await ok(
    `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { ${RESULT} ... on SaveTreatmentPlanSuccess { treatmentPlan { ${PLAN} } } } }`,
    {
      input: {
        visitId,
        isClientAtClinic: true,
        items: [
          { kind: 'DIAGNOSTIC', catalogueId: diagnostic, quantity: 1, removed: false, approved: true },
          { kind: 'MEDICATION', catalogueId: medication, quantity: 2, removed: false, approved: true },
        ],
      },
    },
    vet,
    'saveTreatmentPlan',
  );
  plan = saved.treatmentPlan;
}, 120_000);

afterAll(async () => {
  await publicApp?.close({ graceMs: 0 });
  await gateway?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('createVisitDocumentLink', () => {
  it("refuses while the visit's status allows no summaries (spec 001 section 4)", async () => {
    expect(await link(visitId, 'SOAP_NOTE')).toEqual({ __typename: 'ConflictError', message: 'Summary not available for this visit' });
    const visit = await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on Visit { summariesAvailable } } }`, { id: visitId }, vet);
    expect(visit.data.node.summariesAvailable).toBe(false);
  });

  it('keeps another clinic and anonymous callers out', async () => {
    await setStatus(visitId, 9);
    expect((await link(visitId, 'SOAP_NOTE', other)).__typename).toBe('NotFoundError');
    // The main service refuses on its own too, whatever header a caller makes up.
    const direct = await fetch(`${gateway.upstreams.main}/visits/${decodeGlobalID(visitId).id}/document-links`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'soap_note', header: { clinic: {}, party: {} } }),
    });
    expect(direct.status).toBe(404);
    expect((await gateway.execute(LINK, { input: { visitId, kind: 'SOAP_NOTE' } })).data.createVisitDocumentLink.__typename).toBe('ForbiddenError');
    await setStatus(visitId, 1, 'Reopened for the next test');
  });
});

describe('the signed plan', () => {
  let signedBytes: Buffer;
  let planUrl: string;

  it('is signed in person with one row declined, and its PDF shows the rows, totals, disclaimer and the signature', async () => {
    const signed = await ok(
      `mutation ($input: SignTreatmentPlanInput!) { signTreatmentPlan(input: $input) { ${RESULT} ... on SignTreatmentPlanSuccess { visit { status { name } summariesAvailable } signedTreatmentPlan { approvedTotalCents } } } }`,
      {
        input: {
          visitId,
          planVersion: plan.version,
          signerName: 'Jane Parent',
          signaturePng: SIGNATURE,
          decisions: [
            { itemId: plan.items[0]!.id, approved: true },
            { itemId: plan.items[1]!.id, approved: false },
          ],
        },
      },
      vet,
      'signTreatmentPlan',
    );
    expect(signed.visit).toEqual({ status: { name: 'Ready for Treatment' }, summariesAvailable: true });
    expect(signed.signedTreatmentPlan.approvedTotalCents).toBe(plan.items[0]!.totalCents);

    const issued = await link(visitId, 'TREATMENT_PLAN');
    expect(issued.__typename).toBe('CreateVisitDocumentLinkSuccess');
    expect(issued.url).toMatch(/^\/documents\/[A-Za-z0-9_-]{43}$/);
    planUrl = issued.url;
    const response = await open(planUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="max-treatment-plan-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    signedBytes = response.bytes;

    const pdf = await readPdf(response.bytes);
    const text = oneLine(pdf.text);
    expect(text).toContain('Demo Animal Hospital');
    expect(text).toContain('Pet: Max');
    expect(text).toContain('Labrador Retriever');
    for (const item of plan.items) expect(text).toContain(item.name);
    expect(text).toContain(`Estimated total $${(plan.totals.totalCents / 100).toFixed(2)}`);
    expect(text).toContain(`Approved total $${(plan.items[0]!.totalCents / 100).toFixed(2)}`);
    expect(text).toMatch(/Approved \d{2}\/\d{2}\/\d{4}/);
    expect(text).toMatch(/Declined \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('This treatment plan is an estimate of the approximate cost');
    expect(text).toContain(oneLine(LIABILITY_STATEMENT));
    expect(text).toContain('Signed by: Jane Parent');
    expect(pdf.images).toBe(1);
  });

  it('stays byte-identical after the working plan is edited, through the old link and a new one', async () => {
    const reason = await ok(
      `mutation ($input: SaveModificationReasonInput!) { saveModificationReason(input: $input) { ${RESULT} ... on SaveModificationReasonSuccess { modificationReason { id } } } }`,
      { input: { visitId, modificationDate: '2025/03/04', modificationReason: 'Quantity corrected' } },
      vet,
      'saveModificationReason',
    );
    const current = await gateway.execute(
      `query ($id: ID!) { node(id: $id) { ... on Visit { treatmentPlan { version items { id kind catalogueId quantity approved } } } } }`,
      { id: visitId },
      vet,
    );
    const working = current.data.node.treatmentPlan;
    const edited = await ok(
      `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { ${RESULT} ... on SaveTreatmentPlanSuccess { treatmentPlan { version totals { totalCents } } } } }`,
      {
        input: {
          visitId,
          basedOnVersion: working.version,
          visitModificationId: reason.modificationReason.id,
          isClientAtClinic: true,
          items: working.items.map((item: { id: string; kind: string; catalogueId: string; quantity: number; approved: boolean }) => ({
            id: item.id,
            kind: item.kind,
            catalogueId: item.catalogueId,
            quantity: item.quantity + 3,
            removed: false,
            approved: item.approved,
          })),
        },
      },
      vet,
      'saveTreatmentPlan',
    );
    expect(edited.treatmentPlan.totals.totalCents).toBeGreaterThan(plan.totals.totalCents);
    const again = await open(planUrl);
    expect(again.bytes.equals(signedBytes)).toBe(true);
    const fresh = await link(visitId, 'TREATMENT_PLAN');
    expect((await open(fresh.url)).bytes.equals(signedBytes)).toBe(true);
  });
});

describe('the visit documents', () => {
  it('prints the clinical SOAP note from the notes and vitals', async () => {
    const text = oneLine((await readPdf((await open((await link(visitId, 'SOAP_NOTE')).url)).bytes)).text);
    expect(text).toContain('Clinical SOAP Note');
    expect(text).toContain('Chief complaint: Limping on the left hind leg');
    expect(text).toContain('Duration: 1-3 days');
    expect(text).toContain('Reason for consultation: General Health');
    expect(text).toContain('Temperature: 101.5 °F');
    expect(text).toContain('Heart rate: 90 beats/min');
    expect(text).toContain('Musculoskeletal Abnormal Left stifle effusion');
    expect(text).toContain(plan.items[0]!.name);
    // The declined row is not part of the plan the client agreed to: it is printed once, as a
    // signed decline (docs/consents.md).
    expect(text.split(plan.items[1]!.name)).toHaveLength(2);
    expect(text).toContain(`Declined treatments: ${plan.items[1]!.name}.`);
    expect(text).toMatch(/Declined by .+ on \d{2}\/\d{2}\/\d{4}, in person, signed with the plan \(version \d+\)\./);
  });

  it('titles the take-home instructions with the pet, and any member of the clinic may download them', async () => {
    const issued = await link(visitId, 'TAKE_HOME', assistant);
    const pdf = await readPdf((await open(issued.url)).bytes);
    expect(oneLine(pdf.text)).toContain('Take-Home Care Instructions for Max');
    expect(oneLine(pdf.text)).not.toContain('Limping on the left hind leg');
  });

  it('refuses an unknown and an expired token, and a visit moved back out of the summary statuses', async () => {
    const forged = await open('/documents/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(forged.status).toBe(404);
    // A forged token is tied to no clinic: the refusal names none.
    expect(JSON.parse(forged.bytes.toString())).toEqual({ message: 'This link is not valid.' });
    expect(await (await fetch(`${publicApp.url}/documents/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/check`)).json()).toEqual({ message: 'This link is not valid.' });
    const issued = await link(visitId, 'FINAL_SUMMARY');
    const check = await fetch(`${publicApp.url}${issued.url}/check`);
    expect(await check.json()).toMatchObject({ kind: 'final_summary' });
    await gateway.db.query(`UPDATE main.document_links SET expires_at = now() - interval '1 second' WHERE created_at = (SELECT max(created_at) FROM main.document_links)`);
    const expired = await open(issued.url);
    expect(expired.status).toBe(410);
    // A genuine but expired link says how to reach the clinic that sent it.
    const contact = { name: 'Demo Animal Hospital', phone: expect.any(String), email: expect.any(String) };
    expect(JSON.parse(expired.bytes.toString())).toEqual({ message: 'Token has Expired.', clinic: contact });
    expect(await (await fetch(`${publicApp.url}${issued.url}/check`)).json()).toEqual({ message: 'Token has Expired.', clinic: contact });

    const live = await link(visitId, 'FINAL_SUMMARY');
    await setStatus(visitId, 1, 'Reopened: the summary link must stop working');
    const refused = await open(live.url);
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.bytes.toString())).toEqual({ message: 'Summary not available for this visit' });
    await setStatus(visitId, 4);
  });

  it('keeps only the hash of a token', async () => {
    const issued = await link(visitId, 'SOAP_NOTE');
    const token = issued.url.split('/').at(-1)!;
    const rows = await gateway.db.query<{ hashed: boolean; plain: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM main.document_links WHERE token_hash = $2) AS hashed,
              EXISTS (SELECT 1 FROM main.document_links WHERE token_hash = $1 OR header::text LIKE '%' || $1 || '%') AS plain`,
      [token, createHash('sha256').update(token).digest('hex')],
    );
    expect(rows[0]).toEqual({ hashed: true, plain: false });
  });

  it('never keeps an issued token in the idempotency store: a retry gets a link of its own', async () => {
    const issue = async () => {
      const response = await fetch(`${gateway.upstreams.main}/visits/${decodeGlobalID(visitId).id}/document-links`, {
        method: 'POST',
        headers: { authorization: `Bearer ${vet}`, 'content-type': 'application/json', 'idempotency-key': 'documents-retry-0001' },
        body: JSON.stringify({ kind: 'take_home', header: { clinic: { name: 'Demo Animal Hospital' }, party: { pet_name: 'Max' } } }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { token: string; expires_at: string } }).data;
    };
    const first = await issue();
    const retry = await issue();
    expect(retry.token).not.toBe(first.token);
    const minutes = (Date.parse(first.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);
    const [stored] = await gateway.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM idempotency.keys WHERE body LIKE '%' || $1 || '%'`, [first.token]);
    expect(stored!.count).toBe(0);
  });
});

describe('rendered documents are kept by what they print', () => {
  let renders = 0;
  const servers: RunningServer[] = [];
  /** The documents' routes with their own cache and a renderer that counts (another gateway process, in effect). */
  async function documentsPort(cache: DocumentCache) {
    const app = new Hono();
    mountDocuments(app, {
      upstreams: yoga.upstreams,
      storage: createFileStorage(dataDir),
      publicUrl: 'https://vet.example',
      cache,
      render: async (request) => {
        renders += 1;
        return renderDocument(request);
      },
    });
    const server = await listen(app);
    servers.push(server);
    return async (url: string) => {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
  }
  const cacheIn = (folder: string) => createStoredDocumentCache(createFileStorage(path.join(dataDir, folder), {}, DOCUMENT_CACHE_AREA));
  afterAll(async () => Promise.all(servers.map((server) => server.close({ graceMs: 0 }))));

  it('renders a document opened again only once, for every process sharing the storage, and answers the bytes a fresh render gives', async () => {
    const { url } = await link(visitId, 'TREATMENT_PLAN');
    const first = await documentsPort(cacheIn('cache-shared'));
    const opened = await first(url);
    expect(renders).toBe(1);
    expect((await first(url)).equals(opened)).toBe(true);
    expect(renders).toBe(1);

    const otherProcess = await documentsPort(cacheIn('cache-shared'));
    expect((await otherProcess(url)).equals(opened)).toBe(true);
    expect(renders).toBe(1);

    const empty = await documentsPort(cacheIn('cache-empty'));
    expect((await empty(url)).equals(opened)).toBe(true);
    expect(renders).toBe(2);
    expect((await readPdf(opened)).text).toContain('Signed by: Jane Parent');
  });

  it('renders a new PDF once the plan it prints changes', async () => {
    const open = await documentsPort(cacheIn('cache-changes'));
    const changing = await newVisit('Cached estimate');
    const service = await firstId('services', vet);
    const saved = await ok(
      `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { ${RESULT} ... on SaveTreatmentPlanSuccess { treatmentPlan { version items { id } } } } }`,
      { input: { visitId: changing, isClientAtClinic: true, items: [{ kind: 'SERVICE', catalogueId: service, quantity: 1, removed: false, approved: true }] } },
      vet,
      'saveTreatmentPlan',
    );
    await setStatus(changing, 4);
    const { url } = await link(changing, 'TREATMENT_PLAN');
    const before = renders;
    const unchanged = await open(url);
    expect((await open(url)).equals(unchanged)).toBe(true);
    expect(renders).toBe(before + 1);

    const reason = await ok(
      `mutation ($input: SaveModificationReasonInput!) { saveModificationReason(input: $input) { ${RESULT} ... on SaveModificationReasonSuccess { modificationReason { id } } } }`,
      { input: { visitId: changing, modificationDate: '2025/03/04', modificationReason: 'Two visits' } },
      vet,
      'saveModificationReason',
    );
    await ok(
      `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { ${RESULT} } }`,
      {
        input: {
          visitId: changing,
          basedOnVersion: saved.treatmentPlan.version,
          visitModificationId: reason.modificationReason.id,
          isClientAtClinic: true,
          items: [{ id: saved.treatmentPlan.items[0].id, kind: 'SERVICE', catalogueId: service, quantity: 2, removed: false, approved: true }],
        },
      },
      vet,
      'saveTreatmentPlan',
    );
    const changed = await open(url);
    expect(renders).toBe(before + 2);
    expect(changed.equals(unchanged)).toBe(false);
    expect((await open(url)).equals(changed)).toBe(true);
    expect(renders).toBe(before + 2);
  });
});

describe('finishing the visit', () => {
  it("e-mails the parent the summary's links, and the Final Visit Summary & Invoice opens from them", async () => {
    const finished = await ok(
      `mutation ($input: FinishVisitInput!) { finishVisit(input: $input) { ${RESULT} ... on FinishVisitSuccess { summaryEmailedTo visit { status { name } } } } }`,
      { input: { visitId } },
      vet,
      'finishVisit',
    );
    expect(finished.visit.status.name).toBe('SOAP Finalized');
    const [mail] = await gateway.db.query<{ text_body: string }>(`SELECT text_body FROM mail.outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [finished.summaryEmailedTo]);
    const summaryUrl = /Final Visit Summary & Invoice: (\S+)/.exec(mail!.text_body)![1]!;
    expect(summaryUrl).toMatch(/^http:\/\/app\.test\/final-visit-summary\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail!.text_body).toMatch(/Clinical SOAP Note: http:\/\/app\.test\/soap-clinical-note\?token=/);
    expect(mail!.text_body).toMatch(/Treatment Plan: http:\/\/app\.test\/treatment-plan-summary\?token=/);
    expect(mail!.text_body).toMatch(/Take-Home Care Instructions: http:\/\/app\.test\/documents\//);

    const token = new URL(summaryUrl).searchParams.get('token')!;
    const pdf = await readPdf((await open(`/documents/${token}`)).bytes);
    const text = oneLine(pdf.text);
    expect(text).toContain('Final Visit Summary & Invoice');
    expect(text).toContain('Musculoskeletal Abnormal Left stifle effusion');
    expect(text).toContain(plan.items[0]!.name);
    expect(text).toContain(`Total $${(plan.items[0]!.totalCents / 100).toFixed(2)}`);
    expect(pdf.links).toEqual(['https://vet.example/d/welcome']);
  });
});

describe('the e-mailed estimate', () => {
  it('shows the signed plan as a PDF once the client approved through the link, and nothing before', async () => {
    const estimateVisit = await newVisit('Dental');
    const service = await firstId('services', vet);
    const saved = await ok(
      `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { ${RESULT} ... on SaveTreatmentPlanSuccess { treatmentPlan { ${PLAN} } } } }`,
      { input: { visitId: estimateVisit, isClientAtClinic: false, items: [{ kind: 'SERVICE', catalogueId: service, quantity: 1, removed: false, approved: true }] } },
      vet,
      'saveTreatmentPlan',
    );
    await ok(
      `mutation ($input: SendTreatmentPlanEstimateInput!) { sendTreatmentPlanEstimate(input: $input) { ${RESULT} } }`,
      { input: { visitId: estimateVisit, email: 'parent.of.max@example.com' } },
      vet,
      'sendTreatmentPlanEstimate',
    );
    const [mail] = await gateway.db.query<{ text_body: string }>(`SELECT text_body FROM mail.outbox WHERE to_address = 'parent.of.max@example.com' ORDER BY id DESC LIMIT 1`);
    const token = /treatment-plan-estimate\/([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;

    const before = await open(`/documents/estimate/${token}`);
    expect(before.status).toBe(404);
    expect(JSON.parse(before.bytes.toString())).toEqual({ message: 'This treatment plan has not been signed yet.' });

    const approved = await gateway.execute(
      `mutation ($input: ApproveTreatmentPlanEstimateInput!) { approveTreatmentPlanEstimate(input: $input) { ${RESULT} } }`,
      { input: { token, planVersion: saved.treatmentPlan.version, signerName: 'Jane Parent', signaturePng: SIGNATURE, decisions: [{ itemId: saved.treatmentPlan.items[0].id, approved: true }] } },
    );
    expect(approved.data.approveTreatmentPlanEstimate.__typename).toBe('ApproveTreatmentPlanEstimateSuccess');
    const after = await open(`/documents/estimate/${token}`);
    expect(after.status).toBe(200);
    const pdf = await readPdf(after.bytes);
    expect(oneLine(pdf.text)).toContain(saved.treatmentPlan.items[0].name);
    expect(oneLine(pdf.text)).toContain('Through the e-mailed estimate link');
    expect(pdf.images).toBe(1);
    expect((await open(`/documents/estimate/${token}`)).bytes.equals(after.bytes)).toBe(true);
  });
});
