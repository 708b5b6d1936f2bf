// AI text a vet can tell apart (docs/visit-charting.md, 'AI drafts'): the AI prompt fills the
// Subjective step, Save keeps its texts as AI drafts ('AI draft · Triage import', also after a
// reload), the vet accepts the complaint and edits the supplements, the admin's audit screen shows
// both ends with who did them, and the Clinical SOAP note PDF lists the AI-drafted parts with who
// reviewed them (and those nobody has yet).
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { readPdf } from '@vetchart/gateway/documents/pdf-reading';
import { expectNoSeriousA11yViolations, signIn } from './support';
import { addPet, createVisit, graphql, notice, sessionToken } from './visit-vitals-api';

// Letters only: a pet's name may not hold digits.
const tag = Date.now()
  .toString(36)
  .slice(-6)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
const petName = `Draft${tag}`;
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

test('AI-filled texts stay AI drafts until accepted or edited; the audit and the printed note say who reviewed them', async ({ page, request, browser }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token, { name: petName });
  const visitId = await createVisit(request, token, petId, 'AI drafts check-in');
  const stepPath = `/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea&soap=subjective&visitId=${encodeURIComponent(visitId)}`;
  await page.goto(stepPath);

  // The AI fills the step (the built-in rules engine).
  const panel = page.getByRole('region', { name: 'AI Prompt' });
  await panel.getByRole('textbox', { name: 'AI prompt' }).fill('Vomiting and diarrhea x2 days, drinking more than usual, eats a grain free diet, fish oil daily');
  await panel.getByRole('button', { name: 'Ask AI' }).click();
  await expect(notice(page, 'Check the fields below with the AI response')).toBeVisible();
  const complaint = page.getByRole('textbox', { name: 'Chief complaint', exact: true });
  await expect(complaint).toHaveValue('Vomiting, diarrhea, increased thirst');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Changes has saved successfully!')).toBeVisible();

  // Saved, the AI's texts are drafts the server keeps: the badges show again after a reload.
  const draft = (part: string) => page.locator(`[data-ai-draft="${part}"]`);
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await expect(draft('Subjective: Complaint')).toContainText('AI draft · Triage import');
    await expect(draft('Subjective: Supplements')).toContainText('AI draft · Triage import');
    await expect(draft('Subjective: Special diets')).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, 'Subjective step with AI drafts');
  await page.screenshot({ path: '/tmp/ai-drafts-subjective.png', fullPage: true });

  // The vet accepts the complaint with the keyboard, and edits the supplements.
  await page.getByRole('button', { name: 'Accept the AI draft of Subjective: Complaint' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-ai-draft-reviewed="Subjective: Complaint"]')).toHaveText(/AI-drafted · reviewed by Priya Raman, \d{2}\/\d{2}\/\d{4}/);
  const supplements = page.getByRole('textbox', { name: 'Supplements', exact: true });
  await supplements.fill('fish oil 1 capsule daily');
  await expect(draft('Subjective: Supplements')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Changes has saved successfully!')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-ai-draft-reviewed="Subjective: Complaint"]')).toContainText('reviewed by Priya Raman');
  await expect(page.locator('[data-ai-draft-reviewed="Subjective: Supplements"]')).toContainText('edited by Priya Raman');
  await expect(draft('Subjective: Special diets')).toContainText('AI draft');

  // The admin's audit screen: the accept and the edit, each with who and what.
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, 'admin@demo.vet', { at: '/d/audit-log' });
  const patient = adminPage.getByRole('combobox', { name: 'Patient' });
  await patient.fill(petName);
  await expect(adminPage.getByRole('option', { name: new RegExp(petName) })).toBeVisible();
  await patient.press('Enter');
  const table = adminPage.getByRole('table', { name: 'Audit log' });
  const accepted = table.getByRole('row').filter({ hasText: 'AI draft accepted' });
  const edited = table.getByRole('row').filter({ hasText: 'AI draft edited' });
  await expect(accepted).toHaveCount(1);
  await expect(edited).toHaveCount(1);
  await expect(accepted).toContainText('Priya Raman');
  await expect(edited).toContainText('Priya Raman');
  await accepted.getByText('1 field: Subjective: Complaint').click();
  await expect(accepted.locator('dd')).toHaveText(/AI draft \(Triage import, rules engine\): Vomiting, diarrhea, increased thirst\s*→\s*Accepted unchanged/);
  await edited.getByText('1 field: Subjective: Supplements').click();
  await expect(edited.locator('dd')).toHaveText(/AI draft \(Triage import, rules engine\): fish oil\s*→\s*fish oil 1 capsule daily/);
  await adminPage.screenshot({ path: '/tmp/ai-drafts-audit.png', fullPage: true });

  // The printed note: summaries open once the visit is past the exam (moved here through the API).
  const { visitStatuses } = await graphql(request, token, `{ visitStatuses { statusId name } }`);
  const ready = visitStatuses.find((status: { name: string }) => status.name === 'Ready for Treatment');
  await graphql(request, token, `mutation ($input: UpdateVisitStatusInput!) { updateVisitStatus(input: $input) { __typename } }`, { input: { id: visitId, statusId: ready.statusId } });
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea`);
  await page.getByRole('button', { name: 'Summaries of AI drafts check-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Summaries' });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download SOAP Clinical Note' }).click()]);
  const text = oneLine((await readPdf(await readFile((await download.path())!))).text);
  expect(text).toContain('AI-drafted parts');
  expect(text).toMatch(/Subjective: Complaint: drafted by AI \(Triage import, rules engine\); accepted unchanged by Priya Raman on \d{2}\/\d{2}\/\d{4}/);
  expect(text).toMatch(/Subjective: Supplements: drafted by AI \(Triage import, rules engine\); edited by Priya Raman on \d{2}\/\d{2}\/\d{4}/);
  expect(text).toContain('Subjective: Special diets: drafted by AI (Triage import, rules engine); not reviewed yet');
});

test("the SOAP canvas editor's generated note is an AI draft until accepted, after a reload too", async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token, { name: `Canvas${petName}` });
  const visitId = await createVisit(request, token, petId, 'AI drafts canvas');
  await page.goto(`/d/soap-canvas-editor?${new URLSearchParams({ pet: petId, source: 'vea', visitId, edit: 'true' }).toString()}`);
  await page.getByLabel('Template').selectOption({ label: 'Sick Visit' });
  await page.getByLabel('Triage notes').fill('Vomiting twice since yesterday, lethargic, drinking more water than usual, no diarrhea.');
  await page.getByRole('button', { name: 'Generate SOAP' }).click();
  const note = page.getByLabel('SOAP note (markdown)');
  await expect(note).toHaveValue(/## /);
  const region = page.getByRole('region', { name: 'SOAP note' });
  // Not saved yet: the form's own AI mark.
  await expect(region.locator('[data-ai-mark="SOAP note"]')).toBeVisible();
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(notice(page, 'SOAP Canvas saved successfully')).toBeVisible();
  await expect(region.locator('[data-ai-draft="SOAP note"]')).toContainText('AI draft · Generate SOAP');
  await page.reload();
  await expect(region.locator('[data-ai-draft="SOAP note"]')).toContainText('AI draft · Generate SOAP');
  await expectNoSeriousA11yViolations(page, 'SOAP canvas editor with an AI draft');
  await region.getByRole('button', { name: 'Accept the AI draft of SOAP note' }).click();
  await expect(region.locator('[data-ai-draft-reviewed="SOAP note"]')).toHaveText(/AI-drafted · reviewed by Priya Raman, \d{2}\/\d{2}\/\d{4}/);
  await page.reload();
  await expect(region.locator('[data-ai-draft-reviewed="SOAP note"]')).toContainText('reviewed by Priya Raman');
});

test('an applied AI clean-up is an AI draft until accepted: the complaint saved, and the exam observations marked', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token, { name: `Tidy${petName}` });
  const visitId = await createVisit(request, token, petId, 'AI clean-up check-in');
  const stepPath = `/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea&visitId=${encodeURIComponent(visitId)}`;
  await page.goto(`${stepPath}&soap=subjective`);

  const complaint = page.getByRole('textbox', { name: 'Chief complaint', exact: true });
  await complaint.fill('pt vomiting  x3d ,no diarrhea.drinking ok');
  await page.locator('[data-ai-tools="Chief complaint"]').getByRole('button', { name: 'AI Clean-up' }).click();
  const cleanUpDialog = page.getByRole('dialog', { name: 'AI Clean-up' });
  await expect(cleanUpDialog).toBeVisible();
  // It opens with its sources drawn (counted at once, not awaited): nothing arrives afterwards to
  // grow the dialog and move Apply under the click.
  expect(await cleanUpDialog.getByRole('region', { name: /Sources of the proposal/ }).count()).toBe(1);
  await cleanUpDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(complaint).toHaveValue('Pt vomiting x3d, no diarrhea. Drinking ok.');
  // Not saved yet: the form's own mark; saved, the server's draft, after a reload too.
  await expect(page.locator('[data-ai-mark="Chief complaint"]')).toBeVisible();
  // The triage notes likewise (their draft badge sits beside their label).
  await page.getByRole('textbox', { name: 'Triage notes', exact: true }).fill('pt bright  ,eating ok');
  await page.locator('[data-ai-tools="Triage notes"]').getByRole('button', { name: 'AI Clean-up' }).click();
  await page.getByRole('dialog', { name: 'AI Clean-up' }).getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('radio', { name: '3-7 days' }).check();
  await page.getByRole('checkbox', { name: 'Vomiting' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Changes has saved successfully!')).toBeVisible();
  const draft = page.locator('[data-ai-draft="Subjective: Complaint"]');
  await expect(draft).toContainText('AI draft · AI Clean-up');
  await expect(page.locator('[data-ai-draft="Subjective: Triage notes"]')).toContainText('AI draft · AI Clean-up');
  await page.reload();
  await expect(draft).toContainText('AI draft · AI Clean-up');
  await page.getByRole('button', { name: 'Accept the AI draft of Subjective: Complaint' }).click();
  await expect(page.locator('[data-ai-draft-reviewed="Subjective: Complaint"]')).toContainText('reviewed by Priya Raman');

  // The Objective step's observations: a clean-up applied there is marked as AI-made too.
  await page.goto(`${stepPath}&soap=objective`);
  const observations = page.getByRole('textbox', { name: 'Medical History Observations', exact: true });
  await observations.fill('bright alert ,hydrated.mild tartar');
  await page.locator('[data-ai-tools="Medical History Observations"]').getByRole('button', { name: 'AI Clean-up' }).click();
  await page.getByRole('dialog', { name: 'AI Clean-up' }).getByRole('button', { name: 'Apply' }).click();
  await expect(observations).not.toHaveValue('bright alert ,hydrated.mild tartar');
  await expect(page.locator('[data-ai-mark="Medical History Observations"]')).toBeVisible();
  // The person's edit ends the mark.
  await observations.fill('Bright, alert and hydrated; mild tartar.');
  await expect(page.locator('[data-ai-mark="Medical History Observations"]')).toHaveCount(0);
});

test("the older canvas: the assistant's reply saved unchanged as the final note is an AI draft until accepted", async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token, { name: `Chat${petName}` });
  const visitId = await createVisit(request, token, petId, 'AI drafts chat');
  await page.goto(`/d/SOAPCanvas?${new URLSearchParams({ pet: petId, source: 'vea', visitId }).toString()}`);
  await page.getByLabel('Choose a template').selectOption({ label: 'Wellness Exam' });
  await page.getByLabel('Message').fill('Please fill in the template.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Chat' }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Finalize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Final SOAP note' });
  await expect(dialog.locator('[data-ai-draft="SOAP note"]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'SOAP Canvas saved successfully')).toBeVisible();
  await expect(dialog.locator('[data-ai-draft="SOAP note"]')).toContainText('AI draft · SOAP canvas chat');
  await expectNoSeriousA11yViolations(page, 'the older canvas: the final note as an AI draft');
  await dialog.getByRole('button', { name: 'Accept the AI draft of SOAP note' }).click();
  await expect(dialog.locator('[data-ai-draft-reviewed="SOAP note"]')).toContainText('reviewed by Priya Raman');
});
