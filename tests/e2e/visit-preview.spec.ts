// Preview SOAP Note (spec 002 section 2.1): a drawer beside the steps showing the
// triage notes, the subjective and the objective charted so far; it follows the saves.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './support';
import { addPet, createVisit, graphql, saveSubjective, sessionToken } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);

test('the preview drawer shows the note so far and follows its saves', async ({ page, request }) => {
  await signIn(page, 'vet@demo.vet');
  const token = await sessionToken(page);
  const petId = await addPet(request, token);
  const visitId = await createVisit(request, token, petId, `Preview ${suffix}`);
  await page.goto(`/d/pet-profiles/pets/${petId}?source=vea&soap=subjective&visitId=${visitId}`);

  await page.getByRole('button', { name: 'Preview SOAP Note' }).click();
  const drawer = page.getByRole('dialog', { name: 'Preview SOAP Note' });
  await expect(drawer.getByRole('region', { name: 'Subjective' })).toContainText('None provided');
  await expect(drawer.getByRole('region', { name: 'Objective' })).toContainText('None provided');
  await expect(drawer.getByRole('region', { name: 'Subjective' })).toContainText('No vitals were taken.');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Preview SOAP Note' })).toBeFocused();

  await saveSubjective(request, token, visitId, {
    chiefComplaint: { complaint: 'Vomiting since Sunday', duration: 'PROGRESSING' },
    reasonForConsultation: { mainCaseIds: [3], otherCases: ['Limping'], vomiting: { timesVomiting: '4 times', intoTrash: 'Yes' } },
    additionalNotes: { triageNotes: 'Quiet but alert, mucous membranes pink', waterIntake: 'Normal', medications: [] },
  });
  const saved = await graphql(
    request,
    token,
    `mutation ($input: SaveObjectiveNoteInput!) { saveObjectiveNote(input: $input) { __typename ... on Error { message } } }`,
    { input: { visitId, bodyScore: 5, dentalScore: 2, mentation: 'Bright', physicalExamResults: [{ category: 'Abdomen', result: 'Abnormal', comment: 'Tense on palpation' }] } },
  );
  expect(saved.saveObjectiveNote.__typename).toBe('SaveObjectiveNoteSuccess');
  // The vitals are part of the note, as in the SOAP PDF.
  const vitals = await graphql(
    request,
    token,
    `mutation ($input: SaveVitalsInput!) { saveVitals(input: $input) { __typename ... on Error { message } } }`,
    { input: { visitId, petId, temperature: { value: 102.4, unit: 'fahrenheit' }, heartRate: 118, respiratoryRate: 26, weight: { value: 21.5, unit: 'lbs' } } },
  );
  expect(vitals.saveVitals.__typename).toBe('SaveVitalsSuccess');

  // Another step loads the visit again: the drawer shows both saves.
  await page.getByRole('navigation', { name: 'Visit steps' }).getByRole('link', { name: 'Objective' }).click();
  await page.getByRole('button', { name: 'Preview SOAP Note' }).click();
  await expect(drawer.getByRole('region', { name: 'Triage Notes' })).toContainText('Quiet but alert, mucous membranes pink');
  const subjective = drawer.getByRole('region', { name: 'Subjective' });
  await expect(subjective).toContainText('Vomiting since Sunday');
  await expect(subjective).toContainText('3-7 days');
  await expect(subjective).toContainText('Limping');
  await expect(subjective).toContainText('Times vomiting');
  const objective = drawer.getByRole('region', { name: 'Objective' });
  await expect(objective).toContainText('Phyiscal Examination');
  await expect(objective).toContainText('Abnormal: Tense on palpation');
  await expect(objective).toContainText('2/4');
  const vitalsRows = drawer.getByRole('region', { name: 'Subjective' }).getByRole('definition');
  await expect(drawer.getByRole('heading', { name: 'Vitals' })).toBeVisible();
  await expect(vitalsRows).toContainText(['102.4 °F', '26 breaths/min', '118 beats/min', '21.5 lbs']);
  // Not modal: the page stays usable beside it.
  await page.getByRole('region', { name: 'Vitals' }).getByLabel('Heart rate').fill('88');
  await expect(drawer).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/preview-drawer.png' });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});
