// The clinic's header as the main service stores it with a link or a signed plan (name, logo,
// address, contacts, time zone; services/main/src/links/clinic-header.ts), from the auth service's
// clinic: what 'Send History Form', the treatment-plan links and the documents hand over
// (@vetchart/contracts/clinic/clinic-header).
import type { ClinicHeaderInput } from '@vetchart/contracts/clinic/clinic-header';
import type { ClinicRecord } from './clinic-wire.ts';

/** The contract's header (@vetchart/contracts/clinic/clinic-header), as the main service keeps it. */
export type ClinicHeaderPayload = ClinicHeaderInput;

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
