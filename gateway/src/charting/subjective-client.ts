// The main service's subjective note, SOAP case and vitals calls (docs/rest-main-charting-subjective.md)
// over the request's own main client (its token and upstream call counter), mapped once from the
// service's snake_case to the gateway's records; and the request's loaders that batch a screen's
// notes and vitals by visit id into one call each.
import DataLoader from 'dataloader';
import type { RestClient } from '../clients/http.ts';
import type { GatewayContext } from '../context.ts';

type Raw = Record<string, any>;

export interface DiarrheaCaseRecord {
  diarrhea: string | null;
  timesDiarrhea: string | null;
  eatingStool: string | null;
  dietIndiscretions: string | null;
  missingToys: string | null;
  accidents: string | null;
  someVisit: string | null;
  petActing: string | null;
}

export interface VomitingCaseRecord {
  vomiting: string | null;
  timesVomiting: string | null;
  intoTrash: string | null;
  ateSomething: string | null;
  ratPoison: string | null;
  dietChanges: string | null;
  dietIndiscretions: string | null;
  recentlyVaccinated: string | null;
}

export interface AdditionalNotesRecord {
  waterIntake: string | null;
  appetite: string | null;
  travel: string | null;
  coughing: string | null;
  sneezing: string | null;
  vomiting: string | null;
  diarrhea: string | null;
  additionalVomiting: string | null;
  specialDiets: string | null;
  supplements: string | null;
  reminders: string | null;
  triageNotes: string | null;
  medications: string[];
  fleaComb: string | null;
  indoor: number | null;
  otherPets: string | null;
}

export interface SubjectiveNoteRecord {
  id: string;
  visitId: string;
  petId: string;
  version: number;
  visitModificationId: string | null;
  chiefComplaint: { complaint: string | null; duration: string };
  reasonForConsultation: {
    mainCaseIds: number[];
    otherCases: string[];
    generalHealth: string | null;
    skinCase: string | null;
    diarrhea: DiarrheaCaseRecord | null;
    vomiting: VomitingCaseRecord | null;
  };
  additionalNotes: AdditionalNotesRecord;
  /** 'pet_parent' when the answers came through the e-mailed subjective form. */
  filledBy: 'staff' | 'pet_parent';
  aiConsent: boolean | null;
  createdAt: string;
  updatedByName: string;
  updatedAt: string;
}

export interface VitalsRecord {
  id: string;
  visitId: string;
  petId: string;
  version: number;
  visitModificationId: string | null;
  temperature: { value: number; unit: string } | null;
  respiratoryRate: number | null;
  heartRate: number | null;
  weight: { value: number; unit: string } | null;
  visitCreatedAt: string;
  updatedByName: string;
  updatedAt: string;
}

export interface SoapCaseRecord {
  id: number;
  name: string;
  label: string;
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A flat snake_case object's keys in camelCase (the case panels and additional notes). */
function camelKeys<T>(raw: Raw | null | undefined): T | null {
  if (!raw) return null;
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [camel(key), value ?? null])) as T;
}

/** A GraphQL input's keys in snake_case, nested objects too, lists as they are. */
export function snakeKeys(input: unknown): unknown {
  if (input === null || input === undefined || typeof input !== 'object' || Array.isArray(input)) return input ?? null;
  return Object.fromEntries(Object.entries(input as Raw).map(([key, value]) => [snake(key), snakeKeys(value)]));
}

export function toSubjectiveNote(raw: Raw): SubjectiveNoteRecord {
  const note = raw.subjective_note as Raw;
  const reason = note.reason_for_consultation as Raw;
  const notes = camelKeys<AdditionalNotesRecord>(note.additional_notes)!;
  return {
    id: String(raw.id),
    visitId: String(raw.visitation_id),
    petId: String(raw.pet_id),
    version: Number(raw.version),
    visitModificationId: raw.visit_modification_id ?? null,
    chiefComplaint: { complaint: note.chief_complaint.complaint ?? null, duration: note.chief_complaint.duration },
    reasonForConsultation: {
      mainCaseIds: (reason.main_case as number[]).map(Number),
      otherCases: reason.other_cases ?? [],
      generalHealth: reason.general_health ?? null,
      skinCase: reason.skin_case ?? null,
      diarrhea: camelKeys<DiarrheaCaseRecord>(reason.diarrhea),
      vomiting: camelKeys<VomitingCaseRecord>(reason.vomiting),
    },
    additionalNotes: { ...notes, medications: notes.medications ?? [] },
    filledBy: raw.filled_by === 'pet_parent' ? 'pet_parent' : 'staff',
    aiConsent: raw.ai_consent ?? null,
    createdAt: raw.created_at,
    updatedByName: raw.updated_by_name,
    updatedAt: raw.updated_at,
  };
}

export function toVitals(raw: Raw): VitalsRecord {
  return {
    id: String(raw.id),
    visitId: String(raw.visitation_id),
    petId: String(raw.pet_id),
    version: Number(raw.version),
    visitModificationId: raw.visit_modification_id ?? null,
    temperature: raw.temperature ? { value: Number(raw.temperature.value), unit: raw.temperature.unit } : null,
    respiratoryRate: raw.respiratory_rate ? Number(raw.respiratory_rate.value) : null,
    heartRate: raw.heart_rate ? Number(raw.heart_rate.value) : null,
    weight: raw.weight ? { value: Number(raw.weight.value), unit: raw.weight.unit } : null,
    visitCreatedAt: raw.visit_created_at,
    updatedByName: raw.updated_by_name,
    updatedAt: raw.updated_at,
  };
}

/** At most this many ids per batch call (the service's limit). */
const BATCH = 100;

export class SubjectiveClient {
  readonly subjectiveByVisit: DataLoader<string, SubjectiveNoteRecord | null>;
  readonly vitalsByVisit: DataLoader<string, VitalsRecord | null>;

  constructor(private readonly rest: RestClient) {
    this.subjectiveByVisit = new DataLoader(
      async (visitIds) => {
        const notes = await this.subjectiveNotes({ visitIds });
        const byVisit = new Map(notes.map((note) => [note.visitId, note]));
        return visitIds.map((id) => byVisit.get(id) ?? null);
      },
      { maxBatchSize: BATCH },
    );
    this.vitalsByVisit = new DataLoader(
      async (visitIds) => {
        const rows = await this.vitals({ visitIds });
        const byVisit = new Map(rows.map((row) => [row.visitId, row]));
        return visitIds.map((id) => byVisit.get(id) ?? null);
      },
      { maxBatchSize: BATCH },
    );
  }

  async soapCases(): Promise<SoapCaseRecord[]> {
    return (await this.rest.get<{ data: SoapCaseRecord[] }>('/soap-cases')).data;
  }

  async subjectiveNotes(query: { ids?: readonly string[]; visitIds?: readonly string[] }): Promise<SubjectiveNoteRecord[]> {
    const body = await this.rest.get<{ data: Raw[] }>('/subjective-notes', { ids: query.ids?.join(','), visit_ids: query.visitIds?.join(',') });
    return body.data.map(toSubjectiveNote);
  }

  async createSubjectiveNote(payload: Raw): Promise<SubjectiveNoteRecord> {
    return toSubjectiveNote((await this.rest.post<{ data: Raw }>('/subjective', payload)).data);
  }

  async updateSubjectiveNote(visitId: string, payload: Raw): Promise<SubjectiveNoteRecord> {
    return toSubjectiveNote((await this.rest.put<{ data: Raw }>(`/subjective/${encodeURIComponent(visitId)}`, payload)).data);
  }

  async vitals(query: { ids?: readonly string[]; visitIds?: readonly string[] }): Promise<VitalsRecord[]> {
    const ids = query.ids ?? query.visitIds ?? [];
    const body = await this.rest.get<{ data: Raw[] }>('/vitals', {
      ids: query.ids?.join(','),
      visit_ids: query.visitIds?.join(','),
      limit: Math.max(1, Math.min(ids.length, BATCH)),
    });
    return body.data.map(toVitals);
  }

  async petVitals(query: { petId: string; offset: number; limit: number }): Promise<{ data: VitalsRecord[]; meta: { total: number } }> {
    const body = await this.rest.get<{ data: Raw[]; meta: { total: number } }>('/vitals', { pet_id: query.petId, offset: query.offset, limit: query.limit });
    return { data: body.data.map(toVitals), meta: body.meta };
  }

  async saveVitals(visitId: string, payload: Raw): Promise<VitalsRecord> {
    return toVitals((await this.rest.put<{ data: Raw }>(`/visits/${encodeURIComponent(visitId)}/vitals`, payload)).data);
  }
}

const clients = new WeakMap<GatewayContext, SubjectiveClient>();

export function subjectiveClient(context: GatewayContext): SubjectiveClient {
  let client = clients.get(context);
  if (!client) {
    client = new SubjectiveClient(context.clients.main.rest);
    clients.set(context, client);
  }
  return client;
}
