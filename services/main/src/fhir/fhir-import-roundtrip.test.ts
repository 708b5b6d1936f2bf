// Our own export read back (docs/fhir-import.md): the demo clinic's FHIR export (fhir-export.ts)
// planned into the demo clinic itself matches every parent, pet and visit and creates nothing; into
// a new clinic it creates them (given each pet's weight), exactly as the dry run said, and a second
// import creates nothing.
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@vetchart/platform/database';
import { createLocalFileStorage, type FileStorage } from '@vetchart/platform/file-storage';
import { createTestDatabase } from '@vetchart/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FHIR_IMPORT_KINDS, type FhirImportInput, type FhirImportReport } from '@vetchart/contracts/fhir/fhir-import';
import { MEDICAL_RECORD_FILES_AREA } from '../medical-history/record-files.ts';
import { exportClinic } from './fhir-export.ts';
import { applyImport, planImport, type ImportLookups } from './fhir-import.ts';

let db: Database;
let clinicId: string;
let input: FhirImportInput;
let lookups: ImportLookups;
let files: FileStorage;

const sizes = (kinds: FhirImportReport['create']) => Object.fromEntries(FHIR_IMPORT_KINDS.map((kind) => [kind, kinds[kind].length]));

beforeAll(async () => {
  db = await createTestDatabase({ from: 'demo' });
  files = createLocalFileStorage(path.join(await mkdtemp(path.join(tmpdir(), 'vetchart-fhir-import-')), MEDICAL_RECORD_FILES_AREA.folder), MEDICAL_RECORD_FILES_AREA.keys);
  const [clinic] = await db.query<{ id: string }>(
    `SELECT c.id::text FROM auth.clinics c JOIN auth.organizations o ON o.id = c.organization_id WHERE o.name = 'Demo Animal Hospital' ORDER BY c.created_at LIMIT 1`,
  );
  clinicId = clinic!.id;
  const exported = await exportClinic(db, { clinicId });
  input = {
    files: [
      { name: 'manifest.json', text: JSON.stringify(exported.manifest) },
      ...exported.files.map((file) => ({ name: file.name, text: file.bytes.toString('utf8') })),
    ],
  };
  // The demo clinic's lookups, as the inventory service answers them.
  const [species, breeds, genders] = await Promise.all([
    db.query<{ id: string; name: string }>(`SELECT id::text, specie AS name FROM inventory.species WHERE clinic_id = $1 AND deleted_at IS NULL`, [clinicId]),
    db.query<{ id: string; name: string; specieId: string }>(`SELECT id::text, breed AS name, specie_id::text AS "specieId" FROM inventory.breeds WHERE clinic_id = $1 AND deleted_at IS NULL`, [clinicId]),
    db.query<{ id: string; name: string }>(`SELECT id::text, gender AS name FROM inventory.genders WHERE clinic_id = $1 AND deleted_at IS NULL`, [clinicId]),
  ]);
  lookups = { species, breeds, genders };
});
afterAll(async () => db?.close());

describe('our own export read back', () => {
  it('into the clinic it came from: every parent, pet and visit matched, nothing created', async () => {
    const { report } = await planImport(db, clinicId, input, lookups);
    const [counts] = await db.query<{ parents: number; pets: number; visits: number }>(
      `SELECT (SELECT count(DISTINCT parent_id)::int FROM main.pets WHERE clinic_id = $1 AND deleted_at IS NULL) AS parents,
              (SELECT count(*)::int FROM main.pets WHERE clinic_id = $1 AND deleted_at IS NULL) AS pets,
              (SELECT count(*)::int FROM main.visits v JOIN main.pets p ON p.id = v.pet_id WHERE v.clinic_id = $1 AND v.deleted_at IS NULL AND p.deleted_at IS NULL) AS visits`,
      [clinicId],
    );
    expect(report.manifest?.format).toBe('vetchart-fhir-export/1');
    expect(sizes(report.create)).toEqual({ petParents: 0, pets: 0, visits: 0, vitals: 0, notes: 0, files: 0 });
    expect(report.match.pets).toHaveLength(counts!.pets);
    expect(report.match.petParents).toHaveLength(counts!.parents);
    expect(report.match.visits).toHaveLength(counts!.visits);
    expect(report.cannotMap.filter((problem) => problem.source.startsWith('Patient/') || problem.source.startsWith('Encounter/'))).toEqual([]);
  });

  it("into a new clinic: created exactly as the dry run said, and only once (the export carries each pet's profile weight)", async () => {
    const weights = await db.query<{ id: string }>(`SELECT id::text FROM main.pets WHERE clinic_id = $1`, [clinicId]);
    const withWeights = input;
    const principal = { clinicId: randomUUID(), organizationId: randomUUID(), userId: randomUUID(), clinicCode: 'FHIR-NEW', fullName: 'Nia Admin' };
    const { report: dryRun } = await planImport(db, principal.clinicId, withWeights, lookups);
    expect(dryRun.cannotMap.filter((problem) => problem.source.startsWith('Patient/') || problem.source.startsWith('Encounter/'))).toEqual([]);
    expect(dryRun.create.pets).toHaveLength(weights.length);
    expect(dryRun.match.pets).toEqual([]);
    const { report, created } = await applyImport(db, principal, withWeights, lookups, files);
    expect(report).toEqual(dryRun);
    expect(created).toEqual(sizes(dryRun.create));
    const [row] = await db.query<{ pets: number; parents: number; visits: number }>(
      `SELECT (SELECT count(*)::int FROM main.pets WHERE clinic_id = $1) AS pets, (SELECT count(*)::int FROM main.pet_parents WHERE clinic_id = $1) AS parents,
              (SELECT count(*)::int FROM main.visits WHERE clinic_id = $1) AS visits`,
      [principal.clinicId],
    );
    expect(row).toEqual({ pets: created.pets, parents: created.petParents, visits: created.visits });
    const again = await applyImport(db, principal, withWeights, lookups, files);
    expect(again.created).toEqual({ petParents: 0, pets: 0, visits: 0, vitals: 0, notes: 0, files: 0 });
  });
});
