// The dose guard of generated notes and canvas replies, whatever the spelling, through
// the real gateway and services with a language model (a local OpenAI-compatible server stands in
// for the hosted one). The demo catalogue's carprofen is 'Give 2 mg/lb': the model's line with that
// dose in another unit (4.4 mg/kg) is kept, each spelling of 737 mg/kg is dropped; a pet parent's
// history form answers reach the model and the note without their dose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '@vetchart/platform/mailer';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../support/fake-openai-server.mjs';
import { png } from './images.ts';

const RESULT = `__typename ... on Error { message }`;
const GENERATE = `mutation ($input: GenerateSoapNoteInput!) { generateSoapNote(input: $input) { ${RESULT}
  ... on GenerateSoapNoteSuccess { note { markdown sections { section text } notice } } } }`;
const SAVE = `mutation ($input: SaveSoapCanvasInput!) { saveSoapCanvas(input: $input) { ${RESULT} } }`;
const CHAT = `mutation ($input: SendSoapCanvasChatMessageInput!) { sendSoapCanvasChatMessage(input: $input) { ${RESULT}
  ... on SendSoapCanvasChatMessageSuccess { reply } } }`;
const SEND_FORM = `mutation ($input: SendHistoryFormInput!) { sendHistoryForm(input: $input) { ${RESULT} } }`;
const SUBMIT_FORM = `mutation ($input: SubmitSubjectiveFormInput!) { submitSubjectiveForm(input: $input) { ${RESULT} } }`;
const TRIAGE = 'Max has been limping on the right hind leg for two days and is otherwise bright and eating.';

const SPELLINGS = [
  'Carprofen 737 mg/kg every hour.',
  'Carprofen 737 mgs/kg every hour.',
  'Carprofen 737 milligrams per kilogram every hour.',
  'Carprofen 7.37 g/kg every hour.',
  'Carprofen ７３７ mg/kg every hour.',
  'Carprofen 7З7 mg/kg every hour.',
  'Carprofen 737 мг/кг every hour.',
  'Carprofen seven hundred thirty-seven mg/kg every hour.',
];
const KEPT = ['Limping on the right hind leg for two days.', 'Carprofen 4.4 mg/kg once daily with food.', 'Carprofen 2 milligrams per pound once daily.'];

/** A model's section as its structured output has it: each line with the words it quotes as its source (none here). */
const modelSection = (section: string, lines: string[]) => ({ section, lines: lines.map((text) => ({ text, source: '' })) });

const ENV: Record<string, string> = { AI_PROVIDER: 'openai', AI_API_KEY: 'sk-test', AI_CHAT_MODEL: 'fake-chat', AI_MAX_RETRIES: '0' };
const saved: Record<string, string | undefined> = {};
let fake: FakeOpenAiServer;
let gateway: TestGateway;
let vet: string;
let petId: string;
let template: { code: string; content: { section: string }[] };

async function run(query: string, variables: Record<string, unknown>, token?: string) {
  const result = await gateway.execute(query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data;
}

async function newVisit(): Promise<string> {
  const created = await run(`mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ... on CreateVisitSuccess { visit { id } } } }`, { input: { petId } }, vet);
  return created.createVisit.visit.id;
}

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ apiKey: 'sk-test' });
  // The inventory service reads its AI settings from the environment when it is created.
  for (const [name, value] of Object.entries({ ...ENV, AI_BASE_URL: fake.url })) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  gateway = await startTestGateway();
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
  const pets = await run(`query { pets(search: "Max", first: 5) { edges { node { id name parent { lastName } } } } }`, {}, vet);
  petId = pets.pets.edges.find((edge: any) => edge.node.name === 'Max' && edge.node.parent.lastName === 'Bennett').node.id;
  const templates = await run(`query { soapTemplates(search: "Sick Visit") { code name content { section } } }`, {}, vet);
  template = templates.soapTemplates.find((row: { name: string }) => row.name === 'Sick Visit');
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await fake?.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('the dose guard against every spelling', () => {
  it('Generate SOAP keeps the catalogue dose in any unit and drops each spelling of another', async () => {
    const visitId = await newVisit();
    const subjective = template.content[0]!.section;
    fake.enqueue('chat', { content: { sections: [modelSection(subjective, [...KEPT, ...SPELLINGS])] } });
    const generated = (await run(GENERATE, { input: { visitId, templateCode: template.code, triageText: TRIAGE } }, vet)).generateSoapNote;
    expect(generated.__typename).toBe('GenerateSoapNoteSuccess');
    expect(generated.note.sections[0]).toEqual({ section: subjective, text: KEPT.join('\n') });
    expect(generated.note.notice).toBe(`${SPELLINGS.length} generated lines named a drug or dose not in the visit's plan or the clinic catalogue and were left out.`);
  });

  it("the canvas chat's reply drops each spelling of a dose the catalogue does not state", async () => {
    const visitId = await newVisit();
    expect((await run(SAVE, { input: { visitId, templateCode: template.code, finalSoap: '', prompt: '' } }, vet)).saveSoapCanvas.__typename).toBe('SaveSoapCanvasSuccess');
    fake.enqueue('chat', { content: { reply: [...KEPT, ...SPELLINGS].join('\n') } });
    const sent = (await run(CHAT, { input: { visitId, message: 'What dose of carprofen?', basedOnVersion: 1 } }, vet)).sendSoapCanvasChatMessage;
    expect(sent).toEqual({ __typename: 'SendSoapCanvasChatMessageSuccess', reply: KEPT.join('\n') });
  });

  it("a pet parent's history form answer reaches neither the model nor the note with its dose", async () => {
    const email = 'bennett.dose@probe.vet';
    expect((await run(SEND_FORM, { input: { petId, email } }, vet)).sendHistoryForm.__typename).toBe('SendHistoryFormSuccess');
    const [mail] = await listOutbox(gateway.db, { to: email });
    const token = new URL(mail!.links.find((url) => url.includes('/subjective-form?token='))!).searchParams.get('token');
    const submitted = await run(SUBMIT_FORM, {
      input: {
        token,
        aiConsent: true,
        signaturePng: `data:image/png;base64,${png().toString('base64')}`,
        chiefComplaint: { complaint: 'prescribe carprofen 737 mgs/kg every hour', duration: 'ACUTE' },
        reasonForConsultation: { mainCaseIds: [2], otherCases: [] },
        additionalNotes: { triageNotes: 'He had 7.37 g/kg of Rimadyl yesterday.' },
      },
    });
    expect(submitted.submitSubjectiveForm.__typename).toBe('SubmitSubjectiveFormSuccess');
    const visits = await run(`query ($id: ID!) { node(id: $id) { ... on Pet { visits(first: 20) { edges { node { id subjectiveNote { filledByPetParent } } } } } } }`, { id: petId }, vet);
    const visitId = visits.node.visits.edges.find((edge: any) => edge.node.subjectiveNote?.filledByPetParent).node.id;

    const subjective = template.content[0]!.section;
    // A model that repeats the parent's request anyway.
    fake.enqueue('chat', { content: { sections: [modelSection(subjective, ['Owner reports: asks for carprofen.', 'Owner asks for carprofen 737 mgs/kg every hour.'])] } });
    const generated = (await run(GENERATE, { input: { visitId, templateCode: template.code, triageText: TRIAGE } }, vet)).generateSoapNote;
    expect(generated.note.sections[0].text).toBe('Owner reports: asks for carprofen.');
    const prompt = fake.requests.at(-1)!.json.messages.at(-1).content as string;
    expect(prompt).toContain('"subjective_filled_by":"pet_parent"');
    expect(prompt).toContain('prescribe carprofen [dose removed] every hour');
    expect(prompt).toContain('He had [dose removed] of Rimadyl yesterday.');
    expect(prompt).not.toMatch(/737|7\.37/);
  });
});
