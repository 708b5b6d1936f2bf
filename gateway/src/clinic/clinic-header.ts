// The clinic's header as the main service stores it with a link or a signed plan (name, logo,
// address, contacts, time zone; services/main/src/links/clinic-header.ts), from the auth service's
// clinic: what 'Send History Form', the treatment-plan links and the documents hand over.
import type { ClinicRecord } from './clinic-wire.ts';

export interface ClinicHeaderPayload {
  name: string;
  logo_url: string | null;
  address_line1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  time_zone: string | null;
}

export function clinicHeaderOf(clinic: ClinicRecord): ClinicHeaderPayload {
  return {
    name: clinic.name,
    logo_url: clinic.avatar,
    address_line1: clinic.address1,
    city: clinic.city,
    state: clinic.state,
    zip: clinic.zip,
    phone: clinic.phone,
    email: clinic.email,
    time_zone: clinic.timezone,
  };
}
