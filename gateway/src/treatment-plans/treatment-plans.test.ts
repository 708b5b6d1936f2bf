// The treatment plan through the real gateway and services (demo data): building a plan from the
// demo catalogue priced by the server, the stale save, entering the plan step, signing in person
// with the clinic header and the pet and parent gathered by the gateway, the e-mailed estimate and
// its public page and approval without a session, finishing the visit, the upstream call count of
// a visit's plan for 1 and 50 rows, and another clinic (and another link) kept out of all of it.
import { randomUUID } from 'node:crypto';
import { deflateSync, crc32 } from 'node:zlib';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { listOutbox } from '@vetchart/platform/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let admin: string;
let tech: string;
let other: string;
let petId: string;
const catalogue: { kind: string; id: string; name: string }[] = [];

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
/** For the unions without an InputValidationError member. */
const ANSWER = `__typename ... on Error { message }`;
const ITEM = `id rowId kind catalogueId code name category quantity unitPriceCents subtotalCents taxCents totalCents taxable removed approved approvedAt
  selectedDosage { dosage unit } dosageOptions { dosage unit } comment ai aiReason`;
const PLAN = `id version description isClientAtClinic updatedByName items { ${ITEM} } totals { subtotalCents taxCents totalCents taxRate }`;
const SIGNED = `id planVersion signerName signedAt channel signatureUrl declineReason description approvedTotalCents snapshotSha256
  items { id rowId name approved approvedAt totalCents } totals { totalCents }`;
const SAVE = `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { ${RESULT}
  ... on SaveTreatmentPlanSuccess { treatmentPlan { ${PLAN} } visit { id } }
  ... on TreatmentPlanStaleVersionError { changedByName changedAt current { version } } } }`;
const START = `mutation ($input: StartPlanApprovalInput!) { startPlanApproval(input: $input) { ${ANSWER} ... on StartPlanApprovalSuccess { visit { status { name } } } } }`;
const SIGN = `mutation ($input: SignTreatmentPlanInput!) { signTreatmentPlan(input: $input) { ${RESULT}
  ... on SignTreatmentPlanSuccess { signedTreatmentPlan { ${SIGNED} } visit { status { name } isReadOnly } } } }`;
const SEND = `mutation ($input: SendTreatmentPlanEstimateInput!) { sendTreatmentPlanEstimate(input: $input) { ${RESULT} ... on SendTreatmentPlanEstimateSuccess { email expiresAt } } }`;
const FINISH = `mutation ($input: FinishVisitInput!) { finishVisit(input: $input) { ${ANSWER} ... on FinishVisitSuccess { summaryEmailedTo visit { status { name } summariesAvailable } } } }`;
const ESTIMATE = `query ($token: String!) { treatmentPlanEstimate(token: $token) { ${ANSWER}
  ... on TreatmentPlanEstimate { planVersion description expiresAt clinic { name city state zip phone email logoUrl }
    party { petName species breed parentName addressLine1 city state zip } items { ${ITEM} } totals { totalCents taxRate } signed { ${SIGNED} } } } }`;
const APPROVE = `mutation ($input: ApproveTreatmentPlanEstimateInput!) { approveTreatmentPlanEstimate(input: $input) { ${RESULT}
  ... on ApproveTreatmentPlanEstimateSuccess { signed { ${SIGNED} } } } }`;
const EXPIRED = `__typename ... on Error { message } ... on TreatmentPlanLinkExpiredError { clinic { name phone email } }`;
const EXPIRED_ESTIMATE = `query ($token: String!) { treatmentPlanEstimate(token: $token) { ${EXPIRED} } }`;
const EXPIRED_APPROVE = `mutation ($input: ApproveTreatmentPlanEstimateInput!) { approveTreatmentPlanEstimate(input: $input) { ${EXPIRED} } }`;
const CHOICES = `mutation ($input: SaveTreatmentPlanEstimateChoicesInput!) { saveTreatmentPlanEstimateChoices(input: $input) { ${RESULT}
  ... on SaveTreatmentPlanEstimateChoicesSuccess { estimate { items { id approved } totals { totalCents } approvedTotals { subtotalCents taxCents totalCents taxRate } } } } }`;
const VISIT = `query ($id: ID!) { node(id: $id) { ... on Visit { status { name } summariesAvailable treatmentPlan { ${PLAN} } signedTreatmentPlan { ${SIGNED} } } } }`;

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
const SIGNATURE = pngDataUri();

async function rest(service: 'main' | 'inventory', method: string, path: string, body: unknown, token = admin) {
  const response = await fetch(`${gateway.upstreams[service]}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as any;
  expect(response.status, `${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json;
}

async function newVisit(): Promise<string> {
  const result = await gateway.execute(
    `mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ... on CreateVisitSuccess { visit { id } } } }`,
    { input: { petId: encodeGlobalID('Pet', petId) } },
    tech,
  );
  return result.data.createVisit.visit.id;
}

const row = (entry: { kind: string; id: string }, over: Record<string, unknown> = {}) => ({ kind: entry.kind, catalogueId: entry.id, quantity: 1, removed: false, approved: true, ...over });
const byName = (name: string) => catalogue.find((entry) => entry.name === name)!;
const save = async (input: Record<string, unknown>, token = tech) => (await gateway.execute(SAVE, { input }, token)).data.saveTreatmentPlan;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  tech = (await gateway.signIn('tech@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  const lists = await gateway.execute(
    `query { diagnostics(first: 50) { edges { node { id name } } } services(first: 50) { edges { node { id name } } }
      medications(first: 50) { edges { node { id productName } } } inventorySupplies(first: 50) { edges { node { id name } } } }`,
    {},
    admin,
  );
  const add = (kind: string, edges: { node: { id: string; name?: string; productName?: string } }[]) =>
    catalogue.push(...edges.map(({ node }) => ({ kind, id: node.id, name: node.name ?? node.productName! })));
  add('DIAGNOSTIC', lists.data.diagnostics.edges);
  add('SERVICE', lists.data.services.edges);
  add('MEDICATION', lists.data.medications.edges);
  add('INVENTORY', lists.data.inventorySupplies.edges);
  // 50 catalogue rows for the 50-row plan: the demo's 18 and more services.
  for (let index = catalogue.length; index < 50; index += 1) {
    const created = await rest('inventory', 'POST', '/services', { name: `Bench Service ${index}`, cost: `${10 + index}.50`, tax: index % 2 === 0 });
    catalogue.push({ kind: 'SERVICE', id: encodeGlobalID('Service', created.id), name: created.name });
  }
  const species = await gateway.execute(`query { species(first: 50) { edges { node { id specie } } } }`, {}, admin);
  const canine = species.data.species.edges.find((edge: { node: { specie: string } }) => edge.node.specie === 'Canine').node.id;
  const parent = await rest('main', 'POST', '/pet-parents', {
    first_name: 'Paula', last_name: 'Plan', phone_number: '5125550133', email: 'paula.plan@example.com',
    address: { addressLine1: '9 Oak Rd', city: 'Austin', state: 'TX', zip: '78704' },
  });
  const pet = await rest('main', 'POST', '/pets', {
    parent_id: parent.id, name: 'Rufus', breed_id: randomUUID(), specie_id: decodeGlobalID(canine).id, gender_id: randomUUID(), color: 'Tan', date_of_birth: '02/03/2019', weight: 30, problems: [],
  });
  petId = pet.id;
}, 120_000);
afterAll(async () => gateway?.close());

describe('building the plan', () => {
  it('saves rows from the catalogue priced by the server (demo tax 8.25 %), and refuses a stale save with the plan as it is now', async () => {
    const visitId = await newVisit();
    const carprofen = byName('Carprofen');
    const created = await save({
      visitId,
      isClientAtClinic: true,
      items: [row(byName('Radiographs (2 views)')), row(byName('Sick Exam'), { comment: 'Recheck.' }), row(carprofen, { quantity: 10, selectedDosage: { dosage: '75', unit: 'mg tablet' } })],
    });
    expect(created.__typename).toBe('SaveTreatmentPlanSuccess');
    const plan = created.treatmentPlan;
    expect(plan).toMatchObject({ version: 1, isClientAtClinic: true, totals: { taxRate: 8.25 } });
    expect(plan.description).toMatch(/^This treatment plan is an estimate of the approximate cost/);
    expect(plan.items[0]).toMatchObject({ kind: 'DIAGNOSTIC', catalogueId: byName('Radiographs (2 views)').id, unitPriceCents: 18500, taxCents: 1526, totalCents: 20026, taxable: true });
    expect(plan.items[1]).toMatchObject({ kind: 'SERVICE', unitPriceCents: 6800, taxCents: 0, comment: 'Recheck.' });
    expect(plan.items[2]).toMatchObject({ kind: 'MEDICATION', catalogueId: carprofen.id, quantity: 10, unitPriceCents: 145, subtotalCents: 1450, taxCents: 120, selectedDosage: { dosage: '75', unit: 'mg tablet' } });
    expect(plan.totals.totalCents).toBe(20026 + 6800 + 1570);

    const read = await gateway.execute(VISIT, { id: visitId }, admin);
    expect(read.data.node.treatmentPlan).toEqual(plan);
    expect(read.data.node.signedTreatmentPlan).toBeNull();
    expect(read.data.node.summariesAvailable).toBe(false);

    const rows = plan.items.map((item: any) => ({ id: item.id, kind: item.kind, catalogueId: item.catalogueId, quantity: item.quantity, removed: false, approved: true }));
    expect((await save({ visitId, basedOnVersion: 1, isClientAtClinic: false, items: rows }, admin)).__typename).toBe('SaveTreatmentPlanSuccess');
    const stale = await save({ visitId, basedOnVersion: 1, isClientAtClinic: true, items: rows });
    expect(stale).toMatchObject({ __typename: 'TreatmentPlanStaleVersionError', current: { version: 2 } });
    expect(stale.message).toMatch(/^This note was changed by /);

    const wrongType = await save({ visitId, basedOnVersion: 2, isClientAtClinic: true, items: [{ ...rows[0], kind: 'SERVICE' }] });
    expect(wrongType).toMatchObject({ __typename: 'InputValidationError', fieldErrors: [{ path: 'items.0.catalogueId', message: 'This item is no longer in the clinic catalogue.' }] });
    const badQuantity = await save({ visitId, basedOnVersion: 2, isClientAtClinic: true, items: [{ ...rows[0], quantity: 0 }] });
    expect(badQuantity).toMatchObject({ __typename: 'InputValidationError', fieldErrors: [{ path: 'items.0.quantity', message: 'Quantity must be a whole number of at least 1.' }] });
  });

  it('keeps the AI mark and reason of a row the AI suggested, sent when the row is added', async () => {
    const visitId = await newVisit();
    const reason = 'Vomiting or diarrhea: a CBC checks for dehydration (Rule "Vomiting or diarrhea"; matched "vomiting")';
    const created = await save({ visitId, isClientAtClinic: true, items: [row(byName('Complete Blood Count (CBC)'), { ai: true, aiReason: reason }), row(byName('Sick Exam'))] });
    expect(created.__typename).toBe('SaveTreatmentPlanSuccess');
    expect(created.treatmentPlan.items.map((item: any) => [item.ai, item.aiReason])).toEqual([
      [true, reason],
      [false, null],
    ]);
    const tooLong = await save({ visitId, basedOnVersion: 1, isClientAtClinic: true, items: [row(byName('Urinalysis'), { ai: true, aiReason: 'x'.repeat(1001) })] });
    expect(tooLong).toMatchObject({ __typename: 'InputValidationError', fieldErrors: [{ path: 'items.0.aiReason', message: 'The AI reason can be at most 1000 characters.' }] });
  });

  it("loads a visit's plan and signature in the same number of upstream calls for 1 row and for 50", async () => {
    const one = await newVisit();
    const fifty = await newVisit();
    expect((await save({ visitId: one, isClientAtClinic: true, items: [row(catalogue[0]!)] })).__typename).toBe('SaveTreatmentPlanSuccess');
    const saved = await save({ visitId: fifty, isClientAtClinic: true, items: catalogue.slice(0, 50).map((entry) => row(entry)) });
    expect(saved.__typename).toBe('SaveTreatmentPlanSuccess');
    expect(saved.treatmentPlan.items).toHaveLength(50);
    const small = await gateway.execute(VISIT, { id: one }, admin);
    const large = await gateway.execute(VISIT, { id: fifty }, admin);
    expect(large.data.node.treatmentPlan.items).toHaveLength(50);
    expect(small.extensions?.upstreamCalls).toBe(large.extensions?.upstreamCalls);
  });
});

describe('approval in person', () => {
  it('enters the plan step, signs with the clinic header and the pet and parent the gateway gathered, and finishes the visit', async () => {
    const visitId = await newVisit();
    const plan = (await save({ visitId, isClientAtClinic: true, items: [row(byName('Wellness Exam')), row(byName('Nail Trim'))] })).treatmentPlan;
    expect((await gateway.execute(START, { input: { visitId } }, tech)).data.startPlanApproval).toEqual({ __typename: 'StartPlanApprovalSuccess', visit: { status: { name: 'Pending Client Approval' } } });

    const signed = (
      await gateway.execute(
        SIGN,
        { input: { visitId, planVersion: 1, signerName: 'Paula Plan', signaturePng: SIGNATURE, decisions: [{ itemId: plan.items[1].id, approved: false }] } },
        tech,
        { headers: { 'user-agent': 'ClinicTablet/3.1' } },
      )
    ).data.signTreatmentPlan;
    expect(signed.__typename).toBe('SignTreatmentPlanSuccess');
    expect(signed.visit).toEqual({ status: { name: 'Ready for Treatment' }, isReadOnly: true });
    expect(signed.signedTreatmentPlan).toMatchObject({ planVersion: 2, signerName: 'Paula Plan', channel: 'IN_PERSON', declineReason: null, approvedTotalCents: 5800 });
    expect(signed.signedTreatmentPlan.signatureUrl).toMatch(/^\/files\/.+\.png$/);
    const [stored] = await gateway.db.query<{ snapshot: any; signed_user_agent: string }>(`SELECT snapshot, signed_user_agent FROM main.signed_treatment_plans WHERE visit_id = $1`, [
      decodeGlobalID(visitId).id,
    ]);
    expect(stored!.signed_user_agent).toBe('ClinicTablet/3.1');
    expect(stored!.snapshot.clinic).toMatchObject({ name: 'Demo Animal Hospital' });
    expect(stored!.snapshot.party).toMatchObject({ pet_name: 'Rufus', species: 'Canine', parent_name: 'Paula Plan', address_line1: '9 Oak Rd', zip: '78704' });

    const read = (await gateway.execute(VISIT, { id: visitId }, admin)).data.node;
    expect(read.signedTreatmentPlan).toEqual(signed.signedTreatmentPlan);
    expect(read.treatmentPlan.version).toBe(2);
    // A signed row keeps its row id, but its GraphQL id is its own: a client caching by id never
    // shows the signed row's decision as the working plan's (or the reverse).
    expect(read.signedTreatmentPlan.items.map((item: { rowId: string }) => item.rowId)).toEqual(read.treatmentPlan.items.map((item: { rowId: string }) => item.rowId));
    const ids = [...read.signedTreatmentPlan.items, ...read.treatmentPlan.items].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(4);
    expect(read.treatmentPlan.items.map((item: { id: string }) => item.id)).toEqual(plan.items.map((item: { id: string }) => item.id));
    expect(read.summariesAvailable).toBe(true);
    // Signed at version 1 on screen, but the plan is at 2 now.
    const again = (await gateway.execute(SIGN, { input: { visitId, planVersion: 1, signerName: 'Paula Plan', signaturePng: SIGNATURE, decisions: [] } }, tech)).data.signTreatmentPlan;
    expect(again.__typename).toBe('ConflictError');

    const finished = (await gateway.execute(FINISH, { input: { visitId } }, tech)).data.finishVisit;
    expect(finished).toEqual({ __typename: 'FinishVisitSuccess', summaryEmailedTo: 'paula.plan@example.com', visit: { status: { name: 'SOAP Finalized' }, summariesAvailable: true } });
    const [mail] = await listOutbox(gateway.db, { to: 'paula.plan@example.com', limit: 1 });
    expect(mail!.subject).toBe("Rufus's visit summary");
    expect(mail!.text_body).toContain('Demo Animal Hospital');
    expect(mail!.text_body).toContain('Wellness Exam');
  });
});

describe('approval by e-mailed link', () => {
  it('sends the link, opens it without a session, approves it, and shows it read-only after', async () => {
    const visitId = await newVisit();
    const plan = (await save({ visitId, isClientAtClinic: false, items: [row(byName('Urinalysis')), row(byName('Gabapentin'), { quantity: 14 })] })).treatmentPlan;
    const sent = (await gateway.execute(SEND, { input: { visitId, email: 'paula.plan@example.com' } }, tech)).data.sendTreatmentPlanEstimate;
    expect(sent).toMatchObject({ __typename: 'SendTreatmentPlanEstimateSuccess', email: 'paula.plan@example.com' });
    const [mail] = await listOutbox(gateway.db, { to: 'paula.plan@example.com', limit: 1 });
    const token = mail!.links.find((link) => link.includes('/treatment-plan-estimate/'))!.split('/treatment-plan-estimate/')[1]!;

    const page = (await gateway.execute(ESTIMATE, { token })).data.treatmentPlanEstimate;
    expect(page).toMatchObject({
      __typename: 'TreatmentPlanEstimate',
      planVersion: 1,
      clinic: { name: 'Demo Animal Hospital' },
      party: { petName: 'Rufus', species: 'Canine', parentName: 'Paula Plan', addressLine1: '9 Oak Rd' },
      totals: { totalCents: plan.totals.totalCents, taxRate: 8.25 },
      signed: null,
      expiresAt: sent.expiresAt,
    });
    expect(page.items.map((item: { rowId: string }) => item.rowId)).toEqual(plan.items.map((item: { rowId: string }) => item.rowId));

    const approved = (
      await gateway.execute(APPROVE, { input: { token, planVersion: 1, signaturePng: SIGNATURE, decisions: [{ itemId: plan.items[0].id, approved: false }] } }, undefined, {
        headers: { 'user-agent': 'ParentPhone/9' },
      })
    ).data.approveTreatmentPlanEstimate;
    expect(approved.__typename).toBe('ApproveTreatmentPlanEstimateSuccess');
    expect(approved.signed).toMatchObject({ channel: 'LINK', signerName: 'Paula Plan', planVersion: 2 });
    expect(approved.signed.items[0].approved).toBe(false);
    const [stored] = await gateway.db.query<{ signed_user_agent: string }>(`SELECT signed_user_agent FROM main.signed_treatment_plans WHERE id = $1`, [decodeGlobalID(approved.signed.id).id]);
    expect(stored!.signed_user_agent).toBe('ParentPhone/9');

    const reopened = (await gateway.execute(ESTIMATE, { token })).data.treatmentPlanEstimate;
    expect(reopened.signed).toMatchObject({ id: approved.signed.id, channel: 'LINK' });
    const twice = (await gateway.execute(APPROVE, { input: { token, planVersion: 2, signaturePng: SIGNATURE, decisions: [] } })).data.approveTreatmentPlanEstimate;
    expect(twice).toMatchObject({ __typename: 'ConflictError', message: 'This treatment plan has already been signed.' });
    expect((await gateway.execute(VISIT, { id: visitId }, admin)).data.node.status.name).toBe('Ready for Treatment');
  });

  it("keeps the pet parent's choices with the link and prices the Estimated Total without the declined rows (issue 27)", async () => {
    const visitId = await newVisit();
    const plan = (await save({ visitId, isClientAtClinic: false, items: [row(byName('Urinalysis')), row(byName('Gabapentin'), { quantity: 14 })] })).treatmentPlan;
    await gateway.execute(SEND, { input: { visitId, email: 'paula.plan@example.com' } }, tech);
    const [mail] = await listOutbox(gateway.db, { to: 'paula.plan@example.com', limit: 1 });
    const token = mail!.links.find((link) => link.includes('/treatment-plan-estimate/'))!.split('/treatment-plan-estimate/')[1]!;
    const [urinalysis, gabapentin] = plan.items;

    const chosen = (await gateway.execute(CHOICES, { input: { token, planVersion: 1, decisions: [{ itemId: urinalysis.id, approved: false }] } })).data.saveTreatmentPlanEstimateChoices;
    expect(chosen.__typename).toBe('SaveTreatmentPlanEstimateChoicesSuccess');
    expect(chosen.estimate.items.map((item: { approved: boolean }) => item.approved)).toEqual([false, true]);
    expect(chosen.estimate.totals.totalCents).toBe(plan.totals.totalCents);
    expect(chosen.estimate.approvedTotals).toEqual({ subtotalCents: gabapentin.subtotalCents, taxCents: gabapentin.taxCents, totalCents: gabapentin.totalCents, taxRate: 8.25 });
    // A reload shows the same choice and total.
    const page = (await gateway.execute(`query ($token: String!) { treatmentPlanEstimate(token: $token) { ... on TreatmentPlanEstimate { items { approved } approvedTotals { totalCents } } } }`, { token })).data
      .treatmentPlanEstimate;
    expect(page).toEqual({ items: [{ approved: false }, { approved: true }], approvedTotals: { totalCents: gabapentin.totalCents } });
    const stale = (await gateway.execute(CHOICES, { input: { token, planVersion: 9, decisions: [] } })).data.saveTreatmentPlanEstimateChoices;
    expect(stale.__typename).toBe('ConflictError');
    const unknown = (await gateway.execute(CHOICES, { input: { token: 'no-such-token', planVersion: 1, decisions: [] } })).data.saveTreatmentPlanEstimateChoices;
    expect(unknown).toEqual({ __typename: 'NotFoundError', message: 'This link is not valid.' });

    // The staff's plan shows the approved figures once signed.
    await gateway.execute(APPROVE, { input: { token, planVersion: 1, signaturePng: SIGNATURE, decisions: [{ itemId: urinalysis.id, approved: false }] } });
    const visit = (await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on Visit { treatmentPlan { approvedTotals { totalCents } } signedTreatmentPlan { approvedTotalCents approvedTotals { totalCents } } } } }`, { id: visitId }, admin)).data.node;
    expect(visit).toEqual({ treatmentPlan: { approvedTotals: { totalCents: gabapentin.totalCents } }, signedTreatmentPlan: { approvedTotalCents: gabapentin.totalCents, approvedTotals: { totalCents: gabapentin.totalCents } } });
  });

  it("answers 'Token has Expired.' after expiry and the server's message for an unknown token, a changed plan or a bad signature", async () => {
    const visitId = await newVisit();
    const plan = (await save({ visitId, isClientAtClinic: false, items: [row(byName('Chemistry Panel'))] })).treatmentPlan;
    await gateway.execute(SEND, { input: { visitId, email: 'paula.plan@example.com' } }, tech);
    const [mail] = await listOutbox(gateway.db, { to: 'paula.plan@example.com', limit: 1 });
    const token = mail!.links.find((link) => link.includes('/treatment-plan-estimate/'))!.split('/treatment-plan-estimate/')[1]!;
    const { clinic } = (await gateway.execute(ESTIMATE, { token })).data.treatmentPlanEstimate;
    expect(clinic).toMatchObject({ name: 'Demo Animal Hospital', phone: expect.any(String), email: expect.any(String) });

    const badPng = (await gateway.execute(APPROVE, { input: { token, planVersion: 1, signaturePng: 'data:image/png;base64,AAAA', decisions: [] } })).data.approveTreatmentPlanEstimate;
    expect(badPng).toMatchObject({ __typename: 'InputValidationError', fieldErrors: [{ path: 'signaturePng' }] });
    const forged = `${token.slice(0, -1)}A` === token ? `${token.slice(0, -1)}B` : `${token.slice(0, -1)}A`;
    const unknown = (await gateway.execute(ESTIMATE, { token: forged })).data.treatmentPlanEstimate;
    expect(unknown).toEqual({ __typename: 'NotFoundError', message: 'This link is not valid.' });
    // A forged token is tied to no clinic: the answer names none.
    expect((await gateway.execute(EXPIRED_ESTIMATE, { token: forged })).data.treatmentPlanEstimate).toEqual({ __typename: 'NotFoundError', message: 'This link is not valid.' });

    const rows = plan.items.map((item: any) => ({ id: item.id, kind: item.kind, catalogueId: item.catalogueId, quantity: 2, removed: false, approved: true }));
    expect((await save({ visitId, basedOnVersion: 1, isClientAtClinic: false, items: rows })).__typename).toBe('SaveTreatmentPlanSuccess');
    const changed = (await gateway.execute(ESTIMATE, { token })).data.treatmentPlanEstimate;
    expect(changed).toEqual({ __typename: 'NotFoundError', message: 'This treatment plan has changed since this link was sent. Please ask the clinic for a new link.' });

    await gateway.db.query(`UPDATE main.treatment_plan_links SET expires_at = now() - interval '1 second' WHERE visit_id = $1`, [decodeGlobalID(visitId).id]);
    expect((await gateway.execute(ESTIMATE, { token })).data.treatmentPlanEstimate).toEqual({ __typename: 'TreatmentPlanLinkExpiredError', message: 'Token has Expired.' });
    // A genuine but expired link says how to reach the clinic that sent it.
    const contact = { name: clinic.name, phone: clinic.phone, email: clinic.email };
    expect((await gateway.execute(EXPIRED_ESTIMATE, { token })).data.treatmentPlanEstimate).toEqual({ __typename: 'TreatmentPlanLinkExpiredError', message: 'Token has Expired.', clinic: contact });
    const expiredApproval = (await gateway.execute(EXPIRED_APPROVE, { input: { token, planVersion: 2, signaturePng: SIGNATURE, decisions: [] } })).data.approveTreatmentPlanEstimate;
    expect(expiredApproval).toEqual({ __typename: 'TreatmentPlanLinkExpiredError', message: 'Token has Expired.', clinic: contact });
  });
});

const DOSE_CHECKS = `doseChecks { rowId name doseMg mgPerKg amount weightKg weightOn rangeMinMgPerKg rangeMaxMgPerKg flags flagTexts reason reasonByName needsReason }`;
const GIVE_REASON = `mutation ($input: GiveDoseReasonInput!) { giveDoseReason(input: $input) { ${RESULT} ... on GiveDoseReasonSuccess { treatmentPlan { version ${DOSE_CHECKS} } } } }`;

/** A visit of the test pet weighed at `pounds` lb (the vitals need the subjective note first). */
async function weighedVisit(pounds: number): Promise<string> {
  const visitId = await newVisit();
  const raw = decodeGlobalID(visitId).id;
  await rest('main', 'POST', '/subjective', { obj_visit_id: raw, subjective_note: { chief_complaint: { complaint: 'Limping', duration: 'Acute' }, reason_for_consultation: { main_case: [3] } } });
  await rest('main', 'PUT', `/visits/${raw}/vitals`, { pet_id: petId, weight: { value: pounds, unit: 'lb(s)' } });
  return visitId;
}

describe('the dose check', () => {
  it('flags a tenfold carprofen dose for a 9 lb dog, refuses sending until a reason is given, and keeps the reason with the signed plan', async () => {
    const visitId = await weighedVisit(9);
    const carprofen = byName('Carprofen');
    const saved = await save({ visitId, isClientAtClinic: true, items: [row(carprofen, { quantity: 14, selectedDosage: { dosage: '75', unit: 'mg tablet' }, doseMg: 180 })] });
    expect(saved.__typename).toBe('SaveTreatmentPlanSuccess');
    const rowId = saved.treatmentPlan.items[0].rowId;
    const plan = (await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on Visit { treatmentPlan { items { doseMg dosesPerDay } ${DOSE_CHECKS} } } } }`, { id: visitId }, tech)).data.node.treatmentPlan;
    expect(plan.items).toEqual([{ doseMg: 180, dosesPerDay: null }]);
    // The demo's published range: 2.2–4.4 mg/kg for dogs.
    expect(plan.doseChecks).toEqual([
      { rowId, name: 'Carprofen', doseMg: 180, mgPerKg: 44.09, amount: '2.4 × 75 mg tablet', weightKg: 4.08, weightOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), rangeMinMgPerKg: 2.2, rangeMaxMgPerKg: 4.4, flags: ['ABOVE_RANGE'], flagTexts: ['above the dose range'], reason: null, reasonByName: null, needsReason: true },
    ]);

    const refused = (await gateway.execute(SEND, { input: { visitId, email: 'paula.plan@example.com' } }, tech)).data.sendTreatmentPlanEstimate;
    expect(refused).toEqual({ __typename: 'ConflictError', message: 'Give a reason for the dose of Carprofen before the plan is sent for signature: above the dose range (180 mg, 44.09 mg/kg, range 2.2–4.4 mg/kg).' });
    const signRefused = (await gateway.execute(SIGN, { input: { visitId, planVersion: 1, signerName: 'Paula Plan', signaturePng: SIGNATURE, decisions: [] } }, tech)).data.signTreatmentPlan;
    expect(signRefused.__typename).toBe('ConflictError');

    const blank = (await gateway.execute(GIVE_REASON, { input: { visitId, rowId, planVersion: 1, reason: ' ' } }, tech)).data.giveDoseReason;
    expect(blank).toEqual({ __typename: 'InputValidationError', message: 'Enter a reason.', fieldErrors: [{ path: 'reason', message: 'Enter a reason.' }] });
    const given = (await gateway.execute(GIVE_REASON, { input: { visitId, rowId, planVersion: 1, reason: 'Owner confirmed: two-week supply written as one dose.' } }, tech)).data.giveDoseReason;
    expect(given.treatmentPlan.doseChecks[0]).toMatchObject({ reason: 'Owner confirmed: two-week supply written as one dose.', reasonByName: expect.any(String), needsReason: false });

    const signed = (await gateway.execute(SIGN, { input: { visitId, planVersion: 1, signerName: 'Paula Plan', signaturePng: SIGNATURE, decisions: [] } }, tech)).data.signTreatmentPlan;
    expect(signed.__typename).toBe('SignTreatmentPlanSuccess');
    const kept = (await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on Visit { signedTreatmentPlan { ${DOSE_CHECKS} } } } }`, { id: visitId }, tech)).data.node.signedTreatmentPlan;
    expect(kept.doseChecks).toEqual([expect.objectContaining({ rowId, flags: ['ABOVE_RANGE'], reason: 'Owner confirmed: two-week supply written as one dose.' })]);
  });
});

describe('isolation', () => {
  it("keeps another clinic out of a visit's plan, signature and every plan mutation", async () => {
    const visitId = await newVisit();
    const plan = (await save({ visitId, isClientAtClinic: true, items: [row(byName('Sick Exam'))] })).treatmentPlan;
    expect((await gateway.execute(VISIT, { id: visitId }, other)).data?.node ?? null).toBeNull();
    expect((await gateway.execute(`query ($id: ID!) { node(id: $id) { id } }`, { id: plan.id }, other)).data?.node ?? null).toBeNull();
    expect((await save({ visitId, basedOnVersion: 1, isClientAtClinic: true, items: [] }, other)).__typename).toBe('NotFoundError');
    expect((await gateway.execute(START, { input: { visitId } }, other)).data.startPlanApproval.__typename).toBe('NotFoundError');
    const sign = await gateway.execute(SIGN, { input: { visitId, planVersion: 1, signerName: 'X', signaturePng: SIGNATURE, decisions: [] } }, other);
    expect(sign.data.signTreatmentPlan.__typename).toBe('NotFoundError');
    expect((await gateway.execute(SEND, { input: { visitId, email: 'x@example.com' } }, other)).data.sendTreatmentPlanEstimate.__typename).toBe('NotFoundError');
    expect((await gateway.execute(FINISH, { input: { visitId } }, other)).data.finishVisit.__typename).toBe('NotFoundError');
    const reason = await gateway.execute(GIVE_REASON, { input: { visitId, rowId: plan.items[0].rowId, planVersion: 1, reason: 'Crossed.' } }, other);
    expect(reason.data.giveDoseReason.__typename).toBe('NotFoundError');
    // Nothing was written for the other clinic.
    expect((await gateway.execute(VISIT, { id: visitId }, admin)).data.node).toMatchObject({ status: { name: 'SOAP in Progress' }, signedTreatmentPlan: null, treatmentPlan: { version: 1 } });
  });

  it("shows the sent link's reminders on the visit; another clinic neither reads nor stops them", async () => {
    const visitId = await newVisit();
    await save({ visitId, isClientAtClinic: false, items: [row(byName('Sick Exam'))] });
    const email = `reminded.${randomUUID().slice(0, 8)}@example.com`;
    expect((await gateway.execute(SEND, { input: { visitId, email } }, tech)).data.sendTreatmentPlanEstimate.__typename).toBe('SendTreatmentPlanEstimateSuccess');
    const FOLLOW_UP = `id email remindersSent plannedReminders nextReminderAt stoppedReason`;
    const followUp = (await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on Visit { estimateFollowUp { ${FOLLOW_UP} } } } }`, { id: visitId }, admin)).data.node.estimateFollowUp;
    expect(followUp).toMatchObject({ email, remindersSent: 0, plannedReminders: 3, stoppedReason: null });
    expect(followUp.nextReminderAt).not.toBeNull();
    expect((await gateway.execute(`query ($id: ID!) { node(id: $id) { id } }`, { id: followUp.id }, other)).data?.node ?? null).toBeNull();
    const STOP = `mutation ($input: StopFollowUpInput!) { stopFollowUp(input: $input) { ${ANSWER} ... on StopFollowUpSuccess { followUp { ${FOLLOW_UP} } } } }`;
    expect((await gateway.execute(STOP, { input: { followUpId: followUp.id } }, other)).data.stopFollowUp.__typename).toBe('NotFoundError');
    const stopped = (await gateway.execute(STOP, { input: { followUpId: followUp.id } }, tech)).data.stopFollowUp;
    expect(stopped.followUp).toMatchObject({ id: followUp.id, stoppedReason: 'STAFF', nextReminderAt: null });
  });

  it('opens with a token exactly its own visit’s plan, whoever is signed in', async () => {
    const first = await newVisit();
    const second = await newVisit();
    const firstPlan = (await save({ visitId: first, isClientAtClinic: false, items: [row(byName('Dental Cleaning'))] })).treatmentPlan;
    await save({ visitId: second, isClientAtClinic: false, items: [row(byName('Nail Trim'))] });
    await gateway.execute(SEND, { input: { visitId: second, email: 'paula.plan@example.com' } }, tech);
    const [mail] = await listOutbox(gateway.db, { to: 'paula.plan@example.com', limit: 1 });
    const token = mail!.links.find((link) => link.includes('/treatment-plan-estimate/'))!.split('/treatment-plan-estimate/')[1]!;
    // Another clinic's admin sees only what the token opens; a staff session adds nothing.
    const page = (await gateway.execute(ESTIMATE, { token }, other)).data.treatmentPlanEstimate;
    expect(page.items.map((item: { name: string }) => item.name)).toEqual(['Nail Trim']);
    const crossed = (await gateway.execute(APPROVE, { input: { token, planVersion: 1, signaturePng: SIGNATURE, decisions: [{ itemId: firstPlan.items[0].id, approved: false }] } })).data
      .approveTreatmentPlanEstimate;
    expect(crossed.__typename).toBe('InputValidationError');
    const crossedChoice = (await gateway.execute(CHOICES, { input: { token, planVersion: 1, decisions: [{ itemId: firstPlan.items[0].id, approved: false }] } }, other)).data
      .saveTreatmentPlanEstimateChoices;
    expect(crossedChoice.__typename).toBe('InputValidationError');
    expect((await gateway.execute(VISIT, { id: first }, admin)).data.node.signedTreatmentPlan).toBeNull();
  });
});
