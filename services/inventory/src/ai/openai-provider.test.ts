// Provider `openai` over real HTTP against the local OpenAI-compatible test server: structured
// output, embeddings and transcriptions as sent and read, error statuses, bounded retries of
// idempotent calls only, the timeout, and errors that name the provider and its host.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../tests/support/fake-openai-server.mjs';
import { createAiEngine } from './engine.ts';
import { OpenAiLanguageModel, OpenAiSpeechToText } from './openai-provider.ts';
import { AiConfigError, AiProviderError, loadAiConfig } from './provider.ts';

let server: FakeOpenAiServer;
let host: string;

const schema = z.object({ complaint: z.string(), days: z.number().int() });
const jsonSchema = { type: 'object', additionalProperties: false, required: ['complaint', 'days'], properties: { complaint: { type: 'string' }, days: { type: 'integer' } } };
const ask = (model: OpenAiLanguageModel) => model.chatJson({ task: 'triage', system: 'Extract.', user: 'Vomiting x2 days', schema, jsonSchema });

function model(overrides: Partial<{ timeoutMs: number; maxRetries: number; apiKey: string | null; embeddingModel: string | null }> = {}) {
  return new OpenAiLanguageModel({ baseUrl: server.url, apiKey: 'sk-test', chatModel: 'gpt-test', embeddingModel: null, timeoutMs: 2000, maxRetries: 2, ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  return error as AiProviderError;
}

beforeAll(async () => {
  server = await startFakeOpenAiServer({ apiKey: 'sk-test' });
  host = new URL(server.url).host;
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('structured output', () => {
  it('sends the messages and the JSON schema as response_format and returns the checked answer', async () => {
    server.enqueue('chat', { content: { complaint: 'vomiting', days: 2 } });
    await expect(ask(model())).resolves.toEqual({ complaint: 'vomiting', days: 2 });
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.json).toMatchObject({
      model: 'gpt-test',
      temperature: 0,
      messages: [
        { role: 'system', content: 'Extract.' },
        { role: 'user', content: 'Vomiting x2 days' },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'triage', strict: true, schema: jsonSchema } },
    });
  });

  it('refuses an answer that is not the asked shape, or not JSON, naming the provider', async () => {
    server.enqueue('chat', { content: { complaint: 'vomiting' } }, { content: 'The dog is vomiting.' });
    const wrongShape = await failure(ask(model()));
    expect(wrongShape.message).toBe(`AI provider openai (${host}): gave a triage answer not in the asked shape (days: Invalid input: expected number, received undefined).`);
    const notJson = await failure(ask(model()));
    expect(notJson.message).toBe(`AI provider openai (${host}): gave a triage answer that is not JSON.`);
    expect(notJson.provider).toBe(`openai (${host})`);
  });

  it('sends no Authorization header without AI_API_KEY (a local server needs none)', async () => {
    const open = await startFakeOpenAiServer();
    try {
      open.enqueue('chat', { content: { complaint: 'sneezing', days: 3 } });
      const local = new OpenAiLanguageModel({ baseUrl: open.url, apiKey: null, chatModel: 'llama', embeddingModel: null, timeoutMs: 2000, maxRetries: 0 });
      await expect(ask(local)).resolves.toEqual({ complaint: 'sneezing', days: 3 });
      expect(open.requests[0]!.headers.authorization).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('reads JSON a local server wrapped in a code fence', async () => {
    server.enqueue('chat', { content: '```json\n{"complaint":"cough","days":5}\n```' });
    await expect(ask(model())).resolves.toEqual({ complaint: 'cough', days: 5 });
  });
});

describe('errors and retries', () => {
  it('does not retry a 4xx and says the status and the upstream message', async () => {
    const error = await failure(ask(model({ apiKey: 'sk-wrong' })));
    expect(error.message).toBe(`AI provider openai (${host}): answered 401: Incorrect API key provided.`);
    expect(error.status).toBe(401);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 5xx and a 429 (honouring Retry-After) and then succeeds', async () => {
    server.enqueue('chat', { status: 503 }, { status: 429, headers: { 'retry-after': '0' } }, { content: { complaint: 'itch', days: 14 } });
    await expect(ask(model())).resolves.toEqual({ complaint: 'itch', days: 14 });
    expect(server.requests).toHaveLength(3);
  });

  it('waits at most 4 s however long a 429 asks to wait', async () => {
    server.enqueue('chat', { status: 429, headers: { 'retry-after': '3600' } }, { content: { complaint: 'patient', days: 1 } });
    const started = Date.now();
    await expect(ask(model())).resolves.toEqual({ complaint: 'patient', days: 1 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.requests).toHaveLength(2);
  });

  it('stops after AI_MAX_RETRIES retries', async () => {
    server.enqueue('chat', { status: 500 }, { status: 502 }, { status: 500 }, { content: { complaint: 'never read', days: 1 } });
    const error = await failure(ask(model({ maxRetries: 2 })));
    expect(error.message).toBe(`AI provider openai (${host}): answered 500 after 3 attempts: Fake error 500`);
    expect(server.requests).toHaveLength(3);
    server.setHandler('chat', undefined);
    // What was left in the script is answered to the next call.
    await expect(ask(model())).resolves.toEqual({ complaint: 'never read', days: 1 });
  });

  it('retries a dropped connection', async () => {
    server.enqueue('chat', { destroy: true }, { content: { complaint: 'limp', days: 1 } });
    await expect(ask(model())).resolves.toEqual({ complaint: 'limp', days: 1 });
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after AI_TIMEOUT_MS without retrying the slow call', async () => {
    server.enqueue('chat', { delayMs: 600, content: { complaint: 'late', days: 1 } });
    const started = Date.now();
    const error = await failure(ask(model({ timeoutMs: 150, maxRetries: 2 })));
    expect(Date.now() - started).toBeLessThan(550);
    expect(error.message).toBe(`AI provider openai (${host}): no answer within 150 ms (AI_TIMEOUT_MS).`);
    expect(server.requests).toHaveLength(1);
  });

  it('names the provider and host when nothing listens there', async () => {
    const nobody = new OpenAiLanguageModel({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: null, chatModel: 'm', embeddingModel: null, timeoutMs: 1000, maxRetries: 1 });
    const error = await failure(ask(nobody));
    expect(error.message).toMatch(/^AI provider openai \(127\.0\.0\.1:9\): could not be reached \(.+\)\.$/);
  });
});

describe('embeddings', () => {
  it('returns one vector per input in input order; there is none without AI_EMBEDDING_MODEL', async () => {
    expect(model().embed).toBeUndefined();
    server.enqueue('embeddings', { body: { data: [{ index: 1, embedding: [0, 1] }, { index: 0, embedding: [1, 0] }] } });
    const vectors = await model({ embeddingModel: 'embed-test' }).embed!(['first', 'second']);
    expect(vectors).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(server.requests[0]!.json).toEqual({ model: 'embed-test', input: ['first', 'second'], encoding_format: 'float' });
    server.enqueue('embeddings', { vectors: [[1]] });
    const error = await failure(model({ embeddingModel: 'embed-test' }).embed!(['a', 'b']));
    expect(error.message).toBe(`AI provider openai (${host}): gave 1 embeddings for 2 inputs.`);
  });
});

describe('speech to text', () => {
  const speech = () => new OpenAiSpeechToText('whisper-test', { baseUrl: server.url, apiKey: 'sk-test', timeoutMs: 2000, maxRetries: 2 });

  it('uploads the audio as multipart with the model and prompt and returns the text', async () => {
    server.enqueue('transcriptions', { text: ' Bella has been vomiting since Tuesday. ' });
    const text = await speech().transcribe({ audio: new Uint8Array(2000).fill(7), mimeType: 'audio/webm;codecs=opus', prompt: 'Bella, Cerenia' });
    expect(text).toBe('Bella has been vomiting since Tuesday.');
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/audio/transcriptions');
    expect(request!.fields).toEqual({ model: 'whisper-test', response_format: 'json', prompt: 'Bella, Cerenia' });
    expect(request!.file).toEqual({ name: 'file', filename: 'audio.webm', contentType: 'audio/webm', size: 2000 });
  });

  it('is not retried (an upload is not repeated) and names the provider', async () => {
    server.enqueue('transcriptions', { status: 500 });
    const error = await failure(speech().transcribe({ audio: new Uint8Array(1500), mimeType: 'audio/ogg' }));
    expect(error.message).toBe(`AI provider openai (${host}): answered 500: Fake error 500`);
    expect(server.requests).toHaveLength(1);
  });
});

describe('configuration', () => {
  it('defaults to the rules engine with no dictation', () => {
    const config = loadAiConfig({});
    expect(config).toEqual({
      provider: 'rules',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: null,
      chatModel: 'gpt-4o-mini',
      embeddingModel: null,
      timeoutMs: 30000,
      maxRetries: 2,
      speech: null,
    });
    const engine = createAiEngine(config);
    expect(engine.languageModel).toBeNull();
    expect(engine.speech).toBeNull();
  });

  it('reads the openai settings, and dictation from AI_SPEECH_MODEL with its own base URL and key falling back', () => {
    const config = loadAiConfig({
      AI_PROVIDER: 'OpenAI',
      AI_BASE_URL: 'http://localhost:11434/v1/',
      AI_API_KEY: 'k',
      AI_CHAT_MODEL: 'llama3.1',
      AI_TIMEOUT_MS: '5000',
      AI_MAX_RETRIES: '0',
      AI_SPEECH_MODEL: 'whisper-1',
    });
    expect(config).toMatchObject({ provider: 'openai', baseUrl: 'http://localhost:11434/v1', chatModel: 'llama3.1', timeoutMs: 5000, maxRetries: 0 });
    expect(config.speech).toEqual({ model: 'whisper-1', baseUrl: 'http://localhost:11434/v1', apiKey: 'k' });
    expect(loadAiConfig({ AI_SPEECH_MODEL: 'w', AI_SPEECH_BASE_URL: 'http://stt.local/v1', AI_SPEECH_API_KEY: 's' }).speech).toEqual({ model: 'w', baseUrl: 'http://stt.local/v1', apiKey: 's' });
    const engine = createAiEngine(config);
    expect(engine.languageModel?.chatModel).toBe('llama3.1');
    expect(engine.speech?.label).toBe('openai (localhost:11434)');
  });

  it('refuses settings it cannot use, naming the variable', () => {
    expect(() => loadAiConfig({ AI_PROVIDER: 'gpt' })).toThrow(new AiConfigError('AI_PROVIDER: "gpt" is not known; use "rules" (the default) or "openai".'));
    expect(() => loadAiConfig({ AI_BASE_URL: 'ftp://x' })).toThrow(AiConfigError);
    expect(() => loadAiConfig({ AI_TIMEOUT_MS: '0' })).toThrow('AI_TIMEOUT_MS: "0" must be a whole number of at least 1.');
    expect(() => loadAiConfig({ AI_MAX_RETRIES: '-1' })).toThrow('AI_MAX_RETRIES');
  });
});
