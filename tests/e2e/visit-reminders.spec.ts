// The subjective step's Reminders (spec 002 sections 2.2, 4 "Reminders", 5 and 8): a nurse adds a
// vaccination (chosen from the clinic's standard vaccine lists) and a general reminder through
// 'Reminder Type', edits both, removes one after the confirmation; an edit based on an older
// version gets the conflict message; a later visit of the same pet lists the reminders, and a
// read-only visit disables every reminder button. The journey makes its own pet and visits.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, graphql, sessionToken, signIn } from './support';

const suffix = Date.now().toString(36).slice(-6);



const pad = (value: number) => String(value).padStart(2, '0');
const dayOffset = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
/** YYYY-MM-DD (a date input's value) and MM/DD/YYYY (as shown) of the UTC day `days` from today. */
const isoDay = (days: number) => {
  const date = dayOffset(days);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};
const usDay = (days: number) => {
  const [year, month, day] = isoDay(days).split('-');
  return `${month}/${day}/${year}`;
};

async function createPet(request: APIRequestContext, token: string): Promise<string> {
  const lookups = await graphql(request, token, `{ species(first: 50, search: "Canine") { edges { node { id specie } } } genders(first: 50) { edges { node { id gender } } } }`);
  const canine = lookups.species.edges.find((edge: { node: { specie: string } }) => edge.node.specie === 'Canine').node.id;
  const gender = lookups.genders.edges.find((edge: { node: { gender: string } }) => edge.node.gender === 'Female').node.id;
  const breeds = await graphql(request, token, `query ($specieId: ID) { breeds(first: 1, specieId: $specieId) { edges { node { id } } } }`, { specieId: canine });
  const parent = await graphql(
    request,
    token,
    `mutation ($input: AddPetParentInput!) { addPetParent(input: $input) { __typename ... on AddPetParentSuccess { petParent { id } } ... on Error { message } } }`,
    {
      input: {
        firstName: 'Rhea',
        lastName: 'Lindqvist',
        email: `reminders.${suffix}@example.com`,
        phoneNumber: '5125550177',
        address: { addressLine1: '12 Elm Court', city: 'Austin', state: 'TX', zip: '78704' },
      },
    },
  );
  expect(parent.addPetParent.__typename).toBe('AddPetParentSuccess');
  const added = await graphql(
    request,
    token,
    `mutation ($input: AddPetsInput!) { addPets(input: $input) { __typename ... on AddPetsSuccess { pets { id name } } ... on Error { message } } }`,
    {
      input: {
        parentId: parent.addPetParent.petParent.id,
        pets: [{ name: 'Marlowe', breedId: breeds.breeds.edges[0].node.id, specieId: canine, genderId: gender, color: 'Brindle', dateOfBirth: usDay(-900), weight: 41, weightUnit: 'lb(s)', problems: [] }],
      },
    },
  );
  expect(added.addPets.__typename).toBe('AddPetsSuccess');
  return added.addPets.pets[0].id;
}

async function createVisit(request: APIRequestContext, token: string, petId: string, name: string): Promise<string> {
  const created = await graphql(
    request,
    token,
    `mutation ($input: CreateVisitInput!) { createVisit(input: $input) { __typename ... on CreateVisitSuccess { visit { id } } ... on Error { message } } }`,
    { input: { petId, name } },
  );
  expect(created.createVisit.__typename).toBe('CreateVisitSuccess');
  return created.createVisit.visit.id;
}

const stepPath = (petId: string, visitId: string) => `/d/pet-profiles/pets/${petId}?source=vea&soap=subjective&visitId=${encodeURIComponent(visitId)}`;
const reminders = (page: Page) => page.getByRole('region', { name: 'Reminders' });
const vaccinations = (page: Page) => page.getByRole('table', { name: 'Vaccinations' });
const others = (page: Page) => page.getByRole('table', { name: 'Other Reminders' });

test.describe.configure({ mode: 'serial' });

let petId: string;
let firstVisit: string;
const lot = `LOT-${suffix}`;
const general = `Heartworm test ${suffix}`;
const generalEdited = `Heartworm and tick test ${suffix}`;
const dental = `Dental cleaning ${suffix}`;

test('a nurse adds a vaccination and a general reminder through Reminder Type', async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const token = await sessionToken(page);
  petId = await createPet(request, token);
  firstVisit = await createVisit(request, token, petId, `Reminders check-in ${suffix}`);

  await page.goto(stepPath(petId, firstVisit));
  await expect(reminders(page).getByRole('heading', { name: 'Reminders', exact: true })).toBeVisible();
  await expect(vaccinations(page)).toContainText('No vaccinations recorded for this pet yet.');
  await expect(others(page)).toContainText('No other reminders for this pet yet.');
  await expectNoSeriousA11yViolations(page, 'subjective step reminders (empty)');

  await reminders(page).getByRole('button', { name: 'Add Reminder' }).click();
  const typeDialog = page.getByRole('dialog', { name: 'Reminder Type' });
  await typeDialog.getByRole('button', { name: 'Next' }).click();
  await expect(typeDialog.getByText('Select reminder type')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Reminder Type dialog');
  await typeDialog.getByRole('radio', { name: 'Vaccine Reminder' }).check();
  await typeDialog.getByRole('button', { name: 'Next' }).click();

  const add = page.getByRole('dialog', { name: 'Add New Vaccination' });
  await expect(add.getByLabel('Product Name')).toBeVisible();
  await add.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Select vaccination category',
    'Select vaccination type',
    'Select product name',
    "Select manufacturer's name",
    'Enter lot number',
    'Select given date',
    'Select expiry date',
    'Select reminder date',
  ]) {
    await expect(add.locator('p.text-rose-600', { hasText: message })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, 'Add New Vaccination dialog (errors)');
  // The product brings its category, type and manufacturer (the clinic's standard Rabies).
  await add.getByLabel('Product Name').selectOption({ label: 'Rabies' });
  await expect(add.getByLabel('Vaccination Category').locator('option:checked')).toHaveText('Core');
  await expect(add.getByLabel('Vaccination Type').locator('option:checked')).toHaveText('Inactivated');
  await expect(add.getByLabel("Manufacturer's Name").locator('option:checked')).toHaveText('Merck Animal Health');
  await add.getByLabel('Lot Number').fill(lot);
  await add.getByLabel('Given Date').fill(isoDay(-30));
  await add.getByLabel('Expiry Date').fill(isoDay(-31));
  await add.getByLabel('Reminder Date').fill(isoDay(320));
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('The expiry date cannot be before the given date.')).toBeVisible();
  await add.getByLabel('Expiry Date').fill(isoDay(335));
  await page.screenshot({ path: '/tmp/reminders-add-vaccination.png' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  const rabies = vaccinations(page).getByRole('row').filter({ hasText: lot });
  await expect(rabies).toContainText('Rabies');
  await expect(rabies).toContainText(usDay(-30));
  await expect(rabies).toContainText(`Current, ${usDay(335)}`);

  await reminders(page).getByRole('button', { name: 'Add Reminder' }).click();
  await page.getByRole('dialog', { name: 'Reminder Type' }).getByRole('radio', { name: 'General' }).check();
  await page.getByRole('dialog', { name: 'Reminder Type' }).getByRole('button', { name: 'Next' }).click();
  const addOther = page.getByRole('dialog', { name: 'Add New Reminder' });
  await addOther.getByRole('button', { name: 'Save' }).click();
  for (const message of ['Enter reminder', 'Select date', 'Select last given date']) await expect(addOther.getByText(message, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Add New Reminder dialog (errors)');
  await addOther.getByLabel('Reminder').fill(general);
  await addOther.getByLabel('Date', { exact: true }).fill(isoDay(60));
  await addOther.getByLabel('Last Given Date').fill(isoDay(-300));
  await addOther.getByRole('button', { name: 'Save' }).click();
  await expect(addOther).toBeHidden();
  await expect(others(page).getByRole('row').filter({ hasText: general })).toContainText(usDay(60));

  // A second general reminder, to remove later.
  await reminders(page).getByRole('button', { name: 'Add Reminder' }).click();
  await page.getByRole('dialog', { name: 'Reminder Type' }).getByRole('radio', { name: 'General' }).check();
  await page.getByRole('dialog', { name: 'Reminder Type' }).getByRole('button', { name: 'Next' }).click();
  await addOther.getByLabel('Reminder').fill(dental);
  await addOther.getByLabel('Date', { exact: true }).fill(isoDay(90));
  await addOther.getByLabel('Last Given Date').fill(isoDay(-275));
  await addOther.getByRole('button', { name: 'Save' }).click();
  await expect(addOther).toBeHidden();
  await expect(others(page).getByRole('row').filter({ hasText: dental })).toBeVisible();
  await page.screenshot({ path: '/tmp/reminders-tables.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'subjective step reminders (rows)');
});

test('both kinds are edited, one is removed after the confirmation, and a stale edit is refused', async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const token = await sessionToken(page);
  await page.goto(stepPath(petId, firstVisit));

  // The vaccination expired yesterday: Past Due (docs/reminders.md, the ambiguous yesterday).
  await vaccinations(page).getByRole('button', { name: 'Edit Rabies' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vaccination' });
  await expect(edit.getByLabel('Lot Number')).toHaveValue(lot);
  await expect(edit.getByLabel('Given Date')).toHaveValue(isoDay(-30));
  await edit.getByLabel('Lot Number').fill(`${lot}-B`);
  await edit.getByLabel('Expiry Date').fill(isoDay(-1));
  await expectNoSeriousA11yViolations(page, 'Edit Vaccination dialog');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  const rabies = vaccinations(page).getByRole('row').filter({ hasText: `${lot}-B` });
  await expect(rabies).toContainText(`Past Due, ${usDay(-1)}`);

  await others(page).getByRole('button', { name: `Edit ${general}` }).click();
  const editOther = page.getByRole('dialog', { name: 'Edit Reminder' });
  await expect(editOther.getByLabel('Reminder')).toHaveValue(general);
  await editOther.getByLabel('Reminder').fill(generalEdited);
  await editOther.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editOther).toBeHidden();
  await expect(others(page).getByRole('row').filter({ hasText: generalEdited })).toContainText(usDay(60));

  await others(page).getByRole('button', { name: `Delete ${dental}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove reminder' });
  await expect(confirm).toContainText(`Are you sure to remove ${dental}?`);
  await expectNoSeriousA11yViolations(page, 'remove reminder confirmation');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(others(page).getByRole('row').filter({ hasText: dental })).toHaveCount(0);

  // Someone else saves the vaccination while this person edits it.
  await vaccinations(page).getByRole('button', { name: 'Edit Rabies' }).click();
  await edit.getByLabel('Lot Number').fill(`${lot}-MINE`);
  const pet = await graphql(
    request,
    token,
    `query ($id: ID!) { node(id: $id) { ... on Pet { vaccinationReminders(first: 5) { edges { node { id version vaccinationCategoryId vaccineTypeId vaccineId manufacturerId givenDate expirationDate reminderDate } } } } } }`,
    { id: petId },
  );
  const row = pet.node.vaccinationReminders.edges[0].node;
  const theirs = await graphql(
    request,
    token,
    `mutation ($input: UpdateVaccinationReminderInput!) { updateVaccinationReminder(input: $input) { __typename } }`,
    {
      input: {
        id: row.id,
        basedOnVersion: row.version,
        visitId: firstVisit,
        categoryId: row.vaccinationCategoryId,
        vaccineTypeId: row.vaccineTypeId,
        vaccineId: row.vaccineId,
        manufacturerId: row.manufacturerId,
        lotNumber: `${lot}-THEIRS`,
        givenDate: row.givenDate,
        expirationDate: row.expirationDate,
        reminderDate: row.reminderDate,
      },
    },
  );
  expect(theirs.updateVaccinationReminder.__typename).toBe('UpdateVaccinationReminderSuccess');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toContainText('This note was changed by');
  await expect(edit.getByLabel('Lot Number')).toHaveValue(`${lot}-MINE`);
  await page.screenshot({ path: '/tmp/reminders-stale.png' });
  await edit.getByRole('button', { name: 'Load the newer values' }).click();
  await expect(edit.getByLabel('Lot Number')).toHaveValue(`${lot}-THEIRS`);
  await edit.getByLabel('Lot Number').fill(`${lot}-C`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(vaccinations(page).getByRole('row').filter({ hasText: `${lot}-C` })).toBeVisible();
});

test('a later visit of the pet lists its reminders; a delete refused by the server is reported; a read-only visit disables every reminder button', async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const token = await sessionToken(page);
  const laterVisit = await createVisit(request, token, petId, `Reminders recheck ${suffix}`);
  await page.goto(stepPath(petId, laterVisit));
  await expect(vaccinations(page).getByRole('row').filter({ hasText: `${lot}-C` })).toContainText(`Past Due, ${usDay(-1)}`);
  await expect(others(page).getByRole('row').filter({ hasText: generalEdited })).toBeVisible();
  await expect(others(page).getByRole('row').filter({ hasText: dental })).toHaveCount(0);
  await expect(reminders(page).getByRole('button', { name: 'Add Reminder' })).toBeEnabled();

  const statuses = await graphql(request, token, `{ visitStatuses { statusId name } }`);
  const readyForTreatment = statuses.visitStatuses.find((status: { name: string }) => status.name === 'Ready for Treatment').statusId;
  // The visit turns read-only while the confirmation is open: the server refuses the delete.
  await vaccinations(page).getByRole('button', { name: 'Delete Rabies' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove vaccination' });
  await expect(confirm).toContainText('Are you sure to remove Rabies?');
  await graphql(request, token, `mutation ($input: UpdateVisitStatusInput!) { updateVisitStatus(input: $input) { __typename } }`, {
    input: { id: laterVisit, statusId: readyForTreatment },
  });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.locator('[role=alert], [role=status]').filter({ hasText: 'Delete Vaccination Error' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(vaccinations(page).getByRole('row').filter({ hasText: `${lot}-C` })).toBeVisible();
  await page.reload();
  await expect(page.getByText('This visit is read-only in its current status.', { exact: false })).toBeVisible();
  await expect(reminders(page).getByRole('button', { name: 'Add Reminder' })).toBeDisabled();
  await expect(vaccinations(page).getByRole('button', { name: 'Edit Rabies' })).toBeDisabled();
  await expect(vaccinations(page).getByRole('button', { name: 'Delete Rabies' })).toBeDisabled();
  await expect(others(page).getByRole('button', { name: `Delete ${generalEdited}` })).toBeDisabled();
  await page.screenshot({ path: '/tmp/reminders-read-only.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'subjective step reminders (read-only)');
});
