// Typed client of the main service (docs/rest-main.md). Methods map the service's snake_case
// JSON to the gateway's camelCase records, once, here.
import { RestClient, type UpstreamOptions } from './http.ts';
import type { FormHeaderPayload } from '../subjective-form/subjective-form-client.ts';

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

  /** Pets, pet parents and colors (the block at the end of this file). */
  get pets(): PetsClient {
    return new PetsClient(this.rest);
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

// --- Pets and pet parents (spec 001 sections 3 and 7; docs/rest-main.md) ---

export interface PetRecord {
  id: string;
  name: string;
  image: string | null;
  breedId: string;
  specieId: string;
  genderId: string;
  colorId: string;
  color: string;
  /** MM/DD/YYYY, as the spec sends it. */
  dateOfBirth: string;
  /** The same date as YYYY-MM-DD. */
  dateOfBirthIso: string;
  weight: number;
  weightUnit: string;
  problems: string[];
  parentId: string;
  parentName: string;
  note: string | null;
  source: string;
  sourceId: string | null;
  canSync: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface PetParentRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string | null;
  address: { addressLine1: string; addressLine2: string | null; city: string; state: string; zip: string };
  emergencyContact: { firstName: string; lastName: string; phoneNumber: string };
  lastVisit: string | null;
  appointmentDate: string | null;
  petCount: number;
  createdAt: string;
}

export interface PetMedicalRecordRecord {
  id: string;
  source: string;
  sourceId: string;
  date: string;
  kind: string;
  title: string;
  notes: string;
  syncedAt: string;
}

export interface SyncedPetRecord {
  petId: string;
  sourceId: string;
  /** The practice system's change time when the pet was last synced. */
  sourceUpdatedAt: string | null;
}

export interface ColorRecord {
  id: string;
  color: string;
}

export interface PetPayload {
  name: string;
  breed_id: string;
  specie_id: string;
  gender_id: string;
  color: string;
  date_of_birth: string;
  weight: number | null;
  weight_unit?: string | null;
  problems?: string[] | null;
  note?: string | null;
  image?: string | null;
}

export interface PetParentPayload {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  date_of_birth?: string | null;
  address: { addressLine1: string; addressLine2?: string | null; city: string; state: string; zip: string };
  emergency_contact?: { er_first_name?: string | null; er_last_name?: string | null; phone_number?: string | null } | null;
}

export type PetParentSort = 'appointment_date' | '-appointment_date' | 'last_visit' | '-last_visit';

/** MM/DD/YYYY → YYYY-MM-DD. */
const usDateToIso = (value: string) => {
  const [month, day, year] = value.split('/');
  return `${year}-${month}-${day}`;
};

const toPet = (raw: Raw): PetRecord => ({
  id: raw.id,
  name: raw.name,
  image: raw.image ?? null,
  breedId: raw.breed_id,
  specieId: raw.specie_id,
  genderId: raw.gender_id,
  colorId: raw.color_id,
  color: raw.color?.color ?? '',
  dateOfBirth: raw.date_of_birth,
  dateOfBirthIso: usDateToIso(raw.date_of_birth),
  weight: Number(raw.weight),
  weightUnit: raw.weight_unit,
  problems: (raw.problems ?? []).map((problem: { name: string }) => problem.name),
  parentId: raw.parent_id,
  parentName: raw.parent_name,
  note: raw.note ?? null,
  source: raw.source,
  sourceId: raw.source_id ?? null,
  canSync: Boolean(raw.can_sync),
  createdAt: raw.created_at,
  updatedAt: raw.updated_at,
});

const toPetParent = (raw: Raw): PetParentRecord => ({
  id: raw.id,
  firstName: raw.first_name,
  lastName: raw.last_name,
  email: raw.email,
  phoneNumber: raw.phone_number,
  dateOfBirth: raw.date_of_birth ?? null,
  address: {
    addressLine1: raw.address.addressLine1,
    addressLine2: raw.address.addressLine2 ?? null,
    city: raw.address.city,
    state: raw.address.state,
    zip: raw.address.zip,
  },
  emergencyContact: {
    firstName: raw.emergency_contact.er_first_name,
    lastName: raw.emergency_contact.er_last_name,
    phoneNumber: raw.emergency_contact.phone_number,
  },
  lastVisit: raw.last_visit ?? null,
  appointmentDate: raw.appointment_date ?? null,
  petCount: Number(raw.pet_count ?? 0),
  createdAt: raw.created_at,
});

const toColor = (raw: Raw): ColorRecord => ({ id: raw.id, color: raw.color });

type PageOf<T> = { data: T[]; meta: { total: number } };
type Window = { offset: number; limit: number; search?: string | null };

/** One line of a pet's medical history summary and where it came from. */
export interface MedicalHistoryLineRecord {
  text: string;
  visitId: string | null;
  visitDate: string | null;
  source: 'visit' | 'practice' | 'pet';
}

export interface MedicalHistorySummaryRecord {
  medications: MedicalHistoryLineRecord[];
  treatments: MedicalHistoryLineRecord[];
  services: MedicalHistoryLineRecord[];
  problems: MedicalHistoryLineRecord[];
  diagnosis: MedicalHistoryLineRecord[];
}

const MEDICAL_HISTORY_SECTIONS = ['medications', 'treatments', 'services', 'problems', 'diagnosis'] as const;

export class PetsClient {
  constructor(private readonly rest: RestClient) {}

  private async page<T>(path: string, params: Record<string, string | number | undefined>, map: (raw: Raw) => T): Promise<PageOf<T>> {
    const body = await this.rest.get<{ data: Raw[]; meta: { total: number } }>(path, params);
    return { data: body.data.map(map), meta: { total: body.meta.total } };
  }

  pets(window: Window & { parentId?: string | null }) {
    return this.page('/pets', { offset: window.offset, limit: window.limit, q: window.search || undefined, parent_id: window.parentId || undefined }, toPet);
  }
  async petsByIds(ids: readonly string[]): Promise<PetRecord[]> {
    if (!ids.length) return [];
    return (await this.page('/pets', { ids: ids.join(','), limit: 100 }, toPet)).data;
  }
  async addPets(parentId: string, pets: PetPayload[]): Promise<PetRecord[]> {
    const body = await this.rest.post<{ data: Raw[] }>('/pets/bulk', { parent_id: parentId, pets });
    return body.data.map(toPet);
  }
  async updatePet(id: string, payload: Partial<PetPayload> & { parent_id?: string }): Promise<PetRecord> {
    return toPet((await this.rest.request<Raw>('PATCH', `/pets/${encodeURIComponent(id)}`, { json: payload })).body);
  }
  async deletePet(id: string): Promise<void> {
    await this.rest.request('DELETE', `/pets/${encodeURIComponent(id)}`);
  }
  /** Imports a practice-system patient and its parent (POST /pets/sync). */
  async syncPet(payload: { source: string; source_id: string }): Promise<{ pet: PetRecord; created: boolean }> {
    const body = await this.rest.post<Raw>('/pets/sync', payload);
    return { pet: toPet(body.pet), created: body.created === true };
  }
  /** A synced pet's medical records from the practice system, newest first (GET /pets/{id}/medical-records). */
  /** GET /pets/:id/medical-history-summary (docs/rest-main-medical-history.md). */
  async medicalHistorySummary(petId: string): Promise<MedicalHistorySummaryRecord> {
    const { data } = await this.rest.get<{ data: Raw }>(`/pets/${encodeURIComponent(petId)}/medical-history-summary`);
    const lines = (rows: Raw[] | undefined): MedicalHistoryLineRecord[] =>
      (rows ?? []).map((row) => ({ text: String(row.text), visitId: row.visit_id ?? null, visitDate: row.visit_date ?? null, source: row.source }));
    return Object.fromEntries(MEDICAL_HISTORY_SECTIONS.map((section) => [section, lines(data[section])])) as unknown as MedicalHistorySummaryRecord;
  }

  async medicalRecords(petId: string): Promise<PetMedicalRecordRecord[]> {
    const body = await this.rest.get<{ data: Raw[] }>(`/pets/${encodeURIComponent(petId)}/medical-records`, {});
    return body.data.map((raw) => ({ id: raw.id, source: raw.source, sourceId: raw.source_id, date: raw.date, kind: raw.kind, title: raw.title, notes: raw.notes, syncedAt: raw.synced_at }));
  }
  /** The clinic's pets synced from these practice-system ids (GET /pets/synced). */
  async syncedPets(source: string, sourceIds: readonly string[]): Promise<SyncedPetRecord[]> {
    if (!sourceIds.length) return [];
    const body = await this.rest.get<{ data: Raw[] }>('/pets/synced', { source, source_ids: [...new Set(sourceIds)].join(',') });
    return body.data.map((raw) => ({ petId: raw.pet_id, sourceId: raw.source_id, sourceUpdatedAt: raw.source_updated_at ?? null }));
  }

  petParents(window: Window & { sort?: PetParentSort | null }) {
    return this.page('/pet-parents', { offset: window.offset, limit: window.limit, q: window.search || undefined, sort: window.sort ?? undefined }, toPetParent);
  }
  async petParentsByIds(ids: readonly string[]): Promise<PetParentRecord[]> {
    if (!ids.length) return [];
    return (await this.page('/pet-parents', { ids: ids.join(','), limit: 100 }, toPetParent)).data;
  }
  async addPetParent(payload: PetParentPayload): Promise<PetParentRecord> {
    return toPetParent(await this.rest.post<Raw>('/pet-parents', payload));
  }
  async updatePetParent(id: string, payload: PetParentPayload): Promise<PetParentRecord> {
    return toPetParent((await this.rest.request<Raw>('PATCH', `/pet-parents/${encodeURIComponent(id)}`, { json: payload })).body);
  }
  async deletePetParent(id: string): Promise<void> {
    await this.rest.request('DELETE', `/pet-parents/${encodeURIComponent(id)}`);
  }

  colors(window: Window) {
    return this.page('/colors', { offset: window.offset, limit: window.limit, q: window.search || undefined }, toColor);
  }
  async colorsByIds(ids: readonly string[]): Promise<ColorRecord[]> {
    if (!ids.length) return [];
    return (await this.page('/colors', { ids: ids.join(','), limit: 100 }, toColor)).data;
  }

  async uploadPetImage(payload: { name: string; type: string; data_uri: string }): Promise<FileRecord> {
    return toFile(await this.rest.post<Raw>('/platform/upload', { ...payload, purpose: 'pet-image' }));
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

  async sendSubjectiveForm(payload: { email?: string; clinic_code: string; pet_id: string; visit_id?: string; header: FormHeaderPayload }): Promise<SubjectiveFormSentRecord> {
    const raw = (await this.rest.post<{ data: Raw }>('/subjective-form/send', payload)).data;
    return { email: raw.email, expiresAt: raw.expires_at, petId: String(raw.pet_id), visitId: raw.visit_id ?? null };
  }
}
