// Schedules and practice-system sync: Demo Animal
// Hospital starts connected to the sandbox Covetrus practice (which stands in for the partner) with
// Biscuit, Pepper and Rocco synced, so the welcome page's Schedules list appointments on the first
// sign-in: Open for those, Sync for the others; a clinic of its own without a practice system is
// told so. Then, one at a time (they change what the whole demo clinic sees): the schedules filter
// by doctor and date; Sync imports a pet and its parent and opens the profile ('Sync Covetrus'
// there); the row then shows Open; 'Search for pets' keeps 'Go to profile' disabled for a pet not
// synced yet; Sync Data Now syncs every patient with its progress, and a second run adds no
// duplicates; with Covetrus disconnected the profile offers no 'Sync Covetrus'. Covetrus is
// connected again at the end, as the demo clinic started.
import { expect, test, type Page } from '@playwright/test';
import { activateSubscription, CLINIC_WIDE, sessionToken, signIn, signInThroughForm, signUpClinic } from './support';

const localDay = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

async function setCovetrus(page: Page, connected: boolean) {
  await page.goto('/d/integrations');
  const covetrus = page.getByRole('article', { name: 'Covetrus' });
  await expect(covetrus.getByRole('button', { name: /Add|Disconnect/ })).toBeVisible();
  if (connected) {
    if (await covetrus.getByRole('button', { name: 'Disconnect' }).isVisible()) return;
    await covetrus.getByRole('button', { name: 'Add' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect Covetrus' });
    await connect.getByLabel('Clinic ID').fill('SANDBOX-CLINIC-1');
    await connect.getByLabel('Account ID').fill('SANDBOX-ACCOUNT-1');
    await connect.getByRole('button', { name: 'Connect' }).click();
    await expect(covetrus.getByText('Connected', { exact: true })).toBeVisible();
  } else {
    if (!(await covetrus.getByRole('button', { name: 'Disconnect' }).isVisible())) return;
    await covetrus.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect Covetrus' });
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(covetrus.getByText('Not connected')).toBeVisible();
  }
}

test("on the first sign-in the schedules list the practice's appointments: Open for a synced demo pet, Sync for the others", async ({ page }) => {
  await signInThroughForm(page, 'vet@demo.vet');
  await expect(page).toHaveURL(/\/d\/welcome$/);
  const table = page.getByRole('table', { name: 'Schedules' });
  // The default range is the browser's today and the next 7 days; Rocco's Cardiology Consult and
  // Kiwi's Vaccination are 7 days after the practice's today (New York), so in it either way.
  const rocco = table.getByRole('row', { name: /Rocco.*Thomas Reed.*Cardiology Consult/ });
  await expect(rocco.getByRole('link', { name: 'Open Rocco' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Kiwi.*Grace Liu.*Vaccination/ }).getByRole('button', { name: 'Sync Kiwi' })).toBeVisible();
  await rocco.getByRole('link', { name: 'Open Rocco' }).click();
  await expect(page).toHaveURL(/\/d\/pet-profiles\/pets\/[^?]+\?source=covetrus$/);
  await expect(page.getByText('Thomas Reed').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync Covetrus' })).toBeVisible();
});

test('a clinic without a practice system: the schedules say so', async ({ page, request }) => {
  // A clinic of its own: the demo clinic starts connected to the sandbox practice.
  const email = `owner.${Date.now().toString(36)}@no-pims.vet`;
  await signUpClinic(page, request, `No Practice System ${Date.now().toString(36)}`, email, 'NoPims!2345');
  await signIn(page, email, 'NoPims!2345');
  await activateSubscription(request, await sessionToken(page));
  await page.goto('/d/welcome');
  const table = page.getByRole('table', { name: 'Schedules' });
  await expect(table.getByText('No practice management system is connected yet. Connect one under Integrations.')).toBeVisible();
});

test.describe('changing what the demo clinic sees', CLINIC_WIDE, () => {
  test.describe.configure({ mode: 'serial' });

  /** Biscuit's profile, once synced. */
  let biscuitProfile = '';

  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, 'admin@demo.vet');
    await setCovetrus(page, true);
    await page.close();
  });

  test('schedules filter by doctor and date; Sync imports the pet and opens its profile, then the row shows Open', async ({ page }) => {
    await signIn(page, 'admin@demo.vet', { at: '/d/welcome' });
    const table = page.getByRole('table', { name: 'Schedules' });
    // The default range is the browser's today and the next 7 days; the sandbox practice dates its
    // appointments by its own today (New York), so the range starts two days back to hold both.
    await expect(table.getByRole('row', { name: /Rocco.*Thomas Reed.*Cardiology Consult/ })).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill(localDay(-2));
    await page.getByLabel('To', { exact: true }).fill(localDay(14));
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(table.getByRole('row', { name: /Biscuit.*Hannah Brooks.*Wellness Exam/ })).toBeVisible();

    await page.getByLabel('Doctor', { exact: true }).selectOption({ label: 'Dr. Priya Shah, DVM, DACVIM' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(table.getByRole('row')).toHaveCount(3); // the header and two appointments
    const luna = table.getByRole('row', { name: /Luna.*Sofia Alvarez.*Senior Wellness/ });
    await expect(luna).toBeVisible();
    // Rocco is one of the demo's synced pets: Open.
    await expect(table.getByRole('row', { name: /Rocco.*Thomas Reed.*Cardiology Consult/ }).getByRole('link', { name: 'Open Rocco' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('schedules.png'), fullPage: true });

    await luna.getByRole('button', { name: 'Sync Luna' }).click();
    await expect(page).toHaveURL(/\/d\/pet-profiles\/pets\/[^?]+\?source=covetrus$/);
    await expect(page.getByRole('heading', { name: 'Luna' }).or(page.getByText('Luna').first())).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sync Covetrus' })).toBeVisible();
    await expect(page.getByText('Sofia Alvarez').first()).toBeVisible();

    // Sync Covetrus again: the same pet (no duplicate), the same profile. The first sync's 'Luna is
    // synced' may still be showing (for 5 s): the second's notice is awaited once it has gone.
    await expect(page.getByText('Luna is synced')).toHaveCount(0, { timeout: 8_000 });
    const profileUrl = page.url();
    await page.getByRole('button', { name: 'Sync Covetrus' }).click();
    await expect(page.getByText('Luna is synced')).toBeVisible();
    await expect(page).toHaveURL(profileUrl);

    await page.goto('/d/welcome');
    await page.getByLabel('From', { exact: true }).fill(localDay(-2));
    await page.getByLabel('To', { exact: true }).fill(localDay(14));
    await page.getByRole('button', { name: 'Filter' }).click();
    const lunaAgain = page.getByRole('table', { name: 'Schedules' }).getByRole('row', { name: /Luna/ });
    await expect(lunaAgain.getByRole('link', { name: 'Open Luna' })).toBeVisible();
    // The filtered schedules may still be loading over the default range's rows (which hold Luna
    // too): a click on the row being replaced can be lost, so the table settles first.
    await page.waitForLoadState('networkidle');
    await lunaAgain.getByRole('link', { name: 'Open Luna' }).click();
    await expect(page).toHaveURL(profileUrl);
  });

  test("'Search for pets' keeps 'Go to profile' disabled until the pet is synced", async ({ page }) => {
    await signIn(page, 'vet@demo.vet');
    await page.getByRole('button', { name: 'Search for pets' }).click();
    const modal = page.getByRole('dialog', { name: 'Search for pets' });
    await modal.getByLabel('Search pets').fill('kiwi');
    const kiwi = modal.getByRole('listitem').filter({ hasText: 'Kiwi' });
    await expect(kiwi).toHaveCount(1);
    await expect(kiwi.getByRole('button', { name: 'Go to profile' })).toBeDisabled();
    await expect(kiwi.getByText('Pet is not synced yet.')).toBeAttached();
    await expect(kiwi.locator('[title="Pet is not synced yet."]')).toHaveCount(1);
    await expect(kiwi.getByRole('button', { name: 'Sync Kiwi' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('search-for-pets.png') });

    await modal.getByLabel('Search pets').fill('luna');
    const luna = modal.getByRole('listitem').filter({ hasText: 'Luna' });
    await expect(luna.getByRole('button', { name: 'Go to profile' })).toBeEnabled();
    await expect(luna.getByRole('button', { name: 'Sync Luna' })).toHaveCount(0);
    await luna.getByRole('button', { name: 'Go to profile' }).click();
    await expect(page).toHaveURL(/\/d\/pet-profiles\/pets\/[^?]+\?source=covetrus$/);
  });

  test('Sync Data Now syncs every patient with its progress; twice adds nothing; the pets table offers Sync', async ({ page }) => {
    await signIn(page, 'assistant@demo.vet', { at: '/d/settings' });
    await page.getByRole('button', { name: /Sync Data Now/ }).click();
    // Biscuit, Pepper and Rocco came synced with the demo, Luna was synced above: Mochi and Kiwi are new.
    await expect(page.getByText('Covetrus is connected: the connection was checked with Covetrus just now and works. 6 of 6 patients synced (2 new).')).toBeVisible({
      timeout: 30_000,
    });
    // The result's notification sits over the cards' top right (where Sync Data Now now is) and waits while
    // the pointer rests on it: dismiss it, as a person would, before syncing again.
    for (const dismiss of await page.getByRole('button', { name: 'Dismiss notification' }).all()) await dismiss.click();
    await page.getByRole('button', { name: /Sync Data Now/ }).click();
    await expect(page.getByText('6 of 6 patients synced (0 new).', { exact: false })).toBeVisible({ timeout: 30_000 });

    await page.goto('/d/pet-profiles');
    const main = page.getByRole('main');
    // By the parent's name: other journeys add pets named Biscuit of their own.
    await main.getByLabel(/search/i).first().fill('Hannah Brooks');
    const biscuit = main.getByRole('row', { name: /Biscuit.*Hannah Brooks/ });
    await expect(biscuit).toHaveCount(1);
    await biscuit.getByRole('button', { name: 'Sync Biscuit' }).click();
    await expect(page).toHaveURL(/\/d\/pet-profiles\/pets\/[^?]+\?source=covetrus$/);
    await expect(page.getByRole('button', { name: 'Sync Covetrus' })).toBeVisible();
    biscuitProfile = page.url();
  });

  test("with Covetrus disconnected the profile no longer offers 'Sync Covetrus'; connected again, it does", async ({ page }) => {
    await signIn(page, 'admin@demo.vet');
    await setCovetrus(page, false);
    await page.goto(biscuitProfile);
    await expect(page.getByRole('button', { name: 'Edit pet info' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sync Covetrus' })).toHaveCount(0);
    await setCovetrus(page, true);
    await page.goto(biscuitProfile);
    await expect(page.getByRole('button', { name: 'Sync Covetrus' })).toBeVisible();
  });
});
