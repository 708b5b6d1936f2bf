// The ids of a clinic's species, breeds and genders by name, for other services' demo data: the
// main service seeds demo pets through this (called by the product at seed time) instead of
// reading the inventory schema itself.
import type { Sql } from '@vetchart/platform/database';

export interface LookupIdsByName {
  species: Map<string, string>;
  /** Keyed `${specie}/${breed}`. */
  breeds: Map<string, string>;
  genders: Map<string, string>;
}

export async function lookupIdsByName(sql: Sql, clinicId: string): Promise<LookupIdsByName> {
  const species = await sql.query<{ id: string; specie: string }>(
    `SELECT id, specie FROM inventory.species WHERE clinic_id = $1 AND deleted_at IS NULL`,
    [clinicId],
  );
  const breeds = await sql.query<{ id: string; breed: string; specie: string }>(
    `SELECT b.id, b.breed, s.specie FROM inventory.breeds b JOIN inventory.species s ON s.id = b.specie_id
      WHERE b.clinic_id = $1 AND b.deleted_at IS NULL AND s.deleted_at IS NULL`,
    [clinicId],
  );
  const genders = await sql.query<{ id: string; gender: string }>(
    `SELECT id, gender FROM inventory.genders WHERE clinic_id = $1 AND deleted_at IS NULL`,
    [clinicId],
  );
  return {
    species: new Map(species.map((row) => [row.specie, row.id])),
    breeds: new Map(breeds.map((row) => [`${row.specie}/${row.breed}`, row.id])),
    genders: new Map(genders.map((row) => [row.gender, row.id])),
  };
}
