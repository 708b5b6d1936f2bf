// Journey 5: forgot password → e-mailed link → security question → new password.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, latestMail, linkPath, signInThroughForm } from './support';

test('reset a password through the e-mailed link and the security question', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill('tech@demo.vet');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Instructions Sent!')).toBeVisible();

  const mail = await latestMail(request, 'tech@demo.vet', 'Reset your password');
  const resetPath = linkPath(mail, '/set-password/');
  expect(resetPath).toMatch(/^\/set-password\/[^/?]+\?user_code=[^&]+&reset_id=.+$/);

  // The same screen answers at /new-password/user/:id.
  await page.goto(resetPath.replace('/set-password/', '/new-password/user/'));
  await expect(page.getByText('What was the name of your first pet?')).toBeVisible();

  await page.getByLabel('Security Answer').fill('Rex');
  await page.getByLabel('Password', { exact: true }).fill('Fresh!Pass9');
  await page.getByLabel('Confirm Password').fill('Fresh!Pass0');
  await page.getByRole('button', { name: /reset|save|submit/i }).click();
  await expect(page.getByText('The two passwords that you entered do not match!')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('Fresh!Pass9');
  await page.getByRole('button', { name: /reset|save|submit/i }).click();
  await expect(page.getByText('Reset Password Successful')).toBeVisible();

  await page.goto('/');
  await page.getByLabel('Email').fill('tech@demo.vet');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText('Signin Error')).toBeVisible();
  await signInThroughForm(page, 'tech@demo.vet', 'Fresh!Pass9');
});
