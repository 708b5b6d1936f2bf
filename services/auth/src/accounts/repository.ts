// Inserts shared by sign-up, invites and the demo data, so every path creates organizations,
// clinics, users and memberships the same way.
import type { Sql } from '@vetchart/platform/database';
import { clinicCode, organizationCode, userCode } from './codes.ts';

export interface Address {
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
  country?: string;
}

export interface OrganizationRow {
  id: string;
  organization_code: string;
  name: string;
}

export async function insertOrganization(sql: Sql, input: { name: string; address: Address; planCode: string }): Promise<OrganizationRow> {
  const [row] = await sql.query<OrganizationRow>(
    `INSERT INTO auth.organizations (organization_code, name, address1, address2, city, state, zip, country, plan_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING id, organization_code, name`,
    [
      organizationCode(),
      input.name,
      input.address.address1,
      input.address.address2 ?? null,
      input.address.city,
      input.address.state,
      input.address.zip,
      input.address.country ?? 'US',
      input.planCode,
    ],
  );
  return row!;
}

export async function setOrganizationOwner(sql: Sql, organizationId: string, userId: string): Promise<void> {
  await sql.query(`UPDATE auth.organizations SET owner_user_id = $2 WHERE id = $1`, [organizationId, userId]);
}

export interface ClinicInput {
  organizationId: string;
  name: string;
  address: Address;
  email?: string | null;
  phone?: string | null;
  contactName?: string | null;
  taxRate?: number | null;
}

export async function insertClinic(sql: Sql, input: ClinicInput): Promise<{ id: string; clinic_code: string }> {
  const [row] = await sql.query<{ id: string; clinic_code: string }>(
    `INSERT INTO auth.clinics
       (organization_id, clinic_code, name, email, phone, contact_name, tax_rate, address1, address2, city, state, zip, country)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     RETURNING id, clinic_code`,
    [
      input.organizationId,
      clinicCode(),
      input.name,
      input.email ?? null,
      input.phone ?? null,
      input.contactName ?? null,
      input.taxRate ?? null,
      input.address.address1,
      input.address.address2 ?? null,
      input.address.city,
      input.address.state,
      input.address.zip,
      input.address.country ?? 'US',
    ],
  );
  return row!;
}

export interface UserInput {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  passwordHash: string | null;
  /** Verified accounts are active at once; others wait for their e-mailed link. */
  verified: boolean;
  isSuperAdmin?: boolean;
  licenses?: Record<string, string>;
}

export async function insertUser(sql: Sql, input: UserInput): Promise<{ id: string; user_code: string }> {
  const [row] = await sql.query<{ id: string; user_code: string }>(
    `INSERT INTO auth.users
       (user_code, email, first_name, last_name, contact_phone_number, password_hash, is_active, email_verified_at, is_super_admin, licenses)
     VALUES ($1, $2, $3, $4, $5, $6, $7::boolean, CASE WHEN $7::boolean THEN now() END, $8, $9::jsonb)
     RETURNING id, user_code`,
    [
      userCode(),
      input.email,
      input.firstName,
      input.lastName,
      input.phone,
      input.passwordHash,
      input.verified,
      input.isSuperAdmin ?? false,
      JSON.stringify(input.licenses ?? {}),
    ],
  );
  return row!;
}

export async function emailTaken(sql: Sql, emails: string[]): Promise<string[]> {
  const rows = await sql.query<{ email: string }>(`SELECT lower(email) AS email FROM auth.users WHERE lower(email) = ANY($1::text[])`, [
    emails.map((email) => email.toLowerCase()),
  ]);
  return rows.map((row) => row.email);
}

export async function addMembership(
  sql: Sql,
  input: { userId: string; organizationId: string; roleId: string; isClientAdmin: boolean; clinicIds: string[] },
): Promise<void> {
  await sql.query(
    `INSERT INTO auth.user_organizations (user_id, organization_id, role_id, is_client_admin) VALUES ($1, $2, $3, $4)`,
    [input.userId, input.organizationId, input.roleId, input.isClientAdmin],
  );
  for (const clinicId of input.clinicIds) {
    await sql.query(`INSERT INTO auth.user_clinics (user_id, clinic_id) VALUES ($1, $2)`, [input.userId, clinicId]);
  }
}

export async function saveSecurityAnswer(sql: Sql, userId: string, question: string, answerHash: string): Promise<void> {
  await sql.query(
    `INSERT INTO auth.security_answers (user_id, question, answer_hash) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET question = excluded.question, answer_hash = excluded.answer_hash, updated_at = now()`,
    [userId, question, answerHash],
  );
}

export interface RoleRow {
  id: string;
  name: string;
  slug: string;
}

export async function builtInRole(sql: Sql, slug: string): Promise<RoleRow> {
  const [row] = await sql.query<RoleRow>(`SELECT id, name, slug FROM auth.roles WHERE organization_id IS NULL AND slug = $1`, [slug]);
  if (!row) throw new Error(`built-in role ${slug} is missing; has migrateAuth run?`);
  return row;
}

/** A role the organization may assign: a built-in one or one it created itself. */
export async function assignableRoles(sql: Sql, organizationId: string, roleIds: string[]): Promise<Map<string, RoleRow>> {
  const rows = await sql.query<RoleRow>(
    `SELECT id::text AS id, name, slug FROM auth.roles
      WHERE id::text = ANY($2::text[]) AND (organization_id IS NULL OR organization_id = $1)`,
    [organizationId, roleIds],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export async function organizationClinics(sql: Sql, organizationId: string, clinicIds: string[]): Promise<Set<string>> {
  const rows = await sql.query<{ id: string }>(
    `SELECT id::text AS id FROM auth.clinics WHERE organization_id = $1 AND id::text = ANY($2::text[])`,
    [organizationId, clinicIds],
  );
  return new Set(rows.map((row) => row.id));
}
