// Exporting the clinic's records from Settings (docs/fhir.md 'Exporting from
// Settings'): the demo clinic's admin opens 'Export records (FHIR)', exports the whole clinic, sees
// it finish, and downloads the zip whose SHA-256 the screen shows; a veterinarian has no card and
// sees the permission notice.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, notice, signIn } from './support';
import { addPet, sessionToken } from './visit-vitals-api';

test('an admin exports the whole clinic as FHIR, sees it finish and downloads the zip', async ({ page }) => {
  await signIn(page, 'admin@demo.vet', { at: '/d/settings' });
  await page.getByRole('link', { name: /Export records \(FHIR\)/ }).click();
  await expect(page).toHaveURL(/\/d\/settings\/fhir-export$/);
  await expect(page.getByRole('heading', { name: 'Export records (FHIR)', level: 2 })).toBeVisible();

  // Another journey (or an earlier run) may have an export under way: wait until none is.
  const start = page.getByRole('button', { name: 'Export the whole clinic' });
  await expect(start).toBeEnabled({ timeout: 60_000 });
  const table = page.getByRole('table', { name: 'FHIR exports' });
  const before = await table.getByRole('button', { name: 'Download' }).count();

  await start.click();
  const dialog = page.getByRole('dialog', { name: 'Export the whole clinic?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Start export' }).click();
  await expect(notice(page, 'The export has started. It runs in the background; you can leave this page.')).toBeVisible();

  // The newest row (first) runs, then is done with its SHA-256 and a Download.
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Morgan Hayes');
  await expect(newest).toContainText('Whole clinic');
  await expect(newest).toContainText('Done', { timeout: 60_000 });
  await expect(table.getByRole('button', { name: 'Download' })).toHaveCount(before + 1);
  const sha256 = (await newest.getByTestId('fhir-export-sha256').textContent())!.trim();
  expect(sha256).toMatch(/^[0-9a-f]{64}$/);
  await expectNoSeriousA11yViolations(page, 'Export records (FHIR)');

  const [download] = await Promise.all([page.waitForEvent('download'), newest.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^fhir-export-[0-9a-f]{8}\.zip$/);
  const zip = await readFile((await download.path())!);
  expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(createHash('sha256').update(zip).digest('hex')).toBe(sha256);
  expect(zip.includes('manifest.json')).toBe(true);

  // Check: the stored zip against its manifest.
  await newest.getByRole('button', { name: /^Check/ }).click();
  await expect(notice(page, 'The export verifies: every file matches its manifest, and the zip is the one stored when it was made.')).toBeVisible();

  // One pet's records, from its profile: listed as 'One pet' and done the same way.
  const petId = await addPet(page.request, await sessionToken(page), { name: 'Clementine' });
  await page.goto(`/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea`);
  await page.getByRole('button', { name: 'Export records' }).click();
  const petDialog = page.getByRole('dialog', { name: "Export Clementine's records?" });
  await petDialog.getByRole('button', { name: 'Start export' }).click();
  await expect(notice(page, 'The export has started. It runs in the background; you can leave this page.')).toBeVisible();
  await page.goto('/d/settings/fhir-export');
  const petExport = table.getByRole('row').nth(1);
  await expect(petExport).toContainText('One pet');
  await expect(petExport).toContainText('Done', { timeout: 60_000 });
});

test('exports are for admins: a veterinarian sees no card and the permission notice', async ({ page }) => {
  await signIn(page, 'vet@demo.vet', { at: '/d/settings' });
  await expect(page.getByRole('main').getByText('Sync Data Now')).toBeVisible();
  await expect(page.getByRole('link', { name: /Export records \(FHIR\)/ })).toHaveCount(0);
  await page.goto('/d/settings/fhir-export');
  await expect(page.getByText("Sorry, you don't have permission to access this page.")).toBeVisible();
});
