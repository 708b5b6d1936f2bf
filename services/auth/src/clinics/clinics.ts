// Reading and changing a clinic's hospital settings. Clinics are found by code within the
// caller's organization only: another organization's code is answered like an unknown one.
import type { Principal } from '@vetchart/platform/access-token';
import type { Database, Sql } from '@vetchart/platform/database';
import { notFound } from '@vetchart/platform/http';
import { recordAudit } from '../audit/audit-log.ts';
import { toClinicView, type ClinicView } from '../sessions/session.ts';
import type { ClinicBody } from './clinic-rules.ts';

const COLUMNS = `id, organization_id, clinic_code, name, email, phone, contact_name, tax_rate, address1, address2, city, state,
  zip, country, timezone, avatar, weight_unit, temperature_unit`;

const EDITABLE = [
  'name',
  'email',
  'phone',
  'contact_name',
  'tax_rate',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'timezone',
  'avatar',
  'weight_unit',
  'temperature_unit',
] as const;

async function findClinic(sql: Sql, principal: Principal, code: string, forUpdate = false): Promise<ClinicView> {
  const [row] = await sql.query<Parameters<typeof toClinicView>[0]>(
    `SELECT ${COLUMNS} FROM auth.clinics WHERE clinic_code = $1 AND organization_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [code, principal.organizationId],
  );
  if (!row) throw notFound();
  return toClinicView(row);
}

export function readClinic(db: Database, principal: Principal, code: string): Promise<ClinicView> {
  return findClinic(db, principal, code);
}

export async function updateClinic(db: Database, principal: Principal, body: ClinicBody): Promise<ClinicView> {
  return db.transaction(async (tx) => {
    const before = await findClinic(tx, principal, body.clinic_code, true);
    const [row] = await tx.query<Parameters<typeof toClinicView>[0]>(
      `UPDATE auth.clinics
          SET ${EDITABLE.map((column, index) => `${column} = $${index + 2}`).join(', ')}
        WHERE id = $1
        RETURNING ${COLUMNS}`,
      [before.id, ...EDITABLE.map((column) => body[column])],
    );
    const after = toClinicView(row!);
    const changed = EDITABLE.filter((column) => before[column] !== after[column]);
    await recordAudit(tx, {
      actorUserId: principal.userId,
      organizationId: principal.organizationId,
      action: 'clinic.updated',
      targetType: 'clinic',
      targetId: after.id,
      detail: { changes: Object.fromEntries(changed.map((column) => [column, { from: before[column], to: after[column] }])) },
    });
    return after;
  });
}

/**
 * The time zone (Hospital Settings) of each of these clinics: what the services host hands the
 * main service's e-check-in scheduler, which sends at local times (docs/echeckin.md).
 */
export async function clinicTimeZones(db: Database, clinicIds: string[]): Promise<Map<string, string>> {
  if (!clinicIds.length) return new Map();
  const rows = await db.query<{ id: string; timezone: string }>(`SELECT id, timezone FROM auth.clinics WHERE id = ANY($1::uuid[])`, [clinicIds]);
  return new Map(rows.map((row) => [row.id, row.timezone]));
}
