// The clinic's pet genders (spec 000: Gender { id, gender }): GET/POST/PUT/DELETE /pet-gender.
import type { Sql } from '@vetchart/platform/database';
import { z } from 'zod';
import { requiredName } from './fields.ts';
import { nameLookup, type NameRow } from './name-lookup.ts';
import type { ClinicScope } from './scope.ts';

export const GENDER_REQUIRED = 'Please input gender';
export const genderBody = z.object({ gender: requiredName(GENDER_REQUIRED) });
type GenderBody = z.infer<typeof genderBody>;

export type GenderRow = NameRow<'gender'>;

const genders = nameLookup({
  table: 'genders',
  column: 'gender',
  field: 'gender',
  taken: (name) => `A gender named "${name}" already exists.`,
  notFound: 'Gender not found.',
});

export const listGenders = genders.list;
export const createGender = (sql: Sql, scope: ClinicScope, body: GenderBody) => genders.create(sql, scope, body.gender);
export const updateGender = (sql: Sql, scope: ClinicScope, id: string, body: GenderBody) => genders.update(sql, scope, id, body.gender);
export const deleteGender = genders.remove;
