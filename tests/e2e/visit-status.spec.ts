// The Visit Status Timeline (spec 002 sections 2.8, 4): opened from the status
// badge, width 550, not closed by a click outside; statuses in upper case; Save Changes; the log
// '<user> updated status to <event>'. A read-only status disables the vitals entry, and the
// server refuses a direct write too.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './support';
import { addPet, createVisit, graphql, saveSubjective, sessionToken } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);

test('a vet moves a visit to Ready for Treatment in the timeline, and it becomes read-only', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token);
  const visitId = await createVisit(request, token, petId, `Status ${suffix}`);
  await saveSubjective(request, token, visitId);
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea&soap=subjective&visitId=${visitId}`);
  const vitals = page.getByRole('region', { name: 'Vitals' });
  await expect(vitals.getByLabel('Heart rate')).toBeEnabled();

  await page.getByRole('button', { name: /open the Visit Status Timeline/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Visit Status Timeline' });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBe(550);
  const status = dialog.getByLabel('Status', { exact: true });
  await expect(status.locator('option')).toContainText(['READY FOR TREATMENT']);
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  // A click outside leaves it open.
  await page.mouse.click(10, 400);
  await expect(dialog).toBeVisible();

  await status.selectOption({ label: 'READY FOR TREATMENT' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const log = dialog.getByRole('region', { name: 'Status log' });
  await expect(log.getByRole('listitem').first()).toContainText(/updated status to Ready for Treatment/);
  await expect(log.getByRole('listitem').first()).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/status-timeline.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The badge and every input follow at once.
  await expect(page.getByRole('button', { name: /open the Visit Status Timeline/ })).toHaveText('Ready for Treatment');
  await expect(page.getByText('This visit is read-only in its current status.', { exact: false })).toBeVisible();
  await expect(vitals.getByLabel('Heart rate')).toBeDisabled();
  await expect(vitals.getByRole('button', { name: 'Save Vitals' })).toBeDisabled();
  const refused = await graphql(
    request,
    token,
    `mutation ($input: SaveVitalsInput!) { saveVitals(input: $input) { __typename ... on Error { message } } }`,
    { input: { visitId, petId, heartRate: 90 } },
  );
  expect(refused.saveVitals).toEqual({ __typename: 'ConflictError', message: expect.stringContaining('read-only') });
});

// A finalized visit is not moved back without a reason for modification; the dialog
// shows the server's words, and the status stays.
test('moving a finalized visit back without a reason is refused in the timeline with the server’s words', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token);
  const visitId = await createVisit(request, token, petId, `Finalized ${suffix}`);
  const finalized = await graphql(
    request,
    token,
    `mutation ($input: UpdateVisitStatusInput!) { updateVisitStatus(input: $input) { __typename } }`,
    { input: { id: visitId, statusId: 9 } },
  );
  expect(finalized.updateVisitStatus.__typename).toBe('UpdateVisitStatusSuccess');
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea&soap=subjective&visitId=${visitId}`);
  await page.getByRole('button', { name: /open the Visit Status Timeline/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Visit Status Timeline' });
  await dialog.getByLabel('Status', { exact: true }).selectOption({ label: 'SOAP IN PROGRESS' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('This visit is read-only in its current status. Give a reason for modification before changing it.')).toBeVisible();
  await page.screenshot({ path: '/tmp/pw-lock/timeline-refused.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /open the Visit Status Timeline/ })).toHaveText('SOAP Finalized');

  // Under a reason given for the visit (the address carries it after the Reason for Modification
  // modal), the same move is made.
  const reason = await graphql(
    request,
    token,
    `mutation ($input: SaveModificationReasonInput!) { saveModificationReason(input: $input) { __typename ... on SaveModificationReasonSuccess { modificationReason { id } } } }`,
    { input: { visitId, modificationDate: '2026/11/28', modificationReason: 'Finalized too early' } },
  );
  const reasonId = reason.saveModificationReason.modificationReason.id;
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea&soap=subjective&visitId=${visitId}&visit_modification_id=${encodeURIComponent(reasonId)}`);
  await page.getByRole('button', { name: /open the Visit Status Timeline/ }).click();
  await dialog.getByLabel('Status', { exact: true }).selectOption({ label: 'SOAP IN PROGRESS' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('region', { name: 'Status log' }).getByRole('listitem').first()).toContainText('updated status to SOAP in Progress');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /open the Visit Status Timeline/ })).toHaveText('SOAP in Progress');
});
