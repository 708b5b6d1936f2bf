// Journeys 3, 4 and 8: the dashboard layout, signing out, sign-in errors and throttling, and a
// session that survives reloads and refreshes an expired access token once.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn, signInThroughForm } from './support';

test('the dashboard layout: sidebar, header with name and role, footer with the year', async ({ page }) => {
  await signIn(page, 'vet@demo.vet');
  const sidebar = page.getByRole('navigation');
  for (const entry of ['Welcome', 'Pets', 'Settings', 'Integrations', 'Lab Requests', 'Write-back', 'Template Builder', 'Templates']) {
    await expect(sidebar.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Schedules' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('veterinarian', { exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  const box = await page.locator('aside').first().boundingBox();
  expect(Math.round(box!.width)).toBe(280);

  await sidebar.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/d\/settings$/);
  await page.goto('/d/template-builder');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/d/pet-profiles/pets/123?soap=subjective');
  await expect(page.locator('aside')).toHaveCount(0);
});

test('the sidebar collapses on an outside click in a narrow window', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await signIn(page, 'tech@demo.vet');
  const aside = page.locator('aside').first();
  const before = (await aside.boundingBox())!.width;
  if (before < 280) await page.getByRole('button', { name: /expand|collapse|toggle/i }).first().click();
  expect(Math.round((await aside.boundingBox())!.width)).toBe(280);
  await page.mouse.click(850, 400);
  await expect.poll(async () => Math.round((await aside.boundingBox())!.width)).toBeLessThan(280);
});

test('signing in through the form, then out, ends the session and protected routes send visitors to sign-in', async ({ page }) => {
  await signInThroughForm(page, 'assistant@demo.vet');
  await expect(page.getByRole('heading', { name: 'Schedules' })).toBeVisible();
  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/d/settings');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows Signin Error with the server message; repeated failures are throttled', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText('Please input your email')).toBeVisible();
  await expect(page.getByText('Please input your password')).toBeVisible();

  // The invited-but-not-registered demo account: locking it out leaves every account the other
  // journeys sign in with usable.
  await page.getByLabel('Email').fill('new.tech@demo.vet');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.getByLabel('Password', { exact: true }).fill(`Wrong!pass${attempt}`);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByText('Signin Error').last()).toBeVisible();
  }
  await expect(page.getByText('Invalid email or password.').first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText(/Too many failed sign-in attempts\. Please try again in \d+ minutes?\./).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the session survives a reload and an invalid access token is refreshed once and retried', async ({ page }) => {
  await signIn(page, 'admin@demo.vet');
  await page.reload();
  await expect(page).toHaveURL(/\/d\/welcome$/);

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('refreshSession')) refreshes.push(request.url());
  });
  // Make the stored access token one the server no longer accepts (as when it has expired on
  // the server's clock): the next query gets 401 'Invalid token.', refreshes, and retries.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const value = localStorage.getItem(key)!;
      if (!value.includes('accessToken')) continue;
      const session = JSON.parse(value);
      session.accessToken = `${session.accessToken.slice(0, -4)}AAAA`;
      localStorage.setItem(key, JSON.stringify(session));
    }
  });
  await page.reload();
  await expect(page).toHaveURL(/\/d\/welcome$/);
  await expect(page.getByText('Demo Admin', { exact: false }).or(page.getByRole('banner'))).toBeVisible();
  await expect.poll(() => refreshes.length).toBe(1);
});
