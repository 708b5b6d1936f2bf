// The FHIR import (docs/fhir-import.md): a small hand-written R4 bulk export, its dry run, the
// import that creates exactly what the dry run reported, a second import that creates nothing,
// another clinic untouched; another system's plain Patients; and the REST routes' admin check and limits.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FHIR_IMPORT_MAX_LINES, FHIR_IMPORT_MESSAGES, type FhirImportReport } from '@vetchart/contracts/fhir/fhir-import';
import type { PetParentInput } from '@vetchart/contracts/pets/pet-parent';
import { createParent } from '../pet-parents/pet-parents.ts';
import { createPet } from '../pets/pets.ts';
import { medicalRecordFileStorage, RECORD_FILE_MESSAGES } from '../medical-history/record-files.ts';
import { startMainHarness, type MainHarness } from '../testing.ts';
import type { ClinicScope } from '../scope.ts';
import { SHA256_EXTENSION } from './fhir-export.ts';
import { PATIENT_ANIMAL, applyImport, planImport, type ImportLookups } from './fhir-import.ts';

let harness: MainHarness;
/** The medical record files' private storage, in the harness's data folder (as the service has it). */
const files = () => medicalRecordFileStorage({ config: { dataDir: harness.dataDir } } as Parameters<typeof medicalRecordFileStorage>[0], {});
const scopeA: ClinicScope = { clinicId: randomUUID(), organizationId: randomUUID(), userId: randomUUID() };
const scopeB: ClinicScope = { clinicId: randomUUID(), organizationId: randomUUID(), userId: randomUUID() };
const principalA = { ...scopeA, clinicCode: 'FHIR-A', fullName: 'Ada Admin' };

const id = () => randomUUID();
const S = { canine: id(), feline: id(), other: id() };
const lookups: ImportLookups = {
  species: [
    { id: S.canine, name: 'Canine' },
    { id: S.feline, name: 'Feline' },
    { id: S.other, name: 'Other' },
  ],
  breeds: [
    { id: id(), name: 'Labrador Retriever', specieId: S.canine },
    { id: id(), name: 'Domestic Shorthair', specieId: S.feline },
    { id: id(), name: 'Unknown', specieId: S.other },
  ],
  genders: ['Male', 'Female', 'Male (Neutered)', 'Female (Spayed)', 'Unknown'].map((name) => ({ id: id(), name })),
};

const coded = (display: string) => ({ valueCodeableConcept: { coding: [{ system: 'http://example.org/codes', code: display.toLowerCase(), display }] } });
const animal = (species: string, breed: string, genderStatus: string) => ({
  url: PATIENT_ANIMAL,
  extension: [
    { url: 'species', ...coded(species) },
    { url: 'breed', ...coded(breed) },
    { url: 'genderStatus', ...coded(genderStatus) },
  ],
});
const contact = (given: string, family: string, email: string, phone: string) => ({
  name: { given: [given], family },
  telecom: [
    { system: 'email', value: email },
    { system: 'phone', value: phone },
  ],
  address: { line: ['1 Main St'], city: 'Springfield', state: 'IL', postalCode: '62701' },
});
const vital = (obsId: string, patient: string, encounter: string | null, code: string, value: number, unit: string) => ({
  resourceType: 'Observation',
  id: obsId,
  status: 'final',
  code: { coding: [{ system: 'http://loinc.org', code }] },
  subject: { reference: `Patient/${patient}` },
  ...(encounter ? { encounter: { reference: `Encounter/${encounter}` } } : {}),
  effectiveDateTime: '2025-03-18T10:00:00Z',
  valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
});
const ndjson = (...lines: unknown[]) => lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n') + '\n';

// 2 parents (Hannah Brooks exists in the clinic, Leo Park is new), 3 importable pets (Biscuit is
// Hannah's existing pet), 1 pet of an unknown species, 2 encounters, vitals, a condition, a file,
// and what cannot be mapped: a Practitioner, a lab Observation, a broken line.
const bundle = {
  files: [
    {
      name: 'manifest.json',
      text: JSON.stringify({ format: 'vetchart-fhir-export/1', fhirVersion: '4.0.1', transactionTime: '2026-11-01T00:00:00Z', scope: { clinicId: 'x', clinicName: 'Old Clinic', patientId: null }, auditChainHead: null, output: [] }),
    },
    {
      name: 'Patient.ndjson',
      text: ndjson(
        { resourceType: 'Patient', id: 'p1', extension: [animal('Canine', 'Labrador Retriever', 'neutered')], name: [{ given: ['Biscuit'] }], gender: 'male', birthDate: '2019-04-12', contact: [contact('Hannah', 'Brooks', 'Hannah.Brooks@example.com', '(212) 555-0141')] },
        { resourceType: 'Patient', id: 'p2', extension: [animal('Feline', 'Domestic Shorthair', 'spayed')], name: [{ given: ['Mochi'] }], gender: 'female', birthDate: '2021-06-01' },
        { resourceType: 'Patient', id: 'p3', extension: [animal('Canine', 'Labrador Retriever', 'intact')], name: [{ given: ['Pepper'] }], gender: 'female', birthDate: '2020-01-05', contact: [contact('Leo', 'Park', 'leo.park@example.com', '3125550199')] },
        { resourceType: 'Patient', id: 'p4', extension: [animal('Iguana', 'Green', 'intact')], name: [{ given: ['Ziggy'] }], gender: 'male', birthDate: '2022-02-02', contact: [contact('Leo', 'Park', 'leo.park@example.com', '3125550199')] },
      ),
    },
    { name: 'RelatedPerson.ndjson', text: ndjson({ resourceType: 'RelatedPerson', id: 'rp1', patient: { reference: 'Patient/p2' }, ...contact('Leo', 'Park', 'leo.park@example.com', '312-555-0199') }) },
    {
      name: 'Encounter.ndjson',
      text: ndjson(
        { resourceType: 'Encounter', id: 'e1', status: 'finished', class: { code: 'AMB' }, subject: { reference: 'Patient/p2' }, period: { start: '2025-03-18T10:00:00Z' } },
        { resourceType: 'Encounter', id: 'e2', status: 'finished', class: { code: 'AMB' }, type: [{ text: 'Dental cleaning' }], subject: { reference: 'Patient/p3' }, period: { start: '2025-04-02T09:00:00Z' } },
      ),
    },
    {
      name: 'Observation.ndjson',
      text: ndjson(
        vital('o1', 'p2', 'e1', '29463-7', 4.2, 'kg'),
        vital('o2', 'p2', 'e1', '8310-5', 38.6, 'Cel'),
        vital('o3', 'p2', 'e1', '8867-4', 180, '/min'),
        vital('o4', 'p3', 'e2', '29463-7', 30, '[lb_av]'),
        '{"resourceType": "Observation", "id": "broken"',
        { ...vital('o5', 'p3', 'e2', '2345-7', 5.1, 'mmol/L'), code: { coding: [{ system: 'http://loinc.org', code: '2345-7', display: 'Glucose' }] } },
      ),
    },
    { name: 'Condition.ndjson', text: ndjson({ resourceType: 'Condition', id: 'c1', subject: { reference: 'Patient/p2' }, code: { text: 'Otitis externa' }, onsetDateTime: '2025-03-18' }) },
    {
      name: 'DocumentReference.ndjson',
      text: ndjson(
        { resourceType: 'DocumentReference', id: 'd1', status: 'current', subject: { reference: 'Patient/p3' }, date: '2025-04-02T09:30:00Z', description: 'Dental chart', content: [{ attachment: { contentType: 'application/pdf', url: 'https://old.example/files/d1.pdf' } }] },
        { resourceType: 'DocumentReference', id: 'd2', status: 'current', subject: { reference: 'Patient/p2' }, date: '2025-03-18', content: [{ attachment: { contentType: 'text/plain', title: 'Discharge note', data: Buffer.from('hello').toString('base64') } }] },
      ),
    },
    { name: 'Practitioner.ndjson', text: ndjson({ resourceType: 'Practitioner', id: 'pr1', name: [{ family: 'Vet' }] }) },
  ],
};

// Another system's plain Patient (no patient-animal extension), its Encounter and a weight.
const plainFiles = () => [
  {
    name: 'Patient.ndjson',
    text: ndjson({ resourceType: 'Patient', id: 'x-100', name: [{ text: 'Rex' }], gender: 'male', birthDate: '2018-08-08', contact: [contact('Sam', 'Lee', 'sam.lee@example.com', '4155550123')] }),
  },
  { name: 'Encounter.ndjson', text: ndjson({ resourceType: 'Encounter', id: 'x-e1', status: 'finished', class: { code: 'AMB' }, subject: { reference: 'Patient/x-100' }, period: { start: '2024-12-01T08:00:00Z' } }) },
  { name: 'Observation.ndjson', text: ndjson(vital('x-o1', 'x-100', null, '29463-7', 12, 'kg')) },
];

const counts = async (clinicId: string) => {
  const [row] = await harness.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM main.pet_parents WHERE clinic_id = $1) AS "petParents",
            (SELECT count(*)::int FROM main.pets WHERE clinic_id = $1) AS pets,
            (SELECT count(*)::int FROM main.visits WHERE clinic_id = $1) AS visits,
            (SELECT count(*)::int FROM main.vitals WHERE clinic_id = $1) AS vitals,
            (SELECT count(*)::int FROM main.pet_medical_records WHERE clinic_id = $1 AND kind = 'condition') AS notes,
            (SELECT count(*)::int FROM main.pet_medical_records WHERE clinic_id = $1 AND kind = 'document') AS files`,
    [clinicId],
  );
  return row!;
};
const sizes = (kinds: FhirImportReport['create']) => Object.fromEntries(Object.entries(kinds).map(([kind, items]) => [kind, items.length]));
const labels = (kinds: FhirImportReport['create']) => Object.fromEntries(Object.entries(kinds).map(([kind, items]) => [kind, items.map((item) => item.label).sort()]));
const delta = (after: Record<string, number>, before: Record<string, number>) => Object.fromEntries(Object.keys(after).map((kind) => [kind, after[kind]! - before[kind]!]));

const parentBody = (first: string, last: string, email: string, phone: string) =>
  ({
    firstName: first,
    lastName: last,
    email,
    phoneNumber: phone,
    dateOfBirth: null,
    address: { addressLine1: '1 Main St', addressLine2: null, city: 'Springfield', state: 'IL', zip: '62701' },
    emergencyContact: { firstName: first, lastName: last, phoneNumber: phone },
  }) as PetParentInput;
const seedBiscuit = async (scope: ClinicScope) => {
  const parent = await createParent(harness.db, scope, parentBody('Hannah', 'Brooks', 'hannah.brooks@example.com', '2125550141'));
  const pet = await createPet(harness.db, scope, {
    parentId: parent.id,
    name: 'Biscuit',
    breedId: lookups.breeds[0]!.id,
    specieId: S.canine,
    genderId: lookups.genders[2]!.id,
    color: 'Yellow',
    dateOfBirth: '2019-04-12',
    weight: 68.4,
    weightUnit: 'lb(s)',
    problems: [],
    note: null,
    microchip: null,
    image: null,
  } as unknown as Parameters<typeof createPet>[2]);
  return { parent, pet };
};

let biscuitA: string;
beforeAll(async () => {
  harness = await startMainHarness();
  biscuitA = (await seedBiscuit(scopeA)).pet.id;
  // The other clinic has a Hannah Brooks with a Biscuit too: never matched from clinic A.
  await seedBiscuit(scopeB);
});
afterAll(async () => harness?.close());

describe('planImport and applyImport', () => {
  let dryRun: FhirImportReport;

  it('reports what it would create, match and cannot map, writing nothing', async () => {
    const before = await counts(scopeA.clinicId);
    dryRun = (await planImport(harness.db, scopeA.clinicId, bundle, lookups)).report;
    expect(await counts(scopeA.clinicId)).toEqual(before);
    expect(labels(dryRun.create)).toEqual({
      petParents: ['Leo Park'],
      pets: ['Mochi (Leo Park)', 'Pepper (Leo Park)'],
      visits: ['Dental cleaning (Pepper)', 'Visit 2025-03-18 (Mochi)'],
      vitals: ['Vitals of Dental cleaning (Pepper)', 'Vitals of Visit 2025-03-18 (Mochi)'],
      notes: ['Otitis externa (Mochi)'],
      files: ['Dental chart (Pepper)', 'Discharge note (Mochi)'],
    });
    expect(labels(dryRun.match)).toEqual({ petParents: ['Hannah Brooks'], pets: ['Biscuit (Hannah Brooks)'], visits: [], vitals: [], notes: [], files: [] });
    expect(dryRun.match.pets[0]!.matchedId).toBe(biscuitA);
    expect(dryRun.cannotMap).toEqual([
      { source: 'Observation.ndjson:5', reason: 'Line 5 of Observation.ndjson is not valid JSON.' },
      { source: 'Practitioner/pr1', reason: 'Practitioner resources are not imported.' },
      { source: 'Patient/p4', reason: `Ziggy: The clinic has no species "Iguana". Add it to the clinic's lists, then import again.` },
      { source: 'Observation/o5', reason: expect.stringContaining('this is "Glucose"') },
    ]);
    expect(dryRun.manifest).toEqual({ format: 'vetchart-fhir-export/1', transactionTime: '2026-11-01T00:00:00Z', clinicName: 'Old Clinic' });
  });

  it('creates exactly what the dry run reported, and nothing in another clinic', async () => {
    const before = await counts(scopeA.clinicId);
    const otherBefore = await counts(scopeB.clinicId);
    const { report, created } = await applyImport(harness.db, principalA, bundle, lookups, files());
    expect(report).toEqual(dryRun);
    expect(created).toEqual(sizes(dryRun.create));
    expect(delta(await counts(scopeA.clinicId), before)).toEqual(sizes(dryRun.create));
    expect(await counts(scopeB.clinicId)).toEqual(otherBefore);
    const pets = await harness.db.query<{ name: string; parent: string; weight: string; weight_unit: string }>(
      `SELECT p.name, pp.first_name || ' ' || pp.last_name AS parent, p.weight::text AS weight, p.weight_unit FROM main.pets p JOIN main.pet_parents pp ON pp.id = p.parent_id
        WHERE p.clinic_id = $1 ORDER BY p.name`,
      [scopeA.clinicId],
    );
    expect(pets.map((pet) => [pet.name, pet.parent, Number(pet.weight), pet.weight_unit])).toEqual([
      ['Biscuit', 'Hannah Brooks', 68.4, 'lb(s)'],
      ['Mochi', 'Leo Park', 4.2, 'kg(s)'],
      ['Pepper', 'Leo Park', 30, 'lb(s)'],
    ]);
    const [vitals] = await harness.db.query<{ temperature: string; temperature_unit: string; heart_rate: number }>(
      `SELECT v.temperature::text AS temperature, v.temperature_unit, v.heart_rate FROM main.vitals v JOIN main.visits vi ON vi.id = v.visit_id WHERE vi.name = 'Visit 2025-03-18' AND v.clinic_id = $1`,
      [scopeA.clinicId],
    );
    expect(vitals).toMatchObject({ temperature: '38.6', temperature_unit: 'celsius', heart_rate: 180 });
    const [note] = await harness.db.query<{ notes: string }>(`SELECT notes FROM main.pet_medical_records WHERE clinic_id = $1 AND title = 'Discharge note'`, [scopeA.clinicId]);
    // A text attachment keeps its words, then what it was.
    expect(note!.notes).toBe('hello · text/plain · 5 bytes · SHA-256 2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
    const audit = await harness.db.query<{ action: string }>(`SELECT action FROM main.audit_log WHERE clinic_id = $1 AND action = 'fhir_import.applied'`, [scopeA.clinicId]);
    expect(audit).toHaveLength(1);
  });

  it('a second import creates nothing: everything is matched', async () => {
    const before = await counts(scopeA.clinicId);
    const plan = (await planImport(harness.db, scopeA.clinicId, bundle, lookups)).report;
    expect(sizes(plan.create)).toEqual({ petParents: 0, pets: 0, visits: 0, vitals: 0, notes: 0, files: 0 });
    expect(sizes(plan.match)).toEqual({ petParents: 2, pets: 3, visits: 2, vitals: 2, notes: 1, files: 2 });
    const { created } = await applyImport(harness.db, principalA, bundle, lookups, files());
    expect(created).toEqual({ petParents: 0, pets: 0, visits: 0, vitals: 0, notes: 0, files: 0 });
    expect(await counts(scopeA.clinicId)).toEqual(before);
  });

  it("another clinic's import matches none of clinic A's records", async () => {
    const plan = (await planImport(harness.db, scopeB.clinicId, bundle, lookups)).report;
    const aIds = new Set((await harness.db.query<{ id: string }>(`SELECT id FROM main.pets WHERE clinic_id = $1 UNION SELECT id FROM main.pet_parents WHERE clinic_id = $1`, [scopeA.clinicId])).map((row) => row.id));
    for (const items of Object.values(plan.match)) for (const item of items) expect(aIds.has(item.matchedId!)).toBe(false);
    expect(labels(plan.create).pets).toEqual(['Mochi (Leo Park)', 'Pepper (Leo Park)']);
  });

  it('nothing is half-written when a write fails', async () => {
    const scope = { ...principalA, clinicId: randomUUID(), organizationId: randomUUID() };
    const before = await counts(scope.clinicId);
    // A gender id that is not a uuid makes the pet's creation refuse after the parent was created.
    const broken = { ...lookups, genders: lookups.genders.map((gender) => ({ ...gender, id: 'not-a-uuid' })) };
    await expect(applyImport(harness.db, scope, bundle, broken, files())).rejects.toThrow();
    expect(await counts(scope.clinicId)).toEqual(before);
  });
});

describe("another system's plain Patients and Encounters", () => {
  const plain = { files: plainFiles() };

  it("imports them as pets of unknown species (the clinic's 'Other') and says so", async () => {
    const scope = { ...principalA, clinicId: randomUUID(), organizationId: randomUUID() };
    const plan = (await planImport(harness.db, scope.clinicId, plain, lookups)).report;
    expect(plan.create.pets).toEqual([{ source: 'Patient/x-100', label: 'Rex (Sam Lee)', note: 'species unknown (no patient-animal extension); breed unknown' }]);
    expect(labels(plan.create).visits).toEqual(['Visit 2024-12-01 (Rex)']);
    expect(plan.cannotMap).toEqual([]);
    const { created } = await applyImport(harness.db, scope, plain, lookups, files());
    expect(created).toEqual({ petParents: 1, pets: 1, visits: 1, vitals: 0, notes: 0, files: 0 });
    const [pet] = await harness.db.query<{ specie_id: string }>(`SELECT specie_id FROM main.pets WHERE clinic_id = $1`, [scope.clinicId]);
    expect(pet!.specie_id).toBe(S.other);
  });

  it("cannot map them when the clinic's lists have no species to file them under", async () => {
    const plan = (await planImport(harness.db, randomUUID(), plain, { ...lookups, species: lookups.species.filter((row) => row.name !== 'Other') })).report;
    expect(plan.create.pets).toEqual([]);
    expect(plan.cannotMap).toEqual([
      { source: 'Patient/x-100', reason: "Rex: Species unknown (no patient-animal extension) and the clinic's lists have no 'Unknown' or 'Other' species to file it under." },
      { source: 'Encounter/x-e1', reason: 'Its patient Patient/x-100 cannot be imported.' },
      { source: 'Observation/x-o1', reason: 'Its patient Patient/x-100 cannot be imported.' },
    ]);
  });
});

describe('a Bundle', () => {
  it('in a .json file spread over lines is read whole, its entries as resources', async () => {
    const entries = plainFiles().flatMap((file) => file.text.trim().split('\n').map((text) => ({ resource: JSON.parse(text) })));
    const bundleFile = { files: [{ name: 'export.json', text: JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: entries }, null, 2) }] };
    const plan = (await planImport(harness.db, randomUUID(), bundleFile, lookups)).report;
    expect(labels(plan.create).pets).toEqual(['Rex (Sam Lee)']);
    expect(plan.cannotMap).toEqual([]);
  });
});

describe('POST /fhir-import/plan and /fhir-import/apply', () => {
  const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'FHIR-REST' };

  it('are for admins only', async () => {
    const vet = await harness.tokenFor({ ...clinic, isClientAdmin: false, isSuperAdmin: false, roleName: 'veterinarian', permissions: ['Add new Pet', 'Add Visit'] });
    for (const path of ['/fhir-import/plan', '/fhir-import/apply']) {
      const { status } = await harness.call('POST', path, { token: vet, body: bundle });
      expect(status).toBe(403);
    }
  });

  it("plans with the clinic's lookups from the inventory service, reporting broken lines by number", async () => {
    const admin = await harness.tokenFor({ ...clinic, isClientAdmin: true });
    const { status, body } = await harness.call('POST', '/fhir-import/plan', { token: admin, body: bundle });
    expect(status).toBe(200);
    expect(body.data.create.pets.map((pet: { label: string }) => pet.label)).toContain('Pepper (Leo Park)');
    expect(body.data.cannot_map).toContainEqual({ source: 'Observation.ndjson:5', reason: 'Line 5 of Observation.ndjson is not valid JSON.' });
    expect(await counts(clinic.clinicId)).toEqual({ petParents: 0, pets: 0, visits: 0, vitals: 0, notes: 0, files: 0 });
  });

  it('refuses too many lines and no files with their messages', async () => {
    const admin = await harness.tokenFor({ ...clinic, isClientAdmin: true });
    const many = await harness.call('POST', '/fhir-import/plan', { token: admin, body: { files: [{ name: 'Patient.ndjson', text: '{}\n'.repeat(FHIR_IMPORT_MAX_LINES + 1) }] } });
    expect(many).toMatchObject({ status: 413, body: { message: FHIR_IMPORT_MESSAGES.tooManyLines } });
    const none = await harness.call('POST', '/fhir-import/apply', { token: admin, body: { files: [] } });
    expect(none).toMatchObject({ status: 400, body: { message: FHIR_IMPORT_MESSAGES.noFiles } });
  });
});

describe('a SOAP note in the files', () => {
  it("becomes its visit's SOAP note (finalized as it was), reported as such, and is matched when imported again", async () => {
    const scope = { ...principalA, clinicId: randomUUID(), organizationId: randomUUID() };
    const markdown = '## Subjective\nLimping.\n\n## Plan\nRest for two weeks.\n';
    const withNote = {
      files: [
        ...plainFiles(),
        {
          name: 'DocumentReference.ndjson',
          text: ndjson({
            resourceType: 'DocumentReference',
            id: 'x-note-1',
            status: 'current',
            docStatus: 'final',
            type: { coding: [{ system: 'http://loinc.org', code: '11506-3', display: 'Progress note' }], text: 'SOAP note' },
            subject: { reference: 'Patient/x-100' },
            date: '2024-12-01T09:00:00Z',
            author: [{ display: 'Dr. Old Clinic' }],
            content: [{ attachment: { contentType: 'text/markdown', data: Buffer.from(markdown).toString('base64'), title: 'SOAP note' } }],
            context: { encounter: [{ reference: 'Encounter/x-e1' }] },
          }),
        },
      ],
    };
    const plan = (await planImport(harness.db, scope.clinicId, withNote, lookups)).report;
    expect(plan.create.notes).toEqual([{ source: 'DocumentReference/x-note-1', label: 'SOAP note of Visit 2024-12-01 (Rex)', note: "the visit's SOAP note, finalized" }]);
    expect(plan.create.files).toEqual([]);
    const { created } = await applyImport(harness.db, scope, withNote, lookups, files());
    expect(created).toMatchObject({ visits: 1, notes: 1, files: 0 });
    const [canvas] = await harness.db.query<{ data: { final_soap: string }; is_finalized: boolean; finalized_by_name: string }>(
      `SELECT c.data, c.is_finalized, c.finalized_by_name FROM main.soap_canvases c JOIN main.visits v ON v.id = c.visit_id WHERE v.clinic_id = $1`,
      [scope.clinicId],
    );
    expect(canvas).toEqual({ data: { final_soap: markdown, prompt: '', chat_history: [] }, is_finalized: true, finalized_by_name: 'Dr. Old Clinic' });
    // Imported again: the visit and its note are matched, nothing is created.
    const again = await applyImport(harness.db, scope, withNote, lookups, files());
    expect(again.created).toEqual({ petParents: 0, pets: 0, visits: 0, vitals: 0, notes: 0, files: 0 });
    expect(again.report.match.notes).toHaveLength(1);
  });
});

describe("a document's attached file", () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3000)]);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const document = (docId: string, attachment: Record<string, unknown>) => ({
    resourceType: 'DocumentReference',
    id: docId,
    status: 'current',
    subject: { reference: 'Patient/x-100' },
    date: '2024-12-01',
    description: `Radiology report ${docId}`,
    content: [{ attachment: { contentType: 'application/pdf', title: `${docId}.pdf`, data: pdf.toString('base64'), ...attachment } }],
  });
  const withFiles = {
    files: [
      ...plainFiles(),
      {
        name: 'DocumentReference.ndjson',
        text: ndjson(
          // Our export's: the SHA-256 extension and FHIR's SHA-1 hash.
          document('x-doc-1', { extension: [{ url: SHA256_EXTENSION, valueString: sha256 }], hash: createHash('sha1').update(pdf).digest('base64'), size: pdf.length }),
          document('x-doc-bad-sha256', { extension: [{ url: SHA256_EXTENSION, valueString: '0'.repeat(64) }] }),
          document('x-doc-bad-sha1', { hash: createHash('sha1').update('something else').digest('base64') }),
          document('x-doc-bad-base64', { data: '%%%not base64%%%' }),
        ),
      },
    ],
  };
  const storedKeys = async () => readdir(path.join(harness.dataDir, 'medical-record-files')).catch(() => [] as string[]);
  const scope = { ...principalA, clinicId: randomUUID(), organizationId: randomUUID() };

  it('the dry run reports the file with its size and that it will be kept, refuses the ones whose hashes do not match, and writes nothing', async () => {
    const keysBefore = await storedKeys();
    const plan = (await planImport(harness.db, scope.clinicId, withFiles, lookups)).report;
    expect(plan.create.files).toEqual([{ source: 'DocumentReference/x-doc-1', label: 'Radiology report x-doc-1 (Rex)', note: `its contents are kept (${pdf.length} bytes)` }]);
    expect(plan.cannotMap).toEqual([
      { source: 'DocumentReference/x-doc-bad-sha256', reason: expect.stringMatching(/^The attached data's SHA-256 is [0-9a-f]{64}, not the 0{64} its attachment-sha256 names/) },
      { source: 'DocumentReference/x-doc-bad-sha1', reason: expect.stringContaining("SHA-1 is not the attachment's hash") },
      { source: 'DocumentReference/x-doc-bad-base64', reason: 'The attached data is not valid base64, so the file cannot be kept.' },
    ]);
    expect(await counts(scope.clinicId)).toEqual({ petParents: 0, pets: 0, visits: 0, vitals: 0, notes: 0, files: 0 });
    expect(await storedKeys()).toEqual(keysBefore);
  });

  it('the import keeps its bytes in the private storage, linked to the record; they read back the same', async () => {
    const { created } = await applyImport(harness.db, scope, withFiles, lookups, files());
    expect(created).toMatchObject({ pets: 1, files: 1 });
    const [record] = await harness.db.query<{ id: string; pet_id: string; file_key: string; file_name: string; file_content_type: string; file_size: string; file_sha256: string }>(
      `SELECT id, pet_id, file_key, file_name, file_content_type, file_size, file_sha256 FROM main.pet_medical_records WHERE clinic_id = $1 AND kind = 'document'`,
      [scope.clinicId],
    );
    expect(record).toMatchObject({ file_name: 'x-doc-1.pdf', file_content_type: 'application/pdf', file_sha256: sha256 });
    expect(Number(record!.file_size)).toBe(pdf.length);
    expect(record!.file_key).toMatch(/^[0-9a-f]{32}\.bin$/);
    expect((await files().get(record!.file_key))!.body.equals(pdf)).toBe(true);
    // Never in the public uploads area.
    expect(await readdir(path.join(harness.dataDir, 'files')).catch(() => [] as string[])).not.toContain(record!.file_key);

    // Any member of the clinic (who reads the pet's history) opens it; another clinic's member gets 404.
    const vet = await harness.tokenFor({ clinicId: scope.clinicId, organizationId: scope.organizationId, isClientAdmin: false, roleName: 'veterinarian', permissions: [] });
    const answer = await harness.request('GET', `/pets/${record!.pet_id}/medical-records/${record!.id}/file`, { token: vet });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('x-content-sha256')).toBe(sha256);
    expect(Buffer.from(await answer.arrayBuffer()).equals(pdf)).toBe(true);
    const [audited] = await harness.db.query(`SELECT 1 FROM main.audit_log WHERE clinic_id = $1 AND action = 'medical_record.file_downloaded' AND target_id = $2`, [scope.clinicId, record!.id]);
    expect(audited).toBeTruthy();

    const stranger = await harness.tokenFor({ clinicId: randomUUID(), organizationId: scope.organizationId, isClientAdmin: true });
    expect((await harness.call('GET', `/pets/${record!.pet_id}/medical-records/${record!.id}/file`, { token: stranger })).status).toBe(404);
    // A record without a file, or one that is not the pet's, is not found.
    const condition = await harness.call('GET', `/pets/${record!.pet_id}/medical-records/${randomUUID()}/file`, { token: vet });
    expect(condition).toMatchObject({ status: 404, body: { message: RECORD_FILE_MESSAGES.notFound } });

    // The pet's medical records name the file.
    const list = await harness.call('GET', `/pets/${record!.pet_id}/medical-records`, { token: vet });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: record!.id, kind: 'document', attachment: { name: 'x-doc-1.pdf', content_type: 'application/pdf', size: pdf.length, sha256 } }),
    ]);
    // It is one of the pet's files, not a line of its medical history summary (no 'problem' of a hash).
    const summary = await harness.call('GET', `/pets/${record!.pet_id}/medical-history-summary`, { token: vet });
    expect(summary.status).toBe(200);
    expect(JSON.stringify(summary.body.data)).not.toContain(sha256);
  });

  it('a rolled-back import leaves no record naming a file', async () => {
    const other = { ...principalA, clinicId: randomUUID(), organizationId: randomUUID() };
    const broken = { ...lookups, genders: lookups.genders.map((gender) => ({ ...gender, id: 'not-a-uuid' })) };
    await expect(applyImport(harness.db, other, withFiles, broken, files())).rejects.toThrow();
    expect(await counts(other.clinicId)).toMatchObject({ files: 0 });
  });
});
