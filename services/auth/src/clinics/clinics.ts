// Reading and changing a clinic's hospital settings. Clinics are found by code within the
// caller's organization only: another organization's code is answered like an unknown one.
import type { Principal } from '@vetchart/platform/access-token';
import type { Database, Sql } from '@vetchart/platform/database';
import { notFound } from '@vetchart/platform/http';
import { recordAudit } from '../audit/audit-log.ts';
import { toClinicView, type ClinicView } from '../sessions/session.ts';
import { clinicSettingsShape, type ClinicUpdate } from '@vetchart/contracts/clinic/clinic';
import { toWire, wireKeys } from '@vetchart/contracts/wire';

const COLUMNS = `id, organization_id, clinic_code, name, email, phone, contact_name, tax_rate, address1, address2, city, state,
  zip, country, timezone, avatar, weight_unit, temperature_unit`;

/** What PUT /clinic changes: the contract's hospital settings, columns of the same (snake_case) name. */
const EDITABLE = wireKeys(clinicSettingsShape);

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

export async function updateClinic(db: Database, principal: Principal, body: ClinicUpdate): Promise<ClinicView> {
  return db.transaction(async (tx) => {
    const before = await findClinic(tx, principal, body.clinicCode, true);
    const values = toWire(body);
    const [row] = await tx.query<Parameters<typeof toClinicView>[0]>(
      `UPDATE auth.clinics
          SET ${EDITABLE.map((column, index) => `${column} = $${index + 2}`).join(', ')}
        WHERE id = $1
        RETURNING ${COLUMNS}`,
      [before.id, ...EDITABLE.map((column) => values[column])],
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
 * Each clinic's header as the public subjective form shows it: what the services host hands the
 * e-check-in scheduler for the links it mails (docs/echeckin.md), read from this service's table.
 */
export async function clinicFormHeaders(
  db: Database,
  clinicIds: string[],
): Promise<Map<string, { name: string; logo_url: string | null; address_line1: string | null; city: string | null; state: string | null; zip: string | null; phone: string | null; email: string | null; time_zone: string | null }>> {
  if (!clinicIds.length) return new Map();
  const rows = await db.query<{ id: string; name: string; avatar: string | null; address1: string | null; city: string | null; state: string | null; zip: string | null; phone: string | null; email: string | null; timezone: string | null }>(
    `SELECT id, name, avatar, address1, city, state, zip, phone, email, timezone FROM auth.clinics WHERE id = ANY($1::uuid[])`,
    [clinicIds],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { name: row.name, logo_url: row.avatar, address_line1: row.address1, city: row.city, state: row.state, zip: row.zip, phone: row.phone, email: row.email, time_zone: row.timezone },
    ]),
  );
}
