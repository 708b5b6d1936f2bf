// Consent records through the real gateway and services (demo data, docs/consents.md): the demo
// clinic's forms, an admin defining and versioning a form, a visit's consents and the gate's
// message on Done, signing in person, withdrawing, the e-mailed link and its public page without a
// session, one upstream call for the consents of many visits, and another clinic kept out.
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { listOutbox } from '@vetchart/platform/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let admin: string;
let vet: string;
let other: string;
let petId: string;
let dental: string;

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const FORM = `id kind title body version textSha256 requirement archived`;
const SIGNATURE_FIELDS = `id kind formTitle formVersion formBody textSha256 hashVerified signatureSha256 declined signerName channel signedByName withdrawnAt withdrawnByName withdrawReason`;
const CONSENTS = `consents { state reasons sentTo form { id title version } signature { ${SIGNATURE_FIELDS} } }`;
const VISIT = `query ($id: ID!) { node(id: $id) { ... on Visit { status { name } ${CONSENTS} } } }`;
const FORMS = `query { consentForms { totalCount edges { node { ${FORM} } } } }`;
const CREATE = `mutation ($input: CreateConsentFormInput!) { createConsentForm(input: $input) { ${RESULT} ... on CreateConsentFormSuccess { consentForm { ${FORM} } } } }`;
const UPDATE = `mutation ($input: UpdateConsentFormInput!) { updateConsentForm(input: $input) { ${RESULT} ... on UpdateConsentFormSuccess { consentForm { ${FORM} } } } }`;
const ADD = `mutation ($input: AddVisitConsentInput!) { addVisitConsent(input: $input) { ${RESULT} ... on AddVisitConsentSuccess { visit { ${CONSENTS} } } } }`;
const SIGN = `mutation ($input: SignVisitConsentInput!) { signVisitConsent(input: $input) { ${RESULT}
  ... on SignVisitConsentSuccess { consentSignature { ${SIGNATURE_FIELDS} } visit { status { name } ${CONSENTS} } } } }`;
const WITHDRAW = `mutation ($input: WithdrawConsentInput!) { withdrawConsent(input: $input) { ${RESULT}
  ... on WithdrawConsentSuccess { consentSignature { ${SIGNATURE_FIELDS} } visit { ${CONSENTS} } } } }`;
const SEND = `mutation ($input: SendConsentLinkInput!) { sendConsentLink(input: $input) { ${RESULT} ... on SendConsentLinkSuccess { email expiresAt visit { ${CONSENTS} } } } }`;
const LINK = `query ($token: String!) { consentLink(token: $token) { __typename ... on Error { message }
  ... on ConsentLink { clinicName petName parentName kind title body formVersion textSha256 signature { ${SIGNATURE_FIELDS} } } } }`;
const SIGN_LINK = `mutation ($input: SignConsentLinkInput!) { signConsentLink(input: $input) { ${RESULT} ... on SignConsentLinkSuccess { consentSignature { ${SIGNATURE_FIELDS} } } } }`;
const SAVE = `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { ${RESULT} ... on SaveTreatmentPlanSuccess { treatmentPlan { version } } } }`;
const FINISH = `mutation ($input: FinishVisitInput!) { finishVisit(input: $input) { __typename ... on Error { message } ... on FinishVisitSuccess { visit { status { name } } } } }`;

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

async function rest(method: string, path: string, body: unknown) {
  const response = await fetch(`${gateway.upstreams.main}${path}`, {
    method,
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as any;
  expect(response.status, `${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json;
}

async function newVisit(): Promise<string> {
  const result = await gateway.execute(`mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ... on CreateVisitSuccess { visit { id } } } }`, { input: { petId: encodeGlobalID('Pet', petId) } }, vet);
  return result.data.createVisit.visit.id;
}
const consentsOf = async (visitId: string, token = vet) => (await gateway.execute(VISIT, { id: visitId }, token)).data.node.consents;
const demoForm = async (title: string) => (await gateway.execute(FORMS, {}, vet)).data.consentForms.edges.map((edge: any) => edge.node).find((form: any) => form.title === title);

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  const services = await gateway.execute(`query { services(first: 50) { edges { node { id name } } } }`, {}, admin);
  dental = services.data.services.edges.find((edge: any) => edge.node.name === 'Dental Cleaning').node.id;
  const parent = await rest('POST', '/pet-parents', { first_name: 'Cora', last_name: 'Consent', phone_number: '5125550177', email: 'cora.consent@example.com', address: { addressLine1: '4 Ash St', city: 'Austin', state: 'TX', zip: '78704' } });
  const pet = await rest('POST', '/pets', { parent_id: parent.id, name: 'Biscuit', breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Tan', date_of_birth: '02/03/2019', weight: 30, problems: [] });
  petId = pet.id;
}, 120_000);
afterAll(async () => gateway?.close());

describe('consent forms', () => {
  it('seeds the demo clinic with one form of each kind, and lets only admins define and version them', async () => {
    const forms = (await gateway.execute(FORMS, {}, vet)).data.consentForms.edges.map((edge: any) => edge.node);
    expect(forms.map((form: any) => [form.kind, form.title, form.requirement])).toEqual([
      ['TREATMENT_ESTIMATE', 'Treatment estimate consent', 'BY_HAND'],
      ['ANAESTHESIA_PROCEDURE', 'Anaesthesia consent', 'WHEN_PLAN_NEEDS'],
      ['AI_RECORDING', 'AI recording consent', 'BY_HAND'],
    ]);
    expect(forms[1].body).toMatch(/general anaesthesia/);
    const byVet = (await gateway.execute(CREATE, { input: { kind: 'AI_RECORDING', title: 'Mine', body: 'Text.' } }, vet)).data?.createConsentForm ?? null;
    expect(byVet?.__typename ?? 'refused').not.toBe('CreateConsentFormSuccess');
    const empty = (await gateway.execute(CREATE, { input: { kind: 'AI_RECORDING', title: ' ', body: 'Text.' } }, admin)).data.createConsentForm;
    expect(empty).toMatchObject({ __typename: 'InputValidationError', fieldErrors: [{ path: 'title', message: 'Please enter the title of the consent form.' }] });
    const created = (await gateway.execute(CREATE, { input: { kind: 'AI_RECORDING', title: 'Phone recording consent', body: 'We may record calls.', requirement: 'BY_HAND' } }, admin)).data.createConsentForm;
    expect(created.__typename).toBe('CreateConsentFormSuccess');
    const edited = (
      await gateway.execute(UPDATE, { input: { id: created.consentForm.id, basedOnVersion: 1, title: 'Phone recording consent', body: 'We may record calls for training.', requirement: 'BY_HAND', archived: true } }, admin)
    ).data.updateConsentForm;
    expect(edited.consentForm).toMatchObject({ version: 2, archived: true, body: 'We may record calls for training.' });
    const stale = (await gateway.execute(UPDATE, { input: { id: created.consentForm.id, basedOnVersion: 1, title: 'X', body: 'Y', requirement: 'ALWAYS' } }, admin)).data.updateConsentForm;
    expect(stale).toMatchObject({ __typename: 'ConflictError', message: 'The consent form changed since it was shown. Review it and try again.' });
    // Another clinic sees neither the form nor can edit it.
    expect((await gateway.execute(`query ($id: ID!) { node(id: $id) { id } }`, { id: created.consentForm.id }, other)).data?.node ?? null).toBeNull();
    const foreign = (await gateway.execute(UPDATE, { input: { id: created.consentForm.id, basedOnVersion: 2, title: 'X', body: 'Y', requirement: 'ALWAYS' } }, other)).data.updateConsentForm;
    expect(foreign.__typename).toBe('NotFoundError');
  });
});

describe("a visit's consents", () => {
  it('are required by a procedure in the plan, refuse Done with the message, and are signed, withdrawn and signed through the link', async () => {
    const visitId = await newVisit();
    const saved = (await gateway.execute(SAVE, { input: { visitId, isClientAtClinic: true, items: [{ kind: 'SERVICE', catalogueId: dental, quantity: 1, removed: false, approved: true }] } }, vet)).data.saveTreatmentPlan;
    expect(saved.__typename).toBe('SaveTreatmentPlanSuccess');
    const anaesthesia = await demoForm('Anaesthesia consent');
    expect((await consentsOf(visitId)).map((row: any) => [row.form.title, row.state, row.reasons])).toEqual([['Anaesthesia consent', 'REQUIRED', ['plan_has_procedure']]]);
    const refused = (await gateway.execute(FINISH, { input: { visitId } }, vet)).data.finishVisit;
    expect(refused).toEqual({ __typename: 'ConflictError', message: 'Consent required before finalizing: Anaesthesia consent.' });

    const signed = (await gateway.execute(SIGN, { input: { visitId, formId: anaesthesia.id, formVersion: anaesthesia.version, signerName: 'Cora Consent', signaturePng: SIGNATURE } }, vet)).data.signVisitConsent;
    expect(signed.__typename).toBe('SignVisitConsentSuccess');
    expect(signed.consentSignature).toMatchObject({ formTitle: 'Anaesthesia consent', textSha256: anaesthesia.textSha256, hashVerified: true, channel: 'IN_PERSON', signedByName: expect.any(String) });
    expect(signed.visit.consents[0].state).toBe('SIGNED');

    const withdrawn = (await gateway.execute(WITHDRAW, { input: { signatureId: signed.consentSignature.id, reason: 'Owner changed their mind.' } }, vet)).data.withdrawConsent;
    expect(withdrawn.consentSignature).toMatchObject({ withdrawReason: 'Owner changed their mind.', withdrawnAt: expect.any(String) });
    expect(withdrawn.visit.consents[0].state).toBe('WITHDRAWN');

    const sent = (await gateway.execute(SEND, { input: { visitId, formId: anaesthesia.id, email: 'cora.consent@example.com' } }, vet)).data.sendConsentLink;
    expect(sent).toMatchObject({ __typename: 'SendConsentLinkSuccess', email: 'cora.consent@example.com' });
    expect(sent.visit.consents[0].sentTo).toBe('cora.consent@example.com');
    const [mail] = await listOutbox(gateway.db, { to: 'cora.consent@example.com', limit: 1 });
    const token = mail!.links.find((link) => link.includes('/consent/'))!.split('/consent/')[1]!;
    // Public: no session; another clinic's session adds nothing.
    const page = (await gateway.execute(LINK, { token }, other)).data.consentLink;
    expect(page).toMatchObject({ __typename: 'ConsentLink', title: 'Anaesthesia consent', petName: 'Biscuit', parentName: 'Cora Consent', formVersion: anaesthesia.version, signature: null });
    const byLink = (await gateway.execute(SIGN_LINK, { input: { token, formVersion: page.formVersion, signerName: 'Cora Consent', signaturePng: SIGNATURE } })).data.signConsentLink;
    expect(byLink.consentSignature).toMatchObject({ channel: 'LINK', signedByName: null, hashVerified: true });
    expect((await gateway.execute(LINK, { token })).data.consentLink.signature.id).toBe(byLink.consentSignature.id);
    expect((await gateway.execute(LINK, { token: 'nope' })).data.consentLink).toEqual({ __typename: 'NotFoundError', message: 'This link is not valid.' });

    const done = (await gateway.execute(FINISH, { input: { visitId } }, vet)).data.finishVisit;
    expect(done.__typename).toBe('FinishVisitSuccess');
  });

  it('lists a form added by hand, and reads the consents of many visits in one upstream call', async () => {
    const visits = [await newVisit(), await newVisit(), await newVisit()];
    const ai = await demoForm('AI recording consent');
    const added = (await gateway.execute(ADD, { input: { visitId: visits[0], formId: ai.id } }, vet)).data.addVisitConsent;
    expect(added.visit.consents.map((row: any) => [row.form.title, row.reasons])).toEqual([['AI recording consent', ['added_by_hand']]]);
    const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Visit { ${CONSENTS} } } }`;
    const result = await gateway.execute(query, { ids: visits }, vet);
    expect(result.data.nodes.map((node: any) => node.consents.length)).toEqual([1, 0, 0]);
    // One visit or three: the same number of upstream calls.
    const one = await gateway.execute(query, { ids: [visits[0]] }, vet);
    expect(result.extensions?.upstreamCalls).toBe(one.extensions?.upstreamCalls);
  });

  it("keeps another clinic out of a visit's consents and every consent mutation", async () => {
    const visitId = await newVisit();
    const ai = await demoForm('AI recording consent');
    await gateway.execute(ADD, { input: { visitId, formId: ai.id } }, vet);
    const signed = (await gateway.execute(SIGN, { input: { visitId, formId: ai.id, formVersion: 1, signerName: 'Cora Consent', signaturePng: SIGNATURE } }, vet)).data.signVisitConsent;
    expect((await gateway.execute(VISIT, { id: visitId }, other)).data?.node ?? null).toBeNull();
    expect((await gateway.execute(`query ($id: ID!) { node(id: $id) { id } }`, { id: signed.consentSignature.id }, other)).data?.node ?? null).toBeNull();
    expect((await gateway.execute(ADD, { input: { visitId, formId: ai.id } }, other)).data.addVisitConsent.__typename).toBe('NotFoundError');
    expect((await gateway.execute(SIGN, { input: { visitId, formId: ai.id, formVersion: 1, signerName: 'X', signaturePng: SIGNATURE } }, other)).data.signVisitConsent.__typename).toBe('NotFoundError');
    expect((await gateway.execute(WITHDRAW, { input: { signatureId: signed.consentSignature.id, reason: 'Mine.' } }, other)).data.withdrawConsent.__typename).toBe('NotFoundError');
    expect((await gateway.execute(SEND, { input: { visitId, formId: ai.id, email: 'x@example.com' } }, other)).data.sendConsentLink.__typename).toBe('NotFoundError');
    expect((await consentsOf(visitId))[0].state).toBe('SIGNED');
    expect(decodeGlobalID(signed.consentSignature.id).typename).toBe('ConsentSignature');
  });
});
