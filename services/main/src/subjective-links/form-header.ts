// What the public subjective form shows from other services (the clinic header from auth, the
// species name and the clinic's medication names from inventory): gathered by the gateway with the
// sender's session when staff send the link, and stored on the link (public-form.ts).
import { z } from 'zod';
import { clinicHeaderSchema, optionalText } from '../links/clinic-header.ts';

/** What the gateway gathers from the auth and inventory services when staff send the link. */
export const formHeaderSchema = z.object({
  clinic: clinicHeaderSchema,
  species: optionalText,
  /** The clinic's medication product names (Treatment Protocols). */
  medications: z
    .array(z.string().trim().min(1, 'A medication needs a name.').max(300, 'A medication name can be at most 300 characters.'))
    .max(1000, 'At most 1000 medications can be listed.')
    .default([]),
});
export type FormHeader = z.infer<typeof formHeaderSchema>;
