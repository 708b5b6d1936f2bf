// The knowledge base's catalogues (spec 001 sections 2.1, 2.2, 5 and 8): tab paths, each
// catalogue's required-field messages, a medication with two dosage rows through add, View, edit
// and delete, a diagnostic whose cost and tax show as $x.xx and Yes, the empty text, and the
// Metrics tab's messages and stored petVitalsMetrics.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

const EMPTY_TEXT = 'It looks like our database has no data for this. Go ahead and add some!';
const suffix = Date.now().toString(36).slice(-5);

// While a modal is open Radix hides the rest of the page from the accessibility tree.
const notice = (page: Page, title: string) => page.locator('[role=alert], [role=status]').filter({ hasText: title });

async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
}

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Action for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('switching catalogue tabs changes the path and each table shows the spec columns', async ({ page }) => {
  await signIn(page, 'admin@demo.vet', { at: '/d/knowledge-base/medications' });
  await expect(page.getByRole('tab', { name: 'Medications' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader')).toHaveText(['Product Name', 'Product Category', 'Dose Instructions', 'Action']);
  await expect(page.getByRole('cell', { name: 'Carprofen', exact: true })).toBeVisible();
  const tabs: [string, string, string[]][] = [
    ['Inventory & Supplies', 'inventory', ['Product Name', 'Product Type', 'Product Category', 'Dose Instructions', 'Action']],
    ['Diagnosis', 'diagnosis', ['Diagnosis', 'Category', 'Description', 'Common Symptoms', 'Action']],
    ['Diagnostics', 'diagnostics', ['Name', 'Category', 'Test Type', 'Description', 'Action']],
    ['Services', 'services', ['Name', 'Category', 'Description', 'Action']],
  ];
  for (const [label, key, columns] of tabs) {
    await page.getByRole('tab', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/d/knowledge-base/${key}$`));
    await expect(page.getByRole('columnheader')).toHaveText(columns);
  }
  await expect(page.getByRole('cell', { name: 'Wellness Exam', exact: true })).toBeVisible();
  await search(page, 'Search Services', `nothing-like-this-${suffix}`);
  await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
  await page.getByRole('tab', { name: 'Metrics' }).click();
  await expect(page).toHaveURL(/\/d\/knowledge-base\/metrics$/);
});

test('each catalogue form shows its required-field messages', async ({ page }) => {
  await signIn(page, 'admin@demo.vet');
  const forms: [string, string, string, string[]][] = [
    ['medications', 'Add Medication', 'Add Medication', ['Enter product name']],
    ['inventory', 'Add Item', 'Add Inventory Item', ['Enter product name']],
    ['diagnosis', 'Add Diagnosis', 'Add Diagnosis', ['Enter diagnosis name']],
    ['diagnostics', 'Add Diagnostic', 'Add Diagnostic', ['Enter diagnostic name']],
    ['services', 'Add Service', 'Add Service', ['Enter service name']],
  ];
  for (const [tab, button, title, messages] of forms) {
    await page.goto(`/d/knowledge-base/${tab}`);
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    for (const message of messages) await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }

  // Editing an inventory item also needs its dose instructions.
  await page.goto('/d/knowledge-base/inventory');
  await search(page, 'Search Inventory & Supplies', 'Syringe');
  await rowAction(page, 'Syringe 3 mL Luer Lock', 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Inventory Item' });
  await edit.getByLabel('Dose Instructions').fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Enter dose instructions', { exact: true })).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // A dosage row needs both its dosage and its unit.
  await page.goto('/d/knowledge-base/medications');
  await page.getByRole('button', { name: 'Add Medication', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add Medication' });
  await add.getByLabel('Product Name').fill(`Row Check ${suffix}`);
  await add.getByRole('button', { name: 'Add Dosage & Unit' }).click();
  await add.getByLabel('Dosage 1').fill('10');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByText('Enter unit', { exact: true })).toBeVisible();
  await add.getByRole('button', { name: 'Cancel' }).click();
});

test('a medication with two dosage rows: add, view, edit and delete', async ({ page }) => {
  const name = `Cefovecin ${suffix}`;
  await signIn(page, 'admin@demo.vet', { at: '/d/knowledge-base/medications' });
  await page.getByRole('button', { name: 'Add Medication', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add Medication' });
  await add.getByLabel('Product Name').fill(name);
  await add.getByLabel('Product Category').selectOption({ label: 'Antibiotic' });
  await add.getByLabel('Dose Instructions').fill('Give 8 mg/kg SC once; repeat in 14 days if needed.');
  await add.getByLabel('Side Effects').fill('Vomiting, lethargy');
  await add.getByRole('button', { name: 'Add Dosage & Unit' }).click();
  await add.getByLabel('Dosage 1').fill('80');
  await add.getByLabel('Unit 1').fill('mg/mL injection');
  await add.getByRole('button', { name: 'Add Dosage & Unit' }).click();
  await add.getByLabel('Dosage 2').fill('1');
  await add.getByLabel('Unit 2').fill('vial');
  await add.getByRole('checkbox', { name: 'Canine' }).check();
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(notice(page, 'Medication has been successfully added')).toBeVisible();

  await search(page, 'Search Medications', name);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Antibiotic');

  await rowAction(page, name, 'View');
  const view = page.getByRole('dialog', { name: 'Medication' });
  for (const term of ['Created On', 'Product Name', 'Category', 'Side Effects', 'Drug Code', 'Dose Instructions']) await expect(view.getByText(term, { exact: true })).toBeVisible();
  await expect(view.getByText(/^MED-[A-Z0-9]{8}$/)).toBeVisible();
  await expect(view.getByRole('table', { name: 'Dosage & Unit' }).getByRole('row')).toHaveText([/Dosage\s*Unit/, /80\s*mg\/mL injection/, /1\s*vial/]);
  await page.screenshot({ path: '/tmp/catalogues-medication-view.png' });
  await view.getByRole('button', { name: 'Close' }).first().click();

  await rowAction(page, name, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Medication' });
  await expect(edit.getByLabel('Dosage 2')).toHaveValue('1');
  await edit.getByRole('button', { name: 'Remove dosage row 2' }).click();
  await edit.getByLabel('Product Name').fill(`${name} (Convenia)`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Medication has been successfully updated')).toBeVisible();
  await search(page, 'Search Medications', `${name} (Convenia)`);
  await rowAction(page, `${name} (Convenia)`, 'View');
  await expect(page.getByRole('dialog', { name: 'Medication' }).getByRole('table', { name: 'Dosage & Unit' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('dialog', { name: 'Medication' }).getByRole('button', { name: 'Close' }).first().click();

  await rowAction(page, `${name} (Convenia)`, 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete Medication' });
  await expect(confirm).toContainText(`Are you sure to delete the medication "${name} (Convenia)"?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Medication has been successfully deleted')).toBeVisible();
  await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
});

test('a diagnostic keeps its cost in dollars and the Yes/No tax', async ({ page }) => {
  const name = `Lipase ${suffix}`;
  await signIn(page, 'admin@demo.vet', { at: '/d/knowledge-base/diagnostics' });
  await page.getByRole('button', { name: 'Add Diagnostic', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add Diagnostic' });
  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByLabel('Category').selectOption({ label: 'Chemistry' });
  await add.getByLabel('Description').fill('Pancreatic lipase immunoreactivity.');
  await add.getByLabel('Cost').fill('54.999');
  await add.getByRole('radio', { name: 'Yes' }).check();
  await add.getByRole('button', { name: 'Add Result' }).click();
  await add.getByLabel('Result 1', { exact: true }).fill('Spec cPL');
  await add.getByLabel('Result type 1').selectOption({ label: 'Numeric' });
  await page.screenshot({ path: '/tmp/catalogues-diagnostic-form.png' });
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(notice(page, 'Diagnostic has been successfully added')).toBeVisible();

  // Newest first: the new diagnostic leads the table.
  await expect(page.getByRole('row').nth(1)).toContainText(name);
  await rowAction(page, name, 'View');
  const view = page.getByRole('dialog', { name: 'Diagnostic' });
  await expect(view).toContainText('$55.00');
  await expect(view.getByText('Yes', { exact: true })).toBeVisible();
  await expect(view.getByRole('table', { name: 'Results' })).toContainText('Spec cPL');
  await view.getByRole('button', { name: 'Close' }).first().click();

  // A duplicate name is refused with the server's message under the spec's title.
  await page.getByRole('button', { name: 'Add Diagnostic', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Add Diagnostic' });
  await again.getByLabel('Name', { exact: true }).fill(name);
  await again.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(notice(page, 'Add Diagnostics Error')).toContainText(`A diagnostic named "${name}" already exists.`);
  await again.getByRole('button', { name: 'Cancel' }).click();

  await rowAction(page, name, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Diagnostic' });
  await expect(edit.getByLabel('Cost')).toHaveValue('55.00');
  await expect(edit.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await edit.getByLabel('Cost').fill('');
  await edit.getByRole('radio', { name: 'No' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Diagnostic has been successfully updated')).toBeVisible();
  await rowAction(page, name, 'View');
  await expect(page.getByRole('dialog', { name: 'Diagnostic' })).toContainText('$0.00');
  await expect(page.getByRole('dialog', { name: 'Diagnostic' }).getByText('No', { exact: true })).toBeVisible();
  await page.getByRole('dialog', { name: 'Diagnostic' }).getByRole('button', { name: 'Close' }).first().click();

  await rowAction(page, name, 'Delete');
  await page.getByRole('dialog', { name: 'Delete Diagnostic' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Diagnostic has been successfully deleted')).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
});

test('a vet sees the catalogues but cannot change them', async ({ page }) => {
  await signIn(page, 'vet@demo.vet', { at: '/d/knowledge-base/medications' });
  await expect(page.getByRole('cell', { name: 'Gabapentin', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Medication' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Action for Gabapentin' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['View']);
});

test('the Metrics tab saves the units in this browser', async ({ page }) => {
  await signIn(page, 'admin@demo.vet', { at: '/d/knowledge-base/metrics' });
  await page.evaluate(() => localStorage.removeItem('petVitalsMetrics'));
  await page.reload();
  await expect(page.getByRole('radio', { name: 'lb(s)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Fahrenheit (°F)' })).toBeChecked();
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) calls += 1;
  });
  await page.getByRole('radio', { name: 'Celsius (°C)' }).check();
  await expect(notice(page, 'Temperature metric saved.')).toBeVisible();
  await page.getByRole('radio', { name: 'kg(s)' }).check();
  await expect(notice(page, 'Weight metric saved.')).toBeVisible();
  expect(calls).toBe(0);
  await page.screenshot({ path: '/tmp/catalogues-metrics.png' });
  await page.reload();
  await expect(page.getByRole('radio', { name: 'kg(s)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Celsius (°C)' })).toBeChecked();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('petVitalsMetrics'))) ?? 'null')).toEqual({ temperature: 'celsius', weight: 'kg(s)' });
});
