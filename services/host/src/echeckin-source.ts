// Where the services host points the main service's e-check-in scheduler: every clinic with a
// connected practice system, its schedule read through the thirdparty service's adapter, its time
// zone and header from the auth service's clinic settings, and the species and medication names
// its mailed forms list from the inventory service. Each service's own code reads its own tables;
// the host only joins the answers (no request, no token: docs/echeckin.md).
import type { Database } from '@vetchart/platform/database';
import { clinicFormHeaders } from '@vetchart/auth/clinics/clinics';
import { clinicFormLists } from '@vetchart/inventory/catalogues/form-lists';
import { onWallClock } from '@vetchart/main/echeckin/schedule';
import type { EcheckinSource } from '@vetchart/main/echeckin/source';
import type { IntegrationDeps } from '@vetchart/thirdparty/integrations/integrations';
import { connectedClinicSchedules } from '@vetchart/thirdparty/practice/practice';

export function practiceEcheckinSource(db: Database, integrations: IntegrationDeps): EcheckinSource {
  return {
    async upcomingAppointments(range) {
      const schedules = await connectedClinicSchedules(integrations, range);
      const clinicIds = schedules.map((schedule) => schedule.clinic_id);
      const [headers, lists] = await Promise.all([clinicFormHeaders(db, clinicIds), clinicFormLists(db, clinicIds)]);
      return schedules.map((schedule) => {
        const header = headers.get(schedule.clinic_id);
        const timeZone = header?.time_zone || 'UTC';
        const list = lists.get(schedule.clinic_id);
        return {
          clinic_id: schedule.clinic_id,
          organization_id: schedule.organization_id,
          clinic_code: schedule.clinic_code,
          time_zone: timeZone,
          source: schedule.source,
          form: header && list ? { clinic: header, species_names: list.species_names, medications: list.medications } : undefined,
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
