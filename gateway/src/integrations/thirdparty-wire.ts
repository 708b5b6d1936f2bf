// The thirdparty service's answers (docs/rest-thirdparty.md): integrations, the practice system,
// the clinic's lab and US addresses, parsed into the gateway's camelCase records. Used by the
// thirdparty loader table (loaders/thirdparty.ts).
import { z } from 'zod';

/** A text field read as the service sends it; missing reads as ''. */
const text = z.unknown().optional().transform((value) => (value == null ? '' : String(value)));
const nullableText = z.unknown().optional().transform((value) => (value == null ? null : String(value)));
const isTrue = z.unknown().optional().transform((value) => value === true);

export const integrationConnectionWire = z
  .object({
    id: z.coerce.string(),
    clinic_id: text,
    account_id: nullableText,
    username: nullableText,
    account_name: nullableText,
    connected_by: text,
    connected_by_id: z.coerce.string(),
    connected_at: text,
    last_verified_at: nullableText,
  })
  .transform((raw) => ({
    id: raw.id,
    clinicId: raw.clinic_id,
    accountId: raw.account_id,
    username: raw.username,
    accountName: raw.account_name,
    connectedByName: raw.connected_by,
    connectedById: raw.connected_by_id,
    connectedAt: raw.connected_at,
    lastVerifiedAt: raw.last_verified_at,
  }));
export type IntegrationConnectionRecord = z.output<typeof integrationConnectionWire>;

export const thirdPartyAppWire = z
  .object({
    id: z.coerce.string(),
    applet_code: text,
    name: text,
    app_name: text,
    slug: text,
    description: text,
    logo: text,
    kind: z.enum(['pims', 'lab']),
    requires_login: isTrue,
    status: z.unknown().optional().transform((value): 'active' | 'inactive' => (value === 'active' ? 'active' : 'inactive')),
    connection: integrationConnectionWire.nullish().transform((value) => value ?? null),
  })
  .transform((raw) => ({
    id: raw.id,
    appletCode: raw.applet_code,
    name: raw.name,
    appName: raw.app_name,
    slug: raw.slug,
    description: raw.description,
    logo: raw.logo,
    kind: raw.kind,
    requiresLogin: raw.requires_login,
    status: raw.status,
    connection: raw.connection,
  }));
export type ThirdPartyAppRecord = z.output<typeof thirdPartyAppWire>;

export interface ConnectIntegrationPayload {
  integration: string;
  clinic_code: string;
  clinic_id: string;
  account_id?: string | null;
  username?: string | null;
  password?: string | null;
}

export const syncResultWire = z
  .object({
    message: z.string(),
    providers: z.array(z.object({ provider: text, name: text, account_name: text, verified_at: text })),
  })
  .transform((raw) => ({
    message: raw.message,
    providers: raw.providers.map((provider) => ({ provider: provider.provider, name: provider.name, accountName: provider.account_name, verifiedAt: provider.verified_at })),
  }));
export type SyncResultRecord = z.output<typeof syncResultWire>;

/** An appointment of the practice system (GET /practice/schedules). */
export const practiceAppointmentWire = z
  .object({
    appointment_id: text,
    pet_name: text,
    pet_parent_name: text,
    doctor: text,
    doctor_id: nullableText,
    appointment_type: text,
    appointment_date: text,
    appointment_time: text,
    time_zone: text,
    status: text,
    source: text,
    source_id: text,
    source_updated_at: text,
  })
  .transform((raw) => ({
    appointmentId: raw.appointment_id,
    petName: raw.pet_name,
    petParentName: raw.pet_parent_name,
    doctor: raw.doctor,
    doctorId: raw.doctor_id,
    appointmentType: raw.appointment_type,
    appointmentDate: raw.appointment_date,
    appointmentTime: raw.appointment_time,
    timeZone: raw.time_zone,
    status: raw.status,
    source: raw.source,
    sourceId: raw.source_id,
    sourceUpdatedAt: raw.source_updated_at,
  }));
export type PracticeAppointmentRecord = z.output<typeof practiceAppointmentWire>;

/** A patient of the practice system (GET /practice/patients). */
export const practicePatientWire = z
  .object({ name: text, parent_name: text, specie: text, breed: text, color: text, gender: text, source: text, source_id: text, source_updated_at: text })
  .transform((raw) => ({
    name: raw.name,
    parentName: raw.parent_name,
    specie: raw.specie,
    breed: raw.breed,
    color: raw.color,
    gender: raw.gender,
    source: raw.source,
    sourceId: raw.source_id,
    sourceUpdatedAt: raw.source_updated_at,
  }));
export type PracticePatientRecord = z.output<typeof practicePatientWire>;

export const practiceDoctorWire = z.object({ id: z.coerce.string(), name: text });
export type PracticeDoctorRecord = z.output<typeof practiceDoctorWire>;

export const practiceSystemWire = z.object({ source: text, name: text });

/** The clinic's reference lab as ordering sees it (GET /lab/status). */
export const labStatusWire = z
  .object({ connected: isTrue, provider: nullableText, provider_name: nullableText, place_order: isTrue, allow_additional_order: isTrue })
  .transform((raw) => ({
    connected: raw.connected,
    provider: raw.provider,
    providerName: raw.provider_name,
    placeOrder: raw.place_order,
    allowAdditionalOrder: raw.allow_additional_order,
  }));
export type LabStatusRecord = z.output<typeof labStatusWire>;

/** A US address suggestion (GET /address/suggestions); `source` says where it came from. */
export const addressSuggestionWire = z.object({
  address1: text,
  address2: text,
  city: text,
  state: text,
  zip: text,
  source: z.enum(['smarty', 'known-address', 'zip-directory']),
});
export type AddressSuggestionRecord = z.output<typeof addressSuggestionWire>;

export const usZipCodeWire = z.object({ zip: z.coerce.string(), city: z.coerce.string(), state: z.coerce.string() });
