// The results step through the real gateway and services (demo data, the sandbox lab the demo
// clinic starts connected to): the Diagnostic's in-house flag and lab code and the plan rows
// carrying them; placing an order of the signed plan's outside tests (pending orders, the
// discard, an additional order), submitting it on the lab's page, syncing the results in and
// opening the report through its short-lived link; in-house results, comments and the treatment
// result with their stale saves and field errors; templates and the preview; the orphaned
// results with the suggested pets (species added here), assigning and unassigning one; the
// upstream call count of the results of 1 and many visits; and another clinic kept out of all of it.
import { randomUUID } from 'node:crypto';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { deflateSync, crc32 } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectUpstreams, closeUpstreams, type Upstreams } from '../context.ts';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { mountLabReports, openReportLink, reportLinkKeyFromEnv, sealReportLink } from './lab-report-links.ts';
import { UpstreamError } from '../clients/http.ts';
import { sameSpecies } from './pet-match.ts';
import { LabProviderError, PendingLabOrdersError, resultsError } from './results-errors.ts';

let gateway: TestGateway;
let upstreams: Upstreams;
let admin: string;
let tech: string;
let other: string;
/** The demo pet Max (Olivia Bennett's Labrador), whose orphaned result the sandbox lab holds. */
let maxId: string;
const diagnostics = new Map<string, { id: string; inHouse: boolean; labCode: string | null }>();

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const ORDER = `id kind status provider providerName tests { code name } links { type url } lastError createdByName createdAt`;
const LAB_RESULT = `id provider providerName identifier status petName parentName species breed testDate finalResultDate reportAvailable assigned
  tests { code name values { analyte value unit referenceRange flag } } visit { id } history { action description actorName updatedAt }
  suggestedPets { pet { id name } score reasons }`;
const IN_HOUSE = `id planItemId testDate resultDate result comment source version updatedByName updatedAt`;
const TREATMENT_RESULT = `id templateCode version writtenBackAt writtenBackTo updatedByName soapTemplate { id code name }
  templateContent { section value }
  result { ruleOuts { diagnosisId name } diagnosis { diagnosisId name category description } treatments { planItemId catalogueId code name quantity }
    medications { code name dosage } customMedications { name } inventories { name } services { name } additionalCareText }`;
const RESULTS = `results { labOrders { ${ORDER} } unprocessedLabOrders { id status } labResults { ${LAB_RESULT} } inHouseResults { ${IN_HOUSE} }
  comments { id kind itemCode comments version } treatmentResult { ${TREATMENT_RESULT} } }`;
const VISIT = `query ($id: ID!) { node(id: $id) { ... on Visit { id status { name } labOrdering { connected provider providerName placeOrder allowAdditionalOrder } ${RESULTS}
  signedTreatmentPlan { items { rowId name kind inHouse labCode approved } } } } }`;

const PLACE = `mutation ($input: PlaceLabOrderInput!) { placeLabOrder(input: $input) { ${RESULT}
  ... on PlaceLabOrderSuccess { order { ${ORDER} } visit { id } }
  ... on PendingLabOrdersError { orders { id status } }
  ... on LabProviderError { providerName order { id status lastError } } } }`;
const SYNC = `mutation ($input: SyncLabResultsInput!) { syncLabResults(input: $input) { ${RESULT} ... on SyncLabResultsSuccess { message visit { id status { name } } } ... on LabProviderError { providerName } } }`;
const REPORT = `mutation ($input: RequestLabResultReportInput!) { requestLabResultReport(input: $input) { __typename ... on Error { message } ... on RequestLabResultReportSuccess { url } } }`;
const ASSIGN = `mutation ($input: AssignLabResultInput!) { assignLabResult(input: $input) { ${RESULT} ... on AssignLabResultSuccess { labResult { ${LAB_RESULT} } } } }`;
const UNASSIGN = `mutation ($input: UnassignLabResultInput!) { unassignLabResult(input: $input) { ${RESULT} ... on UnassignLabResultSuccess { labResult { ${LAB_RESULT} } visit { id } } } }`;
const SAVE_IN_HOUSE = `mutation ($input: SaveInHouseTestResultInput!) { saveInHouseTestResult(input: $input) { ${RESULT}
  ... on SaveInHouseTestResultSuccess { inHouseResult { ${IN_HOUSE} } }
  ... on InHouseTestResultStaleVersionError { changedByName current { version result } } } }`;
const SAVE_COMMENT = `mutation ($input: SaveResultCommentInput!) { saveResultComment(input: $input) { ${RESULT}
  ... on SaveResultCommentSuccess { comment { id kind itemCode comments version updatedByName } }
  ... on ResultCommentStaleVersionError { changedByName changedAt current { version comments } } } }`;
const SAVE_TREATMENT_RESULT = `mutation ($input: SaveTreatmentResultInput!) { saveTreatmentResult(input: $input) { ${RESULT}
  ... on SaveTreatmentResultSuccess { treatmentResult { ${TREATMENT_RESULT} } visit { id } }
  ... on TreatmentResultStaleVersionError { changedByName current { version } } } }`;
const WRITE_BACK = `mutation ($input: WriteBackTreatmentResultInput!) { writeBackTreatmentResult(input: $input) { ${RESULT}
  ... on WriteBackTreatmentResultSuccess { message treatmentResult { writtenBackAt writtenBackTo practiceExport { id state subjectVersion } } } } }`;
/** What the Lab Requests screen reads of an orphan. */
const ORPHAN = `id providerName status petName parentName species testDate finalResultDate reportAvailable assigned visit { id } history { action }
  suggestedPets { pet { id name } score reasons }`;
const ORPHANS = `query ($start: String!, $end: String!) { orphanedLabResults(startDate: $start, endDate: $end, first: 50) { totalCount edges { node { ${ORPHAN} } } } }`;

/** A real 2×1 PNG, as the signature pad makes one. */
function pngDataUri(): string {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.from([0, 0, 255]))), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const raw = (globalId: string) => decodeGlobalID(globalId).id;

async function run<T = any>(query: string, variables: Record<string, unknown>, token = tech, field?: string): Promise<T> {
  const result = await gateway.execute(query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return field ? result.data[field] : result.data;
}

async function newVisit(petId = maxId, token = tech): Promise<string> {
  const result = await run(`mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ... on CreateVisitSuccess { visit { id } } } }`, { input: { petId } }, token);
  return result.createVisit.visit.id;
}

/** A visit of Max with a signed plan: the given diagnostics approved. */
async function signedVisit(names: string[]): Promise<string> {
  const visitId = await newVisit();
  const items = names.map((name) => ({ kind: 'DIAGNOSTIC', catalogueId: diagnostics.get(name)!.id, quantity: 1, removed: false, approved: true }));
  const saved = await run(
    `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { __typename ... on Error { message } ... on SaveTreatmentPlanSuccess { treatmentPlan { version } } } }`,
    { input: { visitId, isClientAtClinic: true, items } },
    tech,
    'saveTreatmentPlan',
  );
  expect(saved.__typename).toBe('SaveTreatmentPlanSuccess');
  await run(`mutation ($input: StartPlanApprovalInput!) { startPlanApproval(input: $input) { __typename } }`, { input: { visitId } });
  const signed = await run(
    `mutation ($input: SignTreatmentPlanInput!) { signTreatmentPlan(input: $input) { __typename ... on Error { message } } }`,
    { input: { visitId, planVersion: saved.treatmentPlan.version, signerName: 'Olivia Bennett', signaturePng: pngDataUri(), decisions: [] } },
    tech,
    'signTreatmentPlan',
  );
  expect(signed.__typename).toBe('SignTreatmentPlanSuccess');
  return visitId;
}

/** A pet of Other Pet Clinic (which the demo gives none). */
async function otherPet(): Promise<{ id: string }> {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${gateway.upstreams.main}${path}`, { method: 'POST', headers: { authorization: `Bearer ${other}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status, path).toBeLessThan(300);
    return (await response.json()) as any;
  };
  const species = await run(`query { species(first: 50) { edges { node { id specie } } } }`, {}, other);
  const parent = await call('/pet-parents', {
    first_name: 'Nora', last_name: 'Other', phone_number: '5035550177', email: 'nora.other@example.com',
    address: { addressLine1: '1 Elm St', city: 'Portland', state: 'OR', zip: '97201' },
  });
  return call('/pets', {
    parent_id: parent.id, name: 'Scout', breed_id: randomUUID(), specie_id: raw(species.species.edges[0].node.id), gender_id: randomUUID(), color: 'Gray', date_of_birth: '02/03/2020', weight: 20, problems: [],
  });
}

const visit = async (id: string, token = tech) => (await run(VISIT, { id }, token)).node;

/** Submits an order on the sandbox lab's ordering page (its 'Submit Order' form), as the person in the frame does. */
async function submitAtLab(order: { links: { type: string; url: string }[] }) {
  const page = new URL(order.links.find((link) => link.type === 'order')!.url, 'http://app.test');
  expect(page.pathname).toMatch(/^\/lab-sandbox\/ui\/orders\/[^/]+$/);
  const response = await fetch(`${gateway.upstreams.thirdparty}${page.pathname}/submit${page.search}`, { method: 'POST', redirect: 'manual', body: new URLSearchParams() });
  expect(response.status).toBeLessThan(400);
}

/** Syncs until the visit has its lab's final results (the sandbox lab reports a few ms after submission). */
async function syncUntilFinal(visitId: string, count: number) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const synced = await run(SYNC, { input: { visitId } }, tech, 'syncLabResults');
    expect(synced.__typename).toBe('SyncLabResultsSuccess');
    const results = (await visit(visitId)).results.labResults;
    if (results.length >= count && results.every((result: { status: string }) => result.status === 'final')) return synced;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the sandbox lab never reported final results');
}

// The sandbox lab reports within 30 ms here instead of seconds; set for this file only (other
// files may share the worker) and put back once its services have read it.
const savedResultDelay = process.env.ANTECH_SANDBOX_RESULT_DELAY_MS;
beforeAll(async () => {
  process.env.ANTECH_SANDBOX_RESULT_DELAY_MS = '30';
  gateway = await startTestGateway();
  upstreams = connectUpstreams(gateway.upstreams);
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  tech = (await gateway.signIn('tech@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  const list = await run(`query { diagnostics(first: 50) { edges { node { id name inHouse labCode } } } }`, {}, admin);
  for (const { node } of list.diagnostics.edges) diagnostics.set(node.name, node);
  const pets = await run(`query { pets(search: "Max", first: 5) { edges { node { id name parent { firstName lastName } } } } }`, {}, admin);
  maxId = pets.pets.edges.find((edge: any) => edge.node.name === 'Max' && edge.node.parent.lastName === 'Bennett').node.id;
}, 120_000);

afterAll(async () => {
  if (savedResultDelay === undefined) delete process.env.ANTECH_SANDBOX_RESULT_DELAY_MS;
  else process.env.ANTECH_SANDBOX_RESULT_DELAY_MS = savedResultDelay;
  if (upstreams) await closeUpstreams(upstreams);
  await gateway?.close();
});

describe('the catalogue and the plan', () => {
  it("reads and writes a Diagnostic's in-house flag and lab code; plan rows carry both", async () => {
    expect(diagnostics.get('Complete Blood Count (CBC)')).toMatchObject({ inHouse: false, labCode: 'ANT-CBC' });
    expect(diagnostics.get('In-house Fecal Flotation')).toMatchObject({ inHouse: true, labCode: null });
    const added = await run(
      `mutation ($input: AddDiagnosticInput!) { addDiagnostic(input: $input) { __typename ... on Error { message } ... on AddDiagnosticSuccess { diagnostic { id inHouse labCode } } } }`,
      { input: { name: 'Fructosamine', cost: '40', inHouse: false, labCode: ' ANT-FRUC ' } },
      admin,
      'addDiagnostic',
    );
    expect(added.diagnostic).toMatchObject({ inHouse: false, labCode: 'ANT-FRUC' });
    const updated = await run(
      `mutation ($input: UpdateDiagnosticInput!) { updateDiagnostic(input: $input) { __typename ... on Error { message } ... on UpdateDiagnosticSuccess { diagnostic { inHouse labCode } } } }`,
      { input: { id: added.diagnostic.id, name: 'Fructosamine', cost: '40', inHouse: true, labCode: 'ANT-FRUC' } },
      admin,
      'updateDiagnostic',
    );
    // An in-house test has no lab code.
    expect(updated.diagnostic).toEqual({ inHouse: true, labCode: null });

    const visitId = await signedVisit(['Complete Blood Count (CBC)', 'In-house Fecal Flotation']);
    const rows = (await visit(visitId)).signedTreatmentPlan.items;
    expect(rows.map(({ name, inHouse, labCode }: any) => ({ name, inHouse, labCode }))).toEqual([
      { name: 'Complete Blood Count (CBC)', inHouse: false, labCode: 'ANT-CBC' },
      { name: 'In-house Fecal Flotation', inHouse: true, labCode: null },
    ]);
  });
});

describe('lab ordering, sync and the report', () => {
  it('orders the outside tests of the signed plan, asks about pending orders, receives the results and opens the report', async () => {
    const visitId = await signedVisit(['Complete Blood Count (CBC)', 'Chemistry Panel', 'In-house Fecal Flotation']);
    const before = await visit(visitId);
    expect(before.labOrdering).toEqual({ connected: true, provider: 'antech', providerName: 'Antech', placeOrder: true, allowAdditionalOrder: true });
    expect(before.results).toMatchObject({ labOrders: [], unprocessedLabOrders: [], labResults: [], inHouseResults: [], comments: [], treatmentResult: null });

    const placed = await run(PLACE, { input: { visitId, kind: 'ORDER' } }, tech, 'placeLabOrder');
    expect(placed.__typename).toBe('PlaceLabOrderSuccess');
    // In-house tests are not ordered; the lab's codes are.
    expect(placed.order).toMatchObject({ kind: 'ORDER', status: 'PENDING', provider: 'antech', providerName: 'Antech', lastError: null, createdByName: 'Jordan Ellis' });
    expect(placed.order.tests.map((test: { code: string }) => test.code).sort()).toEqual(['ANT-CBC', 'ANT-CHEM']);

    // Unprocessed orders: 'Pending Orders Found!' with them, and nothing ordered.
    const pending = await run(PLACE, { input: { visitId, kind: 'ORDER' } }, tech, 'placeLabOrder');
    expect(pending).toEqual({ __typename: 'PendingLabOrdersError', message: 'Pending Orders Found!', orders: [{ id: placed.order.id, status: 'PENDING' }] });
    // 'Yes, Continue': the pending one is cancelled at the lab, a new one made.
    const again = await run(PLACE, { input: { visitId, kind: 'ORDER', discardPending: true } }, tech, 'placeLabOrder');
    expect(again.__typename).toBe('PlaceLabOrderSuccess');
    const orders = (await visit(visitId)).results;
    expect(orders.labOrders.find((order: { id: string }) => order.id === placed.order.id).status).toBe('CANCELLED');
    expect(orders.unprocessedLabOrders).toEqual([{ id: again.order.id, status: 'PENDING' }]);
    // node(id:) reads an order through its visit.
    expect((await run(`query ($id: ID!) { node(id: $id) { ... on LabOrder { id status } } }`, { id: again.order.id })).node).toEqual({ id: again.order.id, status: 'PENDING' });

    await submitAtLab(again.order);
    const synced = await syncUntilFinal(visitId, 1);
    expect(synced.message).toMatch(/^Results synced: |^No new results yet\.$/);
    const after = await visit(visitId);
    expect(after.status.name).toBe('Results Ready');
    const [result] = after.results.labResults;
    expect(result).toMatchObject({ provider: 'antech', providerName: 'Antech', status: 'final', petName: 'Max', assigned: false, visit: { id: visitId }, suggestedPets: [] });
    expect(result.tests.map((test: { code: string }) => test.code).sort()).toEqual(['ANT-CBC', 'ANT-CHEM']);
    const value = result.tests[0].values[0];
    expect(value.unit).not.toBe('');
    expect(['HIGH', 'LOW', 'NORMAL', 'ABNORMAL']).toContain(value.flag);

    // 'View Result': a same-origin address of the report, opened with no session.
    const report = await run(REPORT, { input: { labResultId: result.id } }, tech, 'requestLabResultReport');
    expect(report.__typename).toBe('RequestLabResultReportSuccess');
    expect(report.url).toMatch(/^\/lab-reports\/[A-Za-z0-9_-]+$/);
    const app = new Hono();
    mountLabReports(app, { upstreams, key: gateway.reportLinkKey });
    const pdf = await app.request(report.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // A token changed by one character, or past its time, opens nothing.
    const token = report.url.slice('/lab-reports/'.length);
    // The character changed is in the middle (every bit of it counts) and always becomes another one.
    const middle = Math.floor(token.length / 2);
    const forged = token.slice(0, middle) + (token[middle] === 'A' ? 'B' : 'A') + token.slice(middle + 1);
    expect(forged).not.toBe(token);
    expect((await app.request(`/lab-reports/${forged}`)).status).toBe(404);
    const stale = sealReportLink(gateway.reportLinkKey, tech, raw(result.id), Date.now() - 11 * 60_000);
    expect(openReportLink(gateway.reportLinkKey, stale)).toBe('expired');
    expect((await app.request(`/lab-reports/${stale}`)).status).toBe(410);

    // An additional order starts empty at the lab.
    const additional = await run(PLACE, { input: { visitId, kind: 'ADDITIONAL' } }, tech, 'placeLabOrder');
    expect(additional.__typename).toBe('PlaceLabOrderSuccess');
    expect(additional.order).toMatchObject({ kind: 'ADDITIONAL', status: 'PENDING', tests: [] });
  }, 60_000);

  it('refuses an order without a signed plan or without an approved outside test', async () => {
    const unsigned = await newVisit();
    expect(await run(PLACE, { input: { visitId: unsigned, kind: 'ORDER' } }, tech, 'placeLabOrder')).toMatchObject({
      __typename: 'ConflictError',
      message: 'Sign the treatment plan before ordering tests.',
    });
    const inHouseOnly = await signedVisit(['In-house Fecal Flotation']);
    expect(await run(PLACE, { input: { visitId: inHouseOnly, kind: 'ORDER' } }, tech, 'placeLabOrder')).toMatchObject({
      __typename: 'InputValidationError',
      message: 'Select at least one test to order.',
      fieldErrors: [{ path: 'kind', message: 'Select at least one test to order.' }],
    });
  });
});

describe('in-house results, comments and the treatment result', () => {
  let visitId: string;
  let fecalRow: string;
  let cbcRow: string;

  beforeAll(async () => {
    visitId = await signedVisit(['Complete Blood Count (CBC)', 'In-house Fecal Flotation']);
    const rows = (await visit(visitId)).signedTreatmentPlan.items;
    fecalRow = rows.find((row: { inHouse: boolean }) => row.inHouse).rowId;
    cbcRow = rows.find((row: { inHouse: boolean }) => !row.inHouse).rowId;
  }, 60_000);

  it('creates an in-house result, refuses a second create and a stale update, and updates it', async () => {
    const input = { visitId, planItemId: fecalRow, testDate: day(), resultDate: day(), result: 'Negative', comment: 'No ova seen.' };
    const created = await run(SAVE_IN_HOUSE, { input }, tech, 'saveInHouseTestResult');
    expect(created.__typename).toBe('SaveInHouseTestResultSuccess');
    expect(created.inHouseResult).toMatchObject({ planItemId: fecalRow, result: 'Negative', comment: 'No ova seen.', version: 1, updatedByName: 'Jordan Ellis' });
    expect(await run(SAVE_IN_HOUSE, { input }, tech, 'saveInHouseTestResult')).toMatchObject({ __typename: 'ConflictError', message: 'This test already has a result: update it.' });

    const id = created.inHouseResult.id;
    const updated = await run(SAVE_IN_HOUSE, { input: { ...input, id, basedOnVersion: 1, result: 'Positive' } }, admin, 'saveInHouseTestResult');
    expect(updated.inHouseResult).toMatchObject({ id, result: 'Positive', version: 2, updatedByName: 'Morgan Hayes' });
    const stale = await run(SAVE_IN_HOUSE, { input: { ...input, id, basedOnVersion: 1, result: 'Late' } }, tech, 'saveInHouseTestResult');
    expect(stale).toMatchObject({ __typename: 'InHouseTestResultStaleVersionError', changedByName: 'Morgan Hayes', current: { version: 2, result: 'Positive' } });
    expect((await visit(visitId)).results.inHouseResults).toEqual([updated.inHouseResult]);
    // node(id:) reads it through its visit.
    expect((await run(`query ($id: ID!) { node(id: $id) { ... on InHouseTestResult { id version } } }`, { id })).node).toEqual({ id, version: 2 });
  });

  it("answers the spec's messages at the input's paths", async () => {
    const future = await run(SAVE_IN_HOUSE, { input: { visitId, planItemId: fecalRow, testDate: day(3), resultDate: '2025-02-30', result: 'x', comment: 'y' } }, tech, 'saveInHouseTestResult');
    expect(future.__typename).toBe('InputValidationError');
    expect(future.fieldErrors).toEqual([
      { path: 'testDate', message: 'Please input correct Date!' },
      { path: 'resultDate', message: 'Please input correct Date!' },
    ]);
    const empty = await run(SAVE_IN_HOUSE, { input: { visitId, planItemId: cbcRow, testDate: day(), resultDate: day(), result: '', comment: '' } }, tech, 'saveInHouseTestResult');
    expect(empty.fieldErrors.map((error: { path: string }) => error.path)).toEqual(expect.arrayContaining(['result', 'comment']));
    const outside = await run(SAVE_IN_HOUSE, { input: { visitId, planItemId: cbcRow, testDate: day(), resultDate: day(), result: 'x', comment: 'y' } }, tech, 'saveInHouseTestResult');
    expect(outside.fieldErrors).toEqual([{ path: 'planItemId', message: "This test is not an in-house test of the visit's plan." }]);
  });

  it('saves a comment on a diagnostic and refuses a stale one', async () => {
    const input = { visitId, kind: 'DIAGNOSTIC', itemCode: 'CBC-1', comments: 'Fasted sample.' };
    const first = await run(SAVE_COMMENT, { input }, tech, 'saveResultComment');
    expect(first.comment).toMatchObject({ kind: 'DIAGNOSTIC', itemCode: 'CBC-1', comments: 'Fasted sample.', version: 1 });
    const second = await run(SAVE_COMMENT, { input: { ...input, comments: 'Fasted 12 h.', basedOnVersion: 1 } }, tech, 'saveResultComment');
    expect(second.comment).toMatchObject({ id: first.comment.id, version: 2 });
    const stale = await run(SAVE_COMMENT, { input: { ...input, comments: 'Late.', basedOnVersion: 1 } }, tech, 'saveResultComment');
    expect(stale).toMatchObject({ __typename: 'ResultCommentStaleVersionError', current: { version: 2, comments: 'Fasted 12 h.' } });
    // A first save (no basedOnVersion: the step loaded no comment) over the saved one is refused naming who saved it.
    const over = await run(SAVE_COMMENT, { input: { ...input, comments: 'Overwritten?' } }, admin, 'saveResultComment');
    expect(over).toMatchObject({ __typename: 'ResultCommentStaleVersionError', changedByName: second.comment.updatedByName, current: { version: 2, comments: 'Fasted 12 h.' } });
    expect(over.message).toMatch(new RegExp(`^This note was changed by ${second.comment.updatedByName} at `));
    expect((await visit(visitId)).results.comments).toEqual([{ id: first.comment.id, kind: 'DIAGNOSTIC', itemCode: 'CBC-1', comments: 'Fasted 12 h.', version: 2 }]);
  });

  it('saves the treatment result from a template preview, refuses stale saves and duplicate names, and writes back only when linked', async () => {
    const templates = await run(`query { soapTemplates(status: ACTIVE) { id code name status content { section value } } }`, {}, tech, 'soapTemplates');
    expect(templates.map((template: { name: string }) => template.name)).toEqual(expect.arrayContaining(['Wellness Exam', 'Sick Visit', 'Dental', 'Lab Results Summary']));
    const template = templates.find((row: { name: string }) => row.name === 'Lab Results Summary');
    const preview = (await run(`query ($id: ID!, $template: ID!) { node(id: $id) { ... on Visit { treatmentResultPreview(templateId: $template) { section value } } } }`, { id: visitId, template: template.id }))
      .node.treatmentResultPreview;
    expect(preview.map((row: { section: string }) => row.section)).toEqual(template.content.map((row: { section: string }) => row.section));
    // An unknown template: the service's message as a GraphQL error.
    const missing = await gateway.execute(`query ($id: ID!, $template: ID!) { node(id: $id) { ... on Visit { treatmentResultPreview(templateId: $template) { section } } } }`, {
      id: visitId,
      template: encodeGlobalID('SoapTemplate', '0f0f0f0f-0000-4000-8000-000000000000'),
    }, tech);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const cbc = diagnostics.get('Complete Blood Count (CBC)')!;
    const result = {
      ruleOuts: [{ name: 'Anemia' }],
      diagnosis: [{ name: 'Gastritis', category: 'Digestive', description: 'Mild.' }],
      treatments: [{ planItemId: cbcRow, catalogueId: cbc.id, code: 'CBC-1', name: 'Complete Blood Count (CBC)', quantity: 1 }],
      medications: [{ code: 'MED-1', name: 'Maropitant', dosage: '1 mg/kg' }],
      additionalCareText: 'Bland diet for 3 days.',
    };
    const created = await run(
      SAVE_TREATMENT_RESULT,
      { input: { visitId, result, soapTemplateId: template.id, templateContent: preview } },
      tech,
      'saveTreatmentResult',
    );
    expect(created.__typename).toBe('SaveTreatmentResultSuccess');
    expect(created.treatmentResult).toMatchObject({
      version: 1,
      templateCode: template.code,
      soapTemplate: { id: template.id, name: 'Lab Results Summary' },
      templateContent: preview,
      writtenBackAt: null,
      result: {
        ruleOuts: [{ diagnosisId: null, name: 'Anemia' }],
        treatments: [{ planItemId: cbcRow, catalogueId: cbc.id, code: 'CBC-1', quantity: 1 }],
        medications: [{ name: 'Maropitant', dosage: '1 mg/kg' }],
        customMedications: [],
        additionalCareText: 'Bland diet for 3 days.',
      },
    });
    // A second create, and an update from an old version, are stale.
    const twice = await run(SAVE_TREATMENT_RESULT, { input: { visitId, result } }, tech, 'saveTreatmentResult');
    expect(twice).toMatchObject({ __typename: 'TreatmentResultStaleVersionError', current: { version: 1 } });
    const updated = await run(SAVE_TREATMENT_RESULT, { input: { visitId, basedOnVersion: 1, result: { ...result, additionalCareText: 'Recheck in 1 week.' } } }, admin, 'saveTreatmentResult');
    expect(updated.treatmentResult).toMatchObject({ version: 2, result: { additionalCareText: 'Recheck in 1 week.' } });
    expect(await run(SAVE_TREATMENT_RESULT, { input: { visitId, basedOnVersion: 1, result } }, tech, 'saveTreatmentResult')).toMatchObject({
      __typename: 'TreatmentResultStaleVersionError',
      changedByName: 'Morgan Hayes',
      current: { version: 2 },
    });
    const duplicate = await run(
      SAVE_TREATMENT_RESULT,
      { input: { visitId, basedOnVersion: 2, result: { ...result, diagnosis: [{ name: 'Gastritis' }, { name: 'gastritis' }] } } },
      tech,
      'saveTreatmentResult',
    );
    expect(duplicate).toMatchObject({ __typename: 'InputValidationError', fieldErrors: [{ path: 'result.diagnosis.1.name', message: 'Rule-outs and diagnoses are unique by name.' }] });
    expect((await visit(visitId)).results.treatmentResult).toEqual(updated.treatmentResult);

    // Max is the product's own pet, not a patient of the practice system.
    const writeBack = await run(WRITE_BACK, { input: { visitId, templateCode: template.code } }, tech, 'writeBackTreatmentResult');
    expect(writeBack.__typename).toBe('ConflictError');
    expect(await run(WRITE_BACK, { input: { visitId, templateCode: '' } }, tech, 'writeBackTreatmentResult')).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ path: 'templateCode', message: 'Template code is missing' }],
    });
  });

  it("lists the pet's earlier visits with their results, newest first", async () => {
    const history = await run(
      `query ($id: ID!) { node(id: $id) { ... on Pet { resultsHistory(first: 10) { totalCount edges { node { visit { id } visitName createdAt treatments diagnosis medications reasonForConsultation } } } } } }`,
      { id: maxId },
    );
    const entries = history.node.resultsHistory.edges.map((edge: { node: unknown }) => edge.node);
    expect(history.node.resultsHistory.totalCount).toBeGreaterThanOrEqual(entries.length);
    const entry = entries.find((row: { visit: { id: string } }) => row.visit.id === visitId);
    expect(entry).toMatchObject({ diagnosis: ['Gastritis'], medications: ['Maropitant'] });
  });
});

describe('the visit guard and repeated requests', () => {
  it("refuses result writes on a finalized visit until a reason for modification is given", async () => {
    const visitId = await signedVisit(['In-house Fecal Flotation']);
    const finished = await run(`mutation ($input: FinishVisitInput!) { finishVisit(input: $input) { __typename ... on FinishVisitSuccess { visit { status { name } } } } }`, { input: { visitId } });
    expect(finished.finishVisit.visit.status.name).toBe('SOAP Finalized');
    const input = { visitId, kind: 'SERVICE', itemCode: 'EXAM-1', comments: 'Added after the visit.' };
    expect(await run(SAVE_COMMENT, { input }, tech, 'saveResultComment')).toMatchObject({
      __typename: 'ConflictError',
      message: 'This visit is read-only in its current status. Give a reason for modification before changing it.',
    });
    const reason = await run(
      `mutation ($input: SaveModificationReasonInput!) { saveModificationReason(input: $input) { __typename ... on SaveModificationReasonSuccess { modificationReason { id } } } }`,
      { input: { visitId, modificationDate: day().replace(/-/g, '/'), modificationReason: 'Late lab comment' } },
    );
    const visitModificationId = reason.saveModificationReason.modificationReason.id;
    const saved = await run(SAVE_COMMENT, { input: { ...input, visitModificationId } }, tech, 'saveResultComment');
    expect(saved).toMatchObject({ __typename: 'SaveResultCommentSuccess', comment: { comments: 'Added after the visit.', version: 1 } });
    // Write Back takes the same guard, before anything reaches the practice system.
    const template = (await run(`query { soapTemplates(search: "Sick") { code } }`, {}, tech)).soapTemplates[0];
    expect(await run(WRITE_BACK, { input: { visitId, templateCode: template.code } }, tech, 'writeBackTreatmentResult')).toMatchObject({
      __typename: 'ConflictError',
      message: 'This visit is read-only in its current status. Give a reason for modification before changing it.',
    });
    expect(await run(WRITE_BACK, { input: { visitId, templateCode: template.code, visitModificationId } }, tech, 'writeBackTreatmentResult')).toMatchObject({
      __typename: 'ConflictError',
      message: 'Save the treatment result before writing it back.',
    });
  });

  it('answers the same order to a placeLabOrder repeated with its Idempotency-Key', async () => {
    const visitId = await signedVisit(['Total T4']);
    const headers = { 'idempotency-key': `place-order-${Date.now()}` };
    const first = await gateway.execute(PLACE, { input: { visitId, kind: 'ORDER' } }, tech, { headers });
    const again = await gateway.execute(PLACE, { input: { visitId, kind: 'ORDER' } }, tech, { headers });
    expect(first.data.placeLabOrder.__typename).toBe('PlaceLabOrderSuccess');
    expect(again.data.placeLabOrder).toMatchObject({ __typename: 'PlaceLabOrderSuccess', order: { id: first.data.placeLabOrder.order.id } });
    expect((await visit(visitId)).results.labOrders).toHaveLength(1);
  });
});

describe('write-back to the practice system', () => {
  it('writes the saved treatment result to the Covetrus patient, and writing again updates the same record', async () => {
    // The demo clinic starts connected to the sandbox practice; Luna is synced here.
    const synced = await run(`mutation ($input: SyncPetInput!) { syncPet(input: $input) { __typename ... on SyncPetSuccess { pet { id } } } }`, { input: { sourceId: 'CV-PT-3004' } }, tech);
    const petId = synced.syncPet.pet.id;
    const visitId = await newVisit(petId);
    const template = (await run(`query { soapTemplates(search: "Sick") { id code name } }`, {}, tech)).soapTemplates[0];
    expect(template.name).toBe('Sick Visit');

    expect(await run(WRITE_BACK, { input: { visitId, templateCode: template.code } }, tech, 'writeBackTreatmentResult')).toMatchObject({
      __typename: 'ConflictError',
      message: 'Save the treatment result before writing it back.',
    });
    const sections = (await run(`query ($id: ID!, $template: ID!) { node(id: $id) { ... on Visit { treatmentResultPreview(templateId: $template) { section value } } } }`, { id: visitId, template: template.id }))
      .node.treatmentResultPreview;
    const saved = await run(SAVE_TREATMENT_RESULT, { input: { visitId, result: { additionalCareText: 'Rest.' }, soapTemplateId: template.id, templateContent: sections } }, tech, 'saveTreatmentResult');
    expect(saved.__typename).toBe('SaveTreatmentResultSuccess');

    const queued = await run(WRITE_BACK, { input: { visitId, templateCode: template.code } }, tech, 'writeBackTreatmentResult');
    expect(queued).toMatchObject({ __typename: 'WriteBackTreatmentResultSuccess', message: 'Write-back to the practice system is queued.', treatmentResult: { practiceExport: { subjectVersion: 1 } } });
    // Written in the background (docs/write-back.md): the write-back's own state, then the result's.
    const exportId = queued.treatmentResult.practiceExport.id;
    const STATE = `query ($id: ID!) { node(id: $id) { ... on PracticeExport { state partnerRecordId } } }`;
    await expect.poll(async () => (await run(STATE, { id: exportId })).node.state, { timeout: 30_000, interval: 250 }).toBe('WRITTEN');
    const written = (await run(VISIT, { id: visitId })).node.results.treatmentResult;
    expect(written).toMatchObject({ writtenBackTo: 'Covetrus' });
    expect(written.writtenBackAt).not.toBeNull();
    // The same version again: written once, so the answer is its written state.
    const again = await run(WRITE_BACK, { input: { visitId, templateCode: template.code } }, tech, 'writeBackTreatmentResult');
    expect(again).toMatchObject({ __typename: 'WriteBackTreatmentResultSuccess', message: 'Writeback successful!', treatmentResult: { practiceExport: { id: exportId, state: 'WRITTEN' } } });
    // The practice system holds it: the pet's next sync brings it into the pet's medical records.
    await run(`mutation ($input: SyncPetInput!) { syncPet(input: $input) { __typename } }`, { input: { sourceId: 'CV-PT-3004' } }, tech);
    const records = (await run(`query ($id: ID!) { node(id: $id) { ... on Pet { medicalRecords { kind title } } } }`, { id: petId })).node.medicalRecords;
    const ours = records.filter((record: { title: string }) => record.title.startsWith('Sick Visit — '));
    expect(ours).toHaveLength(1);
  }, 60_000);
});

describe('orphaned results', () => {
  it("imports the lab's orphans, suggests Max by name, parent and species, and assigns and unassigns one", async () => {
    // The demo clinic's lab holds orphans; a sync of any visit reads them in.
    const visitId = await newVisit();
    await run(SYNC, { input: { visitId } });
    const orphans = (await run(ORPHANS, { start: day(-30), end: day() })).orphanedLabResults;
    expect(orphans.totalCount).toBe(4);
    const names = orphans.edges.map((edge: { node: { petName: string } }) => edge.node.petName);
    // Newest first: the three of demo pets, then the one that matches no pet of the clinic.
    expect(names.slice(0, 3)).toEqual(['Max', 'Oliver', 'Bella']);
    const max = orphans.edges[0].node;
    expect(max).toMatchObject({ visit: null, assigned: false, species: 'Canine', parentName: 'Olivia Bennett' });
    expect(max.suggestedPets[0]).toMatchObject({ pet: { id: maxId, name: 'Max' }, reasons: ['name', 'parent', 'species'] });
    expect(max.suggestedPets[0].score).toBeGreaterThan(0.9);
    // Scores are best first.
    for (const edge of orphans.edges) {
      const scores = edge.node.suggestedPets.map((match: { score: number }) => match.score);
      expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    }
    // The orphan matching nobody has no suggestion.
    expect(orphans.edges[3].node.suggestedPets).toEqual([]);

    expect(await run(ASSIGN, { input: { labResultId: max.id, petId: maxId, visitId: '' } }, tech, 'assignLabResult')).toMatchObject({ __typename: 'InputValidationError', fieldErrors: [{ path: 'visitId', message: 'Select a visit' }] });
    const assigned = await run(ASSIGN, { input: { labResultId: max.id, petId: maxId, visitId } }, tech, 'assignLabResult');
    expect(assigned.labResult).toMatchObject({ id: max.id, petName: 'Max', assigned: true, visit: { id: visitId }, suggestedPets: [] });
    expect(assigned.labResult.tests.map((test: { code: string }) => test.code)).toEqual(['ANT-CBC', 'ANT-CHEM']);
    expect(assigned.labResult.history.map((event: { action: string }) => event.action)).toEqual(['received', 'assigned']);
    expect(await run(ASSIGN, { input: { labResultId: max.id, petId: maxId, visitId } }, tech, 'assignLabResult')).toMatchObject({ __typename: 'ConflictError', message: 'This result is already assigned to a visit.' });
    expect((await visit(visitId)).results.labResults.map((result: { id: string }) => result.id)).toEqual([max.id]);
    expect((await run(ORPHANS, { start: day(-30), end: day() })).orphanedLabResults.totalCount).toBe(3);

    const unassigned = await run(UNASSIGN, { input: { labResultId: max.id } }, tech, 'unassignLabResult');
    expect(unassigned).toMatchObject({ __typename: 'UnassignLabResultSuccess', visit: { id: visitId }, labResult: { assigned: false, visit: null } });
    expect(unassigned.labResult.history.map((event: { action: string }) => event.action)).toEqual(['received', 'assigned', 'unassigned']);
    expect((await visit(visitId)).results.labResults).toEqual([]);
    expect(await run(UNASSIGN, { input: { labResultId: max.id } }, tech, 'unassignLabResult')).toMatchObject({
      __typename: 'ConflictError',
      message: 'Only an assigned orphaned result can be unassigned.',
    });
  }, 60_000);

  it("refuses a date range that is not one ('Please select a valid date range.')", async () => {
    const result = await gateway.execute(ORPHANS, { start: day(), end: day(-1) }, tech);
    expect(result.errors?.[0]).toMatchObject({ message: 'Please select a valid date range.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('matches species names as labs and clinics write them', () => {
    expect(sameSpecies('Canine', 'canine')).toBe(true);
    expect(sameSpecies('Dog', 'Canine')).toBe(true);
    expect(sameSpecies('Feline', 'Canine')).toBe(false);
    expect(sameSpecies('', '')).toBe(false);
  });
});

describe('loading', () => {
  it('reads the results step of 1 and of many visits with the same number of upstream calls', async () => {
    const ids = [await signedVisit(['Complete Blood Count (CBC)', 'In-house Fecal Flotation'])];
    for (let index = 0; index < 4; index += 1) ids.push(await newVisit());
    const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Visit { id labOrdering { connected } ${RESULTS} } } }`;
    const one = await gateway.execute(query, { ids: ids.slice(0, 1) }, tech);
    const many = await gateway.execute(query, { ids }, tech);
    expect(one.errors).toBeUndefined();
    expect(many.errors).toBeUndefined();
    expect(many.data.nodes).toHaveLength(5);
    expect(one.extensions?.upstreamCalls).toBe(many.extensions?.upstreamCalls);
  }, 60_000);
});

describe('another clinic', () => {
  it("sees none of this clinic's orders, results or orphans, and changes none of them", async () => {
    const visitId = await signedVisit(['Complete Blood Count (CBC)']);
    const placed = await run(PLACE, { input: { visitId, kind: 'ORDER' } }, tech, 'placeLabOrder');
    await run(SYNC, { input: { visitId } });
    const orphan = (await run(ORPHANS, { start: day(-30), end: day() })).orphanedLabResults.edges[0].node;

    expect((await gateway.execute(VISIT, { id: visitId }, other)).data?.node ?? null).toBeNull();
    expect((await run(`query ($id: ID!) { node(id: $id) { ... on LabOrder { id } } }`, { id: placed.order.id }, other)).node).toBeNull();
    // node(id:) reads a lab result for its own clinic (with the same fields and suggestions as the
    // list), and answers null to another clinic.
    const NODE_RESULT = `query ($id: ID!) { node(id: $id) { ... on LabResult { ${ORPHAN} } } }`;
    expect((await run(NODE_RESULT, { id: orphan.id })).node).toEqual(orphan);
    expect((await run(NODE_RESULT, { id: orphan.id }, other)).node).toBeNull();
    expect((await run(NODE_RESULT, { id: encodeGlobalID('LabResult', 'not-a-uuid') })).node).toBeNull();
    expect((await run(ORPHANS, { start: day(-30), end: day() }, other)).orphanedLabResults).toEqual({ totalCount: 0, edges: [] });
    // Other Pet Clinic has no lab.
    const own = await newVisit(encodeGlobalID('Pet', (await otherPet()).id), other);
    expect((await visit(own, other)).labOrdering).toMatchObject({ connected: false, placeOrder: false });
    expect((await run(`query { soapTemplates { id } }`, {}, other)).soapTemplates).toEqual([]);

    for (const [query, input, field] of [
      [PLACE, { visitId, kind: 'ORDER', discardPending: true }, 'placeLabOrder'],
      [SYNC, { visitId }, 'syncLabResults'],
      [REPORT, { labResultId: orphan.id }, 'requestLabResultReport'],
      [ASSIGN, { labResultId: orphan.id, petId: maxId, visitId }, 'assignLabResult'],
      [UNASSIGN, { labResultId: orphan.id }, 'unassignLabResult'],
      [SAVE_COMMENT, { visitId, kind: 'SERVICE', itemCode: 'X', comments: 'x' }, 'saveResultComment'],
      [SAVE_IN_HOUSE, { visitId, planItemId: visitId, testDate: day(), resultDate: day(), result: 'x', comment: 'y' }, 'saveInHouseTestResult'],
      [SAVE_TREATMENT_RESULT, { visitId, result: {} }, 'saveTreatmentResult'],
      [WRITE_BACK, { visitId, templateCode: 'x' }, 'writeBackTreatmentResult'],
    ] as const) {
      const answer = await run(query, { input }, other, field);
      expect(answer.__typename, field).toMatch(/NotFoundError|ConflictError/);
    }
    // The services refuse it on their own too, with the other clinic's token.
    const direct = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${gateway.upstreams.main}${path}`, {
        method,
        headers: { authorization: `Bearer ${other}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.text()).slice(0, 2000) };
    };
    expect(await direct('GET', `/visit-results?visit_ids=${raw(visitId)}`)).toEqual({ status: 200, body: '{"data":[]}' });
    expect((await direct('GET', `/orphaned-results?start_date=${day(-30)}&end_date=${day()}`)).body).toBe('{"data":[]}');
    expect((await direct('GET', `/lab-results?ids=${raw(orphan.id)}`)).body).toBe('{"data":[]}');
    expect((await direct('GET', `/visits/${raw(visitId)}/lab-orders`)).status).toBe(404);
    expect((await direct('GET', `/lab-results/${raw(orphan.id)}/report`)).status).toBe(404);
    expect((await direct('POST', `/lab-results/${raw(orphan.id)}/assign`, { visit_id: raw(visitId), pet_id: raw(maxId) })).status).toBe(404);
    expect((await direct('POST', `/visits/${raw(visitId)}/treatment-result/preview`, { template_id: raw(orphan.id) })).status).toBe(404);

    // Nothing changed: the order is still pending, the orphan still an orphan.
    const after = await visit(visitId);
    expect(after.results.unprocessedLabOrders).toEqual([{ id: placed.order.id, status: 'PENDING' }]);
    expect(after.results.comments).toEqual([]);
    expect(after.results.treatmentResult).toBeNull();
    expect((await run(ORPHANS, { start: day(-30), end: day() })).orphanedLabResults.edges[0].node).toMatchObject({ id: orphan.id, visit: null });
  }, 60_000);
});

describe('error mapping', () => {
  it("turns the lab's 502 into LabProviderError with the order kept, and PENDING_ORDERS into PendingLabOrdersError", async () => {
    const order = {
      id: 'o-1', visit_id: 'v-1', pet_id: 'p-1', provider: 'antech', provider_name: 'Antech', kind: 'order', status: 'queued', partner_order_id: null,
      tests: [{ code: 'ANT-CBC', name: 'CBC', treatment_id: null, plan_item_id: null }], links: [], last_error: 'Antech could not be reached. Please try again later.',
      created_by_name: 'Jordan Ellis', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
    };
    const context = {} as Parameters<typeof resultsError>[0];
    const down = await resultsError(context, new UpstreamError(502, 'Antech could not be reached. Please try again later.', [], {}, { code: 'LAB_UNAVAILABLE', order }));
    expect(down).toBeInstanceOf(LabProviderError);
    expect(down).toMatchObject({ message: 'Antech could not be reached. Please try again later.', providerName: 'Antech', order: { id: 'o-1', status: 'queued', lastError: order.last_error } });
    const pending = await resultsError(context, new UpstreamError(409, 'Pending Orders Found!', [], {}, { code: 'PENDING_ORDERS', orders: [{ ...order, status: 'pending' }] }));
    expect(pending).toBeInstanceOf(PendingLabOrdersError);
    expect(pending).toMatchObject({ message: 'Pending Orders Found!', orders: [{ id: 'o-1', status: 'pending' }] });
  });
});

describe('report link keys', () => {
  it('are the same in every process given the same secret, and open nothing sealed with another', () => {
    const one = reportLinkKeyFromEnv({ REPORT_LINK_SECRET: 'shared-secret' }, '/nonexistent')!;
    const two = reportLinkKeyFromEnv({ REPORT_LINK_SECRET: 'shared-secret' }, '/nonexistent')!;
    const sealed = sealReportLink(one, 'token', 'result-1');
    expect(openReportLink(two, sealed)).toMatchObject({ t: 'token', r: 'result-1' });
    expect(openReportLink(reportLinkKeyFromEnv({ REPORT_LINK_SECRET: 'another' }, '/nonexistent')!, sealed)).toBe('invalid');
    expect(reportLinkKeyFromEnv({}, '/nonexistent')).toBeUndefined();
  });
});
