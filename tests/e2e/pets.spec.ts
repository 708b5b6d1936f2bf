// Pets and pet parents (spec 001 sections 2.4, 5, 6, 8): a parent added with the name, phone and
// PO Box rules, then two pets saved at once; an oversized picture; editing and deleting a pet;
// the Pet Parents tab with its delete confirmation and sorting; a role without 'Delete Pet'; and
// a delete that empties the last page of the table.
import { randomUUID } from 'node:crypto';
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// One suffix per run, the same in a worker restarted after a failure (the run's data folder is
// chosen once by the config); names allow letters only, so it is spelled in letters.
const suffix = createHash('sha256')
  .update(process.env.E2E_DATA_DIR ?? String(Date.now()))
  .digest()
  .subarray(0, 5)
  .reduce((text, byte) => text + 'abcdefghijklmnopqrstuvwxyz'[byte % 26], '')
  .replace(/^./, (first) => first.toUpperCase());
const lastName = `Tester${suffix.toLowerCase()}`;
const firstPet = `Biscuit ${suffix}`;
const secondPet = `Miso ${suffix}`;

// The notifications (a div each), not a form's inline messages.
const notice = (page: Page, title: string) => page.locator('div[role=alert], div[role=status]').filter({ hasText: title });

async function fillPet(page: Page, pet: { name: string; specie: string; breed: string; gender: string; color: string; born: string; weight: string; problems?: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(pet.name);
  await dialog.getByLabel('Specie').selectOption({ label: pet.specie });
  await expect(dialog.getByLabel('Breed')).toBeEnabled();
  await dialog.getByLabel('Breed').selectOption({ label: pet.breed });
  await dialog.getByLabel('Gender').selectOption({ label: pet.gender });
  await dialog.getByLabel('Color').fill(pet.color);
  await dialog.getByLabel('Date Of Birth').fill(pet.born);
  await dialog.getByLabel(/^Weight/).fill(pet.weight);
  await dialog.getByLabel('Problem List').fill(pet.problems ?? '');
}

/** The operation names of the pets table's list queries the page sends (fetchGraphQL names each one). */
function recordListQueries(page: Page): () => number {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') names.push(String(request.postDataJSON()?.operationName ?? ''));
  });
  return () => names.filter((name) => /^PetsTab/.test(name)).length;
}

async function searchPets(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search pets' }).fill(text);
}

test('adding a pet parent with the spec rules, then two pets at once; an oversized picture is refused', async ({ page }) => {
  const listQueries = recordListQueries(page);
  await signIn(page, 'admin@demo.vet', { at: '/d/pet-profiles' });
  await expect(page.getByRole('tab')).toHaveText(['Pets', 'Pet Parents']);
  await expect(page.getByRole('columnheader')).toHaveText(['Picture', 'Pet Name', 'Date Created', 'Specie', 'Breed', 'Pet Owner', 'Problem List', 'Action']);
  await page.screenshot({ path: '/tmp/pets-table.png', fullPage: true });

  await expect(page.getByText(/^Showing 1–/)).toBeVisible();
  const listed = listQueries();
  const total = Number(/of (\d+)/.exec((await page.getByText(/^Showing 1–/).textContent()) ?? '')?.[1]);

  await page.getByRole('button', { name: 'Add New Pet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Pet' });
  await dialog.getByRole('radio', { name: 'Add new pet parent' }).click();
  await dialog.getByLabel('First Name', { exact: true }).fill('Jo-Ann-Lee');
  await dialog.getByLabel('Last Name', { exact: true }).fill('Sm1th');
  await dialog.getByLabel('Phone Number', { exact: true }).fill('512-555-01');
  await dialog.getByLabel('Email').fill('jo.ann@');
  await dialog.getByLabel('Address Line 1').fill('P.O. Box 1200');
  await dialog.getByRole('button', { name: 'Add Pet Parent' }).click();
  await expect(dialog.getByText('First Name may contain only letters and 1 hyphen.')).toBeVisible();
  await expect(dialog.getByText('Last Name may contain only letters and 1 hyphen.')).toBeVisible();
  await expect(dialog.getByText('Phone Number must not contain special characters!')).toBeVisible();
  await expect(dialog.getByText('Please input correct Email!')).toBeVisible();
  await expect(dialog.getByText('PO Box is not allowed!')).toBeVisible();
  await page.screenshot({ path: '/tmp/pets-parent-rules.png' });

  await dialog.getByLabel('Phone Number', { exact: true }).fill('51255501');
  await dialog.getByRole('button', { name: 'Add Pet Parent' }).click();
  await expect(dialog.getByText('Phone Number must be 10-digits.')).toBeVisible();

  await dialog.getByLabel('First Name', { exact: true }).fill('Jo-Ann');
  await dialog.getByLabel('Last Name', { exact: true }).fill(lastName);
  await dialog.getByLabel('Phone Number', { exact: true }).fill('5125550123');
  await dialog.getByLabel('Email').fill(`jo.ann.${suffix.toLowerCase()}@example.com`);
  await dialog.getByLabel('Address Line 1').fill('1200 Barton Hills Dr');
  await dialog.getByLabel('City').fill('Austin');
  await dialog.getByLabel('State').fill('TX');
  await dialog.getByLabel('Zip').fill('78704');
  await dialog.getByRole('button', { name: 'Add Pet Parent' }).click();
  await expect(notice(page, 'Pet Parent Added')).toBeVisible();
  await expect(dialog.getByText(`pets of Jo-Ann ${lastName}`)).toBeVisible();
  await expect(dialog.getByLabel('Pet Owner')).toHaveValue(`Jo-Ann ${lastName}`);

  // The pet form's required messages.
  await dialog.getByRole('button', { name: 'Add pet to list' }).click();
  for (const message of ['Enter name', 'Select specie', 'Select breed', 'Enter color', 'Select date of birth', 'Select gender', 'Enter weight']) {
    await expect(dialog.locator('p').getByText(message, { exact: true })).toBeVisible();
  }

  // A picture over 5 MB is refused in the browser.
  const big = Buffer.alloc(5_242_881, 0);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(big);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(notice(page, 'File to large')).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: 'File to large' })).toBeVisible();

  await fillPet(page, { name: firstPet, specie: 'Canine', breed: 'Beagle', gender: 'Female (Spayed)', color: 'Tricolor', born: '2020-05-01', weight: '22.5', problems: 'Allergies, Otitis externa' });
  await dialog.getByRole('button', { name: 'Add pet to list' }).click();
  await fillPet(page, { name: secondPet, specie: 'Feline', breed: 'Siamese', gender: 'Male', color: 'Seal point', born: '2023-02-11', weight: '9' });
  await dialog.getByRole('button', { name: 'Add pet to list' }).click();
  const list = dialog.getByRole('region', { name: 'Pets to save' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: '/tmp/pets-add-step.png' });
  await dialog.getByRole('button', { name: 'Save 2 pets' }).click();
  await expect(notice(page, 'Pet has been successfully added')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Both pets show at once, first in the table (newest first), and the count follows: the
  // mutation's answer put them in the store, and the list was not asked for again.
  await expect(page.getByRole('row').nth(1).or(page.getByRole('row').nth(2)).filter({ hasText: firstPet })).toBeVisible();
  await expect(page.getByRole('row').nth(1).or(page.getByRole('row').nth(2)).filter({ hasText: secondPet })).toBeVisible();
  await expect(page.getByText(`of ${total + 2}`)).toBeVisible();
  expect(listQueries()).toBe(listed);

  await searchPets(page, suffix);
  const first = page.getByRole('row').filter({ hasText: firstPet });
  await expect(first).toContainText(`Jo-Ann ${lastName}`);
  await expect(first).toContainText('Allergies, Otitis externa');
  await expect(first).toContainText('Beagle');
  await expect(first).toContainText('Canine');
  const second = page.getByRole('row').filter({ hasText: secondPet });
  await expect(second).toContainText('N/A');
  await expect(second.getByRole('link', { name: `Open ${secondPet}` })).toHaveAttribute('href', /\/d\/pet-profiles\/pets\/[^?]+\?source=vea$/);

  // In a 1024px window (sidebar open) the table scrolls sideways, but a row's actions stay in sight.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(second.getByRole('link', { name: `Open ${secondPet}` })).toBeInViewport();
  await expect(second.getByRole('button', { name: `Delete ${secondPet}` })).toBeInViewport();
});

test('editing and deleting a pet', async ({ page }) => {
  await signIn(page, 'admin@demo.vet', { at: '/d/pet-profiles' });
  await searchPets(page, firstPet);
  await page.getByRole('button', { name: `Edit ${firstPet}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Pet Details' });
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(firstPet);
  await expect(dialog.getByLabel('Breed')).toHaveValue(/.+/);
  await expect(dialog.getByLabel('Date Of Birth')).toHaveValue('2020-05-01');
  await dialog.getByLabel('Problem List').fill('Allergies');
  await dialog.getByLabel(/^Weight/).fill('24');
  await page.screenshot({ path: '/tmp/pets-edit.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Pet has been successfully updated')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: firstPet });
  await expect(row).toContainText('Allergies');
  await expect(row).not.toContainText('Otitis');

  const listQueries = recordListQueries(page);
  await searchPets(page, secondPet);
  await expect(page.getByRole('row').filter({ hasText: firstPet })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: secondPet })).toBeVisible();
  const listed = listQueries();
  await page.getByRole('button', { name: `Delete ${secondPet}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Pet' });
  await expect(confirm).toContainText(`Are you sure to delete ${secondPet}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Pet has been successfully deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: secondPet })).toHaveCount(0);
  // Taken out of the store (@deleteEdge), not by asking for the list again.
  await expect(page.getByText('Showing 0–0 of 0')).toBeVisible();
  expect(listQueries()).toBe(listed);
});

test('the Pet Parents tab: the tab stays on reload, the server sorts, delete asks first and keeps parents with pets', async ({ page }) => {
  await signIn(page, 'admin@demo.vet', { at: '/d/pet-profiles' });
  await page.getByRole('tab', { name: 'Pet Parents' }).click();
  await expect(page).toHaveURL(/\/d\/pet-profiles\?tab=parents$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Pet Parents' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader')).toHaveText(['First Name', 'Last Name', 'Email', 'Phone Number', /Last Visit Date/, /Appointment Date/, 'Action']);

  // Soonest appointment first: the demo's Marcus Reyes (in 2 days).
  await page.getByRole('button', { name: /Appointment Date: sort ascending/ }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('Marcus');
  await page.screenshot({ path: '/tmp/pets-parents.png', fullPage: true });

  await page.getByRole('searchbox', { name: 'Search pet parents' }).fill(lastName);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Actions for Jo-Ann ${lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Pet Parent' });
  await expect(confirm).toContainText('Are you sure to delete this Pet Parent?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Pet Parent Error')).toContainText('This pet parent still has pets. Delete their pets first, then the pet parent.');
  await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(1);

  // Editing a parent keeps the same rules.
  await page.getByRole('button', { name: `Actions for Jo-Ann ${lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Pet Parent' });
  await edit.getByLabel('Address Line 1').fill('PO Box 9');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('PO Box is not allowed!')).toBeVisible();
  await edit.getByLabel('Address Line 1').fill('1300 Barton Hills Dr');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Pet Parent Updated')).toBeVisible();
});

test('on the Pet Parents tab a parent added, edited or deleted shows at once, without the list being asked for again', async ({ page }) => {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') names.push(String(request.postDataJSON()?.operationName ?? ''));
  });
  const listQueries = () => names.filter((name) => /^PetParentsTab/.test(name)).length;
  const parentLast = `Storer${suffix.toLowerCase()}`;
  await signIn(page, 'admin@demo.vet', { at: '/d/pet-profiles?tab=parents' });
  await expect(page.getByText(/^Showing 1–/)).toBeVisible();
  const total = Number(/of (\d+)/.exec((await page.getByText(/^Showing 1–/).textContent()) ?? '')?.[1]);
  const listed = listQueries();

  // Two parents through Add New Pet: Ada with one pet, Bea with none (the flow is left after the parent).
  for (const [first, withPet] of [['Ada', true], ['Bea', false]] as const) {
    await page.getByRole('button', { name: 'Add New Pet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Pet' });
    await dialog.getByRole('radio', { name: 'Add new pet parent' }).click();
    await dialog.getByLabel('First Name', { exact: true }).fill(first);
    await dialog.getByLabel('Last Name', { exact: true }).fill(parentLast);
    await dialog.getByLabel('Phone Number', { exact: true }).fill('5125550188');
    await dialog.getByLabel('Email').fill(`${first.toLowerCase()}.${suffix.toLowerCase()}@example.com`);
    await dialog.getByLabel('Address Line 1').fill('1200 Barton Hills Dr');
    await dialog.getByLabel('City').fill('Austin');
    await dialog.getByLabel('State').fill('TX');
    await dialog.getByLabel('Zip').fill('78704');
    await dialog.getByRole('button', { name: 'Add Pet Parent' }).click();
    await expect(notice(page, 'Pet Parent Added').last()).toBeVisible();
    if (withPet) {
      await fillPet(page, { name: `Pip ${suffix}`, specie: 'Canine', breed: 'Beagle', gender: 'Male', color: 'Brown', born: '2021-03-01', weight: '10' });
      await dialog.getByRole('button', { name: 'Add pet to list' }).click();
      await dialog.getByRole('button', { name: 'Save pet' }).click();
    } else {
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
    await expect(dialog).toBeHidden();
  }
  // Both first in the table (newest first), and counted.
  await expect(page.getByRole('row').nth(1)).toContainText(`Bea`);
  await expect(page.getByRole('row').nth(2)).toContainText(`Ada`);
  await expect(page.getByText(`of ${total + 2}`)).toBeVisible();

  // Ada's pet was counted on her row: the delete confirmation says so.
  await page.getByRole('button', { name: `Actions for Ada ${parentLast}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Pet Parent' });
  await expect(confirm).toContainText(`Ada ${parentLast} still has 1 pet: delete their pets first.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // An edit shows on the row from the mutation's answer.
  await page.getByRole('button', { name: `Actions for Bea ${parentLast}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Pet Parent' });
  await edit.getByLabel('First Name', { exact: true }).fill('Beatrix');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Pet Parent Updated')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('Beatrix');

  // Adding and editing sent no list query.
  expect(listQueries()).toBe(listed);
  // A delete takes the row out (@deleteEdge) and the count down. When the server holds rows past
  // those loaded, the page is fetched again from its first row (useConnectionPages' afterDelete:
  // the offset cursors moved), so one list query then is by design; otherwise none. The list
  // loaded its first page (10 rows) and the two adds were put in front of it, so rows past those
  // loaded exist exactly when there were more than 10 at first: the 'of N' shown now cannot tell
  // (10 of 12 shown can be every row, 10 loaded and 2 added).
  const moreOnServer = total > 10;
  await page.getByRole('button', { name: `Actions for Beatrix ${parentLast}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Pet Parent' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Pet Parent Deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Beatrix' })).toHaveCount(0);
  await expect(page.getByText(`of ${total + 1}`)).toBeVisible();

  expect(names).toContain('useAddPetParentMutation');
  expect(names).toContain('useUpdatePetParentMutation');
  expect(names).toContain('useDeletePetParentMutation');
  expect(listQueries()).toBe(listed + (moreOnServer ? 1 : 0));
});

test('a role without Delete Pet sees no delete button and the API refuses deletePet', async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet', { at: '/d/pet-profiles' });
  await searchPets(page, firstPet);
  const row = page.getByRole('row').filter({ hasText: firstPet });
  await expect(row.getByRole('link', { name: `Open ${firstPet}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Pet' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/pets-assistant.png' });

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('vetchart.session') ?? '{}').accessToken as string);
  const graphql = (query: string, variables: Record<string, unknown> = {}) =>
    request.post('/graphql', { headers: { authorization: `Bearer ${token}`, ...(/^\s*mutation\b/.test(query) ? { 'idempotency-key': randomUUID() } : {}) }, data: { query, variables } }).then((response) => response.json());
  const pets = await graphql('query ($search: String) { pets(first: 5, search: $search) { edges { node { id name } } } }', { search: firstPet });
  const id = pets.data.pets.edges[0].node.id;
  const refused = await graphql('mutation ($input: DeletePetInput!) { deletePet(input: $input) { __typename ... on Error { message } } }', { input: { id } });
  expect(refused.data.deletePet.__typename).toBe('ForbiddenError');
  const still = await graphql('query ($id: ID!) { node(id: $id) { ... on Pet { name } } }', { id });
  expect(still.data.node.name).toBe(firstPet);
});

test('deleting the only pet on the last page moves the table back to the new last page', async ({ page, request }) => {
  await signIn(page, 'admin@demo.vet');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('vetchart.session') ?? '{}').accessToken as string);
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post('/graphql', { headers: { authorization: `Bearer ${token}`, ...(/^\s*mutation\b/.test(query) ? { 'idempotency-key': randomUUID() } : {}) }, data: { query, variables } });
    const body = await response.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
  const lookups = await graphql(`{ species(first: 50, search: "Feline") { edges { node { id specie } } } genders(first: 50) { edges { node { id gender } } } }`);
  const feline = lookups.species.edges.find((edge: { node: { specie: string } }) => edge.node.specie === 'Feline').node.id;
  const gender = lookups.genders.edges[0].node.id;
  const breed = (await graphql(`query ($specieId: ID) { breeds(first: 1, specieId: $specieId) { edges { node { id } } } }`, { specieId: feline })).breeds.edges[0].node.id;
  const parent = await graphql(
    `mutation ($input: AddPetParentInput!) { addPetParent(input: $input) { __typename ... on AddPetParentSuccess { petParent { id } } } }`,
    { input: { firstName: 'Paige', lastName: `Pager${suffix.toLowerCase()}`, email: `pager.${suffix.toLowerCase()}@example.com`, phoneNumber: '5125550188', address: { addressLine1: '9 Elm St', city: 'Austin', state: 'TX', zip: '78701' } } },
  );
  const name = (index: number) => `Pager${suffix} ${'ABCDEFGHIJK'[index]}`;
  const added = await graphql(
    `mutation ($input: AddPetsInput!) { addPets(input: $input) { __typename } }`,
    {
      input: {
        parentId: parent.addPetParent.petParent.id,
        pets: Array.from({ length: 11 }, (_, index) => ({ name: name(index), breedId: breed, specieId: feline, genderId: gender, color: 'Grey', dateOfBirth: '01/02/2021', weight: 9, weightUnit: 'lb(s)', problems: [] })),
      },
    },
  );
  expect(added.addPets.__typename).toBe('AddPetsSuccess');

  await page.goto('/d/pet-profiles');
  await searchPets(page, `Pager${suffix}`);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager).toContainText('Showing 1–10 of 11');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Showing 11–11 of 11');
  const onlyRow = page.locator('tbody tr');
  await expect(onlyRow).toHaveCount(1);
  const lastPet = (await onlyRow.getByRole('link', { name: /^Open / }).getAttribute('aria-label'))!.replace(/^Open /, '');
  await page.getByRole('button', { name: `Delete ${lastPet}` }).click();
  await page.getByRole('dialog', { name: 'Delete Pet' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Pet has been successfully deleted')).toBeVisible();
  await expect(pager).toContainText('Page 1 of 1');
  await expect(pager).toContainText('Showing 1–10 of 10');
  await expect(page.locator('tbody tr')).toHaveCount(10);
});
