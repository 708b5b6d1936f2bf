// Consent records (docs/consents.md): an admin defines a consent form in the
// clinic's settings; a vet's visit whose plan holds a procedure lists it as required in the Plan
// step; Done is refused by the server with the message naming what is missing; the consent is
// signed in person (its text's SHA-256 shown and verified), withdrawn with a reason after a
// confirmation, signed again by the pet parent through the e-mailed link (read from the dev
// mailbox), and Done then passes the consent gate.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, graphql, latestMail, linkPath, notice, sessionToken, signIn } from './support';
import { drawSignature, planStepPath } from './visit-plan-api';
import { addPet, createVisit, saveSubjective } from './visit-vitals-api';

const suffix = Date.now().toString(36).slice(-6);
const FORM_TITLE = `Sedation consent ${suffix}`;
const FORM_TEXT = 'I authorize the clinic to sedate my pet for the procedure in the treatment plan.\n\nI understand the risks of sedation have been explained to me.';

test('an admin defines a consent form; the visit needs it, Done waits for it, it is signed, withdrawn and signed through the e-mailed link', async ({ browser, page, request }) => {
  // The admin defines the form in the clinic's settings.
  await signIn(page, 'admin@demo.vet', { at: '/d/settings' });
  await page.getByRole('link', { name: /Consent Forms/ }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Consent Forms' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Anaesthesia consent' })).toBeVisible();
  await page.getByRole('button', { name: 'Add consent form' }).click();
  const editor = page.getByRole('dialog', { name: 'Add consent form' });
  await editor.getByLabel('Kind').selectOption('anaesthesia_procedure');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Please enter the title of the consent form.')).toBeVisible();
  await editor.getByLabel('Title').fill(FORM_TITLE);
  await editor.getByLabel('Form text').fill(FORM_TEXT);
  await editor.getByLabel('Required').selectOption('when_plan_needs');
  await expectNoSeriousA11yViolations(page, 'the consent form editor');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Consent form saved')).toBeVisible();
  await expect(page.getByRole('listitem', { name: FORM_TITLE })).toContainText('Anaesthesia or procedure · When the visit\'s plan needs it · Version 1');
  await page.screenshot({ path: '/tmp/pw-consents-forms.png', fullPage: true });
  const adminToken = await sessionToken(page);

  // The vet's visit: a plan with a dental cleaning (under anaesthesia), signed in person.
  const vet = await browser.newContext();
  const vetPage = await vet.newPage();
  await signIn(vetPage, 'vet@demo.vet');
  const token = await sessionToken(vetPage);
  const petId = await addPet(request, token, { name: `Consent ${suffix}` });
  const visitId = await createVisit(request, token, petId, `Consent visit ${suffix}`);
  await saveSubjective(request, token, visitId);
  const services = await graphql(request, token, `{ services(first: 50) { edges { node { id name } } } }`);
  const dental = services.services.edges.find((edge: { node: { name: string } }) => edge.node.name === 'Dental Cleaning').node.id;
  const saved = await graphql(
    request,
    token,
    `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { __typename } }`,
    { input: { visitId, isClientAtClinic: true, items: [{ kind: 'SERVICE', catalogueId: dental, quantity: 1, removed: false, approved: true }] } },
  );
  expect(saved.saveTreatmentPlan.__typename).toBe('SaveTreatmentPlanSuccess');
  const parent = await graphql(request, token, `query ($id: ID!) { node(id: $id) { ... on Pet { parent { email } } } }`, { id: petId });
  const parentEmail: string = parent.node.parent.email;
  await vetPage.goto(planStepPath({ petId, visitId, parentEmail, items: [], version: 1 }));

  const panel = vetPage.getByRole('region', { name: 'Consents' });
  const ours = panel.getByRole('listitem', { name: FORM_TITLE });
  const demo = panel.getByRole('listitem', { name: 'Anaesthesia consent' });
  await expect(ours).toContainText('Required');
  await expect(ours).toContainText('Needed because the treatment plan holds a procedure or anaesthesia.');
  await expect(demo).toContainText('Required');
  await expectNoSeriousA11yViolations(vetPage, 'the consents panel');
  await vetPage.screenshot({ path: '/tmp/pw-consents-panel.png', fullPage: true });

  // Done is refused by the server, naming what is missing.
  await vetPage.getByRole('button', { name: 'Done' }).click();
  await expect(notice(vetPage, `Consent required before finalizing: Anaesthesia consent, ${FORM_TITLE}.`)).toBeVisible();

  // Signed in person.
  await ours.getByRole('button', { name: 'Sign in person' }).click();
  const signing = vetPage.getByRole('dialog', { name: FORM_TITLE });
  await expect(signing.getByRole('article', { name: FORM_TITLE })).toContainText('I understand the risks of sedation');
  await signing.getByLabel('Full Name').fill('Olive Owner');
  await signing.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(signing.getByText('Please sign in the signature field')).toBeVisible();
  await drawSignature(vetPage, signing.getByTestId('signature-pad'));
  await expectNoSeriousA11yViolations(vetPage, 'the consent signing dialog');
  await vetPage.screenshot({ path: '/tmp/pw-consents-sign.png' });
  await signing.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(notice(vetPage, `${FORM_TITLE} signed`)).toBeVisible();
  await expect(ours).toContainText('Signed');
  await expect(ours).toContainText(/Signed by Olive Owner on .*, in person with /);
  await expect(ours).toContainText(/SHA-256 [0-9a-f]{64} \(verified\)/);

  // Withdrawn, with a reason, after a confirmation.
  await ours.getByRole('button', { name: 'Withdraw' }).click();
  const withdrawing = vetPage.getByRole('dialog', { name: `Withdraw ${FORM_TITLE}?` });
  await withdrawing.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(withdrawing.getByText('Please enter the reason for withdrawing the consent.')).toBeVisible();
  await withdrawing.getByLabel('Reason for withdrawing').fill('The owner wants to talk it over at home.');
  await withdrawing.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(ours).toContainText('Withdrawn');
  await expect(ours).toContainText('Reason: The owner wants to talk it over at home.');

  // Sent by e-mail and signed by the pet parent through the link.
  await ours.getByRole('button', { name: 'Send by email' }).click();
  const sending = vetPage.getByRole('dialog', { name: `Send ${FORM_TITLE}` });
  await expect(sending.getByLabel('Email')).toHaveValue(parentEmail);
  await sending.getByRole('button', { name: 'Send' }).click();
  await expect(notice(vetPage, `${FORM_TITLE} has been sent to ${parentEmail}`)).toBeVisible();
  await expect(ours).toContainText(`Sent to ${parentEmail}`);
  const mail = await latestMail(request, parentEmail);
  expect(mail.subject).toContain(FORM_TITLE);
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  await parentPage.goto(linkPath(mail, '/consent/'));
  await expect(parentPage.getByRole('heading', { name: FORM_TITLE, level: 1 })).toBeVisible();
  await expect(parentPage.getByRole('article', { name: FORM_TITLE })).toContainText('I authorize the clinic to sedate my pet');
  await drawSignature(parentPage, parentPage.getByTestId('signature-pad'));
  await expectNoSeriousA11yViolations(parentPage, 'the public consent page');
  await parentPage.screenshot({ path: '/tmp/pw-consents-public.png', fullPage: true });
  await parentPage.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(parentPage.getByText(/^Signed by .* on \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await parentContext.close();

  // The demo's anaesthesia consent signed in person too: Done passes the consent gate.
  await vetPage.reload();
  await expect(ours).toContainText('through the e-mailed link');
  await demo.getByRole('button', { name: 'Sign in person' }).click();
  const second = vetPage.getByRole('dialog', { name: 'Anaesthesia consent' });
  await second.getByLabel('Full Name').fill('Olive Owner');
  await drawSignature(vetPage, second.getByTestId('signature-pad'));
  await second.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(demo).toContainText('Signed');
  await vetPage.getByRole('button', { name: 'Done' }).click();
  await expect(vetPage.getByRole('heading', { name: 'SOAP Process Complete' })).toBeVisible();
  await vet.close();

  // The form is archived again, so the demo's other visits with a procedure do not need it.
  const forms = await graphql(request, adminToken, `{ consentForms { edges { node { id title version } } } }`);
  const form = forms.consentForms.edges.find((edge: { node: { title: string } }) => edge.node.title === FORM_TITLE).node;
  const archived = await graphql(
    request,
    adminToken,
    `mutation ($input: UpdateConsentFormInput!) { updateConsentForm(input: $input) { __typename } }`,
    { input: { id: form.id, basedOnVersion: form.version, title: FORM_TITLE, body: FORM_TEXT, requirement: 'WHEN_PLAN_NEEDS', archived: true } },
  );
  expect(archived.updateConsentForm.__typename).toBe('UpdateConsentFormSuccess');
});
