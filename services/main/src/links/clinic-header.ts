// The clinic's header as a public page or a document shows it (name, logo, address, contacts and
// time zone). It lives in the auth service, which has no public endpoint, so whoever issues a link
// (the gateway with the sender's session, or the services host for the e-check-in mails) hands it
// over and the main service stores it with the link or the signed plan: one shape for all of them.
import { z } from 'zod';

/** Empty text is stored as null. */
export const optionalText = z.string().trim().max(500, 'Must be at most 500 characters.').nullable().optional().transform((value) => value || null);

export const clinicHeaderSchema = z.object({
  name: z.string().trim().max(200, 'A name can be at most 200 characters.').default(''),
  logo_url: optionalText,
  address_line1: optionalText,
  city: optionalText,
  state: optionalText,
  zip: optionalText,
  phone: optionalText,
  email: optionalText,
  /** The clinic's IANA time zone: dates are the days there (documents, a vaccination's status). */
  time_zone: optionalText,
});
export type ClinicHeader = z.infer<typeof clinicHeaderSchema>;
