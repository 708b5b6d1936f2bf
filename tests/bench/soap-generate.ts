// `BENCH_ONLY=soap-generate pnpm bench`: Generate SOAP with the rules engine
// (services/inventory/src/ai/soap/soap-note.ts, called directly as the other AI benches do) for a
// 2,000-character triage note and a 12-section template, with a visit of charted subjective and
// objective values, a 20-row plan, lab results and a 150-medication clinic catalogue for the drug
// and dose guard: median and p95 of sequential calls (target p95 < 300 ms).
import { createAiEngine } from '../../services/inventory/src/ai/engine.ts';
import { loadAiConfig } from '../../services/inventory/src/ai/provider.ts';
import { soapNoteWire } from '../../packages/contracts/src/ai/ai-requests.ts';
import { generateSoapNote } from '../../services/inventory/src/ai/soap/soap-note.ts';
import { percentileOf } from './stats.ts';

const CALLS = Number(process.env.BENCH_SOAP_CALLS ?? 200);
const P95_TARGET_MS = 300;

const ms = (value: number) => `${value.toFixed(2)} ms`;

const TRIAGE_SENTENCES = [
  'Bella is a 7 year old spayed female Labrador presenting for vomiting x3 days and loose stools since yesterday.',
  'Owner reports she is drinking more than usual and her appetite is decreased.',
  'No coughing or sneezing. She boarded at a kennel last week.',
  'She is on Apoquel 16 mg once daily for itchy skin and gets fish oil and glucosamine.',
  'Diet is Hill\'s i/d since the weekend; she got into the garbage on Saturday.',
  'Lethargic this morning, still wagging her tail. Vomited bile twice overnight, no blood seen.',
  'Owner prefers a phone call for updates and would like a written estimate before any radiographs.',
  'Dental: heavy tartar on the upper premolars, mild halitosis. Weight is up 2 kg since her last visit.',
  'Vaccines are due next month. Heartworm test last year was negative; on monthly prevention.',
  'No known allergies. Previous history of pancreatitis two years ago, treated as an outpatient.',
];

/** A triage note of exactly `length` characters made of plausible sentences. */
function triageNote(length: number): string {
  let text = '';
  for (let index = 0; text.length < length; index += 1) text += (text ? ' ' : '') + TRIAGE_SENTENCES[index % TRIAGE_SENTENCES.length];
  return text.slice(0, length);
}

const SECTIONS = [
  ['Chief Complaint', ['Presenting complaint', 'Duration']],
  ['History', ['Diet', 'Medications', 'Supplements', 'Travel']],
  ['Subjective', ['Appetite', 'Water intake', 'Attitude']],
  ['Objective', ['Weight', 'Temperature', 'Heart rate', 'Respiratory rate']],
  ['Physical Exam', ['Eyes', 'Ears', 'Oral cavity', 'Abdomen']],
  ['Lab Results', ['CBC', 'Chemistry']],
  ['Assessment', ['Diagnosis', 'Rule-outs']],
  ['Plan', ['Medications', 'Diagnostics']],
  ['Treatment Administered', ['Injections', 'Fluids']],
  ['Dental Notes', ['Tartar', 'Gingivitis']],
  ['Client Communication', ['Phone call', 'Estimate']],
  ['Follow-up', ['Recheck', 'Vaccines due']],
] as const;

export async function benchSoapGenerate(): Promise<void> {
  const engine = createAiEngine(loadAiConfig({ AI_PROVIDER: 'rules' }));
  const catalogue = Array.from({ length: 150 }, (_, index) => ({ name: `Product ${index + 1} ${5 + (index % 20) * 5} mg tablet`, details: 'Give as directed.; 10 mg tablet' }));
  catalogue.push({ name: 'Maropitant (Cerenia) 16 mg tablet', details: '' }, { name: 'Carprofen 75 mg chewable', details: '' });
  const input = soapNoteWire.parse({
    template: { name: 'Twelve sections', sections: SECTIONS.map(([section, fields]) => ({ section, value: `Record the ${section.toLowerCase()}.`, fields: fields.map((name) => ({ name, hint: '' })) })) },
    triage_text: triageNote(2000),
    visit: {
      pet: { name: 'Bella', species: 'Canine', breed: 'Labrador Retriever', sex: 'Female spayed', age: '7 years' },
      subjective: { history: 'Got into the garbage on Saturday', appetite: 'Decreased', attitude: 'Quiet, alert, responsive' },
      objective: { weight: '31.2 kg', temperature: '39.4 C', heart_rate: 112, respiratory_rate: 28, abdomen: 'Mild cranial pain on palpation', mucous_membranes: 'Pink, tacky' },
      plan: {
        rows: Array.from({ length: 20 }, (_, index) => ({
          kind: index % 2 ? 'service' : 'medication',
          name: index === 0 ? 'Maropitant (Cerenia) 16 mg tablet' : `Product ${index + 1} ${5 + (index % 20) * 5} mg tablet`,
          code: `ROW-${index + 1}`,
          quantity: index + 1,
          dosage: '1 tablet once daily',
          approved: index % 5 !== 4,
        })),
      },
      results: {
        lab: Array.from({ length: 20 }, (_, index) => ({ name: `Analyte ${index + 1}`, value: `${index * 1.5}`, status: index % 4 ? 'normal' : 'high' })),
        in_house: ['Fecal flotation: negative', 'PCV/TS: 48% / 7.2'],
        diagnosis: ['Acute gastroenteritis', 'Dietary indiscretion'],
        additional_care_text: 'Bland diet for 5 days; recheck if vomiting continues.',
      },
    },
  });
  const first = await generateSoapNote(engine, input, catalogue);
  for (let index = 0; index < 10; index += 1) await generateSoapNote(engine, input, catalogue); // warm-up
  const times: number[] = [];
  for (let index = 0; index < CALLS; index += 1) {
    const started = performance.now();
    await generateSoapNote(engine, input, catalogue);
    times.push(performance.now() - started);
  }
  const p95 = percentileOf(times, 95);
  console.log(`\nGenerate SOAP, rules engine: a ${input.triage_text.length}-character triage note, a ${input.template.sections.length}-section template, a 20-row plan, a ${catalogue.length}-medication catalogue`);
  console.log(`  filled ${first.sections.length - first.empty_sections.length} of ${first.sections.length} sections (empty: ${first.empty_sections.join(', ') || 'none'}); ${first.dropped} line(s) dropped by the drug and dose guard`);
  console.log(`  latency over ${CALLS} calls: median ${ms(percentileOf(times, 50))}, p95 ${ms(p95)} ${p95 < P95_TARGET_MS ? '(target p95 < 300 ms met)' : '(TARGET p95 < 300 ms MISSED)'}`);
}
