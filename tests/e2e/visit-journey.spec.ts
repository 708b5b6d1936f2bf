// The journey from start to end, one visit, three people: a nurse charts the check-in
// (a vomiting case, a vaccine reminder, vitals); a veterinarian completes the physical exam and
// moves the visit to Ready for Treatment (everything becomes read-only, and a direct API write is
// refused), gives a reason for modification and edits the note again; an admin locks the visit
// with their Veterinary PIN, after which nobody can write and the pet's visit history shows the lock.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './support';
import { addPet, graphql, notice, sessionToken } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);
const lot = `LOT-J-${suffix}`;
const pad = (value: number) => String(value).padStart(2, '0');
/** YYYY-MM-DD of the UTC day `days` from today (a date input's value). */
const isoDay = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

test.describe.configure({ mode: 'serial' });

let petId = '';
let visitName = '';
let visitPath = '';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

const SAVE_NOTE = `mutation ($input: SaveSubjectiveNoteInput!) { saveSubjectiveNote(input: $input) { __typename ... on Error { message } } }`;

test('a nurse starts the visit from the pet profile and charts the check-in, a vaccine reminder and vitals', async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  petId = await addPet(request, await sessionToken(page));
  await page.goto(`/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea`);
  await page.getByRole('button', { name: 'Add new visit' }).click();
  await page.getByRole('link', { name: 'Chart this visit step by step' }).click();
  await expect(page.getByRole('heading', { name: 'Subjective', level: 3 })).toBeVisible();
  visitPath = page.url();
  visitName = (await page.getByRole('heading', { level: 2 }).filter({ hasText: /^Visit / }).textContent()) ?? '';
  expect(visitName).toMatch(/^Visit \d{4}-\d{2}-\d{2}$/);

  await page.getByLabel('Chief complaint').fill('Vomiting since yesterday');
  await page.getByRole('radio', { name: '1-3 days' }).check();
  await page.getByRole('checkbox', { name: 'Vomiting' }).check();
  await page.getByRole('region', { name: 'Vomiting case' }).getByLabel('How many times has the pet vomited?').fill('2');
  await page.getByLabel('Triage notes').fill('Bright, mildly dehydrated');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Changes has saved successfully!')).toBeVisible();

  const reminders = page.getByRole('region', { name: 'Reminders' });
  await reminders.getByRole('button', { name: 'Add Reminder' }).click();
  const type = page.getByRole('dialog', { name: 'Reminder Type' });
  await type.getByRole('radio', { name: 'Vaccine Reminder' }).check();
  await type.getByRole('button', { name: 'Next' }).click();
  const vaccination = page.getByRole('dialog', { name: 'Add New Vaccination' });
  await vaccination.getByLabel('Product Name').selectOption({ label: 'Rabies' });
  await vaccination.getByLabel('Lot Number').fill(lot);
  await vaccination.getByLabel('Given Date').fill(isoDay(-10));
  await vaccination.getByLabel('Expiry Date').fill(isoDay(355));
  await vaccination.getByLabel('Reminder Date').fill(isoDay(340));
  await vaccination.getByRole('button', { name: 'Save' }).click();
  await expect(vaccination).toBeHidden();
  await expect(page.getByRole('table', { name: 'Vaccinations' }).getByRole('row').filter({ hasText: lot })).toContainText('Current, ');

  const vitals = page.getByRole('region', { name: 'Vitals' });
  await vitals.getByLabel('Temperature', { exact: true }).fill('102.4');
  await vitals.getByLabel('Heart rate').fill('96');
  await vitals.getByRole('button', { name: 'Save Vitals' }).click();
  await expect(notice(page, 'Vitals saved successfully')).toBeVisible();
  await expect(vitals.getByText(/Last edited by .+ at /)).toBeVisible();
});

test('a veterinarian completes the exam, moves the visit to Ready for Treatment, and nothing can be written any more', async ({ browser, request }) => {
  const page = await signedInPage(browser, 'vet@demo.vet');
  const token = await sessionToken(page);
  await page.goto(visitPath.replace('soap=subjective', 'soap=objective'));
  await expect(page.getByRole('button', { name: /open the Visit Status Timeline/ })).toHaveText('Exam in Progress');
  await page.getByLabel('Result for Eyes').selectOption('Normal');
  await page.getByRole('button', { name: 'Dental Score 1' }).click();
  await page.getByLabel('Mentation').selectOption('Depressed');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Physical exam saved')).toBeVisible();

  await page.getByRole('button', { name: /open the Visit Status Timeline/ }).click();
  const timeline = page.getByRole('dialog', { name: 'Visit Status Timeline' });
  await timeline.getByLabel('Status', { exact: true }).selectOption({ label: 'READY FOR TREATMENT' });
  await timeline.getByRole('button', { name: 'Save Changes' }).click();
  await expect(timeline.getByRole('region', { name: 'Status log' }).getByRole('listitem').first()).toContainText('updated status to Ready for Treatment');
  await page.keyboard.press('Escape');
  await expect(page.getByText('This visit is read-only in its current status.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Mentation')).toBeDisabled();

  // The server refuses, not only the page: a direct write through the API.
  const visitId = new URL(visitPath).searchParams.get('visitId')!;
  const refused = await graphql(request, token, SAVE_NOTE, {
    input: { visitId, basedOnVersion: 1, chiefComplaint: { complaint: 'Changed behind the page', duration: 'ACUTE' }, reasonForConsultation: { mainCaseIds: [3] } },
  });
  expect(refused.saveSubjectiveNote).toEqual({ __typename: 'ConflictError', message: expect.stringContaining('read-only') });
});

test('a reason for modification opens the note again; it shows in the visit’s timeline', async ({ browser }) => {
  const page = await signedInPage(browser, 'vet@demo.vet');
  await page.goto(`/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea`);
  await page.getByRole('row').filter({ hasText: visitName }).getByRole('button', { name: 'Modify notes' }).click();
  const modal = page.getByRole('dialog', { name: 'Reason for Modification' });
  await modal.getByLabel('Modification Date').fill(isoDay(0));
  await modal.getByLabel('Reason for Modification').fill('The owner called back: vomiting started two days ago.');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/soap=subjective&.*visit_modification_id=/);
  await expect(page.getByText('This visit is read-only in its current status.', { exact: false })).toHaveCount(0);
  await page.getByRole('radio', { name: '3-7 days' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Changes has saved successfully!')).toBeVisible();

  await page.getByRole('button', { name: /open the Visit Status Timeline/ }).click();
  const reasons = page.getByRole('dialog', { name: 'Visit Status Timeline' }).getByRole('region', { name: 'Reasons for modification' });
  await expect(reasons).toContainText('The owner called back: vomiting started two days ago.');
  await page.screenshot({ path: '/tmp/journey-timeline-reasons.png' });
});

test('an admin locks the visit with their Veterinary PIN; nobody can write, and the visit history shows the lock', async ({ browser, request }) => {
  const page = await signedInPage(browser, 'admin@demo.vet');
  const token = await sessionToken(page);
  const pin = await graphql(request, token, `mutation ($input: SetVeterinaryPinInput!) { setVeterinaryPin(input: $input) { __typename ... on Error { message } } }`, {
    input: { pin: '2580', password: 'Demo!2345' },
  });
  expect(pin.setVeterinaryPin.__typename).toBe('SetVeterinaryPinSuccess');

  await page.goto(visitPath);
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock SOAP Visit' });
  await dialog.getByLabel('PIN character 1 of 4').click();
  await page.keyboard.type('2580');
  await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(notice(page, 'SOAP Visit Locked')).toContainText('You have successfully locked the SOAP Visit');
  await expect(page.getByText('This visit is locked: its notes can be read but no longer changed.')).toBeVisible();
  await expect(page.getByLabel('Chief complaint')).toBeDisabled();

  const visitId = new URL(visitPath).searchParams.get('visitId')!;
  const refused = await graphql(request, token, SAVE_NOTE, {
    input: { visitId, basedOnVersion: 2, chiefComplaint: { complaint: 'After the lock', duration: 'ACUTE' }, reasonForConsultation: { mainCaseIds: [3] } },
  });
  expect(refused.saveSubjectiveNote).toEqual({ __typename: 'ConflictError', message: expect.stringContaining('locked') });

  await page.goto(`/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea`);
  const row = page.getByRole('row').filter({ hasText: visitName });
  await expect(row).toContainText('Locked');
  await expect(row.getByRole('button', { name: 'Modify notes' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/journey-history-locked.png', fullPage: true });
});
