// Helpers the journeys share: reading the dev mailbox, signing in as a demo user, calling the API
// as them, finding a notification, and checking a screen's accessibility.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo!2345';

/** A notification (toast) whose text contains `title`. */
export const notice = (page: Page, title: string) => page.locator('[role=alert], [role=status]').filter({ hasText: title });

/** The signed-in person's access token, as the web app keeps it. */
export const sessionToken = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('vetchart.session') ?? '{}').accessToken as string);

/** A GraphQL call as the token's holder; fails the test on any error. */
export async function graphql(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query, variables } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

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

/** The axe-core rule tags of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's rules for WCAG 2.1 A/AA criteria that it still marks experimental and so leaves out
 * of a run by tag; turned on here, among them 2.5.3 Label in Name (label-content-name-mismatch).
 */
const EXPERIMENTAL_WCAG_RULES = ['css-orientation-lock', 'label-content-name-mismatch', 'p-as-heading', 'table-fake-caption', 'td-has-header'];

/**
 * WCAG 2.5.3 Label in Name, checked by words: every visible control named by aria-label must
 * carry its visible words, in order, in that name. axe's label-content-name-mismatch compares
 * characters, so it lets 'Action' pass inside 'Actions for Rex'; speech input ("click Action")
 * works by words. Text clipped to the screen-reader-only 1px box does not count as visible.
 */
async function labelInNameMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ROLES = new Set(['button', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'tab', 'checkbox', 'radio', 'switch', 'option']);
    const TAGS: Record<string, string> = { BUTTON: 'button', A: 'link', SUMMARY: 'button' };
    const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const screenReaderOnly = (element: Element) => {
      const style = getComputedStyle(element);
      return style.position === 'absolute' && style.overflow === 'hidden' && element.getBoundingClientRect().width <= 1;
    };
    const visibleText = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element) || screenReaderOnly(node) || !node.checkVisibility()) return '';
      const text = Array.from(node.childNodes, visibleText).join('');
      return getComputedStyle(node).display.startsWith('inline') ? text : ` ${text} `;
    };
    const mismatches: string[] = [];
    for (const element of Array.from(document.querySelectorAll('[aria-label]'))) {
      const role = element.getAttribute('role') ?? TAGS[element.tagName];
      if (!role || !ROLES.has(role) || !element.checkVisibility()) continue;
      const label = words(visibleText(element));
      const name = words(element.getAttribute('aria-label') ?? '');
      const contained = label.length === 0 || name.some((_, start) => label.every((word, offset) => name[start + offset] === word));
      if (!contained) mismatches.push(`${element.outerHTML.slice(0, 160)} — visible "${label.join(' ')}", named "${element.getAttribute('aria-label')}"`);
    }
    return mismatches;
  });
}

/**
 * Runs axe-core's WCAG 2.1 AA rules on what the page shows now (open dialogs and menus included),
 * plus the word-wise label-in-name check above, and fails with a readable list when anything is
 * serious or critical: rule, impact, the elements' selectors and axe's help text. Minor and
 * moderate findings are not failures here. The failure is soft: a journey goes on to its next
 * screen and fails at its end with the list of every screen that has violations.
 */
export async function expectNoSeriousA11yViolations(page: Page, screenName: string = page.url()): Promise<void> {
  // Colours are judged as they settle: a button caught mid-transition (a hover or loading state
  // fading) has a blend of two colours that no person reads it in.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((rule) => [rule, { enabled: true }])) })
    .withTags(WCAG_21_AA_TAGS)
    .analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map((violation) =>
    [
      `- ${violation.id} (${violation.impact}): ${violation.help}`,
      ...violation.nodes.map((node) => `    ${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`),
      `    ${violation.helpUrl}`,
    ].join('\n'),
  );
  const labelMismatches = await labelInNameMismatches(page);
  if (labelMismatches.length) {
    report.push(['- label-in-name (serious): Controls must contain their visible words in their accessible name (WCAG 2.5.3)', ...labelMismatches.map((line) => `    ${line}`)].join('\n'));
  }
  expect.soft(report.length, `Accessibility violations on ${screenName}:\n${report.join('\n')}\n`).toBe(0);
}
