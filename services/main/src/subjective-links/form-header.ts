// What the public subjective form shows from other services (the clinic header from auth, the
// species name and the clinic's medication names from inventory): gathered by the gateway with the
// sender's session when staff send the link, and stored on the link (public-form.ts).
import { z } from 'zod';

const optionalText = z.string().trim().max(500).nullable().optional().transform((value) => value || null);

/** What the gateway gathers from the auth and inventory services when staff send the link. */
export const formHeaderSchema = z.object({
  clinic: z.object({
    name: z.string().trim().max(200).default(''),
    logo_url: optionalText,
    address_line1: optionalText,
    city: optionalText,
    state: optionalText,
    zip: optionalText,
    phone: optionalText,
    email: optionalText,
    /** The clinic's IANA time zone: a vaccination's status is judged against today there. */
    time_zone: optionalText,
  }),
  species: optionalText,
  /** The clinic's medication product names (Treatment Protocols). */
  medications: z.array(z.string().trim().min(1).max(300)).max(1000).default([]),
});
export type FormHeader = z.infer<typeof formHeaderSchema>;
