// Integrations (/d/integrations): Demo Animal Hospital starts connected to the sandbox lab and the
// sandbox practice system (the thirdparty demo seed). An admin sees the practice system's
// connection info (and leaves it connected), sees the lab's and disconnects it, then connects Antech
// again through the sandbox lab partner — wrong credentials first, then the sandbox ones — so the
// demo ends connected as it started; a veterinarian sees the permission message.
import { expect, test } from '@playwright/test';
import { CLINIC_WIDE, signIn } from './support';

test('an admin sees the demo lab connection, disconnects it and connects Antech again with the sandbox login', CLINIC_WIDE, async ({ page }) => {
  await signIn(page, 'admin@demo.vet');
  await page.getByRole('navigation').getByRole('link', { name: 'Integrations', exact: true }).click();
  await expect(page).toHaveURL(/\/d\/integrations$/);

  const covetrus = page.getByRole('article', { name: 'Covetrus' });
  const antech = page.getByRole('article', { name: 'Antech' });
  await expect(covetrus.getByText('Connected', { exact: true })).toBeVisible();
  await expect(antech.getByText('Connected', { exact: true })).toBeVisible();

  // The demo's practice system: the sandbox practice, connected by the clinic's owner; kept.
  await covetrus.getByRole('button', { name: 'Disconnect' }).click();
  const covetrusInfo = page.getByRole('dialog', { name: 'Disconnect Covetrus' });
  await expect(covetrusInfo.getByRole('definition').filter({ hasText: 'SANDBOX-CLINIC-1' })).toBeVisible();
  await expect(covetrusInfo.getByRole('definition').filter({ hasText: 'Sandbox Animal Hospital' })).toBeVisible();
  await expect(covetrusInfo.getByRole('definition').filter({ hasText: 'Morgan Hayes' })).toBeVisible();
  await covetrusInfo.getByRole('button', { name: 'Cancel' }).click();
  await expect(covetrusInfo).toBeHidden();
  await expect(covetrus.getByText('Connected', { exact: true })).toBeVisible();

  await antech.getByRole('button', { name: 'Disconnect' }).click();
  const disconnect = page.getByRole('dialog', { name: 'Disconnect Antech' });
  const info = disconnect.getByRole('definition');
  await expect(disconnect.getByText('Clinic ID')).toBeVisible();
  await expect(info.filter({ hasText: 'SANDBOX-LAB-1' })).toBeVisible();
  await expect(info.filter({ hasText: 'ANTECH-ACC-1' })).toBeVisible();
  await expect(info.filter({ hasText: 'sandbox.vet' })).toBeVisible();
  await expect(info.filter({ hasText: 'Morgan Hayes' })).toBeVisible();
  await expect(info.filter({ hasText: 'Sandbox Veterinary Lab Account' })).toBeVisible();
  await expect(disconnect).not.toContainText('sandbox-pass');
  expect(await page.content()).not.toContain('sandbox-pass');

  await disconnect.getByRole('button', { name: 'Disconnect' }).click();
  await expect(disconnect).toBeHidden();
  await expect(page.getByText('Antech disconnected')).toBeVisible();
  await expect(antech.getByText('Not connected')).toBeVisible();

  await antech.getByRole('button', { name: 'Add' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Antech' });
  await expect(connect.getByLabel('Clinic ID')).toBeFocused();
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect.getByText('Please input Clinic ID')).toBeVisible();
  await expect(connect.getByText('Please input Username')).toBeVisible();
  await expect(connect.getByText('Please input Password')).toBeVisible();

  await connect.getByLabel('Clinic ID').fill('SANDBOX-LAB-1');
  await connect.getByLabel('Account ID').fill('ANTECH-ACC-1');
  await connect.getByLabel('Username').fill('sandbox.vet');
  await connect.getByLabel('Password').fill('wrong-pass');
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect.getByRole('alert')).toHaveText('Invalid clinic ID, username or password.');
  await expect(page.getByText('Connect Error')).toBeVisible();

  await connect.getByLabel('Password').fill('sandbox-pass');
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect).toBeHidden();
  await expect(page.getByText('Antech connected')).toBeVisible();
  await expect(antech.getByText('Connected', { exact: true })).toBeVisible();
  await expect(covetrus.getByText('Connected', { exact: true })).toBeVisible();

  // The status survives a reload: it comes from the server, not the page's memory. The demo ends
  // connected to the sandbox lab, as it started.
  await page.reload();
  await expect(antech.getByText('Connected', { exact: true })).toBeVisible();
  await expect(antech.getByRole('button', { name: 'Disconnect' })).toBeVisible();
});

test('a veterinarian sees the permission message instead of the integrations', async ({ page }) => {
  await signIn(page, 'vet@demo.vet', { at: '/d/integrations' });
  await expect(page.getByText("Sorry, you don't have permission to access this page.")).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
});
