// Approval by link (spec 002 sections 2.6 and 5, spec 003 sections 2.7, 4 and 8):
// staff send the plan from the plan step ('Verify Email Address'); the pet parent opens the link
// from the dev mailbox in a browser of their own — no sign-in — declines a row, draws a signature
// and approves; the page turns read-only with the signature and the signed PDF, and the visit is
// 'Ready for Treatment'. A link whose plan changed after sending, a made-up token and an expired
// link are refused with the server's message ('Token has Expired.').
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { e2eDatabaseUrl, e2eQuery } from './e2e-database';
import { expectNoSeriousA11yViolations, latestMail, linkPath, signIn } from './support';
import { changePlanQuantity, drawSignature, planStepPath, visitWithPlan, type PlanVisit } from './visit-plan-api';
import { notice, sessionToken } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);
const today = new Date().toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
const ESTIMATE_SUBJECT = 'Treatment plan for Biscuit from Demo Animal Hospital';

test.describe.configure({ mode: 'serial' });

/** Sends the plan from the plan step to the pet parent and returns the link's path from the mail. */
async function sendEstimate(page: Page, plan: PlanVisit): Promise<string> {
  await page.goto(planStepPath(plan));
  await page.getByRole('button', { name: 'Send Treatment by Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Email Address' });
  await expect(dialog.getByLabel('Email')).toHaveValue(plan.parentEmail);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(notice(page, `Treatment plan proposal approval has been sent to ${plan.parentEmail}`)).toBeVisible();
  return linkPath(await latestMail(page.request, plan.parentEmail, ESTIMATE_SUBJECT), '/treatment-plan-estimate/');
}

/** A browser of the pet parent's own: no session, no cookies of the clinic's. */
async function parentPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

let plan: PlanVisit;
let link = '';

/** '$1,234.56' → 123456. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
const usd = (value: number) => (value / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const totals = (scope: Page | Locator) => scope.getByRole('group', { name: 'Totals' });
const totalLine = (scope: Page | Locator, label: string) => scope.locator(`dl > div:has(> dt:text-is("${label}")) > dd`);

test('staff send the plan and the pet parent approves it by link with a drawn signature and one row declined', async ({ page, browser, request }) => {
  await signIn(page, 'assistant@demo.vet');
  plan = await visitWithPlan(request, await sessionToken(page), { name: `Estimate ${suffix}`, isClientAtClinic: false });
  await page.goto(planStepPath(plan));
  await expect(page.getByText('The client approves by e-mail.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signature' })).toHaveCount(0);

  // 'Verify Email Address' (width 400): the address is required and checked.
  await page.getByRole('button', { name: 'Send Treatment by Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Email Address' });
  expect(Math.round((await dialog.boundingBox())!.width)).toBe(400);
  await dialog.getByLabel('Email').fill('');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter email address')).toBeVisible();
  await dialog.getByLabel('Email').fill('not an address');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the 'Verify Email Address' modal");
  await dialog.getByLabel('Email').fill(plan.parentEmail);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(notice(page, `Treatment plan proposal approval has been sent to ${plan.parentEmail}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const mail = await latestMail(request, plan.parentEmail, ESTIMATE_SUBJECT);
  link = linkPath(mail, '/treatment-plan-estimate/');

  // The pet parent, in a browser of their own.
  const parent = await parentPage(browser);
  await parent.goto(link);
  await expect(parent.getByRole('heading', { name: 'Proposed Treatment Plan', level: 1 })).toBeVisible();
  await expect(parent.getByText('Demo Animal Hospital')).toBeVisible();
  await expect(parent.getByText('Biscuit', { exact: true })).toBeVisible();
  await expect(parent.getByText('Vera Vitals').first()).toBeVisible();
  await expect(parent.getByText('This treatment plan is an estimate of the approximate cost')).toBeVisible();
  const diagnostics = parent.getByRole('table', { name: 'Diagnostics' });
  await expect(diagnostics.getByRole('row')).toHaveCount(3);
  await expect(parent.getByRole('table', { name: 'Services' }).getByRole('row')).toHaveCount(2);
  await expect(parent.getByRole('table', { name: 'Medications' }).getByRole('row')).toHaveCount(2);
  await expect(parent.getByRole('navigation')).toHaveCount(0);
  const approve = parent.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  // On a desktop the pad stays the 4:1 strip (800 × 200 at most).
  const desktopPad = (await parent.getByTestId('signature-pad').boundingBox())!;
  expect(Math.round(desktopPad.width / desktopPad.height)).toBe(4);
  await expectNoSeriousA11yViolations(parent, 'the public treatment plan estimate');
  await parent.screenshot({ path: '/tmp/estimate-desktop.png', fullPage: true });

  await expect(totals(parent).getByText('Tax (8.25%, taxable items only)')).toBeVisible();

  // A declined row leaves the Estimated Total at once (the server prices it), and the
  // choice is kept with the link: a reload still shows it, with the lower total.
  const declined = diagnostics.getByRole('row').nth(2);
  const declinedName = (await declined.getByRole('rowheader').innerText()).split('\n')[0]!;
  const before = cents(await totalLine(parent, 'Estimated Total').innerText());
  const rowTotal = cents(await declined.getByRole('cell').nth(3).innerText());
  expect(rowTotal).toBeGreaterThan(0);
  await declined.getByRole('radio', { name: 'Decline' }).check();
  await expect(declined).toContainText(`Declined, ${today}`);
  await expect(totalLine(parent, 'Estimated Total')).toHaveText(usd(before - rowTotal));
  await expect(totals(parent)).toContainText('1 declined item is not included.');
  await parent.reload();
  await expect(parent.getByRole('table', { name: 'Diagnostics' }).getByRole('row').nth(2)).toContainText(`Declined, ${today}`);
  await expect(parent.getByRole('table', { name: 'Diagnostics' }).getByRole('row').nth(2).getByRole('radio', { name: 'Decline' })).toBeChecked();
  await expect(totalLine(parent, 'Estimated Total')).toHaveText(usd(before - rowTotal));
  const pad = parent.getByTestId('signature-pad');
  await drawSignature(parent, pad);
  await expect(approve).toBeEnabled();
  await parent.getByRole('button', { name: 'Re-Sign' }).click();
  await expect(approve).toBeDisabled();
  await drawSignature(parent, pad);
  await approve.click();
  await expect(notice(parent, 'Treatment plan approval was successful.')).toBeVisible();

  // Read-only: the decisions, the signature and the signed PDF.
  const signed = parent.getByRole('region', { name: 'Signature' });
  await expect(signed).toContainText(`Signed by Vera Vitals on ${today}.`);
  const signatureImage = signed.getByRole('img', { name: 'Signature of Vera Vitals' });
  await expect(signatureImage).toBeVisible();
  // Its natural size once the image has loaded (visible comes first, from its box).
  await expect.poll(() => signatureImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
  await expect(parent.getByRole('radio')).toHaveCount(0);
  await expect(parent.getByTestId('signature-pad')).toHaveCount(0);
  await expect(parent.getByRole('table', { name: 'Diagnostics' }).getByRole('row').nth(2)).toContainText(`Declined, ${today}`);
  await expect(totalLine(parent, 'Approved Total')).toHaveText(usd(before - rowTotal));
  const pdf = parent.locator('object[type="application/pdf"]');
  await expect(pdf).toHaveAttribute('data', `/documents/estimate/${link.split('/').pop()}`);
  const pdfResponse = await parent.request.get((await pdf.getAttribute('data'))!);
  expect(pdfResponse.headers()['content-type']).toContain('application/pdf');
  await expectNoSeriousA11yViolations(parent, 'the signed estimate');

  // Opened again: still read-only with the same decisions.
  await parent.reload();
  await expect(parent.getByRole('region', { name: 'Signature' })).toContainText('Signed by Vera Vitals');
  await expect(parent.getByRole('table', { name: 'Diagnostics' }).getByRole('row').nth(2)).toContainText(`Declined, ${today}`);
  await expect(parent.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await parent.context().close();

  // The clinic sees the signature given by link, and the visit moved on.
  await page.reload();
  await expect(page.getByRole('button', { name: /Ready for Treatment/i })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signature' })).toContainText('through the e-mailed link');
  // The vet's plan step shows what was approved and what was declined.
  await expect(page.getByRole('region', { name: 'Signature' })).toContainText(`Approved Total: ${usd(before - rowTotal)}`);
  await expect(page.getByRole('region', { name: 'Signature' })).toContainText(`Declined: ${declinedName}`);
  await expect(totalLine(page.getByRole('article'), 'Approved Total')).toHaveText(usd(before - rowTotal));
  await expect(page.getByRole('table', { name: 'Diagnostics' }).getByRole('row').nth(2)).toContainText(`Declined, ${today}`);
  await page.screenshot({ path: '/tmp/plan-step-approved-by-link.png', fullPage: true });
});

test('on a phone the pet parent decides on cards and signs on a pad the width of the screen and tall enough for a finger', async ({ page, browser, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const phonePlan = await visitWithPlan(request, await sessionToken(page), { name: `Estimate phone ${suffix}`, isClientAtClinic: false });
  const phoneLink = await sendEstimate(page, phonePlan);
  const parent = await parentPage(browser, { width: 390, height: 844 });
  await parent.goto(phoneLink);
  const service = parent.getByRole('list', { name: 'Services' }).getByRole('listitem').first();
  await service.getByRole('radio', { name: 'Decline' }).check();
  await expect(service).toContainText(`Declined, ${today}`);
  expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const pad = parent.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  // Not a 330 × 80 strip but the content's full width and at least 180 px tall.
  expect(box.width).toBeGreaterThanOrEqual(340);
  expect(box.height).toBeGreaterThanOrEqual(180);
  await drawSignature(parent, pad);
  await expectNoSeriousA11yViolations(parent, 'the public estimate on a phone');
  await parent.screenshot({ path: '/tmp/estimate-phone.png' });
  await parent.getByRole('button', { name: 'Approve' }).click();
  await expect(notice(parent, 'Treatment plan approval was successful.')).toBeVisible();
  await parent.screenshot({ path: '/tmp/estimate-phone-signed.png', fullPage: true });
  // The signature is kept in the pad's shape, 800 pixels wide.
  const image = parent.getByRole('region', { name: 'Signature' }).getByRole('img');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight > 200])).toEqual([800, true]);
  await parent.context().close();
});

test('a link whose plan changed after sending, and a made-up token, are refused with the server message', async ({ page, browser, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const token = await sessionToken(page);
  const changedPlan = await visitWithPlan(request, token, { name: `Estimate changed ${suffix}`, isClientAtClinic: false });
  const changedLink = await sendEstimate(page, changedPlan);

  // Open before the change, sign after it: the approval is refused and nothing is signed.
  const parent = await parentPage(browser);
  await parent.goto(changedLink);
  await expect(parent.getByRole('heading', { name: 'Proposed Treatment Plan', level: 1 })).toBeVisible();
  await changePlanQuantity(request, token, changedPlan, 3);
  await drawSignature(parent, parent.getByTestId('signature-pad'));
  await parent.getByRole('button', { name: 'Approve' }).click();
  await expect(parent.getByText('This treatment plan has changed since this link was sent. Please ask the clinic for a new link.')).toBeVisible();
  await expect(parent.getByText('Signed by')).toHaveCount(0);

  // Opened again after the change: the server's reason instead of the plan.
  await parent.getByRole('button', { name: 'Reload the plan' }).click();
  await expect(parent.getByRole('alert')).toHaveText('This treatment plan has changed since this link was sent. Please ask the clinic for a new link.');
  await expect(parent.getByRole('table')).toHaveCount(0);

  await parent.goto('/treatment-plan-estimate/aUt8sJk2tq0yYyq2x9t5C3KkTj5DgP0ZrXQm0Yp2Fhw');
  await expect(parent.getByRole('alert')).toHaveText('This link is not valid.');
  // A forged token is tied to no clinic: no contact is shown.
  await expect(parent.getByText(/Please contact/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(parent, 'a refused estimate link');
  await parent.context().close();
});

test("an expired link says 'Token has Expired.'", async ({ page, browser, request }) => {
  test.skip(!e2eDatabaseUrl(), 'Moving a link past its expiry needs the run on PostgreSQL (DATABASE_URL), as in CI.');
  await signIn(page, 'assistant@demo.vet');
  const expiringPlan = await visitWithPlan(request, await sessionToken(page), { name: `Estimate expired ${suffix}`, isClientAtClinic: false });
  const expiringLink = await sendEstimate(page, expiringPlan);
  const parent = await parentPage(browser);
  await parent.goto(expiringLink);
  await expect(parent.getByRole('heading', { name: 'Proposed Treatment Plan', level: 1 })).toBeVisible();

  // Seven days on: the link's expiry moved into the past.
  const tokenOf = decodeURIComponent(expiringLink.split('/').pop()!);
  const moved = await e2eQuery(`UPDATE main.treatment_plan_links SET expires_at = now() - interval '1 minute' WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [tokenOf]);
  expect(moved).toBe(1);
  // Signing the page still open is refused with the same words.
  await drawSignature(parent, parent.getByTestId('signature-pad'));
  await parent.getByRole('button', { name: 'Approve' }).click();
  await expect(parent.getByRole('alert')).toHaveText('Token has Expired.');
  await expect(parent.getByText('Please contact Demo Animal Hospital for a new link.')).toBeVisible();
  await parent.reload();
  await expect(parent.getByRole('alert')).toHaveText('Token has Expired.');
  // The clinic that sent the link, to ask for a new one.
  await expect(parent.getByText('Please contact Demo Animal Hospital for a new link.')).toBeVisible();
  await expect(parent.getByRole('link', { name: '(512) 555-0100' })).toHaveAttribute('href', 'tel:5125550100');
  await expect(parent.getByRole('link', { name: 'frontdesk@demo.vet' })).toHaveAttribute('href', 'mailto:frontdesk@demo.vet');
  await expectNoSeriousA11yViolations(parent, 'an expired estimate link');
  await parent.screenshot({ path: '/tmp/estimate-expired.png' });
  await parent.context().close();
});
