// A clinic and an organization as the auth service sends them (snake_case,
// docs/rest-auth-billing.md), parsed into the gateway's camelCase records. Used by the auth
// loader table (loaders/auth.ts). A whole clinic (GET/PUT /clinic, the session's clinics) is the
// contract's (@vetchart/contracts/clinic/clinic); a user's clinics come short (id, code, name), so
// ClinicRecord is the lenient shape both fit.
import { clinicWire } from '@vetchart/contracts/clinic/clinic';
import { z } from 'zod';

export { clinicWire };

const text = z.string().nullish().transform((value) => value ?? null);

/** A clinic as a user's list of clinics carries it: only id, code and name are sure. */
export const clinicSummaryWire = z
  .object({
    id: z.coerce.string(),
    clinic_code: z.string(),
    name: z.string(),
    email: text,
    phone: text,
    contact_name: text,
    // The service sends the tax rate as a number or a numeric string (PostgreSQL numeric).
    tax_rate: z.union([z.number(), z.string()]).nullish(),
    address1: text,
    address2: text,
    city: text,
    state: text,
    zip: text,
    country: text,
    timezone: text,
    avatar: text,
    weight_unit: text,
    temperature_unit: text,
  })
  .transform((raw) => ({
    id: raw.id,
    clinicCode: raw.clinic_code,
    name: raw.name,
    email: raw.email,
    phone: raw.phone,
    contactName: raw.contact_name,
    taxRate: raw.tax_rate === null || raw.tax_rate === undefined ? null : Number(raw.tax_rate),
    address1: raw.address1,
    address2: raw.address2,
    city: raw.city,
    state: raw.state,
    zip: raw.zip,
    country: raw.country,
    timezone: raw.timezone,
    avatar: raw.avatar,
    weightUnit: raw.weight_unit,
    temperatureUnit: raw.temperature_unit,
  }));
export type ClinicRecord = z.output<typeof clinicSummaryWire>;

export const organizationWire = z
  .object({ id: z.coerce.string(), organization_code: z.string(), name: z.string() })
  .transform((raw) => ({ id: raw.id, organizationCode: raw.organization_code, name: raw.name }));
export type OrganizationRecord = z.output<typeof organizationWire>;

/** PUT /clinic: the hospital settings of one clinic of the caller's organization. */
export interface UpdateClinicPayload {
  clinic_code: string;
  name: string;
  email: string;
  phone: string;
  contact_name: string;
  tax_rate: number | null;
  address1: string | null;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  timezone: string;
  weight_unit: string;
  temperature_unit: string;
  avatar: string | null;
}
