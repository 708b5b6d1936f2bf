// The Subjective step of a visit (spec 002 sections 2.2, 4, 5 and 8): a nurse charts a cat's
// check-in with a vomiting case, saves (the note's id enters the address), edits and saves again;
// a vet who loaded the older version gets the conflict message with their edits kept and loads the
// newer values; a read-only visit disables the form. The journey makes its own visit.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, graphql, notice, sessionToken, signIn } from './support';
import { addPet, createVisit } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);
const visitName = `Subjective check-in ${suffix}`;



let stepPath: string;
let visitId: string;
let medication: string;

test.describe.configure({ mode: 'serial' });

test('a nurse charts a cat’s check-in with a vomiting case, saves, edits and saves again', async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const token = await sessionToken(page);
  const { medications } = await graphql(request, token, `{ medications(first: 1) { edges { node { productName } } } }`);
  medication = medications.edges[0].node.productName;
  const cat = { id: await addPet(request, token, { specie: 'Feline', name: 'Whiskers' }) };
  visitId = await createVisit(request, token, cat.id, visitName);
  stepPath = `/d/pet-profiles/pets/${encodeURIComponent(cat.id)}?source=vea&soap=subjective&visitId=${encodeURIComponent(visitId)}`;

  await page.goto(stepPath);
  await expect(page.getByRole('heading', { name: 'Subjective', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nurse Notes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Additional Notes' })).toBeVisible();
  // A cat: the feline questions show.
  await expect(page.getByRole('group', { name: 'How often indoors' })).toBeVisible();
  await expect(page.getByLabel('Flea comb')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Complaint duration' }).getByRole('radio')).toHaveCount(5);
  await expect(page.getByText('Form Modified')).toHaveCount(0);

  // Nothing chosen: the spec's messages.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Select complaint duration')).toBeVisible();
  await expect(page.getByText('Select reason for consultation')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Subjective step with its messages');

  await page.getByLabel('Chief complaint').fill('Vomiting since last night');
  await page.getByRole('radio', { name: '1-3 days' }).check();
  await expect(page.getByText('Form Modified')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Vomiting' }).check();
  const panel = page.getByRole('region', { name: 'Vomiting case' });
  await panel.getByLabel('How many times has the pet vomited?').fill('3');
  await panel.getByLabel('Could the pet have gotten into the trash?').fill('No');
  await page.getByLabel('Other reason (type and press Enter)').fill('Lethargy');
  await page.getByLabel('Other reason (type and press Enter)').press('Enter');
  await expect(page.getByRole('list', { name: 'Typed reasons' }).getByRole('listitem')).toHaveText(['Lethargy×']);
  await page.getByLabel('Triage notes').fill('Quiet but alert');
  await page.getByRole('textbox', { name: 'Water intake' }).fill('Normal');
  const medicationSearch = page.getByRole('searchbox', { name: 'Medications' });
  await medicationSearch.fill(medication);
  // Read at once, before the catalogue has answered the term: only medications that contain it are
  // offered (the last answer narrowed), so the answer never swaps the list under the pointer.
  const offered = await medicationSearch.locator('xpath=following-sibling::div[1]').getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  expect(offered.filter((label) => !label.includes(medication))).toEqual([]);
  await page.getByRole('button', { name: `Add ${medication}` }).first().click();
  await expect(page.getByRole('list', { name: 'Chosen medications' })).toContainText(medication);
  await page.getByRole('radio', { name: '50%' }).check();
  await expectNoSeriousA11yViolations(page, 'Subjective step filled in');
  await page.screenshot({ path: '/tmp/subjective-filled.png', fullPage: true });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Changes has saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/[?&]subjectiveId=[^&]+/);
  await expect(page.getByText('Form Modified')).toHaveCount(0);
  await expect(page.getByText(/^Last saved by .+ at /)).toBeVisible();

  // A later save updates the note.
  await page.getByRole('textbox', { name: 'Water intake' }).fill('Drinks more than usual');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Changes has saved successfully!').first()).toBeVisible();
  await expect(page.getByText('Form Modified')).toHaveCount(0);

  // Everything is there after a reload.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Water intake' })).toHaveValue('Drinks more than usual');
  await expect(page.getByRole('checkbox', { name: 'Vomiting' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '1-3 days' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Vomiting case' }).getByLabel('How many times has the pet vomited?')).toHaveValue('3');
  await expect(page.getByRole('radio', { name: '50%' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Chosen medications' })).toContainText(medication);
  await page.screenshot({ path: '/tmp/subjective-saved.png', fullPage: true });

  // Leaving by the steps bar with unsaved changes asks first.
  await page.getByLabel('Triage notes').fill('Changed and not saved');
  await page.getByRole('navigation', { name: 'Visit steps' }).getByRole('link', { name: 'Objective' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/soap=objective/);
  await expect(page).toHaveURL(/subjectiveId=/);

  // Continue with unsaved changes saves them and goes to the objective step.
  await page.goto(stepPath);
  await expect(page.getByLabel('Triage notes')).toHaveValue('Quiet but alert');
  await page.getByRole('textbox', { name: 'Appetite' }).fill('Picky since Monday');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(notice(page, 'Changes has saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/soap=objective/);
  await expect(discard).toHaveCount(0);
  await page.goto(stepPath);
  await expect(page.getByRole('textbox', { name: 'Appetite' })).toHaveValue('Picky since Monday');
});

test('a save based on an older version gets the conflict message and can load the newer values', async ({ page, browser }) => {
  await signIn(page, 'assistant@demo.vet', { at: stepPath });
  await expect(page.getByLabel('Triage notes')).toHaveValue('Quiet but alert');

  // A vet opens the same note in another browser, then the nurse saves a change first.
  const vetContext = await browser.newContext();
  const vetPage = await vetContext.newPage();
  await signIn(vetPage, 'vet@demo.vet', { at: stepPath });
  await expect(vetPage.getByLabel('Triage notes')).toHaveValue('Quiet but alert');

  await page.getByLabel('Triage notes').fill('Nurse: vomited again at 9am');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Changes has saved successfully!')).toBeVisible();

  await vetPage.getByLabel('Triage notes').fill('Vet: bright, hydrated');
  await vetPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(vetPage, 'Submit Subjective Data Error')).toBeVisible();
  const conflict = vetPage.getByRole('alert').filter({ hasText: 'Load newer values' });
  await expect(conflict).toContainText(/This note was changed by .+ at /);
  // The vet's edit is kept until they choose.
  await expect(vetPage.getByLabel('Triage notes')).toHaveValue('Vet: bright, hydrated');
  await expect(vetPage.getByText('Form Modified')).toBeVisible();
  await vetPage.screenshot({ path: '/tmp/subjective-conflict.png', fullPage: true });
  await expectNoSeriousA11yViolations(vetPage, 'Subjective step with a stale save');

  await conflict.getByRole('button', { name: 'Load newer values' }).click();
  await expect(vetPage.getByLabel('Triage notes')).toHaveValue('Nurse: vomited again at 9am');
  await expect(vetPage.getByText('Form Modified')).toHaveCount(0);
  // Saving on the newer version goes through.
  await vetPage.getByLabel('Triage notes').fill('Nurse: vomited again at 9am. Vet: bright, hydrated');
  await vetPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(vetPage, 'Changes has saved successfully!')).toBeVisible();
  await vetContext.close();
});

test('a read-only visit shows its note with every input and Save disabled', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const { visitStatuses } = await graphql(request, token, `{ visitStatuses { statusId name } }`);
  const ready = visitStatuses.find((status: { name: string }) => status.name === 'Ready for Treatment');
  const moved = await graphql(request, token, `mutation ($input: UpdateVisitStatusInput!) { updateVisitStatus(input: $input) { __typename } }`, {
    input: { id: visitId, statusId: ready.statusId },
  });
  expect(moved.updateVisitStatus.__typename).toBe('UpdateVisitStatusSuccess');

  await page.goto(stepPath);
  await expect(page.getByLabel('Triage notes')).toHaveValue('Nurse: vomited again at 9am. Vet: bright, hydrated');
  await expect(page.getByLabel('Triage notes')).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Vomiting' })).toBeDisabled();
  await expect(page.getByRole('searchbox', { name: 'Medications' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.screenshot({ path: '/tmp/subjective-read-only.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Subjective step of a read-only visit');
});
