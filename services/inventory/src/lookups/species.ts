// The clinic's species (spec 000: Species { id, specie }; add and edit send `name`):
// GET/POST/PUT/DELETE /specie. A species that breeds or vaccines still use cannot be deleted.
import type { Sql } from '@vetchart/platform/database';
import { conflict, notFound } from '@vetchart/platform/http';
import type { SpecieInput } from '@vetchart/contracts/catalogues/lookups';
import { nameLookup, type NameRow } from './name-lookup.ts';
import { recordAudit, type ClinicScope } from './scope.ts';

export type SpecieRow = NameRow<'specie'>;

const species = nameLookup({
  table: 'species',
  column: 'specie',
  field: 'name',
  sortableByName: true,
  taken: (name) => `A specie named "${name}" already exists.`,
  notFound: 'Specie not found.',
});

/** Newest first (the table), or by name (`sort=name`, the selects of the breed and vaccine forms). */
export const listSpecies = species.list;
export const createSpecie = (sql: Sql, scope: ClinicScope, body: SpecieInput) => species.create(sql, scope, body.name);
export const updateSpecie = (sql: Sql, scope: ClinicScope, id: string, body: SpecieInput) => species.update(sql, scope, id, body.name);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export async function deleteSpecie(sql: Sql, scope: ClinicScope, id: string): Promise<void> {
  const [specie] = await sql.query<{ specie: string }>(
    `SELECT specie FROM inventory.species WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [id, scope.clinicId],
  );
  if (!specie) throw notFound('Specie not found.');
  const [usage] = await sql.query<{ breeds: number; vaccines: number }>(
    `SELECT (SELECT count(*)::int FROM inventory.breeds b WHERE b.specie_id = $1 AND b.deleted_at IS NULL) AS breeds,
            (SELECT count(*)::int FROM inventory.vaccine_species vs JOIN inventory.vaccines v ON v.id = vs.vaccine_id
              WHERE vs.specie_id = $1 AND v.deleted_at IS NULL) AS vaccines`,
    [id],
  );
  if (usage!.breeds > 0 || usage!.vaccines > 0) {
    const users = [usage!.breeds > 0 ? plural(usage!.breeds, 'breed') : null, usage!.vaccines > 0 ? plural(usage!.vaccines, 'vaccine') : null]
      .filter(Boolean)
      .join(' and ');
    throw conflict(`Specie "${specie.specie}" cannot be deleted: ${users} still use it. Change or delete them first.`);
  }
  await sql.query(`UPDATE inventory.species SET deleted_at = clock_timestamp() WHERE id = $1`, [id]);
  await recordAudit(sql, scope, { action: 'specie.deleted', targetType: 'specie', targetId: id, detail: { specie: specie.specie } });
}
