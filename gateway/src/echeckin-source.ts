// Where the services host points the main service's e-check-in scheduler: every clinic with a
// connected practice system, its schedule read through the thirdparty service's adapter and its
// time zone from the auth service's clinic settings. Each service's own code reads its own
// tables; the host only joins the answers (no request, no token: docs/echeckin.md).
import type { Database } from '@vetchart/platform/database';
import { clinicTimeZones } from '@vetchart/auth/clinics/clinics';
import { onWallClock } from '@vetchart/main/echeckin/schedule';
import type { EcheckinSource } from '@vetchart/main/echeckin/source';
import type { IntegrationDeps } from '@vetchart/thirdparty/integrations/integrations';
import { connectedClinicSchedules } from '@vetchart/thirdparty/practice/practice';

export function practiceEcheckinSource(db: Database, integrations: IntegrationDeps): EcheckinSource {
  return {
    async upcomingAppointments(range) {
      const schedules = await connectedClinicSchedules(integrations, range);
      const zones = await clinicTimeZones(db, schedules.map((schedule) => schedule.clinic_id));
      return schedules.map((schedule) => {
        const timeZone = zones.get(schedule.clinic_id) ?? 'UTC';
        return {
          clinic_id: schedule.clinic_id,
          organization_id: schedule.organization_id,
          clinic_code: schedule.clinic_code,
          time_zone: timeZone,
          source: schedule.source,
          appointments: schedule.rows.map((row) => {
            // The practice system states its own time zone; the rules read the clinic's wall clock.
            const local = onWallClock(row.appointment_date, row.appointment_time, row.time_zone || timeZone, timeZone);
            return {
              appointment_id: row.appointment_id,
              source_id: row.source_id,
              pet_parent_email: row.pet_parent_email,
              appointment_date: local.date,
              appointment_time: local.time,
              status: row.status,
            };
          }),
        };
      });
    },
  };
}
