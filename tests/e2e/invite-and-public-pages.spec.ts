// Journeys 6 and 7: completing an invitation from its e-mail, the expired-link page, the EULA
// and the subscription-confirmed page.
import { expect, test } from '@playwright/test';
import { latestMail, linkPath, signIn } from './support';

test('an unknown invite link shows the Invite Link Expired page', async ({ page }) => {
  await page.goto('/invite/not-a-real-token?code=NOPE&id=00000000-0000-0000-0000-000000000000');
  await expect(page.getByText('Invite Link Expired')).toBeVisible();
  await expect(
    page.getByText('Oops! It looks like this invite link has expired or already used. Please request a new invite or contact support for assistance.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('complete a veterinarian invitation, then the link stops working', async ({ page, request }) => {
  const mail = await latestMail(request, 'new.vet@demo.vet');
  const invitePath = linkPath(mail, '/invite/');
  await page.goto(invitePath);
  await expect(page.getByText('Complete Your Registration')).toBeVisible();
  await expect(page.getByText('Please fill in the required details to complete your registration.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('new.vet@demo.vet');
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await expect(page.getByLabel('Phone Number')).not.toBeEditable();

  await page.getByLabel('First Name').fill('Riley');
  await page.getByLabel('Last Name').fill('Chen');
  await page.getByLabel('Security Question').selectOption({ index: 1 });
  await page.getByLabel('Security Answer').fill('Denver');
  await page.getByLabel('Password', { exact: true }).fill('Welc0me!vet');
  await page.getByLabel('Confirm Password').fill('Welc0me!vet');
  await page.getByRole('button', { name: /submit/i }).click();
  await expect(page.getByText('Please input license').first()).toBeVisible();

  await page.getByLabel(/license/i).first().fill('VET-55120');
  await page.getByLabel('State', { exact: true }).fill('TX');
  await page.getByRole('button', { name: /submit/i }).click();
  await expect(
    page.getByText('Congratulations! Your account has been created successfuly. Click the button below to access your dashboard.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Access Dashboard' })).toHaveAttribute('href', '/');

  await signIn(page, 'new.vet@demo.vet', { password: 'Welc0me!vet', at: invitePath });
  await expect(page.getByText('Invite Link Expired')).toBeVisible();
});

test('the EULA page embeds our licence agreement with a download link', async ({ page, request }) => {
  await page.goto('/eula');
  const embedded = page.locator('object[data$=".pdf"], iframe[src$=".pdf"], embed[src$=".pdf"]');
  await expect(embedded.first()).toBeAttached();
  const download = page.getByRole('link', { name: /download/i });
  await expect(download.first()).toBeAttached();
  const href = await download.first().getAttribute('href');
  const pdf = await request.get(href!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the subscription confirmed page', async ({ page }) => {
  await page.goto('/billing/success');
  await expect(page.getByText('Your subscription is confirmed!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Dashboard' }).or(page.getByRole('button', { name: 'Explore Dashboard' }))).toBeVisible();
});
