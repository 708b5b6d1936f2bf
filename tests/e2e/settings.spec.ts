// The settings hub, the eCheckin Form modal and Hospital Settings with the logo upload. Demo
// Animal Hospital's values changed here are put back at the end of each journey.
import { expect, test, type Page } from '@playwright/test';
import { activateSubscription, sessionToken, signIn, signUpClinic } from './support';

const CARDS_BY_ACCOUNT: Record<string, string[]> = {
  'superadmin@demo.vet': [
    'Hospital Settings',
    'Setup Permissions',
    'Manage Roles',
    'Manage Users',
    'Audit Log',
    'Consent Forms',
    'Export records (FHIR)',
    'Manage Knowledge Base',
    'Manage Subscriptions',
    'AI Knowledge Base',
    'AI Assistant',
    'Notification Settings',
    'Estimate Reminders',
    'Import records (FHIR)',
    'Veterinary PIN',
    'Sync Data Now',
  ],
  'admin@demo.vet': ['Hospital Settings', 'Manage Roles', 'Manage Users', 'Audit Log', 'Consent Forms', 'Export records (FHIR)', 'Manage Subscriptions', 'AI Assistant', 'Notification Settings', 'Estimate Reminders', 'Import records (FHIR)', 'Veterinary PIN', 'Sync Data Now'],
  // The Veterinary PIN card is for holders of 'Lock Visit Note' (veterinarians and admins).
  // Everyone sees which AI provider answers (AI Assistant).
  'vet@demo.vet': ['AI Assistant', 'Notification Settings', 'Veterinary PIN', 'Sync Data Now'],
  'assistant@demo.vet': ['AI Assistant', 'Notification Settings', 'Sync Data Now'],
};
const ALL_CARDS = CARDS_BY_ACCOUNT['superadmin@demo.vet']!;

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function cardTitles(page: Page): Promise<string[]> {
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  return cards.locator('span.font-semibold').allTextContents();
}

for (const [email, expected] of Object.entries(CARDS_BY_ACCOUNT)) {
  test(`the settings hub shows ${email} exactly their cards`, async ({ page }) => {
    await signIn(page, email);
    await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/d\/settings$/);
    expect(await cardTitles(page)).toEqual(expected);
    for (const hidden of ALL_CARDS.filter((title) => !expected.includes(title))) {
      await expect(page.getByRole('main').getByText(hidden, { exact: true })).toHaveCount(0);
    }
  });
}

test('Sync Data Now says clearly that no practice system is connected yet', async ({ page, request }) => {
  // A clinic of its own: the demo clinic starts connected to the sandbox practice (and Sync Data
  // Now there would sync all of its patients, which the schedules journeys count).
  const email = `owner.${Date.now().toString(36)}@no-sync.vet`;
  await signUpClinic(page, request, `No Sync ${Date.now().toString(36)}`, email, 'NoSync!2345');
  await signIn(page, email, 'NoSync!2345');
  await activateSubscription(request, await sessionToken(page));
  await page.goto('/d/settings');
  await page.getByRole('button', { name: /Sync Data Now/ }).click();
  await expect(page.getByText('No practice management system is connected yet. Connect one under Integrations.')).toBeVisible();
});

test('the settings cards lead to their pages', async ({ page }) => {
  await signIn(page, 'admin@demo.vet', { at: '/d/settings' });
  await page.getByRole('link', { name: /Hospital Settings/ }).click();
  await expect(page).toHaveURL(/\/d\/hospital-setting$/);
  await page.goBack();
  await page.getByRole('link', { name: /Manage Roles/ }).click();
  await expect(page).toHaveURL(/\/d\/roles$/);
  await page.goBack();
  await expect(page.getByRole('link', { name: /Manage Users/ })).toHaveAttribute('href', '/d/users');
  await expect(page.getByRole('link', { name: /Audit Log/ })).toHaveAttribute('href', '/d/audit-log');
  await expect(page.getByRole('link', { name: /Manage Subscriptions/ })).toHaveAttribute('href', '/d/payments');
});

test('notification settings: the eCheckin Form is saved for the clinic and shown again after a reload', async ({ page }) => {
  await signIn(page, 'assistant@demo.vet', { at: '/d/settings' });
  await page.getByRole('button', { name: /Notification Settings/ }).click();
  const modal = page.getByRole('dialog', { name: 'eCheckin Form' });
  await expect(modal).toBeVisible();
  for (const label of ['On the day of the appointment', '24 hours before', '3 days before', '1 week before']) {
    await expect(modal.getByRole('radio', { name: new RegExp(label) })).toBeVisible();
  }
  await expect(modal.getByText('Sent at 7am on the appointment day')).toBeVisible();

  await modal.getByRole('radio', { name: /3 days before/ }).check();
  await modal.getByRole('checkbox', { name: 'Also send a daily reminder at 8am' }).check();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved successfully')).toBeVisible();
  await expect(modal).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: /Notification Settings/ }).click();
  await expect(modal.getByRole('radio', { name: /3 days before/ })).toBeChecked();
  await expect(modal.getByRole('checkbox', { name: 'Also send a daily reminder at 8am' })).toBeChecked();

  // Put the clinic back to the default schedule.
  await modal.getByRole('radio', { name: /24 hours before/ }).check();
  await modal.getByRole('checkbox', { name: 'Also send a daily reminder at 8am' }).uncheck();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved successfully').last()).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: /Notification Settings/ }).click();
  await expect(modal.getByRole('radio', { name: /24 hours before/ })).toBeChecked();
  await expect(modal.getByRole('checkbox', { name: 'Also send a daily reminder at 8am' })).not.toBeChecked();
});

test('hospital settings: field rules, saving, and the saved values after a reload', async ({ page }) => {
  await signIn(page, 'admin@demo.vet', { at: '/d/hospital-setting' });
  const form = page.getByRole('form', { name: 'Hospital settings' });
  await expect(form.getByLabel('Hospital Name')).toHaveValue('Demo Animal Hospital');
  const original = {
    contactName: await form.getByLabel('Contact Name').inputValue(),
    taxRate: await form.getByLabel('Tax Rate (%)').inputValue(),
    address2: await form.getByLabel('Address Line 2').inputValue(),
    weightUnit: await form.getByLabel('Weight Unit').inputValue(),
  };
  const save = () => form.getByRole('button', { name: 'Save Changes' }).click();

  await form.getByLabel('Address Line 1').fill('P.O. Box 1234');
  await save();
  await expect(form.getByText('PO Box is not allowed!')).toBeVisible();
  await form.getByLabel('Address Line 1').fill('post office box 9');
  await save();
  await expect(form.getByText('PO Box is not allowed!')).toBeVisible();
  await form.getByLabel('Address Line 1').fill('A'.repeat(101));
  await form.getByLabel('Address Line 2').fill('B'.repeat(81));
  await form.getByLabel('Email').fill('frontdesk-at-demo');
  await form.getByLabel('Phone').fill('555-CALL-NOW');
  await form.getByLabel('City').fill('');
  await form.getByLabel('Tax Rate (%)').fill('120');
  await save();
  await expect(form.getByText('Address must be at most 100 characters.')).toBeVisible();
  await expect(form.getByText('Address line 2 must be at most 80 characters.')).toBeVisible();
  await expect(form.getByText('Invalid email!')).toBeVisible();
  await expect(form.getByText('Invalid phone number')).toBeVisible();
  await expect(form.getByText('Please enter city')).toBeVisible();
  await expect(form.getByText('Tax rate must be a number from 0 to 100 with at most 3 decimals.')).toBeVisible();
  await expect(page.getByText('Changes saved')).toHaveCount(0);

  await page.reload();
  await form.getByLabel('Contact Name').fill('Dr. Jo Settings');
  await form.getByLabel('Tax Rate (%)').fill('7.125');
  await form.getByLabel('Address Line 2').fill('Suite 220');
  await form.getByLabel('Weight Unit').selectOption('kilograms');
  await save();
  await expect(page.getByText('Changes saved')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Contact Name')).toHaveValue('Dr. Jo Settings');
  await expect(form.getByLabel('Tax Rate (%)')).toHaveValue('7.125');
  await expect(form.getByLabel('Address Line 2')).toHaveValue('Suite 220');
  await expect(form.getByLabel('Weight Unit')).toHaveValue('kilograms');
  await expect(form.getByLabel('Address Line 1')).toHaveValue('2150 South Lamar Blvd');

  await form.getByLabel('Contact Name').fill(original.contactName);
  await form.getByLabel('Tax Rate (%)').fill(original.taxRate);
  await form.getByLabel('Address Line 2').fill(original.address2);
  await form.getByLabel('Weight Unit').selectOption(original.weightUnit);
  await save();
  await expect(page.getByText('Changes saved').last()).toBeVisible();
});

test('hospital logo: too large is refused in the browser, a fake image by the server, a PNG is saved and shown in the header', async ({ page }) => {
  await signIn(page, 'admin@demo.vet', { at: '/d/hospital-setting' });
  const form = page.getByRole('form', { name: 'Hospital settings' });
  await expect(form.getByLabel('Hospital Name')).toHaveValue('Demo Animal Hospital');
  const logoInput = form.locator('input[type=file]');

  const uploads: string[] = [];
  page.on('request', (request) => {
    if ((request.postData() ?? '').includes('uploadClinicLogo')) uploads.push(request.url());
  });
  const oversized = Buffer.alloc(5_242_881);
  PNG_1X1.copy(oversized);
  await logoInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: oversized });
  await expect(page.getByText('File to large').first()).toBeVisible();
  expect(uploads).toEqual([]);

  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
  await expect(page.getByText('Upload Error')).toBeVisible();
  await expect(page.getByText('Only PNG, JPEG, GIF or WebP images can be uploaded.').first()).toBeVisible();

  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
  const preview = form.getByRole('img', { name: 'Demo Animal Hospital logo' });
  await expect(preview).toHaveAttribute('src', /^\/files\/[A-Za-z0-9_-]+\.png$/);
  const src = (await preview.getAttribute('src'))!;
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await served.body()).equals(PNG_1X1)).toBe(true);

  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  const headerLogo = page.getByRole('banner').getByRole('img', { name: 'Demo Animal Hospital logo' });
  await expect(headerLogo).toHaveAttribute('src', src);
  await page.reload();
  await expect(headerLogo).toHaveAttribute('src', src);
  await expect(form.getByRole('img', { name: 'Demo Animal Hospital logo' })).toHaveAttribute('src', src);

  await form.getByRole('button', { name: 'Remove logo' }).click();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(headerLogo).toHaveCount(0);
});

test('a veterinarian sees the permission notice on hospital settings', async ({ page }) => {
  await signIn(page, 'vet@demo.vet', { at: '/d/hospital-setting' });
  await expect(page.getByText("Sorry, you don't have permission to access this page.")).toBeVisible();
  await expect(page.getByRole('form', { name: 'Hospital settings' })).toHaveCount(0);
});
