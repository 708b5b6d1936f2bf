// The dose check (docs/dose-check.md), in the browser: a 9 lb (4.1 kg) dog weighed at the visit,
// carprofen written in the Assessment step at a tenfold dose (180 mg, 44 mg/kg against the demo's
// published 2.2–4.4 mg/kg). The plan step shows the computed dose with its flag; sending the plan and approving it
// in person are refused by the server, naming the medication and the flag, until a reason is
// given in the keyboard-usable 'Give a reason' dialog; then the plan is signed and the printed
// plan carries the dose check with its reason.
import { expect, test } from '@playwright/test';
import { readPdf } from '@vetchart/gateway/documents/pdf-reading';
import { expectNoSeriousA11yViolations, graphql, notice, sessionToken, signIn } from './support';
import { drawSignature, planStepPath } from './visit-plan-api';
import { addPet, createVisit, saveSubjective } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);
const REFUSAL = 'Give a reason for the dose of Carprofen before the plan is sent for signature: above the dose range (180 mg, 44.09 mg/kg, range 2.2–4.4 mg/kg).';
const REASON = `Loading dose confirmed with Dr. Vet by phone (${suffix}).`;

test('a tenfold carprofen dose for a 9 lb dog is flagged and blocks the plan until a reason is given, which is printed on the signed plan', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token, { name: 'Pebble' });
  const visitId = await createVisit(request, token, petId, `Dose ${suffix}`);
  await saveSubjective(request, token, visitId);
  const vitals = await graphql(request, token, `mutation ($input: SaveVitalsInput!) { saveVitals(input: $input) { __typename ... on Error { message } } }`, {
    input: { visitId, petId, weight: { value: 9, unit: 'lbs' } },
  });
  expect(vitals.saveVitals.__typename).toBe('SaveVitalsSuccess');
  const medications = await graphql(request, token, `{ medications(first: 10, search: "Carprofen") { edges { node { id productName } } } }`);
  const carprofen = medications.medications.edges.find((edge: { node: { productName: string } }) => edge.node.productName === 'Carprofen').node.id;
  const saved = await graphql(request, token, `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { __typename ... on Error { message } } }`, {
    input: { visitId, isClientAtClinic: true, items: [{ kind: 'MEDICATION', catalogueId: carprofen, quantity: 14, selectedDosage: { dosage: '75', unit: 'mg tablet' }, removed: false, approved: true }] },
  });
  expect(saved.saveTreatmentPlan.__typename).toBe('SaveTreatmentPlanSuccess');

  // The scribe writes the dose in the Assessment step's medication drawer: 180 mg, a 60 lb dog's.
  await page.goto(planStepPath({ petId, visitId, parentEmail: '', items: [], version: 1 }, 'assessment'));
  await page.getByRole('button', { name: 'Edit Carprofen' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit Carprofen' });
  await drawer.getByLabel('Dose per administration (mg)').fill('180');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();

  await page.goto(planStepPath({ petId, visitId, parentEmail: '', items: [], version: 1 }));
  const check = page.getByRole('region', { name: 'Dose check' });
  const row = check.getByRole('listitem', { name: 'Dose of Carprofen' });
  await expect(row).toContainText('180 mg × 1/day · 2.4 × 75 mg tablet · 44.09 mg/kg · weight 4.08 kg on');
  await expect(row).toContainText('range 2.2–4.4 mg/kg');
  await expect(row).toContainText('Flagged: above the dose range');
  await expect(check).toContainText('1 dose needs a reason before the plan is signed or sent.');

  // Sending for signature is refused by the server, naming the medication and the flag.
  const send = await graphql(request, token, `mutation ($input: SendTreatmentPlanEstimateInput!) { sendTreatmentPlanEstimate(input: $input) { __typename ... on Error { message } } }`, {
    input: { visitId, email: 'pebble.parent@example.com' },
  });
  expect(send.sendTreatmentPlanEstimate).toEqual({ __typename: 'ConflictError', message: REFUSAL });

  // Approving in person is refused too, with the server's message.
  const signature = page.getByRole('region', { name: 'Signature' });
  await drawSignature(page, signature.getByTestId('signature-pad'));
  await signature.getByLabel('Full Name').fill('Vera Vitals');
  await signature.getByRole('button', { name: 'Approve' }).click();
  await expect(notice(page, 'The treatment plan could not be signed')).toContainText('Give a reason for the dose of Carprofen before the plan is signed: above the dose range');
  await expect(page.getByText('Not signed!', { exact: true })).toBeVisible();

  // The reason, by keyboard: required, then saved and shown.
  await row.getByRole('button', { name: 'Give a reason' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reason for this dose' });
  await expect(dialog).toContainText('Carprofen: above the dose range.');
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await reason.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save Reason' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Enter a reason.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the dose reason dialog');
  await reason.fill(REASON);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`Reason: ${REASON}`);
  await expect(row.getByRole('button', { name: 'Give a reason' })).toHaveCount(0);
  await expect(check).toContainText('Every written dose is in range or has its reason.');

  // Now the plan goes on: approved and signed; the printed plan carries the dose check and its reason.
  await drawSignature(page, signature.getByTestId('signature-pad'));
  await signature.getByRole('button', { name: 'Approve' }).click();
  await expect(notice(page, 'Treatment plan approved')).toBeVisible();
  const pdf = page.locator('object[type="application/pdf"]');
  await expect(pdf).toBeVisible();
  const printed = await request.get((await pdf.getAttribute('data'))!);
  expect(printed.headers()['content-type']).toContain('application/pdf');
  const text = (await readPdf(await printed.body())).text.replace(/\s+/g, ' ');
  expect(text).toContain('Dose check');
  expect(text).toContain('Carprofen: 180 mg × 1/day · 2.4 × 75 mg tablet · 44.09 mg/kg');
  expect(text).toContain('Flagged: above the dose range.');
  expect(text).toContain(`Reason given by`);
  expect(text).toContain(REASON);
});

test("the medication form keeps a dose range entered per lb as typed, and shows the demo carprofen's ranges with 'Not for this species' for cats", async ({ page }) => {
  await signIn(page, 'admin@demo.vet', { at: '/d/knowledge-base/medications' });
  const name = `Robenacoxib ${suffix}`;
  await page.getByRole('button', { name: 'Add Medication', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add Medication' });
  await add.getByLabel('Product Name').fill(name);
  await add.getByRole('button', { name: 'Add Dosing Row' }).click();
  const row = add.getByRole('group', { name: 'Dosing row 1' });
  await row.getByLabel('Specie', { exact: true }).selectOption({ label: 'Canine' });
  await row.getByLabel('Range in', { exact: true }).selectOption('mg/lb');
  await row.getByLabel('Maximum dose', { exact: true }).fill('0.91');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(row.getByText('Enter minimum dose')).toBeVisible();
  await row.getByLabel('Minimum dose', { exact: true }).fill('0.45');
  await row.getByLabel('Route', { exact: true }).fill('PO');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(notice(page, 'Medication has been successfully added')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search Medications' }).fill(name);
  await page.getByRole('button', { name: `Action for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Medication' });
  const saved = edit.getByRole('group', { name: 'Dosing row 1' });
  await expect(saved.getByLabel('Range in', { exact: true })).toHaveValue('mg/lb');
  await expect(saved.getByLabel('Minimum dose', { exact: true })).toHaveValue('0.45');
  await expect(saved.getByLabel('Maximum dose', { exact: true })).toHaveValue('0.91');
  await expectNoSeriousA11yViolations(page, 'the medication form with a dosing row');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('searchbox', { name: 'Search Medications' }).fill('Carprofen');
  await page.getByRole('button', { name: 'Action for Carprofen' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const carprofen = page.getByRole('dialog', { name: 'Edit Medication' });
  const dog = carprofen.getByRole('group', { name: 'Dosing row 1' });
  await expect(dog.getByLabel('Minimum dose', { exact: true })).toHaveValue('2.2');
  await expect(dog.getByLabel('Maximum dose', { exact: true })).toHaveValue('4.4');
  const cat = carprofen.getByRole('group', { name: 'Dosing row 2' });
  await expect(cat.getByRole('checkbox', { name: 'Not for this species' })).toBeChecked();
});
