// The REST calls of the physical exam step, the visit lock and the visit's history
// (docs/rest-main-charting-objective.md, docs/rest-auth-billing.md 'Veterinary PIN'), over the
// request's own main and auth clients, so they share its token and upstream call counter. The
// per-visit lists (objective note, status logs, modification reasons) go through DataLoaders
// keyed by visit id: one call for any number of visits on a screen.
import DataLoader from 'dataloader';
import type { ModificationReasonRecord, VisitRecord, VisitStatusLogRecord } from '../visits/visit-wire.ts';
import type { GatewayContext } from '../context.ts';

type Raw = Record<string, any>;

export interface ExamResultRecord {
  categoryId: string | null;
  category: string;
  result: string;
  comment: string;
}

export interface RuleOutRecord {
  diagnosisId: string | null;
  name: string;
  category: string | null;
  description: string;
  symptoms: string;
}

export interface ObjectiveNoteRecord {
  id: string;
  visitId: string;
  petId: string;
  bodyScore: number | null;
  painScore: number | null;
  dentalScore: number | null;
  muscleConditionScore: number | null;
  grimaceScale: number | null;
  mentation: string;
  medicalHistoryNotes: string;
  physicalExamResults: ExamResultRecord[];
  ruleOuts: RuleOutRecord[];
  visitModificationId: string | null;
  version: number;
  createdAt: string;
  updatedByName: string;
  updatedAt: string;
}

export interface ObjectiveNotePayload {
  body_score?: number | null;
  pain_score?: number | null;
  dental_score?: number | null;
  muscle_condition_score?: number | null;
  grimace_scale?: number | null;
  mentation?: string;
  medical_history_notes?: string | null;
  physicalexamresult?: { category: { id: string | null; category: string }; result: string; comment: string | null }[];
  ruleouts?: { diagnosis_id: string; name: string; category: string | null; description: string; symptoms: string }[];
  visit_modification_id?: string | null;
  based_on_version?: number;
}

export const toObjectiveNote = (raw: Raw): ObjectiveNoteRecord => ({
  id: String(raw.id),
  visitId: String(raw.visit_id),
  petId: String(raw.pet_id),
  bodyScore: raw.body_score ?? null,
  painScore: raw.pain_score ?? null,
  dentalScore: raw.dental_score ?? null,
  muscleConditionScore: raw.muscle_condition_score ?? null,
  grimaceScale: raw.grimace_scale ?? null,
  mentation: raw.mentation,
  medicalHistoryNotes: raw.medical_history_notes ?? '',
  physicalExamResults: (raw.physicalexamresult ?? []).map((row: Raw) => ({
    categoryId: row.category?.id ?? null,
    category: row.category?.category ?? '',
    result: row.result,
    comment: row.comment ?? '',
  })),
  ruleOuts: (raw.ruleouts ?? []).map((row: Raw) => ({
    diagnosisId: row.diagnosis_id ?? null,
    name: row.name,
    category: row.category ?? null,
    description: row.description ?? '',
    symptoms: row.symptoms ?? '',
  })),
  visitModificationId: raw.visit_modification_id ?? null,
  version: Number(raw.version),
  createdAt: raw.created_at,
  updatedByName: raw.updated_by_name,
  updatedAt: raw.updated_at,
});

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

const toReason = (raw: Raw): ModificationReasonRecord => ({
  id: String(raw.id),
  visitId: String(raw.visit_id),
  modificationDate: raw.modification_date,
  modificationReason: raw.modification_reason,
  createdByName: raw.created_by_name,
  createdAt: raw.created_at,
});

/** Groups rows by visit id in the order of the keys (DataLoader's contract). */
function byVisit<T extends { visitId: string }>(visitIds: readonly string[], rows: T[]): T[][] {
  const groups = new Map<string, T[]>(visitIds.map((id) => [id, []]));
  for (const row of rows) groups.get(row.visitId)?.push(row);
  return visitIds.map((id) => groups.get(id)!);
}

const BATCH = { maxBatchSize: 100 };

export class ObjectiveClient {
  /** A visit's objective note (null when none), by visit id. */
  readonly noteOfVisit: DataLoader<string, ObjectiveNoteRecord | null>;
  readonly statusLogs: DataLoader<string, (VisitStatusLogRecord & { visitId: string })[]>;
  readonly modificationReasons: DataLoader<string, ModificationReasonRecord[]>;

  constructor(private readonly context: GatewayContext) {
    const main = () => context.clients.main.rest;
    this.noteOfVisit = new DataLoader(async (visitIds) => {
      const notes = await this.notes({ visitIds });
      const byId = new Map(notes.map((note) => [note.visitId, note]));
      return visitIds.map((id) => byId.get(id) ?? null);
    }, BATCH);
    this.statusLogs = new DataLoader(async (visitIds) => {
      const body = await main().get<{ data: Raw[] }>('/visit-status-logs', { visit_ids: visitIds.join(',') });
      const rows = body.data.map((raw) => ({ id: String(raw.id), visitId: String(raw.visit_id), event: raw.event, userName: raw.user_name, createdAt: raw.created_at }));
      return byVisit(visitIds, rows);
    }, BATCH);
    this.modificationReasons = new DataLoader(async (visitIds) => {
      const body = await main().get<{ data: Raw[] }>('/modification-reasons', { visit_ids: visitIds.join(',') });
      return byVisit(visitIds, body.data.map(toReason));
    }, BATCH);
  }

  async notes(query: { ids?: readonly string[]; visitIds?: readonly string[] }): Promise<ObjectiveNoteRecord[]> {
    const body = await this.context.clients.main.rest.get<{ data: Raw[] }>('/objective-notes', {
      ids: query.ids?.length ? query.ids.join(',') : undefined,
      visit_ids: query.visitIds?.length ? query.visitIds.join(',') : undefined,
    });
    return body.data.map(toObjectiveNote);
  }

  async createNote(visitId: string, payload: ObjectiveNotePayload): Promise<ObjectiveNoteRecord> {
    return toObjectiveNote((await this.context.clients.main.rest.post<{ data: Raw }>(`/visits/${encodeURIComponent(visitId)}/objective-note`, payload)).data);
  }

  async updateNote(visitId: string, payload: ObjectiveNotePayload): Promise<ObjectiveNoteRecord> {
    const response = await this.context.clients.main.rest.request<{ data: Raw }>('PUT', `/visits/${encodeURIComponent(visitId)}/objective-note`, { json: payload });
    return toObjectiveNote(response.body.data);
  }

  async startExam(visitId: string): Promise<{ visit: VisitRecord; moved: boolean }> {
    const body = await this.context.clients.main.rest.post<{ data: { visit: Raw; moved: boolean } }>(`/visits/${encodeURIComponent(visitId)}/start-exam`, {});
    return { visit: toVisit(body.data.visit), moved: Boolean(body.data.moved) };
  }

  async lockVisit(visitId: string, lockProof: string): Promise<VisitRecord> {
    return toVisit((await this.context.clients.main.rest.post<{ data: Raw }>(`/visits/${encodeURIComponent(visitId)}/lock`, { lock_proof: lockProof })).data);
  }

  async veterinaryPin(): Promise<{ isSet: boolean; updatedAt: string | null }> {
    return this.context.loaders.auth.veterinaryPin();
  }

  async setVeterinaryPin(pin: string, password: string | null): Promise<{ isSet: boolean; updatedAt: string | null }> {
    return this.context.loaders.auth.setVeterinaryPin({ pin, password });
  }

  async lockProof(pin: string, visitId: string): Promise<string> {
    return this.context.loaders.auth.lockProof({ pin, visitId });
  }
}

const clients = new WeakMap<GatewayContext, ObjectiveClient>();

export function objectiveClient(context: GatewayContext): ObjectiveClient {
  let client = clients.get(context);
  if (!client) {
    client = new ObjectiveClient(context);
    clients.set(context, client);
  }
  return client;
}
