// Typed client of the thirdparty service (docs/rest-thirdparty.md). Methods map the service's
// snake_case JSON to the gateway's camelCase records, once, here.
import type { ServicePage } from './service-page.ts';
import { RestClient, UpstreamError, type UpstreamOptions } from './http.ts';

type Raw = Record<string, any>;

export interface IntegrationConnectionRecord {
  id: string;
  clinicId: string;
  accountId: string | null;
  username: string | null;
  accountName: string | null;
  connectedByName: string;
  connectedById: string;
  connectedAt: string;
  lastVerifiedAt: string | null;
}

export interface ThirdPartyAppRecord {
  id: string;
  appletCode: string;
  name: string;
  appName: string;
  slug: string;
  description: string;
  logo: string;
  kind: 'pims' | 'lab';
  requiresLogin: boolean;
  status: 'active' | 'inactive';
  connection: IntegrationConnectionRecord | null;
}

export interface ConnectIntegrationPayload {
  integration: string;
  clinic_code: string;
  clinic_id: string;
  account_id?: string | null;
  username?: string | null;
  password?: string | null;
}

export interface SyncResultRecord {
  message: string;
  providers: { provider: string; name: string; accountName: string; verifiedAt: string }[];
}

/** An appointment of the practice system (GET /practice/schedules). */
export interface PracticeAppointmentRecord {
  appointmentId: string;
  petName: string;
  petParentName: string;
  doctor: string;
  doctorId: string | null;
  appointmentType: string;
  appointmentDate: string;
  appointmentTime: string;
  timeZone: string;
  status: string;
  source: string;
  sourceId: string;
  sourceUpdatedAt: string;
}

/** A patient of the practice system (GET /practice/patients). */
export interface PracticePatientRecord {
  name: string;
  parentName: string;
  specie: string;
  breed: string;
  color: string;
  gender: string;
  source: string;
  sourceId: string;
  sourceUpdatedAt: string;
}

/** The clinic's reference lab as ordering sees it (GET /lab/status). */
export interface LabStatusRecord {
  connected: boolean;
  provider: string | null;
  providerName: string | null;
  placeOrder: boolean;
  allowAdditionalOrder: boolean;
}

export interface PracticeDoctorRecord {
  id: string;
  name: string;
}

const toConnection = (raw: Raw): IntegrationConnectionRecord => ({
  id: String(raw.id),
  clinicId: raw.clinic_id,
  accountId: raw.account_id ?? null,
  username: raw.username ?? null,
  accountName: raw.account_name ?? null,
  connectedByName: raw.connected_by,
  connectedById: String(raw.connected_by_id),
  connectedAt: raw.connected_at,
  lastVerifiedAt: raw.last_verified_at ?? null,
});

const toApp = (raw: Raw): ThirdPartyAppRecord => ({
  id: String(raw.id),
  appletCode: raw.applet_code,
  name: raw.name,
  appName: raw.app_name,
  slug: raw.slug,
  description: raw.description,
  logo: raw.logo,
  kind: raw.kind,
  requiresLogin: raw.requires_login === true,
  status: raw.status === 'active' ? 'active' : 'inactive',
  connection: raw.connection ? toConnection(raw.connection) : null,
});

/** A US address suggestion (GET /address/suggestions); `source` says where it came from. */
export interface AddressSuggestionRecord {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  source: 'smarty' | 'known-address' | 'zip-directory';
}

export class ThirdpartyClient {
  readonly rest: RestClient;

  constructor(options: UpstreamOptions) {
    this.rest = new RestClient(options);
  }

  // US address suggestions for the billing address (any signed-in person).
  async addressSuggestions(query: string, limit: number): Promise<AddressSuggestionRecord[]> {
    // 502 is the address provider's outage, answered by a healthy service: it must not open the
    // breaker that integrations and the practice system share.
    const { body } = await this.rest.request<{ data: Raw[] }>('GET', '/address/suggestions', { searchParams: { q: query, limit }, answerStatuses: [502] });
    return body.data.map((raw) => ({
      address1: String(raw.address1 ?? ''),
      address2: String(raw.address2 ?? ''),
      city: String(raw.city ?? ''),
      state: String(raw.state ?? ''),
      zip: String(raw.zip ?? ''),
      source: raw.source,
    }));
  }

  /** The city and state of a US ZIP code; null when the ZIP is unknown. */
  async usZipCode(zip: string): Promise<{ zip: string; city: string; state: string } | null> {
    try {
      const body = await this.rest.get<Raw>(`/address/zip/${encodeURIComponent(zip)}`);
      return { zip: String(body.zip), city: String(body.city), state: String(body.state) };
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw error;
    }
  }

  // Integrations (GET /applet, connect, disconnect, Sync Data Now).
  async apps(query: { offset?: number; limit?: number; q?: string; ids?: string[] }): Promise<ServicePage<ThirdPartyAppRecord>> {
    const page = await this.rest.get<{ data: Raw[]; meta: { total: number } }>('/applet', {
      offset: query.offset,
      limit: query.limit,
      q: query.q || undefined,
      ids: query.ids?.join(','),
    });
    return { data: page.data.map(toApp), meta: page.meta };
  }

  async connectIntegration(payload: ConnectIntegrationPayload): Promise<ThirdPartyAppRecord> {
    return toApp(await this.rest.post<Raw>('/applet/connect', payload));
  }

  async disconnectIntegration(payload: { integration: string; clinic_code: string }): Promise<ThirdPartyAppRecord> {
    return toApp(await this.rest.post<Raw>('/applet/disconnect', payload));
  }

  async syncClinicData(query: { clinicCode: string; provider?: string | null }): Promise<SyncResultRecord> {
    const body = (
      await this.rest.request<Raw>('POST', '/clinic-resource/sync', {
        searchParams: { clinic_code: query.clinicCode, provider: query.provider || undefined },
      })
    ).body;
    return {
      message: body.message,
      providers: (body.providers as Raw[]).map((provider) => ({
        provider: provider.provider,
        name: provider.name,
        accountName: provider.account_name,
        verifiedAt: provider.verified_at,
      })),
    };
  }

  // The practice system (GET /practice/systems|doctors|schedules|patients).
  async practiceSystems(): Promise<{ source: string; name: string }[]> {
    const body = await this.rest.get<{ data: Raw[] }>('/practice/systems', {});
    return body.data.map((raw) => ({ source: raw.source, name: raw.name }));
  }

  async practiceDoctors(): Promise<PracticeDoctorRecord[]> {
    const body = await this.rest.get<{ data: Raw[] }>('/practice/doctors', {});
    return body.data.map((raw) => ({ id: String(raw.id), name: raw.name }));
  }

  async practiceSchedules(query: { startDate: string; endDate: string; doctorId?: string | null }): Promise<PracticeAppointmentRecord[]> {
    const body = await this.rest.get<{ data: Raw[] }>('/practice/schedules', {
      start_date: query.startDate,
      end_date: query.endDate,
      doctor_id: query.doctorId || undefined,
    });
    return body.data.map((raw) => ({
      appointmentId: raw.appointment_id,
      petName: raw.pet_name,
      petParentName: raw.pet_parent_name,
      doctor: raw.doctor,
      doctorId: raw.doctor_id ?? null,
      appointmentType: raw.appointment_type,
      appointmentDate: raw.appointment_date,
      appointmentTime: raw.appointment_time,
      timeZone: raw.time_zone,
      status: raw.status,
      source: raw.source,
      sourceId: raw.source_id,
      sourceUpdatedAt: raw.source_updated_at,
    }));
  }

  async practicePatients(search: string | null | undefined): Promise<PracticePatientRecord[]> {
    const body = await this.rest.get<{ data: Raw[] }>('/practice/patients', { search: search || undefined });
    return body.data.map((raw) => ({
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
  }

  // The clinic's lab connection (GET /lab/status; any clinic member).
  async labStatus(): Promise<LabStatusRecord> {
    const { data } = await this.rest.get<{ data: Raw }>('/lab/status', {});
    return {
      connected: data.connected === true,
      provider: data.provider ?? null,
      providerName: data.provider_name ?? null,
      placeOrder: data.place_order === true,
      allowAdditionalOrder: data.allow_additional_order === true,
    };
  }
}
