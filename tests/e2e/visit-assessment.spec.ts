// The Assessment step, the treatment plan builder (spec 002 sections 2.5, 4, 5, 8, 9):
// a vet builds a dog's plan from the clinic catalogue in the three blocks — duplicates
// skipped with the spec's messages —, removes and restores a row, sets a dosage and quantities,
// comments a service in its edit drawer (width 1000), chooses 'Email Estimate' and saves; the
// server's estimate shows, the reload shows the same plan, and Continue carries the choice to the
// plan step. A save based on an older plan gets the conflict message; a visit that turned
// read-only refuses the save, and its plan cannot be changed; a failed download of the step shows
// the error boundary and Try again recovers. Each test makes its own visit of a demo pet.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, graphql, notice, sessionToken, signIn } from './support';
import { addPet, createVisit } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);



/** A dog of this journey's own, and a new visit of it named for this run. */
async function newVisit(request: APIRequestContext, token: string, name: string) {
  const petName = 'Biscuit';
  const petId = await addPet(request, token, { specie: 'Canine', name: petName });
  return { petId, petName, visitId: await createVisit(request, token, petId, name) };
}

const assessmentPath = (petId: string, visitId: string) => `/d/pet-profiles/pets/${petId}?source=vea&soap=assessment&visitId=${encodeURIComponent(visitId)}`;

const block = (page: Page, title: string) => page.getByRole('region', { name: title });
const planTable = (page: Page, petName: string) => page.getByRole('table', { name: `${petName}'s Treatment Plan` });
const planRow = (page: Page, petName: string, name: string) => planTable(page, petName).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

/** Types in a block's search and picks the catalogue row of that name from the dropdown. */
async function pick(page: Page, blockTitle: string, searchLabel: string, text: string, option: string) {
  const search = block(page, blockTitle).getByRole('combobox', { name: searchLabel });
  await search.fill(text);
  await block(page, blockTitle).getByRole('option', { name: new RegExp(option.replace(/[()]/g, '\\$&')) }).click();
  await expect(block(page, blockTitle).getByRole('table')).toContainText(option);
}

const PLAN_QUERY = `query ($id: ID!) { node(id: $id) { ... on Visit { treatmentPlan { version isClientAtClinic totals { subtotalCents taxCents totalCents taxRate }
  items { kind name quantity removed comment selectedDosage { dosage unit } approved unitPriceCents } } } } }`;

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test('a vet builds a plan from the catalogue, skips duplicates, removes and restores, comments a service, saves, and the reload shows it', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const { petId, petName, visitId } = await newVisit(request, token, `Assessment ${suffix}`);

  await page.goto(assessmentPath(petId, visitId));
  await expect(page.getByRole('heading', { name: 'Assessment', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${petName}'s Treatment Plan` })).toBeVisible();
  await expect(planTable(page, petName)).toContainText('Treatments were not generated. Feel free to search and add as many as you need!');
  for (const title of ['AI Suggestions for Diagnostics', 'AI Suggestions for Services', 'AI Suggestions for Treatment Protocol']) await expect(block(page, title)).toBeVisible();
  // The hidden columns (spec 002 section 2.5): no Cost anywhere, no Comment for services, no Directions for medications.
  await expect(page.getByRole('columnheader', { name: 'Cost' })).toHaveCount(0);
  await expect(block(page, 'AI Suggestions for Services').getByRole('columnheader', { name: 'Comment' })).toHaveCount(0);
  await expect(block(page, 'AI Suggestions for Treatment Protocol').getByRole('columnheader', { name: 'Directions' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Sign in-person' })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'Assessment step: an empty plan');

  // Two diagnostics from the search, added together.
  const diagnostics = 'AI Suggestions for Diagnostics';
  await pick(page, diagnostics, 'Search diagnostics', 'Blood', 'Complete Blood Count (CBC)');
  await pick(page, diagnostics, 'Search diagnostics', 'Chem', 'Chemistry Panel');
  await expect(block(page, diagnostics).getByRole('listbox')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Assessment step: the diagnostics search open');
  await page.keyboard.press('Escape');
  await block(page, diagnostics).getByRole('button', { name: 'Add to Plan (2)' }).click();
  await expect(notice(page, '2 Diagnostics items added')).toBeVisible();
  await expect(planRow(page, petName, 'Complete Blood Count (CBC)')).toBeVisible();
  await expect(planRow(page, petName, 'Chemistry Panel')).toBeVisible();
  await expect(block(page, diagnostics).getByRole('row').filter({ hasText: 'Chemistry Panel' })).toContainText('In plan');

  // Again with one new: the duplicate is skipped, the new one gets 'name added'.
  await pick(page, diagnostics, 'Search diagnostics', 'Urin', 'Urinalysis');
  await block(page, diagnostics).getByLabel('Select Complete Blood Count (CBC)').check();
  await block(page, diagnostics).getByRole('button', { name: 'Add to Plan (2)' }).click();
  await expect(notice(page, 'Urinalysis added')).toBeVisible();
  await expect(notice(page, 'Complete Blood Count (CBC) is already in the plan')).toBeVisible();
  await expect(planRow(page, petName, 'Complete Blood Count (CBC)')).toHaveCount(1);

  // A service and, in the protocol block, a medication and a supply.
  // The service is picked with the keyboard: the first match is highlighted, Enter picks it.
  const services = block(page, 'AI Suggestions for Services');
  await services.getByRole('combobox', { name: 'Search services' }).fill('Sick Exam');
  await expect(services.getByRole('option', { name: /Sick Exam/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(services.getByRole('option', { name: /Sick Exam/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(services.getByRole('listbox')).toBeHidden();
  await services.getByRole('button', { name: 'Add to Plan (1)' }).click();
  await expect(notice(page, 'Sick Exam added')).toBeVisible();
  const protocol = 'AI Suggestions for Treatment Protocol';
  await pick(page, protocol, 'Search medications and supplies', 'Carpro', 'Carprofen');
  await pick(page, protocol, 'Search medications and supplies', 'Syringe', 'Syringe 3 mL Luer Lock');
  await page.keyboard.press('Escape');
  await block(page, protocol).getByRole('button', { name: 'Add to Plan (2)' }).click();
  await expect(notice(page, '2 Medications items added')).toBeVisible();
  await expect(planTable(page, petName).getByRole('row')).toHaveCount(7);

  // The medication's dosage starts at the first option; its quantity must be at least 1.
  await expect(page.getByLabel('Dosage & Unit for Carprofen')).toHaveValue('0');
  await expect(page.getByLabel('Dosage & Unit for Carprofen').locator('option:checked')).toHaveText('25 mg tablet');
  await page.getByLabel('Dosage & Unit for Carprofen').selectOption({ label: '75 mg tablet' });
  await expect(page.getByLabel('Quantity for Carprofen')).toHaveValue('1');
  await page.getByLabel('Quantity for Carprofen').fill('0');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(planRow(page, petName, 'Carprofen')).toContainText('Enter a whole quantity of at least 1.');
  await page.getByLabel('Quantity for Carprofen').fill('14');

  // Soft removal: the row stays, struck through, and can be restored.
  await page.getByRole('button', { name: 'Remove Chemistry Panel' }).click();
  await expect(planRow(page, petName, 'Chemistry Panel')).toContainText('Removed');
  await expect(page.getByLabel('Quantity for Chemistry Panel')).toBeDisabled();
  await page.getByRole('button', { name: 'Restore Chemistry Panel' }).click();
  await expect(planRow(page, petName, 'Chemistry Panel')).not.toContainText('Removed');
  await page.getByRole('button', { name: 'Remove Urinalysis' }).click();
  await expect(page.getByText('Plan Modified')).toBeVisible();
  // Continue saves unsaved changes first, so it stays enabled.
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
  await page.getByRole('radio', { name: 'Email Estimate' }).check();
  // Leaving with unsaved changes asks first.
  await page.getByRole('navigation', { name: 'Visit steps' }).getByRole('link', { name: /Plan/ }).click();
  await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/soap=assessment/);
  await page.screenshot({ path: '/tmp/assessment-plan.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Assessment step: a plan being built');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Treatment plan saved')).toBeVisible();
  await expect(page.getByText('Plan Modified')).toHaveCount(0);
  await expect(page.getByText(/Last saved by .+ at /)).toBeVisible();

  // The drawers: a service's comment is saved with the plan; the titles follow the row's kind.
  await page.getByRole('button', { name: 'Edit Sick Exam' }).click();
  const serviceDrawer = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(serviceDrawer).toBeVisible();
  expect(Math.round((await serviceDrawer.boundingBox())!.width)).toBe(1000);
  await serviceDrawer.getByLabel('Comments').fill('Fasted since last night.');
  await expectNoSeriousA11yViolations(page, 'Assessment step: Edit Service');
  await serviceDrawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(serviceDrawer).toHaveCount(0);
  await expect(notice(page, 'Treatment plan saved')).toHaveCount(1);
  await expect(planRow(page, petName, 'Sick Exam')).toContainText('Fasted since last night.');
  await page.getByRole('button', { name: 'Edit Complete Blood Count (CBC)' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Diagnostics' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Edit Diagnostics' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit Carprofen' }).click();
  const medicationDrawer = page.getByRole('dialog', { name: 'Edit Carprofen' });
  await expect(medicationDrawer.getByLabel('Dosage & Unit')).toHaveValue('1');
  await expect(medicationDrawer.getByLabel('Quantity')).toHaveValue('14');
  await medicationDrawer.getByRole('button', { name: 'Cancel' }).click();

  // What the server holds, and the estimate it priced, shown as it computed it.
  const saved = (await graphql(request, token, PLAN_QUERY, { id: visitId })).node.treatmentPlan;
  expect(saved.isClientAtClinic).toBe(false);
  expect(saved.items.map((item: { name: string }) => item.name)).toEqual(['Complete Blood Count (CBC)', 'Chemistry Panel', 'Urinalysis', 'Sick Exam', 'Carprofen', 'Syringe 3 mL Luer Lock']);
  expect(saved.items.find((item: { name: string }) => item.name === 'Urinalysis').removed).toBe(true);
  expect(saved.items.find((item: { name: string }) => item.name === 'Carprofen')).toMatchObject({ kind: 'MEDICATION', quantity: 14, selectedDosage: { dosage: '75', unit: 'mg tablet' }, approved: true });
  expect(saved.items.find((item: { name: string }) => item.name === 'Sick Exam')).toMatchObject({ kind: 'SERVICE', comment: 'Fasted since last night.' });
  expect(saved.items.find((item: { name: string }) => item.name === 'Syringe 3 mL Luer Lock').kind).toBe('INVENTORY');
  // The catalogue's costs: CBC 65.00, Chemistry Panel 95.00 and Sick Exam 68.00 (none taxed); the removed Urinalysis is not counted.
  expect(saved.items.find((item: { name: string }) => item.name === 'Complete Blood Count (CBC)').unitPriceCents).toBe(6500);
  const estimate = page.getByRole('group', { name: 'Estimate' });
  await expect(estimate).toContainText(usd(saved.totals.subtotalCents));
  await expect(estimate).toContainText(usd(saved.totals.taxCents));
  await expect(estimate).toContainText(`Tax (${saved.totals.taxRate}%, taxable items only)`);
  await expect(estimate).toContainText(usd(saved.totals.totalCents));
  expect(saved.totals.subtotalCents).toBeGreaterThanOrEqual(6500 + 9500 + 6800);

  // Reloaded, the step shows the saved plan.
  await page.reload();
  await expect(planTable(page, petName).getByRole('row')).toHaveCount(7);
  await expect(planRow(page, petName, 'Urinalysis')).toContainText('Removed');
  await expect(page.getByRole('button', { name: 'Restore Urinalysis' })).toBeVisible();
  await expect(page.getByLabel('Quantity for Carprofen')).toHaveValue('14');
  await expect(page.getByLabel('Dosage & Unit for Carprofen').locator('option:checked')).toHaveText('75 mg tablet');
  await expect(page.getByRole('radio', { name: 'Email Estimate' })).toBeChecked();
  await expect(planRow(page, petName, 'Sick Exam')).toContainText('Fasted since last night.');
  await page.screenshot({ path: '/tmp/assessment-reloaded.png', fullPage: true });

  // Continue goes to the plan step, telling it the client is not at the clinic.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/soap=plan/);
  await expect(page).toHaveURL(/isClientAtClinic=false/);
});

test('a save based on an older plan gets the conflict message, keeps the plan on screen and can load the newer one', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const { petId, petName, visitId } = await newVisit(request, token, `Assessment conflict ${suffix}`);

  await page.goto(assessmentPath(petId, visitId));
  await pick(page, 'AI Suggestions for Services', 'Search services', 'Nail', 'Nail Trim');
  await block(page, 'AI Suggestions for Services').getByRole('button', { name: 'Add to Plan (1)' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Treatment plan saved')).toBeVisible();

  // Someone else saves on top of version 1: the nail trim twice. Back on the step (shown first from
  // what this page already holds), the newer plan replaces the untouched one.
  const saveAs = async (basedOnVersion: number, quantity: number) => {
    const current = (await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Visit { treatmentPlan { version items { id kind catalogueId } } } } }`, { id: visitId })).node.treatmentPlan;
    expect(current.version).toBe(basedOnVersion);
    const [trim] = current.items;
    const other = await graphql(request, token, `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { __typename } }`, {
      input: { visitId, basedOnVersion, isClientAtClinic: true, items: [{ id: trim.id, kind: trim.kind, catalogueId: trim.catalogueId, quantity, removed: false, approved: true }] },
    });
    expect(other.saveTreatmentPlan.__typename).toBe('SaveTreatmentPlanSuccess');
  };
  await saveAs(1, 2);
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(page).toHaveURL(/soap=objective/);
  // The step's answer from the network comes late, so the step first shows the plan held here.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('VisitChartingPageAssessmentQuery')) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/soap=assessment/);
  await expect(page.getByLabel('Quantity for Nail Trim')).toHaveValue('1');
  await expect(page.getByLabel('Quantity for Nail Trim')).toHaveValue('2');
  await page.unroute('**/graphql');

  // A third save meanwhile; this page's save, based on version 2, is refused.
  await saveAs(2, 3);
  await page.getByLabel('Quantity for Nail Trim').fill('5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'Your plan is still on screen' });
  await expect(conflict).toBeVisible();
  await expect(page.getByLabel('Quantity for Nail Trim')).toHaveValue('5');
  await page.screenshot({ path: '/tmp/assessment-conflict.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Assessment step: a stale save');
  await conflict.getByRole('button', { name: 'Load the newer plan' }).click();
  await expect(page.getByLabel('Quantity for Nail Trim')).toHaveValue('3');
  await expect(page.getByText('Plan Modified')).toHaveCount(0);
  await expect(planRow(page, petName, 'Nail Trim')).toBeVisible();
});

test("a visit that turned read-only refuses the save with the spec's error; opened again, its plan cannot be changed", async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const { petId, petName, visitId } = await newVisit(request, token, `Assessment read-only ${suffix}`);
  await page.goto(assessmentPath(petId, visitId));
  await pick(page, 'AI Suggestions for Services', 'Search services', 'Nail', 'Nail Trim');
  await block(page, 'AI Suggestions for Services').getByRole('button', { name: 'Add to Plan (1)' }).click();

  // Meanwhile the visit moves to a read-only status: the first save is refused by the server.
  const statuses = await graphql(request, token, `{ visitStatuses { statusId name } }`);
  const ready = statuses.visitStatuses.find((status: { name: string }) => status.name === 'Ready for Treatment').statusId;
  await graphql(request, token, `mutation ($input: UpdateVisitStatusInput!) { updateVisitStatus(input: $input) { __typename } }`, { input: { id: visitId, statusId: ready } });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Save Treatment Plan Error')).toBeVisible();
  await expect(planRow(page, petName, 'Nail Trim')).toBeVisible();
  expect((await graphql(request, token, PLAN_QUERY, { id: visitId })).node.treatmentPlan).toBeNull();

  // Opened again, nothing on the step can change it; Continue still leads to the plan.
  const again = await page.context().newPage();
  await again.goto(assessmentPath(petId, visitId));
  await expect(again.getByRole('heading', { name: `${petName}'s Treatment Plan` })).toBeVisible();
  await expect(again.getByText("This visit is read-only in its current status.")).toBeVisible();
  await expect(again.getByRole('combobox', { name: 'Search diagnostics' })).toBeDisabled();
  await expect(again.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(again.getByRole('radio', { name: 'Sign in-person' })).toBeDisabled();
  await expect(again.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
  await again.screenshot({ path: '/tmp/assessment-read-only.png', fullPage: true });
  await expectNoSeriousA11yViolations(again, 'Assessment step: a read-only visit');
});

test("a failed download of the step shows 'Error Occurred', and Try again loads it", async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const { petId, petName, visitId } = await newVisit(request, token, `Assessment error ${suffix}`);

  // The step's own code fails to download, as after a deploy or with a dropped connection, until
  // the error boundary shows; then the network is back.
  let unavailable = true;
  let failures = 0;
  await page.route(/\/assets\/AssessmentStep-[^/]+\.js$/, async (route) => {
    if (!unavailable) return route.continue();
    failures += 1;
    await route.fulfill({ status: 503, body: 'unavailable' });
  });
  await page.goto(assessmentPath(petId, visitId));
  const failed = page.getByRole('alert').filter({ hasText: 'Error Occurred' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Something went wrong in the Assessment section.');
  expect(failures).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/assessment-error.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Assessment step: the error boundary');
  unavailable = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: `${petName}'s Treatment Plan` })).toBeVisible();
  await expect(failed).toHaveCount(0);
});
