// The Vitals panel (spec 002 sections 2.3, 4, 5, 8, 9): on every step but
// Results; the guard before the subjective note is saved; a save with 'Last edited by'; the
// pet's weight and temperature trend over its visits; a save based on older vitals refused with
// who changed them, the entries kept and the newer ones loadable. Makes its own pet and visits.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './support';
import { addPet, createVisit, graphql, notice, saveSubjective, sessionToken } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);

const SAVE_VITALS = `mutation ($input: SaveVitalsInput!) { saveVitals(input: $input) { __typename ... on SaveVitalsSuccess { vitals { version } } ... on Error { message } } }`;

test('a nurse saves vitals, sees the trend, and an older save meets the conflict message', async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token);

  // An earlier visit with vitals: the first point of the trend.
  const earlier = await createVisit(request, token, petId, `Vitals earlier ${suffix}`);
  await saveSubjective(request, token, earlier);
  const first = await graphql(request, token, SAVE_VITALS, {
    input: { visitId: earlier, petId, temperature: { value: 101.5, unit: 'F' }, weight: { value: 10, unit: 'kg' }, heartRate: 100, respiratoryRate: 20 },
  });
  expect(first.saveVitals.__typename).toBe('SaveVitalsSuccess');

  const visitName = `Vitals check ${suffix}`;
  const visitId = await createVisit(request, token, petId, visitName);
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea&soap=subjective&visitId=${visitId}`);
  const panel = page.getByRole('region', { name: 'Vitals' });
  await expect(panel).toBeVisible();
  // The clinic's default units (no Metrics choice in this browser): fahrenheit and lbs.
  await expect(panel.getByLabel('Temperature unit')).toHaveValue('fahrenheit');
  await expect(panel.getByLabel('Weight unit')).toHaveValue('lbs');
  // The earlier visit's 10 kg in lbs.
  await expect(panel.getByRole('figure').filter({ hasText: 'Weight' })).toContainText('22 lbs');
  await expect(panel.getByText('Last edited by')).toHaveCount(0);

  // No subjective note yet: the guard message.
  await panel.getByLabel('Temperature', { exact: true }).fill('102.1');
  await expect(panel.getByText('Form Modified')).toBeVisible();
  await panel.getByRole('button', { name: 'Save Vitals' }).click();
  await expect(panel.getByRole('alert')).toHaveText('You have to save at least the Subjective section first' + 'Your vitals are kept and saved with the Subjective.');

  // The limits are checked before a request.
  await panel.getByLabel('Heart rate').fill('72.5');
  await saveSubjective(request, token, visitId);
  await page.reload();
  await panel.getByLabel('Temperature', { exact: true }).fill('38.9');
  await panel.getByLabel('Temperature unit').selectOption('celsius');
  await panel.getByLabel('Heart rate').fill('72.5');
  await panel.getByRole('button', { name: 'Save Vitals' }).click();
  await expect(panel.getByText('Enter the heart rate as a whole number from 1 to 1000.')).toBeVisible();
  await panel.getByLabel('Heart rate').fill('120');
  await panel.getByLabel('Respiratory rate').fill('28');
  await panel.getByLabel('Weight', { exact: true }).fill('20.5');
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'Save Vitals' }).click();
  await expect(notice(page, 'Vitals saved successfully')).toBeVisible();
  // Dismissed, so that the next save's notice is the one seen below (notices stay a few seconds).
  await notice(page, 'Vitals saved successfully').getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(notice(page, 'Vitals saved successfully')).toHaveCount(0);
  await expect(panel.getByText(/^Last edited by .+ at \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
  await expect(panel.getByText('Form Modified')).toHaveCount(0);
  // Now two visits in the trend; the drop of weight shows.
  await expect(panel.getByRole('figure').filter({ hasText: 'Weight' }).getByRole('img')).toHaveAttribute('aria-label', /Weight over 2 visits: 22 lbs .*, 20.5 lbs/);
  await expect(panel.getByRole('figure').filter({ hasText: 'Temperature' })).toContainText('38.9 °C');
  await page.screenshot({ path: '/tmp/vitals-saved.png', fullPage: true });

  // Someone else saves meanwhile (version 1 → 2); this page still holds version 1.
  const other = await graphql(request, token, SAVE_VITALS, {
    input: { visitId, petId, basedOnVersion: 1, temperature: { value: 39.4, unit: 'celsius' }, weight: { value: 20.5, unit: 'lbs' }, heartRate: 130, respiratoryRate: 30 },
  });
  expect(other.saveVitals.__typename).toBe('SaveVitalsSuccess');
  await panel.getByLabel('Heart rate').fill('125');
  await panel.getByRole('button', { name: 'Save Vitals' }).click();
  await expect(panel.getByRole('alert')).toContainText('This note was changed by');
  await expect(notice(page, 'Failed to save vitals: This note was changed by')).toBeVisible();
  await expect(panel.getByLabel('Heart rate')).toHaveValue('125');
  await page.screenshot({ path: '/tmp/vitals-stale.png', fullPage: true });
  await panel.getByRole('button', { name: 'Load the newer values' }).click();
  await expect(panel.getByLabel('Heart rate')).toHaveValue('130');
  await expect(panel.getByLabel('Temperature', { exact: true })).toHaveValue('39.4');
  await panel.getByLabel('Respiratory rate').fill('26');
  await panel.getByRole('button', { name: 'Save Vitals' }).click();
  // 39.4 °C is a fever for a dog: asked first.
  const unusual = page.getByRole('dialog', { name: 'Unusual vitals' });
  await expect(unusual).toContainText('Temperature 39.4 °C is outside the usual range for a dog (37.5–39.2 °C). Save anyway?');
  await unusual.getByRole('button', { name: 'Save anyway' }).click();
  await expect(notice(page, 'Vitals saved successfully')).toBeVisible();

  // Every step but Results shows the panel.
  const steps = page.getByRole('navigation', { name: 'Visit steps' });
  await steps.getByRole('link', { name: 'Plan' }).click();
  await expect(panel.getByLabel('Respiratory rate')).toHaveValue('26');
  await steps.getByRole('link', { name: 'Results' }).click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('a first save over vitals someone saved meanwhile meets the conflict message naming them, not a silent overwrite', async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token);
  const visitId = await createVisit(request, token, petId, `Vitals first ${suffix}`);
  await saveSubjective(request, token, visitId);
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea&soap=subjective&visitId=${visitId}`);
  const panel = page.getByRole('region', { name: 'Vitals' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Last edited by')).toHaveCount(0);
  // The panel loaded no vitals; someone else saves the first ones now.
  const other = await graphql(request, token, SAVE_VITALS, { input: { visitId, petId, weight: { value: 20.5, unit: 'lbs' }, heartRate: 130 } });
  expect(other.saveVitals.__typename).toBe('SaveVitalsSuccess');
  await panel.getByLabel('Heart rate').fill('118');
  await panel.getByRole('button', { name: 'Save Vitals' }).click();
  await expect(panel.getByRole('alert')).toContainText(/This note was changed by .+ at \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M UTC/);
  await expect(panel.getByLabel('Heart rate')).toHaveValue('118');
  await page.screenshot({ path: '/tmp/vitals-first-save-conflict.png', fullPage: true });
  await panel.getByRole('button', { name: 'Load the newer values' }).click();
  await expect(panel.getByLabel('Heart rate')).toHaveValue('130');
  await panel.getByLabel('Heart rate').fill('118');
  await panel.getByRole('button', { name: 'Save Vitals' }).click();
  await expect(notice(page, 'Vitals saved successfully')).toBeVisible();
});

test('the Metrics choice sets the units a new entry starts in', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token);
  const visitId = await createVisit(request, token, petId, `Vitals units ${suffix}`);
  await page.evaluate(() => localStorage.setItem('petVitalsMetrics', JSON.stringify({ temperature: 'celsius', weight: 'kg(s)' })));
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea&soap=objective&visitId=${visitId}`);
  const panel = page.getByRole('region', { name: 'Vitals' });
  await expect(panel.getByLabel('Temperature unit')).toHaveValue('celsius');
  await expect(panel.getByLabel('Weight unit')).toHaveValue('kg');
  await expect(panel.getByText('No earlier values yet.')).toHaveCount(2);
});
