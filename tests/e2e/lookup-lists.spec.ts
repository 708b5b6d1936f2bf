// The knowledge base's lookup lists (spec 000 "Admin list pages", spec 001 section 2.1): the
// tabs, species and breeds added, edited and deleted with the spec's messages, a vaccine with
// every field, the empty text, export downloads, and the all-or-nothing Excel import.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './support';

const EMPTY_TEXT = 'It looks like our database has no data for this. Go ahead and add some!';
const suffix = Date.now().toString(36).slice(-5);

async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
}

// A CSS locator: while a modal is open, Radix hides the rest of the page (the notifications too)
// from the accessibility tree, though they stay on screen.
const notice = (page: Page, title: string) => page.locator('[role=alert], [role=status]').filter({ hasText: title });

async function xlsxFile(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('the knowledge base tabs follow the path', async ({ page }) => {
  await signIn(page, 'admin@demo.vet', { at: '/d/knowledge-base' });
  await expect(page).toHaveURL(/\/d\/knowledge-base\/vaccine$/);
  await expect(page.getByRole('tab')).toHaveText(['Vaccines', 'Medications', 'Inventory & Supplies', 'Diagnosis', 'Diagnostics', 'Services', 'Breeds', 'Species', 'Gender', 'Metrics']);
  await expect(page.getByRole('tab', { name: 'Vaccines' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Gender' }).click();
  await expect(page).toHaveURL(/\/d\/knowledge-base\/gender$/);
  await expect(page.getByRole('cell', { name: 'Female (Spayed)', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Gender' }).press('ArrowLeft');
  await expect(page).toHaveURL(/\/d\/knowledge-base\/species$/);
  await page.goto('/d/knowledge-base/breeds');
  await expect(page.getByRole('tab', { name: 'Breeds' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/Showing 1–10 of \d+/)).toBeVisible();
});

test('species and breeds: add, edit, delete, the required messages and the empty text', async ({ page }) => {
  const specie = `Axolotl ${suffix}`;
  const breed = `Leucistic ${suffix}`;
  await signIn(page, 'admin@demo.vet', { at: '/d/knowledge-base/species' });

  await page.getByRole('button', { name: 'Add Species' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Species' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Please input specie')).toBeVisible();
  await dialog.getByLabel('Specie').fill(specie);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(notice(page, 'Species has been successfully added')).toBeVisible();
  await expect(page.getByRole('cell', { name: specie, exact: true })).toBeVisible();

  // A duplicate name is refused with the server's message.
  await page.getByRole('button', { name: 'Add Species' }).click();
  await page.getByRole('dialog', { name: 'Add Species' }).getByLabel('Specie').fill(specie.toUpperCase());
  await page.getByRole('dialog', { name: 'Add Species' }).getByRole('button', { name: 'Add' }).click();
  await expect(notice(page, 'Add Species Error')).toContainText(`A specie named "${specie.toUpperCase()}" already exists.`);
  await page.getByRole('dialog', { name: 'Add Species' }).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Edit ${specie}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Species' });
  await expect(edit.getByLabel('Specie')).toHaveValue(specie);
  await edit.getByLabel('Specie').fill(`${specie} Mexican`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: `${specie} Mexican`, exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Breeds' }).click();
  await page.getByRole('button', { name: 'Add Breed' }).click();
  const addBreed = page.getByRole('dialog', { name: 'Add Breed' });
  await addBreed.getByRole('button', { name: 'Add' }).click();
  await expect(addBreed.getByText('Please input breed')).toBeVisible();
  await expect(addBreed.getByText('Please select specie')).toBeVisible();
  await addBreed.getByLabel('Breed').fill(breed);
  await addBreed.getByLabel('Specie').selectOption({ label: `${specie} Mexican` });
  await addBreed.getByRole('button', { name: 'Add' }).click();
  await expect(notice(page, 'Breed has been successfully added')).toBeVisible();
  await search(page, 'Search Breeds', suffix);
  await expect(page.getByRole('row', { name: new RegExp(`${breed}.*${specie} Mexican`) })).toBeVisible();

  // The species is in use now: deleting it is refused with the reason.
  await page.getByRole('tab', { name: 'Species' }).click();
  await search(page, 'Search Species', suffix);
  await page.getByRole('button', { name: `Delete ${specie} Mexican` }).click();
  await page.getByRole('dialog', { name: 'Delete Species' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Delete Species Error')).toContainText('cannot be deleted: 1 breed still use it');

  await page.getByRole('tab', { name: 'Breeds' }).click();
  await search(page, 'Search Breeds', suffix);
  await page.getByRole('button', { name: `Delete ${breed}` }).click();
  await page.getByRole('dialog', { name: 'Delete Breed' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Breed has been successfully deleted')).toBeVisible();
  await expect(page.getByText(EMPTY_TEXT)).toBeVisible();

  await page.getByRole('tab', { name: 'Species' }).click();
  await search(page, 'Search Species', suffix);
  await page.getByRole('button', { name: `Delete ${specie} Mexican` }).click();
  await page.getByRole('dialog', { name: 'Delete Species' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Species has been successfully deleted')).toBeVisible();
  await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
});

test('an added species shows at once and a deleted one goes, without the list being asked for again', async ({ page }) => {
  const specie = `Olm ${suffix}`;
  // The operation names of the GraphQL requests the page sends (fetchGraphQL names each one).
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') operations.push(String(request.postDataJSON()?.operationName ?? ''));
  });
  const listQueries = () => operations.filter((name) => /^SpeciesTab/.test(name));
  await signIn(page, 'admin@demo.vet', { at: '/d/knowledge-base/species' });
  await search(page, 'Search Species', suffix);
  await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
  const listed = listQueries().length;

  await page.getByRole('button', { name: 'Add Species' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Species' });
  await dialog.getByLabel('Specie').fill(specie);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(notice(page, 'Species has been successfully added')).toBeVisible();
  // The mutation's answer put the row in the searched list and moved its count.
  await expect(page.getByRole('cell', { name: specie, exact: true })).toBeVisible();
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();

  await page.getByRole('button', { name: `Delete ${specie}` }).click();
  await page.getByRole('dialog', { name: 'Delete Species' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Species has been successfully deleted')).toBeVisible();
  await expect(page.getByRole('cell', { name: specie, exact: true })).toHaveCount(0);
  await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
  await expect(page.getByText('Showing 0–0 of 0')).toBeVisible();

  expect(operations).toContain('useAddSpeciesMutation');
  expect(operations).toContain('useDeleteSpeciesMutation');
  expect(listQueries().length, `list queries after the search: ${listQueries().slice(listed).join(', ')}`).toBe(listed);
});

test('a search answered before a delete but arriving after it does not bring the deleted row back', async ({ page }) => {
  const specie = `Proteus ${suffix}`;
  await signIn(page, 'admin@demo.vet', { at: '/d/knowledge-base/species' });
  await page.getByRole('button', { name: 'Add Species' }).click();
  await page.getByRole('dialog', { name: 'Add Species' }).getByLabel('Specie').fill(specie);
  await page.getByRole('dialog', { name: 'Add Species' }).getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('cell', { name: specie, exact: true })).toBeVisible();

  // The search's answer is computed by the server at once, with the row, and reaches the page
  // only once the delete has been answered: a slow network, or a busy browser.
  let searchAnswered!: () => void;
  const answeredByServer = new Promise<void>((resolve) => (searchAnswered = resolve));
  let deleteDone!: () => void;
  const deleteAnswered = new Promise<void>((resolve) => (deleteDone = resolve));
  let held = false;
  await page.route('**/graphql', async (route) => {
    if (held || route.request().postDataJSON()?.operationName !== 'SpeciesTabRefetchQuery') return route.fallback();
    held = true;
    const response = await route.fetch();
    searchAnswered();
    await deleteAnswered;
    await route.fulfill({ response });
  });
  await search(page, 'Search Species', specie);
  await answeredByServer;

  await page.getByRole('button', { name: `Delete ${specie}` }).click();
  await page.getByRole('dialog', { name: 'Delete Species' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Species has been successfully deleted')).toBeVisible();
  deleteDone();
  await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
  await expect(page.getByRole('cell', { name: specie, exact: true })).toHaveCount(0);
  await expect(page.getByText('Showing 0–0 of 0')).toBeVisible();
});

test('a vaccine with every field, its messages, and delete with confirmation', async ({ page }) => {
  const name = `Lepto ${suffix}`;
  await signIn(page, 'admin@demo.vet', { at: '/d/knowledge-base/vaccine' });
  await expect(page.getByRole('cell', { name: 'DHPP', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Vaccine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Vaccine' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  for (const message of [
    'Please input category',
    'Please enter product name',
    'Please enter manufacturer name',
    'Please select vaccine type',
    'Please select application',
    'Please enter unit',
    'Please select dosage',
    'Please select volume',
    'Please enter cost',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await dialog.getByLabel('Category').selectOption({ label: 'Non-Core' });
  await dialog.getByLabel('Product Name').fill(name);
  await dialog.getByLabel('Manufacturer Name').selectOption({ label: 'Elanco' });
  await dialog.getByLabel('Vaccine Type').selectOption({ label: 'Inactivated' });
  await dialog.getByLabel('Application').selectOption('Oral');
  await dialog.getByLabel('Unit').fill('vial');
  await dialog.getByLabel('Dosage').selectOption('0.5ml');
  await dialog.getByLabel('Volume').selectOption('50');
  await dialog.getByLabel('Cost').fill('12.5');
  await dialog.getByLabel('Cost').blur();
  await expect(dialog.getByLabel('Cost')).toHaveValue('12.50');
  await dialog.getByRole('checkbox', { name: 'Canine' }).check();
  await dialog.getByRole('checkbox', { name: 'Feline' }).check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(notice(page, 'Vaccine has been successfully added')).toBeVisible();
  await search(page, 'Search Vaccines', suffix);
  await expect(page.getByRole('row', { name: new RegExp(`${name} Non-Core Elanco Inactivated Oral vial 0.5ml 50 \\$12.50`) })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vaccine' });
  await expect(edit.getByRole('checkbox', { name: 'Feline' })).toBeChecked();
  await edit.getByLabel('Cost').fill('14');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: '$14.00', exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Vaccine' });
  await expect(confirm).toContainText(`Are you sure to delete the vaccine "${name}"?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Vaccine has been successfully deleted')).toBeVisible();
  await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
});

test('export downloads every matching row; print lays them out', async ({ page }) => {
  await signIn(page, 'vet@demo.vet', { at: '/d/knowledge-base/breeds' });
  // A veterinarian reads the lists but does not change them.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Breed' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^breeds-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('Breed,Specie');
  // Every breed, not only the 10 on screen.
  expect(lines.length - 1).toBeGreaterThan(10);
  expect(lines).toContain('Siamese,Feline');

  await search(page, 'Search Breeds', 'shorthair');
  await expect(page.getByText('Showing 1–2 of 2')).toBeVisible();
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await xlsx.path())!)) as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets[0]!.rowCount).toBe(3);

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  const printArea = page.getByTestId('print-area');
  await expect(printArea).toContainText('Domestic Shorthair');
  await expect(printArea).toContainText('2 rows');
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test('Excel import: a bad row imports nothing, a good file adds every row', async ({ page }) => {
  const first = `Sable ${suffix}`;
  const second = `Calico ${suffix}`;
  await signIn(page, 'admin@demo.vet', { at: '/d/knowledge-base/breeds' });

  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Breeds' });
  await expect(dialog.getByText('Expected columns')).toBeVisible();
  const fileInput = dialog.getByLabel(/Spreadsheet file/);
  await fileInput.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
  await expect(dialog.getByText('Please upload a spreadsheet file (.xlsx, .xls or .csv).')).toBeVisible();

  const bad = await xlsxFile([
    ['Breed', 'Specie'],
    [first, 'Canine'],
    ['Smaug', 'Dragon'],
  ]);
  await fileInput.setInputFiles({ name: 'breeds.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bad });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(notice(page, 'Import File Error')).toContainText('Row 3: specie "Dragon" not found');
  await expect(dialog.getByRole('alert')).toContainText('Row 3: specie "Dragon" not found');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await search(page, 'Search Breeds', suffix);
  await expect(page.getByText(EMPTY_TEXT)).toBeVisible();

  const good = await xlsxFile([
    ['Breed', 'Specie'],
    [first, 'Canine'],
    [second, 'Feline'],
  ]);
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByRole('dialog', { name: 'Import Breeds' }).getByLabel(/Spreadsheet file/).setInputFiles({
    name: 'breeds.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: good,
  });
  await page.getByRole('dialog', { name: 'Import Breeds' }).getByRole('button', { name: 'Import' }).click();
  await expect(notice(page, 'Import complete')).toContainText('2 rows were imported.');
  await expect(page.getByRole('row', { name: new RegExp(`${first}.*Canine`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${second}.*Feline`) })).toBeVisible();
});
