// An idle browser with two tabs: after the access token has expired, reloading one tab renews the
// session once for both; neither tab is signed out and the other tab keeps what was typed.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('vetchart.session'));

test('reloading one tab after the access token expired keeps both tabs signed in and the typed text', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'admin@demo.vet');
  const second = await context.newPage();
  await second.goto('/d/pet-profiles');
  await second.getByRole('button', { name: 'Add New Pet' }).click();
  const dialog = second.getByRole('dialog', { name: 'Add New Pet' });
  await dialog.getByRole('radio', { name: 'Add new pet parent' }).click();
  await dialog.getByLabel('First Name', { exact: true }).fill('Unsaved');

  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('refreshSession')) refreshes.push(request.url());
  });
  const before = JSON.parse((await storedSession(first))!);
  // Sixteen idle minutes: the stored access token is past its expiry, and the server (whose
  // clock the browser cannot move) no longer accepts it either.
  await first.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('vetchart.session')!);
    session.accessToken = `${session.accessToken.slice(0, -4)}AAAA`;
    session.accessTokenExpiresAt = new Date(Date.now() - 60_000).toISOString();
    localStorage.setItem('vetchart.session', JSON.stringify(session));
  });

  await first.reload();
  await expect(first).toHaveURL(/\/d\/welcome$/);
  await expect(first.getByRole('banner')).toBeVisible();
  await expect.poll(async () => JSON.parse((await storedSession(first)) ?? 'null')?.refreshToken).not.toBe(before.refreshToken);

  // The other tab took the renewed pair, stayed where it was, and still has the text.
  await expect(second).toHaveURL(/\/d\/pet-profiles/);
  await expect(dialog.getByLabel('First Name', { exact: true })).toHaveValue('Unsaved');
  await expect.poll(async () => JSON.parse((await storedSession(second)) ?? 'null')?.refreshToken).toBe(
    JSON.parse((await storedSession(first))!).refreshToken,
  );
  // It can still talk to the server with the shared session.
  await second.keyboard.press('Escape');
  await second.reload();
  await expect(second).toHaveURL(/\/d\/pet-profiles/);
  await expect(second.getByRole('button', { name: 'Add New Pet' })).toBeVisible();
  expect(refreshes).toHaveLength(1);
  expect(await storedSession(second)).not.toBeNull();
});
