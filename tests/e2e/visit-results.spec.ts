// The visit's Results step (with the assigned orphans): a plan of two
// outside tests and one in-house test, signed in person, is ordered through the sandbox lab (its
// ordering page in the frame, 'Submit Order' inside it); closing the frame syncs; the results
// arrive with values and flags and the lab's PDF report shows in the viewer. The in-house result
// is entered with the spec's messages. A second Place Order finds the pending order ('Pending
// Orders Found!'). An orphaned result assigned to a visit shows 'Assignment History' and is
// unassigned. A treatment result is saved, shaped by a template, and written back to Covetrus
// for a pet synced from it (the demo clinic starts connected to the sandbox Covetrus practice).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signaturePng } from '@vetchart/gateway/documents/testing';
import { expectNoSeriousA11yViolations, notice, signIn } from './support';
import { addPet, createVisit, graphql, saveSubjective, sessionToken } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);

interface CatalogueDiagnostic {
  id: string;
  name: string;
  inHouse: boolean;
  labCode: string | null;
}

interface SignedVisit {
  petId: string;
  visitId: string;
  outside: CatalogueDiagnostic[];
  inHouse: CatalogueDiagnostic;
  serviceName: string;
}

const resultsPath = (petId: string, visitId: string) => `/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea&soap=results&visitId=${encodeURIComponent(visitId)}`;

/** A visit of the pet whose plan (two outside tests with lab codes, one in-house test, a service) is signed in person. */
async function signedVisitWithTests(request: APIRequestContext, token: string, name: string, petId?: string): Promise<SignedVisit> {
  const pet = petId ?? (await addPet(request, token));
  const visitId = await createVisit(request, token, pet, name);
  await saveSubjective(request, token, visitId);
  const catalogue = await graphql(request, token, `{ diagnostics(first: 100) { edges { node { id name inHouse labCode } } } services(first: 1) { edges { node { id name } } } }`);
  const diagnostics = catalogue.diagnostics.edges.map((edge: { node: CatalogueDiagnostic }) => edge.node) as CatalogueDiagnostic[];
  const outside = diagnostics.filter((row) => !row.inHouse && row.labCode).slice(0, 2);
  const inHouse = diagnostics.find((row) => row.inHouse);
  expect(outside, 'the demo catalogue has two outside tests with lab codes').toHaveLength(2);
  expect(inHouse, 'the demo catalogue has an in-house test').toBeTruthy();
  const service = catalogue.services.edges[0].node as { id: string; name: string };
  const saved = await graphql(
    request,
    token,
    `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { __typename ... on SaveTreatmentPlanSuccess { treatmentPlan { version items { id } } } ... on Error { message } } }`,
    {
      input: {
        visitId,
        isClientAtClinic: true,
        items: [...outside, inHouse!].map((row) => ({ kind: 'DIAGNOSTIC', catalogueId: row.id, quantity: 1, removed: false, approved: true })).concat([{ kind: 'SERVICE', catalogueId: service.id, quantity: 1, removed: false, approved: true }]),
      },
    },
  );
  expect(saved.saveTreatmentPlan.__typename, saved.saveTreatmentPlan.message).toBe('SaveTreatmentPlanSuccess');
  const plan = saved.saveTreatmentPlan.treatmentPlan as { version: number; items: { id: string }[] };
  const signed = await graphql(
    request,
    token,
    `mutation ($input: SignTreatmentPlanInput!) { signTreatmentPlan(input: $input) { __typename ... on Error { message } } }`,
    {
      input: {
        visitId,
        planVersion: plan.version,
        signerName: 'Vera Vitals',
        signaturePng: `data:image/png;base64,${signaturePng().toString('base64')}`,
        decisions: plan.items.map((item) => ({ itemId: item.id, approved: true })),
      },
    },
  );
  expect(signed.signTreatmentPlan.__typename, signed.signTreatmentPlan.message).toBe('SignTreatmentPlanSuccess');
  return { petId: pet, visitId, outside, inHouse: inHouse!, serviceName: service.name };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const row = (page: Page, table: string, text: string) => page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

/** Presses Sync Results until the row reads `status` (the sandbox lab reports some moments after submission). */
async function syncUntil(page: Page, table: string, text: string, status: RegExp) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Sync Results' }).click();
    await expect(page.getByRole('button', { name: 'Sync Results' })).toBeEnabled();
    await expect(row(page, table, text)).toContainText(status, { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
}

test.describe.configure({ mode: 'serial' });

/** The first journey's pet, whose ordered visit later visits list in the 'Results' drawer. */
let firstPetId = '';

test('the outside tests are ordered through the sandbox lab, their results arrive with flags and the report shows; the in-house result is entered', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const visit = await signedVisitWithTests(request, token, `Results ${suffix}`);
  firstPetId = visit.petId;
  await page.goto(resultsPath(visit.petId, visit.visitId));

  await expect(page.getByRole('heading', { name: 'Results', exact: true })).toBeVisible();
  await expect(tab(page, 'Labs - Outside')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Antech')).toBeVisible();
  await expect(tab(page, 'Laboratory - In-house')).toBeVisible();
  // The results step has no vitals panel.
  await expect(page.getByRole('heading', { name: 'Vitals' })).toHaveCount(0);
  for (const test of visit.outside) await expect(row(page, 'Labs - Outside', test.name)).toContainText(/Approved - \d{2}\/\d{2}\/\d{4}/);
  await expect(row(page, 'Labs - Outside', visit.inHouse.name)).toHaveCount(0);
  await expect(row(page, 'Services', visit.serviceName)).toBeVisible();
  await page.screenshot({ path: '/tmp/visit-results-step.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Results step');

  // Place Order: the lab's ordering page in the frame, with the plan's outside tests only.
  await page.getByRole('button', { name: 'Place Order' }).click();
  const frameModal = page.getByRole('dialog', { name: 'Antech Order' });
  await expect(frameModal).toBeVisible();
  const lab = frameModal.frameLocator('iframe');
  for (const test of visit.outside) await expect(lab.getByText(test.labCode!, { exact: false }).first()).toBeVisible();
  await expect(lab.getByText(visit.inHouse.name)).toHaveCount(0);
  await lab.getByRole('button', { name: 'Submit Order' }).click();
  await expect(lab.getByText(/Submitted/).first()).toBeVisible();
  // Closing the frame syncs: the server's message shows.
  await frameModal.getByRole('button', { name: 'Close' }).click();
  await expect(notice(page, 'Results synced').or(notice(page, 'No new results yet.')).first()).toBeVisible();

  // The lab reports (first partial, then final): both outside rows complete.
  await syncUntil(page, 'Labs - Outside', visit.outside[0]!.name, /Completed - \d{2}\/\d{2}\/\d{4}/);
  await syncUntil(page, 'Labs - Outside', visit.outside[1]!.name, /Completed - \d{2}\/\d{2}\/\d{4}/);

  // The result viewer: values with units, ranges and flags in words; the lab's PDF in a frame.
  await row(page, 'Labs - Outside', visit.outside[0]!.name).getByRole('button', { name: /^View Result/ }).click();
  const viewer = page.getByRole('dialog', { name: /^Antech Result/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('table').first().getByRole('columnheader', { name: 'Reference range' })).toBeVisible();
  await expect(viewer.getByText(/High|Low|Normal/).first()).toBeAttached();
  const report = viewer.locator('iframe');
  await expect(report).toHaveAttribute('src', /\/lab-reports\//);
  const pdf = await request.get((await report.getAttribute('src'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.screenshot({ path: '/tmp/visit-results-viewer.png' });
  await expectNoSeriousA11yViolations(page, 'Result viewer');
  await viewer.getByRole('button', { name: 'Close' }).click();

  // The lab's own tab lists the result and the submitted order.
  await tab(page, 'Antech').click();
  await expect(page.getByRole('table', { name: 'Antech results' }).getByRole('row')).not.toHaveCount(1);
  await expect(row(page, 'Antech orders', visit.outside[0]!.name)).toContainText(/Submitted|In progress|Completed/);
  await page.screenshot({ path: '/tmp/visit-results-lab-tab.png', fullPage: true });

  // In-house: 'Edit result' with the spec's messages, then created and updated.
  await tab(page, 'Laboratory - In-house').click();
  const inHouseRow = row(page, 'Laboratory - In-house', visit.inHouse.name);
  await expect(inHouseRow).toContainText(/Approved - /);
  await inHouseRow.getByRole('button', { name: `Edit result of ${visit.inHouse.name}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit result' });
  const today = new Date();
  const todayText = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
  await expect(form.getByLabel('Test Date')).toHaveValue(todayText);
  await expect(form.getByLabel('Result Date')).toHaveValue(todayText);
  await form.getByLabel('Test Date').fill('31/02/2026');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please input result')).toBeVisible();
  await expect(form.getByText('Please input your comment')).toBeVisible();
  await expect(form.getByText('Please input correct Date!')).toBeVisible();
  await page.screenshot({ path: '/tmp/visit-results-in-house-form.png' });
  await expectNoSeriousA11yViolations(page, "In-house 'Edit result' with its messages");
  await form.getByLabel('Result', { exact: true }).fill('Negative');
  await form.getByLabel('Comment').fill('No ova seen.');
  await form.getByLabel('Test Date').fill(todayText);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Test created successfully!')).toBeVisible();
  await expect(inHouseRow).toContainText(/Completed - \d{2}\/\d{2}\/\d{4}/);
  await expect(inHouseRow).toContainText('Negative');
  // The saved comment shows in the row (it showed '-').
  await expect(inHouseRow.getByRole('cell').nth(4)).toHaveText('No ova seen.');

  await inHouseRow.getByRole('button', { name: `Edit result of ${visit.inHouse.name}` }).click();
  await expect(form.getByLabel('Result', { exact: true })).toHaveValue('Negative');
  await form.getByLabel('Result', { exact: true }).fill('Weak positive');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Test updated successfully!')).toBeVisible();
  await inHouseRow.getByRole('button', { name: `View Test Result of ${visit.inHouse.name}` }).click();
  const detail = page.getByRole('dialog', { name: 'Test Result' });
  await expect(detail.getByText('Weak positive')).toBeVisible();
  await expect(detail.getByText('No ova seen.')).toBeVisible();
  // Dates as the product prints them (MM/DD/YYYY), and the source in words.
  const todayPrinted = `${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}/${today.getFullYear()}`;
  await expect(detail).toContainText(`Test Date${todayPrinted}`);
  await expect(detail).toContainText(`Result Date${todayPrinted}`);
  await expect(detail).toContainText('SourceIn-house');
  await expect(detail).not.toContainText('in_house');
  await page.screenshot({ path: '/tmp/visit-results-test-result.png' });
  await detail.getByRole('button', { name: 'Close' }).click();

  // A diagnostic's comment.
  await inHouseRow.getByRole('button', { name: `Edit ${visit.inHouse.name}` }).click();
  const comment = page.getByRole('dialog', { name: 'Edit Diagnostics' });
  await comment.getByLabel('Comments').fill('Repeat in 30 days.');
  await comment.getByRole('button', { name: 'Save' }).click();
  await expect(comment).toHaveCount(0);
  await expect(inHouseRow).toContainText('Repeat in 30 days.');
  await expect(inHouseRow).toContainText('No ova seen.');
});

test("a second Place Order finds the order not submitted: 'Yes, Continue' opens it, 'No, Empty Cart' starts afresh", async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const visit = await signedVisitWithTests(request, token, `Pending ${suffix}`);
  await page.goto(resultsPath(visit.petId, visit.visitId));

  await page.getByRole('button', { name: 'Place Order' }).click();
  const frameModal = page.getByRole('dialog', { name: 'Antech Order' });
  const firstUrl = await frameModal.locator('iframe').getAttribute('src');
  await frameModal.getByRole('button', { name: 'Close' }).click();
  await expect(frameModal).toHaveCount(0);

  await page.getByRole('button', { name: 'Place Order' }).click();
  const pending = page.getByRole('dialog', { name: 'Pending Orders Found!' });
  await expect(pending).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Pending Orders Found!');
  await pending.getByRole('button', { name: 'Yes, Continue' }).click();
  await expect(frameModal.locator('iframe')).toHaveAttribute('src', firstUrl!);
  await frameModal.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Place Order' }).click();
  await pending.getByRole('button', { name: 'No, Empty Cart' }).click();
  await expect(frameModal.locator('iframe')).toBeVisible();
  expect(await frameModal.locator('iframe').getAttribute('src')).not.toBe(firstUrl);
  await frameModal.getByRole('button', { name: 'Close' }).click();

  // The lab's tab: the first order cancelled, the new one pending.
  await tab(page, 'Antech').click();
  await expect(row(page, 'Antech orders', 'Cancelled')).toHaveCount(1);
  await expect(row(page, 'Antech orders', 'Pending (not submitted)')).toHaveCount(1);

  // 'Place Additional Order' → 'Finalize Order' with the lab's page → back to the results.
  await page.getByRole('button', { name: 'Place Additional Order' }).click();
  const drawer = page.getByRole('dialog', { name: 'Place Additional Order' });
  await drawer.getByRole('button', { name: 'Place Additional Order' }).click();
  const finalize = page.getByRole('dialog', { name: 'Finalize Order' });
  await expect(finalize.locator('iframe')).toBeVisible();
  await expect(finalize.frameLocator('iframe').getByRole('button', { name: 'Submit Order' })).toBeVisible();
  await page.screenshot({ path: '/tmp/visit-results-finalize-order.png' });
  await finalize.getByRole('button', { name: 'Done' }).click();
  await expect(finalize).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`soap=results&visitId=${encodeURIComponent(visit.visitId).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});

test("an orphaned result assigned to a visit shows its 'Assignment History' and is unassigned", async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const orphans = await graphql(
    request,
    token,
    `query ($start: String!, $end: String!) { orphanedLabResults(startDate: $start, endDate: $end, first: 20) { edges { node { id identifier suggestedPets { pet { id name } score } } } } }`,
    { start: day(-30), end: day(0) },
  );
  const orphan = orphans.orphanedLabResults.edges.map((edge: { node: { id: string; identifier: string; suggestedPets: { pet: { id: string } }[] } }) => edge.node).find((node: { suggestedPets: unknown[] }) => node.suggestedPets.length > 0);
  expect(orphan, 'the demo lab holds an orphan matching a demo pet').toBeTruthy();
  const petId = orphan.suggestedPets[0].pet.id as string;
  const visitId = await createVisit(request, token, petId, `Orphan ${suffix}`);
  const assigned = await graphql(request, token, `mutation ($input: AssignLabResultInput!) { assignLabResult(input: $input) { __typename ... on Error { message } } }`, {
    input: { labResultId: orphan.id, petId, visitId },
  });
  expect(assigned.assignLabResult.__typename, assigned.assignLabResult.message).toBe('AssignLabResultSuccess');

  await page.goto(resultsPath(petId, visitId));
  await tab(page, 'Antech').click();
  const resultRow = row(page, 'Antech results', orphan.identifier);
  await expect(resultRow).toContainText(/Assigned - (Final|Partial)/);
  await resultRow.getByRole('button', { name: `Assignment History of ${orphan.identifier}` }).click();
  const history = page.getByRole('dialog', { name: 'Assignment History' });
  // Another journey (lab-requests.spec) may have assigned and unassigned this orphan before: the
  // timeline then holds more than one assignment, the newest first.
  await expect(history.getByText('Received', { exact: true })).toBeVisible();
  await expect(history.getByText('Assigned', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Assignment History');
  await history.getByRole('button', { name: 'Close' }).click();

  await resultRow.getByRole('button', { name: `Unassign Result ${orphan.identifier}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Unassign Result' });
  await expect(confirm.getByText('Are you sure you want to unassign result from this visit?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Unassign Result' }).click();
  await expect(notice(page, 'Result unassigned successfully')).toBeVisible();
  await expect(resultRow).toHaveCount(0);
});

test("a comment saved by someone else while the drawer was open is not overwritten: the save is refused naming who saved it, and a second save replaces it knowingly", async ({ page, request, browser }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const visit = await signedVisitWithTests(request, token, `Comment race ${suffix}`, firstPetId || undefined);
  await page.goto(resultsPath(visit.petId, visit.visitId));
  await tab(page, 'Laboratory - In-house').click();
  const inHouseRow = row(page, 'Laboratory - In-house', visit.inHouse.name);
  // The vet opens the comment drawer while there is no comment yet.
  await inHouseRow.getByRole('button', { name: `Edit ${visit.inHouse.name}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit Diagnostics' });
  await drawer.getByLabel('Comments').fill('Repeat in 30 days.');
  // Meanwhile a colleague saves the first comment on that test (not tech@demo.vet: the
  // password-reset journey gives that account a new password).
  const tech = await (await browser.newContext()).newPage();
  await signIn(tech, 'admin@demo.vet');
  const techToken = await sessionToken(tech);
  const code = (await graphql(request, token, `{ diagnostics(first: 100) { edges { node { id code } } } }`)).diagnostics.edges.find((edge: { node: { id: string } }) => edge.node.id === visit.inHouse.id).node.code as string;
  const first = await graphql(
    request,
    techToken,
    `mutation ($input: SaveResultCommentInput!) { saveResultComment(input: $input) { __typename ... on SaveResultCommentSuccess { comment { updatedByName } } ... on Error { message } } }`,
    { input: { visitId: visit.visitId, kind: 'DIAGNOSTIC', itemCode: code, comments: 'Sample hemolysed.' } },
  );
  expect(first.saveResultComment.__typename, first.saveResultComment.message).toBe('SaveResultCommentSuccess');
  const techName = first.saveResultComment.comment.updatedByName as string;
  await tech.context().close();

  // The vet's save was based on no comment: refused, naming the colleague, with their comment shown.
  await drawer.getByRole('button', { name: 'Save' }).click();
  const refusal = drawer.getByRole('alert').filter({ hasText: /changed by/ });
  await expect(refusal).toContainText(`This note was changed by ${techName} at `);
  await expect(refusal).toContainText('Their comment: “Sample hemolysed.” Your comment is kept: save again to save it over theirs.');
  await expect(drawer.getByLabel('Comments')).toHaveValue('Repeat in 30 days.');
  await page.screenshot({ path: '/tmp/visit-results-comment-conflict.png' });
  // Saving again, now knowingly based on the colleague's comment, replaces it.
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(inHouseRow).toContainText('Repeat in 30 days.');
  await expect(inHouseRow).not.toContainText('Sample hemolysed.');
});

test('a SOAP Finalized visit shows its results without the writes', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const visit = await signedVisitWithTests(request, token, `Finalized ${suffix}`, firstPetId || undefined);
  const finished = await graphql(request, token, `mutation ($input: FinishVisitInput!) { finishVisit(input: $input) { __typename ... on Error { message } } }`, { input: { visitId: visit.visitId } });
  expect(finished.finishVisit.__typename, finished.finishVisit.message).toBe('FinishVisitSuccess');
  await page.goto(resultsPath(visit.petId, visit.visitId));
  await expect(page.getByText('This visit is SOAP Finalized: give a reason for modification')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Additional Care Recommendations')).toBeDisabled();
  await tab(page, 'Laboratory - In-house').click();
  await expect(page.getByRole('button', { name: `Edit result of ${visit.inHouse.name}` })).toHaveCount(0);
  // Reading stays: the visit history lists the pet's earlier visit with its signed plan.
  await page.getByRole('button', { name: 'Visit History' }).click();
  const history = page.getByRole('dialog', { name: 'Results' });
  await expect(history.getByRole('heading', { name: new RegExp(`^Results ${suffix}`) })).toBeVisible();
  await expect(history.getByRole('heading', { name: new RegExp(`^Finalized ${suffix}`) })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "The 'Results' visit history");
});

test.describe('written back to Covetrus', () => {
  test('a treatment result is saved, shaped by a template, and written back to the practice system', async ({ page, request }) => {
    await signIn(page, 'admin@demo.vet');
    const admin = await sessionToken(page);
    const patients = await graphql(request, admin, `{ practicePatients { __typename ... on PracticePatientList { patients { sourceId name } } ... on Error { message } } }`);
    expect(patients.practicePatients.__typename, patients.practicePatients.message).toBe('PracticePatientList');
    const patient = patients.practicePatients.patients[0] as { sourceId: string; name: string };
    const synced = await graphql(request, admin, `mutation ($input: SyncPetInput!) { syncPet(input: $input) { __typename ... on SyncPetSuccess { pet { id } } ... on Error { message } } }`, {
      input: { source: 'covetrus', sourceId: patient.sourceId },
    });
    expect(synced.syncPet.__typename, synced.syncPet.message).toBe('SyncPetSuccess');
    const visit = await signedVisitWithTests(request, admin, `Write back ${suffix}`, synced.syncPet.pet.id);
    await page.goto(resultsPath(visit.petId, visit.visitId));

    // The treatment result: a diagnosis from the clinic's diagnoses, care text, saved.
    await page.getByRole('button', { name: 'Add Diagnosis' }).click();
    // The picker speaks of a diagnosis here, not of a rule out.
    await expect(page.getByText("Add a diagnosis from the clinic's diagnoses")).toBeVisible();
    await expect(page.getByText('Add a rule out', { exact: false })).toHaveCount(0);
    const matches = page.getByRole('list', { name: 'Matching diagnoses' });
    const firstDiagnosis = matches.getByRole('listitem').first();
    const diagnosisName = (await firstDiagnosis.locator('span.font-medium').textContent())!;
    await firstDiagnosis.getByRole('button', { name: `Add ${diagnosisName}` }).click();
    await expect(row(page, 'Diagnosis', diagnosisName)).toBeVisible();
    await page.getByLabel('Additional Care Recommendations').fill('Recheck in two weeks.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notice(page, 'Treatment result has been saved')).toBeVisible();
    // Dismissed, so that the next save's notice is the only one (on a slow run this one is still up).
    await notice(page, 'Treatment result has been saved').getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(notice(page, 'Treatment result has been saved')).toHaveCount(0);

    // Template mode: Write Back waits for a save of the fetched sections.
    await tab(page, 'Template').click();
    const select = page.getByLabel('Select a Template to fetch the data as your expected format');
    await select.selectOption({ label: 'Lab Results Summary' });
    await expect(page.getByRole('button', { name: 'Write Back' })).toBeDisabled();
    await page.getByRole('button', { name: 'Fetch' }).click();
    const recommendations = page.getByLabel('Recommendations');
    await expect(recommendations).toHaveValue(/Recheck in two weeks\./);
    await expect(page.getByLabel('Diagnosis / Rule Outs')).toHaveValue(new RegExp(diagnosisName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await recommendations.fill('Recheck in two weeks. Repeat the CBC then.');
    await expect(page.getByRole('button', { name: 'Write Back' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'Results template mode');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notice(page, 'Treatment result has been saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Write Back' })).toBeEnabled();
    await page.getByRole('button', { name: 'Write Back' }).click();
    // Queued, then written by the background task: its state shows under the result.
    await expect(notice(page, 'Write-back to the practice system is queued.')).toBeVisible();
    await expect(page.getByTestId('practice-export-status')).toContainText('Writeback successful!', { timeout: 20_000 });
    await expect(page.getByTestId('practice-export-status')).toContainText(/Record MR-\S+ in Covetrus/);
    // Covetrus keeps it: the patient synced again carries the record, with the sections as written.
    const resynced = await graphql(request, admin, `mutation ($input: SyncPetInput!) { syncPet(input: $input) { __typename ... on SyncPetSuccess { pet { medicalRecords { kind title notes } } } ... on Error { message } } }`, {
      input: { source: 'covetrus', sourceId: patient.sourceId },
    });
    expect(resynced.syncPet.__typename, resynced.syncPet.message).toBe('SyncPetSuccess');
    const record = (resynced.syncPet.pet.medicalRecords as { kind: string; title: string; notes: string }[]).find((entry) => entry.title.startsWith('Lab Results Summary'));
    expect(record, 'the written-back record is in the practice system').toBeTruthy();
    expect(record!.title).toContain(`Write back ${suffix}`);
    expect(record!.notes).toContain('Repeat the CBC then.');

    // Saved meanwhile by someone else: the page's save says who, keeps the edits, and saves over it next.
    const current = await graphql(request, admin, `query ($id: ID!) { node(id: $id) { ... on Visit { results { treatmentResult { version } } } } }`, { id: visit.visitId });
    const behind = await graphql(request, admin, `mutation ($input: SaveTreatmentResultInput!) { saveTreatmentResult(input: $input) { __typename ... on Error { message } } }`, {
      input: { visitId: visit.visitId, basedOnVersion: current.node.results.treatmentResult.version, result: { additionalCareText: 'Changed elsewhere.' } },
    });
    expect(behind.saveTreatmentResult.__typename, behind.saveTreatmentResult.message).toBe('SaveTreatmentResultSuccess');
    await tab(page, 'Treatment Result').click();
    await page.getByLabel('Additional Care Recommendations').fill('Recheck in ten days.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /changed by/ })).toContainText('Your changes are kept on screen');
    await expect(page.getByLabel('Additional Care Recommendations')).toHaveValue('Recheck in ten days.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /changed by/ })).toHaveCount(0);
    await expect(page.getByLabel('Additional Care Recommendations')).toHaveValue('Recheck in ten days.');

    // Close clears the query: the pet profile.
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(/\/d\/pet-profiles\/pets\/[^?]+$/);
  });
});
