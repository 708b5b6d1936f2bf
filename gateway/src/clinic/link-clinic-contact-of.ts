// The clinic named in the main service's refusal of a genuine e-mailed link that expired (its
// `details.clinic`, services/main/src/links/clinic-header.ts): read by the GraphQL errors
// (link-clinic-contact.ts) and by the public port's document routes, which must not load the schema.
import { UpstreamError } from '../clients/http.ts';

export interface LinkClinicContactRecord {
  name: string;
  phone: string | null;
  email: string | null;
}

/** The clinic named in the service's refusal of a genuine link, else null. */
export function linkClinicContactOf(error: unknown): LinkClinicContactRecord | null {
  if (!(error instanceof UpstreamError)) return null;
  const clinic = error.details?.clinic as { name?: unknown; phone?: unknown; email?: unknown } | undefined;
  if (!clinic || typeof clinic.name !== 'string' || clinic.name === '') return null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return { name: clinic.name, phone: text(clinic.phone), email: text(clinic.email) };
}
