// The security headers in the browser: the real pages run under their Content-Security-Policy with no
// violation (Chromium reports each one as a securitypolicyviolation event and a console message
// starting 'Refused to'), and GraphiQL, served by the product itself, still runs a query.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support.ts';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Every CSP violation the page reports, from the console and from the DOM event. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy/i.test(text)) violations.push(`console: ${text}`);
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(`error: ${error.message}`);
  });
  void page.exposeFunction('reportCspViolation', (text: string) => violations.push(`event: ${text}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

test('the app\'s pages load and work under their Content-Security-Policy with no violation', async ({ page }) => {
  const violations = watchViolations(page);

  const first = await page.goto('/');
  expect(first!.headers()['content-security-policy']).toContain("script-src 'self'");
  // The public pages people reach from e-mailed links and the sign-up.
  for (const path of ['/forgot-password', '/subscription-plans', '/signup']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
  }
  await signIn(page, 'admin@demo.vet');

  // A Radix dialog: its scroll lock inserts a <style> element.
  await page.goto('/d/pet-profiles');
  await page.getByRole('button', { name: 'Add New Pet' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // An uploaded image shown from /files.
  await page.goto('/d/hospital-setting');
  const form = page.getByRole('form', { name: 'Hospital settings' });
  await form.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
  const preview = form.getByRole('img', { name: 'Demo Animal Hospital logo' });
  await expect(preview).toHaveAttribute('src', /^\/files\//);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

  for (const path of ['/d/knowledge-base', '/d/roles', '/d/users', '/d/settings', '/eula', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
  }
  // The EULA page embeds the PDF (object-src 'self', frame-ancestors 'self' on the PDF).
  await page.goto('/eula');
  await expect(page.locator('object[type="application/pdf"]')).toBeVisible();

  expect(violations).toEqual([]);
});

test('GraphiQL is served by the product and runs a query under its own policy', async ({ page }) => {
  const violations = watchViolations(page);
  const requestedHosts = new Set<string>();
  page.on('request', (request) => requestedHosts.add(new URL(request.url()).host));

  const response = await page.goto('/graphql', { waitUntil: 'load' });
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('{ __typename }');
  await page.getByRole('button', { name: /execute query/i }).click();
  await expect(page.locator('.graphiql-response')).toContainText('"__typename": "Query"');
  await page.screenshot({ path: test.info().outputPath('graphiql.png') });

  // Nothing loaded from any other host (no CDN).
  expect([...requestedHosts]).toEqual([new URL(page.url()).host]);
  expect(violations).toEqual([]);
});
