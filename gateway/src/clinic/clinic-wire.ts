// A clinic and an organization as the auth service sends them (snake_case,
// docs/rest-auth-billing.md), parsed into the gateway's camelCase records with the clinic and
// organization contracts (packages/contracts/src/clinic/). Used by the auth loader table
// (loaders/auth.ts). A whole clinic (GET/PUT /clinic, the session's clinics) is the
// contract's (@vetchart/contracts/clinic/clinic); a user's clinics come short (id, code, name), so
// ClinicRecord is the contract's lenient summary both fit.
import { clinicSummaryAnswer, clinicWire, type clinicUpdateWire } from '@vetchart/contracts/clinic/clinic';
import { organizationAnswer } from '@vetchart/contracts/clinic/organization';
import type { z } from 'zod/mini';

export { clinicWire };

/** A clinic as a user's list of clinics carries it: only id, code and name are sure. */
export const clinicSummaryWire = clinicSummaryAnswer;
export type ClinicRecord = z.output<typeof clinicSummaryWire>;

export const organizationWire = organizationAnswer;
export type OrganizationRecord = z.output<typeof organizationWire>;

/** PUT /clinic: the contract's JSON (a time zone or unit is passed on as the caller wrote it; auth refuses others with the spec's messages). */
export type UpdateClinicPayload = z.input<typeof clinicUpdateWire>;
