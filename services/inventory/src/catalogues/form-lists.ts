// What the public subjective form lists from this service — a clinic's species names and its
// medication names (Treatment Protocols) — for the links the e-check-in scheduler mails: the
// services host reads them here and hands them to the main service (docs/echeckin.md), as the
// gateway gathers them with the sender's session for 'Send History Form'.
import type { Database } from '@vetchart/platform/database';

/** How many medication names a form offers at most (as the gateway's gathering). */
const MAX_MEDICATIONS = 1000;

export async function clinicFormLists(db: Database, clinicIds: string[]): Promise<Map<string, { species_names: Record<string, string>; medications: string[] }>> {
  const lists = new Map(clinicIds.map((id) => [id, { species_names: {} as Record<string, string>, medications: [] as string[] }]));
  if (!clinicIds.length) return lists;
  const species = await db.query<{ id: string; clinic_id: string; specie: string }>(
    `SELECT id, clinic_id, specie FROM inventory.species WHERE clinic_id = ANY($1::uuid[]) AND deleted_at IS NULL`,
    [clinicIds],
  );
  for (const row of species) lists.get(row.clinic_id)!.species_names[row.id] = row.specie;
  const medications = await db.query<{ clinic_id: string; name: string }>(
    `SELECT clinic_id, name FROM (
       SELECT DISTINCT clinic_id, name FROM inventory.medications WHERE clinic_id = ANY($1::uuid[]) AND deleted_at IS NULL
     ) named ORDER BY clinic_id, name`,
    [clinicIds],
  );
  for (const row of medications) {
    const list = lists.get(row.clinic_id)!.medications;
    if (list.length < MAX_MEDICATIONS) list.push(row.name);
  }
  return lists;
}
