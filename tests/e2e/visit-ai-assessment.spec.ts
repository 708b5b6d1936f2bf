// The AI features of the Assessment step, the Medical History Summary panel, the AI Knowledge
// Base and the settings' AI Assistant card (spec 002 sections 2.5, 2.8 and
// 4, spec 003 sections 2.9, 5 and 8), against the real stack with the built-in rules engine:
// - a visit whose complaint and observations speak of vomiting gets AI suggestions in the three
//   blocks, each marked AI with why and from which source, and no NSAID; nothing enters the plan
//   until the vet adds a suggestion (one click) or all of a block's; saved they stay
//   marked AI; Smart Recommendations off empties the blocks, on brings the suggestions back;
// - a super admin adds, views, edits and deletes a knowledge-base entry (with the spec's
//   messages), and while it exists a visit that matches its search text gets its recommendation
//   as a suggestion whose source is that entry; a vet gets the permission-denied screen;
// - the Medical History Summary of a pet lists its earlier visit's plan rows and complaint, each
//   line linking to that visit, on the steps page and the pet profile; a new pet has the empty text;
// - the settings hub says which AI provider answers and that dictation needs AI_SPEECH_MODEL.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, notice, sessionToken, signIn } from './support';
import { addPet, createVisit, graphql, saveSubjective } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);

const assessmentPath = (petId: string, visitId: string) => `/d/pet-profiles/pets/${petId}?source=vea&soap=assessment&visitId=${encodeURIComponent(visitId)}`;
const block = (page: Page, title: string) => page.getByRole('region', { name: title });
const blockRow = (page: Page, title: string, name: string) => block(page, title).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
const planTable = (page: Page) => page.getByRole('table', { name: "Biscuit's Treatment Plan" });
const planRow = (page: Page, name: string) => planTable(page).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
/** A block row's checkbox, described by why the AI suggested the row and from which source. */
const tick = (page: Page, title: string, name: string) => block(page, title).getByRole('checkbox', { name: `Select ${name}`, exact: true });
const smartSwitch = (page: Page) => page.getByRole('switch', { name: 'Smart Recommendations' });

/** A visit of a new pet with the given complaint and observations. */
async function visitSaying(request: APIRequestContext, token: string, options: { name: string; complaint: string; caseIds: number[]; triageNotes?: string; observations?: string; petId?: string }) {
  const petId = options.petId ?? (await addPet(request, token));
  const visitId = await createVisit(request, token, petId, options.name);
  await saveSubjective(request, token, visitId, {
    chiefComplaint: { complaint: options.complaint, duration: 'ACUTE' },
    reasonForConsultation: { mainCaseIds: options.caseIds },
    ...(options.triageNotes ? { additionalNotes: { triageNotes: options.triageNotes } } : {}),
  });
  if (options.observations) {
    const saved = await graphql(request, token, `mutation ($input: SaveObjectiveNoteInput!) { saveObjectiveNote(input: $input) { __typename ... on Error { message } } }`, {
      input: { visitId, medicalHistoryNotes: options.observations },
    });
    expect(saved.saveObjectiveNote.__typename, saved.saveObjectiveNote.message).toBe('SaveObjectiveNoteSuccess');
  }
  return { petId, visitId };
}

async function setSmartRecommendations(request: APIRequestContext, token: string, enabled: boolean) {
  const data = await graphql(request, token, `mutation ($input: SetSmartRecommendationsInput!) { setSmartRecommendations(input: $input) { __typename } }`, { input: { enabled } });
  expect(data.setSmartRecommendations.__typename).toBe('SetSmartRecommendationsSuccess');
}

test('AI suggestions wait in the blocks with their reasons and enter the plan only when the vet adds them (one, or all of a block); saved they stay AI rows; Smart Recommendations turns them off and on', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  await setSmartRecommendations(request, token, true);
  // The walk-through's case: a vomiting dog that is on carprofen.
  const { petId, visitId } = await visitSaying(request, token, {
    name: `AI plan ${suffix}`,
    complaint: 'Vomiting and diarrhea since yesterday',
    caseIds: [3, 4],
    triageNotes: 'He is on carprofen for his hips.',
    observations: 'Vomited twice this morning, mildly dehydrated, abdomen tense on palpation.',
  });

  await page.goto(assessmentPath(petId, visitId));
  await expect(page.getByRole('heading', { name: 'Assessment', level: 3 })).toBeVisible();
  await expect(smartSwitch(page)).toHaveAttribute('aria-checked', 'true');

  // The blocks: each suggestion marked AI, with why and from which source.
  const diagnostics = 'AI Suggestions for Diagnostics';
  const protocol = 'AI Suggestions for Treatment Protocol';
  const cbc = blockRow(page, diagnostics, 'Complete Blood Count (CBC)');
  await expect(cbc).toContainText('AI');
  await expect(tick(page, diagnostics, 'Complete Blood Count (CBC)')).toHaveAccessibleDescription(
    /^Why: .*a CBC checks for infection, inflammation and dehydration.*Source: Rule "Vomiting or diarrhea" · matched “(vomit|diarrh)[^”]*”/i,
  );
  await expect(tick(page, protocol, 'Maropitant (Cerenia)')).toHaveAccessibleDescription(/Why: .*an antiemetic controls nausea and vomiting/);
  // An NSAID is not offered to a dog with vomiting and diarrhea, though the notes name one.
  await expect(blockRow(page, protocol, 'Carprofen')).toHaveCount(0);
  await expect(blockRow(page, protocol, 'Meloxicam')).toHaveCount(0);

  // Suggested, not added: the plan is empty and unchanged until the vet adds a suggestion.
  await expect(planTable(page)).toContainText('Treatments were not generated.');
  await expect(page.getByText('Plan Modified')).toHaveCount(0);
  await expect(cbc).not.toContainText('In plan');

  // One click adds one suggestion, marked AI with why.
  await block(page, diagnostics).getByRole('button', { name: 'Add Complete Blood Count (CBC) to the plan' }).click();
  await expect(planRow(page, 'Complete Blood Count (CBC)')).toContainText('AI');
  await expect(planRow(page, 'Complete Blood Count (CBC)')).toContainText(/Why: .*a CBC checks/);
  await expect(cbc).toContainText('In plan');
  await expect(block(page, diagnostics).getByRole('button', { name: 'Add Complete Blood Count (CBC) to the plan' })).toHaveCount(0);
  await expect(page.getByText('Plan Modified')).toBeVisible();
  await expect(planRow(page, 'Chemistry Panel')).toHaveCount(0);
  await expect(blockRow(page, 'AI Suggestions for Services', 'Sick Exam')).toContainText('AI');

  // 'Add all' adds every suggestion of its block the plan does not list yet, once.
  const leftToAdd = block(page, diagnostics).getByRole('button', { name: /^Add .* to the plan$/ });
  const diagnosticsLeft = await leftToAdd.count();
  expect(diagnosticsLeft).toBeGreaterThan(1);
  await block(page, diagnostics).getByRole('button', { name: `Add all ${diagnosticsLeft} suggestions` }).click();
  await expect(notice(page, `${diagnosticsLeft} Diagnostics items added`)).toBeVisible();
  await expect(planRow(page, 'Chemistry Panel')).toContainText('AI');
  await expect(leftToAdd).toHaveCount(0);
  await expect(block(page, diagnostics).getByRole('button', { name: /^Add all/ })).toHaveCount(0);
  await expect(planRow(page, 'Maropitant (Cerenia)')).toHaveCount(0);
  await block(page, protocol).getByRole('button', { name: 'Add Maropitant (Cerenia) to the plan' }).click();
  await expect(planRow(page, 'Maropitant (Cerenia)')).toContainText('AI');
  await expect(planTable(page).getByRole('row')).toHaveCount(1 + 1 + diagnosticsLeft + 1);
  const names = await planTable(page).getByRole('row').locator('td:first-child > span:first-child').allTextContents();
  expect(new Set(names).size).toBe(names.length);
  await page.screenshot({ path: '/tmp/ai-assessment-suggestions.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Assessment step: AI suggestions, some added to the plan');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Treatment plan saved')).toBeVisible();
  const saved = await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Visit { treatmentPlan { items { name ai aiReason } } } } }`, { id: visitId });
  const savedCbc = saved.node.treatmentPlan.items.find((item: { name: string }) => item.name === 'Complete Blood Count (CBC)');
  expect(savedCbc).toMatchObject({ ai: true, aiReason: expect.stringContaining('Rule "Vomiting or diarrhea"') });
  // The suggested service nobody added is not in the plan.
  expect(saved.node.treatmentPlan.items.map((item: { name: string }) => item.name)).not.toContain('Sick Exam');

  // The edit drawer of an AI-made row says why it was suggested.
  await page.getByRole('button', { name: 'Edit Complete Blood Count (CBC)' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Diagnostics' })).toContainText(/Suggested by the AI because.*a CBC checks/);
  await page.getByRole('dialog', { name: 'Edit Diagnostics' }).getByRole('button', { name: 'Cancel' }).click();

  // A switch that cannot reach the server says so and stays as it was.
  await page.context().setOffline(true);
  await smartSwitch(page).click();
  await expect(notice(page, 'Failed to update AI status')).toBeVisible();
  await expect(smartSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await page.context().setOffline(false);

  // Off: the blocks suggest nothing and say so; the saved AI rows stay in the plan.
  await smartSwitch(page).click();
  await expect(notice(page, 'Smart Recommendations turned off')).toBeVisible();
  await expect(smartSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(block(page, diagnostics)).toContainText('Smart Recommendations are off');
  await expect(cbc).toHaveCount(0);
  await expect(planRow(page, 'Complete Blood Count (CBC)')).toContainText('AI');
  await page.screenshot({ path: '/tmp/ai-assessment-off.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Assessment step: Smart Recommendations off');
  // The setting is the clinic's: a reload keeps it off.
  await page.reload();
  await expect(smartSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(block(page, diagnostics)).toContainText('Smart Recommendations are off');

  // On again: the suggestions return to the blocks, those in the plan marked so; the plan is unchanged.
  await smartSwitch(page).click();
  await expect(notice(page, 'Smart Recommendations turned on')).toBeVisible();
  await expect(cbc).toContainText('In plan');
  await expect(page.getByText('Plan Modified')).toHaveCount(0);

  // The AI prompt: an empty one is refused; its answer shows in the blocks, to add.
  const prompt = page.getByRole('region', { name: /AI Prompt/ });
  await prompt.getByRole('button', { name: 'Ask AI' }).click();
  await expect(notice(page, 'Prompt is required')).toBeVisible();
  await prompt.getByLabel('AI prompt', { exact: true }).fill('Also limping on the left hind leg, stiff after rest');
  await prompt.getByRole('button', { name: 'Ask AI' }).click();
  await expect(notice(page, 'Check the fields below with the AI response')).toBeVisible();
  await expect(tick(page, diagnostics, 'Radiographs (2 views)')).toHaveAccessibleDescription(/Why: .*(limp|stiff).*Source: Rule/i);
  await expect(planRow(page, 'Radiographs (2 views)')).toHaveCount(0);
  await expect(page.getByText('Plan Modified')).toHaveCount(0);
  // Limping beside vomiting still brings no NSAID.
  await expect(blockRow(page, protocol, 'Carprofen')).toHaveCount(0);
  await block(page, diagnostics).getByRole('button', { name: 'Add Radiographs (2 views) to the plan' }).click();
  await expect(planRow(page, 'Radiographs (2 views)')).toContainText('AI');
  await expect(page.getByText('Plan Modified')).toBeVisible();
  await expect(planRow(page, 'Complete Blood Count (CBC)')).toHaveCount(1);
  await page.screenshot({ path: '/tmp/ai-assessment-prompt.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Assessment step: the AI prompt answered');
});

test('a super admin keeps the AI knowledge base, and an entry leads to a suggestion with the entry as its source', async ({ page, request }) => {
  // A vet may not open it.
  await signIn(page, 'vet@demo.vet');
  const vetToken = await sessionToken(page);
  await page.goto('/d/embedding');
  await expect(page.getByText("Sorry, you don't have permission to access this page.")).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'superadmin@demo.vet', { at: '/d/settings' });
  await page.getByRole('link', { name: /AI Knowledge Base/ }).click();
  await expect(page).toHaveURL(/\/d\/embedding$/);
  await expect(page.getByRole('heading', { name: 'AI Knowledge Base', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'AI Knowledge Base' });

  // The search finds nothing: the spec's empty text.
  await page.getByRole('searchbox', { name: 'Search the AI knowledge base' }).fill(`nothing-${suffix}`);
  await expect(table).toContainText("AI Knowledge Base haven't been added yet...");
  // The cleared search is sent after the search box's pause; until its answer the table is dimmed,
  // and the accessibility check of the dialog below would judge the dimmed header's colours.
  const clearedList = page.waitForResponse(
    (response) => response.request().postDataJSON()?.operationName === 'AiKnowledgeBasePageRefetchQuery' && !response.request().postDataJSON()?.variables?.search,
  );
  await page.getByRole('searchbox', { name: 'Search the AI knowledge base' }).fill('');
  await clearedList;
  await expect(table).not.toHaveAttribute('aria-busy', 'true');

  // Create: both fields are required, with the create wording.
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Knowledge Base Entry' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toContainText('Please enter search content');
  await expect(dialog).toContainText('Please enter recommendation text');
  // The recommendation uses a visit's text when the visit says at least half of the search text's words.
  const content = `Eating grass ${suffix}`;
  await dialog.getByLabel('Search Text').fill(content);
  await dialog.getByLabel('Recommendation').fill('Gabapentin');
  await expectNoSeriousA11yViolations(page, 'AI Knowledge Base: add an entry');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(notice(page, 'Knowledge base entry added')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: suffix });
  await expect(row).toContainText('Gabapentin');
  // The search text is clamped to 3 rows, the recommendation to 2.
  expect(await row.locator('td').first().locator('span').evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('3');
  expect(await row.locator('td').nth(1).locator('span').evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('2');
  await page.screenshot({ path: '/tmp/ai-knowledge-base.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'AI Knowledge Base: the table');

  // View.
  await row.getByRole('button', { name: /Action/ }).click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'Knowledge Base Entry' });
  await expect(view).toContainText(content);
  await view.getByRole('button', { name: 'Close' }).first().click();

  // Edit: an empty recommendation gets the edit wording; then a longer one is saved.
  await row.getByRole('button', { name: /Action/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Knowledge Base Entry' });
  await edit.getByLabel('Recommendation').fill(' ');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toContainText('Please enter text');
  await edit.getByLabel('Recommendation').fill('Gabapentin before walks to calm the grass eating');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Knowledge base entry updated')).toBeVisible();
  await expect(row).toContainText('Gabapentin before walks');

  // An entry deleted by someone else while it is being edited: the server's message is shown.
  const superToken = await sessionToken(page);
  const other = await graphql(request, superToken, `mutation ($input: CreateAiKnowledgeBaseEntryInput!) { createAiKnowledgeBaseEntry(input: $input) { __typename ... on CreateAiKnowledgeBaseEntrySuccess { entry { id } } } }`, {
    input: { content: `Gone soon ${suffix}`, text: 'Urinalysis' },
  });
  await page.getByRole('searchbox', { name: 'Search the AI knowledge base' }).fill(`Gone soon ${suffix}`);
  const otherRow = table.getByRole('row').filter({ hasText: `Gone soon ${suffix}` });
  await otherRow.getByRole('button', { name: /Action/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await graphql(request, superToken, `mutation ($input: DeleteAiKnowledgeBaseEntryInput!) { deleteAiKnowledgeBaseEntry(input: $input) { __typename } }`, {
    input: { id: other.createAiKnowledgeBaseEntry.entry.id },
  });
  await edit.getByLabel('Recommendation').fill('Urinalysis and a urine culture');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Edit Knowledge Base Error')).toContainText('Knowledge base entry not found.');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('searchbox', { name: 'Search the AI knowledge base' }).fill('');

  // While the entry exists, a visit that says what it searches for gets its recommendation.
  await setSmartRecommendations(request, vetToken, true);
  const { petId, visitId } = await visitSaying(request, vetToken, { name: `AI KB ${suffix}`, complaint: `Eating grass on every walk ${suffix}`, caseIds: [2] });
  const suggestions = await graphql(
    request,
    vetToken,
    `query ($id: ID!) { node(id: $id) { ... on Visit { aiRecommendations { medications { name reason source { type label matchedText } } } } } }`,
    { id: visitId },
  );
  const fromEntry = suggestions.node.aiRecommendations.medications.find((suggestion: { name: string }) => suggestion.name === 'Gabapentin');
  expect(fromEntry?.source.type, JSON.stringify(suggestions.node.aiRecommendations.medications)).toBe('KNOWLEDGE_BASE');
  const superPage = page;
  await superPage.goto(assessmentPath(petId, visitId));
  await expect(tick(superPage, 'AI Suggestions for Treatment Protocol', 'Gabapentin')).toHaveAccessibleDescription(/Source: Knowledge-base entry/);
  await superPage.screenshot({ path: '/tmp/ai-assessment-knowledge-base.png', fullPage: true });

  // Delete asks first; the entry is gone and no longer suggests.
  await superPage.goto('/d/embedding');
  await table.getByRole('row').filter({ hasText: suffix }).getByRole('button', { name: /Action/ }).click();
  await superPage.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = superPage.getByRole('dialog', { name: 'Delete Knowledge Base Entry' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(superPage, 'AI Knowledge Base: delete confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(superPage, 'Knowledge base entry deleted')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: suffix })).toHaveCount(0);
  const after = await graphql(request, vetToken, `query ($id: ID!) { node(id: $id) { ... on Visit { aiRecommendations { medications { name source { type } } } } } }`, { id: visitId });
  expect(after.node.aiRecommendations.medications.some((suggestion: { source: { type: string } }) => suggestion.source.type === 'KNOWLEDGE_BASE')).toBe(false);
});

test('an added knowledge-base entry shows at once and a deleted one goes, without the list being asked for again', async ({ page }) => {
  // The operation names of the GraphQL requests the page sends (fetchGraphQL names each one).
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') operations.push(String(request.postDataJSON()?.operationName ?? ''));
  });
  const listQueries = () => operations.filter((name) => /^AiKnowledgeBasePage/.test(name));
  await signIn(page, 'superadmin@demo.vet', { at: '/d/embedding' });
  const table = page.getByRole('table', { name: 'AI Knowledge Base' });
  const content = `Store only ${suffix}`;
  // The search's list answered (the unsearched list may be empty too, so its look says nothing).
  const searched = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().postDataJSON()?.operationName === 'AiKnowledgeBasePageRefetchQuery');
  await page.getByRole('searchbox', { name: 'Search the AI knowledge base' }).fill(content);
  await searched;
  await expect(table).toContainText("AI Knowledge Base haven't been added yet...");
  await expect(page.getByText('Showing 0–0 of 0')).toBeVisible();
  const listed = listQueries().length;

  await page.getByRole('button', { name: 'Add Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Knowledge Base Entry' });
  await dialog.getByLabel('Search Text').fill(content);
  await dialog.getByLabel('Recommendation').fill('Urinalysis');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(notice(page, 'Knowledge base entry added')).toBeVisible();
  // The mutation's answer put the row in the searched list and moved its count.
  const row = table.getByRole('row').filter({ hasText: content });
  await expect(row).toContainText('Urinalysis');
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();

  await row.getByRole('button', { name: /Action/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Knowledge Base Entry' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Knowledge base entry deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Showing 0–0 of 0')).toBeVisible();

  expect(operations).toContain('useCreateAiKnowledgeBaseEntryMutation');
  expect(operations).toContain('useDeleteAiKnowledgeBaseEntryMutation');
  expect(listQueries().length, `list queries after the search: ${listQueries().slice(listed).join(', ')}`).toBe(listed);
});

test('the Medical History Summary lists the earlier visits, each line linking to its visit; a new pet has none', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  await setSmartRecommendations(request, token, true);
  const earlier = await visitSaying(request, token, { name: `History ${suffix}`, complaint: 'Vomiting since Sunday', caseIds: [3] });
  const [diagnostic] = (await graphql(request, token, `{ diagnostics(first: 1, search: "Complete Blood Count") { edges { node { id name } } } }`)).diagnostics.edges.map((edge: { node: { id: string; name: string } }) => edge.node);
  const plan = await graphql(request, token, `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { __typename } }`, {
    input: { visitId: earlier.visitId, isClientAtClinic: true, items: [{ kind: 'DIAGNOSTIC', catalogueId: diagnostic.id, quantity: 1, removed: false, approved: true }] },
  });
  expect(plan.saveTreatmentPlan.__typename).toBe('SaveTreatmentPlanSuccess');
  const today = await visitSaying(request, token, { name: `Today ${suffix}`, complaint: 'Recheck', caseIds: [2], petId: earlier.petId });

  // From the steps page: a drawer beside the step.
  await page.goto(`/d/pet-profiles/pets/${today.petId}?source=vea&soap=subjective&visitId=${encodeURIComponent(today.visitId)}`);
  await page.getByRole('button', { name: 'Medical History' }).click();
  const drawer = page.getByRole('dialog', { name: 'Medical History Summary' });
  await expect(drawer).toContainText("The assistant put this summary together from this pet's earlier visits charted in VetChart");
  for (const section of ['Medications', 'Treatments', 'Services', 'Problems', 'Diagnosis']) await expect(drawer.getByRole('heading', { name: section })).toBeVisible();
  const treatments = drawer.getByRole('region', { name: 'Treatments' });
  const line = treatments.getByRole('link', { name: new RegExp(diagnostic.name.replace(/[()]/g, '\\$&')) });
  await expect(line).toContainText(`History ${suffix}`);
  await expect(drawer.getByRole('region', { name: 'Problems' })).toContainText('Vomiting since Sunday');
  // The visit being charted is not its own history.
  await expect(drawer.getByRole('region', { name: 'Problems' })).not.toContainText('Recheck');
  await page.screenshot({ path: '/tmp/ai-medical-history.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Medical History Summary drawer');
  await line.click();
  await expect(page).toHaveURL(new RegExp(`visitId=${encodeURIComponent(earlier.visitId).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.getByRole('heading', { name: `History ${suffix}` })).toBeVisible();

  // From the pet profile, and a new pet's empty text.
  await page.goto(`/d/pet-profiles/pets/${earlier.petId}?source=vea`);
  await page.getByRole('button', { name: 'Medical History' }).click();
  await expect(page.getByRole('dialog', { name: 'Medical History Summary' }).getByRole('region', { name: 'Problems' })).toContainText('Vomiting since Sunday');
  const newPet = await addPet(request, token);
  await page.goto(`/d/pet-profiles/pets/${newPet}?source=vea`);
  await page.getByRole('button', { name: 'Medical History' }).click();
  await expect(page.getByRole('dialog', { name: 'Medical History Summary' })).toContainText('Oh, looks like there is no medical history available for this animal.');
  await expectNoSeriousA11yViolations(page, 'Medical History Summary: empty');
});

test('the settings hub says which AI provider answers and whether dictation is available', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  // The journeys' product runs the rules engine, with dictation over the local speech server (start-app.mjs).
  const { aiStatus } = await graphql(request, await sessionToken(page), `{ aiStatus { provider chatModel dictationAvailable dictationSetting } }`);
  expect(aiStatus).toEqual({ provider: 'RULES', chatModel: null, dictationAvailable: true, dictationSetting: 'AI_SPEECH_MODEL' });
  await page.goto('/d/settings');
  const card = page.getByRole('button', { name: /AI Assistant/ });
  await expect(card).toContainText('Built-in rules engine. Dictation is available.');
  await expect(card).toContainText('Rules');
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
  await expect(dialog).toContainText('Built-in rules engine');
  await expect(dialog).toContainText('No language model');
  await expect(dialog).toContainText('None: the rules engine answers without a model.');
  await expect(dialog).toContainText('Available');
  await expect(dialog).toContainText('Turned on by the server setting AI_SPEECH_MODEL.');
  await page.screenshot({ path: '/tmp/ai-settings.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Settings: the AI Assistant card');
});
