// The public subjective form (spec 003 sections 2.6, 4, 5 and 8): staff
// send the history form from the pet profile; the pet parent opens the link from the dev mailbox
// in a browser of their own at a phone's width — no sign-in — writes triage notes and presses
// Fetch Updates (the AI reads them into the form; ai-forms.spec.ts has the details), answers, reloads (the half-filled
// form is kept), is refused without a signature, signs and submits. Staff then see the answers on
// the visit's check-in step, marked as filled by the pet parent. The used link, a made-up token
// and an expired link are refused with the server's message.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eDatabaseUrl, e2eQuery } from './e2e-database';
import { expectNoSeriousA11yViolations, latestMail, linkPath, signIn } from './support';
import { drawSignature } from './visit-plan-api';
import { addPet, graphql, notice, sessionToken } from './visit-vitals-api';

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };

/** A browser of the pet parent's own: no session, no cookies of the clinic's. */
async function parentPage(browser: Browser, viewport = PHONE): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

/** 'Send History Form' on the pet's profile; returns the link's path from the mail. */
async function sendHistoryForm(page: Page, petId: string): Promise<{ link: string; email: string }> {
  await page.goto(`/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea`);
  await page.getByRole('button', { name: 'Send History Form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send History Form' });
  const email = (await dialog.textContent())!.match(/[\w.+-]+@example\.com/)![0];
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(notice(page, 'Subjective form sent!')).toBeVisible();
  return { link: linkPath(await latestMail(page.request, email), '/subjective-form?token='), email };
}

let petId = '';
let link = '';

test('the pet parent fills in, signs and submits the form on a phone; staff see it on the check-in step', async ({ page, browser, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  petId = await addPet(request, token);
  ({ link } = await sendHistoryForm(page, petId));

  const parent = await parentPage(browser);
  await parent.goto(link);
  await expect(parent.getByRole('heading', { name: 'Subjective Form', level: 1 })).toBeVisible();
  await expect(parent.getByText('Demo Animal Hospital')).toBeVisible();
  await expect(parent.getByText('Biscuit', { exact: true })).toBeVisible();
  await expect(parent.getByText('Vera Vitals', { exact: true })).toBeVisible();
  await expect(parent.getByText('3 Elm St, Austin, TX, 78701')).toBeVisible();
  await expect(parent.getByRole('navigation')).toHaveCount(0);
  // A dog: no feline questions.
  await expect(parent.getByText('Do you use a flea comb?')).toHaveCount(0);

  // Triage Notes: empty is 'Triage note required'; otherwise the AI reads them into the form.
  await parent.getByRole('button', { name: 'Fetch Updates' }).click();
  await expect(notice(parent, 'Triage note required')).toBeVisible();
  await parent.getByLabel('Describe what is going on in your own words').fill('Vomited twice this morning\nstill drinking water');
  await parent.getByRole('button', { name: 'Fetch Updates' }).click();
  await expect(notice(parent, 'Check the fields below with the AI response')).toBeVisible();
  await expect(parent.getByRole('checkbox', { name: 'Vomiting', exact: true })).toBeChecked();

  await parent.getByRole('textbox', { name: 'Chief Complaint' }).fill('Vomiting since this morning');
  await parent.getByLabel('How long has this been going on?').selectOption({ label: '<1 day' });
  await parent.getByRole('checkbox', { name: 'Vomiting', exact: true }).check();
  await parent.getByLabel('How many times has your pet vomited?').fill('2');
  await parent.getByRole('group', { name: 'Could your pet have gotten into the trash?' }).getByRole('radio', { name: 'Yes' }).check();
  await parent.getByLabel('Treatment Protocols (search medications)').fill('a');
  const firstMedication = parent.getByRole('list', { name: 'Matching medications' }).getByRole('button').first();
  const medication = (await firstMedication.textContent())!;
  await firstMedication.click();
  await expect(parent.getByRole('list', { name: 'Chosen medications' })).toContainText(medication);

  // A reload keeps the half-filled form.
  await parent.reload();
  await expect(parent.getByRole('textbox', { name: 'Chief Complaint' })).toHaveValue('Vomiting since this morning');
  await expect(parent.getByRole('checkbox', { name: 'Vomiting', exact: true })).toBeChecked();
  await expect(parent.getByLabel('How many times has your pet vomited?')).toHaveValue('2');
  await expectNoSeriousA11yViolations(parent, 'the public subjective form');

  // No signature: refused before anything is sent.
  await parent.getByRole('button', { name: 'Submit' }).click();
  await expect(parent.getByText('Signature Error: Please sign in the signature field')).toBeVisible();
  await parent.getByRole('checkbox', { name: /By signing below, I consent/ }).check();
  const pad = parent.locator('canvas');
  await drawSignature(parent, pad);
  await expect(parent.getByRole('button', { name: 'Clear Signature' })).toBeVisible();
  await parent.screenshot({ path: '/tmp/subjective-form-phone.png', fullPage: true });
  await parent.getByRole('button', { name: 'Submit' }).click();
  await expect(parent.getByRole('heading', { name: 'Subjective Submitted Successfully' })).toBeVisible();
  await expect(parent.getByText('Thank you for taking the time to complete this form. We look forward to seeing you and your pet soon!')).toBeVisible();

  // The same link again: refused with the server's message.
  await parent.goto(link);
  await expect(parent.getByRole('alert')).toHaveText('This form has already been submitted. Thank you!');
  await parent.context().close();

  // Staff: the new visit's check-in step shows the answers, filled by the pet parent.
  const visits = await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Pet { visits(first: 5) { edges { node { id } } } } } }`, { id: petId });
  const visitId = visits.node.visits.edges[0].node.id;
  await page.goto(`/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea`);
  await expect(page.getByText('History form by the pet parent')).toBeVisible();
  await page.goto(`/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea&soap=subjective&visitId=${encodeURIComponent(visitId)}`);
  await expect(page.getByText('Filled by the pet parent')).toBeVisible();
  await expect(page.getByText('AI consent given')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Chief Complaint' })).toHaveValue('Vomiting since this morning');
  await page.screenshot({ path: '/tmp/subjective-form-staff.png', fullPage: true });
});

test("a made-up token is refused with the server's message", async ({ browser }) => {
  const parent = await parentPage(browser, { width: 1280, height: 900 });
  await parent.goto('/subjective-form?token=not-a-real-token');
  await expect(parent.getByRole('alert')).toHaveText('This link is not valid.');
  // A forged token is tied to no clinic: no contact is shown.
  await expect(parent.getByText(/Please contact/)).toHaveCount(0);
  await parent.screenshot({ path: '/tmp/subjective-form-bad-link.png' });
  await parent.context().close();
});

test("an expired link says 'Token has Expired.'", async ({ page, browser }) => {
  test.skip(!e2eDatabaseUrl(), 'Moving a link past its expiry needs the run on PostgreSQL (DATABASE_URL), as in CI.');
  await signIn(page, 'vet@demo.vet');
  const { link: expiring } = await sendHistoryForm(page, petId);
  const parent = await parentPage(browser, { width: 1280, height: 900 });
  await parent.goto(expiring);
  await expect(parent.getByRole('heading', { name: 'Subjective Form', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(parent, 'the public subjective form on a desktop');
  await parent.screenshot({ path: '/tmp/subjective-form-desktop.png', fullPage: true });
  const tokenOf = new URL(expiring, 'http://x').searchParams.get('token')!;
  const moved = await e2eQuery(`UPDATE main.subjective_form_links SET expires_at = now() - interval '1 minute' WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [tokenOf]);
  expect(moved).toBe(1);
  await parent.reload();
  await expect(parent.getByRole('alert')).toHaveText('Token has Expired.');
  // The clinic that sent the link, to ask for a new one.
  await expect(parent.getByText('Please contact Demo Animal Hospital for a new link.')).toBeVisible();
  await expect(parent.getByRole('link', { name: '(512) 555-0100' })).toHaveAttribute('href', 'tel:5125550100');
  await expect(parent.getByRole('link', { name: 'frontdesk@demo.vet' })).toHaveAttribute('href', 'mailto:frontdesk@demo.vet');
  await expectNoSeriousA11yViolations(parent, 'an expired subjective form link');
  await parent.screenshot({ path: '/tmp/subjective-form-expired.png' });
  await parent.context().close();
});
