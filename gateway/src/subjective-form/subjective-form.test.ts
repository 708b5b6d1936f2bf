// The public subjective form through the real gateway and services: 'Send History Form' stores the
// clinic header and medication names on the link; the token, with no session, opens that pet's
// form only and submits once; the answers show on the visit's subjective note as filled by the pet
// parent, to that clinic's staff only; expiry and unknown tokens are typed errors.
import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngDataUri } from '@vetchart/main/testing';
import { listOutbox } from '@vetchart/platform/mailer';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let admin: string;
let other: string;

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const SEND = `mutation ($input: SendHistoryFormInput!) { sendHistoryForm(input: $input) { ${RESULT} } }`;
const FORM = `query ($token: String!) { subjectiveForm(token: $token) { __typename ... on Error { message } ... on SubjectiveForm {
  clinic { name phone email } pet { name species parentFirstName parentLastName parentAddress { addressLine1 city state zip } }
  vaccinationReminders { vaccineStatus productName } otherReminders { reminder date } medicationNames cases { caseId label } expiresAt } } }`;
const SUBMIT = `mutation ($input: SubmitSubjectiveFormInput!) { submitSubjectiveForm(input: $input) { ${RESULT} ... on SubmitSubjectiveFormSuccess { message } } }`;
const EXPIRED = `__typename ... on Error { message } ... on SubjectiveFormLinkExpiredError { clinic { name phone email } }`;
const EXPIRED_FORM = `query ($token: String!) { subjectiveForm(token: $token) { ${EXPIRED} } }`;
const EXPIRED_SUBMIT = `mutation ($input: SubmitSubjectiveFormInput!) { submitSubjectiveForm(input: $input) { ${EXPIRED} } }`;
const VISITS = `query ($id: ID!) { node(id: $id) { ... on Pet { visits(first: 5) { edges { node { id subjectiveNote { filledByPetParent aiConsent updatedByName chiefComplaint { complaint duration } } } } } } } }`;

const answers = (token: string) => ({
  token,
  aiConsent: true,
  signaturePng: pngDataUri(),
  chiefComplaint: { complaint: 'Scratching a lot', duration: 'GRADUAL' },
  reasonForConsultation: { mainCaseIds: [1], otherCases: [] },
  additionalNotes: { waterIntake: 'Normal', appetite: 'Normal' },
});

async function createPet(token: string, name: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${gateway.upstreams.main}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(201);
    return (await response.json()) as { id: string };
  };
  const parent = await post('/pet-parents', {
    first_name: 'Iris',
    last_name: 'Lane',
    phone_number: '5125550199',
    email: `iris.${name.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`,
    address: { addressLine1: '7 Birch Way', city: 'Austin', state: 'TX', zip: '78703' },
  });
  const pet = await post('/pets', { parent_id: parent.id, name, breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Grey', date_of_birth: '02/10/2020', weight: 9, problems: [] });
  return pet.id;
}

async function sendAndOpen(token: string, petId: string): Promise<string> {
  const sent = await gateway.execute(SEND, { input: { petId: encodeGlobalID('Pet', petId) } }, token);
  expect(sent.data.sendHistoryForm.__typename).toBe('SendHistoryFormSuccess');
  const [mail] = await listOutbox(gateway.db, {});
  const link = mail!.links.find((url) => url.includes('/subjective-form?token='))!;
  return new URL(link).searchParams.get('token')!;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
});
afterAll(async () => gateway?.close());

describe('the public subjective form', () => {
  it('opens with the token alone, submits once into a new visit filled by the pet parent, seen by that clinic only', async () => {
    const petId = await createPet(admin, 'Biscuit');
    const token = await sendAndOpen(admin, petId);

    const opened = await gateway.execute(FORM, { token });
    expect(opened.errors).toBeUndefined();
    const form = opened.data.subjectiveForm;
    expect(form.__typename).toBe('SubjectiveForm');
    expect(form.clinic.name).toBe('Demo Animal Hospital');
    expect(form.pet).toMatchObject({ name: 'Biscuit', parentFirstName: 'Iris', parentLastName: 'Lane', parentAddress: { addressLine1: '7 Birch Way', city: 'Austin' } });
    expect(form.medicationNames.length).toBeGreaterThan(0);
    expect(form.cases.map((soapCase: { caseId: number }) => soapCase.caseId)).toEqual([1, 2, 3, 4]);

    const missing = (await gateway.execute(SUBMIT, { input: { ...answers(token), chiefComplaint: { complaint: 'x' }, reasonForConsultation: {} } })).data.submitSubjectiveForm;
    expect(missing.__typename).toBe('InputValidationError');
    expect(missing.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'chiefComplaint.duration', message: 'Select complaint duration' },
        expect.objectContaining({ message: 'Select reason for consultation' }),
      ]),
    );

    const submitted = (await gateway.execute(SUBMIT, { input: answers(token) })).data.submitSubjectiveForm;
    expect(submitted).toEqual({ __typename: 'SubmitSubjectiveFormSuccess', message: 'Subjective form saved successfully' });
    const again = (await gateway.execute(SUBMIT, { input: answers(token) })).data.submitSubjectiveForm;
    expect(again).toEqual({ __typename: 'ConflictError', message: 'This form has already been submitted. Thank you!' });
    expect((await gateway.execute(FORM, { token })).data.subjectiveForm.__typename).toBe('ConflictError');

    const visits = (await gateway.execute(VISITS, { id: encodeGlobalID('Pet', petId) }, admin)).data.node.visits.edges;
    expect(visits).toHaveLength(1);
    expect(visits[0].node.subjectiveNote).toEqual({
      filledByPetParent: true,
      aiConsent: true,
      updatedByName: 'Iris Lane (pet parent)',
      chiefComplaint: { complaint: 'Scratching a lot', duration: 'GRADUAL' },
    });
    // Another clinic's staff cannot reach the pet or its visit.
    expect((await gateway.execute(VISITS, { id: encodeGlobalID('Pet', petId) }, other)).data?.node ?? null).toBeNull();
  });

  it('refuses unknown, over-long and expired tokens with typed errors, whoever asks', async () => {
    const petId = await createPet(admin, 'Maple');
    const token = await sendAndOpen(admin, petId);
    const unknown = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await gateway.execute(FORM, { token: unknown }, other)).data.subjectiveForm).toEqual({ __typename: 'NotFoundError', message: 'This link is not valid.' });
    expect((await gateway.execute(FORM, { token: 'x'.repeat(500) })).data.subjectiveForm.__typename).toBe('NotFoundError');
    expect((await gateway.execute(SUBMIT, { input: answers(unknown) })).data.submitSubjectiveForm.__typename).toBe('NotFoundError');
    const { clinic } = (await gateway.execute(FORM, { token })).data.subjectiveForm;
    // A forged token is tied to no clinic: the answer names none.
    expect((await gateway.execute(EXPIRED_FORM, { token: unknown })).data.subjectiveForm).toEqual({ __typename: 'NotFoundError', message: 'This link is not valid.' });
    await gateway.db.query(`UPDATE main.subjective_form_links SET expires_at = now() - interval '1 minute' WHERE pet_id = $1`, [petId]);
    expect((await gateway.execute(FORM, { token })).data.subjectiveForm).toEqual({ __typename: 'SubjectiveFormLinkExpiredError', message: 'Token has Expired.' });
    expect((await gateway.execute(SUBMIT, { input: answers(token) })).data.submitSubjectiveForm.__typename).toBe('SubjectiveFormLinkExpiredError');
    // A genuine but expired link says how to reach the clinic that sent it.
    expect(clinic).toMatchObject({ name: expect.stringMatching(/\S/), phone: expect.any(String), email: expect.any(String) });
    const expired = { __typename: 'SubjectiveFormLinkExpiredError', message: 'Token has Expired.', clinic };
    expect((await gateway.execute(EXPIRED_FORM, { token })).data.subjectiveForm).toEqual(expired);
    expect((await gateway.execute(EXPIRED_SUBMIT, { input: answers(token) })).data.submitSubjectiveForm).toEqual(expired);
    expect(await gateway.db.query(`SELECT count(*)::int AS n FROM main.visits WHERE pet_id = $1`, [petId])).toEqual([{ n: 0 }]);
  });

  it("a token opens only its own pet: another clinic's link shows that clinic's pet and header", async () => {
    const mine = await createPet(admin, 'Clover');
    const theirs = await createPet(other, 'Pebble');
    await sendAndOpen(admin, mine);
    const theirToken = await sendAndOpen(other, theirs);
    const form = (await gateway.execute(FORM, { token: theirToken }, admin)).data.subjectiveForm;
    expect(form.pet.name).toBe('Pebble');
    expect(form.clinic.name).not.toBe('Demo Animal Hospital');
    // Sending for another clinic's pet is refused and makes no link.
    const refused = await gateway.execute(SEND, { input: { petId: encodeGlobalID('Pet', mine) } }, other);
    expect(refused.data.sendHistoryForm.__typename).toBe('NotFoundError');
  });
});
