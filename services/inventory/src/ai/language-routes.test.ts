// The AI language routes over the real inventory service and database: a clinic member's token
// on every route, the validation messages, answers cached per input (no second provider call),
// provider failures as 502 naming the provider, dictation off without AI_SPEECH_MODEL, and the
// public subjective form's triage: its link checked by the real main service (unknown, expired,
// submitted), the medications the link carries, and 20 calls per link per hour.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The real main service (test only; inventory does not depend on main at run time).
import { createMainService } from '../../../main/src/service.ts';
import { hashToken } from '../../../main/src/subjective-links/routes.ts';
import { startMainHarness, type MainHarness } from '../../../main/src/testing.ts';
import { migrateIdempotency } from '@vetchart/platform/idempotency';
import { createOutboxMailer, listOutbox, migrateOutbox } from '@vetchart/platform/mailer';
import { listen, type RunningServer, type ServiceDeps } from '@vetchart/platform/service';
import { testConfig } from '@vetchart/platform/testing';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../tests/support/fake-openai-server.mjs';
import { createInventoryService } from '../service.ts';
import { createAiEngine } from './engine.ts';
import { loadAiConfig } from './provider.ts';
import { DOSE_KEPT_CHANGE, DOSE_KEPT_NOTICE, REWRITE_NOTICE } from './language.ts';

let harness: MainHarness;
let mainServer: RunningServer;
let fake: FakeOpenAiServer;
let host: string;
type App = ReturnType<typeof createInventoryService>;
let rulesApp: App;
let openaiApp: App;
let member: string;
let writer: string;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-AI-${randomUUID().slice(0, 6)}` };

async function call(app: App, method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.request(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

const audio = (type: string, bytes: number) => `data:${type};base64,${Buffer.alloc(bytes, 1).toString('base64')}`;

beforeAll(async () => {
  harness = await startMainHarness();
  await migrateOutbox(harness.db);
  await migrateIdempotency(harness.db);
  const deps: ServiceDeps = { db: harness.db, keys: harness.keys, mailer: createOutboxMailer(harness.db), config: testConfig({ dataDir: harness.dataDir }) };
  mainServer = await listen(createMainService(deps, { upstreams: harness.upstreams }));
  fake = await startFakeOpenAiServer();
  host = new URL(fake.url).host;
  rulesApp = createInventoryService(deps, { upstreams: { main: () => mainServer.url }, ai: createAiEngine(loadAiConfig({})) });
  openaiApp = createInventoryService(deps, {
    upstreams: { main: () => mainServer.url },
    ai: createAiEngine(loadAiConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: fake.url, AI_CHAT_MODEL: 'gpt-test', AI_MAX_RETRIES: '1', AI_SPEECH_MODEL: 'whisper-test' })),
  });
  member = await harness.tokenFor({ ...clinic, permissions: [] });
  writer = await harness.tokenFor({ ...clinic, permissions: ['Modify Knowledge Base', 'Add new Pet', 'Add Visit'] });
});

afterAll(async () => {
  await mainServer?.close({ graceMs: 0 });
  await fake?.close();
  await harness?.close();
});

describe('every route needs a clinic member', () => {
  it.each([
    ['GET', '/ai/status'],
    ['POST', '/ai/triage'],
    ['POST', '/ai/clean-up'],
    ['POST', '/ai/rewrite'],
    ['POST', '/ai/transcribe'],
  ])('%s %s without a token is 401', async (method, path) => {
    const answer = await call(rulesApp, method, path, { body: method === 'POST' ? {} : undefined });
    expect(answer).toMatchObject({ status: 401, body: { message: 'Invalid token.' } });
  });
});

describe('GET /ai/status', () => {
  it('describes the rules engine, dictation off naming AI_SPEECH_MODEL', async () => {
    const answer = await call(rulesApp, 'GET', '/ai/status', { token: member });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      provider: 'rules',
      description: expect.stringContaining('Built-in rules engine'),
      language_model: false,
      chat_model: null,
      dictation: { available: false, setting: 'AI_SPEECH_MODEL', description: 'Dictation is not configured: set AI_SPEECH_MODEL.' },
    });
  });
  it('describes an OpenAI-compatible provider and its dictation', async () => {
    const answer = await call(openaiApp, 'GET', '/ai/status', { token: member });
    expect(answer.body.data).toEqual({
      provider: 'openai',
      description: `OpenAI-compatible API at ${host} with model gpt-test.`,
      language_model: true,
      chat_model: 'gpt-test',
      dictation: { available: true, setting: 'AI_SPEECH_MODEL', description: `Speech to text with whisper-test at ${host}.` },
    });
  });
});

describe('POST /ai/triage (clinic member)', () => {
  it('requires a note', async () => {
    for (const body of [{}, { query: '   ' }, { query: 42 }]) {
      const answer = await call(rulesApp, 'POST', '/ai/triage', { token: member, body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Triage note required');
    }
  });

  it("extracts with the rules engine, matches the clinic's catalogue, and answers a repeat from the cache", async () => {
    const created = await call(rulesApp, 'POST', '/medications', { token: writer, body: { product_name: 'Zylkene 225mg', dosage_unit: [], specie_ids: [] } });
    expect(created.status).toBe(201);
    const note = 'No vomiting but diarrhea x3 days, inappetent. Gives Zylkene and Apoquel.';
    const first = await call(rulesApp, 'POST', '/ai/triage', { token: member, body: { query: note, species: 'Canine' } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      provider: 'rules',
      cached: false,
      analysis: {
        chief_complaint: 'Diarrhea, inappetent',
        complaint_duration: { duration: 'Gradual' },
        reason_for_consultation: { main_case: [4] },
        additional_notes: { vomiting: false, diarrhea: true, appetite: 'Abnormal' },
        medication_schema: { medicationList: 'zylkene, oclacitinib' },
      },
    });
    // Every line carries the span of the note it was read from.
    type Line = { text: string; sources: { kind: string; label: string; quote: string; start: number; end: number }[] };
    const lines: Line[] = first.body.data.analysis.lines;
    const line = (text: string) => lines.find((entry) => entry.text === text)!;
    expect(lines.map((entry) => entry.text)).toEqual([
      'Chief complaint: Diarrhea, inappetent',
      'Duration: 1-3 days',
      'Reason for consultation: Diarrhea',
      'Appetite: Abnormal',
      'Vomiting: No',
      'Diarrhea: Yes',
      'Medications: zylkene, oclacitinib',
    ]);
    for (const entry of lines) {
      expect(entry.sources.length, entry.text).toBeGreaterThan(0);
      for (const source of entry.sources) {
        expect(source.kind).toBe('triage');
        expect(note.slice(source.start, source.end)).toBe(source.quote);
      }
    }
    expect(line('Diarrhea: Yes').sources).toEqual([{ kind: 'triage', label: 'Triage text', quote: 'diarrhea', start: note.indexOf('diarrhea'), end: note.indexOf('diarrhea') + 8 }]);
    expect(line('Vomiting: No').sources[0]!.quote).toBe('vomiting');
    expect(line('Medications: zylkene, oclacitinib').sources.map((source) => source.quote)).toEqual(['Zylkene', 'Apoquel']);
    const spaced = `  ${note.replace(/ /g, '  ')} `;
    const again = await call(rulesApp, 'POST', '/ai/triage', { token: member, body: { query: spaced, species: 'canine' } });
    const { lines: _firstLines, ...analysis } = first.body.data.analysis;
    const { lines: againLines, ...againAnalysis } = again.body.data.analysis;
    expect({ ...again.body.data, analysis: againAnalysis }).toEqual({ ...first.body.data, analysis, cached: true });
    // The cached answer's lines point at the words of the note (as read: trimmed) as this request spaced it.
    expect((againLines as Line[]).map((entry) => entry.sources.map((source) => spaced.trim().slice(source.start, source.end).replace(/ +/g, ' ')))).toEqual(lines.map((entry) => entry.sources.map((source) => source.quote)));
    // Another clinic's catalogue does not know Zylkene, and its answer is its own.
    const stranger = await harness.tokenFor({ permissions: [] });
    const other = await call(rulesApp, 'POST', '/ai/triage', { token: stranger, body: { query: note, species: 'Canine' } });
    expect(other.body.data).toMatchObject({ cached: false, analysis: { medication_schema: { medicationList: 'oclacitinib' } } });
  });

  it('asks a language model once for structured output and keeps its answer honest', async () => {
    fake.requests.length = 0;
    fake.enqueue('chat', {
      content: {
        chief_complaint: 'Coughing',
        complaint_duration: 'Progressing',
        main_case: [2],
        water_intake: null,
        appetite: 'Normal',
        travel: true,
        coughing: true,
        sneezing: false,
        vomiting: null,
        diarrhea: null,
        supplements: null,
        medications: ['Rimadyl'],
        special_diets: null,
        evidence: [{ field: 'coughing', text: 'honking cough' }, { field: 'travel', text: 'words the note does not have' }],
      },
    });
    const note = `Honking cough for 5 days after boarding ${randomUUID()}; eating well, on Rimadyl.`;
    const first = await call(openaiApp, 'POST', '/ai/triage', { token: member, body: { query: note } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      provider: 'openai',
      cached: false,
      analysis: { chief_complaint: 'Coughing', complaint_duration: { duration: 'Progressing' }, medication_schema: { medicationList: 'carprofen' } },
    });
    expect(first.body.data.analysis.evidence).toEqual([{ field: 'coughing', text: 'Honking cough', start: 0, end: 13 }]);
    // The model's quote that the note has is the line's source; the one it does not have is dropped, and its line has none.
    const lines: { text: string; sources: { quote: string; start: number; end: number }[] }[] = first.body.data.analysis.lines;
    expect(lines.find((line) => line.text === 'Coughing: Yes')!.sources).toEqual([{ kind: 'triage', label: 'Triage text', quote: 'Honking cough', start: 0, end: 13 }]);
    expect(lines.find((line) => line.text === 'Travel: Yes')!.sources).toEqual([]);
    expect(lines.find((line) => line.text === 'Reason for consultation: General health')!.sources).toEqual([]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.json.response_format.type).toBe('json_schema');
    const again = await call(openaiApp, 'POST', '/ai/triage', { token: member, body: { query: note } });
    expect(again.body.data.cached).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it('answers a provider failure with 502 naming the provider', async () => {
    fake.enqueue('chat', { status: 500 }, { status: 500 });
    const answer = await call(openaiApp, 'POST', '/ai/triage', { token: member, body: { query: `Vomiting ${randomUUID()}` } });
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe(`AI provider openai (${host}): answered 500 after 2 attempts: Fake error 500`);
  });
});

describe('POST /ai/clean-up and /ai/rewrite', () => {
  it('cleans up with the rules engine, listing the changes, and caches', async () => {
    expect(await call(rulesApp, 'POST', '/ai/clean-up', { token: member, body: { text: '  ' } })).toMatchObject({ status: 400, body: { message: 'Text is required.' } });
    expect(await call(rulesApp, 'POST', '/ai/clean-up', { token: member, body: {} })).toMatchObject({ status: 400, body: { message: 'Text is required.' } });
    const text = `pt BAR , V/D x2d ${randomUUID()}`;
    const first = await call(rulesApp, 'POST', '/ai/clean-up', { token: member, body: { text } });
    expect(first.body.data).toMatchObject({ provider: 'rules', cached: false, improved_text: expect.stringMatching(/^Pt bright, alert and responsive, vomiting\/diarrhea x2d /) });
    expect(first.body.data.changes).toContain("Expanded 2 abbreviations: 'BAR' → 'bright, alert and responsive', 'V/D' → 'vomiting/diarrhea'");
    // The cleaned line's source is the person's text it tidied.
    expect(first.body.data.lines).toEqual([{ text: first.body.data.improved_text, sources: [{ kind: 'input', label: 'Text before clean-up', quote: text, start: 0, end: text.length }] }]);
    expect((await call(rulesApp, 'POST', '/ai/clean-up', { token: member, body: { text } })).body.data.cached).toBe(true);
  });

  it('rewrites with the rules engine as a clean-up and says a free rewrite needs a language model', async () => {
    const answer = await call(rulesApp, 'POST', '/ai/rewrite', { token: member, body: { texts: [{ key: 'complaint', text: 'V/D x2d' }, { key: 'notes', text: '' }] } });
    expect(answer.body.data).toEqual({
      improved_texts: [
        { key: 'complaint', text: 'Vomiting/diarrhea x2d' },
        { key: 'notes', text: '' },
      ],
      provider: 'rules',
      language_model: false,
      notice: REWRITE_NOTICE,
      cached: false,
      // Each rewritten line names the field it came from and points into that field's text.
      lines: [{ text: 'Vomiting/diarrhea x2d', sources: [{ kind: 'input', label: 'complaint', quote: 'V/D x2d', start: 0, end: 7 }] }],
    });
    const tooMany = Array.from({ length: 21 }, (_, i) => ({ key: `k${i}`, text: 'x' }));
    expect(await call(rulesApp, 'POST', '/ai/rewrite', { token: member, body: { texts: tooMany } })).toMatchObject({ status: 400, body: { message: 'At most 20 texts can be rewritten at once.' } });
    expect(await call(rulesApp, 'POST', '/ai/rewrite', { token: member, body: { texts: [] } })).toMatchObject({ status: 400, body: { message: 'Texts are required.' } });
    expect(await call(rulesApp, 'POST', '/ai/rewrite', { token: member, body: { texts: [{ key: 'a', text: ' ' }] } })).toMatchObject({ status: 400, body: { message: 'Text is required.' } });
  });

  it('rewrites with a language model, keeping the asked keys in order', async () => {
    fake.enqueue('chat', { content: { improved_texts: [{ key: 'b', text: 'Second, rewritten.' }, { key: 'zzz', text: 'not asked' }] } });
    const answer = await call(openaiApp, 'POST', '/ai/rewrite', { token: member, body: { texts: [{ key: 'a', text: `first ${randomUUID()}` }, { key: 'b', text: 'second' }] } });
    expect(answer.body.data.improved_texts).toEqual([
      { key: 'a', text: expect.stringMatching(/^first /) },
      { key: 'b', text: 'Second, rewritten.' },
    ]);
    expect(answer.body.data).toMatchObject({ provider: 'openai', language_model: true, notice: null });
    // The model's sentence is traced to the field's own words; its own addition has no source.
    expect(answer.body.data.lines.find((line: { text: string }) => line.text === 'Second, rewritten.').sources).toEqual([{ kind: 'input', label: 'b', quote: 'second', start: 0, end: 6 }]);
  });

  it("gives the clinician's text back as written when the model's clean-up or rewrite changes a dose (issue 26)", async () => {
    const text = `Carprofen 4.4 mg/kg once daily ${randomUUID()}`;
    fake.enqueue('chat', { content: { improved_text: 'Carprofen 4.4 g/kg once daily.', changes: ['Fixed spacing.'] } });
    const cleaned = await call(openaiApp, 'POST', '/ai/clean-up', { token: member, body: { text } });
    expect(cleaned.body.data).toMatchObject({ improved_text: text, changes: [DOSE_KEPT_CHANGE] });

    fake.enqueue('chat', { content: { improved_texts: [{ key: 'plan', text: 'Carprofen 44 milligrams per kilogram once daily.' }, { key: 'notes', text: 'Eating well; carprofen 4.4 mg/kg.' }] } });
    const rewritten = await call(openaiApp, 'POST', '/ai/rewrite', { token: member, body: { texts: [{ key: 'plan', text }, { key: 'notes', text: 'eating well, carprofen 4,4 mgs/kg' }] } });
    expect(rewritten.body.data.improved_texts).toEqual([
      { key: 'plan', text },
      { key: 'notes', text: 'Eating well; carprofen 4.4 mg/kg.' }, // the same dose in another spelling
    ]);
    expect(rewritten.body.data.notice).toBe(DOSE_KEPT_NOTICE);
  });
});

describe('POST /ai/transcribe', () => {
  it('is unavailable without AI_SPEECH_MODEL', async () => {
    expect(await call(rulesApp, 'POST', '/ai/transcribe', { token: member, body: { data_uri: audio('audio/webm', 2000) } })).toMatchObject({
      status: 503,
      body: { message: 'Dictation is not configured: set AI_SPEECH_MODEL.' },
    });
  });

  it('checks the recording: type, at least 1000 bytes, at most 5 MB', async () => {
    const format = 'The recording must be a base64 data URI of type audio/webm, audio/ogg, audio/mp4, audio/mpeg, audio/wav.';
    for (const [dataUri, message] of [
      [audio('video/webm', 2000), format],
      ['not a data uri', format],
      [audio('audio/webm', 999), 'The recording is too short.'],
      [audio('audio/wav', 5 * 1024 * 1024 + 10), 'The recording must be at most 5 MB.'],
    ] as const) {
      const answer = await call(openaiApp, 'POST', '/ai/transcribe', { token: member, body: { data_uri: dataUri } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message, errors: [{ path: 'data_uri', message }] });
    }
  });

  it('transcribes through the speech provider, and a failure is a 502 naming it', async () => {
    fake.requests.length = 0;
    fake.enqueue('transcriptions', { text: 'Bella vomited twice this morning.' }, { status: 503 });
    const ok = await call(openaiApp, 'POST', '/ai/transcribe', { token: member, body: { data_uri: audio('audio/webm;codecs=opus', 3000), prompt: 'Bella' } });
    expect(ok).toMatchObject({ status: 200, body: { data: { text: 'Bella vomited twice this morning.', provider: `openai (${host})` } } });
    expect(fake.requests[0]!.fields).toMatchObject({ model: 'whisper-test', prompt: 'Bella' });
    expect(fake.requests[0]!.file).toMatchObject({ contentType: 'audio/webm', size: 3000 });
    const failed = await call(openaiApp, 'POST', '/ai/transcribe', { token: member, body: { data_uri: audio('audio/ogg', 4000) } });
    expect(failed).toMatchObject({ status: 502, body: { message: `AI provider openai (${host}): answered 503: Fake error 503` } });
  });
});

describe('POST /ai/triage from the public subjective form', () => {
  const header = {
    clinic: { name: 'Happy Paws', logo_url: null, address_line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', phone: '5125550100', email: 'desk@happypaws.test', time_zone: 'America/Chicago' },
    species: 'Feline',
    medications: ['Zylkene 75mg', 'Carprofen 75mg'],
  };
  let petId: string;

  async function sendForm(): Promise<string> {
    const email = `parent-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await harness.call('POST', '/subjective-form/send', { token: writer, body: { clinic_code: clinic.clinicCode, pet_id: petId, email, header } });
    expect(sent.status).toBe(201);
    const mails = await listOutbox(harness.db, { to: email });
    const link = mails[0]!.links.find((url) => url.includes('/subjective-form?token='))!;
    return new URL(link).searchParams.get('token')!;
  }
  const formTriage = (token: string, query = 'Vomiting since yesterday, gives Zylkene') =>
    call(rulesApp, 'POST', '/ai/triage', { headers: { 'X-Subjective-Form-Token': token }, body: { query } });

  beforeAll(async () => {
    const parent = await harness.call('POST', '/pet-parents', {
      token: writer,
      body: { first_name: 'Nora', last_name: 'Quinn', phone_number: '5125550123', email: 'nora@example.com', address: { addressLine1: '4 Oak Lane', city: 'Austin', state: 'TX', zip: '78701' } },
    });
    expect(parent.status).toBe(201);
    const pet = await harness.call('POST', '/pets', {
      token: writer,
      body: { parent_id: parent.body.id, name: 'Juniper', breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Black', date_of_birth: '05/01/2022', weight: 4, problems: [] },
    });
    expect(pet.status).toBe(201);
    petId = pet.body.id;
  });

  it("triages with the link's medication names, without a login", async () => {
    const token = await sendForm();
    const answer = await formTriage(token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      provider: 'rules',
      analysis: { additional_notes: { vomiting: true }, complaint_duration: { duration: 'Gradual' }, medication_schema: { medicationList: 'zylkene' } },
    });
    expect(await formTriage(token, ' ')).toMatchObject({ status: 400, body: { message: 'Triage note required' } });
  });

  it("checks the link at once when the call carries the gateway's Idempotency-Key (no transaction held)", async () => {
    const token = await sendForm();
    const started = Date.now();
    const answer = await call(rulesApp, 'POST', '/ai/triage', {
      headers: { 'X-Subjective-Form-Token': token, 'Idempotency-Key': `triage-${randomUUID()}` },
      body: { query: 'Vomiting since yesterday' },
    });
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("answers main's refusals: unknown 404, expired 410, submitted 409", async () => {
    expect(await formTriage('no-such-token')).toMatchObject({ status: 404, body: { message: 'This link is not valid.' } });
    const expired = await sendForm();
    await harness.db.query(`UPDATE main.subjective_form_links SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [hashToken(expired)]);
    expect(await formTriage(expired)).toMatchObject({ status: 410, body: { message: 'Token has Expired.' } });
    const submitted = await sendForm();
    await harness.db.query(`UPDATE main.subjective_form_links SET submitted_at = now() WHERE token_hash = $1`, [hashToken(submitted)]);
    expect(await formTriage(submitted)).toMatchObject({ status: 409, body: { message: 'This form has already been submitted. Thank you!' } });
  });

  it('allows 20 calls per link per hour, then 429 with Retry-After', async () => {
    const token = await sendForm();
    for (let i = 0; i < 20; i++) expect((await formTriage(token, `Sneezing ${i}`)).status).toBe(200);
    const refused = await formTriage(token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests from this form\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Another link is counted on its own.
    expect((await formTriage(await sendForm())).status).toBe(200);
  });
});
