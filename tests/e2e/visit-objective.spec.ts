// The objective step, 'Phyiscal Examination' (spec 002 section 2.4): a vet examines a cat — a
// body category's result and comment, a rule out from the clinic's diagnoses, the scores with their
// labels and the feline grimace scale — saves, and the visit shows 'Exam in Progress'; Previous
// and Continue wait while there are unsaved changes; a save based on an older version gets the
// conflict message and can load the newer values; a dog's exam has no grimace scale; a read-only
// visit's exam cannot be changed. Each test makes its own visit of a demo pet.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, graphql, notice, sessionToken, signIn } from './support';
import { addPet, createVisit } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);



/** A pet of the species of this journey's own, and a new visit of it named for this run. */
async function newVisit(request: APIRequestContext, token: string, specie: 'Feline' | 'Canine', name: string) {
  const petId = await addPet(request, token, { specie });
  return { petId, visitId: await createVisit(request, token, petId, name) };
}

const objectivePath = (petId: string, visitId: string) => `/d/pet-profiles/pets/${petId}?source=vea&soap=objective&visitId=${encodeURIComponent(visitId)}`;

/** The visit's name and status badge above the steps. */
const visitHeader = (page: Page, visitName: string) => page.getByRole('heading', { name: visitName, level: 2 }).locator('..');


test('a vet examines a cat, scores it with the grimace scale and saves; the visit is in Exam in Progress', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const visitName = `Cat exam ${suffix}`;
  const { petId, visitId } = await newVisit(request, token, 'Feline', visitName);

  await page.goto(objectivePath(petId, visitId));
  await expect(page.getByRole('heading', { name: 'Phyiscal Examination', level: 3 })).toBeVisible();
  // Entering the step moved the visit (it had no objective note).
  await expect(visitHeader(page, visitName)).toContainText('Exam in Progress');
  await expect(page.getByRole('heading', { name: 'VEA Visit History' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'VEA Visit History' }).getByRole('row').filter({ hasText: visitName })).toContainText('(this visit)');
  await expectNoSeriousA11yViolations(page, 'Objective step: Phyiscal Examination');

  await page.getByLabel('Result for Eyes').selectOption('Abnormal');
  await page.getByLabel('Comment for Eyes').fill('Mild conjunctivitis, left eye');
  await page.getByLabel('Result for Heart').selectOption('Normal');
  await expect(page.getByText('Form Modified')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();
  // Continue saves unsaved changes first, so it stays enabled.
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
  await expect(page.getByText('Continue saves your changes first.')).toBeVisible();

  // A comment without a result is refused beside the row.
  await page.getByLabel('Comment for Ears').fill('Some wax');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Choose Normal, Abnormal, Negative or Positive for each exam result.')).toBeVisible();
  await page.getByLabel('Result for Ears').selectOption('Normal');

  await page.getByLabel('Search diagnoses').fill('Gastro');
  // Read at once, before the catalogue has answered: only rows whose name or category holds the
  // term are offered (the last answer narrowed), so the answer never swaps rows under the pointer.
  const offered = await page.getByRole('list', { name: 'Matching diagnoses' }).getByRole('listitem').allTextContents();
  expect(offered.filter((row) => !row.toLowerCase().includes('gastro'))).toEqual([]);
  await page.getByRole('button', { name: 'Add Gastroenteritis' }).click();
  await expect(page.getByRole('table', { name: 'Rule Outs' })).toContainText('Gastroenteritis');
  await expect(page.getByRole('button', { name: 'Gastroenteritis added' })).toBeDisabled();

  const body = page.getByRole('group', { name: 'Body Score' });
  await body.getByRole('slider').focus();
  for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowRight');
  await expect(body).toContainText('5Ideal');
  const pain = page.getByRole('group', { name: 'Pain Score' });
  await pain.getByRole('slider').focus();
  for (let step = 0; step < 2; step++) await page.keyboard.press('ArrowRight');
  await expect(pain).toContainText('3Moderate');
  await page.getByRole('button', { name: 'Dental Score 2' }).click();
  await expect(page.getByRole('group', { name: 'Dental Score' })).toContainText('(2/4)');
  await page.getByRole('button', { name: 'Muscle Condition Score 1' }).click();
  await expect(page.getByRole('group', { name: 'Muscle Condition Score' })).toContainText('Mild Loss');
  // A cat's exam has the grimace scale, starting at 4.
  await expect(page.getByRole('group', { name: 'Feline Grimace Scale' })).toContainText('4');
  await page.getByLabel('Mentation').selectOption('Depressed');
  await page.getByLabel('Medical History Observations').fill('Vomited twice overnight; quiet but responsive.');
  await page.screenshot({ path: '/tmp/objective-form.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Objective step: the filled exam');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Physical exam saved')).toBeVisible();
  await expect(page.getByText('Form Modified')).toHaveCount(0);
  await expect(page).toHaveURL(/objectiveId=/);
  await expect(page.getByText(/Last saved by .+ at /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();

  const saved = await graphql(
    request,
    token,
    `query ($id: ID!) { node(id: $id) { ... on Visit { status { name } objectiveNote { bodyScore bodyScoreLabel painScore dentalScoreLabel muscleConditionLabel grimaceScale mentation medicalHistoryNotes physicalExamResults { category result comment } ruleOuts { name } } } } }`,
    { id: visitId },
  );
  expect(saved.node.status.name).toBe('Exam in Progress');
  expect(saved.node.objectiveNote).toMatchObject({
    bodyScore: 5,
    bodyScoreLabel: 'Ideal',
    painScore: 3,
    dentalScoreLabel: '2/4',
    muscleConditionLabel: 'Mild Loss',
    grimaceScale: 4,
    mentation: 'Depressed',
    medicalHistoryNotes: 'Vomited twice overnight; quiet but responsive.',
    ruleOuts: [{ name: 'Gastroenteritis' }],
  });
  expect(saved.node.objectiveNote.physicalExamResults).toEqual([
    { category: 'Eyes', result: 'Abnormal', comment: 'Mild conjunctivitis, left eye' },
    { category: 'Ears', result: 'Normal', comment: 'Some wax' },
    { category: 'Heart', result: 'Normal', comment: '' },
  ]);

  // Reloaded, the exam shows what was saved; Continue goes on to the assessment.
  await page.reload();
  await expect(page.getByLabel('Result for Eyes')).toHaveValue('Abnormal');
  await expect(page.getByRole('group', { name: 'Body Score' })).toContainText('5Ideal');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/soap=assessment/);
});

test('a save based on an older version gets the conflict message, keeps the edits and can load the newer values', async ({ page, request, browser }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const { petId, visitId } = await newVisit(request, token, 'Canine', `Dog exam ${suffix}`);

  await page.goto(objectivePath(petId, visitId));
  // A dog's exam has no grimace scale.
  await expect(page.getByRole('group', { name: 'Body Score' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Feline Grimace Scale' })).toHaveCount(0);
  await page.getByLabel('Medical History Observations').fill('First look.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Physical exam saved')).toBeVisible();

  // Someone else, the technician in a second browser context, saves on top of version 1.
  const techContext = await browser.newContext();
  const techPage = await techContext.newPage();
  await signIn(techPage, 'assistant@demo.vet');
  const techToken = await sessionToken(techPage);
  await techContext.close();
  const other = await graphql(
    request,
    techToken,
    `mutation ($input: SaveObjectiveNoteInput!) { saveObjectiveNote(input: $input) { __typename ... on Error { message } } }`,
    { input: { visitId, basedOnVersion: 1, medicalHistoryNotes: 'Tech: eating well.' } },
  );
  expect(other.saveObjectiveNote.__typename).toBe('SaveObjectiveNoteSuccess');

  await page.goto(objectivePath(petId, visitId));
  await expect(page.getByLabel('Medical History Observations')).toHaveValue('Tech: eating well.');
  // A second browser context still holds version 2; meanwhile another save makes it 3.
  await graphql(request, techToken, `mutation ($input: SaveObjectiveNoteInput!) { saveObjectiveNote(input: $input) { __typename } }`, {
    input: { visitId, basedOnVersion: 2, medicalHistoryNotes: 'Tech: eating well, drinking more.' },
  });
  await page.getByLabel('Medical History Observations').fill('Vet: heart murmur grade II.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'This note was changed by' });
  await expect(conflict).toBeVisible();
  await expect(page.getByLabel('Medical History Observations')).toHaveValue('Vet: heart murmur grade II.');
  await page.screenshot({ path: '/tmp/objective-conflict.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Objective step: a stale save');
  await conflict.getByRole('button', { name: 'Load the newer values' }).click();
  await expect(page.getByLabel('Medical History Observations')).toHaveValue('Tech: eating well, drinking more.');
  await expect(page.getByText('Form Modified')).toHaveCount(0);
});

test("a read-only visit's exam cannot be changed", async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const visitName = `Read-only exam ${suffix}`;
  const { petId, visitId } = await newVisit(request, token, 'Canine', visitName);
  const statuses = await graphql(request, token, `{ visitStatuses { statusId name } }`);
  const ready = statuses.visitStatuses.find((status: { name: string }) => status.name === 'Ready for Treatment').statusId;
  await graphql(request, token, `mutation ($input: UpdateVisitStatusInput!) { updateVisitStatus(input: $input) { __typename } }`, { input: { id: visitId, statusId: ready } });

  await page.goto(objectivePath(petId, visitId));
  await expect(page.getByRole('heading', { name: 'Phyiscal Examination', level: 3 })).toBeVisible();
  await expect(page.getByLabel('Result for Eyes')).toBeDisabled();
  await expect(page.getByLabel('Medical History Observations')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Dental Score 2' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Search diagnoses')).toHaveCount(0);
  // Entering a read-only visit's exam does not move it.
  await expect(visitHeader(page, visitName)).toContainText('Ready for Treatment');
  await page.screenshot({ path: '/tmp/objective-read-only.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Objective step: a read-only visit');
});
