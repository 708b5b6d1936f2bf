// The pet profile (spec 001 sections 2.5–2.7): the details card with the profile's age rule, the
// visit history with inline SOAP rename and the empty-name refusal, Add new visit opening the SOAP
// canvas editor, a visit's Edit action loading its saved note in the editor, Send History Form
// e-mailing a subjective form link, and the Reason for Modification setting the address. The
// journey makes its own pet parent and pets.
import { expect, test } from '@playwright/test';
import { activateSubscription, expectNoSeriousA11yViolations, graphql, latestMail, linkPath, notice, sessionToken, signIn, signUpClinic } from './support';

const suffix = Date.now().toString(36).slice(-6);
const parentEmail = `profile.${suffix}@example.com`;


/** MM/DD/YYYY of the UTC day `days` ago. */
function daysAgo(days: number): string {
  const date = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}



interface Pets {
  young: string;
  months: string;
  senior: string;
}

let pets: Pets;

test.describe.configure({ mode: 'serial' });

test('a pet parent and three pets of different ages are added through the API', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const lookups = await graphql(
    request,
    token,
    `{ species(first: 50, search: "Canine") { edges { node { id specie } } } genders(first: 50) { edges { node { id gender } } } }`,
  );
  const canine = lookups.species.edges.find((edge: { node: { specie: string } }) => edge.node.specie === 'Canine').node.id;
  const gender = lookups.genders.edges.find((edge: { node: { gender: string } }) => edge.node.gender === 'Male').node.id;
  const breeds = await graphql(request, token, `query ($specieId: ID) { breeds(first: 1, specieId: $specieId) { edges { node { id breed } } } }`, {
    specieId: canine,
  });
  const breed = breeds.breeds.edges[0].node.id;
  const parent = await graphql(
    request,
    token,
    `mutation ($input: AddPetParentInput!) { addPetParent(input: $input) { __typename ... on AddPetParentSuccess { petParent { id } } ... on Error { message } } }`,
    {
      input: {
        firstName: 'Clara',
        lastName: 'Bishop',
        email: parentEmail,
        phoneNumber: '5125550199',
        address: { addressLine1: '77 Willow Way', city: 'Austin', state: 'TX', zip: '78703' },
      },
    },
  );
  expect(parent.addPetParent.__typename).toBe('AddPetParentSuccess');
  const pet = (name: string, dateOfBirth: string) => ({
    name,
    breedId: breed,
    specieId: canine,
    genderId: gender,
    color: 'Golden',
    dateOfBirth,
    weight: 30.5,
    weightUnit: 'lb(s)',
    problems: ['Allergies', 'Arthritis'],
  });
  const added = await graphql(
    request,
    token,
    `mutation ($input: AddPetsInput!) { addPets(input: $input) { __typename ... on AddPetsSuccess { pets { id name } } ... on Error { message } } }`,
    { input: { parentId: parent.addPetParent.petParent.id, pets: [pet('Pip', daysAgo(12)), pet('Maple', daysAgo(160)), pet('Duke', daysAgo(3 * 365 + 20))] } },
  );
  expect(added.addPets.__typename).toBe('AddPetsSuccess');
  const idOf = (name: string) => added.addPets.pets.find((entry: { name: string }) => entry.name === name).id as string;
  pets = { young: idOf('Pip'), months: idOf('Maple'), senior: idOf('Duke') };
});

test('the details card shows the pet, its parent and the age by the profile rule', async ({ page }) => {
  await signIn(page, 'vet@demo.vet', { at: `/d/pet-profiles/pets/${pets.senior}?source=vea` });
  await expect(page.getByRole('heading', { name: 'Duke' })).toBeVisible();
  const detail = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await expect(detail('Gender')).toHaveText('Male');
  await expect(detail('Species')).toHaveText('Canine');
  await expect(detail('Color')).toHaveText('Golden');
  await expect(detail('Age')).toHaveText('3 years');
  await expect(detail('DOB')).toHaveText(daysAgo(3 * 365 + 20));
  await expect(detail('Weight')).toHaveText('30.5 lb(s)');
  await expect(page.getByRole('list', { name: 'Problem List' }).getByRole('listitem')).toHaveText(['Allergies', 'Arthritis']);
  await expect(detail('Name')).toHaveText('Clara Bishop');
  await expect(detail('Phone no')).toHaveText('(512) 555-0199');
  await expect(detail('Email')).toHaveText(parentEmail);
  await expect(page.getByText("This fur baby doesn't have any visits yet. Get started by clicking: Add New Visit")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send History Form' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit pet info' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync Covetrus' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/visits-pet-profile.png', fullPage: true });

  await page.goto(`/d/pet-profiles/pets/${pets.months}?source=vea`);
  await expect(detail('Age')).toHaveText('5 mos');
  // 'Edit pet info' opens the pet form; the card shows the saved change.
  await page.getByRole('button', { name: 'Edit pet info' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Pet Details' });
  await editDialog.getByLabel('Color').fill('Cream');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect(detail('Color')).toHaveText('Cream');
  await page.goto(`/d/pet-profiles/pets/${pets.young}?source=vea`);
  await expect(detail('Age')).toHaveText('12 days');

  // The visit history collapses and opens again.
  const toggle = page.getByRole('button', { name: /Pet Visit History/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText("This fur baby doesn't have any visits yet.", { exact: false })).toBeHidden();
  await toggle.click();
  await expect(page.getByText("This fur baby doesn't have any visits yet.", { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Pet List' }).click();
  await expect(page).toHaveURL(/\/d\/pet-profiles$/);
});

test("a demo pet's profile opens from the Pets tab; the assistant may add visits but not edit the pet", async ({ page }) => {
  await signIn(page, 'assistant@demo.vet', { at: '/d/pet-profiles' });
  await page.getByRole('searchbox', { name: 'Search pets' }).fill('Bella');
  await page.getByRole('link', { name: 'Open Bella' }).click();
  await expect(page).toHaveURL(/\/d\/pet-profiles\/pets\/[^?]+\?source=vea$/);
  await expect(page.getByRole('heading', { name: 'Bella' })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Name' }).locator('xpath=following-sibling::dd')).toHaveText('Marcus Reyes');
  await expect(page.locator('dt', { hasText: 'Breed' }).locator('xpath=following-sibling::dd')).toHaveText('Golden Retriever');
  await expect(page.getByRole('button', { name: 'Add new visit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit pet info' })).toHaveCount(0);
});

test('Add new visit opens the SOAP canvas editor; the visit is renamed inline, an empty name refused', async ({ page }) => {
  await signIn(page, 'vet@demo.vet', { at: `/d/pet-profiles/pets/${pets.senior}?source=vea` });
  await page.getByRole('button', { name: 'Add new visit' }).click();
  await expect(page).toHaveURL(new RegExp(`/d/soap-canvas-editor\\?pet=${encodeURIComponent(pets.senior)}&source=vea&visitId=[^&]+$`));
  // The canvas editor: Back to the pet profile, the pet info summary bar under 'View Pet Information', the way to the visit's steps.
  await expect(page.getByRole('link', { name: 'Back to Pet Profile' })).toHaveAttribute('href', new RegExp(`/d/pet-profiles/pets/${encodeURIComponent(pets.senior)}\\?source=vea$`));
  await page.getByRole('button', { name: 'View Pet Information' }).click();
  const summary = page.getByRole('region', { name: "Duke's summary" });
  await expect(summary.locator('dt', { hasText: 'Owner' }).locator('xpath=following-sibling::dd')).not.toBeEmpty();
  await page.screenshot({ path: '/tmp/visits-canvas-summary.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'SOAP canvas editor: the pet info summary bar');
  await page.getByRole('link', { name: 'Chart this visit step by step' }).click();
  await expect(page).toHaveURL(new RegExp(`/d/pet-profiles/pets/${encodeURIComponent(pets.senior)}\\?source=vea&soap=subjective&visitId=[^&]+$`));
  await expect(page.getByRole('navigation', { name: 'Visit steps' }).getByRole('link', { name: /Subjective/ })).toHaveAttribute('aria-current', 'step');
  // The app's sidebar is hidden while a step is open; a step change only changes the query string.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Visit steps' }).getByRole('link', { name: /Results/ }).click();
  await expect(page).toHaveURL(/soap=results/);
  await expect(page.getByRole('heading', { name: 'Results', level: 3 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Labs - Outside' })).toBeVisible();
  await page.screenshot({ path: '/tmp/visits-steps.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, "A visit's steps");
  await page.getByRole('button', { name: 'Back to pet info' }).click();
  await expect(page).toHaveURL(new RegExp(`/d/pet-profiles/pets/${encodeURIComponent(pets.senior)}\\?source=vea$`));

  await page.goto(`/d/pet-profiles/pets/${pets.senior}?source=vea`);
  const today = new Date();
  const visitName = `Visit ${today.toISOString().slice(0, 10)}`;
  const row = page.getByRole('row').filter({ hasText: visitName });
  await expect(row).toBeVisible();
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(today);
  await expect(row.getByRole('cell').nth(1)).toHaveText(weekday);
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{1,2}:\d{2}\s(AM|PM)$/);
  await expect(row.getByRole('cell').nth(3)).toHaveText('SOAP IN PROGRESS', { useInnerText: true });
  await expect(row.getByRole('cell').nth(4)).not.toBeEmpty();
  await expect(row.getByRole('link', { name: `Edit ${visitName}` })).toHaveAttribute('href', /\/d\/soap-canvas-editor\?pet=.+&source=vea&visitId=.+&edit=true$/);

  await row.getByRole('button', { name: `Edit name of ${visitName}` }).click();
  const input = page.getByRole('textbox', { name: 'Name of SOAP' });
  await input.fill('   ');
  await input.press('Enter');
  await expect(notice(page, 'Name cannot be empty')).toContainText('You cannot do a name update without specifying a name.');
  await page.screenshot({ path: '/tmp/visits-empty-name.png' });
  await expect(input).toBeVisible();
  await input.fill('Changed my mind');
  await input.press('Escape');
  await expect(input).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit name of ${visitName}` })).toBeFocused();
  await expect(page.getByRole('row').filter({ hasText: visitName })).toBeVisible();

  await page.getByRole('button', { name: `Edit name of ${visitName}` }).click();
  await page.getByRole('textbox', { name: 'Name of SOAP' }).fill('Wellness exam');
  await page.getByRole('textbox', { name: 'Name of SOAP' }).press('Enter');
  await expect(notice(page, 'SOAP name updated!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name of SOAP' })).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Wellness exam' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit name of Wellness exam' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Wellness exam' })).toBeVisible();
  await page.screenshot({ path: '/tmp/visits-history.png', fullPage: true });
});

test("a visit's Edit action opens the SOAP canvas editor with the visit's saved note", async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const history = await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Pet { visits(first: 1) { edges { node { id name } } } } } }`, { id: pets.senior });
  const visit = history.node.visits.edges[0].node;
  expect(visit.name).toBe('Wellness exam');
  const templates = await graphql(request, token, `{ soapTemplates(status: ACTIVE) { code name } }`);
  const template = templates.soapTemplates.find((candidate: { name: string }) => candidate.name === 'Wellness Exam');
  const note = `## Subjective\nDuke is bright and eating well (${suffix}).\n\n## Plan\nRecheck in a year.`;
  const saved = await graphql(request, token, `mutation ($input: SaveSoapCanvasInput!) { saveSoapCanvas(input: $input) { __typename ... on Error { message } } }`, {
    input: { visitId: visit.id, templateCode: template.code, finalSoap: note, prompt: 'Annual wellness visit, no concerns from the owner at all.' },
  });
  expect(saved.saveSoapCanvas.__typename, saved.saveSoapCanvas.message).toBe('SaveSoapCanvasSuccess');

  await page.goto(`/d/pet-profiles/pets/${pets.senior}?source=vea`);
  await page.getByRole('row').filter({ hasText: visit.name }).getByRole('link', { name: `Edit ${visit.name}` }).click();
  await expect(page).toHaveURL(/\/d\/soap-canvas-editor\?pet=.+&source=vea&visitId=.+&edit=true$/);
  await expect(page.getByLabel('SOAP note (markdown)')).toHaveValue(note);
  await expect(page.getByLabel('Template')).toHaveValue(template.code);
  await expect(page.getByLabel('Triage notes')).toHaveValue('Annual wellness visit, no concerns from the owner at all.');
  await expect(page.getByRole('region', { name: 'SOAP note' }).getByRole('status')).toHaveText('Saved (version 1)');
});

test("Send History Form e-mails the parent a link to the pet's subjective form", async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet', { at: `/d/pet-profiles/pets/${pets.senior}?source=vea` });
  await page.getByRole('button', { name: 'Send History Form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send History Form' });
  await expect(dialog).toContainText(parentEmail);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(notice(page, 'Subjective form sent!')).toBeVisible();
  const mail = await latestMail(request, parentEmail);
  expect(mail.subject).toContain('Duke');
  expect(linkPath(mail, '/subjective-form?token=')).toMatch(/^\/subjective-form\?token=[A-Za-z0-9_-]{43}$/);
});

test('a read-only visit asks for a Reason for Modification, which sets the address', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const history = await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Pet { visits(first: 1) { edges { node { id name } } } } } }`, {
    id: pets.senior,
  });
  const visit = history.node.visits.edges[0].node;
  const statuses = await graphql(request, token, `{ visitStatuses { statusId name } }`);
  const readyForTreatment = statuses.visitStatuses.find((status: { name: string }) => status.name === 'Ready for Treatment').statusId;
  await graphql(request, token, `mutation ($input: UpdateVisitStatusInput!) { updateVisitStatus(input: $input) { __typename } }`, {
    input: { id: visit.id, statusId: readyForTreatment },
  });

  await page.goto(`/d/pet-profiles/pets/${pets.senior}?source=vea`);
  const row = page.getByRole('row').filter({ hasText: visit.name });
  await expect(row.getByRole('cell').nth(3)).toHaveText('READY FOR TREATMENT', { useInnerText: true });
  await row.getByRole('button', { name: 'Modify notes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reason for Modification' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter the reason for the modification.')).toBeVisible();
  await dialog.getByLabel('Modification Date').fill('2026-11-20');
  await dialog.getByLabel('Reason for Modification').fill('The lab corrected the chemistry panel.');
  await page.screenshot({ path: '/tmp/visits-modification-modal.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The visit's subjective step opens, under the reason just given (its id in the address).
  await expect(page.getByRole('navigation', { name: 'Visit steps' })).toBeVisible();
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    source: 'vea',
    soap: 'subjective',
    subjectiveId: visit.id,
    visitId: visit.id,
    visit_modification_id: expect.any(String),
  });
  await expect(page.getByRole('heading', { name: visit.name, level: 2 })).toBeVisible();
  await expect(page.getByText('This visit is read-only in its current status.', { exact: false })).toHaveCount(0);
});

test('another clinic cannot open the pet', async ({ page, request }) => {
  // A clinic of its own, signed up and paid for this journey: paying for the demo's Other Pet
  // Clinic instead would change what the journeys that find it unpaid see (payments.spec.ts).
  const email = `owner.${Date.now().toString(36)}@another-clinic.vet`;
  await signUpClinic(page, request, `Another Clinic ${Date.now().toString(36)}`, email, 'Another!2345');
  await signIn(page, email, 'Another!2345');
  await activateSubscription(request, await sessionToken(page));
  await page.goto(`/d/pet-profiles/pets/${pets.senior}?source=vea`);
  await expect(page.getByText('This pet could not be found.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Duke' })).toHaveCount(0);
});
