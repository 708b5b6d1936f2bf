// Helpers the journeys share: reading the dev mailbox, signing in as a demo user, calling the API
// as them, finding a notification, and checking a screen's accessibility.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo!2345';

/**
 * The tag of a journey that changes what every other journey of the demo clinic sees while it
 * runs: it connects or disconnects the clinic's practice system or lab. The journeys run two at a
 * time against one product; these run after the rest, one at a time (playwright.config.ts).
 */
export const CLINIC_WIDE = { tag: '@clinic-wide' };

/** A notification (toast) whose text contains `title`. */
export const notice = (page: Page, title: string) => page.locator('[role=alert], [role=status]').filter({ hasText: title });

/** The signed-in person's access token, as the web app keeps it. */
export const sessionToken = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('vetchart.session') ?? '{}').accessToken as string);

/** A GraphQL call as the token's holder; fails the test on any error. */
export async function graphql(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { headers: { authorization: `Bearer ${token}`, ...(/^\s*mutation\b/.test(query) ? { 'idempotency-key': randomUUID() } : {}) }, data: { query, variables } });
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

/** The session the web app's sign-in keeps (web/src/auth/mutations/useSignIn.ts selects the same). */
const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) {
    __typename
    ... on SignInSuccess {
      session {
        accessToken refreshToken accessTokenExpiresAt
        viewer {
          user { id userCode email firstName lastName fullName isSuperAdmin isClientAdmin }
          role { id name slug }
          permissions { id name }
          clinics { id name clinicCode }
          organization { id name organizationCode }
          subscription { planCode }
        }
      }
    }
    ... on Error { message }
  }
}`;

/**
 * Signs in as a journey's starting point: the sign-in call made through the API and its session
 * stored where the web app keeps it, then `at` opened (the Welcome page unless told) — what a person
 * who signed in earlier finds on their next visit. Typing into the form each time cost about half a
 * second a journey; the journeys about signing in use signInThroughForm.
 *
 * The session is put in by a script that runs before the app's own on the next page load, once (a
 * flag in the tab's sessionStorage): one page load instead of a blank page to reach the storage
 * through and then the page, and signing out later in the journey stays signed out.
 */
export async function signIn(page: Page, email: string, options: string | { password?: string; at?: string } = {}): Promise<void> {
  const { password = DEMO_PASSWORD, at = '/d/welcome' } = typeof options === 'string' ? { password: options } : options;
  const response = await page.request.post('/graphql', {
    headers: { 'idempotency-key': randomUUID() },
    data: { query: SIGN_IN, variables: { input: { email, password } } },
  });
  const body = await response.json();
  const session = body.data?.signIn?.session;
  if (!session) throw new Error(`Signing in as ${email} failed: ${JSON.stringify(body)}`);
  await page.addInitScript(
    ({ flag, value }) => {
      try {
        if (sessionStorage.getItem(flag)) return;
        sessionStorage.setItem(flag, '1');
        localStorage.setItem('vetchart.session', value);
      } catch {
        // A frame without storage of its own (about:blank, a PDF viewer) has nothing to sign in.
      }
    },
    { flag: `vetchart.e2e.signed-in.${randomUUID()}`, value: JSON.stringify(session) },
  );
  await page.goto(at);
  if (at === '/d/welcome') await expect(page).toHaveURL(/\/d\/welcome$/);
}

/** Signs in through the Sign In form, as a person does. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/d\/welcome$/);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's run on the page as it is, its script put in once per document. @axe-core/playwright's
 * AxeBuilder puts the script in again for every check and finishes each run in a new blank page:
 * about 1.3 s a check here against 0.3 s, over some 250 checks per journey run.
 */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate((runOptions) => {
    // While a modal dialog is open the page beneath it is inert (hidden from assistive technology,
    // out of reach of keyboard and pointer): what a person can use is the dialog, so that is what is
    // checked. The page itself is checked as a screen of its own, without the dialog; checking it
    // under the dialog judged it mid-change (a list behind the dialog reloading, dimmed).
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter((dialog) => !dialog.closest('[aria-hidden="true"]'));
    const modal = dialogs.length > 0 && [...document.body.children].some((child) => child.getAttribute('aria-hidden') === 'true');
    const axe = (window as unknown as { axe: { run(context: Document | { include: Element[] }, options: RunOptions): Promise<AxeResults> } }).axe;
    return axe.run(modal ? { include: dialogs } : document, runOptions);
  }, options);
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
  // Nor while a list or region is still loading: one being fetched again is dimmed (aria-busy),
  // and its faded text is a state the screen passes through, not one anyone reads. A busy button
  // is not waited for: it may be the state being checked (a payment waiting for 3-D Secure).
  await expect(page.locator('[aria-busy="true"]:not(button)')).toHaveCount(0);
  const results = await runAxe(page, {
    runOnly: { type: 'tag', values: WCAG_21_AA_TAGS },
    rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((rule) => [rule, { enabled: true }])),
    resultTypes: ['violations'],
    // The app's frames show PDF documents (lab reports, a signed plan), which axe cannot read; the
    // frame element itself (its title) is checked on the page.
    iframes: false,
  });
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

/** The test cards of the sandbox payment provider (PLAN-PAY; the same numbers as Stripe's test mode). */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0025 0000 3155',
} as const;

/** A new clinic signed up with a plan through the API and verified from its e-mail; its owner is its client admin. */
export async function signUpClinic(page: Page, request: APIRequestContext, name: string, email: string, password: string): Promise<void> {
  const response = await request.post('/graphql', {
    data: {
      query: `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename ... on Error { message } } }`,
      variables: {
        input: {
          organization: name,
          clinicName: name,
          address: { address1: '400 Cedar Creek Road', city: 'Boise', state: 'ID', zip: '83702' },
          firstName: 'Jamie',
          lastName: 'Owner',
          email,
          phone: '2085550199',
          password,
          confirm: password,
          securityQuestion: 'What was the name of your first pet?',
          securityAnswer: 'Rex',
          planCode: 'basic',
        },
      },
    },
  });
  const body = await response.json();
  expect(body.data?.signUp.__typename, JSON.stringify(body)).toBe('SignUpSuccess');
  await page.goto(linkPath(await latestMail(request, email), '/verify/'));
  await expect(page).toHaveURL(/\/\?message=/);
}

/** Fills the sandbox checkout's card form and pays. */
export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill(`12 / ${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP code').fill('83702');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/**
 * Pays the signed-in client admin's subscription through the API, as the web checkout does:
 * startSubscriptionCheckout, then the sandbox provider's confirm with the card that succeeds,
 * then waits for the webhook to activate it. Journeys that need a paying clinic use it.
 */
export async function activateSubscription(request: APIRequestContext, token: string): Promise<void> {
  const { subscription } = await graphql(request, token, '{ subscription { status } }');
  if (subscription.status === 'ACTIVE') return;
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(16).slice(2)}` },
    data: { query: 'mutation { startSubscriptionCheckout(input: {}) { __typename ... on StartSubscriptionCheckoutSuccess { clientSecret } ... on Error { message } } }' },
  });
  const checkout = (await response.json()).data.startSubscriptionCheckout;
  expect(checkout.__typename, JSON.stringify(checkout)).toBe('StartSubscriptionCheckoutSuccess');
  const confirmed = await request.post('/payments-sandbox/intents/confirm', {
    data: { client_secret: checkout.clientSecret, card_number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
  });
  expect((await confirmed.json()).status).toBe('succeeded');
  await expect.poll(async () => (await graphql(request, token, '{ subscription { status } }')).subscription.status, { timeout: 20_000 }).toBe('ACTIVE');
}
