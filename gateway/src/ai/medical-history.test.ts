// Pet.medicalHistorySummary through the real gateway and services (demo data): the lines the main
// service gathers from the pet's earlier visits, each visit resolved to its Visit node in one
// upstream call for the whole summary; a synced pet's practice records (the Covetrus sandbox
// stands in for the practice system outside the product); isEmpty for a pet without history; and
// another clinic kept out (its staff cannot reach the pet, so never its summary).
import { randomUUID } from 'node:crypto';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let admin: string;
let tech: string;
let other: string;
const catalogue: Record<string, string> = {};

const SUMMARY = `query ($id: ID!) { node(id: $id) { ... on Pet { medicalHistorySummary {
  isEmpty
  medications { text visitDate source visit { id name } }
  treatments { text visitDate source visit { id } }
  services { text source visit { id } }
  problems { text visitDate source visit { id } }
  diagnosis { text source visit { id } } } } } }`;

async function rest(method: string, path: string, body: unknown, token = admin) {
  const response = await fetch(`${gateway.upstreams.main}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as any;
  expect(response.status, `${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json;
}

async function newPet(token: string, problems: string[] = []): Promise<string> {
  const parent = await rest(
    'POST',
    '/pet-parents',
    { first_name: 'Hana', last_name: 'Story', phone_number: '5125550166', email: `hana.${randomUUID().slice(0, 6)}@example.com`, address: { addressLine1: '3 Elm Ct', city: 'Austin', state: 'TX', zip: '78702' } },
    token,
  );
  const pet = await rest(
    'POST',
    '/pets',
    { parent_id: parent.id, name: 'Juniper', breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'White', date_of_birth: '01/02/2018', weight: 12, problems },
    token,
  );
  return pet.id;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  tech = (await gateway.signIn('tech@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  const lists = await gateway.execute(`query { services(first: 1) { edges { node { id } } } medications(first: 1) { edges { node { id productName } } } }`, {}, admin);
  catalogue.service = lists.data.services.edges[0].node.id;
  catalogue.medication = lists.data.medications.edges[0].node.id;
  catalogue.medicationName = lists.data.medications.edges[0].node.productName;
}, 120_000);
afterAll(async () => gateway?.close());

describe('Pet.medicalHistorySummary', () => {
  it("lists the pet's earlier visits' plan rows, rule outs and complaints with their visits, and its problem list", async () => {
    const petId = await newPet(admin, ['Arthritis']);
    const created = await gateway.execute(
      `mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ... on CreateVisitSuccess { visit { id name } } } }`,
      { input: { petId: encodeGlobalID('Pet', petId), name: 'Lameness visit' } },
      tech,
    );
    const visit = created.data.createVisit.visit;
    const visitId = decodeGlobalID(visit.id).id;
    await rest('POST', '/subjective', { obj_visit_id: visitId, subjective_note: { chief_complaint: { complaint: 'Limping on the left hind', duration: 'Static' }, reason_for_consultation: { main_case: [2] } } });
    await rest('POST', `/visits/${visitId}/objective-note`, { ruleouts: [{ diagnosis_id: randomUUID(), name: 'Cruciate ligament tear', category: null, description: '', symptoms: '' }] });
    const saved = await gateway.execute(
      `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { __typename } }`,
      {
        input: {
          visitId: visit.id,
          isClientAtClinic: true,
          items: [
            { kind: 'MEDICATION', catalogueId: catalogue.medication, quantity: 1, removed: false, approved: true },
            { kind: 'SERVICE', catalogueId: catalogue.service, quantity: 1, removed: true, approved: true },
          ],
        },
      },
      tech,
    );
    expect(saved.data.saveTreatmentPlan.__typename).toBe('SaveTreatmentPlanSuccess');

    const result = await gateway.execute(SUMMARY, { id: encodeGlobalID('Pet', petId) }, tech);
    expect(result.errors).toBeUndefined();
    const summary = result.data.node.medicalHistorySummary;
    expect(summary.isEmpty).toBe(false);
    expect(summary.medications).toHaveLength(1);
    expect(summary.medications[0]).toMatchObject({ source: 'visit', visit: { id: visit.id, name: 'Lameness visit' } });
    expect(summary.medications[0].text).toMatch(new RegExp(`^${catalogue.medicationName!.replace(/[()]/g, '\\$&')}`));
    expect(summary.medications[0].visitDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The removed service row is not history.
    expect(summary.services).toEqual([]);
    expect(summary.treatments).toEqual([]);
    expect(summary.diagnosis).toEqual([{ text: 'Cruciate ligament tear', source: 'visit', visit: { id: visit.id } }]);
    expect(summary.problems).toEqual([
      { text: 'Limping on the left hind', visitDate: summary.medications[0].visitDate, source: 'visit', visit: { id: visit.id } },
      { text: 'General Health', visitDate: summary.medications[0].visitDate, source: 'visit', visit: { id: visit.id } },
      { text: 'Arthritis', visitDate: null, source: 'pet', visit: null },
    ]);
    // The pet, its summary, and every line's visit in one call each (the visits batched).
    expect(result.extensions?.upstreamCalls).toBe(3);

    // Opened from this very visit's steps, the panel lists what came before it: the visit's own lines are left out.
    const fromVisit = await gateway.execute(
      `query ($id: ID!, $visitId: ID!) { node(id: $id) { ... on Pet { medicalHistorySummary(excludingVisitId: $visitId) {
        isEmpty medications { text } problems { text source } diagnosis { text } } } } }`,
      { id: encodeGlobalID('Pet', petId), visitId: visit.id },
      tech,
    );
    expect(fromVisit.errors).toBeUndefined();
    expect(fromVisit.data.node.medicalHistorySummary).toEqual({
      isEmpty: false,
      medications: [],
      problems: [{ text: 'Arthritis', source: 'pet' }],
      diagnosis: [],
    });
  });

  it("adds a synced pet's practice-system records, each with its date and no visit", async () => {
    // The demo clinic starts connected to the sandbox practice (and with Biscuit synced): synced again here.
    const synced = await gateway.execute(
      `mutation ($input: SyncPetInput!) { syncPet(input: $input) { __typename ... on SyncPetSuccess { pet { id } } ... on Error { message } } }`,
      { input: { sourceId: 'CV-PT-3001' } },
      tech,
    );
    expect(synced.data.syncPet.__typename).toBe('SyncPetSuccess');
    const summary = (await gateway.execute(SUMMARY, { id: synced.data.syncPet.pet.id }, tech)).data.node.medicalHistorySummary;
    expect(summary.isEmpty).toBe(false);
    expect(summary.medications).toEqual([
      { text: 'Carprofen 75 mg: One tablet by mouth every 12 hours for 7 days after a left forelimb sprain.', visitDate: '2025-09-02', source: 'practice', visit: null },
    ]);
    expect(summary.services).toEqual([{ text: 'Rabies 3-year: Administered right hind limb. Next due 2028-03.', source: 'practice', visit: null }]);
    expect(summary.problems).toEqual([
      { text: 'Annual wellness exam: Bright and alert. Mild dental tartar. Weight stable.', visitDate: '2025-03-18', source: 'practice', visit: null },
    ]);
    expect(summary.treatments).toEqual([]);
    expect(summary.diagnosis).toEqual([]);
    // The other clinic cannot open the synced pet, so never its records.
    expect((await gateway.execute(SUMMARY, { id: synced.data.syncPet.pet.id }, other)).data?.node ?? null).toBeNull();
  });

  it('is empty for a pet without history', async () => {
    const petId = await newPet(admin);
    const summary = (await gateway.execute(SUMMARY, { id: encodeGlobalID('Pet', petId) }, admin)).data.node.medicalHistorySummary;
    expect(summary).toEqual({ isEmpty: true, medications: [], treatments: [], services: [], problems: [], diagnosis: [] });
  });

  it("never shows another clinic's pet's history", async () => {
    const petId = await newPet(admin, ['Diabetes']);
    const foreign = await gateway.execute(SUMMARY, { id: encodeGlobalID('Pet', petId) }, other);
    expect(foreign.data?.node ?? null).toBeNull();
    expect(JSON.stringify(foreign)).not.toContain('Diabetes');
    const response = await fetch(`${gateway.upstreams.main}/pets/${petId}/medical-history-summary`, { headers: { authorization: `Bearer ${other}` } });
    expect(response.status).toBe(404);
    // Signed out, nothing at all.
    expect((await gateway.execute(SUMMARY, { id: encodeGlobalID('Pet', petId) })).data?.node ?? null).toBeNull();
  });
});
