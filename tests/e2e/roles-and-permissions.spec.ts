// Manage Roles (/d/roles) and Setup Permissions (/d/permissions): creating a role and viewing its
// permissions, the forms' required-field messages, creating and deleting a permission, the
// refusal to delete one a role uses, and the permission-denied page for everyone else.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

const DENIED = "Sorry, you don't have permission to access this page.";
const suffix = () => Date.now().toString(36).slice(-5);

/** A notification; CSS rather than role, since an open modal hides the rest of the page from the accessibility tree. */
const notification = (page: Page, title: string) => page.locator('[role="alert"], [role="status"]').filter({ hasText: title });

async function openPermissionsOf(page: Page, module: string) {
  await page.getByRole('searchbox', { name: 'Search modules and permissions' }).fill(module);
  await expect(page.getByRole('table', { name: 'Permission modules' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `view permissions of ${module}` }).click();
  return page.getByRole('dialog', { name: module });
}

test('a client admin creates a role with permissions and views them', async ({ page }) => {
  await signIn(page, 'admin@demo.vet', { at: '/d/roles' });
  await expect(page.getByRole('heading', { name: 'Manage Roles' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Roles' });
  await expect(table.getByRole('row', { name: /veterinarian-assistant System/ })).toBeVisible();

  await page.getByRole('button', { name: 'Create Role' }).click();
  const form = page.getByRole('dialog', { name: 'Create Role' });
  await expect(form.getByRole('checkbox', { name: 'Invite User' })).toBeVisible();
  await form.getByRole('button', { name: 'Create Role' }).click();
  await expect(form.getByText('Please input role name')).toHaveCount(2);

  const name = `Front Desk ${suffix()}`;
  await form.getByLabel('Role Name').fill(name);
  await form.getByRole('checkbox', { name: 'Select all Pets permissions' }).check();
  await form.getByRole('checkbox', { name: 'Invite User' }).check();
  await form.getByRole('button', { name: 'Create Role' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Role has been successfully created' })).toBeVisible();
  await expect(form).toBeHidden();

  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Morgan Hayes');
  await row.getByRole('button', { name: `view permissions of ${name}` }).click();
  const permissions = page.getByRole('dialog', { name });
  await expect(permissions.getByRole('region', { name: 'Pets' })).toContainText('Add new Pet');
  await expect(permissions.getByRole('region', { name: 'Pets' })).toContainText('Delete Pet');
  await expect(permissions.getByRole('region', { name: 'User Management' })).toContainText('Invite User');
  await expect(permissions.getByRole('region', { name: 'Visits' })).toHaveCount(0);
  await permissions.getByRole('button', { name: 'Close', exact: true }).first().click();

  await row.getByRole('button', { name: `Action for ${name}` }).click();
  await expect(page.getByRole('menuitem', { name: /View More Details/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: /Edit Role/ })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  // The same name again (in another case) is refused with the server's message.
  await page.getByRole('button', { name: 'Create Role' }).click();
  await form.getByLabel('Role Name').fill(name.toUpperCase());
  await form.getByRole('checkbox', { name: 'Add Visit' }).check();
  await form.getByRole('button', { name: 'Create Role' }).click();
  const error = notification(page, 'Role Creation Error');
  await expect(error).toContainText(`A role named "${name.toUpperCase()}" already exists.`);
  await expect(form.getByText(`A role named "${name.toUpperCase()}" already exists.`)).toBeVisible();
});

test('a super admin creates a permission in a new module, views it and deletes it', async ({ page }) => {
  await signIn(page, 'superadmin@demo.vet', { at: '/d/permissions' });
  await expect(page.getByRole('heading', { name: 'Setup Permissions' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Permission' }).click();
  const form = page.getByRole('dialog', { name: 'Create Permission' });
  await form.getByRole('button', { name: 'Create Permission' }).click();
  await expect(form.getByText('Please input permission module')).toBeVisible();
  await expect(form.getByText('Please input permission name')).toBeVisible();

  const tag = suffix();
  const module = `Reports ${tag}`;
  const name = `Export Reports ${tag}`;
  await form.getByLabel('Module').fill(module);
  await form.getByLabel('Permission Name').fill(name);
  await form.getByRole('button', { name: 'Create Permission' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Permission has been successfully created' })).toBeVisible();

  const dialog = await openPermissionsOf(page, module);
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: `Action for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete Permission' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Permission' });
  await expect(confirm).toContainText(`Delete the permission "${name}"?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Permission has been successfully deleted' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: module })).toBeHidden();
  await expect(page.getByRole('table', { name: 'Permission modules' })).toContainText(`No modules or permissions match "${module}".`);
});

test('created permissions join their module’s row at once and deleted ones leave it, without the list being asked for again', async ({ page }) => {
  // The operation names of the GraphQL requests the page sends (fetchGraphQL names each one).
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') operations.push(String(request.postDataJSON()?.operationName ?? ''));
  });
  const listQueries = () => operations.filter((name) => /^(PermissionsPage|PermissionModulesTable)/.test(name));
  await signIn(page, 'superadmin@demo.vet', { at: '/d/permissions' });
  const tag = suffix();
  const module = `Audits ${tag}`;
  const table = page.getByRole('table', { name: 'Permission modules' });
  const searched = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().postDataJSON()?.operationName === 'PermissionModulesTableRefetchQuery');
  await page.getByRole('searchbox', { name: 'Search modules and permissions' }).fill(module);
  await searched;
  await expect(table).toContainText(`No modules or permissions match "${module}".`);
  const listed = listQueries().length;

  for (const name of [`Read Audits ${tag}`, `Export Audits ${tag}`]) {
    await page.getByRole('button', { name: 'Create Permission' }).click();
    const form = page.getByRole('dialog', { name: 'Create Permission' });
    await form.getByLabel('Module').fill(module);
    await form.getByLabel('Permission Name').fill(name);
    await form.getByRole('button', { name: 'Create Permission' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Permission has been successfully created' }).last()).toBeVisible();
    await expect(form).toBeHidden();
  }
  // One row for the module (put first by the first create), holding both permissions.
  const row = table.getByRole('row').filter({ hasText: module });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2 permissions');
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();

  const dialog = page.getByRole('dialog', { name: module });
  const deletePermission = async (name: string) => {
    await page.getByRole('button', { name: `view permissions of ${module}` }).click();
    await dialog.getByRole('button', { name: `Action for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete Permission' }).click();
    await page.getByRole('dialog', { name: 'Delete Permission' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Permission' })).toBeHidden();
  };
  await deletePermission(`Read Audits ${tag}`);
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog).toContainText(`Export Audits ${tag}`);
  // (The open modal hides the table from the accessibility tree.)
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(row).toContainText('1 permission');
  await deletePermission(`Export Audits ${tag}`);
  // The module went with its last permission, and its modal with it.
  await expect(dialog).toBeHidden();
  await expect(table).toContainText(`No modules or permissions match "${module}".`);
  await expect(page.getByText('Showing 0–0 of 0')).toBeVisible();

  expect(operations.filter((name) => name === 'useCreatePermissionMutation')).toHaveLength(2);
  expect(operations.filter((name) => name === 'useDeletePermissionMutation')).toHaveLength(2);
  expect(listQueries().length, `list queries after the search: ${listQueries().slice(listed).join(', ')}`).toBe(listed);
});

test('deleting a permission a role uses is refused with how many roles use it', async ({ page }) => {
  await signIn(page, 'superadmin@demo.vet', { at: '/d/permissions' });
  const dialog = await openPermissionsOf(page, 'User Management');
  await dialog.getByRole('button', { name: 'Action for Invite User' }).click();
  await page.getByRole('menuitem', { name: 'Delete Permission' }).click();
  await page.getByRole('dialog', { name: 'Delete Permission' }).getByRole('button', { name: 'Delete' }).click();
  const error = notification(page, 'Delete Permission Error');
  await expect(error).toContainText(/This permission is used by \d+ roles\. Remove it from those roles before deleting it\./);
  await expect(dialog).toContainText('Invite User');
});

test('people who may not manage roles or permissions see the permission-denied page', async ({ page }) => {
  await signIn(page, 'vet@demo.vet');
  for (const path of ['/d/roles', '/d/permissions']) {
    await page.goto(path);
    await expect(page.getByText(DENIED)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});

test('a client admin manages roles but not the permission catalogue', async ({ page }) => {
  await signIn(page, 'admin@demo.vet', { at: '/d/permissions' });
  await expect(page.getByText(DENIED)).toBeVisible();
});
