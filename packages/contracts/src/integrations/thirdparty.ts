// The thirdparty service's answers (docs/rest-thirdparty.md): integrations, the practice system,
// the clinic's lab and US addresses, each field named once; the gateway parses the service's
// answers with them (gateway/src/integrations/thirdparty-wire.ts). The service's text fields are
// read loosely (anyText: whatever it sends, as text). Also the bodies of connecting and
// disconnecting, which the service validates with and the gateway sends.
import { z } from 'zod/mini';
import { answerId, anyText, anyTextOrNull, onlyTrue, orNull } from '../answer.ts';
import { requiredId } from '../text.ts';
import { wire } from '../wire.ts';

/** Trimmed, at most `max` characters; blank, null or left out is null. */
const optionalCredential = (label: string, max: number) =>
  z.pipe(
    z.nullish(z.string({ error: `${label} must be text` }).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`))),
    z.transform((value) => value || null),
  );

/**
 * POST /applet/connect: the spec's connect payload (000 section 3). Whether the app wants a login
 * (the lab provider's username and password) is the stored app's, so the service checks that.
 */
export const integrationConnectWire = wire({
  integration: requiredId('Please select an integration'),
  clinicCode: requiredId('clinic_code is required'),
  clinicId: z.string({ error: 'Please input Clinic ID' }).check(z.trim(), z.minLength(1, 'Please input Clinic ID'), z.maxLength(100, 'Clinic ID must be at most 100 characters')),
  accountId: optionalCredential('Account ID', 100),
  username: optionalCredential('Username', 200),
  // Passwords are taken as typed: no trimming.
  password: z.pipe(
    z.nullish(z.string({ error: 'Password must be text' }).check(z.maxLength(200, 'Password must be at most 200 characters'))),
    z.transform((value) => value || null),
  ),
});
export type IntegrationConnect = z.output<typeof integrationConnectWire>;

/** POST /applet/disconnect. */
export const integrationDisconnectWire = wire({
  integration: requiredId('Please select an integration'),
  clinicCode: requiredId('clinic_code is required'),
});
export type IntegrationDisconnect = z.output<typeof integrationDisconnectWire>;

/** The spec's REST names that are not the snake_case of the field's name. */
export const INTEGRATION_CONNECTION_WIRE_NAMES = { connectedByName: 'connected_by' } as const;

export const integrationConnectionAnswer = wire(
  {
    id: answerId,
    clinicId: anyText,
    accountId: anyTextOrNull,
    username: anyTextOrNull,
    accountName: anyTextOrNull,
    connectedByName: anyText,
    connectedById: answerId,
    connectedAt: anyText,
    lastVerifiedAt: anyTextOrNull,
  },
  INTEGRATION_CONNECTION_WIRE_NAMES,
);
export type IntegrationConnection = z.output<typeof integrationConnectionAnswer>;

export const thirdPartyAppAnswer = wire({
  id: answerId,
  appletCode: anyText,
  name: anyText,
  appName: anyText,
  slug: anyText,
  description: anyText,
  logo: anyText,
  kind: z.enum(['pims', 'lab']),
  requiresLogin: onlyTrue,
  /** Anything but 'active' (none included) is 'inactive'. */
  status: z.pipe(
    z.optional(z.unknown()),
    z.transform((value): 'active' | 'inactive' => (value === 'active' ? 'active' : 'inactive')),
  ),
  connection: orNull(integrationConnectionAnswer),
});
export type ThirdPartyApp = z.output<typeof thirdPartyAppAnswer>;

export const syncResultAnswer = wire({
  message: z.string(),
  providers: z.array(wire({ provider: anyText, name: anyText, accountName: anyText, verifiedAt: anyText })),
});
export type SyncResult = z.output<typeof syncResultAnswer>;

/** An appointment of the practice system (GET /practice/schedules). */
export const practiceAppointmentAnswer = wire({
  appointmentId: anyText,
  petName: anyText,
  petParentName: anyText,
  doctor: anyText,
  doctorId: anyTextOrNull,
  appointmentType: anyText,
  appointmentDate: anyText,
  appointmentTime: anyText,
  timeZone: anyText,
  status: anyText,
  source: anyText,
  sourceId: anyText,
  sourceUpdatedAt: anyText,
});
export type PracticeAppointment = z.output<typeof practiceAppointmentAnswer>;

/** A patient of the practice system (GET /practice/patients). */
export const practicePatientAnswer = wire({
  name: anyText,
  parentName: anyText,
  specie: anyText,
  breed: anyText,
  color: anyText,
  gender: anyText,
  source: anyText,
  sourceId: anyText,
  sourceUpdatedAt: anyText,
});
export type PracticePatient = z.output<typeof practicePatientAnswer>;

export const practiceDoctorAnswer = wire({ id: answerId, name: anyText });
export type PracticeDoctor = z.output<typeof practiceDoctorAnswer>;

export const practiceSystemAnswer = wire({ source: anyText, name: anyText });

/** The clinic's reference lab as ordering sees it (GET /lab/status). */
export const labStatusAnswer = wire({ connected: onlyTrue, provider: anyTextOrNull, providerName: anyTextOrNull, placeOrder: onlyTrue, allowAdditionalOrder: onlyTrue });
export type LabStatus = z.output<typeof labStatusAnswer>;

/** A US address suggestion (GET /address/suggestions); `source` says where it came from. */
export const addressSuggestionAnswer = wire({
  address1: anyText,
  address2: anyText,
  city: anyText,
  state: anyText,
  zip: anyText,
  source: z.enum(['smarty', 'known-address', 'zip-directory']),
});
export type AddressSuggestion = z.output<typeof addressSuggestionAnswer>;

export const usZipCodeAnswer = wire({ zip: z.coerce.string(), city: z.coerce.string(), state: z.coerce.string() });
