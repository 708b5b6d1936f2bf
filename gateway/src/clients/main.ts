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
