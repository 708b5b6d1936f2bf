// The clinic's pet genders (spec 000: Gender { id, gender }): GET/POST/PUT/DELETE /pet-gender.
import type { Sql } from '@vetchart/platform/database';
import type { GenderInput } from '@vetchart/contracts/catalogues/lookups';
import { nameLookup, type NameRow } from './name-lookup.ts';
import type { ClinicScope } from './scope.ts';

export type GenderRow = NameRow<'gender'>;

const genders = nameLookup({
  table: 'genders',
  column: 'gender',
  field: 'gender',
  taken: (name) => `A gender named "${name}" already exists.`,
  notFound: 'Gender not found.',
});

export const listGenders = genders.list;
export const createGender = (sql: Sql, scope: ClinicScope, body: GenderInput) => genders.create(sql, scope, body.gender);
export const updateGender = (sql: Sql, scope: ClinicScope, id: string, body: GenderInput) => genders.update(sql, scope, id, body.gender);
export const deleteGender = genders.remove;
