// A clinic and an organization as the auth service sends them (snake_case,
// docs/rest-auth-billing.md), parsed into the gateway's camelCase records with the clinic and
// organization contracts (packages/contracts/src/clinic/). Used by the auth loader table
// (loaders/auth.ts). A whole clinic (GET/PUT /clinic, the session's clinics) is the
// contract's (@vetchart/contracts/clinic/clinic); a user's clinics come short (id, code, name), so
// ClinicRecord is the contract's lenient summary both fit.
import { clinicSummaryAnswer, clinicWire } from '@vetchart/contracts/clinic/clinic';
import { organizationAnswer } from '@vetchart/contracts/clinic/organization';
import type { z } from 'zod/mini';

export { clinicWire };

/** A clinic as a user's list of clinics carries it: only id, code and name are sure. */
export const clinicSummaryWire = clinicSummaryAnswer;
export type ClinicRecord = z.output<typeof clinicSummaryWire>;

export const organizationWire = organizationAnswer;
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
