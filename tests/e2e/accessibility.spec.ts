// Accessibility: axe-core's WCAG 2.1 A and AA rules, and the word-wise label-in-name
// check, find nothing serious or critical on any screen of the app, as the person who uses it sees
// it once its data has loaded, nor in the main dialogs and menus opened over it. Every new screen
// (a route in web/src/*Routes.tsx or router.tsx) adds its check here. Nothing is saved: dialogs
// are checked open (with their validation messages) and cancelled; the demo's Antech connection is
// disconnected and connected again, so it ends as it started. The demo clinic starts connected to
// the sandbox practice system, so its Welcome is checked with the appointments in it, and Sync Data
// Now's 'not connected' notice in a clinic signed up for it (in the demo clinic it would sync).
import { expect, test, type Page } from '@playwright/test';
import { activateSubscription, CLINIC_WIDE, expectNoSeriousA11yViolations, latestMail, linkPath, sessionToken, signIn, signUpClinic } from './support';

/** Waits until no screen, table or dialog is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens `path`, waits for `ready` to show and for the data to load, then checks the screen. */
async function checkScreen(page: Page, name: string, path: string, ready: (page: Page) => ReturnType<Page['getByRole']>): Promise<void> {
  await page.goto(path);
  await expect(ready(page).first()).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, name);
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name });

/** Submits with `button` and waits for the form's validation messages (fields marked invalid). */
async function submitEmpty(scope: ReturnType<Page['getByRole']> | Page, button: string | RegExp): Promise<void> {
  await scope.getByRole('button', { name: button, exact: typeof button === 'string' }).click();
  await expect(scope.locator('[aria-invalid="true"]').first()).toBeVisible();
}

test('sign-in, subscription plans and sign-up', async ({ page }) => {
  await checkScreen(page, 'Sign In', '/', heading('Sign in'));
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText(/please input your email/i).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Sign In with validation messages');
  await page.getByLabel('Email').fill('vet@demo.vet');
  await page.getByLabel('Password', { exact: true }).fill('Not-the-password1');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText('Signin Error')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Sign In with a refused password');

  await checkScreen(page, 'Subscription Plans', '/subscription-plans', (p) => p.getByText('Trusted by 1,000+ clinics worldwide'));
  await page.getByText(/billed annually/i).click();
  await expectNoSeriousA11yViolations(page, 'Subscription Plans billed annually');

  await checkScreen(page, 'Sign Up', '/signup?planCode=basic', heading('Create your clinic account'));
  await page.getByRole('button', { name: /next/i }).click();
  await expect(page.getByText('Please enter organization name')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Sign Up with validation messages');
  await page.getByLabel('Organization Name').fill('Aspen Ridge Veterinary');
  await page.getByLabel('Address Line 1').fill('12 Aspen Ridge Road');
  await page.getByLabel('City').fill('Boise');
  await page.getByLabel('State').fill('ID');
  await page.getByLabel('Zip').fill('83702');
  await page.getByRole('button', { name: /next/i }).click();
  await expect(page.getByRole('heading', { name: 'Contact person details' })).toBeVisible();
  await submitEmpty(page, /next/i);
  await expectNoSeriousA11yViolations(page, 'Sign Up: contact person with validation messages');
  await page.getByLabel('First Name').fill('Avery');
  await page.getByLabel('Last Name').fill('Stone');
  await page.getByLabel('Email').fill('avery.stone@aspenridge.vet');
  await page.getByLabel('Phone Number').fill('2085550142');
  await page.getByRole('button', { name: /next/i }).click();
  await expect(page.getByRole('heading', { name: 'Set Password' })).toBeVisible();
  await submitEmpty(page, /create|sign up|submit/i);
  await expectNoSeriousA11yViolations(page, 'Sign Up: set password with validation messages');
});

test('password reset, invitation and e-mail verification pages', async ({ page, request }) => {

  await checkScreen(page, 'Forgot Password', '/forgot-password', heading('Forgot your password?'));
  await page.getByLabel('Email').fill('assistant@demo.vet');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Instructions Sent!')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Forgot Password, instructions sent');

  const reset = await latestMail(request, 'assistant@demo.vet', 'Reset your password');
  await checkScreen(page, 'Set New Password', linkPath(reset, '/set-password/'), (p) => p.getByText('What was the name of your first pet?'));
  await submitEmpty(page, /reset|save|submit/i);
  await expectNoSeriousA11yViolations(page, 'Set New Password with validation messages');
  await checkScreen(page, 'Set New Password, unknown link', '/set-password/not-a-real-link?user_code=X&reset_id=Y', heading('This reset link is no longer valid'));

  const invite = await latestMail(request, 'new.tech@demo.vet');
  await checkScreen(page, 'Complete Your Registration', linkPath(invite, '/invite/'), (p) => p.getByText('Complete Your Registration'));
  await submitEmpty(page, /submit/i);
  await expectNoSeriousA11yViolations(page, 'Complete Your Registration with validation messages');
  await checkScreen(page, 'Invite Link Expired', '/invite/not-a-real-token?code=NOPE&id=00000000-0000-0000-0000-000000000000', heading('Invite Link Expired'));

  await checkScreen(page, 'Verify Email, unknown link', '/verify/not-a-real-token', heading('We couldn’t verify your email'));
  await checkScreen(page, 'Treatment Plan Estimate, unknown link', '/treatment-plan-estimate/not-a-real-token', (p) => p.getByRole('alert').filter({ hasText: 'This link is not valid.' }));
  await checkScreen(page, 'Subjective Form, unknown link', '/subjective-form?token=not-a-real-token', (p) => p.getByRole('alert').filter({ hasText: 'This link is not valid.' }));
});

test('legal pages, the subscription confirmation and page not found', async ({ page }) => {
  await checkScreen(page, 'Subscription Confirmed', '/billing/success', heading('Your subscription is confirmed!'));
  await checkScreen(page, 'End-User License Agreement', '/eula', heading('End-User License Agreement'));
  await checkScreen(page, 'Privacy Policy', '/privacy-policy', heading('Privacy Policy'));
  await checkScreen(page, 'Cookie Policy', '/cookie-policy', heading('Cookie Policy'));
  await checkScreen(page, 'Page not found', '/no-such-page', heading('Page not found'));
});

test('welcome, settings and hospital settings as a client admin', async ({ page }) => {
  await signIn(page, 'admin@demo.vet');
  // With the sandbox practice's appointments in the schedules.
  await checkScreen(page, 'Welcome', '/d/welcome', (p) => p.getByRole('table', { name: 'Schedules' }).getByRole('row').nth(1));

  await checkScreen(page, 'Settings', '/d/settings', (p) => p.getByRole('link', { name: /Hospital Settings/ }));
  await page.getByRole('button', { name: /Notification Settings/ }).click();
  await expect(page.getByRole('dialog', { name: 'eCheckin Form' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Settings: eCheckin Form dialog');
  await page.keyboard.press('Escape');

  await checkScreen(page, 'Hospital Settings', '/d/hospital-setting', heading('Contact'));
});

test("welcome and Sync Data Now's notice in a clinic without a practice system", async ({ page, request }) => {
  const email = `owner.${Date.now().toString(36)}@a11y-no-pims.vet`;
  await signUpClinic(page, request, `A11y No Practice System ${Date.now().toString(36)}`, email, 'NoPims!2345');
  await signIn(page, email, 'NoPims!2345');
  await activateSubscription(request, await sessionToken(page));
  await checkScreen(page, 'Welcome without a practice system', '/d/welcome', (p) => p.getByText('No practice management system is connected yet. Connect one under Integrations.'));
  await page.goto('/d/settings');
  await page.getByRole('button', { name: /Sync Data Now/ }).click();
  await expect(page.getByText('No practice management system is connected yet. Connect one under Integrations.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Settings: Sync Data Now notice');
});

test('subscriptions: payment history, the cancel dialog, the billing details card and the checkout', async ({ page }) => {
  await signIn(page, 'admin@demo.vet');
  await checkScreen(page, 'Payment History', '/d/payments', (p) => p.getByRole('table', { name: 'Payment history' }).getByRole('row').nth(1));
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel subscription?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Payment History: cancel dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();

  await checkScreen(page, 'Hospital Settings: billing details', '/d/hospital-setting', heading('Billing details'));
  await page.getByRole('button', { name: /Billing Card/ }).click();
  await submitEmpty(page.getByRole('region', { name: 'Billing details' }), 'Save Billing Details');
  await expectNoSeriousA11yViolations(page, 'Hospital Settings: billing details form with validation messages');

  // Other Pet Clinic has not paid (demo data): its client admin gets the card checkout.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'admin@other.vet');
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Subscription checkout');
  await submitEmpty(page, /^Pay \$/);
  await expectNoSeriousA11yViolations(page, 'Subscription checkout with validation messages');
});

test('manage users with its menus and invite dialogs', async ({ page }) => {
  await signIn(page, 'admin@demo.vet');

  await checkScreen(page, 'Manage Users', '/d/users', (p) => p.getByRole('row', { name: /vet@demo\.vet/ }));
  await page.getByRole('button', { name: /^Actions for / }).first().click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Manage Users: a row’s action menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Invite User/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Manage Users: the Invite User menu');
  await page.getByRole('menuitem', { name: 'Invite a User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a User' });
  await invite.getByRole('button', { name: 'Send Invite' }).click();
  await expect(invite.getByText('Please input your email')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Manage Users: Invite a User dialog with validation messages');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Invite User/ }).click();
  await page.getByRole('menuitem', { name: 'Invite Multiple Users via CSV' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Manage Users: Invite Multiple Users via CSV dialog');
});

test('integrations, the template builder, the editor without a visit and page not found in the dashboard', CLINIC_WIDE, async ({ page }) => {
  await signIn(page, 'admin@demo.vet');

  await checkScreen(page, 'Integrations', '/d/integrations', (p) => p.getByRole('article', { name: 'Antech' }));
  // The demo hospital starts connected to the sandbox lab: its Disconnect dialog, then (once
  // disconnected) the Connect dialog; connected again at the end, as the demo started.
  const antech = page.getByRole('article', { name: 'Antech' });
  await antech.getByRole('button', { name: 'Disconnect' }).click();
  const disconnect = page.getByRole('dialog', { name: 'Disconnect Antech' });
  await expect(disconnect.getByText('SANDBOX-LAB-1')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Integrations: Disconnect Antech dialog with the connection info');
  await disconnect.getByRole('button', { name: 'Disconnect' }).click();
  await expect(disconnect).toBeHidden();
  await antech.getByRole('button', { name: 'Add' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Antech' });
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect.getByText('Please input Clinic ID')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Integrations: Connect Antech dialog with validation messages');
  await connect.getByLabel('Clinic ID').fill('SANDBOX-LAB-1');
  await connect.getByLabel('Account ID').fill('ANTECH-ACC-1');
  await connect.getByLabel('Username').fill('sandbox.vet');
  await connect.getByLabel('Password').fill('sandbox-pass');
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect).toBeHidden();
  await expect(antech.getByText('Connected', { exact: true })).toBeVisible();

  await checkScreen(page, 'Template Builder', '/d/template-builder', heading('Template Builder'));
  await checkScreen(page, 'SOAP Canvas Editor without a visit', '/d/soap-canvas-editor', heading('SOAP Canvas Editor'));
  await checkScreen(page, 'Page not found in the dashboard', '/d/no-such-page', heading('Page not found'));
});

test('lab requests: the orphaned results, the assign dialog and the report drawer', async ({ page }) => {
  await signIn(page, 'vet@demo.vet');
  // The poller imports the sandbox lab's orphans at start; the screen is checked with them in it.
  const firstRow = (p: Page) => p.getByRole('table', { name: 'Orphaned results' }).getByRole('row').nth(1).getByRole('button', { name: /^Assign Visit for / });
  await expect(async () => {
    await page.goto('/d/requests');
    await expect(firstRow(page)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await checkScreen(page, 'Lab Requests', '/d/requests', firstRow);
  await page.getByLabel('End date').fill('2000-01-01');
  await expect(page.getByText('Please select a valid date range.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Lab Requests with an invalid date range');
  await page.reload();
  await firstRow(page).click();
  const assign = page.getByRole('dialog', { name: 'Assign Orphaned Result to Visit' });
  await submitEmpty(assign, 'Assign Result');
  await expectNoSeriousA11yViolations(page, 'Lab Requests: Assign Orphaned Result to Visit with validation messages');
  await assign.getByRole('combobox', { name: 'Pet Name' }).press('ArrowDown');
  await expect(assign.getByRole('option').first()).toBeVisible();
  await assign.getByRole('combobox', { name: 'Pet Name' }).press('Enter');
  await expect(assign.getByLabel('Pet Visits')).toBeAttached();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Lab Requests: Assign Orphaned Result to Visit with a pet chosen');
  await page.keyboard.press('Escape');
  const view = page.getByRole('button', { name: /^View Result for / }).first();
  if (await view.count()) {
    await view.click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Lab Requests: the lab result drawer');
    await page.keyboard.press('Escape');
  }
});

test('the write-back page and its Failed tab', async ({ page }) => {
  await signIn(page, 'vet@demo.vet');
  await checkScreen(page, 'Write-back', '/d/write-back', (p) => p.getByRole('tab', { name: /^All \d+$/ }));
  await page.getByRole('tab', { name: /^Failed \d+$/ }).click();
  await expect(page.getByRole('tab', { name: /^Failed \d+$/ })).toHaveAttribute('aria-selected', 'true');
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Write-back: the Failed tab');
});

test('roles and the role editor as a client admin', async ({ page }) => {
  await signIn(page, 'admin@demo.vet');
  await checkScreen(page, 'Manage Roles', '/d/roles', (p) => p.getByRole('table', { name: 'Roles' }).getByRole('row', { name: /veterinarian-assistant/ }));
  const row = page.getByRole('table', { name: 'Roles' }).getByRole('row', { name: /veterinarian-assistant/ });
  await row.getByRole('button', { name: 'Action for veterinarian-assistant' }).click();
  await expect(page.getByRole('menu', { name: 'Action for veterinarian-assistant' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Manage Roles: a row’s action menu');
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: 'view permissions of veterinarian-assistant' }).click();
  await expect(page.getByRole('dialog', { name: 'veterinarian-assistant' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Manage Roles: a role’s permissions dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create Role' }).click();
  const editor = page.getByRole('dialog', { name: 'Create Role' });
  await expect(editor.getByRole('checkbox', { name: 'Invite User' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Manage Roles: the role editor');
  await editor.getByRole('button', { name: 'Create Role' }).click();
  await expect(editor.getByText('Please input role name').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Manage Roles: the role editor with validation messages');
  await page.keyboard.press('Escape');
});

test('permissions and the settings hub as a super admin', async ({ page }) => {
  await signIn(page, 'superadmin@demo.vet');
  await checkScreen(page, 'Settings (super admin)', '/d/settings', (p) => p.getByRole('link', { name: /Setup Permissions/ }));
  await checkScreen(page, 'Setup Permissions', '/d/permissions', (p) => p.getByRole('table', { name: 'Permission modules' }).getByRole('row', { name: /User Management/ }));
  await page.getByRole('table', { name: 'Permission modules' }).getByRole('row', { name: /User Management/ }).getByRole('button', { name: /view permissions/ }).click();
  const module = page.getByRole('dialog', { name: 'User Management' });
  await module.getByRole('button', { name: 'Action for Invite User' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Setup Permissions: a module’s permissions with an action menu');
  await page.getByRole('menuitem', { name: 'Delete Permission' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Permission' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Setup Permissions: the delete confirmation');
  await page.getByRole('dialog', { name: 'Delete Permission' }).getByRole('button', { name: 'Cancel' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create Permission' }).click();
  const create = page.getByRole('dialog', { name: 'Create Permission' });
  await create.getByRole('button', { name: 'Create Permission' }).click();
  await expect(create.getByText('Please input permission name')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Setup Permissions: Create Permission dialog with validation messages');
});

test('pet profiles: the Pets tab and its dialogs', async ({ page }) => {
  await signIn(page, 'admin@demo.vet');
  await checkScreen(page, 'Pet Profiles: Pets', '/d/pet-profiles', (p) => p.getByRole('link', { name: /^Open / }));
  await page.getByRole('button', { name: 'Add New Pet' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Pet' });
  await expect(add).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Pets: Add New Pet dialog');
  await add.getByRole('radio', { name: 'Add new pet parent' }).click();
  await add.getByRole('button', { name: 'Add Pet Parent' }).click();
  await expect(add.getByText(/Please input/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Pets: Add New Pet dialog, new pet parent with validation messages');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Edit / }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Pets: Edit Pet dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Delete / }).first().click();
  const confirm = page.getByRole('dialog', { name: /Delete/ });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Pets: delete confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
});

test('pet profiles: the Pet Parents tab and a pet’s profile page', async ({ page }) => {
  await signIn(page, 'admin@demo.vet');
  await checkScreen(page, 'Pet Profiles: Pet Parents', '/d/pet-profiles?tab=parents', (p) => p.getByRole('button', { name: /^Actions for / }));
  await page.getByRole('button', { name: /^Actions for / }).first().click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Pet Parents: a row’s action menu');
  await page.getByRole('menuitem', { name: /Edit/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Pet Parents: Edit Pet Parent dialog');
  await page.keyboard.press('Escape');

  await page.goto('/d/pet-profiles');
  await page.getByRole('link', { name: /^Open / }).first().click();
  await expect(page).toHaveURL(/\/d\/pet-profiles\/pets\//);
  await expect(page.getByRole('heading', { name: 'Client Information' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Pet Profile');
  await page.getByRole('button', { name: 'Edit pet info' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Pet Profile: Edit pet info dialog');
  await page.keyboard.press('Escape');
});

test('the AI knowledge base and the AI Assistant card as a super admin, and the medical history as a veterinarian', async ({ page }) => {
  await signIn(page, 'superadmin@demo.vet');
  await checkScreen(page, 'AI Knowledge Base', '/d/embedding', (p) => p.getByRole('table', { name: 'AI Knowledge Base' }));
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const add = page.getByRole('dialog', { name: 'Add Knowledge Base Entry' });
  await expect(add).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'AI Knowledge Base: Add Knowledge Base Entry dialog');
  await submitEmpty(add, 'Add');
  await expect(add.getByText('Please enter search content')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'AI Knowledge Base: Add Knowledge Base Entry dialog with validation messages');
  await page.keyboard.press('Escape');
  await checkScreen(page, 'Settings (super admin) with the AI Assistant card', '/d/settings', (p) => p.getByRole('button', { name: /AI Assistant/ }).filter({ hasText: 'rules engine' }));
  await page.getByRole('button', { name: /AI Assistant/ }).click();
  await expect(page.getByRole('dialog', { name: 'AI Assistant' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Settings: the AI Assistant dialog');
  await page.keyboard.press('Escape');

  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'vet@demo.vet');
  await checkScreen(page, 'AI Knowledge Base refused to a veterinarian', '/d/embedding', (p) => p.getByText("Sorry, you don't have permission to access this page."));
  await page.goto('/d/pet-profiles');
  await page.getByRole('link', { name: /^Open / }).first().click();
  await page.getByRole('button', { name: 'Medical History' }).click();
  await expect(page.getByRole('dialog', { name: 'Medical History Summary' }).getByText(/The assistant/)).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Pet Profile: the Medical History Summary drawer');
});

test('a pet’s profile as a veterinarian, with the visit actions', async ({ page }) => {
  await signIn(page, 'vet@demo.vet', { at: '/d/pet-profiles' });
  await page.getByRole('link', { name: /^Open / }).first().click();
  await expect(page.getByRole('button', { name: 'Add new visit' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Pet Profile as a veterinarian');
  await page.getByRole('button', { name: 'Send History Form' }).click();
  await expect(page.getByRole('dialog', { name: 'Send History Form' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Pet Profile: Send History Form dialog');
  await page.keyboard.press('Escape');
  // A visit step takes the whole width, without the sidebar.
  await page.goto(`${new URL(page.url()).pathname}?source=vea&soap=subjective`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Client Information' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Pet Profile at a visit step');
});

/** Every tab: its add button and dialog, and whether its rows have a View dialog ('Action ▾' menu). */
const KNOWLEDGE_BASE_TABS = [
  { key: 'vaccine', title: 'Vaccines', add: 'Add Vaccine', dialog: 'Add Vaccine', view: null },
  { key: 'medications', title: 'Medications', add: 'Add Medication', dialog: 'Add Medication', view: 'Medication' },
  { key: 'inventory', title: 'Inventory & Supplies', add: 'Add Item', dialog: 'Add Inventory Item', view: /./ },
  { key: 'diagnosis', title: 'Diagnosis', add: 'Add Diagnosis', dialog: 'Add Diagnosis', view: /./ },
  { key: 'diagnostics', title: 'Diagnostics', add: 'Add Diagnostic', dialog: 'Add Diagnostic', view: 'Diagnostic' },
  { key: 'services', title: 'Services', add: 'Add Service', dialog: 'Add Service', view: /./ },
  { key: 'breeds', title: 'Breeds', add: 'Add Breed', dialog: 'Add Breed', view: null },
  { key: 'species', title: 'Species', add: 'Add Species', dialog: 'Add Species', view: null },
  { key: 'gender', title: 'Gender', add: 'Add Gender', dialog: 'Add Gender', view: null },
];

for (const tab of KNOWLEDGE_BASE_TABS) {
  test(`knowledge base: ${tab.title}, its add form and a row’s view`, async ({ page }) => {
    await signIn(page, 'admin@demo.vet');
    await checkScreen(page, `Knowledge Base: ${tab.title}`, `/d/knowledge-base/${tab.key}`, (p) => p.getByRole('main').getByRole('row').nth(1));
    await page.getByRole('button', { name: tab.add, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: tab.dialog });
    await expect(dialog).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page, `Knowledge Base: ${tab.dialog} dialog`);
    await submitEmpty(dialog, 'Add');
    await expectNoSeriousA11yViolations(page, `Knowledge Base: ${tab.dialog} dialog with validation messages`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    if (!tab.view) return;
    await page.getByRole('button', { name: /^Action for / }).first().click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `Knowledge Base: ${tab.title}, a row’s action menu`);
    await page.getByRole('menuitem', { name: 'View' }).click();
    await expect(page.getByRole('dialog', { name: tab.view })).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page, `Knowledge Base: ${tab.title}, a row’s view dialog`);
  });
}

test('knowledge base: Metrics, the delete confirmations and the import dialog', async ({ page }) => {
  await signIn(page, 'admin@demo.vet');
  await checkScreen(page, 'Knowledge Base: Metrics', '/d/knowledge-base/metrics', (p) => p.getByRole('tab', { name: 'Metrics', selected: true }));

  await checkScreen(page, 'Knowledge Base: Medications', '/d/knowledge-base/medications', (p) => p.getByRole('button', { name: /^Action for / }));
  await page.getByRole('button', { name: /^Action for / }).first().click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Medication' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Medications: the delete confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await checkScreen(page, 'Knowledge Base: Breeds', '/d/knowledge-base/breeds', (p) => p.getByRole('button', { name: /^Edit / }));
  await page.getByRole('button', { name: /^Delete / }).first().click();
  await expect(page.getByRole('dialog', { name: /Delete/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Breeds: the delete confirmation');
  await page.getByRole('dialog', { name: /Delete/ }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Breeds: the import dialog');
  await page.keyboard.press('Escape');
});

test('the knowledge base read-only, without Modify Knowledge Base', async ({ page }) => {
  await signIn(page, 'vet@demo.vet');
  await checkScreen(page, 'Knowledge Base: Vaccines, read-only', '/d/knowledge-base/vaccine', (p) => p.getByRole('main').getByRole('row').nth(1));
});

test('the collapsed sidebar of a narrow window', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await signIn(page, 'vet@demo.vet');
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'Welcome with the sidebar collapsed');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  // The schedules table no longer fits: its scroll box takes focus so arrow keys can scroll it.
  await expect(page.getByRole('region', { name: 'Schedules table' })).toHaveAttribute('tabindex', '0');
  await expectNoSeriousA11yViolations(page, 'Welcome with the sidebar expanded over a narrow window');
});
