// The clinic's write-back page (/d/write-back; docs/write-back.md, 'The
// write-back page'). A vet finalizes a note of Pepper, a demo pet linked to the sandbox Covetrus
// practice: the editor says 'SOAP data exported to PIMs successfully' once it is written, and the
// page, reached from the sidebar, lists it as Written with Covetrus's record id; its visit link
// opens the note. Then, one at a time (@clinic-wide: the demo clinic's Covetrus is disconnected
// for a moment): a note finalized while Covetrus is not connected fails with Covetrus's reason and
// shows under Failed; once Covetrus is connected again, Retry (from the keyboard) queues it again
// and it is written. The demo clinic ends connected, as it started.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CLINIC_WIDE, expectNoSeriousA11yViolations, graphql, notice, sessionToken, signIn } from './support';
import { createVisit, saveSubjective } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);
const NOT_CONNECTED = 'Covetrus is not connected yet. Connect it under Integrations.';

/** The demo clinic's pet synced from the practice system's patient of that name. */
async function linkedDemoPet(request: APIRequestContext, token: string, name: string): Promise<string> {
  const found = await graphql(request, token, `query ($search: String) { practicePatients(search: $search) { __typename ... on PracticePatientList { patients { name pet { id } } } ... on Error { message } } }`, {
    search: name,
  });
  expect(found.practicePatients.__typename, found.practicePatients.message).toBe('PracticePatientList');
  const patient = (found.practicePatients.patients as { name: string; pet: { id: string } | null }[]).find((candidate) => candidate.name === name);
  expect(patient?.pet, `${name} is linked to the practice system`).toBeTruthy();
  return patient!.pet!.id;
}

/** A visit of the pet with a saved SOAP canvas note: its id and the note's version. */
async function visitWithNote(request: APIRequestContext, token: string, petId: string, name: string): Promise<{ visitId: string; version: number }> {
  const visitId = await createVisit(request, token, petId, name);
  await saveSubjective(request, token, visitId);
  const templates = await graphql(request, token, `{ soapTemplates(status: ACTIVE) { code name } }`);
  const template = (templates.soapTemplates as { code: string; name: string }[]).find((candidate) => candidate.name === 'Sick Visit') ?? templates.soapTemplates[0];
  const saved = await graphql(request, token, `mutation ($input: SaveSoapCanvasInput!) { saveSoapCanvas(input: $input) { __typename ... on SaveSoapCanvasSuccess { canvas { version } } ... on Error { message } } }`, {
    input: { visitId, templateCode: template.code, finalSoap: `## Subjective\nLethargic since yesterday (${name}).\n\n## Plan\nRecheck in a week.`, prompt: 'Lethargic since yesterday.' },
  });
  expect(saved.saveSoapCanvas.__typename, saved.saveSoapCanvas.message).toBe('SaveSoapCanvasSuccess');
  return { visitId, version: saved.saveSoapCanvas.canvas.version };
}

const rowOf = (page: Page, visitName: string) => page.getByRole('table', { name: 'Write-backs to the practice system' }).getByRole('row').filter({ hasText: visitName });
const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label}\\b`) });

test('a vet finalizes a note of a linked demo pet: written back, and listed on the write-back page as Written with its record id', async ({ page, request }) => {
  const visitName = `Write-back ${suffix}`;
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await linkedDemoPet(request, token, 'Pepper');
  const { visitId } = await visitWithNote(request, token, petId, visitName);

  await page.goto(`/d/soap-canvas-editor?${new URLSearchParams({ pet: petId, source: 'covetrus', visitId, edit: 'true' }).toString()}`);
  await expect(page.getByLabel('SOAP note (markdown)')).toHaveValue(new RegExp(visitName));
  await page.getByRole('button', { name: 'Finalize Note' }).click();
  await page.getByRole('dialog', { name: 'Export to PIMs' }).getByRole('button', { name: 'Export' }).click();
  await expect(notice(page, 'SOAP data exported to PIMs successfully').first()).toBeVisible({ timeout: 30_000 });

  // The sidebar's Write-back: the note is there, Written, with the practice system's record id.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Write-back', exact: true }).click();
  await expect(page).toHaveURL(/\/d\/write-back$/);
  await expect(page.getByRole('heading', { name: 'Write-back', level: 2 })).toBeVisible();
  await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
  for (const label of ['Queued', 'Sending', 'Retrying', 'Written', 'Failed']) await expect(tab(page, label)).toBeVisible();
  const row = rowOf(page, visitName);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pepper');
  await expect(row).toContainText('SOAP note, version');
  await expect(row).toContainText('Written');
  await expect(row).toContainText(/MR-\S+/);
  await expect(row).toContainText('in Covetrus');
  await expect(row.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Write-back page');

  // The Written tab lists it; the Failed tab does not.
  await tab(page, 'Written').click();
  await expect(rowOf(page, visitName)).toContainText('Written');
  await tab(page, 'Failed').click();
  await expect(tab(page, 'Failed')).toHaveAttribute('aria-selected', 'true');
  await expect(rowOf(page, visitName)).toHaveCount(0);

  // The visit link opens the finalized note in the SOAP canvas editor.
  await tab(page, 'All').click();
  await rowOf(page, visitName).getByRole('link', { name: visitName }).click();
  await expect(page).toHaveURL(/\/d\/soap-canvas-editor\?/);
  await expect(page.getByText(/Soap already finalized/)).toBeVisible();
  await expect(page.getByTestId('practice-export-status')).toContainText('SOAP data exported to PIMs successfully');
});

test.describe('a write-back the practice system refused', () => {
  test.describe.configure({ mode: 'serial' });
  let admin = '';

  const setCovetrus = async (request: APIRequestContext, connected: boolean) => {
    const mutation = connected
      ? graphql(request, admin, `mutation ($input: ConnectIntegrationInput!) { connectIntegration(input: $input) { __typename ... on Error { message } } }`, {
          input: { integration: 'covetrus', clinicId: 'SANDBOX-CLINIC-1', accountId: 'SANDBOX-ACCOUNT-1' },
        })
      : graphql(request, admin, `mutation ($input: DisconnectIntegrationInput!) { disconnectIntegration(input: $input) { __typename ... on Error { message } } }`, { input: { integration: 'covetrus' } });
    const answer = Object.values(await mutation)[0] as { __typename: string; message?: string };
    if (connected && answer.__typename !== 'ConnectIntegrationSuccess') expect(answer.message).toMatch(/already connected/);
    if (!connected) expect(answer.__typename, answer.message).toBe('DisconnectIntegrationSuccess');
  };

  test.afterAll(async ({ request }) => {
    // The demo clinic ends connected, whatever happened above.
    if (admin) await setCovetrus(request, true);
  });

  test('fails while the practice system is not connected, and Retry writes it once connected again', CLINIC_WIDE, async ({ page, request }) => {
    const visitName = `Refused write-back ${suffix}`;
    await signIn(page, 'admin@demo.vet');
    admin = await sessionToken(page);
    await signIn(page, 'vet@demo.vet');
    const vet = await sessionToken(page);
    const petId = await linkedDemoPet(request, vet, 'Rocco');
    const { visitId, version } = await visitWithNote(request, vet, petId, visitName);

    await setCovetrus(request, false);
    const finalized = await graphql(request, vet, `mutation ($input: FinalizeSoapCanvasInput!) { finalizeSoapCanvas(input: $input) { __typename ... on FinalizeSoapCanvasSuccess { message } ... on Error { message } } }`, {
      input: { visitId, basedOnVersion: version },
    });
    expect(finalized.finalizeSoapCanvas).toEqual({ __typename: 'FinalizeSoapCanvasSuccess', message: 'SOAP finalized. Export to the practice system is queued.' });

    // The page looks again while it is queued: it turns Failed with Covetrus's reason, no reload.
    await page.goto('/d/write-back');
    const row = rowOf(page, visitName);
    await expect(row).toContainText('Failed', { timeout: 30_000 });
    await expect(row).toContainText(NOT_CONNECTED);
    await tab(page, 'Failed').click();
    await expect(tab(page, 'Failed')).toHaveText(/Failed\s*[1-9]\d*/);
    await expect(rowOf(page, visitName)).toContainText(NOT_CONNECTED);
    await expectNoSeriousA11yViolations(page, 'Write-back page: Failed, with Retry');

    // Mended: Covetrus connected again. Retry from the keyboard queues it again; it is written.
    await setCovetrus(request, true);
    const retry = rowOf(page, visitName).getByRole('button', { name: /^Retry the write-back of Rocco's SOAP note/ });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(notice(page, 'Write-back queued again.').first()).toBeVisible();
    await expect(rowOf(page, visitName)).toContainText('Queued');
    await tab(page, 'All').click();
    const retried = rowOf(page, visitName);
    await expect(retried).toContainText('Written', { timeout: 30_000 });
    await expect(retried).toContainText(/MR-\S+/);
    await expect(retried.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
    // Tried twice: the refused try and the one after Retry.
    await expect(retried.getByRole('cell').nth(5)).toHaveText('2');
  });
});
