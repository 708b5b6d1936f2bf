// The AI SOAP canvas editor: a visit of a pet synced from Covetrus is
// opened in the editor, a note generated from a triage text with a demo template, edited and
// auto-saved (the text is kept over a reload); a note's <script> does not run in Preview; a second
// tab saving an older version gets the conflict message with who changed it; an Admin sees Finalize
// disabled with the tooltip; the vet finalizes, the Covetrus sandbox holds the note, the editor is
// locked and a server write to the note is refused with 'Soap already finalized'. The older canvas
// (/d/SOAPCanvas, item 5): reached from the pet picker and the pet profile, its template panel with
// a demo template's fields, the chat session, and Finalize's final-note modal (it starts from the
// assistant's reply; edits are kept, saved, and saved again by Export before the practice system
// gets the note). The demo clinic starts connected to the sandbox Covetrus practice: nothing here
// changes its connection.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, graphql, notice, sessionToken, signIn } from './support';
import { createVisit, saveSubjective } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);
const visitName = `Canvas ${suffix}`;
const TRIAGE = 'Vomiting twice since yesterday, lethargic, drinking more water than usual, no diarrhea.';
const FINALIZE_TOOLTIP = 'You are not authorized to finalize this note to your PIMS. Only Veterinarian users are able to finalize SOAP notes';

let petId = '';
let visitId = '';
let patientSourceId = '';
const editorPath = () => `/d/soap-canvas-editor?${new URLSearchParams({ pet: petId, source: 'covetrus', visitId, edit: 'true' }).toString()}`;
const noteField = (page: Page) => page.getByLabel('SOAP note (markdown)');
const saveStatus = (page: Page) => page.getByRole('region', { name: 'SOAP note' }).getByRole('status');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, request }) => {
  const page = await browser.newPage();
  await signIn(page, 'admin@demo.vet');
  const admin = await sessionToken(page);
  const patients = await graphql(request, admin, `{ practicePatients { __typename ... on PracticePatientList { patients { sourceId name } } ... on Error { message } } }`);
  expect(patients.practicePatients.__typename, patients.practicePatients.message).toBe('PracticePatientList');
  patientSourceId = patients.practicePatients.patients[0].sourceId;
  const synced = await graphql(request, admin, `mutation ($input: SyncPetInput!) { syncPet(input: $input) { __typename ... on SyncPetSuccess { pet { id } } ... on Error { message } } }`, {
    input: { source: 'covetrus', sourceId: patientSourceId },
  });
  expect(synced.syncPet.__typename, synced.syncPet.message).toBe('SyncPetSuccess');
  petId = synced.syncPet.pet.id;
  visitId = await createVisit(request, admin, petId, visitName);
  await saveSubjective(request, admin, visitId);
  await page.close();
});

test('a note is generated from the triage text, edited, auto-saved and kept over a reload; Preview runs no script', async ({ page }) => {
  await signIn(page, 'vet@demo.vet', { at: editorPath() });
  await expect(page.getByRole('link', { name: 'Back to Pet Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'View Pet Information' }).click();
  await expect(page.getByRole('region', { name: /'s summary$/ })).toBeVisible();

  await page.getByLabel('Template').selectOption({ label: 'Sick Visit' });
  const generate = page.getByRole('button', { name: 'Generate SOAP' });
  await page.getByLabel('Triage notes').fill('Vomiting since yesterday.');
  await expect(generate).toBeDisabled();
  await page.getByLabel('Triage notes').fill(TRIAGE);
  await expect(generate).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'SOAP canvas editor: a new note');
  await generate.click();
  await expect(noteField(page)).toHaveValue(/## /);
  await expect(noteField(page)).toHaveValue(/Vomiting|vomiting/);
  await expect(page.getByText(/The built-in rules engine filled \d+ of \d+ sections|language model/).first()).toBeVisible();

  // Edited; the auto-save runs 5000 ms after the last change and creates the canvas (version 1).
  // One change (typed key by key on a loaded machine, a pause past 5 s saved half the words first).
  await noteField(page).fill(`${await noteField(page).inputValue()}\n\nEdited in the e2e ${suffix}.`);
  // The version number is not pinned: the template and triage text chosen above are a change too,
  // and when the accessibility scan and Generate SOAP take longer than the 5 s wait (a loaded
  // machine), that change is auto-saved first (version 1) and this edit becomes version 2. What
  // counts here is that the auto-save ran and the edit is kept over the reload below.
  await expect(saveStatus(page)).toHaveText(/^Saved \(version \d+\)$/, { timeout: 20_000 });
  await page.screenshot({ path: '/tmp/soap-canvas-editor.png', fullPage: true });
  await page.reload();
  await expect(noteField(page)).toHaveValue(new RegExp(`Edited in the e2e ${suffix}\\.`));
  await expect(page.getByLabel('Triage notes')).toHaveValue(TRIAGE);
  await expect(page.getByLabel('Template')).toHaveValue(/.+/);

  // 'Build Treatment Plan': the Assessment step's plan builder in a 90vw drawer.
  await page.getByRole('button', { name: 'Build Treatment Plan' }).click();
  const planDrawer = page.getByRole('dialog', { name: 'Build Treatment Plan' });
  await expect(planDrawer.getByRole('heading', { name: 'Assessment', level: 3 })).toBeVisible();
  const drawerWidth = await planDrawer.evaluate((element) => element.getBoundingClientRect().width);
  expect(drawerWidth).toBeGreaterThan(page.viewportSize()!.width * 0.85);
  await planDrawer.getByRole('button', { name: 'Close' }).click();
  await expect(planDrawer).toHaveCount(0);

  // A <script> or an event handler written in a note is text in Preview, never run.
  const original = await noteField(page).inputValue();
  await noteField(page).fill(`${original}\n\n<script>window.__soapPwned = 1</script>\n\n<img src="x" onerror="window.__soapPwned = 2">\n\n**Bold ${suffix}**`);
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.locator('#soap-note-preview');
  await expect(preview.locator('strong', { hasText: `Bold ${suffix}` })).toBeVisible();
  await expect(preview.locator('script, img, [onerror]')).toHaveCount(0);
  await expect(preview).toContainText('<script>window.__soapPwned = 1</script>');
  expect(await page.evaluate(() => (window as unknown as { __soapPwned?: number }).__soapPwned)).toBeUndefined();
  await expectNoSeriousA11yViolations(page, 'SOAP canvas editor: Preview');
  await page.getByRole('tab', { name: 'Write' }).click();
  await noteField(page).fill(original);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(notice(page, 'SOAP Canvas saved successfully')).toBeVisible();
});

test('a second tab saving an older version gets the conflict message, and the text stays', async ({ page, context }) => {
  await signIn(page, 'vet@demo.vet', { at: editorPath() });
  await expect(noteField(page)).toHaveValue(new RegExp(`Edited in the e2e ${suffix}`));
  const second = await context.newPage();
  await second.goto(editorPath());
  await expect(noteField(second)).toHaveValue(new RegExp(`Edited in the e2e ${suffix}`));

  await noteField(second).fill(`${await noteField(second).inputValue()}\nSecond tab ${suffix}.`);
  await second.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(notice(second, 'SOAP Canvas saved successfully')).toBeVisible();

  await noteField(page).fill(`${await noteField(page).inputValue()}\nFirst tab ${suffix}.`);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: /changed by/ });
  await expect(conflict).toBeVisible();
  await expect(noteField(page)).toHaveValue(new RegExp(`First tab ${suffix}\\.`));
  await page.screenshot({ path: '/tmp/soap-canvas-conflict.png', fullPage: true });
  // Keeping mine saves over theirs.
  await conflict.getByRole('button', { name: 'Keep my version' }).click();
  await expect(notice(page, 'SOAP Canvas saved successfully')).toBeVisible();
  await expect(conflict).toHaveCount(0);
  await second.close();
});

test('an Admin sees Finalize Note disabled, with the tooltip that a veterinarian writes back', async ({ page }) => {
  await signIn(page, 'admin@demo.vet', { at: editorPath() });
  const finalize = page.getByRole('button', { name: 'Finalize Note' });
  await expect(finalize).toHaveAttribute('aria-disabled', 'true');
  await finalize.focus();
  await expect(page.getByRole('tooltip', { name: FINALIZE_TOOLTIP })).toBeVisible();
  await expect(finalize).toHaveAccessibleDescription(FINALIZE_TOOLTIP);
  await finalize.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Export to PIMs' })).toHaveCount(0);
});

test('the vet finalizes: the note goes to Covetrus and the editor is locked', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet', { at: editorPath() });
  await expect(noteField(page)).toHaveValue(new RegExp(`First tab ${suffix}`));
  await page.getByRole('button', { name: 'Finalize Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export to PIMs' });
  await expectNoSeriousA11yViolations(page, 'SOAP canvas editor: the export confirmation');
  await dialog.getByRole('button', { name: 'Export' }).click();
  // The note is locked at once; its write-back to Covetrus runs in the background and shows its state.
  await expect(notice(page, 'SOAP finalized. Export to the practice system is queued.')).toBeVisible();
  await expect(page.getByTestId('practice-export-status')).toContainText('SOAP data exported to PIMs successfully', { timeout: 20_000 });
  await expect(page.getByTestId('practice-export-status')).toContainText(/Record MR-\S+ in Covetrus, read back and checked/);
  // The confetti: 50 pieces, gone after 5 s.
  await expect(page.getByTestId('confetti').locator('[data-confetti-piece]')).toHaveCount(50);
  await expect(page.getByTestId('confetti')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText('SOAP Finalized', { exact: true })).toBeVisible();
  await expect(page.getByText(/Soap already finalized/)).toBeVisible();
  await expect(noteField(page)).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Generate SOAP' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/soap-canvas-finalized.png', fullPage: true });

  // Reloaded: read-only.
  await page.reload();
  await expect(page.getByText(/Soap already finalized/)).toBeVisible();
  await expect(noteField(page)).not.toBeEditable();

  // A server write to it is refused by the lock itself: a valid template and the current version.
  const token = await sessionToken(page);
  const current = await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Visit { soapCanvas { templateCode version finalSoap } } } }`, { id: visitId });
  const { templateCode, version } = current.node.soapCanvas;
  expect(templateCode).toMatch(/^TPL-/);
  const write = await graphql(request, token, `mutation ($input: SaveSoapCanvasInput!) { saveSoapCanvas(input: $input) { __typename ... on Error { message } } }`, {
    input: { visitId, templateCode, finalSoap: 'overwrite', prompt: '', basedOnVersion: version },
  });
  expect(write.saveSoapCanvas).toEqual({ __typename: 'ConflictError', message: 'Soap already finalized' });
  const after = await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Visit { soapCanvas { version finalSoap } } } }`, { id: visitId });
  expect(after.node.soapCanvas).toEqual({ version, finalSoap: current.node.soapCanvas.finalSoap });

  // Covetrus holds it: the patient synced again carries the record.
  const resynced = await graphql(request, token, `mutation ($input: SyncPetInput!) { syncPet(input: $input) { __typename ... on SyncPetSuccess { pet { medicalRecords { kind title notes } } } ... on Error { message } } }`, {
    input: { source: 'covetrus', sourceId: patientSourceId },
  });
  expect(resynced.syncPet.__typename, resynced.syncPet.message).toBe('SyncPetSuccess');
  const record = (resynced.syncPet.pet.medicalRecords as { kind: string; title: string; notes: string }[]).find((entry) => entry.title.includes(visitName));
  expect(record, 'the finalized note is in the practice system').toBeTruthy();
  expect(record!.notes).toContain(`First tab ${suffix}`);
});

let olderVisitId = '';
const olderVisitName = `Older canvas ${suffix}`;
const finalNote = (page: Page) => page.getByRole('dialog', { name: 'Final SOAP note' }).getByLabel('Note');

test('the older canvas: no pet leads to the pet picker, which leads back with the pet; the pet profile opens it too', async ({ page }) => {
  await signIn(page, 'vet@demo.vet', { at: '/d/SOAPCanvas' });
  await expect(page.getByText('No pet selected. Please select a pet to continue with SOAP Canvas.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'SOAP canvas: no pet');

  await page.getByRole('link', { name: 'Choose a pet' }).click();
  await expect(page).toHaveURL(/\/d\/pet-profiles\?choose=soap-canvas$/);
  await expect(page.getByText('Choose a pet to continue with SOAP Canvas.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search pets' }).fill('Bella');
  await page.getByRole('link', { name: 'Choose Bella for SOAP Canvas' }).click();
  await expect(page).toHaveURL(/\/d\/SOAPCanvas\?pet=[^&]+&source=vea$/);
  await expect(page.getByRole('region', { name: "Bella's summary" })).toBeVisible();
  await expect(page.getByText("Choose one of Bella's visits in History to work on its SOAP note.")).toBeVisible();

  await page.goto(`/d/pet-profiles/pets/${petId}?source=covetrus`);
  await page.getByRole('link', { name: 'SOAP Canvas', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/d/SOAPCanvas\\?pet=${encodeURIComponent(petId)}&source=covetrus$`));
  await expect(page.getByText(/Choose one of .+'s visits in History to work on its SOAP note\./)).toBeVisible();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await page.getByRole('dialog').getByRole('listitem').filter({ has: page.getByText(visitName, { exact: true }) }).getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`visitId=${encodeURIComponent(visitId)}$`));
  await expect(page.getByRole('heading', { name: visitName, level: 2 })).toBeVisible();
});

test('the older canvas: the chat without a template, the template panel with label:code entries and fields, a duplicate refused, the history drawer', async ({ page }) => {
  await signIn(page, 'vet@demo.vet');
  olderVisitId = await createVisit(page.request, await sessionToken(page), petId, olderVisitName);
  await page.goto(`/d/SOAPCanvas?${new URLSearchParams({ pet: petId, source: 'covetrus', visitId: olderVisitId }).toString()}`);
  await expect(page.getByRole('region', { name: /'s summary$/ })).toBeVisible();
  await page.getByLabel('Message').fill('Please fill in the template.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No active session. Please select a template first.' })).toBeVisible();
  // Finalize appears only once the note is saved.
  await expect(page.getByRole('button', { name: 'Finalize' })).toHaveCount(0);

  // A demo template: its prose values have no 'label: code' entries, its fields are the entries.
  await page.getByLabel('Choose a template').selectOption({ label: 'Wellness Exam' });
  const objective = page.getByRole('group', { name: 'Section Objective / Physical Exam' });
  await expect(objective.getByRole('listitem')).toHaveText(['Weight: [__weight__]', 'Temperature: [__temperature__]', 'Heart rate: [__heart_rate__]', 'Respiratory rate: [__respiratory_rate__]', 'Body condition score: [__body_condition_score__]']);
  await expect(page.getByRole('group', { name: 'Section Assessment' }).getByRole('listitem')).toHaveText(['Overall health: [__overall_health__]', 'Problems noted: [__problems_noted__]']);
  await page.getByText('Components (19)').click();
  await expect(page.getByLabel('Section for Heart rate')).toBeVisible();
  await page.screenshot({ path: '/tmp/soap-canvas-template-panel.png', fullPage: true });

  // A template of 'label: code' entries (one without a colon is dropped); adding an entry its
  // section holds already is refused (keyboard: the component's section and Add).
  const token = await sessionToken(page);
  const created = await graphql(page.request, token, `mutation ($input: CreateSoapTemplateInput!) { createSoapTemplate(input: $input) { __typename ... on Error { message } } }`, {
    input: {
      name: `Coded ${suffix}`,
      description: 'Label and code entries',
      status: 'ACTIVE',
      content: [
        { section: 'Subjective', value: 'Complaint: [__complaint__], Onset: [__onset__]\nno colon here', fields: [] },
        { section: 'Objective', value: 'Weight: [__weight__]', fields: [] },
      ],
    },
  });
  expect(created.createSoapTemplate.__typename, created.createSoapTemplate.message).toBe('CreateSoapTemplateSuccess');
  await page.reload();
  await page.getByLabel('Choose a template').selectOption({ label: `Coded ${suffix}` });
  const subjective = page.getByRole('group', { name: 'Section Subjective' });
  await expect(subjective.getByRole('listitem')).toHaveText(['Complaint: [__complaint__]', 'Onset: [__onset__]']);
  await expect(page.getByText('no colon here')).toHaveCount(0);
  await page.getByText('Components (3)').click();
  await page.getByLabel('Section for Weight').selectOption({ label: 'Subjective' });
  await page.getByRole('button', { name: 'Add Weight to the chosen section' }).click();
  await expect(subjective.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Add Weight to the chosen section' }).click();
  await expect(notice(page, 'Item already exists in group')).toBeVisible();
  await expect(subjective.getByRole('listitem')).toHaveCount(3);

  // With a template the session starts (the canvas is saved with it) and the assistant answers.
  await page.getByLabel('Message').fill('Please fill the subjective section from the visit.');
  await page.getByRole('button', { name: 'Send' }).click();
  const chat = page.getByRole('list', { name: 'Chat' });
  await expect(chat.getByRole('listitem')).toHaveCount(2);
  await expect(chat.getByRole('listitem').first()).toContainText('Please fill the subjective section from the visit.');
  await expect(chat.getByRole('listitem').nth(1)).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Finalize' })).toBeVisible();
  await page.screenshot({ path: '/tmp/soap-canvas-older.png', fullPage: true });

  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('dialog').getByText(visitName, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page, 'SOAP canvas: a visit');
});

test("the older canvas's Finalize: the final-note modal starts from the reply, keeps and saves edits, and Export saves them first", async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet', { at: `/d/SOAPCanvas?${new URLSearchParams({ pet: petId, source: 'covetrus', visitId: olderVisitId }).toString()}` });
  const token = await sessionToken(page);
  const before = await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Visit { soapCanvas { finalSoap chatHistory { role content } } } } }`, { id: olderVisitId });
  expect(before.node.soapCanvas.finalSoap).toBe('');
  const reply = before.node.soapCanvas.chatHistory.at(-1);
  expect(reply.role).toBe('assistant');

  // Started from the chat, nothing is saved as the note yet: the modal opens with the reply.
  await page.getByRole('button', { name: 'Finalize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Final SOAP note' });
  await expect(finalNote(page)).toHaveValue(reply.content);
  await expect(dialog.getByRole('status')).toHaveText('Not saved yet: Export saves it first.');
  await expectNoSeriousA11yViolations(page, 'SOAP canvas: the final-note modal');

  // Edited, closed and opened again: the edit is still there; Save keeps it on the canvas.
  await finalNote(page).press('Control+End');
  await finalNote(page).pressSequentially(`\n\nModal edit ${suffix}.`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Finalize' }).click();
  await expect(finalNote(page)).toHaveValue(new RegExp(`Modal edit ${suffix}\\.$`));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'SOAP Canvas saved successfully')).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Saved.');
  await page.screenshot({ path: '/tmp/soap-canvas-final-note.png', fullPage: true });

  // Reloaded, the modal starts from the saved note.
  await page.reload();
  await page.getByRole('button', { name: 'Finalize' }).click();
  await expect(finalNote(page)).toHaveValue(new RegExp(`Modal edit ${suffix}\\.$`));

  // An edit not saved goes with Export: saved first, then exported.
  await finalNote(page).press('Control+End');
  await finalNote(page).pressSequentially(`\nExported edit ${suffix}.`);
  await dialog.getByRole('button', { name: 'Export to PIMS' }).click();
  await expect(notice(page, 'SOAP finalized. Export to the practice system is queued.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('practice-export-status')).toContainText('SOAP data exported to PIMs successfully', { timeout: 20_000 });
  await expect(page.getByText('Soap already finalized', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalize' })).toBeDisabled();
  await expect(page.getByLabel('Message')).toBeDisabled();

  const saved = await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Visit { status { name } soapCanvas { isFinalized exportedTo finalSoap } } } }`, { id: olderVisitId });
  expect(saved.node.status.name).toBe('SOAP Finalized');
  expect(saved.node.soapCanvas).toMatchObject({ isFinalized: true, exportedTo: 'Covetrus' });
  expect(saved.node.soapCanvas.finalSoap).toContain(`Modal edit ${suffix}.\nExported edit ${suffix}.`);
  // The practice system got the note with the last edit.
  const resynced = await graphql(request, token, `mutation ($input: SyncPetInput!) { syncPet(input: $input) { __typename ... on SyncPetSuccess { pet { medicalRecords { title notes } } } ... on Error { message } } }`, {
    input: { source: 'covetrus', sourceId: patientSourceId },
  });
  expect(resynced.syncPet.__typename, resynced.syncPet.message).toBe('SyncPetSuccess');
  const record = (resynced.syncPet.pet.medicalRecords as { title: string; notes: string }[]).find((entry) => entry.title.includes(olderVisitName));
  expect(record, 'the finalized note is in the practice system').toBeTruthy();
  expect(record!.notes).toContain(`Exported edit ${suffix}.`);
});
