// Manage Users (/d/users): inviting one person and by CSV, completing an invite, editing,
// re-inviting, force-activating and deleting, as admin@demo.vet; and what people without a
// user-management permission see. Every person here is created by this journey.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { latestMail, linkPath, signIn, type OutboxMail } from './support';

const RUN = Date.now().toString(36);
const SOLO = { first: 'Robin', last: 'Solo', email: `robin.${RUN}@demo.vet`, phone: '5125550181' };
const CSV_A = { first: 'Avery', last: 'Csv', email: `avery.csv.${RUN}@demo.vet` };
const CSV_B = { first: 'Blake', last: 'Csv', email: `blake.csv.${RUN}@demo.vet` };
const CSV_C = { first: 'Casey', last: 'Csv', email: `casey.csv.${RUN}@demo.vet` };
const BAD_ROLE = `never.sent.${RUN}@demo.vet`;
const PASSWORD = 'Welc0me!user';
const EMAIL_TAKEN = 'An account with this email already exists.';

test.describe.configure({ mode: 'serial' });

async function openUsers(page: Page) {
  await page.goto('/d/users');
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
}

async function mailsTo(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { data: OutboxMail[] }).data;
}

async function rowActions(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  // The menu stays open while the table refreshes under it (a list seen before shows from the
  // store and is then refetched; the menu follows its button rather than closing).
  await expect(page.getByRole('menu')).toBeVisible();
  return page.getByRole('menu');
}

/** Opens a row's menu and chooses an item. */
async function chooseRowAction(page: Page, name: string, item: string) {
  const menu = await rowActions(page, name);
  await menu.getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function completeInvite(browser: Browser, invitePath: string) {
  const page = await browser.newPage();
  await page.goto(invitePath);
  await expect(page.getByText('Complete Your Registration')).toBeVisible();
  await page.getByLabel('Security Question').selectOption({ index: 1 });
  await page.getByLabel('Security Answer').fill('Austin');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: /submit/i }).click();
  await expect(page.getByRole('link', { name: 'Access Dashboard' })).toBeVisible();
  return page;
}

test('admin invites a user with the spec messages; the invitee completes the invite and signs in', async ({ page, browser, request }) => {
  await signIn(page, 'admin@demo.vet');
  await openUsers(page);
  await expect(page.getByRole('row', { name: /vet@demo\.vet/ }).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/users-table.png', fullPage: true });

  await page.getByRole('button', { name: /Invite User/ }).click();
  await page.getByRole('menuitem', { name: 'Invite a User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a User' });
  await expect(dialog.getByLabel('Clinic')).toBeDisabled();
  await expect(dialog.getByLabel('Clinic')).not.toHaveValue('');
  await expect(dialog.getByLabel('Role').locator('option', { hasText: 'Super Admin' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(dialog.getByText('Please input your username')).toHaveCount(2);
  await expect(dialog.getByText('Please input your email')).toBeVisible();
  await expect(dialog.getByText('Please input your phone number')).toBeVisible();
  await expect(dialog.getByText('Please select role for user')).toBeVisible();
  await page.screenshot({ path: '/tmp/users-invite-modal.png' });

  await dialog.getByLabel('First Name').fill(SOLO.first);
  await dialog.getByLabel('Last Name').fill(SOLO.last);
  await dialog.getByLabel('Email').fill(SOLO.email);
  await dialog.getByLabel('Phone Number').fill(SOLO.phone);
  await dialog.getByLabel('Role').selectOption({ label: 'veterinarian-assistant' });
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(SOLO.email.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('veterinarian-assistant');

  // The same address again: the server refuses, the modal says so.
  await page.getByRole('button', { name: /Invite User/ }).click();
  await page.getByRole('menuitem', { name: 'Invite a User' }).click();
  await dialog.getByLabel('First Name').fill('Dup');
  await dialog.getByLabel('Last Name').fill('Licate');
  await dialog.getByLabel('Email').fill(SOLO.email);
  await dialog.getByLabel('Phone Number').fill(SOLO.phone);
  await dialog.getByLabel('Role').selectOption({ label: 'veterinarian-assistant' });
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByText('Invite User Error').last()).toBeVisible();
  // A refused save keeps what was typed.
  await expect(dialog.getByLabel('First Name')).toHaveValue('Dup');
  await expect(dialog.getByLabel('Email')).toHaveValue(SOLO.email);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Keyboard: the modal opens on its first field; Escape closes it and focus returns to the
  // button that opened it.
  const inviteButton = page.getByRole('button', { name: /Invite User/ });
  await inviteButton.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Invite a User' }).press('Enter');
  await expect(dialog.getByLabel('First Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(inviteButton).toBeFocused();

  // Search runs on the server.
  await page.getByLabel('Search users').fill(RUN);
  await expect(page.getByRole('row')).toHaveCount(2);

  const invitee = await completeInvite(browser, linkPath(await latestMail(request, SOLO.email), '/invite/'));
  await signIn(invitee, SOLO.email, PASSWORD);
  await invitee.close();

  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(SOLO.email.replace(/\./g, '\\.')) })).toContainText('Active');
});

test('a CSV with an unknown role invites nobody; a valid CSV invites three people, paged and exported in full', async ({ page, request }) => {
  await signIn(page, 'admin@demo.vet');
  await openUsers(page);
  await page.getByRole('button', { name: /Invite User/ }).click();
  await page.getByRole('menuitem', { name: 'Invite Multiple Users via CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Multiple Users via CSV' });

  await dialog.getByLabel('CSV file').setInputFiles({ name: 'staff.txt', mimeType: 'text/plain', buffer: Buffer.from('a,b') });
  await expect(dialog.getByText('Please upload a valid CSV file.')).toBeVisible();

  const badCsv = `first_name,last_name,email,phone,role\nNever,Sent,${BAD_ROLE},5125550190,veterinarian\nNope,Role,nope.${RUN}@demo.vet,5125550191,Groomer\n`;
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(badCsv) });
  await expect(dialog.getByText('Role mapping failed:')).toBeVisible();
  await expect(dialog.getByText('Row 3: role "Groomer" not found')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Invite/ })).toBeDisabled();
  expect(await mailsTo(request, BAD_ROLE)).toEqual([]);

  // The server re-checks: one taken address refuses the whole batch and names its row.
  const fresh = `fresh.${RUN}@demo.vet`;
  const takenCsv = `Fresh,Person,${fresh},5125550195,veterinarian\nTaken,Person,vet@demo.vet,5125550196,veterinarian\n`;
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'taken.csv', mimeType: 'text/csv', buffer: Buffer.from(takenCsv) });
  await dialog.getByRole('button', { name: 'Invite 2 Users' }).click();
  await expect(page.getByText('Invite Users Error').last()).toBeVisible();
  await expect(dialog.getByRole('row', { name: /vet@demo\.vet/ })).toContainText(EMAIL_TAKEN);
  await expect(dialog).toBeVisible();
  expect(await mailsTo(request, fresh)).toEqual([]);

  const goodCsv = `first_name,last_name,email,phone,role\n${CSV_A.first},${CSV_A.last},${CSV_A.email},5125550192,VETERINARIAN-TECHNICIAN\n${CSV_B.first},${CSV_B.last},${CSV_B.email},5125550193,veterinarian-assistant\n"${CSV_C.first}","${CSV_C.last}",${CSV_C.email},5125550194,Veterinarian\n`;
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(goodCsv) });
  await expect(dialog.getByRole('row')).toHaveCount(4);
  await expect(dialog.getByRole('row', { name: new RegExp(CSV_A.first) })).toContainText('veterinarian-technician');
  await page.screenshot({ path: '/tmp/users-csv-modal.png' });
  await dialog.getByRole('button', { name: 'Invite 3 Users' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(CSV_A.email.replace(/\./g, '\\.')) })).toContainText('Invited');
  await expect(page.getByRole('row', { name: new RegExp(CSV_B.email.replace(/\./g, '\\.')) })).toContainText('Invited');
  await latestMail(request, CSV_A.email);
  await latestMail(request, CSV_B.email);
  await latestMail(request, CSV_C.email);
  expect(await mailsTo(request, BAD_ROLE)).toEqual([]);

  // More people than one page: the pager pages on the server, and export has everyone.
  const showing = await page.getByText(/^Showing 1–10 of \d+$/).textContent();
  const total = Number(/of (\d+)/.exec(showing ?? '')![1]);
  expect(total).toBeGreaterThan(10);
  await expect(page.getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Showing 11–${total} of ${total}`)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(total - 10 + 1);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const csv = (await import('node:fs')).readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Name,Email,Phone,Role,Clinic,Status,Added');
  expect(lines).toHaveLength(total + 1);
  expect(csv).toContain(`${CSV_C.email},5125550194,veterinarian,Demo Animal Hospital,Invited`);
  expect(csv).toContain('superadmin@demo.vet');
});

test('edit, re-invite, force-activate, view, reset password and delete from the row menu', async ({ page, browser, request }) => {
  await signIn(page, 'admin@demo.vet');
  await openUsers(page);

  // Edit: e-mail fixed, name changes.
  let menu = await rowActions(page, `${CSV_A.first} ${CSV_A.last}`);
  await page.screenshot({ path: '/tmp/users-row-menu.png' });
  await menu.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Email')).toHaveValue(CSV_A.email);
  await expect(edit.getByLabel('Email')).not.toBeEditable();
  await edit.getByLabel('First Name').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Please input your username')).toBeVisible();
  await edit.getByLabel('First Name').fill('Avery-Jo');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(CSV_A.email.replace(/\./g, '\\.')) })).toContainText('Avery-Jo Csv');

  // Re-invite (with the keyboard): the old link expires, the new one works.
  const oldPath = linkPath(await latestMail(request, CSV_B.email), '/invite/');
  const actions = page.getByRole('button', { name: `Actions for ${CSV_B.first} ${CSV_B.last}`, exact: true });
  await actions.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'View details' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Re-invite' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Re-invite user' }).getByRole('button', { name: 'Re-invite' }).click();
  await expect
    .poll(async () => (await mailsTo(request, CSV_B.email)).length, { timeout: 15_000 })
    .toBe(2);
  const newPath = linkPath((await mailsTo(request, CSV_B.email))[0]!, '/invite/');
  expect(newPath).not.toBe(oldPath);
  const visitor = await browser.newPage();
  await visitor.goto(oldPath);
  await expect(visitor.getByText('Invite Link Expired')).toBeVisible();
  await visitor.goto(newPath);
  await expect(visitor.getByText('Complete Your Registration')).toBeVisible();
  await visitor.close();

  // Force-activate an account that is not active yet.
  menu = await rowActions(page, `Avery-Jo ${CSV_A.last}`);
  await menu.getByRole('menuitem', { name: 'Force-activate' }).click();
  await expect(page.getByRole('row', { name: new RegExp(CSV_A.email.replace(/\./g, '\\.')) })).toContainText('Active');

  // View details.
  menu = await rowActions(page, `${SOLO.first} ${SOLO.last}`);
  await menu.getByRole('menuitem', { name: 'View details' }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details).toContainText(SOLO.email);
  await expect(details).toContainText(SOLO.phone);
  await details.getByRole('button', { name: 'Close' }).first().click();

  // Reset password: confirmed first, then the usual reset e-mail.
  menu = await rowActions(page, `${SOLO.first} ${SOLO.last}`);
  await menu.getByRole('menuitem', { name: 'Reset password' }).click();
  await page.getByRole('dialog', { name: 'Reset password' }).getByRole('button', { name: 'Send reset e-mail' }).click();
  await expect(page.getByText('Instructions Sent!').last()).toBeVisible();
  expect(linkPath(await latestMail(request, SOLO.email, 'Reset your password'), '/set-password/')).toContain('reset_id=');

  // Delete: the removed person can no longer sign in.
  menu = await rowActions(page, `${SOLO.first} ${SOLO.last}`);
  await menu.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(SOLO.email.replace(/\./g, '\\.')) })).toHaveCount(0);

  const removed = await browser.newPage();
  await removed.goto('/');
  await removed.getByLabel('Email').fill(SOLO.email);
  await removed.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await removed.getByRole('button', { name: /sign in/i }).click();
  await expect(removed.getByText('Signin Error').last()).toBeVisible();
  await expect(removed).not.toHaveURL(/\/d\//);
  await removed.close();
});

// tech@demo.vet is left out: the password-reset journey gives it a new password.
for (const email of ['vet@demo.vet', 'assistant@demo.vet']) {
  test(`${email} (no user permissions) gets no invite or row actions, and the server refuses the data`, async ({ page, request }) => {
    await signIn(page, email, { at: '/d/users' });
    await expect(page.getByText("Sorry, you don't have permission to access this page.")).toBeVisible();
    await page.screenshot({ path: '/tmp/users-no-permission.png' });
    await expect(page.getByRole('button', { name: /Invite User/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);

    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('vetchart.session') ?? '{}').accessToken as string);
    const response = await request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: { query: '{ users(first: 10) { totalCount edges { node { email } } } }' },
    });
    const body = await response.json();
    expect(body.data).toBeNull();
    expect(body.errors[0].message).toMatch(/not authorized/i);
  });
}

test('nobody changes their own role: the edit form keeps it fixed for oneself, and other people get only givable roles', async ({ page }) => {
  await signIn(page, 'superadmin@demo.vet');
  await openUsers(page);
  await chooseRowAction(page, 'Avery Brooks', 'Edit');
  const self = page.getByRole('dialog', { name: 'Edit User' });
  await expect(self.getByLabel('Role')).toBeDisabled();
  await expect(self.getByLabel('Role').locator('option:checked')).toHaveText('Super Admin');
  await self.getByRole('button', { name: 'Cancel' }).click();
  await expect(self).toBeHidden();

  await chooseRowAction(page, 'Priya Raman', 'Edit');
  const other = page.getByRole('dialog', { name: 'Edit User' });
  await expect(other.getByLabel('Role')).toBeEnabled();
  await expect(other.getByLabel('Role').locator('option:checked')).toHaveText('veterinarian');
  await expect(other.getByLabel('Role').locator('option', { hasText: 'Super Admin' })).toHaveCount(1);
  await other.getByRole('button', { name: 'Cancel' }).click();
});
