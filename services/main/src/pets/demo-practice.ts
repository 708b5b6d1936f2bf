// The demo clinic's pets synced from its sandbox practice system: the product hands in the
// practice's patients as thirdparty read them (as POST /pets/sync's readPracticeFirst does) and
// the clinic's lookup ids by name (lookupIdsByName, the inventory module's, as the pets demo gets
// them), in the transaction that connects the practice system; each is written by the sync's own
// importPatient, so the parent, the pet (source and source_id), its medical records and the audit
// entries are exactly a person's Sync. A patient whose species, breed or gender the clinic's lists
// no longer have is left out, as Sync would refuse it.
import type { Sql } from '@vetchart/platform/database';
import type { DemoLookupIds } from './demo.ts';
import { importPatient, type PracticeImport, type PracticePatient, type PracticeRecord } from './practice-sync.ts';

export interface DemoPracticePatient {
  source: string;
  patient: PracticePatient;
  medical_records: PracticeRecord[];
}

/** The id of the name in a lookup, compared as Sync compares them (trimmed, any case). */
function idByName(ids: Map<string, string>, name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  for (const [key, id] of ids) if (key.trim().toLowerCase() === wanted) return id;
  return undefined;
}

/** Syncs the practice's patients into the clinic, in the caller's transaction; `userId` acts (the clinic's owner). */
export async function syncDemoPracticePatients(
  sql: Sql,
  clinic: { clinicId: string; organizationId: string; userId: string; lookups: DemoLookupIds },
  patients: DemoPracticePatient[],
): Promise<void> {
  const scope = { clinicId: clinic.clinicId, organizationId: clinic.organizationId, userId: clinic.userId };
  for (const { source, patient, medical_records } of patients) {
    if (!patient.client) continue;
    const specieId = idByName(clinic.lookups.species, patient.species);
    const breedId = idByName(clinic.lookups.breeds, `${patient.species}/${patient.breed}`);
    const genderId = idByName(clinic.lookups.genders, patient.sex);
    if (!specieId || !breedId || !genderId) continue;
    const imported: PracticeImport = {
      source,
      patient: patient as PracticeImport['patient'],
      records: medical_records,
      specieId,
      breedId,
      genderId,
    };
    await importPatient(sql, scope, imported);
  }
}
