// Lock (spec 002 sections 2.8, 4 "Visit lock", 5 'PIN', 8): a veterinarian sets
// their Veterinary PIN once on the settings hub and changes it with their password; the Lock
// dialog's four boxes (focus advances, a paste fills them, 'Enter pin' per empty box); a wrong PIN
// is 'Lock Error' with the server's message; a locked visit is read-only for everyone. A first
// lock without a PIN lets the vet choose one in the Lock dialog itself.
import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './support';
import { addPet, createVisit, graphql, notice, saveSubjective, sessionToken } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);

const paste = (box: Locator, text: string) =>
  box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);

test.describe.configure({ mode: 'serial' });

test('a veterinarian sets their Veterinary PIN, then changes it with their password', async ({ page }) => {
  await signIn(page, 'vet@demo.vet', { at: '/d/settings' });
  const card = page.getByRole('button', { name: /Veterinary PIN/ });
  await expect(card).toContainText('Not set yet.');
  await card.click();
  let dialog = page.getByRole('dialog', { name: 'Set your Veterinary PIN' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter pin')).toHaveCount(4);
  await paste(dialog.getByLabel('PIN character 1 of 4'), '2468');
  await expect(dialog.getByText('Enter pin')).toHaveCount(0);
  await expect(dialog.getByLabel('PIN character 4 of 4')).toHaveValue('8');
  await expect(dialog.getByLabel('PIN character 4 of 4')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Veterinary PIN set')).toBeVisible();
  await expect(card).toContainText(/Set, last changed \d{2}\/\d{2}\/\d{4}\./);

  await card.click();
  dialog = page.getByRole('dialog', { name: 'Change your Veterinary PIN' });
  await dialog.getByLabel('PIN character 1 of 4').click();
  await page.keyboard.type('4321');
  await expect(dialog.getByLabel('PIN character 4 of 4')).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter your password to change your Veterinary PIN.')).toBeVisible();
  await dialog.getByLabel('Password').fill('Demo!2345');
  await page.screenshot({ path: '/tmp/lock-pin-card.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Veterinary PIN changed')).toBeVisible();
});

test('a veterinarian locks a visit with the PIN; then nobody can change it', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token);
  const visitId = await createVisit(request, token, petId, `Lock ${suffix}`);
  await saveSubjective(request, token, visitId);
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea&soap=objective&visitId=${visitId}`);

  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock SOAP Visit' });
  await expect(dialog.getByRole('group', { name: 'Please enter your Veterinary PIN' })).toBeVisible();
  await dialog.getByLabel('PIN character 1 of 4').click();
  await page.keyboard.type('43');
  await expect(dialog.getByLabel('PIN character 3 of 4')).toBeFocused();
  await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(dialog.getByText('Enter pin')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/lock-dialog.png' });
  await paste(dialog.getByLabel('PIN character 1 of 4'), '1111');
  await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(notice(page, 'Lock Error')).toContainText('The Veterinary PIN is not correct.');
  await expect(dialog.getByLabel('PIN character 1 of 4')).toHaveValue('');

  await paste(dialog.getByLabel('PIN character 1 of 4'), '4321');
  await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(notice(page, 'SOAP Visit Locked')).toContainText('You have successfully locked the SOAP Visit');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('This visit is locked: its notes can be read but no longer changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Vitals' }).getByLabel('Heart rate')).toBeDisabled();
  const refused = await graphql(request, token, `mutation ($input: SaveVitalsInput!) { saveVitals(input: $input) { __typename ... on Error { message } } }`, {
    input: { visitId, petId, heartRate: 90 },
  });
  expect(refused.saveVitals).toEqual({ __typename: 'ConflictError', message: expect.stringContaining('locked') });
});

test('a first lock without a PIN lets the vet choose one right in the Lock dialog, then locks', async ({ page, request }) => {
  // No journey sets this account's PIN: its first lock is the one that asks for a new PIN.
  await signIn(page, 'superadmin@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token);
  const visitId = await createVisit(request, token, petId, `First lock ${suffix}`);
  await saveSubjective(request, token, visitId);
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea&soap=objective&visitId=${visitId}`);

  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock SOAP Visit' });
  await expect(dialog).toContainText('You have not set a Veterinary PIN yet.');
  await expect(dialog.getByRole('link', { name: 'Veterinary PIN in Settings' })).toHaveAttribute('href', '/d/settings');
  await expect(dialog.getByRole('group', { name: 'Choose your Veterinary PIN' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Set PIN and Lock' }).click();
  await expect(dialog.getByText('Enter pin')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
  await paste(dialog.getByLabel('PIN character 1 of 4'), '1357');
  await page.screenshot({ path: '/tmp/lock-first-pin.png' });
  await dialog.getByRole('button', { name: 'Set PIN and Lock' }).click();
  await expect(notice(page, 'SOAP Visit Locked')).toContainText('You have successfully locked the SOAP Visit');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('This visit is locked: its notes can be read but no longer changed.')).toBeVisible();

  // The PIN chosen there is the one Settings shows as set, and the next lock asks for it.
  await page.goto('/d/settings');
  await expect(page.getByRole('button', { name: /Veterinary PIN/ })).toContainText(/Set, last changed \d{2}\/\d{2}\/\d{4}\./);
  const next = await createVisit(request, token, petId, `Second lock ${suffix}`);
  await saveSubjective(request, token, next);
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea&soap=objective&visitId=${next}`);
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Lock SOAP Visit' }).getByRole('group', { name: 'Please enter your Veterinary PIN' })).toBeVisible();
});

test('a nurse is offered neither the lock nor a PIN', async ({ page, request }) => {
  await signIn(page, 'assistant@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token);
  const visitId = await createVisit(request, token, petId, `No lock ${suffix}`);
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea&soap=subjective&visitId=${visitId}`);
  await expect(page.getByRole('button', { name: 'Preview SOAP Note' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toHaveCount(0);
  await page.goto('/d/settings');
  await expect(page.getByRole('button', { name: /Notification Settings/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Veterinary PIN/ })).toHaveCount(0);
});
