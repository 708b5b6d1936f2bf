// How an audit entry reads on the admin's audit screen and in its CSV: who (the person's name,
// or the pet parent / the product itself), what (a readable label of the action), which record,
// and the changes (each field's value before and after). The screen and the CSV share this, so a
// row of the file says what the row of the table says.
import type { GatewayContext } from '../context.ts';
import { UserType } from '../users-roles/user.ts';
import type { AuditEntryRecord } from './audit-wire.ts';

/** actor_user_id of the product's own jobs (the e-check-in scheduler, the lab poller). */
export const SYSTEM_ACTOR = '00000000-0000-0000-0000-000000000000';
export const PET_PARENT_ACTOR = 'Pet parent (e-mailed link)';
export const SYSTEM_ACTOR_NAME = 'VetChart (automatic)';
/** Someone no longer in the organization's users (the log outlives accounts). */
export const UNKNOWN_ACTOR = 'Former user';

export type ActorKind = 'staff' | 'pet_parent' | 'system';

export const actorKindOf = (entry: AuditEntryRecord): ActorKind =>
  entry.actorUserId === null ? 'pet_parent' : entry.actorUserId === SYSTEM_ACTOR ? 'system' : 'staff';

/** The person's full name through the User loader (one auth call for a page's people). */
export async function actorName(context: GatewayContext, entry: AuditEntryRecord): Promise<string> {
  const kind = actorKindOf(entry);
  if (kind === 'pet_parent') return PET_PARENT_ACTOR;
  if (kind === 'system') return SYSTEM_ACTOR_NAME;
  const user = await UserType.getDataloader(context)
    .load(entry.actorUserId!)
    .catch(() => null);
  return user && !(user instanceof Error) ? user.fullName : UNKNOWN_ACTOR;
}

const ACRONYMS: Record<string, string> = { soap: 'SOAP', pin: 'PIN', pdf: 'PDF', ai: 'AI' };

const words = (text: string) =>
  text
    .split('_')
    .filter(Boolean)
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ');

const sentence = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** The actions whose generic reading ('Pet parent synced new') would be clumsy. */
const ACTION_LABELS: Record<string, string> = {
  'pet.synced_new': 'Pet imported from the practice system',
  'pet.synced': 'Pet synced from the practice system',
  'pet_parent.synced_new': 'Pet parent imported from the practice system',
  'pet_parent.synced': 'Pet parent synced from the practice system',
  'visit.status_changed': 'Visit status changed',
  'visit.modification_reason_given': 'Reason for modification given',
  'visit.finished': 'Visit finished',
  'document_link.issued': 'Document link issued',
  'subjective_form.sent': 'History form sent',
  'subjective_form.submitted': 'History form submitted',
  'treatment_plan.estimate_sent': 'Treatment plan estimate sent',
  'treatment_plan.dose_reason_given': 'Reason given for a flagged dose',
  'soap_canvas.chat_appended': 'SOAP canvas chat message added',
};

/** 'objective_note.updated' → 'Objective note updated'. */
export function actionLabel(action: string): string {
  if (ACTION_LABELS[action]) return ACTION_LABELS[action];
  const [record = '', verb = ''] = action.split('.');
  return sentence(`${words(record)} ${words(verb)}`.trim());
}

/** 'subjective_note' → 'Subjective note'. */
export const recordLabel = (targetType: string) => sentence(words(targetType));

/** Detail keys that say where or why, never a field of the record. */
const CONTEXT_KEYS = new Set(['before', 'after', 'fields', 'from', 'to', 'visit_id', 'pet_id', 'visit_modification_id', 'link_id', 'actor']);

export interface AuditChange {
  field: string;
  /** Null: the field had no value, or the log did not record the value before. */
  before: string | null;
  after: string | null;
}

const MAX_VALUE = 2000;

/** A recorded value as text: strings as they are, anything else as compact JSON, cut at 2000 characters. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

const asRecord = (value: unknown): Record<string, unknown> | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

/**
 * The fields an entry changed. Writers record `{ before, after, fields }` (the charting records),
 * `{ from, to }` (a rename or a status move) or, for the pet and pet parent writes, the values
 * written (their earlier values were not logged: before is null).
 */
export function changesOf(entry: AuditEntryRecord, statusNames: ReadonlyMap<number, string> = new Map()): AuditChange[] {
  const detail = entry.detail;
  if (Array.isArray(detail.fields)) {
    const before = asRecord(detail.before);
    const after = asRecord(detail.after);
    return (detail.fields as unknown[]).map(String).map((field) => ({ field, before: valueText(before?.[field]), after: valueText(after?.[field]) }));
  }
  if ('from' in detail || 'to' in detail) {
    const isStatus = entry.action !== 'visit.renamed';
    const named = (value: unknown) => (isStatus && typeof value === 'number' ? (statusNames.get(value) ?? String(value)) : valueText(value));
    return [{ field: isStatus ? 'status' : 'name', before: named(detail.from), after: named(detail.to) }];
  }
  if (/\.(created|updated)$/.test(entry.action)) {
    return Object.entries(detail)
      .filter(([key]) => !CONTEXT_KEYS.has(key))
      .map(([field, value]) =>
        // A new visit records its first status by id: shown by name.
        field === 'status_id' && typeof value === 'number' ? { field: 'status', before: null, after: statusNames.get(value) ?? String(value) } : { field, before: null, after: valueText(value) },
      );
  }
  return [];
}

/** What else the entry records that is not a change (the kind of a document link, a reason, an e-mail). */
export function contextOf(entry: AuditEntryRecord): string {
  if (/\.(created|updated)$/.test(entry.action) && !Array.isArray(entry.detail.fields)) return '';
  return Object.entries(entry.detail)
    .filter(([key, value]) => !CONTEXT_KEYS.has(key) && value !== null && value !== undefined)
    .map(([key, value]) => `${words(key)}: ${valueText(value)}`)
    .join('; ');
}

/** The visit statuses by id, read once per request (the loader keeps the answer), and only when an entry moved a status. */
export async function visitStatusNames(context: GatewayContext): Promise<Map<number, string>> {
  const statuses = await context.loaders.main.visitStatuses();
  return new Map(statuses.map((status) => [status.id, status.name]));
}

/** The entry names a visit status by id (a move, or a new visit's first status): the names are read. */
export const movesStatus = (entry: AuditEntryRecord) =>
  typeof entry.detail.status_id === 'number' || (entry.action !== 'visit.renamed' && ('from' in entry.detail || 'to' in entry.detail) && !Array.isArray(entry.detail.fields));
