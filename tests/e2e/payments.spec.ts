// Subscriptions and payments: a new clinic's owner meets the embedded card checkout,
// a declined card shows the provider's message and code and activates nothing, the card that asks
// for authentication is approved or rejected, a paid subscription leads to /billing/success and the
// dashboard, the payment is in the history, and cancelling says until when access continues.
// Someone who is not a client admin of an unpaid clinic is told whom to ask, with no card form.
import { expect, test, type Browser } from '@playwright/test';
import { expectNoSeriousA11yViolations, graphql, latestMail, linkPath, notice, payWithCard, sessionToken, signIn, signUpClinic, TEST_CARDS } from './support';

const RUN = Date.now().toString(36);
const PASSWORD = 'Clinic!2026';
const shots = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp';

const subscriptionStatus = async (request: Parameters<typeof graphql>[0], token: string) =>
  (await graphql(request, token, '{ subscription { status } }')).subscription.status as string;

test('a new clinic pays with a test card: a declined card first, then 4242; history and cancel', async ({ page, request }) => {
  const email = `owner.${RUN}@cedarcreek.vet`;
  await signUpClinic(page, request, `Cedar Creek ${RUN}`, email, PASSWORD);
  await signIn(page, email, PASSWORD);

  await expect(page.getByRole('heading', { name: 'Activate your subscription' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/payments-checkout.png`, fullPage: true });

  // The form's own rules first.
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  for (const message of ['Please enter card number', 'Please enter expiry date', 'Please enter CVC', 'Please enter zip']) await expect(page.getByText(message)).toBeVisible();

  // Declined: the provider's message and code, and nothing is activated.
  await payWithCard(page, TEST_CARDS.declined);
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined. (card_declined: generic_decline)' })).toBeVisible();
  await page.screenshot({ path: `${shots}/payments-checkout-declined.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Subscription checkout: declined card');
  const token = await sessionToken(page);
  expect(await subscriptionStatus(request, token)).not.toBe('ACTIVE');
  await expect(page.getByRole('heading', { name: 'Activate your subscription' })).toBeVisible();

  // Paid: /billing/success, then the dashboard opens.
  await payWithCard(page, TEST_CARDS.succeeds);
  await expect(page).toHaveURL(/\/billing\/success$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Your subscription is confirmed!' })).toBeVisible();
  await page.getByRole('link', { name: 'Explore Dashboard' }).click();
  await expect(page).toHaveURL(/\/d\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Schedules' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activate your subscription' })).toHaveCount(0);
  expect(await subscriptionStatus(request, token)).toBe('ACTIVE');

  // 'Manage Subscriptions' leads to the history.
  await page.goto('/d/settings');
  await page.getByRole('link', { name: /Manage Subscriptions/ }).click();
  await expect(page).toHaveURL(/\/d\/payments$/);
  const history = page.getByRole('table', { name: 'Payment history' });
  await expect(history.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Succeeded' })).toHaveCount(1);
  // The declined attempt stays in the history as a row of its own, with the provider's message and code.
  await expect(history.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Failed' }).filter({ hasText: 'Your card was declined. (generic_decline)' })).toHaveCount(1);
  await expect(history.getByRole('row').filter({ hasText: email })).toHaveCount(2);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  // The card the checkout was paid with is the card on file at once (not only after Hospital Settings).
  await expect(page.getByRole('definition').filter({ hasText: `Visa •••• 4242 (expires 12/${new Date().getFullYear() + 3})` })).toBeVisible();
  await page.screenshot({ path: `${shots}/payments-history.png`, fullPage: true });

  // Cancel, confirmed: access continues until the end of the paid period, and says until when.
  const { subscription } = await graphql(request, token, '{ subscription { currentPeriodEnd } }');
  const until = new Date(subscription.currentPeriodEnd).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription?' });
  await expect(dialog).toContainText(`keeps access until ${until}`);
  await page.screenshot({ path: `${shots}/payments-cancel-dialog.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(notice(page, 'Cancellation successful!')).toBeVisible();
  await expect(page.getByText(`Your clinic keeps access until ${until}.`, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await page.screenshot({ path: `${shots}/payments-cancelled.png`, fullPage: true });
  // Still active until then: the dashboard stays open.
  await page.goto('/d/welcome');
  await expect(page.getByRole('heading', { name: 'Schedules' })).toBeVisible();
});

test('the card that asks for authentication: rejected shows the provider message, approved pays', async ({ page, request }) => {
  const email = `auth.${RUN}@cedarcreek.vet`;
  await signUpClinic(page, request, `Cedar Auth ${RUN}`, email, PASSWORD);
  await signIn(page, email, PASSWORD);

  await payWithCard(page, TEST_CARDS.authenticate);
  await expect(page.getByRole('heading', { name: 'Authenticate this payment' })).toBeVisible();
  await page.screenshot({ path: `${shots}/payments-authenticate.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Subscription checkout: authentication step');
  await page.getByRole('button', { name: 'Reject payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We are unable to authenticate your payment method.' })).toContainText('payment_intent_authentication_failure');
  expect(await subscriptionStatus(request, await sessionToken(page))).not.toBe('ACTIVE');

  await payWithCard(page, TEST_CARDS.authenticate);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/billing\/success$/, { timeout: 30_000 });
});

async function inviteAssistant(browser: Browser, request: Parameters<typeof graphql>[0], adminToken: string, email: string): Promise<void> {
  const { assignableRoles, viewer } = await graphql(request, adminToken, '{ assignableRoles { id name } viewer { clinics { id } } }');
  const role = (assignableRoles as { id: string; name: string }[]).find((candidate) => /assistant/i.test(candidate.name))!;
  const invited = await graphql(
    request,
    adminToken,
    'mutation ($input: InviteUsersInput!) { inviteUsers(input: $input) { __typename ... on Error { message } } }',
    { input: { users: [{ clinicId: viewer.clinics[0].id, email, firstName: 'Lee', lastName: 'Assist', phone: '5035550142', roleId: role.id }] } },
  );
  expect(invited.inviteUsers.__typename).toBe('InviteUsersSuccess');
  const page = await browser.newPage();
  await page.goto(linkPath(await latestMail(request, email), '/invite/'));
  await expect(page.getByText('Complete Your Registration')).toBeVisible();
  await page.getByLabel('Security Question').selectOption({ index: 1 });
  await page.getByLabel('Security Answer').fill('Portland');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: /submit/i }).click();
  await expect(page.getByRole('link', { name: 'Access Dashboard' })).toBeVisible();
  await page.close();
}

test('Other Pet Clinic is unpaid: its admin gets the checkout, its assistant the notice without a card form', async ({ page, browser, request }) => {
  await signIn(page, 'admin@other.vet');
  await expect(page.getByRole('heading', { name: 'Activate your subscription' })).toBeVisible();
  const adminToken = await sessionToken(page);
  // Opening the checkout asked for a payment: the subscription waits for it (INCOMPLETE), not active.
  expect(await subscriptionStatus(request, adminToken)).not.toBe('ACTIVE');

  const email = `assistant.${RUN}@other.vet`;
  await inviteAssistant(browser, request, adminToken, email);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Other Pet Clinic’s subscription is inactive' })).toBeVisible();
  await expect(page.getByText('ask them to renew the subscription', { exact: false })).toBeVisible();
  await expect(page.getByText('Casey Nguyen')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await page.screenshot({ path: `${shots}/payments-inactive-notice.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Inactive subscription notice');
  // Every dashboard screen is behind the notice.
  await page.goto('/d/pet-profiles');
  await expect(page.getByRole('heading', { name: 'Other Pet Clinic’s subscription is inactive' })).toBeVisible();
});

test('hospital settings: the billing details card with its rules; a saved card becomes the payment method', async ({ page }) => {
  await signIn(page, 'admin@demo.vet', { at: '/d/hospital-setting' });
  const card = page.getByRole('region', { name: 'Billing details' });
  await expect(card).toBeVisible();
  // The form shows once a payment client secret exists: an earlier journey (the accessibility run's
  // billing form) may have started Demo's card set-up already; otherwise the button starts one.
  const setUp = card.getByRole('button', { name: /Billing Card/ });
  await expect(card.getByLabel('Card number').or(setUp)).toBeVisible();
  if (await setUp.isVisible()) {
    await expect(card.getByLabel('Card number')).toHaveCount(0);
    await setUp.click();
  }
  await expect(card.getByLabel('Card number')).toBeVisible();

  await card.getByRole('button', { name: 'Save Billing Details' }).click();
  for (const message of ['Please enter card number', 'Please enter expiry date', 'Please enter CVC', 'Please enter address line 1', 'Please enter address line 2', 'Please enter city', 'Please enter state', 'Please enter zip']) {
    await expect(card.getByText(message)).toBeVisible();
  }
  await card.getByLabel('Address Line 1').fill('PO Box 42');
  await card.getByLabel('Address Line 2').fill('x'.repeat(81));
  await card.getByRole('button', { name: 'Save Billing Details' }).click();
  await expect(card.getByText('PO Box is not allowed!')).toBeVisible();
  await expect(card.getByText('Address line 2 must be at most 80 characters.')).toBeVisible();
  await page.screenshot({ path: `${shots}/payments-billing-card-rules.png`, fullPage: true });

  // A typed ZIP code fills the empty city and state (the built-in US ZIP directory).
  await card.getByLabel('Zip').fill('78701');
  await expect(card.getByLabel('City')).toHaveValue('Austin');
  await expect(card.getByLabel('State')).toHaveValue('TX');

  // Line 1 is a combobox of US address suggestions; offline, street addresses come only from the
  // organization's own clinics, and the list says so. Escape closes it; arrow keys and Enter pick.
  const line1 = card.getByRole('combobox', { name: 'Address Line 1' });
  await line1.fill('2150 South');
  const suggestions = card.getByRole('listbox', { name: 'US address suggestions' });
  const clinicAddress = suggestions.getByRole('option', { name: /2150 South Lamar Blvd, Suite 110, Austin, TX 78704/ });
  await expect(clinicAddress).toBeVisible();
  await expect(clinicAddress).toContainText('Your clinic address');
  await expect(card.getByText('Street addresses are suggested only from your clinics’ addresses')).toBeVisible();
  await expect(line1).toHaveAttribute('aria-expanded', 'true');
  await line1.press('Escape');
  await expect(suggestions).toBeHidden();
  await expect(line1).toHaveAttribute('aria-expanded', 'false');
  await line1.press('ArrowDown');
  await expect(clinicAddress).toHaveAttribute('aria-selected', 'true');
  await expect(line1).toHaveAttribute('aria-activedescendant', (await clinicAddress.getAttribute('id'))!);
  await page.screenshot({ path: `${shots}/payments-billing-address-suggestions.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Billing details: address suggestions open');
  await line1.press('Enter');
  await expect(suggestions).toBeHidden();
  await expect(line1).toHaveValue('2150 South Lamar Blvd');
  await expect(card.getByLabel('Address Line 2')).toHaveValue('Suite 110');
  await expect(card.getByLabel('City')).toHaveValue('Austin');
  await expect(card.getByLabel('State')).toHaveValue('TX');
  await expect(card.getByLabel('Zip')).toHaveValue('78704');
  await expect(card.getByText('Address line 2 must be at most 80 characters.')).toHaveCount(0);
  await card.getByLabel('Card number').fill(TEST_CARDS.succeeds);
  await card.getByLabel('Expiry').fill(`12 / ${(new Date().getFullYear() + 3) % 100}`);
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: 'Save Billing Details' }).click();
  await expect(notice(page, 'Billing details saved')).toBeVisible();
  await expect(card.getByText(/Card on file: .*4242/)).toBeVisible();
  await page.screenshot({ path: `${shots}/payments-billing-card-saved.png`, fullPage: true });
});

test("a failed checkout request says 'Subscription Error - {message}' and can be tried again", async ({ page }) => {
  // The gateway's answer to the checkout request is replaced by a failure, once.
  let failed = false;
  await page.route('**/graphql', async (route) => {
    if (failed || !route.request().postData()?.includes('useStartSubscriptionCheckoutMutation')) return route.fallback();
    failed = true;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'The billing service is unavailable.' }] }) });
  });
  await signIn(page, 'admin@other.vet');
  await expect(notice(page, 'Subscription Error - The billing service is unavailable.').first()).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
});
