// The clinic's header as a public page or a document shows it (name, logo, address, contacts and
// time zone). It lives in the auth service, which has no public endpoint, so whoever issues a link
// (the gateway with the sender's session, or the services host for the e-check-in mails) hands it
// over and the main service stores it with the link or the signed plan: one shape for all of them.
import { clinicHeaderWire, headerText, type ClinicHeaderKept } from '@vetchart/contracts/clinic/clinic-header';

/** Empty text is stored as null (the contract's header line). */
export const optionalText = headerText;

/** The contract's header (@vetchart/contracts/clinic/clinic-header), kept in its REST keys. */
export const clinicHeaderSchema = clinicHeaderWire;
export type ClinicHeader = ClinicHeaderKept;

/**
 * What a refusal of a genuine e-mailed link (expired) carries as `details`, so the pet parent's page
 * can say how to reach the clinic that sent it: the name, phone and e-mail on the link's header,
 * which the parent saw on the page while the link worked. Only a token that names a stored link
 * gets here; a forged one is refused with nothing but its message.
 */
export function clinicContactDetails(clinic: ClinicHeader | null | undefined): { clinic: { name: string; phone: string | null; email: string | null } } | undefined {
  if (!clinic?.name) return undefined;
  return { clinic: { name: clinic.name, phone: clinic.phone ?? null, email: clinic.email ?? null } };
}
