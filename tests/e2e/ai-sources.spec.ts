// Where each AI line came from (docs/ai-engine.md, 'Sources'): the Subjective step's triage import
// lists the lines it read, selecting one highlights its words in the note (by mouse and by
// keyboard), and the line it could not point at — 'General health', chosen because no other case
// applies — says it has no source. Generate SOAP in the canvas editor lists its note's lines by
// section with the same panel, and the older canvas's chat lists its latest reply's lines.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './support';
import { addPet, createVisit, notice, sessionToken } from './visit-vitals-api';

// Letters only: a pet's name may not hold digits.
const tag = Date.now()
  .toString(36)
  .slice(-6)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

test('a triage import lists its lines; selecting one highlights its words in the note, and a line without a source says so', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token, { name: `Source${tag}` });
  const visitId = await createVisit(request, token, petId, 'AI sources check-in');
  await page.goto(`/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea&soap=subjective&visitId=${encodeURIComponent(visitId)}`);

  const prompt = page.getByRole('region', { name: 'AI Prompt' });
  await prompt.getByRole('textbox', { name: 'AI prompt' }).fill('Honking cough for 5 days after boarding, eating well, no vomiting.');
  await prompt.getByRole('button', { name: 'Ask AI' }).click();
  await expect(notice(page, 'Check the fields below with the AI response')).toBeVisible();

  const panel = page.getByRole('region', { name: /Sources of the triage import/ });
  await expect(panel).toContainText('without a source');
  const source = panel.getByTestId('ai-source-text');

  // A line read from the note: its words are marked in the note.
  await panel.getByRole('button', { name: 'Coughing: Yes' }).click();
  await expect(panel.getByRole('button', { name: 'Coughing: Yes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(source).toHaveText('Honking cough for 5 days after boarding, eating well, no vomiting.');
  await expect(source.locator('mark')).toHaveText(['Honking']);

  // By keyboard: another line, its own words.
  await panel.getByRole('button', { name: 'Travel: Yes' }).focus();
  await page.keyboard.press('Enter');
  await expect(source.locator('mark')).toHaveText(['boarding']);
  await panel.getByRole('button', { name: 'Vomiting: No' }).focus();
  await page.keyboard.press('Space');
  await expect(source.locator('mark')).toHaveText(['vomiting']);

  // The case chosen because no other applies rests on nothing the note says.
  const unsourced = panel.getByRole('button', { name: /Reason for consultation: General health/ });
  await expect(unsourced).toContainText('No source');
  await unsourced.click();
  await expect(panel.getByText('No source — check this line', { exact: false })).toBeVisible();
  await expect(source).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Subjective step with the triage import sources');
  await page.screenshot({ path: '/tmp/ai-sources-subjective.png', fullPage: true });

  // Saved, the AI draft keeps its sources: after a reload its badge opens them.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Changes has saved successfully!')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Sources of the AI draft of Subjective: Complaint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sources of Subjective: Complaint' });
  await dialog.getByRole('button', { name: 'Coughing: Yes' }).click();
  await expect(dialog.getByTestId('ai-source-text').locator('mark')).toHaveText(['Honking']);
  await expect(dialog.getByRole('button', { name: /Reason for consultation: General health/ })).toContainText('No source');
  await expectNoSeriousA11yViolations(page, "An AI draft's sources after a reload");
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test("Generate SOAP lists the note's lines by section; a line read from the triage notes highlights its words", async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token, { name: `Canvas${tag}` });
  const visitId = await createVisit(request, token, petId, 'AI sources canvas');
  await page.goto(`/d/soap-canvas-editor?${new URLSearchParams({ pet: petId, source: 'vea', visitId, edit: 'true' }).toString()}`);
  await page.getByLabel('Template').selectOption({ label: 'Sick Visit' });
  const triage = 'Vomiting twice since yesterday, lethargic, drinking more water than usual, no diarrhea.';
  await page.getByLabel('Triage notes').fill(triage);
  await page.getByRole('button', { name: 'Generate SOAP' }).click();
  await expect(page.getByLabel('SOAP note (markdown)')).toHaveValue(/## /);

  const panel = page.getByRole('region', { name: /Sources of the generated note/ });
  const denied = panel.getByRole('button', { name: '- Denied: diarrhea' });
  await denied.click();
  const source = panel.getByTestId('ai-source-text');
  await expect(source).toHaveText(triage);
  await expect(source.locator('mark')).toHaveText(['diarrhea']);
  await expectNoSeriousA11yViolations(page, 'SOAP canvas editor with the generated note sources');
  await page.screenshot({ path: '/tmp/ai-sources-canvas.png', fullPage: true });

  // Saved as an AI draft, the note keeps its sources: after a reload its badge opens them.
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(notice(page, 'SOAP Canvas saved successfully')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Sources of the AI draft of SOAP note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sources of SOAP note' });
  await dialog.getByRole('button', { name: '- Denied: diarrhea' }).click();
  await expect(dialog.getByTestId('ai-source-text').locator('mark')).toHaveText(['diarrhea']);
});

test("the canvas chat's latest reply lists its lines; one read from the person's message marks its words", async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token, { name: `Chat${tag}` });
  const visitId = await createVisit(request, token, petId, 'AI sources chat');
  await page.goto(`/d/SOAPCanvas?${new URLSearchParams({ pet: petId, source: 'vea', visitId }).toString()}`);
  await page.getByLabel('Choose a template').selectOption({ label: 'Sick Visit' });
  const message = 'Vomiting since yesterday, no diarrhea, drinking more water than usual.';
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send' }).click();

  const panel = page.getByRole('region', { name: /Sources of the latest reply/ });
  await panel.getByRole('button', { name: '- Denied: diarrhea' }).click();
  const source = panel.getByTestId('ai-source-text');
  await expect(source).toHaveText(message);
  await expect(source.locator('mark')).toHaveText(['diarrhea']);
  await expectNoSeriousA11yViolations(page, 'SOAP canvas chat with the reply sources');
});

test('the physical exam from observations lists one line per row, each marking the words it was read from', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token, { name: `Exam${tag}` });
  const visitId = await createVisit(request, token, petId, 'AI sources exam');
  await page.goto(`/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea&soap=objective&visitId=${encodeURIComponent(visitId)}`);
  await expect(page.getByRole('heading', { name: 'Phyiscal Examination' })).toBeVisible();
  const observations = 'Heart: grade II murmur on the left. Ears clean, no discharge.';
  await page.getByRole('textbox', { name: 'Medical History Observations', exact: true }).fill(observations);
  await page.getByRole('button', { name: 'Fill exam from observations' }).click();
  await expect(notice(page, 'Check the fields below with the AI response')).toBeVisible();

  const panel = page.getByRole('region', { name: /Sources of the physical exam/ });
  await panel.getByRole('button', { name: /^Ears: Normal/ }).click();
  const source = panel.getByTestId('ai-source-text');
  await expect(source).toHaveText(observations);
  await expect(source.locator('mark')).toHaveText(['Ears clean', 'no discharge']);
  await panel.getByRole('button', { name: /^Heart: Abnormal/ }).click();
  await expect(source.locator('mark')).toHaveText(['Heart: grade II murmur on the left']);
});
