// The admin's audit screen: the demo clinic's admin renames a visit, opens Audit
// Log from the settings hub, filters by the patient, the visit and the person, sees who changed
// what (before → after, opened with the keyboard), and downloads the filtered log as CSV.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, graphql, notice, sessionToken, signIn } from './support';
import { parse } from 'csv-parse/sync';

// Letters only: a pet's name may not hold digits.
const tag = Date.now()
  .toString(36)
  .slice(-6)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
const petName = `Audit${tag}`;

async function addPetWithVisit(request: Parameters<typeof graphql>[0], token: string) {
  const lookups = await graphql(request, token, `{ species(first: 50, search: "Canine") { edges { node { id specie } } } genders(first: 50) { edges { node { id gender } } } }`);
  const canine = lookups.species.edges.find((edge: { node: { specie: string } }) => edge.node.specie === 'Canine').node.id;
  const gender = lookups.genders.edges.find((edge: { node: { gender: string } }) => edge.node.gender === 'Male').node.id;
  const breeds = await graphql(request, token, `query ($specieId: ID) { breeds(first: 1, specieId: $specieId) { edges { node { id } } } }`, { specieId: canine });
  const parent = await graphql(
    request,
    token,
    `mutation ($input: AddPetParentInput!) { addPetParent(input: $input) { __typename ... on AddPetParentSuccess { petParent { id } } } }`,
    { input: { firstName: 'Ada', lastName: 'Audit', email: `audit.${tag}@example.com`, phoneNumber: '5125550199', address: { addressLine1: '5 Log Lane', city: 'Austin', state: 'TX', zip: '78701' } } },
  );
  const added = await graphql(
    request,
    token,
    `mutation ($input: AddPetsInput!) { addPets(input: $input) { __typename ... on AddPetsSuccess { pets { id } } ... on Error { message } } }`,
    {
      input: {
        parentId: parent.addPetParent.petParent.id,
        pets: [{ name: petName, breedId: breeds.breeds.edges[0].node.id, specieId: canine, genderId: gender, color: 'Brown', dateOfBirth: '03/10/2020', weight: 30, weightUnit: 'lb(s)' }],
      },
    },
  );
  expect(added.addPets.__typename).toBe('AddPetsSuccess');
  const petId = added.addPets.pets[0].id as string;
  const created = await graphql(request, token, `mutation ($input: CreateVisitInput!) { createVisit(input: $input) { __typename ... on CreateVisitSuccess { visit { id } } } }`, {
    input: { petId, name: 'Audit checkup' },
  });
  expect(created.createVisit.__typename).toBe('CreateVisitSuccess');
  return petId;
}

/** The CSV file's rows (csv-parse: quoted cells may hold commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => parse(text, { bom: true, relax_column_count: true });

test('an admin renames a visit, finds the change on the audit screen by patient, visit and person, and exports it as CSV', async ({ page, request }) => {
  await signIn(page, 'admin@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPetWithVisit(request, token);

  // The change: the visit renamed inline on the pet's profile.
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea`);
  await page.getByRole('button', { name: 'Edit name of Audit checkup' }).click();
  await page.getByRole('textbox', { name: 'Name of SOAP' }).fill('Audit recheck');
  await page.getByRole('textbox', { name: 'Name of SOAP' }).press('Enter');
  await expect(notice(page, 'SOAP name updated!')).toBeVisible();

  // From the settings hub to the audit screen.
  await page.goto('/d/settings');
  await page.getByRole('link', { name: /Audit Log/ }).click();
  await expect(page).toHaveURL(/\/d\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Filter by the patient: searched by name, picked with the keyboard.
  const patient = page.getByRole('combobox', { name: 'Patient' });
  await patient.fill(petName);
  await expect(page.getByRole('option', { name: new RegExp(petName) })).toBeVisible();
  await patient.press('Enter');
  // The pick keeps the keyboard where it was.
  await expect(patient).toBeFocused();
  await expect(patient).toHaveValue(petName);
  const rename = table.getByRole('row').filter({ hasText: 'Visit renamed' });
  await expect(rename).toHaveCount(1);
  // The header, and the pet's creation, its visit's creation and the rename.
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(rename).toContainText('Morgan Hayes');
  await expect(rename).toContainText(`${petName} · Audit recheck`);
  await expect(rename.getByRole('cell').first()).toHaveText(/\d{2}\/\d{2}\/\d{4}\s*\d{1,2}:\d{2}:\d{2}\s[AP]M/);

  // The change, opened with the keyboard: before → after.
  const disclosure = rename.getByText('1 field: name');
  await disclosure.focus();
  await page.keyboard.press('Enter');
  await expect(rename.locator('dd')).toHaveText(/Audit checkup\s*→\s*Audit recheck/);
  await page.screenshot({ path: '/tmp/audit-log-screen.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Audit Log');

  // The patient's visits, then the person.
  await page.getByLabel('Visit', { exact: true }).selectOption({ label: 'Audit recheck' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByLabel('Person', { exact: true }).selectOption({ label: 'Priya Raman' });
  await expect(table.getByText('No audit entries match these filters.')).toBeVisible();
  await page.getByLabel('Person', { exact: true }).selectOption({ label: 'Morgan Hayes' });
  await expect(table.getByRole('row')).toHaveCount(3);

  // Export CSV: the filtered entries.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const rows = parseCsv(text);
  expect(rows[0]).toEqual(['When', 'Who', 'Action', 'Record', 'Patient', 'Visit', 'Fields changed', 'Before', 'After']);
  expect(rows.slice(1).map((row) => row[2])).toEqual(['Visit renamed', 'Visit created']);
  expect(rows[1]).toEqual([expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} [AP]M \S+$/), 'Morgan Hayes', 'Visit renamed', expect.stringMatching(/^Visit [0-9a-f-]{36}$/), petName, 'Audit recheck', 'name', 'Audit checkup', 'Audit recheck']);

  // Clear filters brings the whole log back.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Patient' })).toHaveValue('');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/Page 1 of \d+/);
});

test('the audit screen is for admins: a veterinarian sees no card and the permission notice', async ({ page }) => {
  await signIn(page, 'vet@demo.vet', { at: '/d/settings' });
  await expect(page.getByRole('main').getByText('Sync Data Now')).toBeVisible();
  await expect(page.getByRole('link', { name: /Audit Log/ })).toHaveCount(0);
  await page.goto('/d/audit-log');
  await expect(page.getByText("Sorry, you don't have permission to access this page.")).toBeVisible();
});
