// One slow service does not blank a visit's step. The web app's own step queries
// (the relay artifacts of web/src/visit-charting/VisitChartingPage.tsx) are sent through the real
// gateway while a fault proxy in front of the catalogue (inventory) or the integrations
// (thirdparty) service accepts connections and never answers:
// - each step still answers the visit's own records (its name, status, notes, vitals) and only the
//   other service's field is null, with one SERVICE_UNAVAILABLE error at its path;
// - the Assessment's AI suggestions give up within 3.5 s instead of the AI provider's deadline.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@vetchart/platform/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';

// The breaker's probe comes after half a second here (5 s in the product), so a test's hanging
// service does not leave the next one's breaker open.
// Set while this file's gateway is made (it reads the setting then) and put back after: the
// files of a vitest worker share one process.
const savedBreakerReset = process.env.UPSTREAM_BREAKER_RESET_MS;
process.env.UPSTREAM_BREAKER_RESET_MS = '500';

const generated = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/__generated__');
/** The text the web app sends for a query (relay's artifact), so the test checks what it really asks. */
function stepQuery(name: string): string {
  const source = readFileSync(path.join(generated, `${name}.graphql.ts`), 'utf8');
  const match = /"text": ("(?:[^"\\]|\\.)*")/.exec(source);
  if (!match) throw new Error(`no query text in ${name}`);
  return JSON.parse(match[1]!) as string;
}

type Result = { status: number; data?: any; errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[] };
type Execute = (query: string, variables?: Record<string, unknown>) => Promise<Result>;

let execute: Execute;
let db: Database;
let inventoryProxy: FaultProxy;
let thirdpartyProxy: FaultProxy;
let close: () => Promise<void>;
let petId: string;
let visitId: string;

beforeAll(async () => {
  const { startServices } = await import('@vetchart/host/product');
  const { createGateway } = await import('@vetchart/gateway/yoga');
  const { createTestDatabase, testConfig, testIntegrationSecretKey } = await import('@vetchart/platform/testing');
  const { loadKeys } = await import('@vetchart/platform/access-token');
  // A copy of the run's demo template; its partner secrets were sealed with the template's key.
  db = await createTestDatabase({ from: 'demo' });
  const services = await startServices(db, testConfig({ demoData: true }), await loadKeys(), { integrationSecretKey: testIntegrationSecretKey() });
  inventoryProxy = await startFaultProxy(services.upstreams.inventory);
  thirdpartyProxy = await startFaultProxy(services.upstreams.thirdparty);
  const gateway = createGateway({
    upstreams: { ...services.upstreams, inventory: inventoryProxy.url, thirdparty: thirdpartyProxy.url },
    publicKey: services.keys.publicKey,
  });
  let token = '';
  execute = async (query, variables) => {
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      // A mutation carries its action's key, as the web app sends it (the creates require one).
      headers: { 'content-type': 'application/json', ...(/^\s*mutation\b/.test(query) ? { 'idempotency-key': randomUUID() } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...(await response.json()) };
  };
  const signIn = await execute(`mutation { signIn(input: { email: "admin@demo.vet", password: "Demo!2345" }) { ... on SignInSuccess { session { accessToken } } } }`);
  token = signIn.data.signIn.session.accessToken;
  close = async () => {
    await gateway.dispose();
    await inventoryProxy.close();
    await thirdpartyProxy.close();
    await services.close();
    await db.close();
  };

  // A visit with its own records: a subjective note and vitals.
  const pets = await execute(`query { pets(first: 1) { edges { node { id } } } }`);
  petId = pets.data.pets.edges[0].node.id;
  const created = await execute(`mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ... on CreateVisitSuccess { visit { id } } } }`, { input: { petId } });
  visitId = created.data.createVisit.visit.id;
  const note = await execute(`mutation ($input: SaveSubjectiveNoteInput!) { saveSubjectiveNote(input: $input) { __typename } }`, {
    input: { visitId, chiefComplaint: { complaint: 'Vomiting since last night', duration: 'ACUTE' }, reasonForConsultation: { mainCaseIds: [3], vomiting: { vomiting: 'Yes' } } },
  });
  expect(note.data.saveSubjectiveNote.__typename).toBe('SaveSubjectiveNoteSuccess');
  const vitals = await execute(`mutation ($input: SaveVitalsInput!) { saveVitals(input: $input) { __typename } }`, { input: { visitId, petId, heartRate: 96, weight: { value: 11, unit: 'lbs' } } });
  expect(vitals.data.saveVitals.__typename).toBe('SaveVitalsSuccess');
});
afterAll(async () => {
  await close?.();
  if (savedBreakerReset === undefined) delete process.env.UPSTREAM_BREAKER_RESET_MS;
  else process.env.UPSTREAM_BREAKER_RESET_MS = savedBreakerReset;
});

async function whileHanging<T>(proxy: FaultProxy, run: () => Promise<T>): Promise<T> {
  await proxy.setMode('hang');
  try {
    return await run();
  } finally {
    await proxy.setMode('pass');
    await new Promise((resolve) => setTimeout(resolve, 600)); // let the breaker's probe through
  }
}

const unavailable = (result: Result, service: string) => (result.errors ?? []).filter((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE' && error.extensions.service === service);

/** The visit's own records are in the answer, whatever else failed. */
function expectVisitRecords(result: Result) {
  expect(result.status).toBe(200);
  expect(result.data).not.toBeNull();
  expect(result.data.visit).toMatchObject({ __typename: 'Visit', id: visitId, status: { name: expect.any(String) } });
  expect(result.data.visit.vitals).toMatchObject({ heartRate: 96 });
  expect(result.data.pet).toMatchObject({ __typename: 'Pet' });
}

describe('a visit step while the catalogue service hangs', () => {
  it('Subjective: the note and vitals show; only the medications list is null, with its error', async () => {
    const result = await whileHanging(inventoryProxy, () => execute(stepQuery('VisitChartingPageSubjectiveQuery'), { petId, visitId }));
    expectVisitRecords(result);
    expect(result.data.visit.subjectiveNote).toMatchObject({ chiefComplaint: { complaint: 'Vomiting since last night' } });
    expect(result.data.medications).toBeNull();
    expect(unavailable(result, 'inventory')).toHaveLength(1);
  });

  it('Objective: the visit shows; only the diagnoses list is null, with its error', async () => {
    const result = await whileHanging(inventoryProxy, () => execute(stepQuery('VisitChartingPageObjectiveQuery'), { petId, visitId }));
    expectVisitRecords(result);
    expect(result.data.diagnoses).toBeNull();
    // One error per service and request (the first field that needed it names the path).
    expect(unavailable(result, 'inventory')).toHaveLength(1);
  });

  it('Assessment: the visit shows; the AI settings and suggestions are null and give up within 3.5 s', async () => {
    const started = Date.now();
    const result = await whileHanging(inventoryProxy, () => execute(stepQuery('VisitChartingPageAssessmentQuery'), { petId, visitId }));
    expect(Date.now() - started).toBeLessThan(3_500);
    expectVisitRecords(result);
    expect(result.data.aiSettings).toBeNull();
    // The suggestions only: the AI node is the visit itself, which must stay (the web's store keeps one).
    expect(result.data.aiVisit).toMatchObject({ id: visitId, aiRecommendations: null });
    expect(unavailable(result, 'inventory')).toHaveLength(1);
  });

  it('Results: the visit shows; only the rule-out picker’s diagnoses are null', async () => {
    const result = await whileHanging(inventoryProxy, () => execute(stepQuery('VisitChartingPageResultsQuery'), { petId, visitId }));
    expect(result.status).toBe(200);
    expect(result.data.visit).toMatchObject({ __typename: 'Visit', id: visitId, status: { name: expect.any(String) }, results: expect.any(Object) });
    expect(result.data.diagnoses).toBeNull();
    // One error per service and request (the first field that needed it names the path).
    expect(unavailable(result, 'inventory')).toHaveLength(1);
  });
});

describe("the steps' AI tools while the catalogue service hangs", () => {
  it('the AI status is null with its error, not a failed answer that would fail the step', async () => {
    const result = await whileHanging(inventoryProxy, () => execute(stepQuery('useAiStatusQuery')));
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ aiStatus: null });
    expect(unavailable(result, 'inventory')).toHaveLength(1);
  });
});

describe('the AI suggestions while the catalogue service hangs', () => {
  it('give up within 3.5 s with an error naming the catalogue, not after the AI deadline', async () => {
    const started = Date.now();
    const result = await whileHanging(inventoryProxy, () =>
      execute(`query ($id: ID!) { node(id: $id) { ... on Visit { aiRecommendations { enabled } } } }`, { id: visitId }),
    );
    expect(Date.now() - started).toBeLessThan(3_500);
    expect(result.data.node).toEqual({ aiRecommendations: null });
    expect(unavailable(result, 'inventory')).toHaveLength(1);
  });
});

describe('the Results step while the integrations service hangs', () => {
  it('shows the visit and its results; only the lab ordering is null, with its error', async () => {
    const result = await whileHanging(thirdpartyProxy, () => execute(stepQuery('VisitChartingPageResultsQuery'), { petId, visitId }));
    expect(result.status).toBe(200);
    expect(result.data.visit).toMatchObject({ __typename: 'Visit', id: visitId, status: { name: expect.any(String) }, results: expect.any(Object) });
    expect(result.data.visit.labOrdering).toBeNull();
    expect(unavailable(result, 'thirdparty').map((error) => error.path?.join('.'))).toContain('visit.labOrdering');
  });
});
