// The AI engine's GraphQL with provider `openai` pointed at a local OpenAI-compatible server
// (tests/support/fake-openai-server.mjs stands in for the hosted model outside the product; no
// test reaches the internet), through the real gateway and services: the status names the
// provider and the speech model, a model's answer comes back, and the provider's failures are
// AiProviderError naming the provider — never a masked error, and never counted against the
// inventory service's circuit breaker.
import { randomUUID } from 'node:crypto';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../tests/support/fake-openai-server.mjs';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let fake: FakeOpenAiServer;
let tech: string;
let admin: string;
/** The demo clinic's Canine species: its catalogue rows are for species. */
let canine: string;
const saved: Record<string, string | undefined> = {};

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } } ... on AiProviderError { provider }`;
const STATUS = `query { aiStatus { provider description languageModel chatModel dictationAvailable dictationSetting dictationDescription } }`;
const CLEAN = `mutation ($input: CleanUpTextInput!) { cleanUpText(input: $input) { ${RESULT} ... on CleanUpTextSuccess { improvedText provider changes } } }`;
const REWRITE = `mutation ($input: RewriteTextsInput!) { rewriteTexts(input: $input) { ${RESULT}
  ... on RewriteTextsSuccess { improvedTexts { key text } provider languageModel notice } } }`;
const TRIAGE = `mutation ($input: AnalyzeTriageNotesInput!) { analyzeTriageNotes(input: $input) { ${RESULT} ... on AnalyzeTriageNotesSuccess { analysis { provider } } } }`;
const TRANSCRIBE = `mutation ($input: TranscribeAudioInput!) { transcribeAudio(input: $input) { ${RESULT} ... on AiUnavailableError { setting }
  ... on TranscribeAudioSuccess { text provider } } }`;

const AUDIO = `data:audio/webm;base64,${Buffer.alloc(4000, 3).toString('base64')}`;
const ENV = ['AI_PROVIDER', 'AI_BASE_URL', 'AI_API_KEY', 'AI_CHAT_MODEL', 'AI_SPEECH_MODEL', 'AI_TIMEOUT_MS', 'AI_MAX_RETRIES'];

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ apiKey: 'sk-test' });
  for (const name of ENV) saved[name] = process.env[name];
  // The inventory service reads its AI settings from the environment when it is created.
  Object.assign(process.env, {
    AI_PROVIDER: 'openai',
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'sk-test',
    AI_CHAT_MODEL: 'fake-chat',
    AI_SPEECH_MODEL: 'whisper-1',
    AI_TIMEOUT_MS: '1500',
    AI_MAX_RETRIES: '0',
  });
  gateway = await startTestGateway();
  tech = (await gateway.signIn('tech@demo.vet')).accessToken;
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  const species = await gateway.execute(`query { species(first: 50) { edges { node { id specie } } } }`, {}, admin);
  canine = decodeGlobalID(species.data.species.edges.find((edge: { node: { specie: string } }) => edge.node.specie === 'Canine').node.id).id;
}, 120_000);

async function rest(path: string, body: unknown) {
  const response = await fetch(`${gateway.upstreams.main}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as any;
}

/** A visit whose objective note has observations (raw id). */
async function visitWithObservations(observations: string): Promise<string> {
  const parent = await rest('/pet-parents', {
    first_name: 'Remy', last_name: 'Fox', phone_number: '5125550122', email: `remy.${randomUUID().slice(0, 8)}@example.com`,
    address: { addressLine1: '1 Pine St', city: 'Austin', state: 'TX', zip: '78701' },
  });
  const pet = await rest('/pets', { parent_id: parent.id, name: 'Remy', breed_id: randomUUID(), specie_id: canine, gender_id: randomUUID(), color: 'Red', date_of_birth: '01/01/2021', weight: 8, problems: [] });
  const visit = await rest('/visits', { pet_id: pet.id });
  await rest(`/visits/${visit.data.id}/objective-note`, { medical_history_notes: observations });
  return visit.data.id;
}
afterAll(async () => {
  await gateway?.close();
  await fake?.close();
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('provider openai', () => {
  it('names the provider, its chat model and the speech model', async () => {
    const status = (await gateway.execute(STATUS, {}, tech)).data.aiStatus;
    expect(status).toMatchObject({ provider: 'OPENAI', languageModel: true, chatModel: 'fake-chat', dictationAvailable: true, dictationSetting: 'AI_SPEECH_MODEL' });
    expect(status.description).toContain('127.0.0.1');
    expect(status.dictationDescription).toContain('whisper-1');
  });

  it("answers with the model's clean-up and re-write", async () => {
    fake.enqueue('chat', { content: { improved_text: 'The patient is bright and alert.', changes: ['Expanded "pt".'] } });
    const cleaned = (await gateway.execute(CLEAN, { input: { text: 'pt bright alert' } }, tech)).data.cleanUpText;
    expect(cleaned).toEqual({ __typename: 'CleanUpTextSuccess', improvedText: 'The patient is bright and alert.', provider: 'openai', changes: ['Expanded "pt".'] });
    fake.enqueue('chat', { content: { improved_texts: [{ key: 'complaint', text: 'Vomiting for three days.' }] } });
    const rewritten = (await gateway.execute(REWRITE, { input: { texts: [{ key: 'complaint', text: 'vom x3d' }] } }, tech)).data.rewriteTexts;
    expect(rewritten).toMatchObject({ __typename: 'RewriteTextsSuccess', provider: 'openai', languageModel: true, notice: null });
    expect(rewritten.improvedTexts).toEqual([{ key: 'complaint', text: 'Vomiting for three days.' }]);
  });

  it("maps the provider's errors, timeouts and malformed answers to AiProviderError naming the provider", async () => {
    const provider = `openai (${new URL(fake.url).host})`;
    fake.enqueue('chat', { status: 500 });
    const failed = (await gateway.execute(CLEAN, { input: { text: 'a different text one' } }, tech)).data.cleanUpText;
    expect(failed).toMatchObject({ __typename: 'AiProviderError', provider });
    expect(failed.message).toMatch(/openai/);
    expect(failed.message).toContain('127.0.0.1');

    fake.enqueue('chat', { content: { improved_text: 'ok', changes: [] }, delayMs: 3000 });
    const slow = (await gateway.execute(CLEAN, { input: { text: 'a different text two' } }, tech)).data.cleanUpText;
    expect(slow).toMatchObject({ __typename: 'AiProviderError', provider });

    fake.enqueue('chat', { content: { not_the_asked_shape: true } });
    const malformed = (await gateway.execute(TRIAGE, { input: { text: 'Coughing for a week.' } }, tech)).data.analyzeTriageNotes;
    expect(malformed).toMatchObject({ __typename: 'AiProviderError', provider });

    // Six provider failures in a row would have opened a breaker counting them: the service still answers.
    for (let call = 0; call < 3; call += 1) fake.enqueue('chat', { status: 503 });
    for (let call = 0; call < 3; call += 1) expect((await gateway.execute(CLEAN, { input: { text: `fail ${call}` } }, tech)).data.cleanUpText.__typename).toBe('AiProviderError');
    fake.enqueue('chat', { content: { improved_text: 'Back again.', changes: [] } });
    expect((await gateway.execute(CLEAN, { input: { text: 'back again' } }, tech)).data.cleanUpText).toMatchObject({ __typename: 'CleanUpTextSuccess', improvedText: 'Back again.' });
  });

  it('transcribes a dictation slice with the speech model, and maps its failure', async () => {
    fake.enqueue('transcriptions', { text: 'Heart and lungs normal.' });
    const heard = (await gateway.execute(TRANSCRIBE, { input: { dataUri: AUDIO, prompt: 'Biscuit' } }, tech)).data.transcribeAudio;
    expect(heard).toMatchObject({ __typename: 'TranscribeAudioSuccess', text: 'Heart and lungs normal.' });
    expect(heard.provider).toMatch(/^openai/);
    const request = fake.requests.filter((entry) => entry.endpoint === 'transcriptions').at(-1)!;
    expect(request.fields.model).toBe('whisper-1');
    expect(request.file?.size).toBe(4000);

    fake.enqueue('transcriptions', { status: 500 });
    const other = `data:audio/webm;base64,${Buffer.alloc(4000, 9).toString('base64')}`;
    const failed = (await gateway.execute(TRANSCRIBE, { input: { dataUri: other } }, tech)).data.transcribeAudio;
    expect(failed).toMatchObject({ __typename: 'AiProviderError' });
    expect(failed.message).toMatch(/openai/);

    const short = `data:audio/webm;base64,${Buffer.alloc(10, 1).toString('base64')}`;
    expect((await gateway.execute(TRANSCRIBE, { input: { dataUri: short } }, tech)).data.transcribeAudio).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ path: 'dataUri', message: 'The recording is too short.' }],
    });
  });

  it("maps a failed physical exam reading and a visit's failed recommendations to the provider's error", async () => {
    const visitId = await visitWithObservations('Vomiting since yesterday, abdomen tender.');
    fake.enqueue('chat', { status: 500 });
    const exam = await gateway.execute(
      `mutation ($input: PhysicalExamFromObservationsInput!) { physicalExamFromObservations(input: $input) { ${RESULT} } }`,
      { input: { visitId: encodeGlobalID('Visit', visitId), observations: 'Heart murmur grade II.' } },
      tech,
    );
    expect(exam.data.physicalExamFromObservations).toMatchObject({ __typename: 'AiProviderError', provider: expect.stringMatching(/^openai/) });

    fake.setHandler('chat', () => ({ status: 500 }));
    try {
      const result = await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on Visit { aiRecommendations { enabled provider } } } }`, { id: encodeGlobalID('Visit', visitId) }, tech);
      // A field, not a mutation: the provider's failure is a GraphQL error the client reads (never masked).
      expect(result.errors?.[0]?.message).toMatch(/openai/);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'AI_PROVIDER_ERROR', provider: expect.stringMatching(/^openai/) });
    } finally {
      fake.setHandler('chat', undefined);
    }
  });

  it("maps the provider's failure in Generate SOAP and the SOAP canvas chat to AiProviderError (issue 19)", async () => {
    const visitId = encodeGlobalID('Visit', await visitWithObservations('Vomiting since yesterday, abdomen tender.'));
    const template = (await gateway.execute(`query { soapTemplates(search: "Sick Visit") { code } }`, {}, tech)).data.soapTemplates[0];
    const triageText = 'Vomiting twice a day for three days, lethargic, reduced appetite, drinking more.';
    fake.setHandler('chat', () => ({ status: 500 }));
    try {
      const generated = await gateway.execute(
        `mutation ($input: GenerateSoapNoteInput!) { generateSoapNote(input: $input) { ${RESULT} } }`,
        { input: { visitId, templateCode: template.code, triageText } },
        tech,
      );
      expect(generated.data.generateSoapNote).toMatchObject({ __typename: 'AiProviderError', provider: expect.stringMatching(/^openai/) });

      const saved = await gateway.execute(
        `mutation ($input: SaveSoapCanvasInput!) { saveSoapCanvas(input: $input) { __typename ... on SaveSoapCanvasSuccess { canvas { version } } } }`,
        { input: { visitId, templateCode: template.code, finalSoap: '', prompt: triageText } },
        tech,
      );
      expect(saved.errors, JSON.stringify(saved)).toBeUndefined();
      expect(saved.data.saveSoapCanvas.canvas.version).toBe(1);
      const chat = await gateway.execute(
        `mutation ($input: SendSoapCanvasChatMessageInput!) { sendSoapCanvasChatMessage(input: $input) { ${RESULT} } }`,
        { input: { visitId, message: 'Fill the subjective section.', basedOnVersion: 1 } },
        tech,
      );
      expect(chat.data.sendSoapCanvasChatMessage).toMatchObject({ __typename: 'AiProviderError', provider: expect.stringMatching(/^openai/) });
      // Nothing was appended: the chat history is stored only with a reply.
      const canvas = await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on Visit { soapCanvas { version chatHistory { role } } } } }`, { id: visitId }, tech);
      expect(canvas.data.node.soapCanvas).toEqual({ version: 1, chatHistory: [] });
    } finally {
      fake.setHandler('chat', undefined);
    }
  });
});
