// Typed client of the main service (docs/rest-main.md). Methods map the service's snake_case
// JSON to the gateway's camelCase records, once, here.
import { RestClient, type UpstreamOptions } from './http.ts';

type Raw = Record<string, any>;

export interface AppointmentSettingsRecord {
  clinicCode: string;
  daysBefore: number;
  dailyReminder: boolean;
  /** Null while the clinic has never saved (the values are the defaults). */
  updatedAt: string | null;
}

export interface FileRecord {
  id: string;
  url: string;
  name: string;
  contentType: string;
  size: number;
  purpose: string;
  clinicCode: string | null;
  createdAt: string;
}

const toAppointmentSettings = (raw: Raw): AppointmentSettingsRecord => ({
  clinicCode: raw.clinic_code,
  daysBefore: Number(raw.days_before),
  dailyReminder: Boolean(raw.daily_reminder),
  updatedAt: raw.updated_at ?? null,
});

const toFile = (raw: Raw): FileRecord => ({
  id: String(raw.id),
  url: raw.url,
  name: raw.name,
  contentType: raw.content_type,
  size: Number(raw.size),
  purpose: raw.purpose,
  clinicCode: raw.clinic_code ?? null,
  createdAt: raw.created_at,
});

export class MainClient {
  readonly rest: RestClient;

  constructor(options: UpstreamOptions) {
    this.rest = new RestClient(options);
  }

  async appointmentSettings(): Promise<AppointmentSettingsRecord> {
    return toAppointmentSettings(await this.rest.get<Raw>('/appointment-settings'));
  }

  async saveAppointmentSettings(payload: { clinic_code: string; days_before: number; daily_reminder: boolean }): Promise<AppointmentSettingsRecord> {
    return toAppointmentSettings(await this.rest.post<Raw>('/appointment-settings', payload));
  }

  async uploadFile(payload: { name: string; type: string; data_uri: string; purpose: 'clinic-logo' }): Promise<FileRecord> {
    return toFile(await this.rest.post<Raw>('/platform/upload', payload));
  }

  async filesByIds(ids: readonly string[]): Promise<FileRecord[]> {
    const body = await this.rest.get<{ data: Raw[] }>('/files', { ids: ids.join(','), limit: ids.length });
    return body.data.map(toFile);
  }
}

// Visits, visit statuses, modification reasons and subjective form links (gateway/src/visits/).

export interface VisitRecord {
  id: string;
  petId: string;
  name: string;
  status: { id: number; name: string };
  isReadOnly: boolean;
  isLocked: boolean;
  lastModifiedByName: string;
  createdAt: string;
  updatedAt: string;
}

export interface VisitStatusRecord {
  id: number;
  name: string;
  position: number;
  isReadOnly: boolean;
}

export interface VisitStatusLogRecord {
  id: string;
  event: string;
  userName: string;
  createdAt: string;
}

export interface ModificationReasonRecord {
  id: string;
  visitId: string;
  modificationDate: string;
  modificationReason: string;
  createdByName: string;
  createdAt: string;
}

export interface SubjectiveFormSentRecord {
  email: string;
  expiresAt: string;
  petId: string;
  visitId: string | null;
}

const toVisit = (raw: Raw): VisitRecord => ({
  id: String(raw.id),
  petId: String(raw.pet_id),
  name: raw.name,
  status: { id: Number(raw.status.id), name: raw.status.name },
  isReadOnly: Boolean(raw.is_read_only),
  isLocked: Boolean(raw.is_locked),
  lastModifiedByName: raw.last_modified_by_user_name,
  createdAt: raw.created_at,
  updatedAt: raw.updated_at,
});

export class MainVisitsClient {
  constructor(private readonly rest: RestClient) {}

  async visits(query: { petId?: string; offset: number; limit: number; search?: string | null }): Promise<{ data: VisitRecord[]; meta: { total: number } }> {
    const body = await this.rest.get<{ data: Raw[]; meta: { total: number } }>('/visits', {
      pet_id: query.petId,
      offset: query.offset,
      limit: query.limit,
      q: query.search || undefined,
    });
    return { data: body.data.map(toVisit), meta: body.meta };
  }

  async visitsByIds(ids: readonly string[]): Promise<VisitRecord[]> {
    const body = await this.rest.get<{ data: Raw[] }>('/visits', { ids: ids.join(','), limit: Math.min(ids.length, 100) });
    return body.data.map(toVisit);
  }

  async createVisit(payload: { pet_id: string; clinic_id?: string; name?: string }): Promise<VisitRecord> {
    return toVisit((await this.rest.post<{ data: Raw }>('/visits', payload)).data);
  }

  async renameVisit(id: string, name: string): Promise<VisitRecord> {
    return toVisit((await this.rest.request<{ data: Raw }>('PATCH', `/visits/${encodeURIComponent(id)}/name`, { json: { name } })).body.data);
  }

  async updateVisitStatus(id: string, statusId: number): Promise<VisitRecord> {
    return toVisit((await this.rest.request<{ data: Raw }>('PATCH', `/visits/${encodeURIComponent(id)}/status`, { json: { status_id: statusId } })).body.data);
  }

  async visitStatuses(): Promise<VisitStatusRecord[]> {
    const body = await this.rest.get<{ data: Raw[] }>('/visit-statuses');
    return body.data.map((raw) => ({ id: Number(raw.id), name: raw.name, position: Number(raw.position), isReadOnly: Boolean(raw.is_read_only) }));
  }

  async visitLogs(id: string): Promise<VisitStatusLogRecord[]> {
    const body = await this.rest.get<{ data: Raw[] }>(`/visits/${encodeURIComponent(id)}/logs`);
    return body.data.map((raw) => ({ id: String(raw.id), event: raw.event, userName: raw.user_name, createdAt: raw.created_at }));
  }

  async saveModificationReason(visitId: string, payload: { modification_date: string; modification_reason: string }): Promise<ModificationReasonRecord> {
    const raw = (await this.rest.post<{ data: Raw }>(`/visits/${encodeURIComponent(visitId)}/modification-reasons`, payload)).data;
    return {
      id: String(raw.id),
      visitId: String(raw.visit_id),
      modificationDate: raw.modification_date,
      modificationReason: raw.modification_reason,
      createdByName: raw.created_by_name,
      createdAt: raw.created_at,
    };
  }

  async sendSubjectiveForm(payload: { email?: string; clinic_code: string; pet_id: string; visit_id?: string }): Promise<SubjectiveFormSentRecord> {
    const raw = (await this.rest.post<{ data: Raw }>('/subjective-form/send', payload)).data;
    return { email: raw.email, expiresAt: raw.expires_at, petId: String(raw.pet_id), visitId: raw.visit_id ?? null };
  }
}
