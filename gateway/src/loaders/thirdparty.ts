// The thirdparty service's endpoints (docs/rest-thirdparty.md) as the gateway calls them: US
// addresses, integrations, the practice system and the clinic's lab. Built per request into
// `ctx.loaders.thirdparty` (loaders/index.ts).
import {
  addressSuggestionWire,
  labStatusWire,
  practiceAppointmentWire,
  practiceDoctorWire,
  practicePatientWire,
  practiceSystemWire,
  syncResultWire,
  thirdPartyAppWire,
  usZipCodeWire,
  type ConnectIntegrationPayload,
  type DisconnectIntegrationPayload,
} from '../integrations/thirdparty-wire.ts';
import { byIds, call, segment } from './endpoint.ts';
import { data, list, one, page } from './wire.ts';

export const thirdpartyEndpoints = {
  /**
   * US address suggestions for the billing address (any signed-in person). 502 is the address
   * provider's outage, answered by a healthy service: it must not open the breaker that
   * integrations and the practice system share.
   */
  addressSuggestions: call({
    method: 'GET',
    path: '/address/suggestions',
    query: (input: { query: string; limit: number }) => ({ q: input.query, limit: input.limit }),
    options: { answerStatuses: [502] },
    parse: list(addressSuggestionWire),
  }),
  /** The city and state of a US ZIP code (a 404 when the ZIP is unknown). */
  usZipCode: call({ method: 'GET', path: (zip: string) => `/address/zip/${segment(zip)}`, parse: one(usZipCodeWire) }),

  // --- Integrations (GET /applet, connect, disconnect, Sync Data Now) ---
  app: byIds({ path: '/applet', row: thirdPartyAppWire }),
  apps: call({
    method: 'GET',
    path: '/applet',
    query: (query: { offset?: number; limit?: number; q?: string; ids?: string[] }) => ({ offset: query.offset, limit: query.limit, q: query.q || undefined, ids: query.ids?.join(',') }),
    parse: page(thirdPartyAppWire),
  }),
  connectIntegration: call({ method: 'POST', path: '/applet/connect', body: (payload: ConnectIntegrationPayload) => payload, parse: one(thirdPartyAppWire) }),
  disconnectIntegration: call({ method: 'POST', path: '/applet/disconnect', body: (payload: DisconnectIntegrationPayload) => payload, parse: one(thirdPartyAppWire) }),
  syncClinicData: call({
    method: 'POST',
    path: '/clinic-resource/sync',
    query: (query: { clinicCode: string; provider?: string | null }) => ({ clinic_code: query.clinicCode, provider: query.provider || undefined }),
    parse: one(syncResultWire),
  }),

  // --- The practice system (GET /practice/systems|doctors|schedules|patients) ---
  practiceSystems: call({ method: 'GET', path: '/practice/systems', parse: list(practiceSystemWire) }),
  practiceDoctors: call({ method: 'GET', path: '/practice/doctors', parse: list(practiceDoctorWire) }),
  practiceSchedules: call({
    method: 'GET',
    path: '/practice/schedules',
    query: (query: { startDate: string; endDate: string; doctorId?: string | null }) => ({ start_date: query.startDate, end_date: query.endDate, doctor_id: query.doctorId || undefined }),
    parse: list(practiceAppointmentWire),
  }),
  practicePatients: call({ method: 'GET', path: '/practice/patients', query: (search: string | null | undefined) => ({ search: search || undefined }), parse: list(practicePatientWire) }),

  /** The clinic's lab connection (any clinic member): one call per request whatever asks for it. */
  labStatus: call({ method: 'GET', path: '/lab/status', parse: data(labStatusWire), oncePerRequest: true }),
};
