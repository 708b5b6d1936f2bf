// Importing FHIR R4 bulk data (docs/fhir-import.md): our own export or another
// system's Patients and Encounters. `planImport` reads the files and the clinic's records and says
// what it would create, what it matched and what it cannot map, writing nothing; `applyImport`
// makes the same plan inside one transaction and creates exactly what it said, each record audited.
// Matches find what an earlier import created (main.fhir_import_links), so a second run creates nothing.
import { createHash } from 'node:crypto';
import type { Database, Sql } from '@vetchart/platform/database';
import type { FileStorage } from '@vetchart/platform/file-storage';
import { HttpError } from '@vetchart/platform/http';
import {
  FHIR_IMPORT_KINDS,
  FHIR_IMPORT_MAX_LINES,
  FHIR_IMPORT_MESSAGES,
  type FhirImportInput,
  type FhirImportItem,
  type FhirImportKind,
  type FhirImportProblem,
  type FhirImportReport,
} from '@vetchart/contracts/fhir/fhir-import';
import type { PetParentInput } from '@vetchart/contracts/pets/pet-parent';
import { createParent } from '../pet-parents/pet-parents.ts';
import { createPet } from '../pets/pets.ts';
import { readLookupRows, sameName } from '../pets/practice-sync.ts';
import { insertVisit, type VisitCreator } from '../visits/create-visit.ts';
import { isUuid, recordAudit, type ClinicScope } from '../scope.ts';
import { newMedicalRecordFileKey } from '../medical-history/record-files.ts';
import type { FhirManifest } from './fhir-export-contract.ts';
import { SHA256_EXTENSION } from './fhir-export.ts';

export const PATIENT_ANIMAL = 'http://hl7.org/fhir/StructureDefinition/patient-animal';
/** Our export's extension naming a contact's pet parent id (fhir-export.ts). */
const PARENT_ID_EXTENSION = 'https://vetchart.app/fhir/StructureDefinition/pet-parent-id';
/** The source main.pet_medical_records and the audit name for what an import wrote. */
export const FHIR_SOURCE = 'fhir';
const VITAL_CODES = { '29463-7': 'weight', '8310-5': 'temperature', '8867-4': 'heartRate', '9279-1': 'respiratoryRate' } as const;
type VitalField = (typeof VITAL_CODES)[keyof typeof VITAL_CODES];
/** Names a clinic's lists may use for 'we do not know'. */
const UNKNOWN_NAMES = ['unknown', 'other', 'mixed', 'mixed breed'];

/** The clinic's lookups (inventory service), read with the caller's token before planning. */
export interface ImportLookups {
  species: Array<{ id: string; name: string }>;
  breeds: Array<{ id: string; name: string; specieId: string }>;
  genders: Array<{ id: string; name: string }>;
}

type Raw = Record<string, any>;
interface Resource extends Raw {
  resourceType: string;
  id: string;
}

/** The files read: resources by 'Type/id', what could not be read, the manifest if any. */
export interface ParsedImport {
  resources: Map<string, Resource>;
  problems: FhirImportProblem[];
  manifest: FhirImportReport['manifest'];
}

const MAX_LINE_PROBLEMS = 200;

/** Reads manifest.json and the NDJSON files (a line holding a Bundle gives its entries); never writes. */
export function parseImportFiles(input: FhirImportInput): ParsedImport {
  const resources = new Map<string, Resource>();
  const problems: FhirImportProblem[] = [];
  let manifest: ParsedImport['manifest'] = null;
  const lines = input.files.reduce((sum, file) => sum + file.text.split('\n').filter((line) => line.trim()).length, 0);
  if (lines > FHIR_IMPORT_MAX_LINES) throw new HttpError(413, FHIR_IMPORT_MESSAGES.tooManyLines);
  const add = (resource: Raw, where: string) => {
    if (typeof resource.resourceType !== 'string') return problems.push({ source: where, reason: 'Not a FHIR resource: it has no resourceType.' });
    if (resource.resourceType === 'Bundle') {
      for (const [index, entry] of ((resource.entry ?? []) as Raw[]).entries()) if (entry?.resource) add(entry.resource, `${where} entry ${index + 1}`);
      return;
    }
    if (typeof resource.id !== 'string' || !resource.id) return problems.push({ source: where, reason: `${resource.resourceType} has no id, so nothing can refer to it.` });
    const key = `${resource.resourceType}/${resource.id}`;
    if (resources.has(key)) return problems.push({ source: where, reason: `${key} appears twice; the first one is used.` });
    resources.set(key, resource as Resource);
  };
  for (const file of input.files) {
    const base = file.name.split(/[\\/]/).pop()!;
    if (base.toLowerCase() === 'manifest.json') {
      try {
        const parsed = JSON.parse(file.text) as Partial<FhirManifest>;
        manifest = { format: String(parsed.format ?? ''), transactionTime: String(parsed.transactionTime ?? ''), clinicName: parsed.scope?.clinicName ?? null };
      } catch (error) {
        problems.push({ source: base, reason: `manifest.json is not valid JSON (${(error as Error).message}).` });
      }
      continue;
    }
    // A .json file holding one resource or a Bundle (spread over many lines) is read whole.
    if (base.toLowerCase().endsWith('.json')) {
      let whole: unknown;
      try {
        whole = JSON.parse(file.text);
      } catch {
        whole = undefined;
      }
      if (whole && typeof whole === 'object' && !Array.isArray(whole)) {
        add(whole as Raw, base);
        continue;
      }
    }
    for (const [index, line] of file.text.split('\n').entries()) {
      if (!line.trim()) continue;
      const where = `${base}:${index + 1}`;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        if (problems.length < MAX_LINE_PROBLEMS) problems.push({ source: where, reason: `Line ${index + 1} of ${base} is not valid JSON.` });
        continue;
      }
      if (!value || typeof value !== 'object' || Array.isArray(value)) problems.push({ source: where, reason: `Line ${index + 1} of ${base} is not a JSON object.` });
      else add(value as Raw, where);
    }
  }
  return { resources, problems, manifest };
}

// ——— reading FHIR ———

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const refKey = (reference: Raw | undefined) => text(reference?.reference).replace(/^.*\/(\w+\/[^/]+)$/, '$1');
const conceptText = (concept: Raw | undefined) => text(concept?.text) || text(concept?.coding?.[0]?.display) || text(concept?.coding?.[0]?.code);

function humanName(names: Raw[] | undefined): { first: string; last: string } {
  const name = (names ?? []).find((entry) => entry?.use === 'official') ?? names?.[0];
  if (!name) return { first: '', last: '' };
  const first = text(name.given?.[0]);
  const last = text(name.family);
  if (first || last) return { first, last };
  const parts = text(name.text).split(/\s+/);
  return { first: parts[0] ?? '', last: parts.slice(1).join(' ') };
}

const telecom = (list: Raw[] | undefined, system: string) => text((list ?? []).find((entry) => entry?.system === system)?.value);
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

interface ParentDraft {
  /** Our export's parent id (the contact's pet-parent-id extension), when there is one. */
  ownId: string | null;
  key: string;
  source: string;
  first: string;
  last: string;
  email: string;
  phone: string;
  address: { line1: string; line2: string | null; city: string; state: string; zip: string };
}

function parentDraft(key: string, source: string, person: Raw): ParentDraft {
  const { first, last } = humanName(Array.isArray(person.name) ? person.name : person.name ? [person.name] : []);
  const address = (Array.isArray(person.address) ? person.address[0] : person.address) ?? {};
  const ownId = text(((person.extension ?? []) as Raw[]).find((entry) => entry?.url === PARENT_ID_EXTENSION)?.valueString);
  return {
    ownId: isUuid(ownId) ? ownId : null,
    key,
    source,
    first,
    last,
    email: telecom(person.telecom, 'email').toLowerCase(),
    phone: phoneDigits(telecom(person.telecom, 'phone')),
    address: { line1: text(address.line?.[0]), line2: text(address.line?.[1]) || null, city: text(address.city), state: text(address.state), zip: text(address.postalCode) },
  };
}

const animalPart = (patient: Raw, part: string): Raw | undefined =>
  ((patient.extension ?? []) as Raw[]).find((entry) => entry?.url === PATIENT_ANIMAL)?.extension?.find((entry: Raw) => entry?.url === part)?.valueCodeableConcept;

/** The gender lookup name for a patient: from `gender` and the genderStatus code (or text: 'neutered', 'Male (Neutered)'). */
function genderName(patient: Raw): string {
  const sex = text(patient.gender).toLowerCase();
  const concept = animalPart(patient, 'genderStatus');
  const status = [text(concept?.coding?.[0]?.code), conceptText(concept)].join(' ').toLowerCase();
  const altered = /neutered|spayed/.test(status);
  if (sex === 'male') return altered ? 'Male (Neutered)' : 'Male';
  if (sex === 'female') return altered ? 'Female (Spayed)' : 'Female';
  return 'Unknown';
}

function vital(observation: Raw): { field: VitalField; value: number; unit: string } | null {
  const code = ((observation.code?.coding ?? []) as Raw[]).find((coding) => text(coding.system).includes('loinc') && coding.code in VITAL_CODES)?.code as keyof typeof VITAL_CODES | undefined;
  const quantity = observation.valueQuantity;
  if (!code || typeof quantity?.value !== 'number') return null;
  return { field: VITAL_CODES[code], value: quantity.value, unit: text(quantity.code) || text(quantity.unit) };
}

/** A weight in kg or lb (UCUM 'kg', '[lb_av]'; other systems write 'lb', 'lbs'). */
function weightOf(quantity: { value: number; unit: string }): { value: number; unit: 'kg' | 'lbs' } | null {
  const unit = quantity.unit.toLowerCase();
  if (quantity.value <= 0) return null;
  if (unit === 'kg') return { value: quantity.value, unit: 'kg' };
  if (unit === 'g') return { value: Math.round(quantity.value / 10) / 100, unit: 'kg' };
  if (['[lb_av]', 'lb', 'lbs', 'lb(s)'].includes(unit)) return { value: quantity.value, unit: 'lbs' };
  return null;
}

const dateOf = (value: unknown) => (/^\d{4}-\d{2}-\d{2}/.test(text(value)) ? text(value).slice(0, 10) : null);

// ——— the plan ———

interface PlannedParent extends ParentDraft {
  matchedId: string | null;
}
interface PlannedPet {
  /** Matched by our own id: the clinic's own export read back, whose notes and files it already holds. */
  own: boolean;
  key: string;
  name: string;
  parent: PlannedParent;
  matchedId: string | null;
  specieId: string;
  breedId: string;
  genderId: string;
  dateOfBirth: string;
  weight: { value: number; unit: 'kg' | 'lbs' };
}
interface PlannedVisit {
  key: string;
  pet: PlannedPet;
  name: string;
  start: string | null;
  matchedId: string | null;
}
interface PlannedVitals {
  visit: PlannedVisit;
  sources: string[];
  values: Partial<Record<VitalField, { value: number; unit: string }>>;
  matched: boolean;
}
interface PlannedRecord {
  kind: 'notes' | 'files';
  key: string;
  id: string;
  pet: PlannedPet;
  date: string;
  recordKind: string;
  title: string;
  notes: string;
  matched: boolean;
  /** A SOAP note of a visit in the files: it becomes that visit's SOAP note (its canvas), not a medical record. */
  soapNote?: { visit: PlannedVisit; markdown: string; finalized: boolean; authorName: string | null };
  /** A document's attached data, decoded and checked: kept in the medical record files' storage. */
  file?: PlannedFile;
}

interface PlannedFile {
  data: Buffer;
  sha256: string;
  name: string;
  contentType: string;
}

export interface ImportPlan {
  report: FhirImportReport;
  parents: PlannedParent[];
  pets: PlannedPet[];
  visits: PlannedVisit[];
  vitals: PlannedVitals[];
  records: PlannedRecord[];
}

const emptyKinds = () => Object.fromEntries(FHIR_IMPORT_KINDS.map((kind) => [kind, [] as FhirImportItem[]])) as Record<FhirImportKind, FhirImportItem[]>;
const petLabel = (pet: PlannedPet) => `${pet.name} (${`${pet.parent.first} ${pet.parent.last}`.trim()})`;

async function linkedId(sql: Sql, clinicId: string, resource: string, table: string): Promise<string | null> {
  const [row] = await sql.query<{ id: string }>(
    `SELECT t.id FROM main.fhir_import_links l JOIN main.${table} t ON t.id = l.target_id AND t.clinic_id = l.clinic_id AND t.deleted_at IS NULL
      WHERE l.clinic_id = $1 AND l.resource = $2`,
    [clinicId, resource],
  );
  return row?.id ?? null;
}

/**
 * What importing these files into the clinic would do: per kind what it creates and what it matched,
 * and each resource it cannot map with the reason. Reads only; every match is the clinic's own record.
 */
export async function planImport(db: Sql, clinicId: string, input: FhirImportInput, lookups: ImportLookups): Promise<ImportPlan> {
  const parsed = parseImportFiles(input);
  const { resources } = parsed;
  const report: FhirImportReport = { create: emptyKinds(), match: emptyKinds(), cannotMap: [...parsed.problems], manifest: parsed.manifest };
  const cannot = (source: string, reason: string) => report.cannotMap.push({ source, reason });
  const byType = (type: string) => [...resources.values()].filter((resource) => resource.resourceType === type);
  const handled = new Set(['Patient', 'RelatedPerson', 'Encounter', 'Observation', 'Condition', 'DocumentReference']);
  for (const resource of resources.values()) {
    if (!handled.has(resource.resourceType)) cannot(`${resource.resourceType}/${resource.id}`, `${resource.resourceType} resources are not imported.`);
  }

  // Pet parents: a RelatedPerson of the patient, else the patient's first contact; one record per e-mail or name and phone.
  const parents: PlannedParent[] = [];
  const relatedOf = new Map<string, Resource>();
  for (const related of byType('RelatedPerson')) {
    const patient = refKey(related.patient);
    if (!resources.has(patient)) cannot(`RelatedPerson/${related.id}`, `It refers to ${patient || 'no patient'}, which is not in the files.`);
    else if (!relatedOf.has(patient)) relatedOf.set(patient, related);
  }
  // A parent is planned only with a pet that can be imported (no parent is created without one).
  const resolveParent = async (draft: ParentDraft): Promise<PlannedParent> => {
    const same = parents.find((parent) => (draft.email && parent.email === draft.email) || (draft.phone && parent.phone === draft.phone && sameName(parent.first, draft.first) && sameName(parent.last, draft.last)));
    if (same) return same;
    let matchedId = await linkedId(db, clinicId, draft.key, 'pet_parents');
    if (!matchedId && draft.ownId) {
      const [row] = await db.query<{ id: string }>(`SELECT id FROM main.pet_parents WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL`, [draft.ownId, clinicId]);
      matchedId = row?.id ?? null;
    }
    if (!matchedId) {
      const [row] = await db.query<{ id: string }>(
        `SELECT id FROM main.pet_parents WHERE clinic_id = $1 AND deleted_at IS NULL
           AND (($2 <> '' AND lower(email) = $2) OR ($3 <> '' AND phone_number = $3 AND lower(first_name) = lower($4) AND lower(last_name) = lower($5)))
         ORDER BY created_at, id LIMIT 1`,
        [clinicId, draft.email, draft.phone, draft.first, draft.last],
      );
      matchedId = row?.id ?? null;
    }
    return { ...draft, matchedId };
  };
  const registerParent = (parent: PlannedParent) => {
    if (parents.includes(parent)) return;
    parents.push(parent);
    const item = { source: parent.source, label: `${parent.first} ${parent.last}`.trim(), ...(parent.matchedId ? { matchedId: parent.matchedId } : {}) };
    (parent.matchedId ? report.match : report.create).petParents.push(item);
  };
  const draftOfPatient = new Map<string, ParentDraft>();
  for (const patient of byType('Patient')) {
    const key = `Patient/${patient.id}`;
    const related = relatedOf.get(key);
    const contact = ((patient.contact ?? []) as Raw[]).find((entry) => entry?.name);
    const draft = related ? parentDraft(`RelatedPerson/${related.id}`, `RelatedPerson/${related.id}`, related) : contact ? parentDraft(`${key}#contact`, `${key} contact`, contact) : null;
    if (!draft) continue;
    if (!draft.first || !draft.last) {
      cannot(draft.source, 'The pet parent has no first and last name.');
      continue;
    }
    if (!draft.email && !draft.phone) {
      cannot(draft.source, `${draft.first} ${draft.last} has no e-mail or phone number to match or reach them by.`);
      continue;
    }
    draftOfPatient.set(key, draft);
  }

  // Latest body weight per patient, for a pet the clinic has not got yet (a pet's weight is required).
  const observations = byType('Observation');
  const latestWeight = new Map<string, { value: number; unit: 'kg' | 'lbs'; at: string }>();
  for (const observation of observations) {
    const found = vital(observation);
    const weight = found?.field === 'weight' ? weightOf(found) : null;
    const subject = refKey(observation.subject);
    const at = text(observation.effectiveDateTime) || text(observation.issued);
    if (weight && (!latestWeight.has(subject) || latestWeight.get(subject)!.at < at)) latestWeight.set(subject, { ...weight, at });
  }

  // Pets.
  const pets = new Map<string, PlannedPet>();
  const pick = <T extends { name: string }>(list: T[], name: string) => list.find((row) => sameName(row.name, name));
  const unknownOf = <T extends { name: string }>(list: T[]) => UNKNOWN_NAMES.map((name) => pick(list, name)).find(Boolean);
  for (const patient of byType('Patient')) {
    const key = `Patient/${patient.id}`;
    const draft = draftOfPatient.get(key);
    // An animal is called by its own name: the name's text, else its given name (a family name may be the owner's).
    const petName = ((patient.name ?? []) as Raw[]).find((entry) => entry?.use === 'official') ?? patient.name?.[0];
    const name = (text(petName?.text) || text(petName?.given?.[0]) || text(petName?.family)).slice(0, 100);
    const notes: string[] = [];
    const fail = (reason: string) => cannot(key, name ? `${name}: ${reason}` : reason);
    if (!name) {
      fail('The patient has no name.');
      continue;
    }
    if (!draft) {
      fail('No pet parent to import it with (neither a RelatedPerson nor a Patient.contact with a name and an e-mail or phone).');
      continue;
    }
    const speciesName = conceptText(animalPart(patient, 'species'));
    let specie = speciesName ? pick(lookups.species, speciesName) : undefined;
    if (speciesName && !specie) {
      fail(`The clinic has no species "${speciesName}". Add it to the clinic's lists, then import again.`);
      continue;
    }
    if (!speciesName) {
      specie = unknownOf(lookups.species);
      if (!specie) {
        fail("Species unknown (no patient-animal extension) and the clinic's lists have no 'Unknown' or 'Other' species to file it under.");
        continue;
      }
      notes.push('species unknown (no patient-animal extension)');
    }
    const breedName = conceptText(animalPart(patient, 'breed'));
    const breeds = lookups.breeds.filter((breed) => breed.specieId === specie!.id);
    let breed = breedName ? pick(breeds, breedName) : undefined;
    if (breedName && !breed) {
      fail(`The clinic has no ${specie!.name} breed "${breedName}". Add it to the clinic's lists, then import again.`);
      continue;
    }
    if (!breed) {
      breed = unknownOf(breeds);
      if (!breed) {
        fail(`Breed unknown and the clinic's ${specie!.name} breeds have no 'Unknown', 'Other' or 'Mixed' breed to file it under.`);
        continue;
      }
      notes.push('breed unknown');
    }
    // Our export names the clinic's own gender in the genderStatus text ('Male (Neutered)').
    const gender = pick(lookups.genders, conceptText(animalPart(patient, 'genderStatus'))) ?? pick(lookups.genders, genderName(patient)) ?? unknownOf(lookups.genders);
    if (!gender) {
      fail(`The clinic has no gender "${genderName(patient)}".`);
      continue;
    }
    const dateOfBirth = dateOf(patient.birthDate);
    if (!dateOfBirth) {
      fail('Missing birthDate (a pet needs a date of birth).');
      continue;
    }
    const weight = latestWeight.get(key);
    const parent = await resolveParent(draft);
    const linked = await linkedId(db, clinicId, key, 'pets');
    const own = linked ? null : isUuid(patient.id) ? await ownPet(db, clinicId, patient.id) : null;
    let matchedId = linked ?? own;
    if (!matchedId && parent.matchedId) {
      const [row] = await db.query<{ id: string }>(
        `SELECT id FROM main.pets WHERE clinic_id = $1 AND parent_id = $2 AND lower(name) = lower($3) AND deleted_at IS NULL ORDER BY created_at, id LIMIT 1`,
        [clinicId, parent.matchedId, name],
      );
      matchedId = row?.id ?? null;
    }
    if (!matchedId && !weight) {
      fail('No body weight (an Observation with LOINC 29463-7) to create the pet with.');
      continue;
    }
    registerParent(parent);
    const pet: PlannedPet = { own: Boolean(own), key, name, parent, matchedId, specieId: specie!.id, breedId: breed.id, genderId: gender.id, dateOfBirth, weight: weight ?? { value: 1, unit: 'kg' } };
    pets.set(key, pet);
    const item: FhirImportItem = { source: key, label: petLabel(pet), ...(matchedId ? { matchedId } : {}), ...(notes.length ? { note: notes.join('; ') } : {}) };
    (matchedId ? report.match : report.create).pets.push(item);
  }

  // Visits.
  const visits = new Map<string, PlannedVisit>();
  for (const encounter of byType('Encounter')) {
    const key = `Encounter/${encounter.id}`;
    const subject = refKey(encounter.subject);
    const pet = pets.get(subject);
    if (!pet) {
      cannot(key, resources.has(subject) ? `Its patient ${subject} cannot be imported.` : `It refers to ${subject || 'no patient'}, which is not in the files.`);
      continue;
    }
    const start = text(encounter.period?.start) || null;
    const name = (conceptText(encounter.type?.[0]) || `Visit ${dateOf(start) ?? 'without a date'}`).slice(0, 200);
    let matchedId = await linkedId(db, clinicId, key, 'visits');
    const ids = [encounter.id, ...((encounter.identifier ?? []) as Raw[]).map((identifier) => text(identifier?.value))].filter(isUuid);
    if (!matchedId && ids.length && pet.matchedId) {
      const [row] = await db.query<{ id: string }>(`SELECT id FROM main.visits WHERE clinic_id = $1 AND pet_id = $2 AND id = ANY($3::uuid[]) AND deleted_at IS NULL LIMIT 1`, [clinicId, pet.matchedId, ids]);
      matchedId = row?.id ?? null;
    }
    const visit = { key, pet, name, start: start && !Number.isNaN(Date.parse(start)) ? new Date(start).toISOString() : null, matchedId };
    visits.set(key, visit);
    const item: FhirImportItem = { source: key, label: `${name} (${pet.name})`, ...(matchedId ? { matchedId } : {}) };
    (matchedId ? report.match : report.create).visits.push(item);
  }

  // Vitals: one set per visit, from its Observations by LOINC code.
  const vitals = new Map<string, PlannedVitals>();
  for (const observation of observations) {
    const key = `Observation/${observation.id}`;
    const found = vital(observation);
    const subject = refKey(observation.subject);
    if (!found) {
      cannot(key, `Only vitals are imported (LOINC ${Object.keys(VITAL_CODES).join(', ')} with a valueQuantity); this is "${conceptText(observation.code) || 'uncoded'}".`);
      continue;
    }
    const visit = visits.get(refKey(observation.encounter));
    if (!visit) {
      // A weight without a visit still gave a new pet its weight.
      if (found.field === 'weight' && pets.has(subject)) continue;
      if (!pets.has(subject)) {
        cannot(key, resources.has(subject) ? `Its patient ${subject} cannot be imported.` : `It refers to ${subject || 'no patient'}, which is not in the files.`);
        continue;
      }
      cannot(key, observation.encounter ? `It refers to ${refKey(observation.encounter)}, which cannot be imported.` : 'Vitals are kept per visit and it names no Encounter.');
      continue;
    }
    const value = found.field === 'weight' ? weightOf(found) : found.field === 'temperature' ? temperatureOf(found) : { value: Math.round(found.value), unit: '' };
    if (!value) {
      cannot(key, `Unit "${found.unit}" of its ${found.field} is not one we read.`);
      continue;
    }
    const entry = vitals.get(visit.key) ?? { visit, sources: [], values: {}, matched: false };
    entry.values[found.field] ??= value;
    entry.sources.push(key);
    vitals.set(visit.key, entry);
  }
  for (const entry of vitals.values()) {
    if (entry.visit.matchedId) {
      const [row] = await db.query(`SELECT 1 FROM main.vitals WHERE visit_id = $1 AND clinic_id = $2`, [entry.visit.matchedId, clinicId]);
      entry.matched = Boolean(row);
    }
    const item = { source: entry.sources.join(', '), label: `Vitals of ${entry.visit.name} (${entry.visit.pet.name})` };
    (entry.matched ? report.match : report.create).vitals.push(entry.matched ? { ...item, matchedId: entry.visit.matchedId! } : item);
  }

  // Notes (Conditions) and files (DocumentReferences) become the pet's medical records.
  const records: PlannedRecord[] = [];
  for (const resource of [...byType('Condition'), ...byType('DocumentReference')]) {
    const key = `${resource.resourceType}/${resource.id}`;
    const isFile = resource.resourceType === 'DocumentReference';
    const subject = refKey(resource.subject);
    const pet = pets.get(subject);
    if (!pet) {
      cannot(key, resources.has(subject) ? `Its patient ${subject} cannot be imported.` : `It refers to ${subject || 'no patient'}, which is not in the files.`);
      continue;
    }
    const attachment = (resource.content?.[0]?.attachment ?? {}) as Raw;
    const title = (isFile ? text(resource.description) || text(attachment.title) : conceptText(resource.code)).slice(0, 500);
    if (!title) {
      cannot(key, isFile ? 'The document has no description or attachment title.' : 'The condition has no code or text.');
      continue;
    }
    if (isFile && !text(attachment.url) && !text(attachment.data)) {
      cannot(key, 'The document has neither attachment data nor a url.');
      continue;
    }
    const date = dateOf(isFile ? resource.date : (resource.onsetDateTime ?? resource.recordedDate)) ?? dateOf(resource.meta?.lastUpdated) ?? new Date().toISOString().slice(0, 10);
    // A SOAP note (LOINC 11506-3 progress note, markdown) of a visit in the files is that visit's note.
    const noteVisit = isFile ? visits.get(refKey(resource.context?.encounter?.[0])) : undefined;
    const isSoapNote = isFile && noteVisit && ((resource.type?.coding ?? []) as Raw[]).some((coding) => text(coding?.code) === '11506-3') && text(attachment.contentType) === 'text/markdown' && text(attachment.data);
    if (isSoapNote && noteVisit) {
      const markdown = Buffer.from(text(attachment.data), 'base64').toString('utf8');
      if (Buffer.byteLength(markdown) > MAX_NOTE_TEXT_BYTES) {
        cannot(key, 'The SOAP note is larger than 200 KB.');
        continue;
      }
      const [existing] = noteVisit.matchedId ? await db.query(`SELECT 1 FROM main.soap_canvases WHERE visit_id = $1`, [noteVisit.matchedId]) : [];
      const finalized = text(resource.docStatus) === 'final';
      const authorName = text(((resource.author ?? []) as Raw[])[0]?.display) || null;
      const record: PlannedRecord = { kind: 'notes', key, id: key, pet, date, recordKind: 'soap_note', title: 'SOAP note', notes: '', matched: Boolean(existing), soapNote: { visit: noteVisit, markdown, finalized, authorName } };
      records.push(record);
      const item = { source: key, label: `SOAP note of ${noteVisit.name} (${pet.name})`, ...(existing ? { matchedId: noteVisit.matchedId! } : { note: finalized ? 'the visit\'s SOAP note, finalized' : 'the visit\'s SOAP note, a draft' }) };
      (existing ? report.match : report.create).notes.push(item);
      continue;
    }
    // Attached data is kept as the record's file (decoded, and checked against the hashes it came with).
    let file: PlannedFile | undefined;
    if (isFile && text(attachment.data)) {
      const decoded = decodeAttachment(attachment);
      if (typeof decoded === 'string') {
        cannot(key, decoded);
        continue;
      }
      file = { ...decoded, name: fileName(text(attachment.title) || title), contentType: contentTypeOf(attachment.contentType) };
    }
    const data = file?.data ?? null;
    // A written note (plain text) also keeps its words in the record, not only its file.
    const words = data && /^text\//.test(text(attachment.contentType)) && data.length <= MAX_NOTE_TEXT_BYTES ? data.toString('utf8').trim() : '';
    const notes = isFile
      ? [
          words,
          text(attachment.contentType),
          text(attachment.url),
          data ? `${data.length} bytes` : attachment.size ? `${attachment.size} bytes` : '',
          file ? `SHA-256 ${file.sha256}` : '',
        ]
          .filter(Boolean)
          .join(' · ')
      : [conceptText(resource.clinicalStatus), conceptText(resource.verificationStatus), text(resource.note?.[0]?.text)].filter(Boolean).join(' · ');
    // The clinic's own export read back: its conditions and files are the chart's own, already there.
    let matched = pet.own;
    if (!matched && pet.matchedId) {
      const [row] = await db.query(`SELECT 1 FROM main.pet_medical_records WHERE pet_id = $1 AND source = $2 AND source_id = $3`, [pet.matchedId, FHIR_SOURCE, key]);
      matched = Boolean(row);
    }
    const record: PlannedRecord = { kind: isFile ? 'files' : 'notes', key, id: key, pet, date, recordKind: isFile ? 'document' : 'condition', title, notes, matched, ...(file ? { file } : {}) };
    records.push(record);
    const kept = file ? `its contents are kept (${file.data.length} bytes)` : '';
    const item = {
      source: key,
      label: `${title} (${pet.name})`,
      ...(matched ? { matchedId: pet.matchedId! } : {}),
      ...(kept || words ? { note: [kept, words ? 'its text is kept in the medical record' : ''].filter(Boolean).join('; ') } : {}),
    };
    (matched ? report.match : report.create)[record.kind].push(item);
  }
  return { report, parents, pets: [...pets.values()], visits: [...visits.values()], vitals: [...vitals.values()], records };
}

/** A text attachment (a note) up to this size keeps its words in the imported medical record. */
const MAX_NOTE_TEXT_BYTES = 200_000;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * An attachment's `data` decoded (strict base64; the import's 6 MB limit bounds it) and checked
 * against the SHA-256 of our export's `attachment-sha256` extension and FHIR's `hash` (SHA-1,
 * base64) when they are there; a string is the reason it cannot be kept.
 */
export function decodeAttachment(attachment: Raw): { data: Buffer; sha256: string } | string {
  const encoded = text(attachment.data).replace(/\s+/g, '');
  if (!BASE64.test(encoded) || encoded.length % 4 !== 0) return 'The attached data is not valid base64, so the file cannot be kept.';
  const data = Buffer.from(encoded, 'base64');
  const sha256 = createHash('sha256').update(data).digest('hex');
  const extension = ((attachment.extension ?? []) as Raw[]).find((entry) => entry?.url === SHA256_EXTENSION);
  const expected = text(extension?.valueString).toLowerCase();
  if (extension && (!HEX_SHA256.test(expected) || expected !== sha256)) {
    return `The attached data's SHA-256 is ${sha256}, not the ${expected || '(empty)'} its attachment-sha256 names: the file was changed or cut short, so it is not kept.`;
  }
  const hash = text(attachment.hash);
  if (hash && createHash('sha1').update(data).digest('base64') !== hash) {
    return "The attached data's SHA-1 is not the attachment's hash: the file was changed or cut short, so it is not kept.";
  }
  return { data, sha256 };
}

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/;
/** The attachment's content type when it is one (no parameters kept), else application/octet-stream. */
const contentTypeOf = (value: unknown) => {
  const type = text(value).split(';')[0]!.trim().toLowerCase();
  return CONTENT_TYPE.test(type) ? type : 'application/octet-stream';
};
/** A file name to offer when it is downloaded: no folders, no control characters, at most 200 characters. */
const fileName = (value: string) =>
  [...value.split(/[\\/]/).pop()!]
    .filter((char) => char.charCodeAt(0) >= 32 && char !== '\u007f' && char !== '"')
    .join('')
    .trim()
    .slice(0, 200) || 'file';

function temperatureOf(quantity: { value: number; unit: string }): { value: number; unit: 'celsius' | 'fahrenheit' } | null {
  const unit = quantity.unit.toLowerCase();
  if (['cel', '°c', 'c'].includes(unit)) return { value: Math.round(quantity.value * 10) / 10, unit: 'celsius' };
  if (['[degf]', '°f', 'f'].includes(unit)) return { value: Math.round(quantity.value * 10) / 10, unit: 'fahrenheit' };
  return null;
}

async function ownPet(db: Sql, clinicId: string, id: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(`SELECT id FROM main.pets WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL`, [id, clinicId]);
  return row?.id ?? null;
}

/** What applyImport wrote, per kind (the same counts as its plan's `create`). */
export type ImportCreated = Record<FhirImportKind, number>;

async function link(tx: Sql, scope: ClinicScope, resource: string, targetType: string, targetId: string): Promise<void> {
  await tx.query(
    `INSERT INTO main.fhir_import_links (clinic_id, resource, target_type, target_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (clinic_id, resource) DO UPDATE SET target_type = EXCLUDED.target_type, target_id = EXCLUDED.target_id`,
    [scope.clinicId, resource, targetType, targetId],
  );
}

/**
 * Plans the import inside one transaction and creates what the plan says it would: parents and pets
 * through main's own creation code, visits as POST /visits makes them, vitals, and medical records.
 * Everything or nothing; a second run matches what the first created.
 */
export async function applyImport(
  db: Database,
  principal: VisitCreator,
  input: FhirImportInput,
  lookups: ImportLookups,
  /** The medical record files' storage (medical-history/record-files.ts), where attached data is kept. */
  files: FileStorage,
): Promise<{ report: FhirImportReport; created: ImportCreated }> {
  const scope: ClinicScope = { clinicId: principal.clinicId, organizationId: principal.organizationId, userId: principal.userId };
  return db.transaction(async (tx) => {
    // Two imports of one clinic at once would both plan to create the same records: the second waits.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('fhir-import:' || $1))`, [scope.clinicId]);
    const plan = await planImport(tx, scope.clinicId, input, lookups);
    const created: ImportCreated = Object.fromEntries(FHIR_IMPORT_KINDS.map((kind) => [kind, 0])) as ImportCreated;
    const parentIds = new Map<PlannedParent, string>();
    for (const parent of plan.parents) {
      if (parent.matchedId) {
        parentIds.set(parent, parent.matchedId);
        continue;
      }
      const body: PetParentInput = {
        firstName: parent.first,
        lastName: parent.last,
        email: parent.email,
        phoneNumber: parent.phone,
        dateOfBirth: null,
        address: { addressLine1: parent.address.line1, addressLine2: parent.address.line2, city: parent.address.city, state: parent.address.state, zip: parent.address.zip },
        emergencyContact: { firstName: parent.first, lastName: parent.last, phoneNumber: parent.phone },
      } as PetParentInput;
      const view = await createParent(tx, scope, body);
      await link(tx, scope, parent.key, 'pet_parent', view.id);
      parentIds.set(parent, view.id);
      created.petParents += 1;
    }
    const petIds = new Map<PlannedPet, string>();
    for (const pet of plan.pets) {
      if (pet.matchedId) {
        petIds.set(pet, pet.matchedId);
        await link(tx, scope, pet.key, 'pet', pet.matchedId);
        continue;
      }
      const view = await createPet(tx, scope, {
        parentId: parentIds.get(pet.parent)!,
        name: pet.name,
        breedId: pet.breedId,
        specieId: pet.specieId,
        genderId: pet.genderId,
        color: 'Unknown',
        dateOfBirth: pet.dateOfBirth,
        weight: pet.weight.value,
        weightUnit: pet.weight.unit === 'kg' ? 'kg(s)' : 'lb(s)',
        problems: [],
        note: null,
        microchip: null,
        image: null,
      } as unknown as Parameters<typeof createPet>[2]);
      await link(tx, scope, pet.key, 'pet', view.id);
      petIds.set(pet, view.id);
      created.pets += 1;
    }
    const visitIds = new Map<PlannedVisit, string>();
    for (const visit of plan.visits) {
      if (visit.matchedId) {
        visitIds.set(visit, visit.matchedId);
        await link(tx, scope, visit.key, 'visit', visit.matchedId);
        continue;
      }
      const petId = petIds.get(visit.pet)!;
      const visitId = await insertVisit(tx, principal, petId, visit.name, { createdAt: visit.start, auditDetail: { source: FHIR_SOURCE, source_id: visit.key } });
      await link(tx, scope, visit.key, 'visit', visitId);
      visitIds.set(visit, visitId);
      created.visits += 1;
    }
    for (const entry of plan.vitals) {
      if (entry.matched) continue;
      const visitId = visitIds.get(entry.visit)!;
      const { weight, temperature, heartRate, respiratoryRate } = entry.values;
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO main.vitals (visit_id, pet_id, organization_id, clinic_id, temperature, temperature_unit, respiratory_rate, heart_rate,
           weight, weight_unit, created_by, updated_by, updated_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12) RETURNING id`,
        [visitId, petIds.get(entry.visit.pet), scope.organizationId, scope.clinicId, temperature?.value ?? null, temperature?.unit ?? null,
          respiratoryRate?.value ?? null, heartRate?.value ?? null, weight?.value ?? null, weight?.unit ?? null, scope.userId, principal.fullName],
      );
      await recordAudit(tx, scope, { action: 'vitals.created', targetType: 'vitals', targetId: row!.id, detail: { visit_id: visitId, before: null, after: entry.values, source: FHIR_SOURCE, source_ids: entry.sources } });
      created.vitals += 1;
    }
    for (const record of plan.records) {
      if (record.matched) continue;
      const petId = petIds.get(record.pet)!;
      if (record.soapNote) {
        // The visit's SOAP note as its canvas: final as the source had it (the note is then locked), or a draft.
        const note = record.soapNote;
        const visitId = visitIds.get(note.visit)!;
        const finalizedBy = note.authorName ?? principal.fullName;
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO main.soap_canvases (organization_id, clinic_id, pet_id, visit_id, data, is_finalized, finalized_at, finalized_by_name, created_by, updated_by, updated_by_name)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6, CASE WHEN $6 THEN clock_timestamp() END, CASE WHEN $6 THEN $7 END, $8, $8, $9) RETURNING id`,
          [scope.organizationId, scope.clinicId, petId, visitId, JSON.stringify({ final_soap: note.markdown, prompt: '', chat_history: [] }), note.finalized, finalizedBy, scope.userId, principal.fullName],
        );
        await recordAudit(tx, scope, { action: 'soap_canvas.imported', targetType: 'soap_canvas', targetId: row!.id, detail: { visit_id: visitId, source: FHIR_SOURCE, source_id: record.key, before: null, after: { is_finalized: note.finalized } } });
        created.notes += 1;
        continue;
      }
      // The bytes first, under a new random key, then the row naming them: a rolled-back import can
      // leave bytes no row names (never read), but never a row naming bytes that are not there.
      const file = record.file;
      const fileKey = file ? newMedicalRecordFileKey() : null;
      if (file && fileKey) await files.put(fileKey, file.data, file.contentType);
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO main.pet_medical_records (organization_id, clinic_id, pet_id, source, source_id, record_date, kind, title, notes, source_position,
           file_key, file_name, file_content_type, file_size, file_sha256)
         VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, 0, $10, $11, $12, $13, $14) RETURNING id`,
        [scope.organizationId, scope.clinicId, petId, FHIR_SOURCE, record.key, record.date, record.recordKind, record.title, record.notes,
          fileKey, file?.name ?? null, file?.contentType ?? null, file?.data.length ?? null, file?.sha256 ?? null],
      );
      await recordAudit(tx, scope, {
        action: 'medical_record.imported',
        targetType: 'medical_record',
        targetId: row!.id,
        detail: { pet_id: petId, source: FHIR_SOURCE, source_id: record.key, kind: record.recordKind, title: record.title, ...(file ? { file: { name: file.name, content_type: file.contentType, size: file.data.length, sha256: file.sha256 } } : {}) },
      });
      created[record.kind] += 1;
    }
    // The plan said what would be created; anything else is a bug, and nothing is kept.
    for (const kind of FHIR_IMPORT_KINDS) {
      if (created[kind] !== plan.report.create[kind].length) throw new Error(`FHIR import created ${created[kind]} ${kind}, planned ${plan.report.create[kind].length}`);
    }
    await recordAudit(tx, scope, {
      action: 'fhir_import.applied',
      targetType: 'clinic',
      targetId: scope.clinicId,
      detail: { created, matched: Object.fromEntries(FHIR_IMPORT_KINDS.map((kind) => [kind, plan.report.match[kind].length])), cannot_map: plan.report.cannotMap.length },
    });
    return { report: plan.report, created };
  });
}

/** The clinic's species, genders and the breeds of the species the files name, read from the inventory service with the caller's token. */
export async function readImportLookups(inventory: string, authorization: string, input: FhirImportInput): Promise<ImportLookups> {
  // The same reading and name matching as a practice sync's (pets/practice-sync.ts).
  const get = (path: string, field: string) => readLookupRows(inventory, authorization, path, field, LOOKUPS_FAILED);
  const [species, genders] = await Promise.all([get('/specie?limit=100', 'specie'), get('/pet-gender?limit=100', 'gender')]);
  // The breeds named in the files, and each species' 'unknown' breeds, searched by name like a sync does.
  const wanted = new Map<string, Set<string>>();
  const { resources } = parseImportFiles(input);
  for (const resource of resources.values()) {
    if (resource.resourceType !== 'Patient') continue;
    const specie = species.find((row) => sameName(row.name, conceptText(animalPart(resource, 'species')))) ?? species.find((row) => UNKNOWN_NAMES.includes(row.name.toLowerCase()));
    if (!specie) continue;
    const names = wanted.get(specie.id) ?? new Set(UNKNOWN_NAMES);
    const breed = conceptText(animalPart(resource, 'breed'));
    if (breed) names.add(breed.toLowerCase());
    wanted.set(specie.id, names);
  }
  // Each named species' breeds read once, a page of 100 at a time (not one search per breed name),
  // and matched here by name as a sync matches them.
  const breeds: ImportLookups['breeds'] = [];
  for (const [specieId, names] of wanted) {
    for (let page = 0; page < MAX_BREED_PAGES; page += 1) {
      const rows = await get(`/breed?limit=100&offset=${page * 100}&specie_id=${specieId}`, 'breed');
      for (const row of rows) if ([...names].some((name) => sameName(row.name, name))) breeds.push({ ...row, specieId });
      if (rows.length < 100) break;
    }
  }
  return { species, breeds, genders };
}

/** A species' breeds are read at most this many pages of 100 deep. */
const MAX_BREED_PAGES = 50;

export const LOOKUPS_FAILED = "Oops, the clinic's species and breed lists could not be read. Please try again later.";
