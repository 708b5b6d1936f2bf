// `BENCH_ONLY=ai-recommendations pnpm bench`: the treatment-plan recommendations.
//   1. latency of the rules engine (services/inventory/src/ai/recommendations.ts) for a clinic
//      with a 500-item catalogue (150 medications, 50 supplies, 150 diagnostics, 100 services,
//      50 diagnoses) and 20 knowledge-base entries: median and p95 of sequential calls over 20
//      varied visits, the cache off so that every call computes (target p95 < 50 ms);
//   2. suggested drugs or doses not in the catalogue (target 0): every suggestion of those calls
//      checked against the clinic's catalogue row (id, kind, dosage rows, dose instructions);
//   3. the language-model guard: the same visits with provider openai against the local fake
//      OpenAI server, which answers the candidates plus an invented drug with a dose for each
//      call; invented drugs that reach the answer (target 0) and those dropped.
// The database is PGlite in this process unless DATABASE_URL names a PostgreSQL server.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { openDatabase, type Database } from '@vetchart/platform/database';
import { migrate } from '@vetchart/platform/migrations';
import { createTestDatabase } from '@vetchart/platform/testing';
import { startFakeOpenAiServer } from '../support/fake-openai-server.mjs';
import { OpenAiLanguageModel } from '../../services/inventory/src/ai/openai-provider.ts';
import { loadAiConfig } from '../../services/inventory/src/ai/provider.ts';
import { createRecommendationEngine, type RecommendationInput, type Suggestion } from '../../services/inventory/src/ai/recommendations.ts';
import { provisionDemoClinic } from '../../services/inventory/src/lookups/provisioning.ts';
import { percentileOf } from './stats.ts';

const CALLS = Number(process.env.BENCH_AI_RECOMMENDATIONS ?? 400);
const MODEL_CALLS = Number(process.env.BENCH_AI_MODEL_CALLS ?? 40);
const P95_TARGET_MS = 50;

const ms = (value: number) => `${value.toFixed(2)} ms`;

const DRUGS = [
  'Maropitant', 'Ondansetron', 'Metoclopramide', 'Metronidazole', 'Amoxicillin-Clavulanate', 'Cephalexin', 'Doxycycline', 'Enrofloxacin', 'Clindamycin', 'Carprofen',
  'Meloxicam', 'Gabapentin', 'Tramadol', 'Buprenorphine', 'Prednisolone', 'Dexamethasone', 'Oclacitinib', 'Cetirizine', 'Diphenhydramine', 'Famotidine',
  'Omeprazole', 'Sucralfate', 'Furosemide', 'Enalapril', 'Pimobendan', 'Phenobarbital', 'Levetiracetam', 'Methimazole', 'Fluoxetine', 'Trazodone',
];
const FORMS = ['tablets', 'oral suspension', 'injection', 'chewables', 'capsules'];
const MED_CATEGORIES = ['Antiemetic', 'Antiemetic', 'Antiemetic', 'Antibiotic', 'Antibiotic', 'Antibiotic', 'Antibiotic', 'Antibiotic', 'Antibiotic', 'Anti-inflammatory (NSAID)',
  'Anti-inflammatory (NSAID)', 'Analgesic', 'Analgesic', 'Analgesic', 'Corticosteroid', 'Corticosteroid', 'Dermatologic', 'Dermatologic', 'Dermatologic', null,
  null, null, null, null, null, 'Anticonvulsant', 'Anticonvulsant', null, 'Sedative', 'Sedative'];
const TESTS = [
  ['Complete Blood Count (CBC)', 'Hematology'], ['Chemistry Panel', 'Chemistry'], ['Urinalysis', 'Urinalysis'], ['Fecal Flotation', 'Parasitology'], ['Giardia Antigen', 'Parasitology'],
  ['Heartworm Antigen Test', 'Serology'], ['Skin Cytology', 'Cytology'], ['Ear Cytology', 'Cytology'], ['Thoracic Radiographs', 'Imaging'], ['Abdominal Radiographs', 'Imaging'],
  ['Abdominal Ultrasound', 'Imaging'], ['Total T4', 'Chemistry'], ['SDMA', 'Chemistry'], ['Urine Culture', 'Urinalysis'], ['Bile Acids', 'Chemistry'],
  ['Fluorescein Stain', null], ['Schirmer Tear Test', null], ['Electrolytes', 'Chemistry'], ['Skin Scraping', 'Cytology'], ['Lipase', 'Chemistry'],
  ['Blood Pressure', null], ['ECG', null], ['Coagulation Panel', 'Hematology'], ['Reticulocyte Count', 'Hematology'], ['Fungal Culture', 'Cytology'],
  ['Parvovirus Antigen', 'Serology'], ['FeLV/FIV Test', 'Serology'], ['Tick Panel', 'Serology'], ['Cortisol', 'Chemistry'], ['Fructosamine', 'Chemistry'],
] as const;
const TEST_VARIANTS = ['(in-house)', '(reference lab)', '- recheck', '- senior', '- pre-anesthetic'];
const SERVICES = ['Sick Exam', 'Wellness Exam', 'Recheck Exam', 'Dental Cleaning', 'Nail Trim', 'Anal Gland Expression', 'Hospitalization', 'Fluid Therapy', 'Wound Care', 'Euthanasia',
  'Microchip', 'Boarding', 'Bath', 'Ear Cleaning', 'Laser Therapy', 'Acupuncture', 'Nutrition Consult', 'Behavior Consult', 'Surgery Consult', 'Telemedicine'];
const SERVICE_VARIANTS = ['small dog', 'medium dog', 'large dog', 'cat', 'exotic'];
const SYMPTOMS = ['Vomiting, diarrhea', 'Itching, hair loss', 'Coughing, nasal discharge', 'Limping, stiffness', 'Increased thirst and urination', 'Bad breath, tartar', 'Seizures, tremors', 'Lethargy, weight loss'];

export const VISITS: RecommendationInput[] = [
  { complaint: 'Vomiting and diarrhea since yesterday', mainCases: [3, 4] },
  { complaint: 'Itchy skin, scratching and licking paws', mainCases: [1], observations: 'Erythema and alopecia on the ventral abdomen.' },
  { complaint: 'Honking cough for a week', observations: 'Cough elicited on tracheal palpation. Lungs clear.' },
  { complaint: 'Limping on the right hind leg', observations: 'Positive drawer sign right stifle.' },
  { complaint: 'Drinking a lot and urinating more', ruleouts: [{ name: 'Chronic Kidney Disease' }] },
  { complaint: 'Bad breath', observations: 'Moderate tartar, gingivitis.' },
  { complaint: 'Had a seizure this morning', ruleouts: [{ name: 'Idiopathic Epilepsy' }] },
  { complaint: 'Lethargic, not eating, losing weight', mainCases: [2] },
  { complaint: 'Shaking head, smelly ears', observations: 'Otitis externa AU with brown discharge.' },
  { complaint: 'Squinting left eye', observations: 'Eye discharge OS, blepharospasm.' },
  { complaint: 'Annual wellness exam and vaccines', mainCases: [2] },
  { complaint: 'No vomiting but diarrhea with blood', ruleouts: [{ name: 'Gastroenteritis' }] },
  { complaint: 'Bite wound on the neck', observations: 'Laceration 2 cm, mild swelling.' },
  { triageNotes: 'Owner reports V/D x3 days, PU/PD, decreased appetite', differentials: [{ name: 'Pancreatitis' }] },
  { complaint: 'Hair loss on the tail', differentials: [{ name: 'Flea Allergy Dermatitis' }] },
  { complaint: 'Breathing fast at rest', observations: 'Tachypnea, crackles bilaterally, murmur grade III/VI.' },
  { voiceText: 'Recommend bloodwork and an antiemetic for this vomiting cat' },
  { complaint: 'Stiff after walks', differentials: [{ name: 'Osteoarthritis' }] },
  { complaint: 'Straining to urinate, blood in urine' },
  { complaint: 'Check up, no problems reported' },
];

export async function seedCatalogue(db: Database, scope: { clinicId: string; organizationId: string }): Promise<void> {
  await provisionDemoClinic(db, scope);
  const counts = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM inventory.medications WHERE clinic_id = $1) + (SELECT count(*) FROM inventory.inventory_supplies WHERE clinic_id = $1)
          + (SELECT count(*) FROM inventory.treatments WHERE clinic_id = $1) + (SELECT count(*) FROM inventory.services WHERE clinic_id = $1)
          + (SELECT count(*) FROM inventory.diagnoses WHERE clinic_id = $1) AS n`,
    [scope.clinicId],
  );
  const category = async (table: string, name: string | null) =>
    name ? (await db.query<{ id: string }>(`SELECT id FROM inventory.${table} WHERE clinic_id = $1 AND name = $2`, [scope.clinicId, name]))[0]?.id ?? null : null;
  const insert = async (table: string, columns: Record<string, unknown>) => {
    const names = Object.keys(columns);
    await db.query(
      `INSERT INTO inventory.${table} (code, organization_id, clinic_id, ${names.join(', ')}) VALUES ($1, $2, $3, ${names.map((_, index) => `$${index + 4}`).join(', ')})
       ON CONFLICT DO NOTHING`,
      [`B-${randomUUID().slice(0, 12)}`, scope.organizationId, scope.clinicId, ...Object.values(columns)],
    );
  };
  await db.transaction(async () => {
    for (const [index, drug] of DRUGS.entries())
      for (const form of FORMS)
        await insert('medications', {
          name: `${drug} ${form}`,
          category_id: await category('medication_categories', MED_CATEGORIES[index] ?? null),
          dose_instructions: `Give ${drug} ${form} as directed.`,
          dosage_unit: JSON.stringify([{ dosage: String(5 + index), unit: form === 'injection' ? 'mg/mL injection' : 'mg tablet' }]),
        });
    for (let index = 0; index < 50; index += 1)
      await insert('inventory_supplies', { name: `Supply ${['Syringe', 'Catheter', 'Bandage', 'E-Collar', 'Gauze'][index % 5]} ${index + 1}`, directions: 'Single use.', dosage_unit: JSON.stringify([{ dosage: '1', unit: 'each' }]) });
    for (const [test, categoryName] of TESTS)
      for (const variant of TEST_VARIANTS)
        await insert('treatments', { name: `${test} ${variant}`, category_id: await category('treatment_categories', categoryName), description: `${test}, ${variant.replace(/[()-]/g, '').trim()}.` });
    for (const service of SERVICES)
      for (const variant of SERVICE_VARIANTS)
        await insert('services', { name: `${service} (${variant})`, category_id: await category('service_categories', ['Dental Cleaning'].includes(service) ? 'Dental' : 'Examination'), description: `${service} for a ${variant}.` });
    for (let index = 0; index < 50; index += 1)
      await insert('diagnoses', { name: `Condition ${index + 1} ${['Gastroenteritis', 'Dermatitis', 'Bronchitis', 'Arthritis', 'Nephropathy', 'Periodontitis', 'Epilepsy', 'Neoplasia'][index % 8]}`, symptoms: SYMPTOMS[index % 8]! });
    for (let index = 0; index < 20; index += 1)
      await db.query(`INSERT INTO inventory.ai_knowledge_entries (organization_id, clinic_id, content, text) VALUES ($1, $2, $3, $4)`, [
        scope.organizationId,
        scope.clinicId,
        ['chronic vomiting cats', 'itchy dog allergy season', 'kennel cough boarding', 'senior dog stiffness', 'PU/PD older cat'][index % 5] + ` ${index}`,
        ['Run a Total T4 (in-house) and offer Maropitant tablets.', 'Offer Oclacitinib tablets and Skin Cytology (in-house).', 'Thoracic Radiographs (in-house) and Doxycycline tablets.', 'Carprofen chewables and Abdominal Radiographs (in-house).', 'SDMA (reference lab) and Urinalysis (in-house).'][index % 5]!,
      ]);
  });
  const [total] = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM inventory.medications WHERE clinic_id = $1 AND deleted_at IS NULL) + (SELECT count(*) FROM inventory.inventory_supplies WHERE clinic_id = $1 AND deleted_at IS NULL)
          + (SELECT count(*) FROM inventory.treatments WHERE clinic_id = $1 AND deleted_at IS NULL) + (SELECT count(*) FROM inventory.services WHERE clinic_id = $1 AND deleted_at IS NULL)
          + (SELECT count(*) FROM inventory.diagnoses WHERE clinic_id = $1 AND deleted_at IS NULL) AS n`,
    [scope.clinicId],
  );
  console.log(`  catalogue: ${Number(total!.n)} items (${Number(counts[0]!.n)} from the demo catalogue), 20 knowledge-base entries`);
}

/** Suggestions that are not the clinic's catalogue row with that row's doses. */
async function notInCatalogue(db: Database, clinicId: string, suggestions: Suggestion[]): Promise<number> {
  const tables = { diagnostic: 'treatments', service: 'services', medication: 'medications', inventory: 'inventory_supplies' } as const;
  let bad = 0;
  for (const suggestion of suggestions) {
    const [row] = await db.query<{ dosage_unit: { dosage: string; unit: string }[] | null; dose: string }>(
      `SELECT ${suggestion.kind === 'medication' || suggestion.kind === 'inventory' ? 'dosage_unit' : 'NULL::jsonb AS dosage_unit'},
              ${suggestion.kind === 'medication' ? 'dose_instructions' : suggestion.kind === 'inventory' ? 'directions' : "''"} AS dose
         FROM inventory.${tables[suggestion.kind]} WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL`,
      [suggestion.catalogue_id, clinicId],
    );
    const doses = (row?.dosage_unit ?? []).map((unit) => ({ dosage: String(unit.dosage), unit: String(unit.unit) }));
    if (!row || JSON.stringify(doses) !== JSON.stringify(suggestion.dosage_unit) || row.dose !== suggestion.dose_instructions) bad += 1;
  }
  return bad;
}

export async function benchAiRecommendations(): Promise<void> {
  console.log('\nAI recommendations (rules engine, 500-item catalogue; targets: p95 < 50 ms, 0 suggested drugs or doses not in the catalogue)');
  const db = process.env.DATABASE_URL ? await createTestDatabase() : await openDatabase({});
  try {
    await migrate(db, 'inventory', new URL('../../services/inventory/migrations', import.meta.url).pathname);
    const scope = { clinicId: randomUUID(), organizationId: randomUUID() };
    await seedCatalogue(db, scope);

    const engine = createRecommendationEngine({ provider: 'rules', languageModel: null }, { cacheSize: 0 });
    for (const visit of VISITS) await engine.recommend(db, scope, visit);
    const times: number[] = [];
    // CPU time of this process per call: with PGlite the database runs in this process too, so it
    // is the work itself, apart from waiting for a core on a busy machine.
    const cpuTimes: number[] = [];
    const suggestions: Suggestion[] = [];
    let emptyVisits = 0;
    for (let call = 0; call < CALLS; call += 1) {
      const visit = VISITS[call % VISITS.length]!;
      const started = performance.now();
      const cpu = process.cpuUsage();
      const result = await engine.recommend(db, scope, visit);
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
      if (call < VISITS.length) {
        const all = [...result.diagnostics, ...result.services, ...result.medications];
        if (!all.length) emptyVisits += 1;
        suggestions.push(...all);
      }
    }
    const p95 = percentileOf(times, 95);
    console.log(`  latency over ${CALLS} calls (${db.engine}): median ${ms(percentileOf(times, 50))}, p95 ${ms(p95)} ${p95 < P95_TARGET_MS ? '(target met)' : '(TARGET MISSED)'}`);
    console.log(
      `  this process's CPU time a call${db.engine === 'pglite' ? ' (database included)' : ' (database server not included)'}: median ${ms(percentileOf(cpuTimes, 50))}, p95 ${ms(percentileOf(cpuTimes, 95))}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    );
    const bad = await notInCatalogue(db, scope.clinicId, suggestions);
    const perVisit = (suggestions.length / VISITS.length).toFixed(1);
    console.log(`  suggestions for the ${VISITS.length} visits: ${suggestions.length} (${perVisit} a visit; ${emptyVisits} visit(s) with none); not in the catalogue: ${bad} ${bad === 0 ? '(target met)' : '(TARGET MISSED)'}`);

    // The language-model path: the fake model answers every candidate plus one invented drug with a dose.
    const fake = await startFakeOpenAiServer({
      handlers: {
        chat: (request) => {
          const user = JSON.parse(request.json.messages.find((message: { role: string }) => message.role === 'user').content);
          const picks = user.catalogue.slice(0, 6).map((row: { id: string; name: string }) => ({ id: row.id, name: row.name, reason: 'Fits the visit.' }));
          return { content: { suggestions: [...picks, { id: 'MED-INVENTED', name: 'Vomistop 50 mg, 2 tablets twice daily', reason: 'Invented.' }] } };
        },
      },
    });
    try {
      const config = loadAiConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: fake.url, AI_API_KEY: 'bench', AI_MAX_RETRIES: '0' });
      const modelEngine = createRecommendationEngine({ provider: 'openai', languageModel: new OpenAiLanguageModel(config) }, { cacheSize: 0, log: () => undefined });
      let dropped = 0;
      let reached = 0;
      let asked = 0;
      const modelSuggestions: Suggestion[] = [];
      for (let call = 0; call < MODEL_CALLS; call += 1) {
        const result = await modelEngine.recommend(db, scope, VISITS[call % VISITS.length]!);
        dropped += result.dropped;
        const all = [...result.diagnostics, ...result.services, ...result.medications];
        reached += all.filter((row) => row.name.startsWith('Vomistop') || row.catalogue_id === 'MED-INVENTED').length;
        modelSuggestions.push(...all);
      }
      asked = fake.requests.length;
      const badModel = await notInCatalogue(db, scope.clinicId, modelSuggestions);
      console.log(
        `  with a language model (fake server, ${asked} calls, each answering an invented drug with a dose): invented drugs in the answers ${reached}, dropped and logged ${dropped}, suggestions not in the catalogue ${badModel} ${reached + badModel === 0 ? '(target met)' : '(TARGET MISSED)'}`,
      );
    } finally {
      await fake.close();
    }
  } finally {
    await db.close();
  }
}
