// HTTP tests of POST /ai/recommendations and POST /ai/physical-exam on a real database: suggestions
// from a seeded catalogue with their reasons and sources (rules, knowledge base, rule-outs, the
// visit's words), negation, the species filter, clinic isolation, a catalogue change seen at once,
// smart recommendations off; and with provider openai (the local fake server) the model's pick
// among the clinic's rows, an invented drug dropped and counted.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../tests/support/fake-openai-server.mjs';
import { startInventoryHarness, type InventoryHarness } from '../lookups/testing.ts';
import { createAiEngine } from './engine.ts';
import { loadAiConfig } from './provider.ts';

let harness: InventoryHarness;
const clinicA = { clinicId: randomUUID(), organizationId: randomUUID(), clinicCode: 'CLN-A' };
const clinicB = { clinicId: randomUUID(), organizationId: randomUUID(), clinicCode: 'CLN-B' };
let adminA: string;
let vetA: string;
let superA: string;
let adminB: string;
let canine: string;
let feline: string;
const ids: Record<string, string> = {};

type S = { kind: string; catalogue_id: string; name: string; dosage_unit: unknown[]; reason: string; source: { type: string; id: string | null; label: string; matched_text: string | null } };

async function lookupId(path: string, name: string, token: string) {
  const list = await harness.call('GET', `${path}?limit=100`, { token });
  const id = list.body.data.find((row: { name?: string; specie?: string }) => (row.name ?? row.specie) === name)?.id as string;
  if (!id) throw new Error(`${path} has no ${name}`);
  return id;
}

async function seed(h: InventoryHarness, token: string, path: string, body: Record<string, unknown>) {
  const created = await h.call('POST', path, { token, body });
  if (created.status !== 201) throw new Error(`${path}: ${JSON.stringify(created.body)}`);
  return created.body.id as string;
}

async function recommend(body: Record<string, unknown>, token = vetA) {
  const response = await harness.call('POST', '/ai/recommendations', { token, body });
  expect(response.status).toBe(200);
  return response.body.data as { enabled: boolean; provider: string; diagnostics: S[]; services: S[]; medications: S[]; dropped: number; lines: { text: string; sources: { kind: string; label: string; quote: string | null }[] }[] };
}

const names = (list: S[]) => list.map((row) => row.name);

beforeAll(async () => {
  harness = await startInventoryHarness();
  adminA = await harness.token({ ...clinicA, permissions: ['Modify Knowledge Base', 'Add Visit'], isClientAdmin: true });
  vetA = await harness.token({ ...clinicA, roleName: 'veterinarian', permissions: ['Add Visit'] });
  superA = await harness.token({ ...clinicA, isSuperAdmin: true });
  adminB = await harness.token({ ...clinicB, permissions: ['Modify Knowledge Base', 'Add Visit'], isClientAdmin: true });
  canine = await lookupId('/specie', 'Canine', adminA);
  feline = await lookupId('/specie', 'Feline', adminA);
  const category = (path: string, name: string) => lookupId(path, name, adminA);
  const diagnostic = async (name: string, categoryName: string, description: string) =>
    (ids[name] = await seed(harness, adminA, '/treatments', { name, category_id: await category('/treatment-categories', categoryName), description, cost: 50 }));
  await diagnostic('Fecal Flotation', 'Parasitology', 'Looks for intestinal parasite eggs.');
  await diagnostic('Complete Blood Count (CBC)', 'Hematology', 'Red and white blood cells and platelets.');
  await diagnostic('Chemistry Panel', 'Chemistry', 'Organ function, electrolytes and blood sugar.');
  await diagnostic('Skin Cytology', 'Cytology', 'Tape impression of the skin for bacteria and yeast.');
  await diagnostic('Thoracic Radiographs', 'Imaging', 'Two views of the chest.');
  await diagnostic('Urinalysis', 'Urinalysis', 'Urine specific gravity, chemistry and sediment.');
  ids['Sick Exam'] = await seed(harness, adminA, '/services', { name: 'Sick Exam', category_id: await category('/service-categories', 'Examination'), description: 'Examination of a pet that is ill.' });
  ids['Dental Cleaning'] = await seed(harness, adminA, '/services', { name: 'Dental Cleaning', category_id: await category('/service-categories', 'Dental'), description: 'Scaling and polishing.' });
  const medication = async (product_name: string, categoryName: string | null, extra: Record<string, unknown> = {}) =>
    (ids[product_name] = await seed(harness, adminA, '/medications', {
      product_name,
      category_id: categoryName ? await category('/medication-categories', categoryName) : null,
      dose_instructions: `Give ${product_name} as directed.`,
      dosage_unit: [{ dosage: '10', unit: 'mg tablet' }],
      ...extra,
    }));
  await medication('Maropitant (Cerenia)', 'Antiemetic', { dosage_unit: [{ dosage: '10', unit: 'mg/mL injection' }, { dosage: '16', unit: 'mg tablet' }], side_effects: 'Drooling.' });
  await medication('Oclacitinib (Apoquel)', 'Dermatologic');
  await medication('Metronidazole', 'Antibiotic');
  await medication('Carprofen', 'Anti-inflammatory (NSAID)', { specie_ids: [canine] });
  await medication('Doxycycline', 'Antibiotic');
  await medication('Hairball Remedy Gel', null);
  ids['E-Collar (Medium)'] = await seed(harness, adminA, '/inventory-supplies', { name: 'E-Collar (Medium)', directions: 'Keep on until the recheck.', dosage_unit: [{ dosage: '1', unit: 'each' }] });
  ids.Gastroenteritis = await seed(harness, adminA, '/diagnosis', { name: 'Gastroenteritis', description: 'Inflammation of the stomach and intestines.', symptoms: 'Vomiting, diarrhea, lethargy' });
  // Another clinic's antiemetic must never reach clinic A.
  await seed(harness, adminB, '/medications', { product_name: 'Ondansetron', category_id: await lookupId('/medication-categories', 'Antiemetic', adminB) });
});
afterAll(async () => harness?.close());

describe('POST /ai/recommendations (rules engine)', () => {
  it('suggests the fecal test, bloodwork and an antiemetic of the clinic for vomiting and diarrhea, with reasons, sources and catalogue doses', async () => {
    const result = await recommend({ complaint: 'Vomiting and diarrhea since yesterday', specie_id: canine });
    expect(result).toMatchObject({ enabled: true, provider: 'rules', dropped: 0 });
    expect(names(result.diagnostics).slice(0, 3).sort()).toEqual(['Chemistry Panel', 'Complete Blood Count (CBC)', 'Fecal Flotation']);
    expect(names(result.diagnostics)).not.toContain('Thoracic Radiographs');
    const maropitant = result.medications.find((row) => row.name === 'Maropitant (Cerenia)')!;
    expect(maropitant).toMatchObject({
      kind: 'medication',
      catalogue_id: ids['Maropitant (Cerenia)'],
      category: 'Antiemetic',
      dosage_unit: [{ dosage: '10', unit: 'mg/mL injection' }, { dosage: '16', unit: 'mg tablet' }],
      dose_instructions: 'Give Maropitant (Cerenia) as directed.',
      side_effects: 'Drooling.',
      source: { type: 'rule', id: 'gastrointestinal', label: 'Vomiting or diarrhea', matched_text: 'Vomiting' },
    });
    expect(maropitant.reason).toBe('Vomiting or diarrhea ("Vomiting" in the complaint): an antiemetic controls nausea and vomiting.');
    expect(names(result.medications)).not.toContain('Ondansetron');
    const fecal = result.diagnostics.find((row) => row.name === 'Fecal Flotation')!;
    expect(fecal.reason).toContain('a fecal test rules out intestinal parasites');
    // Every suggestion is a row of the clinic's catalogue with that row's doses.
    for (const row of [...result.diagnostics, ...result.services, ...result.medications]) expect(Object.values(ids)).toContain(row.catalogue_id);
  });

  it("gives each suggestion a line with the visit's words it rests on, quoted from the note that holds them", async () => {
    const result = await recommend({ complaint: 'Vomiting and diarrhea since yesterday', observations: 'Mildly dehydrated. Abdomen soft.', specie_id: canine });
    const all = [...result.diagnostics, ...result.services, ...result.medications];
    expect(result.lines).toHaveLength(all.length);
    const maropitant = result.lines.find((line) => line.text.startsWith('Medication: Maropitant (Cerenia) — '))!;
    expect(maropitant.sources).toEqual([{ kind: 'subjective', label: 'Chief complaint', quote: 'Vomiting and diarrhea since yesterday', start: null, end: null }]);
    // Every source quotes words a note of the visit holds.
    const notes = ['Vomiting and diarrhea since yesterday', 'Mildly dehydrated. Abdomen soft.'];
    for (const line of result.lines) for (const source of line.sources.filter((entry) => entry.kind !== 'catalogue')) expect(notes.some((note) => note.includes(source.quote!))).toBe(true);
  });

  it('does not suggest for negated complaints, and uses the reasons for consultation', async () => {
    const result = await recommend({ complaint: 'No vomiting or diarrhea. Itchy skin, scratching at night' });
    expect(names(result.medications)).not.toContain('Maropitant (Cerenia)');
    expect(names(result.diagnostics)).not.toContain('Fecal Flotation');
    expect(names(result.diagnostics)[0]).toBe('Skin Cytology');
    expect(names(result.medications)).toContain('Oclacitinib (Apoquel)');
    expect(names(result.medications)).toContain('E-Collar (Medium)');
    expect(result.medications.find((row) => row.name === 'E-Collar (Medium)')!.kind).toBe('inventory');

    const noneCoughing = await recommend({ triage_notes: 'Coughing: none. Sneezing: no.' });
    expect(names(noneCoughing.diagnostics)).not.toContain('Thoracic Radiographs');

    const byCase = await recommend({ main_cases: [3] });
    expect(names(byCase.medications)).toContain('Maropitant (Cerenia)');
    expect(byCase.medications.find((row) => row.name === 'Maropitant (Cerenia)')!.reason).toContain('the reason for consultation Vomiting');
  });

  it('suggests thoracic radiographs for a cough found in the observations', async () => {
    const result = await recommend({ observations: 'Harsh cough on tracheal palpation, lungs otherwise clear.' });
    expect(names(result.diagnostics)[0]).toBe('Thoracic Radiographs');
    expect(result.diagnostics[0]!.source).toMatchObject({ type: 'rule', id: 'respiratory', matched_text: 'cough' });
  });

  it("uses a rule-out diagnosis's symptoms and description", async () => {
    const result = await recommend({ ruleouts: [{ name: 'gastroenteritis' }] });
    expect(names(result.diagnostics)).toContain('Fecal Flotation');
    const fecal = result.diagnostics.find((row) => row.name === 'Fecal Flotation')!;
    expect(fecal.source.label).toBe('Rule out: Gastroenteritis — Vomiting or diarrhea');
    expect(fecal.source.matched_text).toBe('Gastroenteritis');
    expect(fecal.reason).toContain('description and symptoms of Gastroenteritis');
  });

  it('offers the catalogue rows a matching knowledge-base entry names, with the entry as source', async () => {
    const entry = await harness.call('POST', '/ai/embed', { token: superA, body: { content: 'hairballs chronic vomiting', text: 'Start Hairball Remedy Gel and run a urinalysis.' } });
    expect(entry.status).toBe(201);
    const unrelated = await harness.call('POST', '/ai/embed', { token: superA, body: { content: 'dental tartar halitosis', text: 'Book a Dental Cleaning.' } });
    const result = await recommend({ complaint: 'Cat has chronic vomiting of hairballs' });
    const gel = result.medications.find((row) => row.name === 'Hairball Remedy Gel')!;
    expect(gel.source).toEqual({ type: 'knowledge_base', id: entry.body.data.id, label: 'hairballs chronic vomiting', matched_text: expect.stringContaining('hairballs') });
    expect(gel.reason).toContain('Start Hairball Remedy Gel and run a urinalysis.');
    expect(result.diagnostics.find((row) => row.name === 'Urinalysis')!.source.type).toBe('knowledge_base');
    expect(names(result.services)).not.toContain('Dental Cleaning');

    // A brand in the recommendation names the clinic's row of its generic.
    const brand = await harness.call('POST', '/ai/embed', { token: superA, body: { content: 'bloody diarrhea', text: 'Flagyl for five days.' } });
    const bloody = await recommend({ complaint: 'Bloody diarrhea since Monday' });
    expect(bloody.medications.find((row) => row.name === 'Metronidazole')!.source).toMatchObject({ type: 'knowledge_base', id: brand.body.data.id });
    await harness.call('DELETE', `/ai/embed/${brand.body.data.id}`, { token: superA });

    // Another clinic's knowledge base never speaks for this clinic.
    const superB = await harness.token({ ...clinicB, isSuperAdmin: true });
    const foreign = await harness.call('POST', '/ai/embed', { token: superB, body: { content: 'sneezing kitten', text: 'Book a Dental Cleaning.' } });
    expect(foreign.status).toBe(201);
    expect(names((await recommend({ complaint: 'Sneezing kitten' })).services)).not.toContain('Dental Cleaning');

    // Deleted, the entry no longer contributes (and no cached answer hides that).
    await harness.call('DELETE', `/ai/embed/${entry.body.data.id}`, { token: superA });
    await harness.call('DELETE', `/ai/embed/${unrelated.body.data.id}`, { token: superA });
    // The gel is still found by the visit's own word in its name, now with the catalogue as source.
    const after = await recommend({ complaint: 'Cat has chronic vomiting of hairballs' });
    expect(after.medications.find((row) => row.name === 'Hairball Remedy Gel')!.source).toEqual({
      type: 'catalogue',
      id: ids['Hairball Remedy Gel'],
      label: 'Hairball Remedy Gel',
      matched_text: 'hairballs',
    });
    expect(after.diagnostics.find((row) => row.name === 'Urinalysis')).toBeUndefined();
  });

  it('filters by species: a row for other species only is left out, a row without species is for all', async () => {
    const body = { complaint: 'Limping on the left hind leg' };
    expect(names((await recommend({ ...body, specie_id: canine })).medications)).toContain('Carprofen');
    expect(names((await recommend({ ...body, specie_id: feline })).medications)).not.toContain('Carprofen');
    expect(names((await recommend(body)).medications)).toContain('Carprofen');
  });

  it('never offers two NSAIDs, two corticosteroids or an NSAID with a corticosteroid: the higher ranked stays with its own reason', async () => {
    const category = (name: string) => lookupId('/medication-categories', name, adminA);
    await seed(harness, adminA, '/medications', { product_name: 'Meloxicam', category_id: await category('Anti-inflammatory (NSAID)'), dosage_unit: [{ dosage: '1.5', unit: 'mg/mL suspension' }] });
    await seed(harness, adminA, '/medications', { product_name: 'Gabapentin', category_id: await category('Analgesic') });
    // A brand without the category still counts by its generic (Metacam → meloxicam).
    await seed(harness, adminA, '/medications', { product_name: 'Metacam oral suspension', category_id: null });
    await seed(harness, adminA, '/medications', { product_name: 'Prednisolone', category_id: await category('Corticosteroid') });
    const limping = await recommend({ complaint: 'Limping on the right fore, lame after walks', specie_id: canine });
    const medications = names(limping.medications);
    expect(medications).toContain('Gabapentin');
    const antiInflammatories = medications.filter((name) => ['Carprofen', 'Meloxicam', 'Metacam oral suspension', 'Prednisolone'].includes(name));
    expect(antiInflammatories).toHaveLength(1);
    const kept = limping.medications.find((row) => row.name === antiInflammatories[0])!;
    expect(kept.reason).toBe('Lameness or joint pain ("Limping" in the complaint): pain relief and anti-inflammatory treatment.');
    // Itching and limping: the anti-pruritic rule would add prednisolone to an NSAID; only one stays.
    const both = names((await recommend({ complaint: 'Itchy skin and limping', specie_id: canine })).medications);
    expect(both.filter((name) => ['Carprofen', 'Meloxicam', 'Metacam oral suspension', 'Prednisolone'].includes(name))).toHaveLength(1);
    expect(both).toContain('Oclacitinib (Apoquel)');
  });

  it('never suggests an NSAID to a pet with vomiting or diarrhea (issue 27): not from a rule, a rule-out or the visit naming the drug', async () => {
    const nsaids = ['Carprofen', 'Meloxicam', 'Metacam oral suspension'];
    // Vomiting and limping: the lameness rule would offer an NSAID; the gut signs rule it out, the
    // antiemetic and the non-NSAID analgesic stay (Meloxicam, Metacam and Gabapentin: the test above).
    const limping = names((await recommend({ complaint: 'Vomiting since yesterday and limping on the left hind', specie_id: canine })).medications);
    expect(limping.filter((name) => nsaids.includes(name))).toEqual([]);
    expect(limping).toContain('Maropitant (Cerenia)');
    expect(limping).toContain('Gabapentin');
    // The visit's own words naming the drug the pet is on (the walk) do not offer it either.
    const onCarprofen = await recommend({ complaint: 'Vomiting and diarrhea since yesterday', triage_notes: 'He is on carprofen for his hips.', main_cases: [3, 4], specie_id: canine });
    expect(names(onCarprofen.medications).filter((name) => nsaids.includes(name))).toEqual([]);
    // A reason for consultation of vomiting, and a rule-out whose symptoms are vomiting, count too.
    expect(names((await recommend({ complaint: 'Stiff after rest', main_cases: [3], specie_id: canine })).medications).filter((name) => nsaids.includes(name))).toEqual([]);
    expect(names((await recommend({ complaint: 'Stiff after rest', ruleouts: [{ name: 'Gastroenteritis' }], specie_id: canine })).medications).filter((name) => nsaids.includes(name))).toEqual([]);
    // Vomiting said not to be there: the limping dog is offered one NSAID as before.
    expect(names((await recommend({ complaint: 'No vomiting. Limping on the left hind', specie_id: canine })).medications).filter((name) => nsaids.includes(name))).toHaveLength(1);
  });

  it('sees a catalogue change at once', async () => {
    const body = { complaint: 'vomiting' };
    expect(names((await recommend(body)).medications)).not.toContain('Ondansetron');
    await seed(harness, adminA, '/medications', { product_name: 'Ondansetron', category_id: await lookupId('/medication-categories', 'Antiemetic', adminA) });
    expect(names((await recommend(body)).medications)).toContain('Ondansetron');
  });

  it('keeps the lists varied: many strengths of one kind of drug do not push out the other suggestions', async () => {
    const antiemetic = await lookupId('/medication-categories', 'Antiemetic', adminA);
    for (const strength of ['4 mg', '8 mg', '24 mg', '60 mg', '160 mg', '10 mg/mL', '2 mg/mL', '1 mg/mL'])
      await seed(harness, adminA, '/medications', { product_name: `Antiemetic tablets ${strength}`, category_id: antiemetic });
    const result = await recommend({ complaint: 'Vomiting and diarrhea' });
    expect(result.medications).toHaveLength(8);
    expect(names(result.medications)).toContain('Metronidazole');
    expect(result.medications.filter((row) => row.reason.includes('an antiemetic')).length).toBe(7);
  });

  it('computes nothing with smart recommendations off', async () => {
    expect((await harness.call('PUT', '/ai/settings', { token: vetA, body: { smart_recommendations: false } })).status).toBe(200);
    expect(await recommend({ complaint: 'Vomiting and diarrhea' })).toEqual({ enabled: false, provider: 'rules', diagnostics: [], services: [], medications: [], dropped: 0, lines: [] });
    await harness.call('PUT', '/ai/settings', { token: vetA, body: { smart_recommendations: true } });
    expect((await recommend({ complaint: 'Vomiting and diarrhea' })).enabled).toBe(true);
  });

  it('checks its input', async () => {
    const bad = await harness.call('POST', '/ai/recommendations', { token: vetA, body: { main_cases: 'vomiting' } });
    expect(bad.status).toBe(400);
    expect((await harness.call('POST', '/ai/recommendations', { body: {} })).status).toBe(401);
    const nulls = await recommend({ complaint: null, triage_notes: null, observations: 'Vomiting', main_cases: null, differentials: [{ id: 7, name: 'Gastroenteritis' }], ruleouts: null, voice_text: null, specie_id: null });
    expect(names(nulls.medications)).toContain('Maropitant (Cerenia)');
    const nothing = await recommend({});
    expect(nothing).toMatchObject({ enabled: true, diagnostics: [], services: [], medications: [] });
  });
});

describe('POST /ai/physical-exam (rules engine)', () => {
  it('maps observations to the body categories, negations to Normal and findings to Abnormal with the text', async () => {
    const response = await harness.call('POST', '/ai/physical-exam', {
      token: vetA,
      body: { observations: 'BAR. Heart: no murmur or arrhythmia, lungs with crackles on the left. Mild tartar on the upper molars. Ears clean, no discharge. Abdomen soft, non-painful.' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.provider).toBe('rules');
    const byCategory = Object.fromEntries(response.body.data.results.map((row: { category: string }) => [row.category, row]));
    expect(byCategory.Heart).toEqual({ category: 'Heart', result: 'Normal', comment: 'Heart: no murmur or arrhythmia', matched_text: 'Heart: no murmur or arrhythmia' });
    expect(byCategory.Lungs).toMatchObject({ result: 'Abnormal', comment: 'lungs with crackles on the left' });
    expect(byCategory['Mouth, Teeth & Gums']).toMatchObject({ result: 'Abnormal', comment: 'Mild tartar on the upper molars' });
    expect(byCategory.Ears).toMatchObject({ result: 'Normal', comment: 'Ears clean; no discharge' });
    expect(byCategory.Abdomen).toMatchObject({ result: 'Normal' });
    expect(byCategory['General Appearance']).toMatchObject({ result: 'Normal', comment: 'BAR' });
    expect(byCategory.Eyes).toBeUndefined();
    // Each row's line points at the words of the observations it was read from.
    const observations = 'BAR. Heart: no murmur or arrhythmia, lungs with crackles on the left. Mild tartar on the upper molars. Ears clean, no discharge. Abdomen soft, non-painful.';
    const lines: { text: string; sources: { kind: string; quote: string; start: number; end: number }[] }[] = response.body.data.lines;
    expect(lines).toHaveLength(response.body.data.results.length);
    const ears = lines.find((line) => line.text.startsWith('Ears: Normal'))!;
    expect(ears.sources.map((source) => observations.slice(source.start, source.end))).toEqual(['Ears clean', 'no discharge']);
    expect(ears.sources.every((source) => source.kind === 'input')).toBe(true);
    for (const line of lines) expect(line.sources.length, line.text).toBeGreaterThan(0);
    const blank = await harness.call('POST', '/ai/physical-exam', { token: vetA, body: { observations: ' ' } });
    expect(blank.status).toBe(400);
  });
});

describe('provider openai (a local OpenAI-compatible server)', () => {
  let fake: FakeOpenAiServer;
  let openai: InventoryHarness;
  const logs: string[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    const config = loadAiConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: fake.url, AI_API_KEY: 'test-key', AI_MAX_RETRIES: '0' });
    openai = await startInventoryHarness({ ai: createAiEngine(config) });
  });
  afterAll(async () => {
    await openai?.close();
    await fake?.close();
  });

  it("keeps only the clinic's catalogue rows the model picks, with the catalogue's doses; an invented drug is dropped and logged", async () => {
    const clinic = { clinicId: randomUUID(), organizationId: randomUUID() };
    const admin = await openai.token({ ...clinic, permissions: ['Modify Knowledge Base'] });
    const categories = await openai.call('GET', '/medication-categories?limit=100', { token: admin });
    const antiemetic = categories.body.data.find((row: { name: string }) => row.name === 'Antiemetic').id as string;
    const maropitant = await seed(openai, admin, '/medications', { product_name: 'Maropitant (Cerenia)', category_id: antiemetic, dosage_unit: [{ dosage: '16', unit: 'mg tablet' }] });
    const fecal = await seed(openai, admin, '/treatments', { name: 'Fecal Flotation', description: 'Intestinal parasites.' });
    const warn = console.warn;
    console.warn = (message: string) => logs.push(String(message));
    fake.enqueue('chat', {
      content: {
        suggestions: [
          { id: maropitant, name: 'Maropitant (Cerenia)', reason: 'Controls the vomiting described.' },
          { id: 'MED-VOMISTOP', name: 'Vomistop 50 mg, give 2 tablets', reason: 'Invented by the model.' },
          { id: fecal, name: 'Fecal Flotation', reason: 'Parasites can cause vomiting.' },
        ],
      },
    });
    let response;
    try {
      response = await openai.call('POST', '/ai/recommendations', { token: admin, body: { complaint: 'Vomiting for two days' } });
    } finally {
      console.warn = warn;
    }
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data).toMatchObject({ enabled: true, provider: 'openai', dropped: 1 });
    expect(data.medications).toEqual([
      expect.objectContaining({ catalogue_id: maropitant, name: 'Maropitant (Cerenia)', dosage_unit: [{ dosage: '16', unit: 'mg tablet' }], reason: 'Controls the vomiting described.' }),
    ]);
    expect(data.diagnostics.map((row: S) => row.catalogue_id)).toEqual([fecal]);
    expect(logs.some((line) => line.includes('dropped') && line.includes('MED-VOMISTOP'))).toBe(true);

    // The model was asked with the candidate rows of this clinic only, by id, in strict JSON schema.
    const request = fake.requests.at(-1)!;
    expect(request.json.response_format.type).toBe('json_schema');
    const user = JSON.parse(request.json.messages.find((message: { role: string }) => message.role === 'user').content);
    expect(user.catalogue.map((row: { id: string }) => row.id).sort()).toEqual([maropitant, fecal].sort());

    // The same input again is answered from the cache: the model is not asked twice.
    const before = fake.requests.length;
    const again = await openai.call('POST', '/ai/recommendations', { token: admin, body: { complaint: 'Vomiting for two days' } });
    expect(again.body.data.medications.map((row: S) => row.catalogue_id)).toEqual([maropitant]);
    expect(fake.requests.length).toBe(before);
  });

  it("gives the rules' reason where the model's reason states a dose the catalogue does not (issue 26)", async () => {
    const clinic = { clinicId: randomUUID(), organizationId: randomUUID() };
    const admin = await openai.token({ ...clinic, permissions: ['Modify Knowledge Base'] });
    const categories = await openai.call('GET', '/medication-categories?limit=100', { token: admin });
    const antiemetic = categories.body.data.find((row: { name: string }) => row.name === 'Antiemetic').id as string;
    const maropitant = await seed(openai, admin, '/medications', {
      product_name: 'Maropitant (Cerenia)', category_id: antiemetic, dose_instructions: 'Give 2 mg/kg once daily.', dosage_unit: [{ dosage: '16', unit: 'mg tablet' }],
    });
    const fecal = await seed(openai, admin, '/treatments', { name: 'Fecal Flotation', description: 'Intestinal parasites.' });
    fake.enqueue('chat', {
      content: {
        suggestions: [
          { id: maropitant, name: 'Maropitant (Cerenia)', reason: 'Give maropitant 2О mgs/kg every hour.' },
          { id: fecal, name: 'Fecal Flotation', reason: 'Parasites can cause vomiting; maropitant 2 milligrams per kilogram helps meanwhile.' },
        ],
      },
    });
    const warn = console.warn;
    console.warn = (message: string) => logs.push(String(message));
    let response;
    try {
      response = await openai.call('POST', '/ai/recommendations', { token: admin, body: { complaint: 'Vomiting for three days' } });
    } finally {
      console.warn = warn;
    }
    expect(response.status).toBe(200);
    const [medication] = response.body.data.medications as S[];
    expect(medication!.reason).toBe('Vomiting or diarrhea ("Vomiting" in the complaint): an antiemetic controls nausea and vomiting.');
    expect(response.body.data.diagnostics[0].reason).toBe('Parasites can cause vomiting; maropitant 2 milligrams per kilogram helps meanwhile.');
    expect(logs.some((line) => line.includes('replaced a reason') && line.includes(maropitant))).toBe(true);
  });

  it('keeps one of two anti-inflammatories the model picks: the higher ranked, with the reason the model gave it', async () => {
    const clinic = { clinicId: randomUUID(), organizationId: randomUUID() };
    const admin = await openai.token({ ...clinic, permissions: ['Modify Knowledge Base'] });
    const categories = await openai.call('GET', '/medication-categories?limit=100', { token: admin });
    const nsaid = categories.body.data.find((row: { name: string }) => row.name === 'Anti-inflammatory (NSAID)').id as string;
    const analgesic = categories.body.data.find((row: { name: string }) => row.name === 'Analgesic').id as string;
    // Carprofen without a category is an NSAID by its name; Meloxicam matches the lameness rule by its
    // name and by its category, so it ranks higher although the model names it second.
    const carprofen = await seed(openai, admin, '/medications', { product_name: 'Carprofen', category_id: null });
    const meloxicam = await seed(openai, admin, '/medications', { product_name: 'Meloxicam', category_id: nsaid });
    const gabapentin = await seed(openai, admin, '/medications', { product_name: 'Gabapentin', category_id: analgesic });
    fake.enqueue('chat', {
      content: {
        suggestions: [
          { id: carprofen, name: 'Carprofen', reason: 'NSAID for the lameness.' },
          { id: meloxicam, name: 'Meloxicam', reason: 'Also an NSAID.' },
          { id: gabapentin, name: 'Gabapentin', reason: 'Adjunct analgesia.' },
        ],
      },
    });
    const response = await openai.call('POST', '/ai/recommendations', { token: admin, body: { complaint: 'Limping on the left hind' } });
    expect(response.status).toBe(200);
    const user = JSON.parse(fake.requests.at(-1)!.json.messages.find((message: { role: string }) => message.role === 'user').content);
    expect(user.catalogue.map((row: { id: string }) => row.id)).toEqual(expect.arrayContaining([carprofen, meloxicam, gabapentin]));
    expect(response.body.data.medications.map((row: S) => [row.name, row.reason])).toEqual([
      ['Meloxicam', 'Also an NSAID.'],
      ['Gabapentin', 'Adjunct analgesia.'],
    ]);
  });

  it('holds the physical exam to the categories; a provider failure is a 502 naming the provider', async () => {
    const clinic = { clinicId: randomUUID(), organizationId: randomUUID() };
    const vet = await openai.token({ ...clinic, permissions: ['Add Visit'] });
    fake.enqueue('chat', {
      content: {
        results: [
          { category: 'Heart', result: 'Normal', comment: 'No murmur.', matched_text: 'no murmur' },
          { category: 'Lungs', result: 'Abnormal', comment: 'Crackles.', matched_text: 'words that are not in the text' },
        ],
      },
    });
    const exam = await openai.call('POST', '/ai/physical-exam', { token: vet, body: { observations: 'Heart: no murmur. Lungs: crackles.' } });
    expect(exam.status).toBe(200);
    expect(exam.body.data).toEqual({
      provider: 'openai',
      results: [
        { category: 'Heart', result: 'Normal', comment: 'No murmur.', matched_text: 'no murmur' },
        { category: 'Lungs', result: 'Abnormal', comment: 'Crackles.', matched_text: null },
      ],
      // The model's quote the text holds is the row's source; the one it does not hold gives none.
      lines: [
        { text: 'Heart: Normal — No murmur.', sources: [{ kind: 'input', label: 'Observations', quote: 'no murmur', start: 7, end: 16 }] },
        { text: 'Lungs: Abnormal — Crackles.', sources: [] },
      ],
    });
    // The same observations again come from the AI cache: no second model call.
    const calls = fake.requests.length;
    const repeated = await openai.call('POST', '/ai/physical-exam', { token: vet, body: { observations: 'Heart: no murmur.  Lungs: crackles.' } });
    expect(repeated.body.data.results).toEqual(exam.body.data.results);
    expect(fake.requests.length).toBe(calls);
    fake.enqueue('chat', { content: { results: [{ category: 'Tail', result: 'Normal', comment: '', matched_text: null }] } });
    const invalid = await openai.call('POST', '/ai/physical-exam', { token: vet, body: { observations: 'Tail normal.' } });
    expect(invalid.status).toBe(502);
    expect(invalid.body.message).toContain('openai (127.0.0.1');
    fake.enqueue('chat', { status: 500 });
    const failed = await openai.call('POST', '/ai/physical-exam', { token: vet, body: { observations: 'Heart normal.' } });
    expect(failed.status).toBe(502);
  });
});
