// Where the scheduler reads the coming appointments: the practice system of each clinic that has
// one connected, through the thirdparty service. An appointment is a schedule row as the
// thirdparty service answers it for the welcome page's Schedules (spec 003 section 3, the
// practice-sync branch's scheduleRow), of which the scheduler reads these fields.
import type { ClinicHeader } from '../links/clinic-header.ts';

export interface SourceAppointment {
  appointment_id: string;
  /** The practice system's patient id: the product's pet is the one synced with this source_id. */
  source_id: string;
  pet_parent_email: string | null;
  /** Local day (YYYY-MM-DD) and time (HH:MM) in the clinic's time zone. */
  appointment_date: string;
  appointment_time: string;
  status: string | null;
}

export interface EcheckinClinic {
  clinic_id: string;
  organization_id: string;
  clinic_code: string;
  /** The clinic's IANA time zone (its Hospital Settings). */
  time_zone: string;
  /** The practice system's slug ('covetrus'): main.pets.source of the pets synced from it. */
  source: string;
  appointments: SourceAppointment[];
  /**
   * What the e-mailed form shows from other services, as 'Send History Form' stores it on its
   * links: the clinic's header, its species names by id and its medication names. Without it the
   * form shows the pet, parent and reminders only.
   */
  form?: { clinic: ClinicHeader; species_names: Record<string, string>; medications: string[] };
}

export interface EcheckinSource {
  /** Every connected clinic's appointments on the days from..to (YYYY-MM-DD, inclusive). */
  upcomingAppointments(range: { from: string; to: string }): Promise<EcheckinClinic[]>;
}
