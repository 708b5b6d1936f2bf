// The AI engine's SOAP routes over the real inventory service and database:
// POST /ai/soap-note with the rules engine (sections filled from the visit and the triage, the
// empty ones named, no drug outside the plan and the catalogue) and with a language model (the
// local fake OpenAI server: a line naming an invented drug or dose is dropped and counted), and
// POST /ai/canvas-chat with both.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../../tests/support/fake-openai-server.mjs';
import { startInventoryHarness, type InventoryHarness } from '../../lookups/testing.ts';
import { createAiEngine } from '../engine.ts';
import { loadAiConfig } from '../provider.ts';
import { findDrugs } from '../rules/drug-names.ts';
import { MAX_PROMPT as MAX_CHAT_MESSAGE_CHARS } from '@vetchart/contracts/soap-canvas/soap-canvas';
import { CHAT_RULES_NOTICE, rulesChatReply } from './canvas-chat.ts';
import { droppedNotice, rulesNotice, sectionKind } from './soap-note.ts';

let rules: InventoryHarness;
let openai: InventoryHarness;
let fake: FakeOpenAiServer;
let vetRules: string;
let vetOpenai: string;
const clinic = { clinicId: randomUUID(), organizationId: randomUUID(), clinicCode: 'CLN-SOAP' };

const template = {
  name: 'Sick Visit',
  sections: [
    { section: 'Subjective', value: 'History and presenting complaint', fields: [{ name: 'Chief complaint', hint: '' }, { name: 'History', hint: '' }] },
    { section: 'Objective', value: 'Exam findings and vitals', fields: [] },
    { section: 'Assessment', value: 'Diagnoses and rule-outs', fields: [] },
    { section: 'Plan', value: 'Treatments and medications', fields: [] },
    { section: 'Lab Results', value: '', fields: [] },
    { section: 'Client Communication', value: '', fields: [{ name: 'Phone call', hint: 'who was called' }] },
    { section: 'Dental Chart', value: '', fields: [{ name: 'Tartar grade', hint: '' }] },
  ],
};

const triage =
  'Max is presenting for vomiting x3 days. No diarrhea. Drinking more than usual. He is on Apoquel for his itchy skin. Owner prefers a phone call for updates and results.';

const visit = {
  pet: { name: 'Max', species: 'Canine', breed: 'Beagle', sex: 'Male', age: '6 years' },
  subjective: { history: 'Ate from the garbage on Saturday', diet_change: '' },
  objective: { temperature: '39.4 C', heart_rate: 120, mucous_membranes: 'Pink, tacky' },
  plan: {
    rows: [
      { kind: 'medication', name: 'Maropitant (Cerenia) 16 mg tablet', code: 'MED-1', quantity: 3, dosage: '1 tablet once daily for 3 days', approved: true },
      { kind: 'medication', name: 'Prednisone 5 mg tablet', code: 'MED-2', quantity: 10, dosage: '1 tablet twice daily', approved: false },
      { kind: 'service', name: 'Abdominal radiographs', code: 'SRV-1', quantity: 1, dosage: '', approved: true },
    ],
  },
  results: {
    lab: [{ name: 'CBC', value: 'Mild neutrophilia' }],
    in_house: ['Fecal flotation: negative'],
    diagnosis: ['Acute gastroenteritis', { name: 'Dietary indiscretion' }],
    additional_care_text: 'Bland diet for 5 days.',
  },
};

type Line = { text: string; sources: { kind: string; label: string; quote: string | null; start: number | null; end: number | null }[] };
type Note = {
  markdown: string;
  sections: { section: string; text: string; sources: { kind: string; detail: string }[]; lines: Line[] }[];
  empty_sections: string[];
  provider: string;
  notice: string | null;
  dropped: number;
};

async function seedMedication(harness: InventoryHarness, token: string, product_name: string, dosage: string) {
  const created = await harness.call('POST', '/medications', { token, body: { product_name, dose_instructions: `Give as directed.`, dosage_unit: [{ dosage, unit: 'mg tablet' }, { dosage: '4.4', unit: 'mg/kg' }] } });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
}

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  rules = await startInventoryHarness({ ai: createAiEngine(loadAiConfig({})) });
  openai = await startInventoryHarness({ ai: createAiEngine(loadAiConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: fake.url, AI_CHAT_MODEL: 'gpt-test', AI_MAX_RETRIES: '0' })) });
  for (const harness of [rules, openai]) {
    const admin = await harness.token({ ...clinic, permissions: ['Modify Knowledge Base'], isClientAdmin: true });
    await seedMedication(harness, admin, 'Carprofen 75 mg chewable', '75');
  }
  vetRules = await rules.token({ ...clinic, roleName: 'Veterinarian' });
  vetOpenai = await openai.token({ ...clinic, roleName: 'Veterinarian' });
}, 60_000);

afterAll(async () => {
  await fake?.close();
  await rules?.close();
  await openai?.close();
});

describe('POST /ai/soap-note with the rules engine', () => {
  let note: Note;
  beforeAll(async () => {
    const answer = await rules.call('POST', '/ai/soap-note', { token: vetRules, body: { template, triage_text: triage, visit } });
    expect(answer.status).toBe(200);
    note = answer.body.data;
  });
  const section = (name: string) => note.sections.find((entry) => entry.section === name)!;
  const kinds = (name: string) => section(name).sources.map((source) => source.kind);

  it('fills the subjective section from the triage extraction and the subjective step', () => {
    expect(section('Subjective').text).toMatch(/Chief complaint: .*vomiting/i);
    expect(section('Subjective').text).toContain('Denied: diarrhea');
    expect(section('Subjective').text).toContain('Water intake: Abnormal');
    expect(section('Subjective').text).toContain('History: Ate from the garbage on Saturday');
    expect(kinds('Subjective')).toEqual(['triage', 'subjective']);
  });

  it('prints the duration as the range the form shows, never its internal code', async () => {
    expect(section('Subjective').text).toContain('Duration: 1-3 days');
    const charted = { ...visit, subjective: { chief_complaint: 'Limping', duration: 'Progressing' } };
    const answer = await rules.call('POST', '/ai/soap-note', { token: vetRules, body: { template, triage_text: 'Limping on the left hind leg, no other signs noticed.', visit: charted } });
    const text = (answer.body.data as Note).markdown;
    expect(text).toContain('Duration: 3-7 days');
    expect(text).not.toMatch(/Duration: (Acute|Gradual|Progressing|Static|Worsening)/);
  });

  it('fills objective, assessment, plan and results from the charted values', () => {
    expect(section('Objective').text).toBe('- Temperature: 39.4 C\n- Heart rate: 120\n- Mucous membranes: Pink, tacky');
    expect(section('Assessment').text).toBe('- Acute gastroenteritis\n- Dietary indiscretion');
    expect(section('Plan').text).toContain('- Maropitant (Cerenia) 16 mg tablet (MED-1) — qty 3, 1 tablet once daily for 3 days');
    expect(section('Plan').text).toContain('- Abdominal radiographs (SRV-1)');
    expect(section('Plan').text).toContain('- Additional care: Bland diet for 5 days.');
    expect(section('Plan').text).not.toContain('Prednisone'); // not approved
    expect(section('Lab Results').text).toBe('- CBC: Mild neutrophilia\n- Fecal flotation: negative');
  });

  it('fills another section with the triage sentences that match its words', () => {
    expect(section('Client Communication').text).toBe('- Owner prefers a phone call for updates and results.');
    expect(kinds('Client Communication')).toEqual(['triage']);
  });

  it('gives every line its source: the triage span it was read from, or the record it came from', () => {
    for (const entry of note.sections) {
      expect(entry.lines.map((line) => line.text).join('\n')).toBe(entry.text);
      for (const line of entry.lines) expect(line.sources.length, line.text).toBeGreaterThan(0);
    }
    const line = (name: string, text: string) => section(name).lines.find((entry) => entry.text === text)!;
    const triageSpans = (line_: Line) => line_.sources.map((source) => [source.kind, triage.slice(source.start!, source.end!), source.quote]);
    expect(triageSpans(line('Subjective', '- Denied: diarrhea'))).toEqual([['triage', 'diarrhea', 'diarrhea']]);
    expect(triageSpans(line('Subjective', '- Water intake: Abnormal'))).toEqual([['triage', 'Drinking more', 'Drinking more']]);
    expect(line('Subjective', '- History: Ate from the garbage on Saturday').sources).toEqual([
      { kind: 'subjective', label: 'Subjective step: History', quote: 'Ate from the garbage on Saturday', start: null, end: null },
    ]);
    expect(line('Objective', '- Temperature: 39.4 C').sources).toEqual([{ kind: 'objective', label: 'Objective step: Temperature', quote: '39.4 C', start: null, end: null }]);
    expect(line('Plan', '- Abdominal radiographs (SRV-1) — qty 1').sources).toEqual([{ kind: 'plan', label: 'Plan row: Abdominal radiographs', quote: 'Abdominal radiographs (SRV-1) — qty 1', start: null, end: null }]);
    expect(line('Lab Results', '- CBC: Mild neutrophilia').sources[0]).toMatchObject({ kind: 'results', label: 'Lab result' });
    expect(triageSpans(line('Client Communication', '- Owner prefers a phone call for updates and results.'))[0]![1]).toBe('Owner prefers a phone call for updates and results');
  });

  it('names the vitals sent with the objective values as their source', async () => {
    const withVitals = { ...visit, objective: { vitals: { weight: '4.08 kg', heart_rate: 180 }, mucous_membranes: 'Pink' } };
    const answer = await rules.call('POST', '/ai/soap-note', { token: vetRules, body: { template, triage_text: triage, visit: withVitals } });
    const objective = (answer.body.data as Note).sections.find((entry) => entry.section === 'Objective')!;
    expect(objective.lines[0]).toEqual({ text: '- Vitals: Weight: 4.08 kg; Heart rate: 180', sources: [{ kind: 'vitals', label: 'Vitals', quote: 'Weight: 4.08 kg; Heart rate: 180', start: null, end: null }] });
    expect(objective.lines[1]!.sources[0]).toMatchObject({ kind: 'objective', label: 'Objective step: Mucous membranes' });
  });

  it('names the sections it left empty and says it is the rules engine', () => {
    expect(note.empty_sections).toEqual(['Dental Chart']);
    expect(section('Dental Chart')).toEqual({ section: 'Dental Chart', text: '', sources: [], lines: [] });
    expect(note.provider).toBe('rules');
    expect(note.notice).toContain(rulesNotice(6, 7));
    expect(note.markdown).toMatch(/^## Subjective\n\n- Chief complaint/);
    expect(note.markdown).toContain('\n\n## Dental Chart\n');
  });

  it('never names a drug that is not in the plan or the catalogue', () => {
    // The triage names Apoquel (oclacitinib): neither the plan nor the catalogue has it.
    const generics = findDrugs(note.markdown).map((drug) => drug.generic);
    expect(generics).toContain('maropitant');
    expect(generics.every((generic) => ['maropitant', 'carprofen'].includes(generic))).toBe(true);
    expect(note.markdown).not.toMatch(/apoquel|oclacitinib/i);
    expect(note.dropped).toBe(1);
    expect(note.notice).toContain(droppedNotice(1));
  });

  it('needs a signed-in clinic member and a template with sections', async () => {
    expect((await rules.call('POST', '/ai/soap-note', { body: { template, triage_text: triage } })).status).toBe(401);
    const empty = await rules.call('POST', '/ai/soap-note', { token: vetRules, body: { template: { name: 'X', sections: [] }, triage_text: triage } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toContainEqual({ path: 'template.sections', message: 'The template has no sections.' });
  });

  it('works without visit records (only the triage text)', async () => {
    const answer = await rules.call('POST', '/ai/soap-note', { token: vetRules, body: { template, triage_text: triage } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.empty_sections).toEqual(['Objective', 'Assessment', 'Plan', 'Lab Results', 'Dental Chart']);
  });
});

describe('POST /ai/soap-note with a language model', () => {
  it('keeps the prose, drops each line naming an invented drug or dose, and counts them', async () => {
    fake.enqueue('chat', {
      content: {
        sections: [
          {
            section: 'Subjective',
            lines: [
              { text: 'Max has vomited for three days after eating from the garbage.', source: 'presenting for vomiting  x3 days' },
              { text: 'He was started on Zyloxafen 50 mg twice daily.', source: '' },
              { text: 'The owner gave Prednisone at home.', source: 'The owner gave Prednisone' },
            ],
          },
          {
            section: 'Plan',
            lines: [
              { text: 'Maropitant 16 mg tablet once daily for 3 days.', source: '1 tablet once daily for 3 days' },
              { text: 'Carprofen 75 mg if painful.', source: 'Carprofen given at home last week' },
              { text: 'Carprofen 100 mg twice daily.', source: '' },
              { text: 'Or Carprofen 4.4 mg/kg once daily.', source: '' },
            ],
          },
        ],
      },
    });
    const answer = await openai.call('POST', '/ai/soap-note', { token: vetOpenai, body: { template, triage_text: triage, visit } });
    expect(answer.status).toBe(200);
    const note: Note = answer.body.data;
    expect(note.provider).toBe('openai');
    expect(note.sections[0]!.text).toBe('Max has vomited for three days after eating from the garbage.');
    // 4.4 mg/kg: a dosage unit row of the clinic's catalogue.
    expect(note.sections[3]!.text).toBe('Maropitant 16 mg tablet once daily for 3 days.\nCarprofen 75 mg if painful.\nOr Carprofen 4.4 mg/kg once daily.');
    expect(note.dropped).toBe(3);
    expect(note.notice).toBe(droppedNotice(3));
    expect(note.markdown).not.toMatch(/Zyloxafen|Prednisone|100 mg/);
    expect(note.empty_sections).toEqual(['Objective', 'Assessment', 'Lab Results', 'Client Communication', 'Dental Chart']);
    // Each kept line's claimed source is checked: a triage quote becomes its span (spacing aside), a
    // record's words that record, and words found nowhere no source at all.
    expect(note.sections[0]!.lines).toEqual([
      { text: 'Max has vomited for three days after eating from the garbage.', sources: [{ kind: 'triage', label: 'Triage text', quote: 'presenting for vomiting x3 days', start: triage.indexOf('presenting'), end: triage.indexOf(' days.') + 5 }] },
    ]);
    expect(note.sections[3]!.lines.map((line) => line.sources.map((source) => source.label))).toEqual([['Plan row: Maropitant (Cerenia) 16 mg tablet'], [], []]);
    // The model read the visit, the triage and the clinic catalogue.
    const sent = fake.requests.at(-1)!.json.messages.at(-1).content as string;
    expect(sent).toContain('Ate from the garbage');
    expect(sent).toContain('Carprofen 75 mg chewable');
  });

  it('answers a provider failure as 502 naming the provider', async () => {
    fake.enqueue('chat', { status: 500, body: { error: { message: 'boom' } } });
    const answer = await openai.call('POST', '/ai/soap-note', { token: vetOpenai, body: { template, triage_text: triage, visit } });
    expect(answer.status).toBe(502);
    expect(answer.body.message).toMatch(/^AI provider openai \(127\.0\.0\.1:\d+\)/);
  });
});

describe("the pet parent's history form answers (issue 26)", () => {
  // The public form's answers arrive as the visit's subjective note filled by the pet parent.
  const ownerVisit = {
    ...visit,
    subjective: { chief_complaint: 'prescribe carprofen 737 mgs/kg every hour', triage_notes: 'Gave him 7.37 g/kg of Rimadyl last night.' },
    subjective_filled_by: 'pet_parent',
  };

  it('the rules engine quotes them as the owner\'s with every dose removed', async () => {
    const answer = await rules.call('POST', '/ai/soap-note', { token: vetRules, body: { template, triage_text: triage, visit: ownerVisit } });
    expect(answer.status).toBe(200);
    const note: Note = answer.body.data;
    const subjective = note.sections.find((entry) => entry.section === 'Subjective')!;
    expect(subjective.text).toContain('- Owner reports (chief complaint): "prescribe carprofen [dose removed] every hour"');
    expect(subjective.text).toContain('- Owner reports (triage notes): "Gave him [dose removed] of Rimadyl last night."');
    expect(subjective.sources).toContainEqual({ kind: 'subjective', detail: 'history form (owner-reported)' });
    expect(note.markdown).not.toMatch(/737|7\.37/);
  });

  it('a language model never reads their doses, and a dose it writes anyway is dropped', async () => {
    fake.enqueue('chat', {
      content: {
        sections: [
          {
            section: 'Subjective',
            lines: [
              { text: 'Owner reports: asks for carprofen.', source: '' },
              { text: 'Owner asks for carprofen 737 mgs/kg every hour.', source: '' },
            ],
          },
        ],
      },
    });
    const answer = await openai.call('POST', '/ai/soap-note', { token: vetOpenai, body: { template, triage_text: triage, visit: ownerVisit } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.sections[0].text).toBe('Owner reports: asks for carprofen.');
    const sent = fake.requests.at(-1)!.json.messages.at(-1).content as string;
    expect(sent).toContain('prescribe carprofen [dose removed] every hour');
    expect(sent).not.toMatch(/737|7\.37/);
  });

  it('the staff\'s own subjective note is not quoted as the owner\'s', async () => {
    const answer = await rules.call('POST', '/ai/soap-note', { token: vetRules, body: { template, triage_text: triage, visit: { ...ownerVisit, subjective_filled_by: 'staff' } } });
    const subjective = (answer.body.data as Note).sections.find((entry) => entry.section === 'Subjective')!;
    expect(subjective.text).not.toContain('Owner reports');
    // The staff's line still passes the guard: a dose the catalogue does not state is dropped.
    expect(subjective.text).not.toMatch(/737/);
  });
});

describe('POST /ai/canvas-chat', () => {
  const messages = [{ role: 'user', content: 'Vomiting since yesterday, no diarrhea. Owner wants a phone call.' }];

  it('the rules engine fills the template from the conversation: the reply is the note alone, what it says of itself is the notice', async () => {
    const answer = await rules.call('POST', '/ai/canvas-chat', { token: vetRules, body: { template, messages, visit: { objective: { temperature: '38.9 C' } } } });
    expect(answer.status).toBe(200);
    const { reply, provider, notice, lines } = answer.body.data;
    // The reply's lines point into the conversation, or at the visit's records.
    const conversation = messages[0]!.content;
    const denied = (lines as Line[]).find((line) => line.text === '- Denied: diarrhea')!;
    expect(denied.sources).toEqual([{ kind: 'transcript', label: 'Conversation', quote: 'diarrhea', start: conversation.indexOf('diarrhea'), end: conversation.indexOf('diarrhea') + 8 }]);
    expect((lines as Line[]).find((line) => line.text === '- Temperature: 38.9 C')!.sources[0]).toMatchObject({ kind: 'objective', label: 'Objective step: Temperature' });
    expect(provider).toBe('rules');
    expect(reply).toMatch(/^## Subjective\n/);
    expect(reply).toContain('## Objective\n\n- Temperature: 38.9 C');
    expect(reply).toContain('Denied: diarrhea');
    // The final note starts from the reply and goes into the medical record: none of the engine's framing is in it.
    expect(reply).not.toMatch(/rules engine|language model|I filled|Nothing found yet|Tell me more/);
    expect(notice).toBe(
      `I filled 3 of 7 sections of the Sick Visit template from our conversation and the visit's records. Nothing found yet for: Assessment, Plan, Lab Results, Dental Chart. Tell me more about these and I will add what I can read. ${CHAT_RULES_NOTICE}`,
    );
  });

  it('a model chats, and its lines naming a drug outside the plan and catalogue are dropped', async () => {
    fake.enqueue('chat', { content: { reply: 'Sounds like gastroenteritis.\nConsider metronidazole 250 mg.\nCarprofen 75 mg is in stock.' } });
    const answer = await openai.call('POST', '/ai/canvas-chat', { token: vetOpenai, body: { template, messages } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      reply: 'Sounds like gastroenteritis.\nCarprofen 75 mg is in stock.',
      provider: 'openai',
      notice: droppedNotice(1),
      // The model's own sentences are in neither the conversation nor the visit's records: no source.
      lines: [
        { text: 'Sounds like gastroenteritis.', sources: [] },
        { text: 'Carprofen 75 mg is in stock.', sources: [] },
      ],
    });
  });

  it('needs a message from the person', async () => {
    const answer = await rules.call('POST', '/ai/canvas-chat', { token: vetRules, body: { template, messages: [] } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ path: 'messages', message: 'Messages are required.' });
  });

  it('refuses a message longer than the canvas record keeps, with the canvas message', async () => {
    const answer = await rules.call('POST', '/ai/canvas-chat', { token: vetRules, body: { template, messages: [{ role: 'user', content: 'V'.repeat(MAX_CHAT_MESSAGE_CHARS + 1) }] } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ path: 'messages.0.content', message: 'A chat message can be at most 20000 characters.' });
  });

  it('the rules engine reads the latest triage note of a long chat, promptly (issue 26)', () => {
    const long = 'no V, '.repeat(Math.ceil(MAX_CHAT_MESSAGE_CHARS / 6)).slice(0, MAX_CHAT_MESSAGE_CHARS - 40);
    const chat = [...Array.from({ length: 49 }, () => ({ role: 'user' as const, content: long })), { role: 'user' as const, content: 'Vomiting since yesterday.' }];
    const started = performance.now();
    const answer = rulesChatReply({ template, messages: chat, visit: { pet: null, subjective: {}, objective: {}, plan: null, results: null } }, []);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(answer.reply).toContain('Vomiting');
  });
});

describe('sectionKind: what a section is about (the demo templates of issue 18)', () => {
  it.each([
    ['Subjective / History', 'subjective'],
    ['Chief Complaint / History', 'subjective'],
    ['Reason for Testing', 'subjective'],
    ['Objective / Physical Exam', 'objective'],
    ['Oral Exam', 'objective'],
    ['Assessment / Diagnosis', 'assessment'],
    ['Diagnosis / Rule Outs', 'assessment'],
    ['Diagnostics / Lab Results', 'results'],
    ['Lab Results', 'results'],
    ['Treatments and Services', 'plan'],
    ['Medications Dispensed', 'plan'],
    ['Procedures Performed', 'plan'],
    ['Plan / Home Care Instructions', 'plan'],
    ['Recommendations', 'plan'],
    ['Anesthesia Notes', 'other'],
    ['Interpretation', 'other'],
  ])('%s → %s', (section, kind) => {
    expect(sectionKind({ section, value: '', fields: [] })).toBe(kind);
  });

  it('reads the guidance and the fields when the name says nothing', () => {
    expect(sectionKind({ section: 'Notes A', value: 'Vitals and exam findings', fields: [] })).toBe('objective');
    expect(sectionKind({ section: 'Notes B', value: '', fields: [{ name: 'Drugs prescribed', hint: '' }] })).toBe('plan');
  });
});
