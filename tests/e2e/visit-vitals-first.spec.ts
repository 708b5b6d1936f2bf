// A vet's busy day without lost work. Nurses take vitals before anything else: vitals
// typed on a new visit (no Subjective saved yet) are kept and saved with the Subjective's first
// save, with no 'Discard unsaved changes?' for them. A temperature no patient has is refused in
// its unit; one outside the species' usual range asks 'Save anyway?' first. At 1440×900 the
// step's Save and Continue and the vitals are on screen without scrolling, and Continue with
// unsaved changes saves them and goes on. Makes its own dog and visits.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './support';
import { addPet, createVisit, graphql, notice, saveSubjective, sessionToken } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);

test.use({ viewport: { width: 1440, height: 900 } });

async function savedVitals(request: APIRequestContext, token: string, visitId: string) {
  const data = await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Visit { vitals { version temperature { value unit } heartRate respiratoryRate weight { value unit } } } } }`, { id: visitId });
  return data.node.vitals;
}

test('vitals typed before the first Subjective save are kept and saved with it', async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token);
  const visitId = await createVisit(request, token, petId, `Vitals first ${suffix}`);
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea&soap=subjective&visitId=${visitId}`);
  const panel = page.getByRole('region', { name: 'Vitals' });

  // The nurse takes the vitals first and presses Save Vitals: the spec's message, and the vitals stay.
  await panel.getByLabel('Temperature', { exact: true }).fill('101.2');
  await panel.getByLabel('Heart rate').fill('96');
  await panel.getByLabel('Respiratory rate').fill('22');
  await panel.getByRole('button', { name: 'Save Vitals' }).click();
  await expect(panel.getByRole('alert')).toContainText('You have to save at least the Subjective section first');
  await expect(panel.getByRole('alert')).toContainText('Your vitals are kept and saved with the Subjective.');
  expect(await savedVitals(request, token, visitId)).toBeNull();
  await page.screenshot({ path: '/tmp/vitals-kept.png' });

  // Then the check-in, and its first Save: no discard question, the vitals are saved right after.
  await page.getByRole('radio', { name: '1-3 days' }).check();
  await page.getByRole('checkbox', { name: 'General Health' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Changes has saved successfully!')).toBeVisible();
  await expect(notice(page, 'Vitals saved successfully')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]subjectiveId=[^&]+/);
  await expect(panel.getByText(/^Last edited by /)).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(await savedVitals(request, token, visitId)).toMatchObject({ version: 1, temperature: { value: 101.2, unit: 'fahrenheit' }, heartRate: 96, respiratoryRate: 22 });

  await page.reload();
  await expect(panel.getByLabel('Temperature', { exact: true })).toHaveValue('101.2');
  await expect(panel.getByLabel('Heart rate')).toHaveValue('96');
});

test("a temperature no patient has is refused in its unit; one unusual for a dog asks 'Save anyway?'", async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token);
  const visitId = await createVisit(request, token, petId, `Vitals ranges ${suffix}`);
  await saveSubjective(request, token, visitId);
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea&soap=objective&visitId=${visitId}`);
  const panel = page.getByRole('region', { name: 'Vitals' });

  // 150 °C and 150 °F: refused before a request, with the service's message.
  await panel.getByLabel('Temperature', { exact: true }).fill('150');
  await panel.getByLabel('Temperature unit').selectOption('celsius');
  await panel.getByRole('button', { name: 'Save Vitals' }).click();
  await expect(panel.getByText('Enter a temperature from 10 to 48 °C.')).toBeVisible();
  await panel.getByLabel('Temperature unit').selectOption('fahrenheit');
  await panel.getByRole('button', { name: 'Save Vitals' }).click();
  await expect(panel.getByText('Enter a temperature from 50 to 118 °F.')).toBeVisible();
  expect(await savedVitals(request, token, visitId)).toBeNull();

  // 104.5 °F is a fever, not impossible: asked first; Cancel saves nothing.
  await panel.getByLabel('Temperature', { exact: true }).fill('104.5');
  await panel.getByLabel('Heart rate').fill('110');
  await panel.getByRole('button', { name: 'Save Vitals' }).click();
  const question = page.getByRole('dialog', { name: 'Unusual vitals' });
  await expect(question).toContainText('Temperature 104.5 °F is outside the usual range for a dog (99.5–102.5 °F). Save anyway?');
  await page.screenshot({ path: '/tmp/vitals-unusual.png' });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  expect(await savedVitals(request, token, visitId)).toBeNull();
  await panel.getByRole('button', { name: 'Save Vitals' }).click();
  await question.getByRole('button', { name: 'Save anyway' }).click();
  await expect(notice(page, 'Vitals saved successfully')).toBeVisible();
  expect(await savedVitals(request, token, visitId)).toMatchObject({ temperature: { value: 104.5, unit: 'fahrenheit' }, heartRate: 110 });

  // The server refuses it too, whatever the client.
  const refused = await graphql(
    request,
    token,
    `mutation ($input: SaveVitalsInput!) { saveVitals(input: $input) { __typename ... on InputValidationError { fieldErrors { path message } } } }`,
    { input: { visitId, petId, basedOnVersion: 1, temperature: { value: 150, unit: 'celsius' } } },
  );
  expect(refused.saveVitals).toEqual({ __typename: 'InputValidationError', fieldErrors: [{ path: 'temperature.value', message: 'Enter a temperature from 10 to 48 °C.' }] });
});

test('at 1440×900 Save, Continue and the vitals are on screen, and Continue saves unsaved changes', async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token);
  const visitId = await createVisit(request, token, petId, `Vitals reach ${suffix}`);
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea&soap=subjective&visitId=${visitId}`);
  await expect(page.getByRole('heading', { name: 'Subjective', level: 3 })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Vitals' });
  // Without scrolling: the step's buttons and the vitals entry.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeInViewport();
  await expect(panel.getByLabel('Temperature', { exact: true })).toBeInViewport();
  await expect(panel.getByRole('button', { name: 'Save Vitals' })).toBeInViewport();
  await page.screenshot({ path: '/tmp/step-subjective-1440.png' });

  // Continue with unsaved changes saves them and goes on, in one click; vitals typed first go with them.
  await panel.getByLabel('Temperature', { exact: true }).fill('101');
  await page.getByRole('radio', { name: '<1 day' }).check();
  await page.getByRole('checkbox', { name: 'Skin Case' }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(notice(page, 'Changes has saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/soap=objective/);
  await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toHaveCount(0);
  const note = await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Visit { subjectiveNote { chiefComplaint { duration } } } } }`, { id: visitId });
  expect(note.node.subjectiveNote.chiefComplaint.duration).toBe('ACUTE');
  await expect(notice(page, 'Vitals saved successfully')).toBeVisible();
  expect(await savedVitals(request, token, visitId)).toMatchObject({ version: 1, temperature: { value: 101, unit: 'fahrenheit' } });

  await expect(page.getByRole('heading', { name: 'Physical Exam Summary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeInViewport();
  await expect(panel.getByRole('button', { name: 'Save Vitals' })).toBeInViewport();
  await page.screenshot({ path: '/tmp/step-objective-1440.png' });
  // Scrolled down the long exam, the buttons and the vitals stay in reach.
  await page.mouse.wheel(0, 2500);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeInViewport();
  await expect(panel.getByRole('button', { name: 'Save Vitals' })).toBeInViewport();
  await page.screenshot({ path: '/tmp/step-objective-1440-scrolled.png' });

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/soap=assessment/);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeInViewport();
  // The Assessment's two columns need the width: its vitals start below the step, one click in
  // the sticky bar brings them beside it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(panel.getByRole('button', { name: 'Save Vitals' })).not.toBeInViewport();
  await page.screenshot({ path: '/tmp/step-assessment-1440.png' });
  const bar = page.getByRole('group', { name: 'Step actions' });
  await bar.getByRole('button', { name: 'Show vitals' }).click();
  await expect(panel.getByRole('button', { name: 'Save Vitals' })).toBeInViewport();
  await page.screenshot({ path: '/tmp/step-assessment-1440-vitals.png' });
  await bar.getByRole('button', { name: 'Hide vitals' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(panel.getByRole('button', { name: 'Save Vitals' })).not.toBeInViewport();
});
