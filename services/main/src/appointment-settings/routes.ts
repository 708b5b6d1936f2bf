// GET and POST /appointment-settings: when the active clinic's e-check-in form is e-mailed
// before an appointment, and whether a daily reminder goes out at 8am. Everyone in a clinic may
// read and change them (spec section 6: Notification Settings is for everyone); the clinic is
// always the one in the caller's access token.
import type { Hono } from 'hono';
import { requirePrincipal, type Principal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { badRequest, notFound, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { appointmentSettingsWire } from '@vetchart/contracts/clinic/appointment-settings';

/** What a clinic gets until someone saves: the form goes out 24 hours before. */
export const DEFAULT_DAYS_BEFORE = 1;

export interface AppointmentSettings {
  clinic_code: string;
  days_before: number;
  daily_reminder: boolean;
  /** Null until someone has saved (the values are then the defaults). */
  updated_at: string | null;
}

function activeClinic(principal: Principal): { id: string; code: string } {
  if (!principal.clinicId || !principal.clinicCode) throw badRequest('You are not working in a clinic.');
  return { id: principal.clinicId, code: principal.clinicCode };
}

async function readSettings(sql: Sql, clinic: { id: string; code: string }): Promise<AppointmentSettings> {
  const [row] = await sql.query<{ days_before: number; daily_reminder: boolean; updated_at: Date | string }>(
    `SELECT days_before, daily_reminder, updated_at FROM main.appointment_settings WHERE clinic_id = $1`,
    [clinic.id],
  );
  if (!row) return { clinic_code: clinic.code, days_before: DEFAULT_DAYS_BEFORE, daily_reminder: false, updated_at: null };
  return {
    clinic_code: clinic.code,
    days_before: row.days_before,
    daily_reminder: row.daily_reminder,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export function registerAppointmentSettingsRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);

  app.get('/appointment-settings', auth, async (c) => c.json(await readSettings(deps.db, activeClinic(c.var.principal))));

  app.post('/appointment-settings', auth, async (c) => {
    const principal = c.var.principal;
    const clinic = activeClinic(principal);
    const body = await readBody(c, appointmentSettingsWire);
    // Another clinic's code is answered exactly like one that does not exist.
    if (body.clinicCode !== clinic.code) throw notFound();
    const saved = await deps.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO main.appointment_settings (clinic_id, organization_id, clinic_code, days_before, daily_reminder, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (clinic_id) DO UPDATE
           SET days_before = EXCLUDED.days_before, daily_reminder = EXCLUDED.daily_reminder,
               updated_by = EXCLUDED.updated_by, updated_at = now()`,
        [clinic.id, principal.organizationId, clinic.code, body.daysBefore, body.dailyReminder, principal.userId],
      );
      return readSettings(tx, clinic);
    });
    return c.json(saved);
  });
}
