// Helpers the journeys share: reading the dev mailbox, and signing in as a demo user.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo!2345';

export interface OutboxMail {
  to_address: string;
  subject: string;
  text_body: string;
  links: string[];
}

/** The newest mail to `to` (waiting for it to arrive), optionally with a subject. */
export async function latestMail(request: APIRequestContext, to: string, subject?: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        const { data } = (await response.json()) as { data: OutboxMail[] };
        found = data.find((mail) => !subject || mail.subject === subject);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The link in a mail, as a path on the app under test. */
export function linkPath(mail: OutboxMail, contains: string): string {
  const link = mail.links.find((candidate) => candidate.includes(contains));
  if (!link) throw new Error(`No link containing ${contains} in mail '${mail.subject}'`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/d\/welcome$/);
}
