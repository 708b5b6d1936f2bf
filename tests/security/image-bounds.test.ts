// Image bombs: a few KB of well-formed image whose headers declare 6000 × 6000 pixels is
// refused wherever the product takes an image — the signature on the public approval page (the
// link token is the only credential) and in the clinic, a clinic logo, a pet's picture — before
// anything is stored.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUri, transparentPng } from './images.ts';
import { startProbeProduct, type ProbeProduct } from './product.ts';

const SIGNATURE_TOO_BIG = 'The signature must be at most 2000 × 1000 pixels.';
const IMAGE_TOO_BIG = 'Image must be at most 4096 × 4096 pixels.';
const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const PLAN = `version items { id }`;

let product: ProbeProduct;
let admin: string;
let vet: string;
let petId: string;
const bomb = transparentPng(6000, 6000);

beforeAll(async () => {
  product = await startProbeProduct();
  admin = await product.signIn('admin@demo.vet');
  vet = await product.signIn('vet@demo.vet');
  petId = (await product.graphql(`{ pets(first: 1, search: "Max") { edges { node { id } } } }`, {}, vet)).body.data.pets.edges[0].node.id;
});
afterAll(async () => product?.close());

/** What a refused image must leave unchanged: the folder of uploads, main.files and the signed plans. */
async function stored() {
  const [row] = await product.db.query<{ files: number; signed: number }>(
    `SELECT (SELECT count(*)::int FROM main.files) AS files, (SELECT count(*)::int FROM main.signed_treatment_plans) AS signed`,
  );
  return { folder: await readdir(path.join(product.dataDir, 'files')).catch(() => [] as string[]), ...row };
}

async function ok(query: string, variables: Record<string, unknown>, token: string | undefined, field: string) {
  const result = await product.graphql(query, variables, token);
  const payload = result.body.data?.[field];
  if (!payload || payload.__typename?.endsWith('Error')) throw new Error(`${field}: ${JSON.stringify(result.body)}`);
  return payload;
}

/** A visit of Max with a one-row working plan. */
async function plannedVisit(name: string, isClientAtClinic: boolean) {
  const visit = await ok(`mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ${RESULT} ... on CreateVisitSuccess { visit { id } } } }`, { input: { petId, name } }, vet, 'createVisit');
  const service = (await product.graphql(`{ services(first: 1) { edges { node { id } } } }`, {}, vet)).body.data.services.edges[0].node.id;
  const saved = await ok(
    `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { ${RESULT} ... on SaveTreatmentPlanSuccess { treatmentPlan { ${PLAN} } } } }`,
    { input: { visitId: visit.visit.id, isClientAtClinic, items: [{ kind: 'SERVICE', catalogueId: service, quantity: 1, removed: false, approved: true }] } },
    vet,
    'saveTreatmentPlan',
  );
  return { visitId: visit.visit.id as string, plan: saved.treatmentPlan as { version: number; items: { id: string }[] } };
}

const refusal = (path: string, message: string) => ({ __typename: 'InputValidationError', message, fieldErrors: [{ path, message }] });

describe('a 6000 × 6000 signature', () => {
  it('is refused on the public approval page, and nothing is stored', async () => {
    const { visitId, plan } = await plannedVisit('Estimate by e-mail', false);
    await ok(
      `mutation ($input: SendTreatmentPlanEstimateInput!) { sendTreatmentPlanEstimate(input: $input) { ${RESULT} } }`,
      { input: { visitId, email: 'bomb.parent@example.com' } },
      vet,
      'sendTreatmentPlanEstimate',
    );
    const [mail] = await product.db.query<{ text_body: string }>(`SELECT text_body FROM mail.outbox WHERE to_address = 'bomb.parent@example.com' ORDER BY id DESC LIMIT 1`);
    const token = /treatment-plan-estimate\/([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
    const before = await stored();

    const approved = await product.graphql(
      `mutation ($input: ApproveTreatmentPlanEstimateInput!) { approveTreatmentPlanEstimate(input: $input) { ${RESULT} } }`,
      { input: { token, planVersion: plan.version, signerName: 'Jane Parent', signaturePng: dataUri('image/png', bomb), decisions: [{ itemId: plan.items[0]!.id, approved: true }] } },
    );
    expect(approved.body.data.approveTreatmentPlanEstimate).toEqual(refusal('signaturePng', SIGNATURE_TOO_BIG));
    expect(await stored()).toEqual(before);
  });

  it('is refused when signed in the clinic', async () => {
    const { visitId, plan } = await plannedVisit('Signed at the desk', true);
    const before = await stored();
    const result = await product.graphql(
      `mutation ($input: SignTreatmentPlanInput!) { signTreatmentPlan(input: $input) { ${RESULT} } }`,
      { input: { visitId, planVersion: plan.version, signerName: 'Jane Parent', signaturePng: dataUri('image/png', bomb), decisions: [{ itemId: plan.items[0]!.id, approved: true }] } },
      vet,
    );
    expect(result.body.data.signTreatmentPlan).toEqual(refusal('signaturePng', SIGNATURE_TOO_BIG));
    expect(await stored()).toEqual(before);
  });

  it('is refused under a consent, in the clinic and through the e-mailed link (docs/consents.md)', async () => {
    const { visitId } = await plannedVisit('Consent at the desk', true);
    const forms = (await product.graphql(`{ consentForms { edges { node { id title version } } } }`, {}, vet)).body.data.consentForms.edges.map((edge: { node: { id: string; title: string; version: number } }) => edge.node);
    const form = forms.find((candidate: { title: string }) => candidate.title === 'AI recording consent')!;
    const before = await stored();
    const inPerson = await product.graphql(
      `mutation ($input: SignVisitConsentInput!) { signVisitConsent(input: $input) { ${RESULT} } }`,
      { input: { visitId, formId: form.id, formVersion: form.version, signerName: 'Jane Parent', signaturePng: dataUri('image/png', bomb) } },
      vet,
    );
    expect(inPerson.body.data.signVisitConsent).toEqual(refusal('signaturePng', SIGNATURE_TOO_BIG));
    await ok(`mutation ($input: SendConsentLinkInput!) { sendConsentLink(input: $input) { ${RESULT} } }`, { input: { visitId, formId: form.id, email: 'bomb.consent@example.com' } }, vet, 'sendConsentLink');
    const [mail] = await product.db.query<{ text_body: string }>(`SELECT text_body FROM mail.outbox WHERE to_address = 'bomb.consent@example.com' ORDER BY id DESC LIMIT 1`);
    const token = /\/consent\/([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
    const byLink = await product.graphql(
      `mutation ($input: SignConsentLinkInput!) { signConsentLink(input: $input) { ${RESULT} } }`,
      { input: { token, formVersion: form.version, signerName: 'Jane Parent', signaturePng: dataUri('image/png', bomb) } },
    );
    expect(byLink.body.data.signConsentLink).toEqual(refusal('signaturePng', SIGNATURE_TOO_BIG));
    expect(await stored()).toEqual(before);
  });
});

describe('a 6000 × 6000 picture', () => {
  it('is refused as a clinic logo, and nothing is stored', async () => {
    const before = await stored();
    const result = await product.graphql(
      `mutation ($input: UploadClinicLogoInput!) { uploadClinicLogo(input: $input) { ${RESULT} } }`,
      { input: { name: 'logo.png', type: 'image/png', dataUri: dataUri('image/png', bomb) } },
      admin,
    );
    expect(result.body.data.uploadClinicLogo).toEqual(refusal('dataUri', IMAGE_TOO_BIG));
    expect(await stored()).toEqual(before);
  });

  it("is refused as a pet's picture, and nothing is stored", async () => {
    const before = await stored();
    const result = await product.graphql(
      `mutation ($input: UploadPetImageInput!) { uploadPetImage(input: $input) { ${RESULT} } }`,
      { input: { name: 'rex.png', type: 'image/png', dataUri: dataUri('image/png', bomb) } },
      vet,
    );
    expect(result.body.data.uploadPetImage).toEqual(refusal('dataUri', IMAGE_TOO_BIG));
    expect(await stored()).toEqual(before);
  });

  it('a picture within the bounds is still stored', async () => {
    const result = await product.graphql(
      `mutation ($input: UploadPetImageInput!) { uploadPetImage(input: $input) { ${RESULT} ... on UploadPetImageSuccess { url } } }`,
      { input: { name: 'rex.png', type: 'image/png', dataUri: dataUri('image/png', transparentPng(4032, 3024)) } },
      vet,
    );
    expect(result.body.data.uploadPetImage).toMatchObject({ __typename: 'UploadPetImageSuccess', url: expect.stringMatching(/^\/files\//) });
  });
});
