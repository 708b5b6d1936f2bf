// The AI engine's GraphQL through the real gateway and services (demo data) with the built-in
// rules engine (the default provider): status, the Smart Recommendations toggle, clean-up,
// re-write, triage for staff and on the public subjective form (the link's refusals and its
// limit), dictation without a speech model, the physical exam from observations, a visit's AI
// recommendations (catalogue ids as a plan row names them), the AI Knowledge Base, who may call
// what, and tenant isolation (admin@other.vet's clinic against Demo Animal Hospital's).
import { randomUUID } from 'node:crypto';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { listOutbox } from '@vetchart/platform/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let superAdmin: string;
let admin: string;
let tech: string;
let other: string;
let otherSuperAdmin: string;
/** The demo clinics' Canine species (raw ids): the catalogue's rows are for species. */
let canine: string;
let otherCanine: string;

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const STATUS = `query { aiStatus { provider description languageModel chatModel dictationAvailable dictationSetting dictationDescription } }`;
const SETTINGS = `query { aiSettings { smartRecommendations } }`;
const SET = `mutation ($input: SetSmartRecommendationsInput!) { setSmartRecommendations(input: $input) { __typename ... on Error { message }
  ... on SetSmartRecommendationsSuccess { aiSettings { smartRecommendations } } } }`;
const CLEAN = `mutation ($input: CleanUpTextInput!) { cleanUpText(input: $input) { ${RESULT} ... on CleanUpTextSuccess { improvedText provider changes } } }`;
const REWRITE = `mutation ($input: RewriteTextsInput!) { rewriteTexts(input: $input) { ${RESULT}
  ... on RewriteTextsSuccess { improvedTexts { key text } provider languageModel notice } } }`;
const ANALYSIS = `analysis { chiefComplaint complaintDuration mainCaseIds medications specialDiets provider evidence { field text } lines { text sources { kind label quote start end } }
  additionalNotes { waterIntake appetite travel coughing sneezing vomiting diarrhea supplements } }`;
const TRIAGE = `mutation ($input: AnalyzeTriageNotesInput!) { analyzeTriageNotes(input: $input) { ${RESULT} ... on AnalyzeTriageNotesSuccess { ${ANALYSIS} } } }`;
const FORM_TRIAGE = `mutation ($input: AnalyzeSubjectiveFormTriageInput!) { analyzeSubjectiveFormTriage(input: $input) { ${RESULT}
  ... on ThrottledError { retryAfterSeconds } ... on AnalyzeTriageNotesSuccess { ${ANALYSIS} } } }`;
const TRANSCRIBE = `mutation ($input: TranscribeAudioInput!) { transcribeAudio(input: $input) { ${RESULT} ... on AiUnavailableError { setting }
  ... on AiProviderError { provider } ... on TranscribeAudioSuccess { text provider } } }`;
const EXAM = `mutation ($input: PhysicalExamFromObservationsInput!) { physicalExamFromObservations(input: $input) { ${RESULT}
  ... on PhysicalExamFromObservationsSuccess { provider results { category result comment matchedText } } } }`;
const SUGGESTION = `kind catalogueId code name category description dosageOptions { dosage unit } doseInstructions sideEffects reason
  source { type id label matchedText }`;
const RECOMMEND = `query ($id: ID!, $extraText: String) { node(id: $id) { ... on Visit { aiRecommendations(extraText: $extraText) {
  enabled provider diagnostics { ${SUGGESTION} } services { ${SUGGESTION} } medications { ${SUGGESTION} } } } } }`;
const ENTRY = `id content text createdAt updatedAt`;
const ENTRIES = `query ($search: String, $first: Int, $after: String) { aiKnowledgeBaseEntries(first: $first, after: $after, search: $search) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { ${ENTRY} } } } }`;
const CREATE_ENTRY = `mutation ($input: CreateAiKnowledgeBaseEntryInput!) { createAiKnowledgeBaseEntry(input: $input) { ${RESULT}
  ... on CreateAiKnowledgeBaseEntrySuccess { entry { ${ENTRY} } } } }`;
const UPDATE_ENTRY = `mutation ($input: UpdateAiKnowledgeBaseEntryInput!) { updateAiKnowledgeBaseEntry(input: $input) { ${RESULT}
  ... on UpdateAiKnowledgeBaseEntrySuccess { entry { ${ENTRY} } } } }`;
const DELETE_ENTRY = `mutation ($input: DeleteAiKnowledgeBaseEntryInput!) { deleteAiKnowledgeBaseEntry(input: $input) { __typename ... on Error { message }
  ... on DeleteAiKnowledgeBaseEntrySuccess { deletedId } } }`;
const NODE_ENTRY = `query ($id: ID!) { node(id: $id) { ... on AiKnowledgeBaseEntry { content text } } }`;
const SEND_FORM = `mutation ($input: SendHistoryFormInput!) { sendHistoryForm(input: $input) { ${RESULT} } }`;

const RULES_NOTICE =
  'The built-in rules engine tidied spacing, case, punctuation and abbreviations only; a free re-write needs a language model (AI_PROVIDER=openai).';

async function rest(service: 'main' | 'inventory', method: string, path: string, body: unknown, token = admin) {
  const response = await fetch(`${gateway.upstreams[service]}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as any;
  expect(response.status, `${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json;
}

async function newPet(token: string, specieId = token === other || token === otherSuperAdmin ? otherCanine : canine): Promise<string> {
  const parent = await rest(
    'main',
    'POST',
    '/pet-parents',
    { first_name: 'Tess', last_name: 'Vale', phone_number: '5125550177', email: `tess.${randomUUID().slice(0, 8)}@example.com`, address: { addressLine1: '5 Ash Ln', city: 'Austin', state: 'TX', zip: '78705' } },
    token,
  );
  const pet = await rest(
    'main',
    'POST',
    '/pets',
    { parent_id: parent.id, name: 'Olive', breed_id: randomUUID(), specie_id: specieId, gender_id: randomUUID(), color: 'Brown', date_of_birth: '06/07/2019', weight: 18, problems: [] },
    token,
  );
  return pet.id;
}

/** A visit of a new pet with the given subjective complaint and objective observations (raw ids). */
async function chartedVisit(token: string, note: { complaint: string; mainCase: number[]; triageNotes?: string; observations?: string; ruleOuts?: string[] }) {
  const petId = await newPet(token);
  const visit = await rest('main', 'POST', '/visits', { pet_id: petId }, token);
  const visitId = visit.data.id as string;
  await rest(
    'main',
    'POST',
    '/subjective',
    {
      obj_visit_id: visitId,
      subjective_note: {
        chief_complaint: { complaint: note.complaint, duration: 'Acute' },
        reason_for_consultation: { main_case: note.mainCase },
        additional_notes: { triage_notes: note.triageNotes ?? '' },
      },
    },
    token,
  );
  if (note.observations !== undefined || note.ruleOuts)
    await rest(
      'main',
      'POST',
      `/visits/${visitId}/objective-note`,
      {
        medical_history_notes: note.observations ?? '',
        ruleouts: (note.ruleOuts ?? []).map((name) => ({ diagnosis_id: randomUUID(), name, category: null, description: '', symptoms: '' })),
      },
      token,
    );
  return { petId, visitId };
}

async function formToken(token: string, petId: string): Promise<string> {
  const sent = await gateway.execute(SEND_FORM, { input: { petId: encodeGlobalID('Pet', petId) } }, token);
  expect(sent.data.sendHistoryForm.__typename).toBe('SendHistoryFormSuccess');
  // Newest mail first.
  const mails = await listOutbox(gateway.db, {});
  const link = mails.flatMap((mail) => mail.links).find((url) => url.includes('/subjective-form?token='))!;
  return new URL(link).searchParams.get('token')!;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  superAdmin = (await gateway.signIn('superadmin@demo.vet')).accessToken;
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  tech = (await gateway.signIn('tech@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  // The other demo clinic has no super admin of its own: its admin is made one, for the knowledge base's isolation.
  await gateway.db.query(`UPDATE auth.users SET is_super_admin = true WHERE email = 'admin@other.vet'`);
  otherSuperAdmin = (await gateway.signIn('admin@other.vet')).accessToken;
  const canineOf = async (token: string) => {
    const species = await gateway.execute(`query { species(first: 50) { edges { node { id specie } } } }`, {}, token);
    return decodeGlobalID(species.data.species.edges.find((edge: { node: { specie: string } }) => edge.node.specie === 'Canine').node.id).id;
  };
  canine = await canineOf(admin);
  otherCanine = await canineOf(other);
}, 120_000);
afterAll(async () => gateway?.close());

describe('status and settings', () => {
  it('names the rules engine and dictation as unavailable, to signed-in members only', async () => {
    const result = await gateway.execute(STATUS, {}, tech);
    expect(result.errors).toBeUndefined();
    expect(result.data.aiStatus).toMatchObject({
      provider: 'RULES',
      languageModel: false,
      chatModel: null,
      dictationAvailable: false,
      dictationSetting: 'AI_SPEECH_MODEL',
      dictationDescription: 'Dictation is not configured: set AI_SPEECH_MODEL.',
    });
    expect(result.data.aiStatus.description).toMatch(/rules engine/i);
    expect((await gateway.execute(STATUS, {})).errors?.[0]?.message).toMatch(/not authorized/i);
  });

  it('turns Smart Recommendations off and on for the clinic (created on), and off means no suggestions', async () => {
    expect((await gateway.execute(SETTINGS, {}, tech)).data.aiSettings).toEqual({ smartRecommendations: true });
    expect((await gateway.execute(SET, { input: { enabled: false } }, tech)).data.setSmartRecommendations).toEqual({
      __typename: 'SetSmartRecommendationsSuccess',
      aiSettings: { smartRecommendations: false },
    });
    expect((await gateway.execute(SETTINGS, {}, admin)).data.aiSettings).toEqual({ smartRecommendations: false });
    // Another clinic's setting is its own.
    expect((await gateway.execute(SETTINGS, {}, other)).data.aiSettings).toEqual({ smartRecommendations: true });

    const { visitId } = await chartedVisit(admin, { complaint: 'Vomiting since yesterday', mainCase: [3], observations: 'Vomited three times.' });
    const off = (await gateway.execute(RECOMMEND, { id: encodeGlobalID('Visit', visitId) }, tech)).data.node.aiRecommendations;
    expect(off).toEqual({ enabled: false, provider: 'rules', diagnostics: [], services: [], medications: [] });

    expect((await gateway.execute(SET, { input: { enabled: true } }, admin)).data.setSmartRecommendations.aiSettings).toEqual({ smartRecommendations: true });
    const audit = await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM inventory.audit_log WHERE action = 'ai_settings.updated'`);
    expect(audit[0]!.n).toBe(2);
    // Signed out: refused before anything is written.
    expect((await gateway.execute(SET, { input: { enabled: false } })).data.setSmartRecommendations.__typename).toBe('ForbiddenError');
    expect((await gateway.execute(SETTINGS, {}, admin)).data.aiSettings).toEqual({ smartRecommendations: true });
  });
});

describe('clean-up, re-write and dictation', () => {
  it('cleans up a text and lists the changes; a blank text is refused on the text field', async () => {
    const cleaned = (await gateway.execute(CLEAN, { input: { text: 'pt  presented w/ v+ x3 days ,bright and alert' } }, tech)).data.cleanUpText;
    expect(cleaned.__typename).toBe('CleanUpTextSuccess');
    expect(cleaned.provider).toBe('rules');
    expect(cleaned.improvedText).not.toBe('pt  presented w/ v+ x3 days ,bright and alert');
    expect(cleaned.improvedText).not.toMatch(/ {2}| ,/);
    expect(cleaned.changes.length).toBeGreaterThan(0);
    expect((await gateway.execute(CLEAN, { input: { text: '   ' } }, tech)).data.cleanUpText).toEqual({
      __typename: 'InputValidationError',
      message: 'Text is required.',
      fieldErrors: [{ path: 'text', message: 'Text is required.' }],
    });
    expect((await gateway.execute(CLEAN, { input: { text: 'x' } })).errors?.[0]?.message).toMatch(/not authorized/i);
  });

  it('re-writes keyed texts with the rules engine, saying that a free re-write needs a language model', async () => {
    const result = (await gateway.execute(REWRITE, { input: { texts: [{ key: 'complaint', text: 'pu/pd  since last wk' }, { key: 'notes', text: 'ok' }] } }, tech)).data.rewriteTexts;
    expect(result).toMatchObject({ __typename: 'RewriteTextsSuccess', provider: 'rules', languageModel: false, notice: RULES_NOTICE });
    expect(result.improvedTexts.map((row: { key: string }) => row.key)).toEqual(['complaint', 'notes']);
    expect(result.improvedTexts[0].text).not.toMatch(/ {2}/);
    const empty = (await gateway.execute(REWRITE, { input: { texts: [] } }, tech)).data.rewriteTexts;
    expect(empty).toMatchObject({ __typename: 'InputValidationError', message: 'Texts are required.' });
    expect(empty.fieldErrors[0]).toEqual({ path: 'texts', message: 'Texts are required.' });
  });

  it('answers AiUnavailableError naming AI_SPEECH_MODEL when no speech model is configured', async () => {
    const audio = `data:audio/webm;base64,${Buffer.alloc(2000, 7).toString('base64')}`;
    expect((await gateway.execute(TRANSCRIBE, { input: { dataUri: audio } }, tech)).data.transcribeAudio).toEqual({
      __typename: 'AiUnavailableError',
      message: 'Dictation is not configured: set AI_SPEECH_MODEL.',
      setting: 'AI_SPEECH_MODEL',
    });
    const tooLarge = `data:audio/webm;base64,${'A'.repeat(7 * 1024 * 1024)}`;
    expect((await gateway.execute(TRANSCRIBE, { input: { dataUri: tooLarge } }, tech)).data.transcribeAudio).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ path: 'dataUri', message: 'The recording must be at most 5 MB.' }],
    });
  });
});

describe('triage notes', () => {
  it("reads staff's triage notes into the form's terms, with evidence", async () => {
    const result = (
      await gateway.execute(TRIAGE, { input: { text: 'Vomiting x3 days, no diarrhea. Drinking normally. Started Apoquel last week.', speciesName: 'Canine' } }, tech)
    ).data.analyzeTriageNotes;
    expect(result.__typename).toBe('AnalyzeTriageNotesSuccess');
    const analysis = result.analysis;
    expect(analysis.provider).toBe('rules');
    expect(analysis.mainCaseIds).toContain(3);
    expect(analysis.complaintDuration).toBe('GRADUAL');
    expect(analysis.additionalNotes).toMatchObject({ vomiting: true, diarrhea: false, waterIntake: 'Normal' });
    expect(analysis.medications.map((name: string) => name.toLowerCase())).toContain('oclacitinib');
    expect(analysis.evidence.length).toBeGreaterThan(0);
    // Each line names the words of the note it was read from, by their offsets in the note.
    const note = 'Vomiting x3 days, no diarrhea. Drinking normally. Started Apoquel last week.';
    expect(analysis.lines.find((line: any) => line.text === 'Diarrhea: No').sources).toEqual([{ kind: 'TRIAGE', label: 'Triage text', quote: 'diarrhea', start: 21, end: 29 }]);
    for (const line of analysis.lines) for (const source of line.sources) expect(note.slice(source.start, source.end)).toBe(source.quote);
    expect((await gateway.execute(TRIAGE, { input: { text: ' ' } }, tech)).data.analyzeTriageNotes).toEqual({
      __typename: 'InputValidationError',
      message: 'Triage note required',
      fieldErrors: [{ path: 'text', message: 'Triage note required' }],
    });
    expect((await gateway.execute(TRIAGE, { input: { text: 'Vomiting' } })).errors?.[0]?.message).toMatch(/not authorized/i);
  });

  it('reads triage notes on the public form with the link token alone; unknown, expired and submitted links are typed errors', async () => {
    const petId = await newPet(admin);
    const token = await formToken(admin, petId);
    // The web app sends every mutation with an idempotency key; a reading is computed, not stored, so none goes to the service.
    const read = (
      await gateway.execute(FORM_TRIAGE, { input: { token, text: 'Coughing and sneezing for 2 days, eating fine.' } }, undefined, { headers: { 'idempotency-key': randomUUID() } })
    ).data.analyzeSubjectiveFormTriage;
    expect(read.__typename).toBe('AnalyzeTriageNotesSuccess');
    expect(read.analysis.additionalNotes).toMatchObject({ coughing: true, sneezing: true });
    const blank = (await gateway.execute(FORM_TRIAGE, { input: { token, text: '' } })).data.analyzeSubjectiveFormTriage;
    expect(blank).toMatchObject({ __typename: 'InputValidationError', fieldErrors: [{ path: 'text', message: 'Triage note required' }] });

    const unknown = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await gateway.execute(FORM_TRIAGE, { input: { token: unknown, text: 'Coughing' } })).data.analyzeSubjectiveFormTriage).toEqual({
      __typename: 'NotFoundError',
      message: 'This link is not valid.',
    });
    expect((await gateway.execute(FORM_TRIAGE, { input: { token: 'x'.repeat(500), text: 'Coughing' } })).data.analyzeSubjectiveFormTriage.__typename).toBe('NotFoundError');

    await gateway.db.query(`UPDATE main.subjective_form_links SET expires_at = now() - interval '1 minute' WHERE pet_id = $1`, [petId]);
    expect((await gateway.execute(FORM_TRIAGE, { input: { token, text: 'Coughing' } })).data.analyzeSubjectiveFormTriage).toEqual({
      __typename: 'SubjectiveFormLinkExpiredError',
      message: 'Token has Expired.',
    });

    const submittedPet = await newPet(admin);
    const submittedToken = await formToken(admin, submittedPet);
    await gateway.db.query(`UPDATE main.subjective_form_links SET submitted_at = now() WHERE pet_id = $1`, [submittedPet]);
    expect((await gateway.execute(FORM_TRIAGE, { input: { token: submittedToken, text: 'Coughing' } })).data.analyzeSubjectiveFormTriage).toEqual({
      __typename: 'ConflictError',
      message: 'This form has already been submitted. Thank you!',
    });
  });

  it('limits one link to 20 readings an hour: then ThrottledError with the wait', async () => {
    const token = await formToken(admin, await newPet(admin));
    for (let call = 0; call < 20; call += 1) {
      const answer = (await gateway.execute(FORM_TRIAGE, { input: { token, text: `Sneezing, call ${call}` } })).data.analyzeSubjectiveFormTriage;
      expect(answer.__typename, `call ${call}`).toBe('AnalyzeTriageNotesSuccess');
    }
    const throttled = (await gateway.execute(FORM_TRIAGE, { input: { token, text: 'Sneezing again' } })).data.analyzeSubjectiveFormTriage;
    expect(throttled.__typename).toBe('ThrottledError');
    expect(throttled.message).toMatch(/^Too many requests from this form/);
    expect(throttled.retryAfterSeconds).toBeGreaterThan(0);
    // Another link is not limited by this one.
    const fresh = await formToken(admin, await newPet(admin));
    expect((await gateway.execute(FORM_TRIAGE, { input: { token: fresh, text: 'Sneezing' } })).data.analyzeSubjectiveFormTriage.__typename).toBe('AnalyzeTriageNotesSuccess');
  });
});

describe('physical exam from observations', () => {
  it("reads the body categories from the visit's observation text; another clinic's visit is not found", async () => {
    const { visitId } = await chartedVisit(admin, { complaint: 'Check-up', mainCase: [2] });
    const result = (await gateway.execute(EXAM, { input: { visitId: encodeGlobalID('Visit', visitId), observations: 'Grade II heart murmur. Lungs clear. Ears: mild erythema.' } }, tech)).data
      .physicalExamFromObservations;
    expect(result.__typename).toBe('PhysicalExamFromObservationsSuccess');
    expect(result.provider).toBe('rules');
    const byCategory = Object.fromEntries(result.results.map((row: { category: string }) => [row.category, row]));
    expect(byCategory.Heart).toMatchObject({ result: 'Abnormal' });
    expect(byCategory.Heart.matchedText).toMatch(/murmur/i);
    expect(byCategory.Lungs).toMatchObject({ result: 'Normal' });
    expect((await gateway.execute(EXAM, { input: { visitId: encodeGlobalID('Visit', visitId), observations: ' ' } }, tech)).data.physicalExamFromObservations).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ path: 'observations', message: 'Observations are required.' }],
    });
    const foreign = (await gateway.execute(EXAM, { input: { visitId: encodeGlobalID('Visit', visitId), observations: 'Heart normal.' } }, other)).data.physicalExamFromObservations;
    expect(foreign.__typename).toBe('NotFoundError');
  });
});

describe("a visit's AI recommendations", () => {
  it("suggests rows of the clinic's catalogue from the visit's notes, with reasons, sources and plan-ready catalogue ids", async () => {
    const { visitId } = await chartedVisit(admin, {
      complaint: 'Vomiting and diarrhea since yesterday',
      mainCase: [3, 4],
      triageNotes: 'Not eating, lethargic.',
      observations: 'Abdomen tender on palpation. Mildly dehydrated.',
      ruleOuts: ['Gastroenteritis'],
    });
    const result = await gateway.execute(RECOMMEND, { id: encodeGlobalID('Visit', visitId) }, tech);
    expect(result.errors).toBeUndefined();
    // The visit, its two notes and its pet (read at once), then the recommendation and, beside
    // it, the AI settings (the 2 s check that the catalogue answers at all): one call each.
    expect(result.extensions?.upstreamCalls).toBe(6);
    const recommendations = result.data.node.aiRecommendations;
    expect(recommendations).toMatchObject({ enabled: true, provider: 'rules' });
    const all = [...recommendations.diagnostics, ...recommendations.services, ...recommendations.medications];
    expect(recommendations.diagnostics.length + recommendations.medications.length).toBeGreaterThan(0);
    const typenames = { DIAGNOSTIC: 'Diagnostic', SERVICE: 'Service', MEDICATION: 'Medication', INVENTORY: 'InventorySupply' } as Record<string, string>;
    for (const suggestion of all) {
      expect(decodeGlobalID(suggestion.catalogueId).typename).toBe(typenames[suggestion.kind]);
      expect(suggestion.reason.length).toBeGreaterThan(0);
      expect(['CATALOGUE', 'KNOWLEDGE_BASE', 'RULE']).toContain(suggestion.source.type);
      // A catalogue source is the suggested row itself.
      if (suggestion.source.type === 'CATALOGUE') expect(suggestion.source.id).toBe(suggestion.catalogueId);
    }
    expect(all.some((suggestion) => suggestion.source.type === 'RULE' && suggestion.source.matchedText)).toBe(true);
    for (const suggestion of recommendations.diagnostics) expect(suggestion.kind).toBe('DIAGNOSTIC');
    for (const suggestion of recommendations.medications) expect(['MEDICATION', 'INVENTORY']).toContain(suggestion.kind);

    // A suggestion goes into the plan as it is: the row names the same catalogue row.
    const [first] = all;
    const saved = await gateway.execute(
      `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { __typename ... on SaveTreatmentPlanSuccess { treatmentPlan { items { kind catalogueId name dosageOptions { dosage unit } } } } } }`,
      { input: { visitId: encodeGlobalID('Visit', visitId), isClientAtClinic: true, items: [{ kind: first.kind, catalogueId: first.catalogueId, quantity: 1, removed: false, approved: true }] } },
      tech,
    );
    expect(saved.data.saveTreatmentPlan.__typename).toBe('SaveTreatmentPlanSuccess');
    expect(saved.data.saveTreatmentPlan.treatmentPlan.items[0]).toEqual({ kind: first.kind, catalogueId: first.catalogueId, name: first.name, dosageOptions: first.dosageOptions });
  });

  it("uses the AI prompt's extra text and the clinic's knowledge base, naming the entry as the source", async () => {
    const created = (await gateway.execute(CREATE_ENTRY, { input: { content: 'itchy ears head shaking', text: 'Start Amoxicillin-Clavulanate for a secondary ear infection.' } }, superAdmin)).data
      .createAiKnowledgeBaseEntry;
    expect(created.__typename).toBe('CreateAiKnowledgeBaseEntrySuccess');
    const { visitId } = await chartedVisit(admin, { complaint: 'Check-up', mainCase: [2] });
    const plain = (await gateway.execute(RECOMMEND, { id: encodeGlobalID('Visit', visitId) }, tech)).data.node.aiRecommendations;
    const prompted = (await gateway.execute(RECOMMEND, { id: encodeGlobalID('Visit', visitId), extraText: 'Itchy ears and head shaking for a week.' }, tech)).data.node.aiRecommendations;
    const sources = (result: any) => [...result.diagnostics, ...result.services, ...result.medications].map((row: any) => row.source);
    expect(sources(plain).some((source: any) => source.type === 'KNOWLEDGE_BASE')).toBe(false);
    const fromEntry = sources(prompted).filter((source: any) => source.type === 'KNOWLEDGE_BASE');
    expect(fromEntry.length).toBeGreaterThan(0);
    expect(fromEntry[0].id).toBe(created.entry.id);
    const tooLong = await gateway.execute(RECOMMEND, { id: encodeGlobalID('Visit', visitId), extraText: 'x'.repeat(20_001) }, tech);
    expect(tooLong.errors?.[0]).toMatchObject({ message: 'The AI prompt must be at most 20000 characters.', extensions: { code: 'BAD_USER_INPUT' } });
    const named = prompted.medications.find((row: any) => row.source.type === 'KNOWLEDGE_BASE');
    expect(named.name).toBe('Amoxicillin-Clavulanate');
    expect(named.reason).toMatch(/knowledge base/i);
  });

  it("is never computed for another clinic's visit", async () => {
    const { visitId } = await chartedVisit(admin, { complaint: 'Vomiting', mainCase: [3] });
    const foreign = await gateway.execute(RECOMMEND, { id: encodeGlobalID('Visit', visitId) }, other);
    expect(foreign.data?.node ?? null).toBeNull();
  });
});

describe('the AI Knowledge Base', () => {
  it('creates, lists, searches, reads, edits and deletes entries (super admin), with the spec messages', async () => {
    const add = async (content: string, text: string) => (await gateway.execute(CREATE_ENTRY, { input: { content, text } }, superAdmin)).data.createAiKnowledgeBaseEntry;
    const entry = (await add('Chronic vomiting in cats', 'Consider a food trial and a T4.')).entry;
    expect(entry).toMatchObject({ content: 'Chronic vomiting in cats', text: 'Consider a food trial and a T4.' });
    expect(decodeGlobalID(entry.id).typename).toBe('AiKnowledgeBaseEntry');
    await add('Limping after exercise', 'Rest and radiographs.');

    expect(await add('', 'x')).toMatchObject({ __typename: 'InputValidationError', fieldErrors: [{ path: 'content', message: 'Please enter search content' }] });
    expect(await add('Itching', ' ')).toMatchObject({ __typename: 'InputValidationError', fieldErrors: [{ path: 'text', message: 'Please enter recommendation text' }] });
    expect(await add('x'.repeat(2001), 'y')).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ path: 'content', message: 'Search content must be at most 2000 characters.' }],
    });
    expect(await add('y', 'x'.repeat(2001))).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ path: 'text', message: 'Recommendation text must be at most 2000 characters.' }],
    });

    const searchedResult = await gateway.execute(ENTRIES, { search: 'vomiting in cats' }, superAdmin);
    expect(searchedResult.extensions?.upstreamCalls).toBe(1);
    const searched = searchedResult.data.aiKnowledgeBaseEntries;
    expect(searched.totalCount).toBe(1);
    expect(searched.edges[0].node).toEqual(entry);
    const firstPage = (await gateway.execute(ENTRIES, { first: 1 }, superAdmin)).data.aiKnowledgeBaseEntries;
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    const secondPage = (await gateway.execute(ENTRIES, { first: 1, after: firstPage.pageInfo.endCursor }, superAdmin)).data.aiKnowledgeBaseEntries;
    expect(secondPage.edges[0].node.id).not.toBe(firstPage.edges[0].node.id);
    expect((await gateway.execute(NODE_ENTRY, { id: entry.id }, superAdmin)).data.node).toEqual({ content: entry.content, text: entry.text });

    const edited = (await gateway.execute(UPDATE_ENTRY, { input: { id: entry.id, content: 'Chronic vomiting (feline)', text: 'Food trial, T4 and chemistry.' } }, superAdmin)).data
      .updateAiKnowledgeBaseEntry;
    expect(edited.entry).toMatchObject({ id: entry.id, content: 'Chronic vomiting (feline)', text: 'Food trial, T4 and chemistry.' });
    expect((await gateway.execute(UPDATE_ENTRY, { input: { id: entry.id, content: 'x', text: '' } }, superAdmin)).data.updateAiKnowledgeBaseEntry).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ path: 'text', message: 'Please enter text' }],
    });
    const missing = encodeGlobalID('AiKnowledgeBaseEntry', randomUUID());
    expect((await gateway.execute(UPDATE_ENTRY, { input: { id: missing, content: 'x', text: 'y' } }, superAdmin)).data.updateAiKnowledgeBaseEntry.__typename).toBe('NotFoundError');

    expect((await gateway.execute(DELETE_ENTRY, { input: { id: entry.id } }, superAdmin)).data.deleteAiKnowledgeBaseEntry).toEqual({
      __typename: 'DeleteAiKnowledgeBaseEntrySuccess',
      deletedId: entry.id,
    });
    expect((await gateway.execute(DELETE_ENTRY, { input: { id: entry.id } }, superAdmin)).data.deleteAiKnowledgeBaseEntry.__typename).toBe('NotFoundError');
    expect((await gateway.execute(NODE_ENTRY, { id: entry.id }, superAdmin)).data?.node ?? null).toBeNull();
    const audit = await gateway.db.query<{ action: string }>(`SELECT action FROM inventory.audit_log WHERE target_id = $1 ORDER BY id`, [decodeGlobalID(entry.id).id]);
    expect(audit.map((row) => row.action)).toEqual(['ai_knowledge_entry.created', 'ai_knowledge_entry.updated', 'ai_knowledge_entry.deleted']);
  });

  it('is for super admins only: a client admin is refused every call and sees no entry', async () => {
    const entry = (await gateway.execute(CREATE_ENTRY, { input: { content: 'Dental tartar', text: 'Offer a dental cleaning.' } }, superAdmin)).data.createAiKnowledgeBaseEntry.entry;
    expect((await gateway.execute(ENTRIES, {}, admin)).errors?.[0]?.message).toMatch(/not authorized/i);
    expect((await gateway.execute(CREATE_ENTRY, { input: { content: 'a', text: 'b' } }, admin)).data.createAiKnowledgeBaseEntry.__typename).toBe('ForbiddenError');
    expect((await gateway.execute(UPDATE_ENTRY, { input: { id: entry.id, content: 'a', text: 'b' } }, admin)).data.updateAiKnowledgeBaseEntry.__typename).toBe('ForbiddenError');
    expect((await gateway.execute(DELETE_ENTRY, { input: { id: entry.id } }, tech)).data.deleteAiKnowledgeBaseEntry.__typename).toBe('ForbiddenError');
    expect((await gateway.execute(NODE_ENTRY, { id: entry.id }, admin)).data?.node ?? null).toBeNull();
    expect((await gateway.execute(ENTRIES, {})).errors?.[0]?.message).toMatch(/not authorized/i);
  });
});

describe('tenant isolation', () => {
  it("another clinic's super admin never sees, edits or deletes this clinic's knowledge-base entries", async () => {
    const entry = (await gateway.execute(CREATE_ENTRY, { input: { content: 'Secret protocol for seizures', text: 'Our own phenobarbital plan.' } }, superAdmin)).data
      .createAiKnowledgeBaseEntry.entry;
    const theirs = (await gateway.execute(ENTRIES, { search: 'seizures' }, otherSuperAdmin)).data.aiKnowledgeBaseEntries;
    expect(theirs.totalCount).toBe(0);
    expect(JSON.stringify(await gateway.execute(ENTRIES, { first: 50 }, otherSuperAdmin))).not.toContain('Secret protocol');
    expect((await gateway.execute(NODE_ENTRY, { id: entry.id }, otherSuperAdmin)).data?.node ?? null).toBeNull();
    const edit = (await gateway.execute(UPDATE_ENTRY, { input: { id: entry.id, content: 'Taken', text: 'Over' } }, otherSuperAdmin)).data.updateAiKnowledgeBaseEntry;
    expect(edit.__typename).toBe('NotFoundError');
    expect((await gateway.execute(DELETE_ENTRY, { input: { id: entry.id } }, otherSuperAdmin)).data.deleteAiKnowledgeBaseEntry.__typename).toBe('NotFoundError');
    expect((await gateway.execute(NODE_ENTRY, { id: entry.id }, superAdmin)).data.node).toEqual({ content: 'Secret protocol for seizures', text: 'Our own phenobarbital plan.' });
  });

  it("another clinic's knowledge base and catalogue are never recommended here, and its setting is its own", async () => {
    // The other clinic's entry matches this visit's words exactly; only this clinic's rows may come back.
    await gateway.execute(CREATE_ENTRY, { input: { content: 'hiccups after meals', text: 'Their own hiccup advice.' } }, otherSuperAdmin);
    await rest('inventory', 'POST', '/medications', { product_name: 'Hiccupzol', dose_instructions: 'For hiccups.', dosage_unit: [{ dosage: '5', unit: 'mg' }] }, other);
    const { visitId } = await chartedVisit(admin, { complaint: 'Hiccups after meals', mainCase: [2], observations: 'Hiccups after meals, Hiccupzol asked about.' });
    const result = (await gateway.execute(RECOMMEND, { id: encodeGlobalID('Visit', visitId) }, tech)).data.node.aiRecommendations;
    const all = [...result.diagnostics, ...result.services, ...result.medications];
    expect(JSON.stringify(all)).not.toMatch(/Hiccupzol|hiccup advice/i);
    // Every suggestion is a row this clinic can open.
    for (const suggestion of all) expect((await gateway.execute(`query ($id: ID!) { node(id: $id) { id } }`, { id: suggestion.catalogueId }, tech)).data.node).toEqual({ id: suggestion.catalogueId });

    await gateway.execute(SET, { input: { enabled: false } }, other);
    expect((await gateway.execute(SETTINGS, {}, admin)).data.aiSettings).toEqual({ smartRecommendations: true });
    expect((await gateway.execute(SETTINGS, {}, other)).data.aiSettings).toEqual({ smartRecommendations: false });
  });
});
