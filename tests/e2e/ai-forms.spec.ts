// The AI on the free-text forms and the first two visit steps (spec 001
// section 2.10, spec 002 sections 2.2, 2.4 and 4, spec 003 section 4): dictation through the
// configured speech-to-text (a local OpenAI-compatible server started by start-app.mjs; the
// browser records a fake microphone), AI clean-up applied, the AI prompt panel and 'Fill form from
// triage notes' on the Subjective step (the rules engine's triage reading, the AI marks and their
// evidence), Magic Re-write with Undo, the exam read from observations on the Objective step, and
// Fetch Updates on the pet parent's public form. The journeys make their own pet and visit.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, latestMail, linkPath, signIn } from './support';
import { addPet, createVisit, graphql, notice, sessionToken } from './visit-vitals-api';

test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36).slice(-6);
let petId = '';
let stepPath = '';

const tools = (page: Page, field: string) => page.locator(`[data-ai-tools="${field}"]`);
const mark = (page: Page, field: string) => page.locator(`[data-ai-mark="${field}"]`);

test('dictation appends the transcribed text, and AI clean-up proposes a text that can be applied', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  petId = await addPet(request, token);
  const visitId = await createVisit(request, token, petId, `AI check-in ${suffix}`);
  stepPath = `/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea&soap=subjective&visitId=${encodeURIComponent(visitId)}`;

  // The server says dictation is on (AI_SPEECH_MODEL is set for this run).
  const { aiStatus } = await graphql(request, token, `{ aiStatus { dictationAvailable dictationSetting } }`);
  expect(aiStatus).toEqual({ dictationAvailable: true, dictationSetting: 'AI_SPEECH_MODEL' });

  await page.goto(stepPath);
  const triage = page.getByRole('textbox', { name: 'Triage notes', exact: true });
  await triage.fill('Owner says:');
  const triageTools = tools(page, 'Triage notes');
  await triageTools.getByRole('button', { name: 'Start Recording' }).click();
  await expect(triageTools.getByText(/^Recording \d+:\d{2}$/)).toBeVisible();
  await page.waitForTimeout(2000);
  await triageTools.getByRole('button', { name: 'Pause' }).click();
  await expect(triageTools.getByText(/^Paused \d+:\d{2}$/)).toBeVisible();
  await triageTools.getByRole('button', { name: 'Resume' }).click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/ai-dictation-recording.png', fullPage: false });
  await triageTools.getByRole('button', { name: 'Stop' }).click();
  // The last part (over 3 s recorded) goes to speech-to-text; its text is appended after a space.
  await expect(triage).toHaveValue(/^Owner says: Dictated part \d+: bright, alert and hydrated\.$/, { timeout: 20_000 });
  await expect(triageTools.getByRole('button', { name: 'Start Recording' })).toBeEnabled();
  await expect(page.getByText('Form Modified')).toBeVisible();

  // A recording stopped within 3 s sends nothing.
  const before = await triage.inputValue();
  await triageTools.getByRole('button', { name: 'Start Recording' }).click();
  await triageTools.getByRole('button', { name: 'Stop' }).click();
  await expect(triageTools.getByText('The last part was 3 seconds or shorter and was not transcribed.')).toBeVisible();
  await expect(triage).toHaveValue(before);

  // Clean-up: disabled on an empty field; a proposal shown before and after, applied.
  const complaint = page.getByRole('textbox', { name: 'Chief complaint', exact: true });
  const complaintTools = tools(page, 'Chief complaint');
  await expect(complaintTools.getByRole('button', { name: 'AI Clean-up' })).toBeDisabled();
  await complaint.fill('pt vomiting  x3d ,no diarrhea.drinking ok');
  await complaintTools.getByRole('button', { name: 'AI Clean-up' }).click();
  const proposal = page.getByRole('dialog', { name: 'AI Clean-up' });
  await expect(proposal.getByRole('heading', { name: 'Before' })).toBeVisible();
  await expect(proposal).toContainText('pt vomiting  x3d ,no diarrhea.drinking ok');
  await expect(proposal).toContainText('Pt vomiting x3d, no diarrhea. Drinking ok.');
  await expect(proposal).toContainText('Fixed spacing');
  await expectNoSeriousA11yViolations(page, 'AI clean-up proposal');
  await page.screenshot({ path: '/tmp/ai-clean-up-proposal.png' });
  // Cancel keeps the text; Apply replaces it.
  await proposal.getByRole('button', { name: 'Cancel' }).click();
  await expect(complaint).toHaveValue('pt vomiting  x3d ,no diarrhea.drinking ok');
  await complaintTools.getByRole('button', { name: 'AI Clean-up' }).click();
  await page.getByRole('dialog', { name: 'AI Clean-up' }).getByRole('button', { name: 'Apply' }).click();
  await expect(notice(page, 'Text updated successfully')).toBeVisible();
  await expect(complaint).toHaveValue('Pt vomiting x3d, no diarrhea. Drinking ok.');
});

test('the AI prompt and the triage notes fill the Subjective step, marked as AI-made; Magic Re-write and Undo', async ({ page }) => {
  await signIn(page, 'vet@demo.vet', { at: stepPath });
  const panel = page.getByRole('region', { name: 'AI Prompt' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Ask AI' }).click();
  await expect(notice(page, 'Prompt is required')).toBeVisible();

  await panel.getByRole('textbox', { name: 'AI prompt' }).fill('Vomiting and diarrhea x2 days,\ndrinking more than usual, on carprofen, eats a grain free diet, fish oil daily');
  await expect(panel.getByRole('radio', { name: 'Replace' })).toBeChecked();
  await panel.getByRole('button', { name: 'Ask AI' }).click();
  await expect(notice(page, 'Check the fields below with the AI response')).toBeVisible();
  const complaint = page.getByRole('textbox', { name: 'Chief complaint', exact: true });
  await expect(complaint).toHaveValue('Vomiting, diarrhea, increased thirst');
  await expect(page.getByRole('radio', { name: '1-3 days' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Vomiting' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Diarrhea' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Water intake', exact: true })).toHaveValue('Abnormal');
  await expect(page.getByRole('textbox', { name: 'Special diets', exact: true })).toHaveValue('grain free diet');
  await expect(page.getByRole('textbox', { name: 'Supplements', exact: true })).toHaveValue('fish oil');
  // The catalogue's Carprofen is preselected (its name contains the listed generic).
  await expect(page.getByRole('list', { name: 'Chosen medications' })).toContainText('Carprofen');

  // Each AI-filled field is marked; the mark shows the note's words on focus.
  await expect(mark(page, 'Chief complaint')).toBeVisible();
  await expect(mark(page, 'Medications')).toBeVisible();
  await mark(page, 'Water intake').focus();
  await expect(page.getByRole('tooltip').filter({ hasText: 'From the note: “drinking more”' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Subjective step filled by the AI prompt');
  await page.screenshot({ path: '/tmp/ai-subjective-prompt.png', fullPage: true });
  // An edit ends the mark.
  await complaint.fill('Vomiting, diarrhea');
  await expect(mark(page, 'Chief complaint')).toHaveCount(0);
  await expect(mark(page, 'Supplements')).toBeVisible();

  // Append keeps the person's answers and adds what the prompt says.
  await panel.getByRole('radio', { name: 'Append' }).check();
  await panel.getByRole('textbox', { name: 'AI prompt' }).fill('Coughing since yesterday');
  await panel.getByRole('button', { name: 'Ask AI' }).click();
  await expect(complaint).toHaveValue(/^Vomiting, diarrhea\. .*[Cc]ough/);
  await expect(page.getByRole('radio', { name: '1-3 days' })).toBeChecked();

  // Fill form from triage notes: a note that says nothing usable is a warning, the form unchanged.
  const triage = page.getByRole('textbox', { name: 'Triage notes', exact: true });
  await triage.fill('');
  await page.getByRole('button', { name: 'Fill form from triage notes' }).click();
  await expect(notice(page, 'Triage note required')).toBeVisible();
  await triage.fill('Please call me back');
  await page.getByRole('button', { name: 'Fill form from triage notes' }).click();
  await expect(notice(page, 'Unable to extract information from triage notes.')).toBeVisible();
  await triage.fill('Not eating since Monday.\nSneezing a lot.');
  await page.getByRole('button', { name: 'Fill form from triage notes' }).click();
  await expect(page.getByRole('textbox', { name: 'Appetite', exact: true })).toHaveValue('Abnormal');
  await expect(page.getByRole('textbox', { name: 'Sneezing', exact: true })).toHaveValue('yes');
  await expect(mark(page, 'Appetite')).toBeVisible();

  // Magic Re-write: Undo waits for a re-write; the rules engine says what it did.
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeDisabled();
  await complaint.fill('pt vomiting  x3d ,no diarrhea');
  await page.getByRole('textbox', { name: 'Special diets', exact: true }).fill('grain free diet');
  await page.getByRole('button', { name: 'Magic Re-write' }).click();
  await expect(complaint).toHaveValue('Pt vomiting x3d, no diarrhea.');
  await expect(page.getByText('The built-in rules engine tidied spacing, case, punctuation and abbreviations only; a free re-write needs a language model (AI_PROVIDER=openai).')).toBeVisible();
  await expect(mark(page, 'Chief complaint')).toBeVisible();
  await page.screenshot({ path: '/tmp/ai-magic-rewrite.png', fullPage: true });
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(complaint).toHaveValue('pt vomiting  x3d ,no diarrhea');
  await expect(undo).toBeDisabled();
  await expect(notice(page, 'Check the fields below with the AI response').first()).toBeVisible();

  // What the AI filled is saved like any answer.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Changes has saved successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Supplements', exact: true })).toHaveValue('fish oil');
});

test('the Objective step reads the exam from observation text, re-writes the comments and undoes it', async ({ page }) => {
  await signIn(page, 'vet@demo.vet', { at: stepPath.replace('soap=subjective', 'soap=objective') });
  await expect(page.getByRole('heading', { name: 'Phyiscal Examination' })).toBeVisible();
  const observations = page.getByRole('textbox', { name: 'Medical History Observations', exact: true });
  const fill = page.getByRole('button', { name: 'Fill exam from observations' });
  await expect(fill).toBeDisabled();
  await observations.fill('Heart: grade II murmur on the left. Skin flaky on the back. Eyes clear.');
  await fill.click();
  await expect(notice(page, 'Check the fields below with the AI response')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Result for Heart' })).toHaveValue('Abnormal');
  await expect(page.getByRole('textbox', { name: 'Comment for Heart' })).not.toHaveValue('');
  await expect(mark(page, 'Result for Heart')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Objective step with the exam read from observations');
  await page.screenshot({ path: '/tmp/ai-objective-exam.png', fullPage: true });

  // Magic Re-write of the comments, and Undo.
  const heartComment = page.getByRole('textbox', { name: 'Comment for Heart' });
  await heartComment.fill('grade ii murmur ,left side');
  await page.getByRole('button', { name: 'Magic Re-write' }).click();
  await expect(heartComment).toHaveValue('Grade ii murmur, left side.');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(heartComment).toHaveValue('grade ii murmur ,left side');

  // The prompt panel, Append: the comment gains what the prompt adds.
  const panel = page.getByRole('region', { name: 'AI Prompt' });
  await panel.getByRole('radio', { name: 'Append' }).check();
  await panel.getByRole('textbox', { name: 'AI prompt' }).fill('Ears: mild redness in the left ear canal.');
  await panel.getByRole('button', { name: 'Ask AI' }).click();
  await expect(page.getByRole('combobox', { name: 'Result for Ears' })).toHaveValue('Abnormal');
  await expect(heartComment).toHaveValue(/^grade ii murmur ,left side/);
});

test('Fetch Updates on the public subjective form fills the form from the pet parent’s notes', async ({ page, browser }) => {
  await signIn(page, 'vet@demo.vet', { at: `/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea` });
  await page.getByRole('button', { name: 'Send History Form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send History Form' });
  const email = (await dialog.textContent())!.match(/[\w.+-]+@example\.com/)![0];
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(notice(page, 'Subjective form sent!')).toBeVisible();
  const link = linkPath(await latestMail(page.request, email), '/subjective-form?token=');

  const parent = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await parent.goto(link);
  const notes = parent.getByLabel('Describe what is going on in your own words');
  await parent.getByRole('button', { name: 'Fetch Updates' }).click();
  await expect(notice(parent, 'Triage note required')).toBeVisible();
  await notes.fill('Nothing much to say');
  await parent.getByRole('button', { name: 'Fetch Updates' }).click();
  await expect(notice(parent, 'Unable to extract information from triage notes.')).toBeVisible();
  await expect(parent.getByRole('textbox', { name: 'Chief Complaint' })).toHaveValue('');

  await notes.fill('Vomited twice since yesterday.\nNot eating. Drinking more than usual.\nHe is on carprofen.');
  await parent.getByRole('button', { name: 'Fetch Updates' }).click();
  await expect(notice(parent, 'Check the fields below with the AI response')).toBeVisible();
  await expect(parent.getByRole('textbox', { name: 'Chief Complaint' })).not.toHaveValue('');
  await expect(parent.getByRole('checkbox', { name: 'Vomiting', exact: true })).toBeChecked();
  await expect(parent.getByRole('group', { name: 'Appetite' }).getByRole('radio', { name: 'Abnormal' })).toBeChecked();
  await expect(parent.getByRole('group', { name: 'Water intake' }).getByRole('radio', { name: 'Abnormal' })).toBeChecked();
  await expect(parent.getByRole('group', { name: 'Vomiting?' }).getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(parent.getByRole('list', { name: 'Chosen medications' })).toContainText('Carprofen');
  await expect(mark(parent, 'Chief Complaint')).toBeVisible();
  await expectNoSeriousA11yViolations(parent, 'the public subjective form after Fetch Updates');
  await parent.screenshot({ path: '/tmp/ai-public-form-fetch.png', fullPage: true });
  // Changing an answer ends its mark.
  await parent.getByRole('group', { name: 'Appetite' }).getByRole('radio', { name: 'Normal', exact: true }).check();
  await expect(mark(parent, 'Appetite')).toHaveCount(0);
  await parent.context().close();
});

test('a dictation longer than 30 s is sent in parts as it is recorded, their texts appended in order', async ({ page }) => {
  // The page's clock runs as usual and is moved on over the long stretches of recording: the
  // parts are cut by the page's timers and clock, while the fake microphone records real audio
  // for the few seconds that really pass.
  await page.clock.install();
  await signIn(page, 'vet@demo.vet', { at: stepPath.replace('soap=subjective', 'soap=objective') });
  const observations = page.getByRole('textbox', { name: 'Medical History Observations', exact: true });
  await observations.fill('');
  const observationTools = tools(page, 'Medical History Observations');
  await observationTools.getByRole('button', { name: 'Start Recording' }).click();
  await expect(observationTools.getByText(/^Recording 0:0\d$/)).toBeVisible();
  await page.waitForTimeout(1500);
  await page.clock.fastForward('00:30');
  // The first 30 s part is transcribed while recording goes on.
  await expect(observations).toHaveValue(/^Dictated part \d+: bright, alert and hydrated\.$/);
  await expect(observationTools.getByText(/^Recording 0:3\d$/)).toBeVisible();
  await page.waitForTimeout(1500);
  await page.clock.fastForward('00:04');
  await observationTools.getByRole('button', { name: 'Stop' }).click();
  await expect(observations).toHaveValue(/^Dictated part (\d+): bright, alert and hydrated\. Dictated part (\d+): bright, alert and hydrated\.$/, { timeout: 20_000 });
  const [first, second] = (await observations.inputValue()).match(/\d+/g)!.map(Number);
  expect(second).toBe(first! + 1);
});

test('the catalogue forms’ free texts and the pet’s note offer dictation and AI clean-up', async ({ page }) => {
  await signIn(page, 'admin@demo.vet');
  const forms: [string, string, string, string[]][] = [
    ['medications', 'Add Medication', 'Add Medication', ['Dose Instructions', 'Side Effects']],
    ['inventory', 'Add Item', 'Add Inventory Item', ['Dose Instructions', 'Side Effects']],
    ['diagnosis', 'Add Diagnosis', 'Add Diagnosis', ['Description', 'Common Symptoms']],
    ['diagnostics', 'Add Diagnostic', 'Add Diagnostic', ['Description']],
    ['services', 'Add Service', 'Add Service', ['Description', 'Comment']],
  ];
  for (const [tab, button, title, fields] of forms) {
    await page.goto(`/d/knowledge-base/${tab}`);
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    for (const field of fields) {
      await expect(dialog.locator(`[data-ai-tools="${field}"]`).getByRole('button', { name: 'Start Recording' })).toBeEnabled();
      await expect(dialog.locator(`[data-ai-tools="${field}"]`).getByRole('button', { name: 'AI Clean-up' })).toBeDisabled();
    }
    if (tab === 'medications') {
      await dialog.getByRole('textbox', { name: 'Dose Instructions', exact: true }).fill('give 1 tab po bid  with food');
      await dialog.locator('[data-ai-tools="Dose Instructions"]').getByRole('button', { name: 'AI Clean-up' }).click();
      const proposal = page.getByRole('dialog', { name: 'AI Clean-up' });
      await expect(proposal.getByRole('heading', { name: 'After' })).toBeVisible();
      await page.screenshot({ path: '/tmp/ai-catalogue-clean-up.png' });
      await proposal.getByRole('button', { name: 'Apply' }).click();
      await expect(notice(page, 'Text updated successfully')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Dose Instructions', exact: true })).not.toHaveValue('give 1 tab po bid  with food');
      await expectNoSeriousA11yViolations(page, 'Add Medication with its AI tools');
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
  await page.goto(`/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea`);
  await page.getByRole('button', { name: 'Edit pet info' }).click();
  await expect(page.getByRole('dialog').locator('[data-ai-tools="Note"]').getByRole('button', { name: 'Start Recording' })).toBeVisible();
});

test('a read-only visit disables the AI prompt, re-write, dictation and clean-up', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const visitId = decodeURIComponent(new URL(stepPath, 'http://x').searchParams.get('visitId')!);
  const { visitStatuses } = await graphql(request, token, `{ visitStatuses { statusId name } }`);
  const ready = visitStatuses.find((status: { name: string }) => status.name === 'Ready for Treatment');
  await graphql(request, token, `mutation ($input: UpdateVisitStatusInput!) { updateVisitStatus(input: $input) { __typename } }`, { input: { id: visitId, statusId: ready.statusId } });
  await page.goto(stepPath);
  await expect(page.getByRole('region', { name: 'AI Prompt' }).getByRole('button', { name: 'Ask AI' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Magic Re-write' })).toBeDisabled();
  await expect(tools(page, 'Chief complaint').getByRole('button', { name: 'Start Recording' })).toBeDisabled();
  await expect(tools(page, 'Chief complaint').getByRole('button', { name: 'AI Clean-up' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Fill form from triage notes' })).toBeDisabled();
});
