// A clinic's whole record, or one patient's, as FHIR R4 (4.0.1) bulk data: one NDJSON file per
// resource type (docs/fhir.md has the mapping). Reads the main schema directly, and auth's clinic
// and user rows and inventory's species, breed and gender names from the same database (the
// export runs beside the product, not through the gateway). Resource ids are the rows' own uuids
// (with a suffix where one row gives several resources), so an export of the same record is the
// same file and references between resources resolve inside the export.
import { createHash } from 'node:crypto';
import type { Sql } from '@vetchart/platform/database';
import type { FileStorage } from '@vetchart/platform/file-storage';
import type { FhirExport, FhirExportFile, FhirExportProgress } from './fhir-export-contract.ts';
import { buildManifest } from './fhir-manifest.ts';

/** Our own code systems, identifiers and extensions. */
export const VETCHART_FHIR = 'https://vetchart.app/fhir';
/** The file's SHA-256 (hex) on an Attachment: FHIR's own Attachment.hash is SHA-1 (docs/fhir.md). */
export const SHA256_EXTENSION = `${VETCHART_FHIR}/StructureDefinition/attachment-sha256`;
export const PARENT_ID_EXTENSION = `${VETCHART_FHIR}/StructureDefinition/pet-parent-id`;
export const AI_DRAFTED_EXTENSION = `${VETCHART_FHIR}/StructureDefinition/ai-drafted`;

const UCUM = 'http://unitsofmeasure.org';
const LOINC = 'http://loinc.org';
const SNOMED = 'http://snomed.info/sct';
const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const E1762 = 'urn:iso-astm:E1762-95:2013';

/** The resource types in the order they are written (Practitioner last: staff are gathered on the way). */
export const FHIR_EXPORT_TYPES = [
  'Patient',
  'Encounter',
  'Observation',
  'Condition',
  'MedicationRequest',
  'ServiceRequest',
  'DiagnosticReport',
  'Consent',
  'DocumentReference',
  'Provenance',
  'Practitioner',
] as const;

type Resource = { resourceType: string; id: string } & Record<string, unknown>;
type Row = Record<string, any>;

function iso(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

function num(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

const concept = (label: string, coding?: { system: string; code: string; display?: string }) => ({ ...(coding ? { coding: [coding] } : {}), text: label });
const ref = (type: string, id: string, display?: string | null) => ({ reference: `${type}/${id}`, ...(display ? { display } : {}) });

const SPECIES_CODES: Record<string, { code: string; display: string }> = {
  canine: { code: '448771007', display: 'Canis lupus familiaris' },
  dog: { code: '448771007', display: 'Canis lupus familiaris' },
  feline: { code: '448169003', display: 'Felis catus' },
  cat: { code: '448169003', display: 'Felis catus' },
};

function genderOf(name: string): { gender: 'male' | 'female' | 'unknown'; status: 'neutered' | 'intact' | 'unknown' } {
  const lower = name.toLowerCase();
  const gender = /\bfemale\b/.test(lower) ? 'female' : /\bmale\b/.test(lower) ? 'male' : 'unknown';
  const status = /neuter|spay|castrat/.test(lower) ? 'neutered' : gender === 'unknown' ? 'unknown' : 'intact';
  return { gender, status };
}

/** What one row of an NDJSON file holds (its count and text), built a type at a time. */
class NdjsonFile {
  private readonly chunks: Buffer[] = [];
  count = 0;
  constructor(readonly type: string) {}
  add(resource: Resource): void {
    this.chunks.push(Buffer.from(`${JSON.stringify(resource)}\n`, 'utf8'));
    this.count += 1;
  }
  done(): FhirExportFile {
    return { name: `${this.type}.ndjson`, type: this.type, count: this.count, bytes: Buffer.concat(this.chunks) };
  }
}

const VISIT_FINISHED = new Set([8, 9]);
/** A file up to this size travels inside its DocumentReference (base64); a larger one is named, sized and hashed only. */
export const MAX_INLINE_FILE_BYTES = 20 * 1024 * 1024;
const MAX_SIGNATURE_BYTES = 2 * 1024 * 1024;

/**
 * Exports one clinic (or, with `patientId`, one of its patients): every file, and the manifest
 * naming each with its size and SHA-256. `storage`, when given, is read for each file's SHA-256
 * and content (inline as base64) and for the signature images; without it the DocumentReferences
 * name the files without their content or hash.
 */
export async function exportClinic(
  db: Sql,
  options: { clinicId: string; patientId?: string | null; onProgress?: (p: FhirExportProgress) => void | Promise<void>; storage?: FileStorage | null; now?: Date },
): Promise<FhirExport> {
  const { clinicId } = options;
  const patientId = options.patientId ?? null;
  const transactionTime = (options.now ?? new Date()).toISOString();
  // The steps reported to onProgress: what is being read.
  const steps = ['Patient', 'Encounter', 'Observation', 'MedicationRequest', 'DiagnosticReport', 'DocumentReference', 'Consent', 'Provenance', 'Practitioner'];
  const total = steps.length;
  let done = 0;
  const progress = async (step: string) => {
    await options.onProgress?.({ step, done, total });
    done += 1;
  };
  const [clinic] = await db.query<{ name: string }>(`SELECT name FROM auth.clinics WHERE id = $1`, [clinicId]);
  if (!clinic) throw new Error(`No clinic ${clinicId}.`);

  // Staff who appear anywhere, with the name the row kept (auth's name wins when it has one).
  const staff = new Map<string, string | null>();
  const practitioner = (id: unknown, name?: unknown): { reference: string; display?: string } | null => {
    if (typeof id !== 'string' || !id) return null;
    if (!staff.has(id) || (!staff.get(id) && text(name))) staff.set(id, text(name));
    return ref('Practitioner', id, text(name));
  };
  const petFilter = (column: string, index: number) => (patientId ? ` AND ${column} = $${index}` : '');
  const params = patientId ? [clinicId, patientId] : [clinicId];

  const files: FhirExportFile[] = [];

  // Patient: the pets, their parent as contact, with the patient-animal extension.
  await progress('Patient');
  const patients = new NdjsonFile('Patient');
  const pets = await db.query<Row>(
    `SELECT p.id::text, p.name, p.date_of_birth::text AS date_of_birth, p.microchip, p.deleted_at, p.parent_id::text,
            p.weight, p.weight_unit, p.updated_at,
            s.specie, b.breed, g.gender, c.color,
            pp.first_name, pp.last_name, pp.email, pp.phone_number, pp.address_line1, pp.address_line2, pp.city, pp.state, pp.zip
       FROM main.pets p
       JOIN main.pet_parents pp ON pp.id = p.parent_id
       LEFT JOIN inventory.species s ON s.id = p.specie_id
       LEFT JOIN inventory.breeds b ON b.id = p.breed_id
       LEFT JOIN inventory.genders g ON g.id = p.gender_id
       LEFT JOIN main.colors c ON c.id = p.color_id
      WHERE p.clinic_id = $1${petFilter('p.id', 2)}
      ORDER BY p.created_at, p.id`,
    params,
  );
  // A pet of another clinic (or none) is not this clinic's to export.
  if (patientId && pets.length === 0) throw new Error(`No patient ${patientId} in clinic ${clinicId}.`);
  const petIds = new Set<string>();
  for (const pet of pets) {
    petIds.add(pet.id);
    const species = text(pet.specie) ?? 'Unknown';
    const speciesCode = SPECIES_CODES[species.toLowerCase()];
    const { gender, status } = genderOf(text(pet.gender) ?? '');
    const address = [pet.address_line1, pet.address_line2].map(text).filter((line): line is string => line !== null);
    patients.add({
      resourceType: 'Patient',
      id: pet.id,
      extension: [
        {
          url: 'http://hl7.org/fhir/StructureDefinition/patient-animal',
          extension: [
            { url: 'species', valueCodeableConcept: concept(species, speciesCode ? { system: SNOMED, ...speciesCode } : undefined) },
            ...(text(pet.breed) ? [{ url: 'breed', valueCodeableConcept: concept(text(pet.breed)!) }] : []),
            {
              url: 'genderStatus',
              valueCodeableConcept: concept(text(pet.gender) ?? 'Unknown', { system: 'http://terminology.hl7.org/CodeSystem/animal-genderstatus', code: status }),
            },
          ],
        },
      ],
      identifier: [
        { system: `${VETCHART_FHIR}/pet`, value: pet.id },
        ...(text(pet.microchip) ? [{ type: { text: 'Microchip' }, system: `${VETCHART_FHIR}/microchip`, value: text(pet.microchip) }] : []),
      ],
      active: !pet.deleted_at,
      name: [{ text: pet.name, given: [pet.name] }],
      gender,
      ...(pet.date_of_birth ? { birthDate: String(pet.date_of_birth).slice(0, 10) } : {}),
      contact: [
        {
          extension: [{ url: PARENT_ID_EXTENSION, valueString: pet.parent_id }],
          relationship: [{ text: 'Pet parent' }],
          name: { text: `${pet.first_name} ${pet.last_name}`.trim(), family: pet.last_name, given: [pet.first_name] },
          telecom: [
            ...(text(pet.phone_number) ? [{ system: 'phone', value: text(pet.phone_number) }] : []),
            ...(text(pet.email) ? [{ system: 'email', value: text(pet.email) }] : []),
          ],
          address: { ...(address.length ? { line: address } : {}), city: pet.city, state: pet.state, postalCode: pet.zip },
        },
      ],
    });
  }
  files.push(patients.done());
  const ids = [...petIds];
  // Everything else belongs to a pet of this export (and to the clinic).
  const ofPets = (column: string, alias = '') => `${alias}clinic_id = $1 AND ${alias}${column} = ANY($2::uuid[])`;
  const petParams = [clinicId, ids];

  // Encounter per visit, its status history from the status log.
  await progress('Encounter');
  const encounters = new NdjsonFile('Encounter');
  const visits = await db.query<Row>(
    `SELECT v.id::text, v.pet_id::text, v.name, v.status_id, vs.name AS status_name, v.created_by::text, v.created_at, v.updated_at, v.locked_at, v.deleted_at,
            sn.complaint
       FROM main.visits v JOIN main.visit_statuses vs ON vs.id = v.status_id
       LEFT JOIN main.subjective_notes sn ON sn.visit_id = v.id
      WHERE ${ofPets('pet_id', 'v.')} ORDER BY v.created_at, v.id`,
    petParams,
  );
  const logs = await db.query<Row>(
    `SELECT l.visit_id::text, l.status_id, s.name, l.user_id::text, l.user_name, l.created_at
       FROM main.visit_status_logs l JOIN main.visit_statuses s ON s.id = l.status_id JOIN main.visits v ON v.id = l.visit_id
      WHERE ${ofPets('pet_id', 'v.')} ORDER BY l.visit_id, l.created_at, l.id`,
    petParams,
  );
  const logsByVisit = new Map<string, Row[]>();
  for (const log of logs) logsByVisit.set(log.visit_id, [...(logsByVisit.get(log.visit_id) ?? []), log]);
  const visitIds = new Set<string>();
  const visitFinished = new Map<string, boolean>();
  for (const visit of visits) {
    visitIds.add(visit.id);
    const finished = VISIT_FINISHED.has(Number(visit.status_id));
    visitFinished.set(visit.id, finished);
    const history = logsByVisit.get(visit.id) ?? [];
    const statusOf = (statusId: number) => (VISIT_FINISHED.has(statusId) ? 'finished' : 'in-progress');
    const author = practitioner(visit.created_by);
    encounters.add({
      resourceType: 'Encounter',
      id: visit.id,
      identifier: [{ system: `${VETCHART_FHIR}/visit`, value: visit.id }],
      status: visit.deleted_at ? 'entered-in-error' : statusOf(Number(visit.status_id)),
      statusHistory: history.map((log, index) => {
        practitioner(log.user_id, log.user_name);
        const next = history[index + 1];
        return {
          extension: [{ url: `${VETCHART_FHIR}/StructureDefinition/visit-status`, valueString: `${log.name} (by ${log.user_name})` }],
          status: statusOf(Number(log.status_id)),
          period: { start: iso(log.created_at), ...(next ? { end: iso(next.created_at) } : {}) },
        };
      }),
      class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB', display: 'ambulatory' },
      type: [concept(visit.name)],
      subject: ref('Patient', visit.pet_id),
      ...(author ? { participant: [{ individual: author }] } : {}),
      period: { start: iso(visit.created_at), ...(finished ? { end: iso(visit.locked_at ?? visit.updated_at) } : {}) },
      ...(text(visit.complaint) ? { reasonCode: [concept(text(visit.complaint)!)] } : {}),
    });
  }
  files.push(encounters.done());
  const status = (visitId: string) => (visitFinished.get(visitId) ? 'final' : 'preliminary');
  const encounterOf = (visitId: unknown) => (typeof visitId === 'string' && visitIds.has(visitId) ? { encounter: ref('Encounter', visitId) } : {});

  // Provenance is gathered on the way: who wrote each part (and which parts the AI drafted).
  const provenances = new NdjsonFile('Provenance');
  const authored = (id: string, targets: { reference: string }[], recorded: unknown, who: { reference: string } | null, activity: string) => {
    if (!targets.length || !who) return;
    provenances.add({
      resourceType: 'Provenance',
      id,
      target: targets,
      recorded: iso(recorded),
      activity: concept(activity),
      agent: [{ type: concept('Author', { system: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type', code: 'author', display: 'Author' }), who }],
    });
  };

  // Observation: vitals (LOINC, UCUM), the exam's scores and findings; lab values come below.
  await progress('Observation');
  const observations = new NdjsonFile('Observation');
  const vitals = await db.query<Row>(`SELECT * FROM main.vitals WHERE ${ofPets('pet_id')} ORDER BY created_at, id`, petParams);
  for (const row of vitals) {
    const performer = practitioner(row.updated_by, row.updated_by_name);
    const base = (suffix: string, code: string, display: string) => ({
      resourceType: 'Observation',
      id: `${row.id}-${suffix}`,
      status: status(row.visit_id),
      category: [concept('Vital Signs', { system: OBSERVATION_CATEGORY, code: 'vital-signs', display: 'Vital Signs' })],
      code: concept(display, { system: LOINC, code, display }),
      subject: ref('Patient', row.pet_id),
      ...encounterOf(row.visit_id),
      effectiveDateTime: iso(row.updated_at),
      ...(performer ? { performer: [performer] } : {}),
    });
    const made: string[] = [];
    const add = (resource: Resource) => {
      observations.add(resource);
      made.push(`Observation/${resource.id}`);
    };
    const weight = num(row.weight);
    if (weight !== null) {
      const kg = row.weight_unit === 'kg';
      add({ ...base('weight', '29463-7', 'Body weight'), valueQuantity: { value: weight, unit: kg ? 'kg' : 'lb', system: UCUM, code: kg ? 'kg' : '[lb_av]' } });
    }
    const temperature = num(row.temperature);
    if (temperature !== null) {
      const celsius = row.temperature_unit === 'celsius';
      add({ ...base('temperature', '8310-5', 'Body temperature'), valueQuantity: { value: temperature, unit: celsius ? '°C' : '°F', system: UCUM, code: celsius ? 'Cel' : '[degF]' } });
    }
    const heart = num(row.heart_rate);
    if (heart !== null) add({ ...base('heart-rate', '8867-4', 'Heart rate'), valueQuantity: { value: heart, unit: 'beats/minute', system: UCUM, code: '/min' } });
    const respiratory = num(row.respiratory_rate);
    if (respiratory !== null) add({ ...base('respiratory-rate', '9279-1', 'Respiratory rate'), valueQuantity: { value: respiratory, unit: 'breaths/minute', system: UCUM, code: '/min' } });
    authored(`${row.id}-vitals`, made.map((reference) => ({ reference })), row.updated_at, performer, 'Vitals recorded');
  }

  // The pet's profile weight (every pet has one), outside any visit: an importer needs it to create the pet.
  for (const pet of pets) {
    const weight = num(pet.weight);
    if (weight === null) continue;
    const kg = String(pet.weight_unit).startsWith('kg');
    observations.add({
      resourceType: 'Observation',
      id: `${pet.id}-profile-weight`,
      status: 'final',
      category: [concept('Vital Signs', { system: OBSERVATION_CATEGORY, code: 'vital-signs', display: 'Vital Signs' })],
      code: concept('Body weight', { system: LOINC, code: '29463-7', display: 'Body weight' }),
      subject: ref('Patient', pet.id),
      effectiveDateTime: iso(pet.updated_at),
      valueQuantity: { value: weight, unit: kg ? 'kg' : 'lb', system: UCUM, code: kg ? 'kg' : '[lb_av]' },
    });
  }

  const objectives = await db.query<Row>(`SELECT * FROM main.objective_notes WHERE ${ofPets('pet_id')} ORDER BY created_at, id`, petParams);
  const conditions = new NdjsonFile('Condition');
  const objectiveTargets = new Map<string, string[]>();
  for (const row of objectives) {
    const performer = practitioner(row.updated_by, row.updated_by_name);
    const made: string[] = [];
    const exam = (suffix: string, label: string, value: Record<string, unknown>) => {
      const id = `${row.id}-${suffix}`;
      observations.add({
        resourceType: 'Observation',
        id,
        status: status(row.visit_id),
        category: [concept('Exam', { system: OBSERVATION_CATEGORY, code: 'exam', display: 'Exam' })],
        code: concept(label),
        subject: ref('Patient', row.pet_id),
        ...encounterOf(row.visit_id),
        effectiveDateTime: iso(row.updated_at),
        ...(performer ? { performer: [performer] } : {}),
        ...value,
      });
      made.push(`Observation/${id}`);
    };
    const scores: Array<[string, string]> = [
      ['body_score', 'Body condition score (1-9)'],
      ['pain_score', 'Pain score (1-9)'],
      ['dental_score', 'Dental score (0-4)'],
      ['muscle_condition_score', 'Muscle condition score (1-4)'],
      ['grimace_scale', 'Grimace scale (1-10)'],
    ];
    for (const [column, label] of scores) {
      const value = num(row[column]);
      if (value !== null) exam(column.replaceAll('_', '-'), label, { valueInteger: value });
    }
    if (text(row.mentation)) exam('mentation', 'Mentation', { valueString: text(row.mentation) });
    if (text(row.medical_history_notes)) exam('history', 'Medical history notes', { valueString: text(row.medical_history_notes) });
    const findings = Array.isArray(row.physical_exam_results) ? (row.physical_exam_results as Row[]) : [];
    findings.forEach((finding, index) => {
      const category = text(finding?.category?.category) ?? text(finding?.category?.name) ?? 'Physical exam';
      const result = text(finding?.result);
      if (result) exam(`exam-${index}`, `Physical exam: ${category}`, { valueCodeableConcept: concept(result) });
    });
    const ruleOuts = Array.isArray(row.rule_outs) ? (row.rule_outs as Row[]) : [];
    ruleOuts.forEach((ruleOut, index) => {
      const name = text(ruleOut?.name);
      if (!name) return;
      const id = `${row.id}-ruleout-${index}`;
      const diagnosisId = text(ruleOut?.diagnosis_id) ?? text(ruleOut?.diagnosisId);
      conditions.add({
        resourceType: 'Condition',
        id,
        clinicalStatus: concept('Active', { system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }),
        verificationStatus: concept('Differential (rule out)', { system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: 'differential' }),
        category: [concept('Encounter Diagnosis', { system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'encounter-diagnosis' })],
        code: concept(name, diagnosisId ? { system: `${VETCHART_FHIR}/catalogue/diagnosis`, code: diagnosisId, display: name } : undefined),
        subject: ref('Patient', row.pet_id),
        ...encounterOf(row.visit_id),
        recordedDate: iso(row.updated_at),
        ...(performer ? { recorder: performer } : {}),
      });
      made.push(`Condition/${id}`);
    });
    objectiveTargets.set(row.visit_id, made);
    authored(`${row.id}-objective`, made.map((reference) => ({ reference })), row.updated_at, performer, 'Objective note written');
  }

  // The pets' problem lists are their diagnoses kept on the chart.
  for (const pet of await db.query<Row>(`SELECT id::text, problems, created_at FROM main.pets WHERE clinic_id = $1 AND id = ANY($2::uuid[]) ORDER BY created_at, id`, petParams)) {
    const problems = Array.isArray(pet.problems) ? (pet.problems as unknown[]) : [];
    problems.forEach((problem, index) => {
      const name = text(problem);
      if (!name) return;
      conditions.add({
        resourceType: 'Condition',
        id: `${pet.id}-problem-${index}`,
        clinicalStatus: concept('Active', { system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }),
        category: [concept('Problem List Item', { system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'problem-list-item' })],
        code: concept(name),
        subject: ref('Patient', pet.id),
      });
    });
  }

  // MedicationRequest (MEDICATION rows) and ServiceRequest (the others) of each plan.
  const medications = new NdjsonFile('MedicationRequest');
  const services = new NdjsonFile('ServiceRequest');
  const planRows = new Set<string>();
  await progress('MedicationRequest');
  const plans = await db.query<Row>(`SELECT * FROM main.treatment_plans WHERE ${ofPets('pet_id')} ORDER BY created_at, id`, petParams);
  for (const plan of plans) {
    const requester = practitioner(plan.updated_by, plan.updated_by_name);
    const made: string[] = [];
    const items = Array.isArray(plan.items) ? (plan.items as Row[]) : [];
    for (const item of items) {
      if (typeof item?.id !== 'string') continue;
      const withdrawn = item.removed === true || item.approved === false;
      const finished = visitFinished.get(plan.visit_id) === true;
      const code = concept(String(item.name ?? item.code ?? 'Plan item'), text(item.code) ? { system: `${VETCHART_FHIR}/catalogue/${String(item.kind ?? 'item').toLowerCase()}`, code: text(item.code)!, display: String(item.name ?? item.code) } : undefined);
      const note = [text(item.comment), item.ai ? `Suggested by the AI recommendation${text(item.ai_reason) ? `: ${text(item.ai_reason)}` : ''}` : null]
        .filter((line): line is string => line !== null)
        .map((line) => ({ text: line }));
      const common = {
        id: item.id,
        subject: ref('Patient', plan.pet_id),
        ...encounterOf(plan.visit_id),
        authoredOn: iso(item.approved_at ?? plan.updated_at),
        ...(requester ? { requester } : {}),
        ...(note.length ? { note } : {}),
        ...(item.ai ? { extension: [{ url: AI_DRAFTED_EXTENSION, valueBoolean: true }] } : {}),
      };
      if (item.kind === 'MEDICATION') {
        const dose = num(item.dose_mg);
        const perDay = num(item.doses_per_day);
        const dosageText = [
          item.selected_dosage ? `${item.selected_dosage.dosage ?? ''} ${item.selected_dosage.unit ?? ''}`.trim() : null,
          text(item.dose_instructions),
          text(item.directions),
        ]
          .filter((line): line is string => !!line)
          .join('; ');
        medications.add({
          resourceType: 'MedicationRequest',
          ...common,
          status: withdrawn ? 'cancelled' : finished ? 'completed' : 'active',
          intent: 'order',
          medicationCodeableConcept: code,
          dosageInstruction: [
            {
              ...(dosageText ? { text: dosageText } : {}),
              ...(perDay !== null ? { timing: { repeat: { frequency: Math.max(1, Math.round(perDay)), period: 1, periodUnit: 'd' } } } : {}),
              ...(dose !== null ? { doseAndRate: [{ doseQuantity: { value: dose, unit: 'mg', system: UCUM, code: 'mg' } }] } : {}),
            },
          ],
          dispenseRequest: { quantity: { value: num(item.quantity) ?? 1 } },
        });
        made.push(`MedicationRequest/${item.id}`);
      } else {
        services.add({
          resourceType: 'ServiceRequest',
          ...common,
          status: withdrawn ? 'revoked' : finished ? 'completed' : 'active',
          intent: 'order',
          category: [concept(String(item.kind ?? 'SERVICE').toLowerCase().replace(/^./, (c) => c.toUpperCase()))],
          code,
          quantityQuantity: { value: num(item.quantity) ?? 1 },
        });
        made.push(`ServiceRequest/${item.id}`);
      }
      planRows.add(item.id);
    }
    authored(`${plan.id}-plan`, made.map((reference) => ({ reference })), plan.updated_at, requester, 'Treatment plan written');
  }

  // DiagnosticReport + Observation for the lab's results (those assigned to a pet) and in-house results.
  const reports = new NdjsonFile('DiagnosticReport');
  await progress('DiagnosticReport');
  const labs = await db.query<Row>(
    `SELECT id::text, provider, provider_name, partner_result_id, status, visit_id::text, pet_id::text, test_date::text AS test_date, received_at, updated_at, tests
       FROM main.lab_results WHERE pet_id IS NOT NULL AND ${ofPets('pet_id')} ORDER BY received_at, id`,
    petParams,
  );
  for (const lab of labs) {
    const result: { reference: string }[] = [];
    const tests = Array.isArray(lab.tests) ? (lab.tests as Row[]) : [];
    tests.forEach((test, t) => {
      const values = Array.isArray(test?.values) ? (test.values as Row[]) : [];
      values.forEach((value, v) => {
        const id = `${lab.id}-${t}-${v}`;
        const numeric = typeof value?.value === 'number' || /^-?\d+(\.\d+)?$/.test(String(value?.value ?? '').trim()) ? Number(value.value) : null;
        const low = num(value?.low);
        const high = num(value?.high);
        const unit = text(value?.unit);
        const range = text(value?.reference_range) ?? text(value?.referenceRange);
        const flag = ['H', 'L', 'A', 'N'].includes(value?.flag) ? (value.flag as string) : null;
        observations.add({
          resourceType: 'Observation',
          id,
          status: lab.status === 'final' ? 'final' : 'preliminary',
          category: [concept('Laboratory', { system: OBSERVATION_CATEGORY, code: 'laboratory', display: 'Laboratory' })],
          code: concept(text(value?.analyte) ?? text(test?.name) ?? 'Result', text(test?.code) ? { system: `${VETCHART_FHIR}/lab/${encodeURIComponent(lab.provider)}`, code: text(test.code)!, display: text(test?.name) ?? undefined } : undefined),
          subject: ref('Patient', lab.pet_id),
          ...encounterOf(lab.visit_id),
          effectiveDateTime: String(lab.test_date).slice(0, 10),
          ...(numeric !== null ? { valueQuantity: { value: numeric, ...(unit ? { unit } : {}) } } : text(value?.value) ? { valueString: text(value.value) } : {}),
          ...(flag ? { interpretation: [concept({ H: 'High', L: 'Low', A: 'Abnormal', N: 'Normal' }[flag]!, { system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code: flag })] } : {}),
          ...(low !== null || high !== null || range
            ? { referenceRange: [{ ...(low !== null ? { low: { value: low, ...(unit ? { unit } : {}) } } : {}), ...(high !== null ? { high: { value: high, ...(unit ? { unit } : {}) } } : {}), ...(range ? { text: range } : {}) }] }
            : {}),
        });
        result.push(ref('Observation', id));
      });
    });
    reports.add({
      resourceType: 'DiagnosticReport',
      id: lab.id,
      identifier: [{ system: `${VETCHART_FHIR}/lab/${encodeURIComponent(lab.provider)}`, value: lab.partner_result_id }],
      status: lab.status === 'final' ? 'final' : 'partial',
      category: [concept('Laboratory', { system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB' })],
      code: concept(tests.map((test) => text(test?.name)).filter(Boolean).join(', ') || `${lab.provider_name} results`),
      subject: ref('Patient', lab.pet_id),
      ...encounterOf(lab.visit_id),
      effectiveDateTime: String(lab.test_date).slice(0, 10),
      issued: iso(lab.updated_at),
      performer: [{ display: lab.provider_name }],
      result,
    });
  }
  const inHouse = await db.query<Row>(
    `SELECT id::text, visit_id::text, pet_id::text, plan_item_id::text, test_date::text AS test_date, result, comment, updated_by::text, updated_by_name, updated_at
       FROM main.inhouse_results WHERE ${ofPets('pet_id')} ORDER BY created_at, id`,
    petParams,
  );
  for (const row of inHouse) {
    const performer = practitioner(row.updated_by, row.updated_by_name);
    observations.add({
      resourceType: 'Observation',
      id: `${row.id}-value`,
      status: 'final',
      category: [concept('Laboratory', { system: OBSERVATION_CATEGORY, code: 'laboratory', display: 'Laboratory' })],
      code: concept('In-house result'),
      subject: ref('Patient', row.pet_id),
      ...encounterOf(row.visit_id),
      effectiveDateTime: String(row.test_date).slice(0, 10),
      ...(performer ? { performer: [performer] } : {}),
      valueString: row.result,
      ...(text(row.comment) ? { note: [{ text: row.comment }] } : {}),
    });
    reports.add({
      resourceType: 'DiagnosticReport',
      id: row.id,
      ...(planRows.has(row.plan_item_id) ? { basedOn: [ref('ServiceRequest', row.plan_item_id)] } : {}),
      status: 'final',
      category: [concept('Laboratory', { system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB' })],
      code: concept('In-house result'),
      subject: ref('Patient', row.pet_id),
      ...encounterOf(row.visit_id),
      effectiveDateTime: String(row.test_date).slice(0, 10),
      issued: iso(row.updated_at),
      ...(performer ? { performer: [performer] } : {}),
      result: [ref('Observation', `${row.id}-value`)],
    });
  }

  // DocumentReference for every file of the export (the clinic's uploads; for one patient the
  // files its signatures name), with its SHA-256 when the storage can be read.
  const documents = new NdjsonFile('DocumentReference');
  await progress('DocumentReference');
  const fileRows = await db.query<Row>(
    patientId
      ? `SELECT f.id::text, f.storage_key, f.purpose, f.name, f.content_type, f.size_bytes, f.uploaded_by::text, f.created_at FROM main.files f
          WHERE f.deleted_at IS NULL AND f.id IN (
            SELECT signature_file_id FROM main.signed_treatment_plans WHERE clinic_id = $1 AND pet_id = $2
             UNION SELECT s.signature_file_id FROM main.consent_signatures s JOIN main.visits v ON v.id = s.visit_id WHERE s.clinic_id = $1 AND v.pet_id = $2)
          ORDER BY f.created_at, f.id`
      : `SELECT id::text, storage_key, purpose, name, content_type, size_bytes, uploaded_by::text, created_at FROM main.files
          WHERE clinic_id = $1 AND deleted_at IS NULL ORDER BY created_at, id`,
    params,
  );
  const fileContent = new Map<string, { base64: string; sha256: string }>();
  for (const file of fileRows) {
    const stored = options.storage ? await options.storage.get(file.storage_key).catch(() => null) : null;
    const sha256 = stored ? createHash('sha256').update(stored.body).digest('hex') : null;
    const inline = stored !== null && stored.body.length <= MAX_INLINE_FILE_BYTES;
    // Kept for the signatures' Provenance (signature images are small).
    if (stored && sha256 && stored.body.length <= MAX_SIGNATURE_BYTES) fileContent.set(file.id, { base64: stored.body.toString('base64'), sha256 });
    const author = practitioner(file.uploaded_by);
    documents.add({
      resourceType: 'DocumentReference',
      id: file.id,
      identifier: [{ system: `${VETCHART_FHIR}/file`, value: file.storage_key }],
      status: 'current',
      type: concept(String(file.purpose)),
      date: iso(file.created_at),
      ...(author ? { author: [author] } : {}),
      description: file.name,
      content: [
        {
          attachment: {
            ...(sha256 ? { extension: [{ url: SHA256_EXTENSION, valueString: sha256 }] } : {}),
            contentType: file.content_type,
            ...(stored ? { ...(inline ? { data: stored.body.toString('base64') } : {}), hash: createHash('sha1').update(stored.body).digest('base64') } : {}),
            size: stored ? stored.body.length : Number(file.size_bytes),
            title: file.name,
            creation: iso(file.created_at),
          },
        },
      ],
    });
  }
  const fileIds = new Set(fileRows.map((file) => file.id as string));

  // The SOAP notes themselves (the SOAP canvas's markdown), as clinical notes of their visits:
  // 'final' once finalized, 'preliminary' while a draft. Their AI-drafted parts are named by the
  // AI drafts' Provenance below.
  const notes = await db.query<Row>(
    `SELECT c.id::text, c.visit_id::text, c.pet_id::text, c.data, c.is_finalized, c.finalized_at, c.finalized_by_name,
            c.updated_by::text, c.updated_by_name, c.updated_at, c.version
       FROM main.soap_canvases c WHERE ${ofPets('pet_id', 'c.')} ORDER BY c.created_at, c.id`,
    petParams,
  );
  const noteTargets = new Map<string, string>();
  for (const note of notes) {
    if (!visitIds.has(note.visit_id)) continue;
    const markdown = Buffer.from(String((note.data as Row | null)?.final_soap ?? ''), 'utf8');
    const author = practitioner(note.updated_by, note.updated_by_name);
    noteTargets.set(note.visit_id, `DocumentReference/${note.id}`);
    documents.add({
      resourceType: 'DocumentReference',
      id: note.id,
      identifier: [{ system: `${VETCHART_FHIR}/soap-note`, value: `${note.id}:v${note.version}` }],
      status: 'current',
      docStatus: note.is_finalized ? 'final' : 'preliminary',
      type: concept('SOAP note', { system: LOINC, code: '11506-3', display: 'Progress note' }),
      subject: ref('Patient', note.pet_id),
      date: iso(note.finalized_at ?? note.updated_at),
      ...(author ? { author: [author] } : {}),
      description: note.is_finalized ? `SOAP note, finalized${note.finalized_by_name ? ` by ${note.finalized_by_name}` : ''}` : 'SOAP note (draft)',
      content: [
        {
          attachment: {
            extension: [{ url: SHA256_EXTENSION, valueString: createHash('sha256').update(markdown).digest('hex') }],
            contentType: 'text/markdown',
            data: markdown.toString('base64'),
            hash: createHash('sha1').update(markdown).digest('base64'),
            size: markdown.length,
            title: 'SOAP note',
          },
        },
      ],
      context: { encounter: [ref('Encounter', note.visit_id)] },
    });
  }

  // Consent: the signed consent forms (the form's text and its SHA-256) and the signed treatment
  // plans (the snapshot the client signed and its SHA-256); the drawn signature is a Provenance
  // signature on each, its image the DocumentReference of the signature file.
  const consents = new NdjsonFile('Consent');
  await progress('Consent');
  const signatureProvenance = (id: string, target: string, signedAt: unknown, signer: string, fileId: string, onBehalf: { reference: string } | null) => {
    const content = fileContent.get(fileId);
    provenances.add({
      resourceType: 'Provenance',
      id,
      target: [{ reference: target }],
      recorded: iso(signedAt),
      activity: concept('Signed'),
      agent: [{ type: concept('Performer', { system: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type', code: 'performer' }), who: { display: signer }, ...(onBehalf ? { onBehalfOf: onBehalf } : {}) }],
      ...(fileIds.has(fileId) ? { entity: [{ role: 'source', what: ref('DocumentReference', fileId, 'Signature image') }] } : {}),
      signature: [
        {
          type: [{ system: E1762, code: '1.2.840.10065.1.12.1.7', display: 'Consent Signature' }],
          when: iso(signedAt),
          who: { display: signer },
          sigFormat: 'image/png',
          ...(content ? { data: content.base64 } : {}),
        },
      ],
    });
  };
  const consentRows = await db.query<Row>(
    `SELECT s.id::text, s.visit_id::text, v.pet_id::text, s.text_sha256, s.declined, s.decline_reason, s.signer_name, s.signature_file_id::text,
            s.signature_sha256, s.channel, s.signed_by_user_id::text, s.signed_by_name, s.signed_at, f.kind, fv.title, fv.body, fv.version,
            w.reason AS withdrawn_reason, w.withdrawn_at
       FROM main.consent_signatures s JOIN main.visits v ON v.id = s.visit_id
       JOIN main.consent_forms f ON f.id = s.form_id JOIN main.consent_form_versions fv ON fv.id = s.form_version_id
       LEFT JOIN main.consent_withdrawals w ON w.signature_id = s.id
      WHERE s.clinic_id = $1 AND v.pet_id = ANY($2::uuid[]) ORDER BY s.signed_at, s.id`,
    petParams,
  );
  for (const row of consentRows) {
    const body = Buffer.from(String(row.body), 'utf8');
    const witness = practitioner(row.signed_by_user_id, row.signed_by_name);
    consents.add({
      resourceType: 'Consent',
      id: row.id,
      status: row.withdrawn_at ? 'inactive' : row.declined ? 'rejected' : 'active',
      scope: concept('Treatment', { system: 'http://terminology.hl7.org/CodeSystem/consentscope', code: 'treatment' }),
      category: [concept(`Consent form: ${row.title} (version ${row.version})`, { system: LOINC, code: '59284-0', display: 'Patient Consent' })],
      patient: ref('Patient', row.pet_id),
      dateTime: iso(row.signed_at),
      performer: [{ display: row.signer_name }],
      policyRule: concept(row.declined ? 'Declined' : 'Agreed', { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: row.declined ? 'OPTOUT' : 'OPTIN' }),
      sourceAttachment: {
        extension: [{ url: SHA256_EXTENSION, valueString: row.text_sha256 }],
        contentType: 'text/plain; charset=utf-8',
        data: body.toString('base64'),
        hash: createHash('sha1').update(body).digest('base64'),
        title: row.title,
      },
      verification: [{ verified: true, verificationDate: iso(row.signed_at) }],
      provision: {
        type: row.declined ? 'deny' : 'permit',
        ...(visitIds.has(row.visit_id) ? { data: [{ meaning: 'related', reference: ref('Encounter', row.visit_id) }] } : {}),
      },
    });
    signatureProvenance(`${row.id}-signature`, `Consent/${row.id}`, row.signed_at, row.signer_name, row.signature_file_id, witness);
  }
  const signedPlans = await db.query<Row>(
    `SELECT id::text, visit_id::text, pet_id::text, plan_id::text, plan_version, snapshot, snapshot_sha256, signer_name, signature_file_id::text,
            channel, decline_reason, signed_by_user_id::text, signed_at
       FROM main.signed_treatment_plans WHERE ${ofPets('pet_id')} ORDER BY signed_at, id`,
    petParams,
  );
  for (const row of signedPlans) {
    const snapshot = Buffer.from(JSON.stringify(row.snapshot), 'utf8');
    const declined = text(row.decline_reason) !== null;
    const witness = practitioner(row.signed_by_user_id);
    consents.add({
      resourceType: 'Consent',
      id: row.id,
      status: declined ? 'rejected' : 'active',
      scope: concept('Treatment', { system: 'http://terminology.hl7.org/CodeSystem/consentscope', code: 'treatment' }),
      category: [concept(`Signed treatment plan (version ${row.plan_version})`, { system: LOINC, code: '59284-0', display: 'Patient Consent' })],
      patient: ref('Patient', row.pet_id),
      dateTime: iso(row.signed_at),
      performer: [{ display: row.signer_name }],
      policyRule: concept(declined ? `Declined: ${row.decline_reason}` : 'Approved', { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: declined ? 'OPTOUT' : 'OPTIN' }),
      sourceAttachment: {
        extension: [{ url: SHA256_EXTENSION, valueString: row.snapshot_sha256 }],
        contentType: 'application/json',
        data: snapshot.toString('base64'),
        hash: createHash('sha1').update(snapshot).digest('base64'),
        title: `Treatment plan ${row.plan_id} version ${row.plan_version}`,
      },
      provision: {
        type: declined ? 'deny' : 'permit',
        data: [
          ...(visitIds.has(row.visit_id) ? [{ meaning: 'related', reference: ref('Encounter', row.visit_id) }] : []),
          ...((Array.isArray(row.snapshot?.items) ? (row.snapshot.items as Row[]) : [])
            .filter((item) => typeof item?.id === 'string' && planRows.has(item.id))
            .map((item) => ({ meaning: 'instance', reference: ref(item.kind === 'MEDICATION' ? 'MedicationRequest' : 'ServiceRequest', item.id) }))),
        ],
      },
    });
    signatureProvenance(`${row.id}-signature`, `Consent/${row.id}`, row.signed_at, row.signer_name, row.signature_file_id, witness);
  }

  await progress('Provenance');
  // Provenance of the AI's drafts: which part of which note the AI drafted, and who reviewed it.
  const drafts = await db.query<Row>(
    `SELECT d.id::text, d.visit_id::text, d.record, d.field, d.label, d.feature, d.provider, d.status, d.created_by::text, d.created_by_name,
            d.created_at, d.reviewed_by::text, d.reviewed_by_name, d.reviewed_at
       FROM main.ai_drafts d JOIN main.visits v ON v.id = d.visit_id WHERE d.clinic_id = $1 AND v.pet_id = ANY($2::uuid[]) ORDER BY d.created_at, d.id`,
    petParams,
  );
  for (const draft of drafts) {
    if (!visitIds.has(draft.visit_id)) continue;
    const requester = practitioner(draft.created_by, draft.created_by_name);
    const reviewer = practitioner(draft.reviewed_by, draft.reviewed_by_name);
    const canvasNote = noteTargets.get(draft.visit_id);
    const partTargets = draft.record === 'objective_note' ? (objectiveTargets.get(draft.visit_id) ?? []) : draft.record === 'soap_canvas' && canvasNote ? [canvasNote] : [];
    provenances.add({
      resourceType: 'Provenance',
      id: draft.id,
      extension: [{ url: AI_DRAFTED_EXTENSION, valueBoolean: true }],
      target: [ref('Encounter', draft.visit_id), ...partTargets.map((reference) => ({ reference }))],
      recorded: iso(draft.reviewed_at ?? draft.created_at),
      activity: concept(`AI-drafted ${draft.record.replaceAll('_', ' ')} field "${draft.label}" (${draft.field}), ${draft.status}`),
      agent: [
        { type: concept('Assembler', { system: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type', code: 'assembler' }), who: { display: `AI drafting (${draft.feature}, ${draft.provider})` } },
        ...(requester ? [{ type: concept('Enterer', { system: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type', code: 'enterer' }), who: requester }] : []),
        ...(reviewer ? [{ type: concept('Verifier', { system: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type', code: 'verifier' }), who: reviewer }] : []),
      ],
    });
  }

  // Practitioner for every staff member named above.
  const practitioners = new NdjsonFile('Practitioner');
  await progress('Practitioner');
  const users = staff.size
    ? await db.query<Row>(`SELECT id::text, email, first_name, last_name FROM auth.users WHERE id = ANY($1::uuid[])`, [[...staff.keys()]])
    : [];
  const userById = new Map(users.map((user) => [user.id as string, user]));
  for (const [id, keptName] of [...staff].sort(([a], [b]) => a.localeCompare(b))) {
    const user = userById.get(id);
    const name = text(`${user?.first_name ?? ''} ${user?.last_name ?? ''}`) ?? keptName ?? 'Staff member';
    practitioners.add({
      resourceType: 'Practitioner',
      id,
      identifier: [{ system: `${VETCHART_FHIR}/user`, value: id }],
      name: [{ text: name, ...(text(user?.last_name) ? { family: text(user?.last_name) } : {}), ...(text(user?.first_name) ? { given: [text(user?.first_name)] } : {}) }],
      ...(text(user?.email) ? { telecom: [{ system: 'email', value: text(user?.email) }] } : {}),
    });
  }

  for (const file of [observations, conditions, medications, services, reports, consents, documents, provenances, practitioners]) files.push(file.done());
  // As the Bulk Data specification has it, a type with no resources has no file.
  const written = files.filter((file) => file.count > 0);
  await options.onProgress?.({ step: 'done', done: total, total });
  const manifest = await buildManifest(db, { clinicId, clinicName: clinic.name, patientId, transactionTime, files: written });
  return { files: written, manifest };
}
