// The rules engine's regular expressions run in linear time, so no text the API accepts
// blocks the services. Before, a pet parent's history-form link sending 'q' + 9,990 spaces + '!'
// to the triage import blocked them for 4-7 s a call (20 calls a link), and a 16,000-space triage
// note sent to Generate SOAP for 9-25 s. Each pattern is timed beside the code
// (services/inventory/src/ai/pattern-safety.test.ts); here the two attacks go through the gateway.
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { listOutbox } from '@vetchart/platform/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const SEND_FORM = `mutation ($input: SendHistoryFormInput!) { sendHistoryForm(input: $input) { ${RESULT} } }`;
const FORM_TRIAGE = `mutation ($input: AnalyzeSubjectiveFormTriageInput!) { analyzeSubjectiveFormTriage(input: $input) { ${RESULT}
  ... on AnalyzeTriageNotesSuccess { analysis { provider chiefComplaint } } } }`;
const GENERATE = `mutation ($input: GenerateSoapNoteInput!) { generateSoapNote(input: $input) { ${RESULT}
  ... on GenerateSoapNoteSuccess { note { provider } } } }`;

// The calls answer in well under a second now; before they took 4 to 25 s.
const PROMPT_MS = 3_000;

let gateway: TestGateway;
let admin: string;
let tech: string;
let petId: string;

async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  tech = (await gateway.signIn('tech@demo.vet')).accessToken;
  const pets = await gateway.execute(`query { pets(search: "Max", first: 5) { edges { node { id name parent { lastName } } } } }`, {}, admin);
  petId = pets.data.pets.edges.find((edge: any) => edge.node.name === 'Max' && edge.node.parent.lastName === 'Bennett').node.id;
}, 120_000);
afterAll(async () => gateway?.close());

describe('the rules engine answers promptly on adversarial text', () => {
  it("a history-form link's triage import of 'q' + 9,990 spaces + '!'", async () => {
    const sent = await gateway.execute(SEND_FORM, { input: { petId } }, admin);
    expect(sent.data.sendHistoryForm.__typename).toBe('SendHistoryFormSuccess');
    const link = (await listOutbox(gateway.db, {})).flatMap((mail) => mail.links).find((url) => url.includes('/subjective-form?token='))!;
    const token = new URL(link).searchParams.get('token')!;

    const { answer, ms } = await timed(() => gateway.execute(FORM_TRIAGE, { input: { token, text: `q${' '.repeat(9_990)}!` } }));
    expect(answer.data.analyzeSubjectiveFormTriage).toMatchObject({ __typename: 'AnalyzeTriageNotesSuccess', analysis: { provider: 'rules' } });
    expect(ms).toBeLessThan(PROMPT_MS);
  });

  it('a staff triage note of 16,000 spaces sent to Generate SOAP', async () => {
    const visit = await gateway.execute(`mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ... on CreateVisitSuccess { visit { id } } } }`, { input: { petId } }, tech);
    const visitId = visit.data.createVisit.visit.id;
    const templates = await gateway.execute(`query { soapTemplates(search: "Sick Visit") { code name } }`, {}, tech);
    const template = templates.data.soapTemplates.find((candidate: { name: string }) => candidate.name === 'Sick Visit');
    // Words around the spaces, as the gateway asks for more than 30 characters of triage text.
    const triageText = `Vomiting since yesterday, q${' '.repeat(16_000)}!`;

    const { answer, ms } = await timed(() => gateway.execute(GENERATE, { input: { visitId, templateCode: template.code, triageText } }, tech));
    expect(answer.data.generateSoapNote).toMatchObject({ __typename: 'GenerateSoapNoteSuccess', note: { provider: 'rules' } });
    expect(ms).toBeLessThan(PROMPT_MS);
  });
});
