// A length limit at the API for every free-text field. Through the real gateway and
// services: over-long answers on the public pre-visit form (the link token is the only credential)
// and an over-long exam text through a staff mutation are refused with each field's message, and
// nothing is saved; the form then still takes answers at the limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '@vetchart/platform/mailer';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { png } from './images.ts';

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const SEND_FORM = `mutation ($input: SendHistoryFormInput!) { sendHistoryForm(input: $input) { ${RESULT} } }`;
const SUBMIT_FORM = `mutation ($input: SubmitSubjectiveFormInput!) { submitSubjectiveForm(input: $input) { ${RESULT} } }`;
const SAVE_OBJECTIVE = `mutation ($input: SaveObjectiveNoteInput!) { saveObjectiveNote(input: $input) { ${RESULT} } }`;
const long = (length: number) => 'x'.repeat(length);

let gateway: TestGateway;
let vet: string;
let petId: string;

async function run(query: string, variables: Record<string, unknown>, token?: string) {
  const result = await gateway.execute(query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
  const pets = await run(`query { pets(search: "Max", first: 5) { edges { node { id name parent { lastName } } } } }`, {}, vet);
  petId = pets.pets.edges.find((edge: any) => edge.node.name === 'Max' && edge.node.parent.lastName === 'Bennett').node.id;
}, 120_000);
afterAll(async () => gateway?.close());

describe('free-text limits at the API', () => {
  it('the public pre-visit form refuses over-long answers, keeps the link open, and takes answers at the limit', async () => {
    const email = 'bennett.limits@probe.vet';
    expect((await run(SEND_FORM, { input: { petId, email } }, vet)).sendHistoryForm.__typename).toBe('SendHistoryFormSuccess');
    const [mail] = await listOutbox(gateway.db, { to: email });
    const token = new URL(mail!.links.find((url) => url.includes('/subjective-form?token='))!).searchParams.get('token');
    const answers = (length: number) => ({
      token,
      signaturePng: `data:image/png;base64,${png().toString('base64')}`,
      chiefComplaint: { complaint: long(length), duration: 'ACUTE' },
      reasonForConsultation: { mainCaseIds: [2], otherCases: [long(Math.min(length, 200) + (length > 2000 ? 1 : 0))], generalHealth: long(length) },
      additionalNotes: { triageNotes: long(length), medications: [long(length > 2000 ? 301 : 300)] },
    });

    const refused = (await run(SUBMIT_FORM, { input: answers(2001) })).submitSubjectiveForm;
    expect(refused.__typename).toBe('InputValidationError');
    expect(refused.fieldErrors).toEqual([
      { path: 'chiefComplaint.complaint', message: 'Must be at most 2000 characters.' },
      { path: 'reasonForConsultation.otherCases.0', message: 'A reason can be at most 200 characters.' },
      { path: 'reasonForConsultation.generalHealth', message: 'Must be at most 2000 characters.' },
      { path: 'additionalNotes.triageNotes', message: 'Must be at most 2000 characters.' },
      { path: 'additionalNotes.medications.0', message: 'A medication name can be at most 300 characters.' },
    ]);
    const [open] = await gateway.db.query<{ submitted: number }>(`SELECT count(*)::int AS submitted FROM main.subjective_form_links WHERE submitted_at IS NOT NULL`);
    expect(open!.submitted).toBe(0);

    const taken = (await run(SUBMIT_FORM, { input: answers(2000) })).submitSubjectiveForm;
    expect(taken.__typename).toBe('SubmitSubjectiveFormSuccess');
  });

  it('a staff mutation refuses an over-long exam text with its message and saves no note', async () => {
    const created = await run(`mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ... on CreateVisitSuccess { visit { id } } } }`, { input: { petId } }, vet);
    const visitId = created.createVisit.visit.id;
    const refused = (
      await run(SAVE_OBJECTIVE, { input: { visitId, physicalExamResults: [{ category: long(201), result: 'Normal', comment: long(2001) }] } }, vet)
    ).saveObjectiveNote;
    expect(refused.__typename).toBe('InputValidationError');
    expect(refused.fieldErrors).toEqual([
      { path: 'physicalExamResults.0.category.category', message: 'A body category can be at most 200 characters.' },
      { path: 'physicalExamResults.0.comment', message: 'A comment can be at most 2000 characters.' },
    ]);
    const note = await run(`query ($id: ID!) { node(id: $id) { ... on Visit { objectiveNote { painScore } } } }`, { id: visitId }, vet);
    expect(note.node.objectiveNote).toBeNull();
  });
});
