// The plan step (spec 002 sections 2.6, 4 'Approval and signature', 5, 8,
// 9): 'Proposed Treatment Plan' as a document priced by the server, entering it moves the visit to
// 'Pending Client Approval', a row declined in person is saved at once with its date, the
// description edited in the rich-text modal and saved ('Plan changes saved'), Decline only with a
// signature and a full name ('Decline Rason' needs a reason), Re-Sign, Approve shows the signed PDF
// with View Result / Back / Done, Continue once signed, and Done finishes the visit with the
// completion page and the summary e-mail in the dev mailbox.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, latestMail, signIn } from './support';
import { changePlanQuantity, drawSignature, planStepPath, visitWithPlan, type PlanVisit } from './visit-plan-api';
import { notice, sessionToken } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);
const today = new Date().toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

test.describe.configure({ mode: 'serial' });

let plan: PlanVisit;

/** '$1,234.56' → 123456. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
const usd = (value: number) => (value / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
/** The plan's totals box and the figure of one of its lines ('Estimated Total', 'Approved Total', …). */
const totals = (scope: Page | Locator) => scope.getByRole('group', { name: 'Totals' });
const totalLine = (scope: Page | Locator, label: string) => scope.locator(`dl > div:has(> dt:text-is("${label}")) > dd`);

test('in person: one row declined, the description edited, signed with a drawn signature, the PDF, Done and the summary e-mail', async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  plan = await visitWithPlan(request, await sessionToken(page), { name: `Plan ${suffix}`, isClientAtClinic: true });
  await page.goto(planStepPath(plan));

  const document = page.getByRole('article', { name: 'Proposed Treatment Plan' });
  await expect(page.getByRole('heading', { name: 'Proposed Treatment Plan', level: 3 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Pending Client Approval/i })).toBeVisible();
  await expect(document.getByText('Demo Animal Hospital').first()).toBeVisible();
  await expect(document.getByText('Biscuit', { exact: true })).toBeVisible();
  await expect(document.getByText('This treatment plan is an estimate of the approximate cost')).toBeVisible();
  const diagnostics = document.getByRole('table', { name: 'Diagnostics' });
  const services = document.getByRole('table', { name: 'Services' });
  const medications = document.getByRole('table', { name: 'Medications' });
  await expect(diagnostics.getByRole('row')).toHaveCount(3);
  await expect(services.getByRole('row')).toHaveCount(2);
  await expect(medications.getByRole('row')).toHaveCount(2);
  await expect(document.getByText('Estimated Total')).toBeVisible();
  await expect(services.getByRole('row').nth(1)).toContainText(`Approved, ${today}`);
  await expect(page.getByText('Not signed!', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the plan step (in person)');
  await page.screenshot({ path: '/tmp/plan-step-desktop.png', fullPage: true });

  // The tax line says it is for the taxable items only.
  await expect(totals(document).getByText('Tax (8.25%, taxable items only)')).toBeVisible();

  // A row's decision is saved at once, with its date, and stays after a reload; the server's
  // Estimated Total leaves the declined row out at once.
  const serviceRow = services.getByRole('row').nth(1);
  const before = cents(await totalLine(document, 'Estimated Total').innerText());
  const serviceTotal = cents(await serviceRow.getByRole('cell').nth(3).innerText());
  const serviceName = plan.items.find((item) => item.kind === 'SERVICE')!.name;
  expect(serviceTotal).toBeGreaterThan(0);
  await serviceRow.getByRole('radio', { name: 'Decline' }).check();
  await expect(serviceRow).toContainText(`Declined, ${today}`);
  await expect(totalLine(document, 'Estimated Total')).toHaveText(usd(before - serviceTotal));
  await expect(totals(document)).toContainText('1 declined item is not included.');
  await page.reload();
  await expect(page.getByRole('table', { name: 'Services' }).getByRole('row').nth(1)).toContainText(`Declined, ${today}`);
  await expect(totalLine(page.getByRole('article'), 'Estimated Total')).toHaveText(usd(before - serviceTotal));

  // The description in the rich-text modal: Cancel keeps it, Save changes it, Save Changes saves it.
  await page.getByRole('button', { name: 'Edit Description' }).click();
  let editor = page.getByRole('dialog', { name: 'Edit Description' });
  await expect(editor.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit Description' }).click();
  editor = page.getByRole('dialog', { name: 'Edit Description' });
  const area = editor.getByRole('textbox', { name: 'Description' });
  await area.press('ControlOrMeta+End');
  await area.press('Enter');
  await editor.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Fasting from midnight.');
  await expect(editor.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page, 'the description editor');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form Modified')).toBeVisible();
  await expect(page.getByRole('article').locator('b, strong', { hasText: 'Fasting from midnight.' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(notice(page, 'Plan changes saved')).toBeVisible();
  await expect(page.getByText('Form Modified')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article').locator('b, strong', { hasText: 'Fasting from midnight.' })).toBeVisible();

  // Decline needs a drawn signature and a full name; Approve says what is missing; Re-Sign clears.
  const signature = page.getByRole('region', { name: 'Signature' });
  const pad = signature.getByTestId('signature-pad');
  const decline = signature.getByRole('button', { name: 'Decline' });
  await expect(decline).toBeDisabled();
  await signature.getByRole('button', { name: 'Approve' }).click();
  await expect(signature.getByText('Please sign in the signature field')).toBeVisible();
  await expect(signature.getByText('Please enter the full name of the person signing')).toBeVisible();
  await drawSignature(page, pad);
  await expect(decline).toBeDisabled();
  await signature.getByLabel('Full Name').fill('Vera Vitals');
  await expect(decline).toBeEnabled();
  await signature.getByRole('button', { name: 'Re-Sign' }).click();
  await expect(decline).toBeDisabled();
  await drawSignature(page, pad);
  await decline.click();
  const reason = page.getByRole('dialog', { name: 'Decline Rason' });
  await reason.getByRole('button', { name: 'Accept' }).click();
  await expect(reason.getByText('Please enter the reason for declining')).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the 'Decline Rason' modal");
  await reason.getByRole('button', { name: 'Cancel' }).click();
  await expect(reason).toBeHidden();

  // Approve: the signed plan's PDF with View Result / Back / Done.
  await signature.getByRole('button', { name: 'Approve' }).click();
  await expect(notice(page, 'Treatment plan approved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Proposed Treatment Plan (signed)' })).toBeFocused();
  await expect(page.getByRole('button', { name: /Ready for Treatment/i })).toBeVisible();
  const pdf = page.locator('object[type="application/pdf"]');
  await expect(pdf).toBeVisible();
  const pdfResponse = await request.get((await pdf.getAttribute('data'))!);
  expect(pdfResponse.headers()['content-type']).toContain('application/pdf');
  expect((await pdfResponse.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('button', { name: 'View Result' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the signed PDF view');

  // Back shows the signed plan, with Continue back to the PDF.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  const signed = page.getByRole('region', { name: 'Signature' });
  await expect(signed).toContainText(`Signed by Vera Vitals on ${today} in person.`);
  await expect(page.getByText('signed', { exact: true })).toBeVisible();
  await expect(signed.getByRole('img', { name: 'Signature of Vera Vitals' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Services' }).getByRole('radio')).toHaveCount(0);
  // The approved total and the declined rows, as signed.
  await expect(signed).toContainText(`Approved Total: ${usd(before - serviceTotal)}`);
  await expect(signed).toContainText(`Declined: ${serviceName}`);
  await expect(totalLine(page.getByRole('article'), 'Approved Total')).toHaveText(usd(before - serviceTotal));
  await signed.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Proposed Treatment Plan (signed)' })).toBeVisible();

  // Done: the completion page, and the summary in the pet parent's mailbox.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'SOAP Process Complete' })).toBeFocused();
  await expect(page.getByText(`An email with the visit summary has been sent to the client at ${plan.parentEmail}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /SOAP Finalized/i })).toBeVisible();
  // The completion page stands alone: no vitals panel under it.
  await expect(page.getByRole('region', { name: 'Vitals' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the completion page');
  await page.screenshot({ path: '/tmp/plan-complete-desktop.png', fullPage: true });
  const mail = await latestMail(request, plan.parentEmail, "Biscuit's visit summary");
  expect(mail.text_body).toContain('is complete.');
  expect(mail.text_body).toContain('Approved treatments:');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\?source=vea$/);
});

test("the client declines the whole plan in person with a reason in 'Decline Rason'", async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const declinedPlan = await visitWithPlan(request, await sessionToken(page), { name: `Declined ${suffix}`, isClientAtClinic: true });
  await page.goto(planStepPath(declinedPlan));
  const signature = page.getByRole('region', { name: 'Signature' });
  await signature.getByLabel('Full Name').fill('Vera Vitals');
  await drawSignature(page, signature.getByTestId('signature-pad'));
  await signature.getByRole('button', { name: 'Decline' }).click();
  const reason = page.getByRole('dialog', { name: 'Decline Rason' });
  await reason.getByLabel('Reason').fill('We would like a second opinion first.');
  await reason.getByRole('button', { name: 'Accept' }).click();
  await expect(notice(page, 'Treatment plan declined')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Proposed Treatment Plan (signed)' })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  const signed = page.getByRole('region', { name: 'Signature' });
  await expect(signed).toContainText(`Declined by Vera Vitals on ${today} in person.`);
  await expect(signed).toContainText('Reason: We would like a second opinion first.');
  for (const table of ['Diagnostics', 'Services', 'Medications']) {
    for (const row of await page.getByRole('table', { name: table }).getByRole('row').all().then((rows) => rows.slice(1))) await expect(row).toContainText('Declined');
  }
  // A declined plan leaves the visit where it was.
  await expect(page.getByRole('button', { name: /Pending Client Approval/i })).toBeVisible();
});

test('a decision on a plan changed meanwhile is refused with who changed it, and the page shows the plan as it is now', async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const token = await sessionToken(page);
  const stalePlan = await visitWithPlan(request, token, { name: `Stale ${suffix}`, isClientAtClinic: true });
  await page.goto(planStepPath(stalePlan));
  const firstDiagnostic = page.getByRole('table', { name: 'Diagnostics' }).getByRole('row').nth(1);
  await expect(firstDiagnostic.getByRole('cell').first()).toHaveText('1');
  await changePlanQuantity(request, token, stalePlan, 3, true);
  // click, not check(): the refused decision turns the radio back, and when the server answers
  // before Playwright looks, check() fails for a state the page rightly did not keep.
  await firstDiagnostic.getByRole('radio', { name: 'Decline' }).click();
  await expect(page.getByText(/was changed by Sam Ortiz at .*The plan now shows that version\./)).toBeVisible();
  await expect(firstDiagnostic.getByRole('cell').first()).toHaveText('3');
  await expect(firstDiagnostic).toContainText(`Approved, ${today}`);
  // Deciding again, on the plan shown now, saves.
  await firstDiagnostic.getByRole('radio', { name: 'Decline' }).check();
  await expect(firstDiagnostic).toContainText(`Declined, ${today}`);
  // 'Declined' shows at once, while the decision is being saved (its radios wait): reloading before
  // the save is answered would drop it.
  await expect(firstDiagnostic.getByRole('radio', { name: 'Approve' })).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Diagnostics' }).getByRole('row').nth(1)).toContainText(`Declined, ${today}`);
});

test('on a phone the rows are cards decided without scrolling sideways, and the signature pad is the width of the screen and tall enough to sign', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signIn(page, 'assistant@demo.vet');
  const phonePlan = await visitWithPlan(request, await sessionToken(page), { name: `Phone ${suffix}`, isClientAtClinic: true });
  await page.goto(planStepPath(phonePlan));
  const service = page.getByRole('list', { name: 'Services' }).getByRole('listitem').first();
  await service.getByRole('radio', { name: 'Decline' }).check();
  await expect(service).toContainText(`Declined, ${today}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/plan-step-phone-cards.png' });
  const pad = page.getByRole('region', { name: 'Signature' }).getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  // No longer a 4:1 strip (330 × 80) but a pad a finger can sign in.
  // The full width of the signature form (the steps page keeps its own margins).
  const form = (await page.getByRole('region', { name: 'Signature' }).boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(form.width - 1);
  expect(box.height).toBeGreaterThanOrEqual(180);
  await expectNoSeriousA11yViolations(page, 'the plan step on a phone');
  await page.screenshot({ path: '/tmp/plan-step-phone.png', fullPage: true });
  await context.close();
});

test("Done that cannot reach the server says 'Failed to update visit status'", async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const emailPlan = await visitWithPlan(request, await sessionToken(page), { name: `Done ${suffix}`, isClientAtClinic: false });
  await page.goto(planStepPath(emailPlan));
  await expect(page.getByRole('button', { name: 'Send Treatment by Email' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signature' })).toHaveCount(0);
  // The connection drops as Done is pressed (nothing of the product is replaced).
  await page.route('**/graphql', (route) => (route.request().postData()?.includes('useFinishVisitMutation') ? route.abort('connectionfailed') : route.continue()));
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(notice(page, 'Failed to update visit status')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Proposed Treatment Plan', level: 3 })).toBeVisible();
});

test('issue 27: the approval mode switches on the plan step itself, saved at once', async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const modePlan = await visitWithPlan(request, await sessionToken(page), { name: `Mode ${suffix}`, isClientAtClinic: true });
  await page.goto(planStepPath(modePlan));
  const mode = page.getByRole('group', { name: 'Is the client at the clinic?' });
  await expect(mode.getByRole('radio', { name: 'Sign in-person' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Signature' })).toBeVisible();

  // In person → by e-mail, saved at once: the signature gives way to Send Treatment by Email.
  await mode.getByRole('radio', { name: 'Email Estimate' }).check();
  await expect(page.getByRole('button', { name: 'Send Treatment by Email' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signature' })).toHaveCount(0);
  await expect(page.getByText('The client approves by e-mail.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Is the client at the clinic?' }).getByRole('radio', { name: 'Email Estimate' })).toBeChecked();
  await page.getByRole('group', { name: 'Is the client at the clinic?' }).getByRole('radio', { name: 'Sign in-person' }).check();
  const signature = page.getByRole('region', { name: 'Signature' });
  await expect(signature).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Treatment by Email' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the plan step with its approval mode');
});

test('issue 27: leaving the plan step with a drawn signature not yet given asks first', async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const guardPlan = await visitWithPlan(request, await sessionToken(page), { name: `Guard ${suffix}`, isClientAtClinic: true });
  await page.goto(planStepPath(guardPlan));
  const signature = page.getByRole('region', { name: 'Signature' });
  // A drawn signature not yet given is not dropped silently: Previous asks first.
  await drawSignature(page, signature.getByTestId('signature-pad'));
  await page.getByRole('button', { name: 'Previous' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Proposed Treatment Plan', level: 3 })).toBeVisible();
  await expect(page).toHaveURL(/soap=plan/);
  // Re-Sign clears the drawing: nothing is left to lose, so Previous goes.
  await signature.getByRole('button', { name: 'Re-Sign' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/soap=assessment/);
});
