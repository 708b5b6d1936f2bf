// AI fills without lost work: an AI fill never overwrites what a person wrote (the
// Objective step's 'Fill exam from observations', the Subjective step's AI prompt, the pet
// parent's Fetch Updates), every fill can be undone from its notice ('Undo AI fill') back to
// exactly the form before it, an error the AI's answer resolves does not stay red, and the triage
// text typed in the SOAP editor reaches the step-by-step Subjective step. Each test makes its own
// pet and visit.
import { expect, test, type Page } from '@playwright/test';
import { latestMail, linkPath, signIn } from './support';
import { addPet, createVisit, notice, sessionToken } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);
const CHECK = 'Check the fields below with the AI response';
const undoFill = (page: Page) => notice(page, CHECK).getByRole('button', { name: 'Undo AI fill' });

async function newVisitPath(page: Page, step: 'subjective' | 'objective', name: string) {
  const token = await sessionToken(page);
  const petId = await addPet(page.request, token);
  const visitId = await createVisit(page.request, token, petId, `${name} ${suffix}`);
  return { petId, visitId, path: `/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea&soap=${step}&visitId=${encodeURIComponent(visitId)}` };
}

test("'Fill exam from observations' keeps the vet's own Abdomen finding, and Undo puts the exam back exactly", async ({ page }) => {
  await signIn(page, 'vet@demo.vet');
  const { path } = await newVisitPath(page, 'objective', 'Exam keep');
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Phyiscal Examination' })).toBeVisible();

  const abdomenResult = page.getByRole('combobox', { name: 'Result for Abdomen' });
  const abdomenComment = page.getByRole('textbox', { name: 'Comment for Abdomen' });
  const heartResult = page.getByRole('combobox', { name: 'Result for Heart' });
  const heartComment = page.getByRole('textbox', { name: 'Comment for Heart' });
  await abdomenResult.selectOption('Normal');
  await abdomenComment.fill('Soft, no masses felt');
  await page.getByRole('textbox', { name: 'Medical History Observations', exact: true }).fill('Painful abdomen on palpation. Heart: grade II murmur on the left.');
  await page.getByRole('button', { name: 'Fill exam from observations' }).click();

  await expect(notice(page, CHECK)).toBeVisible();
  // The blank Heart row is filled; the vet's Abdomen result stays and their words come first.
  await expect(heartResult).toHaveValue('Abnormal');
  await expect(abdomenResult).toHaveValue('Normal');
  await expect(abdomenComment).toHaveValue(/^Soft, no masses felt\. /);
  await expect(notice(page, CHECK)).toContainText('Kept what was already written in Result for Abdomen, Comment for Abdomen');
  await page.screenshot({ path: '/tmp/ai-fill-exam-kept.png', fullPage: true });
  // A second fill does not take the vet's words mixed with the AI's for the AI's own.
  await page.getByRole('button', { name: 'Fill exam from observations' }).click();
  await expect(notice(page, 'Nothing was changed')).toBeVisible();
  await expect(abdomenComment).toHaveValue(/^Soft, no masses felt\. /);

  await undoFill(page).click();
  await expect(heartResult).toHaveValue('');
  await expect(heartComment).toHaveValue('');
  await expect(abdomenResult).toHaveValue('Normal');
  await expect(abdomenComment).toHaveValue('Soft, no masses felt');
  await expect(page.locator('[data-ai-mark]')).toHaveCount(0);
});

test('an exam error the fill resolves goes, and the Subjective step keeps a typed complaint, clears its error and undoes', async ({ page }) => {
  await signIn(page, 'vet@demo.vet');
  const { path } = await newVisitPath(page, 'objective', 'Fill errors');
  await page.goto(path);
  const heartResult = page.getByRole('combobox', { name: 'Result for Heart' });
  await page.getByRole('textbox', { name: 'Comment for Heart' }).fill('murmur');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const examError = page.getByText('Choose Normal, Abnormal, Negative or Positive for each exam result.');
  await expect(examError).toBeVisible();
  await expect(heartResult).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Medical History Observations', exact: true }).fill('Heart: grade II murmur on the left.');
  await page.getByRole('button', { name: 'Fill exam from observations' }).click();
  await expect(heartResult).toHaveValue('Abnormal');
  await expect(examError).toHaveCount(0);
  await expect(heartResult).not.toHaveAttribute('aria-invalid', 'true');

  // The Subjective step: Save without a duration shows its error; the AI prompt fills the duration.
  await page.goto(path.replace('soap=objective', 'soap=subjective'));
  const complaint = page.getByRole('textbox', { name: 'Chief complaint', exact: true });
  await complaint.fill('Owner worried about his tummy');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const durationError = page.getByText('Select complaint duration');
  await expect(durationError).toBeVisible();
  const panel = page.getByRole('region', { name: 'AI Prompt' });
  await expect(panel.getByRole('radio', { name: 'Replace' })).toBeChecked();
  await panel.getByRole('textbox', { name: 'AI prompt' }).fill('Vomiting and diarrhea x2 days');
  await panel.getByRole('button', { name: 'Ask AI' }).click();
  await expect(page.getByRole('radio', { name: '1-3 days' })).toBeChecked();
  await expect(durationError).toHaveCount(0);
  await expect(complaint).toHaveValue(/^Owner worried about his tummy\. .*[Vv]omiting/);
  await page.screenshot({ path: '/tmp/ai-fill-subjective-kept.png', fullPage: true });

  // Undo: the complaint and the duration as they were, and the duration's error back with it.
  await undoFill(page).click();
  await expect(complaint).toHaveValue('Owner worried about his tummy');
  await expect(page.getByRole('radio', { name: '1-3 days' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Vomiting' })).not.toBeChecked();
  await expect(durationError).toBeVisible();
});

test("Fetch Updates keeps the pet parent's own words, clears the errors it answers, and can be undone", async ({ page, browser }) => {
  await signIn(page, 'vet@demo.vet');
  const { petId } = await newVisitPath(page, 'subjective', 'Parent fill');
  await page.goto(`/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea`);
  await page.getByRole('button', { name: 'Send History Form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send History Form' });
  const email = (await dialog.textContent())!.match(/[\w.+-]+@example\.com/)![0];
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(notice(page, 'Subjective form sent!')).toBeVisible();
  const link = linkPath(await latestMail(page.request, email), '/subjective-form?token=');

  const parent = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await parent.goto(link);
  const complaint = parent.getByRole('textbox', { name: 'Chief Complaint' });
  await complaint.fill('He seems off');
  await parent.getByRole('button', { name: 'Submit', exact: true }).click();
  const durationError = parent.getByText('Select complaint duration');
  await expect(durationError).toBeVisible();

  await parent.getByLabel('Describe what is going on in your own words').fill('Vomiting and diarrhea x2 days. Not eating.');
  await parent.getByRole('button', { name: 'Fetch Updates' }).click();
  await expect(notice(parent, CHECK)).toBeVisible();
  await expect(complaint).toHaveValue(/^He seems off\. /);
  await expect(durationError).toHaveCount(0);
  await expect(parent.getByRole('group', { name: 'Appetite' }).getByRole('radio', { name: 'Abnormal' })).toBeChecked();
  await parent.screenshot({ path: '/tmp/ai-fill-public-form.png', fullPage: true });

  await undoFill(parent).click();
  await expect(complaint).toHaveValue('He seems off');
  await expect(parent.getByRole('group', { name: 'Appetite' }).getByRole('radio', { name: 'Normal', exact: true })).toBeChecked();
  await expect(durationError).toBeVisible();
  await parent.context().close();
});

test('the triage text typed in the SOAP editor is in the step-by-step Subjective step', async ({ page }) => {
  await signIn(page, 'vet@demo.vet');
  const { petId, visitId, path } = await newVisitPath(page, 'subjective', 'Editor triage');
  const triage = `Coughing for three days, worse at night, eating well ${suffix}.`;
  await page.goto(`/d/soap-canvas-editor?${new URLSearchParams({ pet: petId, source: 'vea', visitId, edit: 'true' }).toString()}`);
  await page.getByLabel('Template').selectOption({ label: 'Sick Visit' });
  await page.getByLabel('Triage notes').fill(triage);
  await expect(page.getByRole('region', { name: 'SOAP note' }).getByRole('status')).toHaveText(/^Saved \(version \d+\)$/, { timeout: 20_000 });

  await page.goto(path);
  await expect(page.getByRole('textbox', { name: 'Triage notes', exact: true })).toHaveValue(triage);
  await expect(page.getByText('From the triage notes in the SOAP editor.')).toBeVisible();
  // Saved with the step, it stays the note's own.
  await page.getByRole('radio', { name: '1-3 days' }).check();
  await page.getByRole('checkbox', { name: 'General health' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Changes has saved successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Triage notes', exact: true })).toHaveValue(triage);
});

test('Generate SOAP asks before replacing a note of the vet’s own, and can be undone', async ({ page }) => {
  await signIn(page, 'vet@demo.vet');
  const { petId, visitId } = await newVisitPath(page, 'subjective', 'Generate keep');
  await page.goto(`/d/soap-canvas-editor?${new URLSearchParams({ pet: petId, source: 'vea', visitId, edit: 'true' }).toString()}`);
  await page.getByLabel('Template').selectOption({ label: 'Sick Visit' });
  const note = page.getByLabel('SOAP note (markdown)');
  await note.fill('My own note: bright and alert.');
  await page.getByLabel('Triage notes').fill('Vomiting twice since yesterday, lethargic, drinking more water than usual.');
  await page.getByRole('button', { name: 'Generate SOAP' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Replace the note?' }).or(page.getByRole('dialog', { name: 'Replace the note?' }));
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(note).toHaveValue('My own note: bright and alert.');

  await page.getByRole('button', { name: 'Generate SOAP' }).click();
  await ask.getByRole('button', { name: 'Replace note' }).click();
  await expect(note).toHaveValue(/## /);
  await undoFill(page).click();
  await expect(note).toHaveValue('My own note: bright and alert.');
});

test('AI Clean-up applied can be undone from its notice', async ({ page }) => {
  await signIn(page, 'vet@demo.vet');
  const { path } = await newVisitPath(page, 'subjective', 'Clean-up undo');
  await page.goto(path);
  const complaint = page.getByRole('textbox', { name: 'Chief complaint', exact: true });
  await complaint.fill('pt vomiting  x3d ,no diarrhea');
  await page.locator('[data-ai-tools="Chief complaint"]').getByRole('button', { name: 'AI Clean-up' }).click();
  await page.getByRole('dialog', { name: 'AI Clean-up' }).getByRole('button', { name: 'Apply' }).click();
  await expect(complaint).not.toHaveValue('pt vomiting  x3d ,no diarrhea');
  await notice(page, 'Text updated successfully').getByRole('button', { name: 'Undo AI fill' }).click();
  await expect(complaint).toHaveValue('pt vomiting  x3d ,no diarrhea');
});
