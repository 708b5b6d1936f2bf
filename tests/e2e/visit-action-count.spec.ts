// How many deliberate actions a whole visit takes, charted the way a busy clinic charts it: a
// vomiting dog, vitals taken first, the check-in, the exam described in words and its AI-written
// comments accepted, two of the AI's suggestions added, the plan signed in person, the visit completed and locked with a PIN. Every
// click, field typed, choice made, signature drawn and PIN entered goes through `act`, which counts
// it; waiting for the page does not count. The count and the list of actions are printed, and the
// count may not grow past ACTION_BUDGET: docs/visit-charting.md says what it was and what removed
// the rest. At 1440×900, a staff laptop's screen.
import { expect, test, type Page } from '@playwright/test';
import { notice, signIn } from './support';
import { drawSignature } from './visit-plan-api';
import { addPet, graphql, sessionToken } from './visit-vitals-api';

test.use({ viewport: { width: 1440, height: 900 } });

/** docs/visit-charting.md, 'Actions in a full visit': a change that adds actions updates both. */
const ACTION_BUDGET = 29;

class ActionCounter {
  readonly actions: string[] = [];
  async act<T>(what: string, action: () => Promise<T>): Promise<T> {
    this.actions.push(what);
    return action();
  }
}

async function setPin(page: Page, request: Parameters<typeof addPet>[0], pin: string) {
  const set = await graphql(request, await sessionToken(page), `mutation ($input: SetVeterinaryPinInput!) { setVeterinaryPin(input: $input) { __typename ... on Error { message } } }`, {
    input: { pin, password: 'Demo!2345' },
  });
  expect(set.setVeterinaryPin.__typename).toBe('SetVeterinaryPinSuccess');
}

test('a whole visit, from the pet profile to a locked note, takes at most ACTION_BUDGET actions', async ({ page, request }) => {
  // Set-up the product already has on a clinic day: the signed-in vet, the pet, the vet's PIN.
  await signIn(page, 'admin@demo.vet');
  const petId = await addPet(request, await sessionToken(page));
  await setPin(page, request, '2580');
  await page.goto(`/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea`);
  const counter = new ActionCounter();
  const { act } = { act: counter.act.bind(counter) };

  // The visit, and the Subjective step with the vitals beside it.
  await act('Add new visit', () => page.getByRole('button', { name: 'Add new visit' }).click());
  await act('Chart this visit step by step', () => page.getByRole('link', { name: 'Chart this visit step by step' }).click());
  await expect(page.getByRole('heading', { name: 'Subjective', level: 3 })).toBeVisible();
  const vitals = page.getByRole('region', { name: 'Vitals' });
  await act('type the temperature', () => vitals.getByLabel('Temperature', { exact: true }).fill('101.8'));
  await act('type the heart rate', () => vitals.getByLabel('Heart rate').fill('96'));
  await act('type the respiratory rate', () => vitals.getByLabel('Respiratory rate').fill('24'));
  await act('type the weight', () => vitals.getByLabel('Weight', { exact: true }).fill('22'));
  await act('type the chief complaint', () => page.getByLabel('Chief complaint').fill('Vomiting since yesterday'));
  await act("choose the duration '1-3 days'", () => page.getByRole('radio', { name: '1-3 days' }).check());
  await act("tick the reason 'Vomiting'", () => page.getByRole('checkbox', { name: 'Vomiting' }).check());
  await act('type how many times it vomited', () =>
    page.getByRole('region', { name: 'Vomiting case' }).getByLabel('How many times has the pet vomited?').fill('3'),
  );
  await act('type the triage notes', () => page.getByLabel('Triage notes').fill('Bright, mildly dehydrated, ate grass yesterday'));
  await act('Continue (saves the Subjective and the vitals)', () => page.getByRole('button', { name: 'Continue', exact: true }).click());
  await expect(notice(page, 'Changes has saved successfully!')).toBeVisible();
  await expect(notice(page, 'Vitals saved successfully')).toBeVisible();

  // The Objective step: the exam described in words, read into the exam table by the AI.
  await expect(page.getByRole('heading', { name: 'Physical Exam Summary' })).toBeVisible();
  await act('describe the exam in the AI prompt', () =>
    page.getByRole('textbox', { name: 'AI prompt' }).fill('Eyes clear. Abdomen tense and painful on palpation. Mucous membranes tacky.'),
  );
  await act('Ask AI', () => page.getByRole('button', { name: 'Ask AI' }).click());
  await expect(page.getByRole('combobox', { name: 'Result for Abdomen' })).not.toHaveValue('');
  // The AI's comments are AI drafts once saved: the vet reads each and accepts it (the
  // note cannot be locked while a part is an unreviewed AI draft).
  await act('Save (the exam)', () => page.getByRole('button', { name: 'Save', exact: true }).click());
  await expect(notice(page, 'Physical exam saved')).toBeVisible();
  const accepts = page.getByRole('button', { name: /^Accept the AI draft of Objective: / });
  await expect(accepts.first()).toBeVisible();
  for (let left = await accepts.count(); left > 0; left -= 1) {
    await act(`accept the AI draft of ${(await accepts.first().getAttribute('aria-label'))!.replace('Accept the AI draft of ', '')}`, () => accepts.first().click());
    await expect(accepts).toHaveCount(left - 1);
  }
  await act('Continue', () => page.getByRole('button', { name: 'Continue', exact: true }).click());

  // The Assessment step: the vet adds two of the AI's suggestions to the empty plan. The exam fill's
  // 'Undo AI fill' went with the Objective form: it would act on a form no longer shown.
  await expect(page.getByRole('heading', { name: 'Assessment', level: 3 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo AI fill' })).toHaveCount(0);
  const diagnostics = page.getByRole('region', { name: 'AI Suggestions for Diagnostics' });
  const protocol = page.getByRole('region', { name: 'AI Suggestions for Treatment Protocol' });
  await act('add the suggested CBC', () => diagnostics.getByRole('button', { name: 'Add Complete Blood Count (CBC) to the plan' }).click());
  await act('add the suggested maropitant', () => protocol.getByRole('button', { name: 'Add Maropitant (Cerenia) to the plan' }).click());
  await act('Continue (saves the plan, in person by default)', () => page.getByRole('button', { name: 'Continue', exact: true }).click());

  // The Plan step: the owner signs in person.
  await expect(page.getByRole('heading', { name: 'Proposed Treatment Plan', level: 3 })).toBeVisible();
  const signature = page.getByRole('region', { name: 'Signature' });
  await act("type the owner's full name", () => signature.getByLabel('Full Name').fill('Vera Vitals'));
  await act('the owner draws the signature', () => drawSignature(page, signature.getByTestId('signature-pad')));
  await act('Approve', () => signature.getByRole('button', { name: 'Approve' }).click());
  await expect(page.getByRole('heading', { name: 'Proposed Treatment Plan (signed)' })).toBeVisible();
  await act('Done', () => page.getByRole('button', { name: 'Done' }).click());
  await expect(page.getByRole('heading', { name: 'SOAP Process Complete' })).toBeVisible();

  // The note is locked with the vet's PIN.
  await act('Lock', () => page.getByRole('button', { name: 'Lock', exact: true }).click());
  const lock = page.getByRole('dialog', { name: 'Lock SOAP Visit' });
  await act('type the PIN', async () => {
    await lock.getByLabel('PIN character 1 of 4').click();
    await page.keyboard.type('2580');
  });
  await act('Lock (in the dialog)', () => lock.getByRole('button', { name: 'Lock', exact: true }).click());
  await expect(notice(page, 'SOAP Visit Locked')).toBeVisible();

  // What was charted is all there: the visit is locked with its vitals, note, exam and signed plan.
  const visitId = new URL(page.url()).searchParams.get('visitId')!;
  const saved = await graphql(
    request,
    await sessionToken(page),
    `query ($id: ID!) { node(id: $id) { ... on Visit { isLocked subjectiveNote { chiefComplaint { complaint } } vitals { heartRate temperature { value } } signedTreatmentPlan { signerName } } } }`,
    { id: visitId },
  );
  expect(saved.node).toMatchObject({
    isLocked: true,
    subjectiveNote: { chiefComplaint: { complaint: 'Vomiting since yesterday' } },
    vitals: { heartRate: 96, temperature: { value: 101.8 } },
    signedTreatmentPlan: { signerName: 'Vera Vitals' },
  });

  const count = counter.actions.length;
  console.log(`A whole visit took ${count} actions:\n${counter.actions.map((what, index) => `${String(index + 1).padStart(2)}. ${what}`).join('\n')}`);
  test.info().annotations.push({ type: 'actions', description: String(count) });
  expect(count).toBeLessThanOrEqual(ACTION_BUDGET);
});
