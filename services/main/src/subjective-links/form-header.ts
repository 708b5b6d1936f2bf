// What the public subjective form shows from other services (the clinic header from auth, the
// species name and the clinic's medication names from inventory): gathered by the gateway with the
// sender's session when staff send the link, and stored on the link (public-form.ts). The
// contract's (@vetchart/contracts/subjective-form/subjective-form), kept in its REST keys.
import { formHeaderWire, type FormHeader } from '@vetchart/contracts/subjective-form/subjective-form';

/** What the gateway gathers from the auth and inventory services when staff send the link. */
export const formHeaderSchema = formHeaderWire;
export type { FormHeader };
