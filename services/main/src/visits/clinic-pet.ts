// A pet of the caller's active clinic, with its parent's contact details: visits and history
// forms are only ever made for such a pet (another clinic's pet is "not found").
import type { Principal } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { badRequest, notFound } from '@vetchart/platform/http';
import { isUuid } from '../scope.ts';

export interface ClinicPet {
  id: string;
  name: string;
  parent_first_name: string | null;
  parent_last_name: string | null;
  parent_email: string | null;
}


export function activeClinicId(principal: Principal): string {
  if (!principal.clinicId || !principal.clinicCode) throw badRequest('You are not working in a clinic.');
  return principal.clinicId;
}

export async function findClinicPet(sql: Sql, principal: Principal, petId: string): Promise<ClinicPet> {
  const clinicId = activeClinicId(principal);
  if (!isUuid(petId)) throw notFound('Pet not found.');
  const [pet] = await sql.query<ClinicPet>(
    `SELECT p.id, p.name, pp.first_name AS parent_first_name, pp.last_name AS parent_last_name, pp.email AS parent_email
       FROM main.pets p
       LEFT JOIN main.pet_parents pp ON pp.id = p.parent_id AND pp.deleted_at IS NULL
      WHERE p.id = $1 AND p.clinic_id = $2 AND p.deleted_at IS NULL`,
    [petId, clinicId],
  );
  if (!pet) throw notFound('Pet not found.');
  return pet;
}
