// The clinic's pet parents (spec 001 section 3, Pet parent): list (sortable by appointment date
// or last visit), read by ids, add, edit, and mark deleted — not while they still have pets.
import type { Sql } from '@vetchart/platform/database';
import { conflict, listOffset, notFound, type ListQuery } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import { isUuid, recordAudit, searchPattern, type ClinicScope } from '../scope.ts';
import type { PetParentInput } from '@vetchart/contracts/pets/pet-parent';
import { toWire } from '@vetchart/contracts/wire';

export const PARENT_SORTS = ['appointment_date', '-appointment_date', 'last_visit', '-last_visit'] as const;
export type ParentSort = (typeof PARENT_SORTS)[number];

export interface PetParentView {
  id: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  /** MM/DD/YYYY like every date of birth on the wire, or null. */
  date_of_birth: string | null;
  address: { addressLine1: string; addressLine2: string | null; city: string; state: string; zip: string };
  emergency_contact: { er_first_name: string; er_last_name: string; phone_number: string };
  clinic_id: string;
  last_visit: string | null;
  appointment_date: string | null;
  pet_count: number;
  created_at: string;
}

interface RawParent {
  id: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  date_of_birth: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  zip: string;
  er_first_name: string;
  er_last_name: string;
  er_phone_number: string;
  clinic_id: string;
  last_visit: Date | string | null;
  appointment_date: Date | string | null;
  pet_count: number;
  created_at: Date | string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toView = (raw: RawParent): PetParentView => ({
  id: raw.id,
  first_name: raw.first_name,
  last_name: raw.last_name,
  phone_number: raw.phone_number,
  email: raw.email,
  date_of_birth: raw.date_of_birth,
  address: { addressLine1: raw.address_line1, addressLine2: raw.address_line2, city: raw.city, state: raw.state, zip: raw.zip },
  emergency_contact: { er_first_name: raw.er_first_name, er_last_name: raw.er_last_name, phone_number: raw.er_phone_number },
  clinic_id: raw.clinic_id,
  last_visit: iso(raw.last_visit),
  appointment_date: iso(raw.appointment_date),
  pet_count: Number(raw.pet_count),
  created_at: iso(raw.created_at)!,
});

const COLUMNS = `p.id, p.first_name, p.last_name, p.phone_number, p.email, to_char(p.date_of_birth, 'MM/DD/YYYY') AS date_of_birth,
    p.address_line1, p.address_line2, p.city, p.state, p.zip, p.er_first_name, p.er_last_name, p.er_phone_number, p.clinic_id,
    p.last_visit, p.appointment_date, p.created_at,
    (SELECT count(*)::int FROM main.pets pet WHERE pet.parent_id = p.id AND pet.deleted_at IS NULL) AS pet_count`;
const SELECT = `SELECT ${COLUMNS} FROM main.pet_parents p`;

const ORDER: Record<ParentSort | 'default', string> = {
  default: 'p.created_at DESC, p.id',
  appointment_date: 'p.appointment_date ASC NULLS LAST, p.id',
  '-appointment_date': 'p.appointment_date DESC NULLS LAST, p.id',
  last_visit: 'p.last_visit ASC NULLS LAST, p.id',
  '-last_visit': 'p.last_visit DESC NULLS LAST, p.id',
};

export async function listParents(sql: Sql, scope: ClinicScope, query: ListQuery & { sort?: ParentSort }) {
  const ids = query.ids?.filter(isUuid) ?? null;
  if (query.ids && !ids?.length) return { rows: [] as PetParentView[], total: 0 };
  // The search matches either name, the full name, the e-mail or the phone number.
  const where = `p.clinic_id = $1 AND p.deleted_at IS NULL AND ($2::uuid[] IS NULL OR p.id = ANY($2::uuid[]))
    AND ($3::text IS NULL OR p.first_name ILIKE $3 OR p.last_name ILIKE $3 OR (p.first_name || ' ' || p.last_name) ILIKE $3
         OR p.email ILIKE $3 OR p.phone_number ILIKE $3)`;
  const params = [scope.clinicId, ids, searchPattern(query.q)];
  // pet_count is a subquery per parent, not an aggregate of the list: the window count still counts parents.
  const { rows, total } = await pagedQuery<RawParent>(sql, {
    columns: COLUMNS,
    from: 'main.pet_parents p',
    where,
    orderBy: ORDER[query.sort ?? 'default'],
    params,
    page: { limit: query.limit, offset: listOffset(query) },
  });
  return { rows: rows.map(toView), total };
}

export async function getParent(sql: Sql, scope: ClinicScope, id: string): Promise<PetParentView> {
  const [row] = await sql.query<RawParent>(`${SELECT} WHERE p.id = $1 AND p.clinic_id = $2 AND p.deleted_at IS NULL`, [id, scope.clinicId]);
  if (!row) throw notFound('Pet parent not found.');
  return toView(row);
}

const columns = (body: PetParentInput) => [
  body.firstName,
  body.lastName,
  body.email,
  body.phoneNumber,
  body.dateOfBirth,
  body.address.addressLine1,
  body.address.addressLine2,
  body.address.city,
  body.address.state,
  body.address.zip,
  body.emergencyContact.firstName,
  body.emergencyContact.lastName,
  body.emergencyContact.phoneNumber,
];

export async function createParent(sql: Sql, scope: ClinicScope, body: PetParentInput): Promise<PetParentView> {
  const [row] = await sql.query<{ id: string }>(
    `INSERT INTO main.pet_parents (first_name, last_name, email, phone_number, date_of_birth, address_line1, address_line2, city, state, zip,
       er_first_name, er_last_name, er_phone_number, organization_id, clinic_id, created_by)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [...columns(body), scope.organizationId, scope.clinicId, scope.userId],
  );
  await recordAudit(sql, scope, { action: 'pet_parent.created', targetType: 'pet_parent', targetId: row!.id, detail: toWire(body) });
  return getParent(sql, scope, row!.id);
}

export async function updateParent(sql: Sql, scope: ClinicScope, id: string, body: PetParentInput): Promise<PetParentView> {
  await getParent(sql, scope, id);
  await sql.query(
    `UPDATE main.pet_parents SET first_name = $1, last_name = $2, email = $3, phone_number = $4, date_of_birth = $5::date, address_line1 = $6,
       address_line2 = $7, city = $8, state = $9, zip = $10, er_first_name = $11, er_last_name = $12, er_phone_number = $13,
       updated_at = clock_timestamp()
     WHERE id = $14 AND clinic_id = $15`,
    [...columns(body), id, scope.clinicId],
  );
  await recordAudit(sql, scope, { action: 'pet_parent.updated', targetType: 'pet_parent', targetId: id, detail: toWire(body) });
  return getParent(sql, scope, id);
}

export const PARENT_HAS_PETS = 'This pet parent still has pets. Delete their pets first, then the pet parent.';

export async function deleteParent(sql: Sql, scope: ClinicScope, id: string): Promise<void> {
  // The row lock makes a concurrent "add pets for this parent" wait (it takes a share lock).
  await sql.query(`SELECT id FROM main.pet_parents WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL FOR UPDATE`, [id, scope.clinicId]);
  const parent = await getParent(sql, scope, id);
  if (parent.pet_count > 0) throw conflict(PARENT_HAS_PETS);
  await sql.query(`UPDATE main.pet_parents SET deleted_at = clock_timestamp() WHERE id = $1 AND clinic_id = $2`, [id, scope.clinicId]);
  await recordAudit(sql, scope, {
    action: 'pet_parent.deleted',
    targetType: 'pet_parent',
    targetId: id,
    detail: { first_name: parent.first_name, last_name: parent.last_name },
  });
}
