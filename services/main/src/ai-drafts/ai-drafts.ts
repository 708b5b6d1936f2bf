// Which parts of a visit's notes the AI wrote, kept by the server (docs/visit-charting.md, 'AI
// drafts'). A save of a note names the fields whose text came from an AI feature (the web knows from
// its marks); `recordAiDrafts`, inside that save's transaction, stores each as a draft holding the
// text saved, and ends every open draft whose field the save changed ('edited', by the person who
// saved). The text decides, not the browser: a draft stays open exactly while its field still holds
// the AI's text, and only an accept (acceptAiDraft) or a change ends it. Both ends are audited.
// Locking the visit and finalizing the SOAP canvas refuse while a draft is open (assertNoOpenDrafts).
import type { AiDraftSources } from '@vetchart/contracts/ai/ai-sources';
import { AI_DRAFT_FEATURES, AI_DRAFT_MESSAGES, AI_DRAFT_RECORDS, examCategoryKey, providerLabel, type AiDraftMark, type AiDraftRecord } from '@vetchart/contracts/ai-drafts/ai-draft';
import type { Principal } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { HttpError } from '@vetchart/platform/http';
import { clinicScope, recordAudit } from '../scope.ts';

export interface AiDraftRow {
  id: string;
  clinic_id: string;
  visit_id: string;
  record: AiDraftRecord;
  record_id: string;
  field: string;
  label: string;
  feature: string;
  provider: string;
  text: string;
  status: 'draft' | 'accepted' | 'edited' | 'replaced';
  created_by_name: string;
  created_at: Date | string;
  reviewed_by_name: string | null;
  reviewed_at: Date | string | null;
  /** Where the draft's lines came from, as the save sent them (null: none sent). */
  sources: AiDraftSources | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const toAiDraftView = (row: AiDraftRow) => ({
  id: row.id,
  visit_id: row.visit_id,
  record: row.record,
  record_id: row.record_id,
  field: row.field,
  label: row.label,
  part: partName(row),
  feature: row.feature,
  provider: row.provider,
  text: row.text,
  status: row.status,
  created_at: iso(row.created_at),
  created_by_name: row.created_by_name,
  reviewed_at: iso(row.reviewed_at),
  reviewed_by_name: row.reviewed_by_name,
  sources: row.sources ?? null,
});
export type AiDraftView = ReturnType<typeof toAiDraftView>;

/** An exam row's body category. */
const categoryOf = (row: unknown) => {
  const category = (row as { category?: { category?: unknown } } | null)?.category?.category;
  return typeof category === 'string' ? category : '';
};

/** The value at a dotted path of a saved note (a number indexes a list; an exam row is named by its category's key). */
function valueAt(content: unknown, path: string): unknown {
  let value = content;
  for (const key of path.split('.')) {
    if (Array.isArray(value) && /^\d+$/.test(key)) value = value[Number(key)];
    else if (Array.isArray(value)) value = value.find((row) => examCategoryKey(categoryOf(row)) === key);
    else if (value && typeof value === 'object' && !Array.isArray(value)) value = (value as Record<string, unknown>)[key];
    else return undefined;
  }
  return value;
}

/** A field's saved value as the text a draft compares: text as it is, a list or choice as JSON, none as ''. */
export function textAt(content: unknown, path: string): string {
  const value = valueAt(content, path);
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The field's name in print and in messages ('Complaint', 'Abdomen comment', 'SOAP note'). */
export function fieldLabel(record: AiDraftRecord, field: string, content: unknown): string {
  if (record === 'soap_canvas') return 'SOAP note';
  const exam = /^physicalexamresult\.(\w+)\.(\w+)$/.exec(field);
  if (exam) {
    const category = textAt(content, `physicalexamresult.${exam[1]}.category.category`) || exam[1]!.replace(/_/g, ' ');
    return `${category} ${exam[2] === 'result' ? 'result' : 'comment'}`;
  }
  if (field === 'medical_history_notes') return 'Observations';
  const last = field.split('.').filter((key) => !/^\d+$/.test(key)).pop() ?? field;
  return sentence(last.replace(/_/g, ' '));
}

/** 'Subjective: Complaint', or 'SOAP note' for the canvas. */
export const partName = (row: { record: AiDraftRecord; label: string }) =>
  row.record === 'soap_canvas' ? row.label : `${AI_DRAFT_RECORDS[row.record]}: ${row.label}`;

const featureLabel = (feature: string) => AI_DRAFT_FEATURES[feature as keyof typeof AI_DRAFT_FEATURES] ?? feature;

/** What the audit shows of a draft before it ended. */
const draftLine = (row: AiDraftRow) => `AI draft (${featureLabel(row.feature)}, ${providerLabel(row.provider)}): ${row.text}`;

async function auditEnd(tx: Sql, principal: Principal, row: AiDraftRow, outcome: 'accepted' | 'edited', after: string) {
  const part = partName(row);
  await recordAudit(tx, clinicScope(principal), {
    action: outcome === 'accepted' ? 'ai_draft.accepted' : 'ai_draft.edited',
    targetType: 'ai_draft',
    targetId: row.id,
    detail: {
      visit_id: row.visit_id,
      record: row.record,
      record_id: row.record_id,
      field: row.field,
      part,
      feature: row.feature,
      provider: row.provider,
      outcome: outcome === 'accepted' ? 'accepted unchanged' : 'edited',
      before: { [part]: draftLine(row) },
      after: { [part]: after },
      fields: [part],
    },
  });
}

export interface DraftSave {
  visitId: string;
  record: AiDraftRecord;
  recordId: string;
  /** The note as saved, in the shape the fields' paths name. */
  content: unknown;
  marks: readonly AiDraftMark[] | undefined;
}

/**
 * Inside a note's save: ends the open drafts whose text the save changed (edited by the person, or
 * replaced by a new AI text for that field) and stores the save's AI fields as drafts. A mark on a
 * field whose saved text is the open draft's changes nothing; a mark on an empty field is no draft.
 */
export async function recordAiDrafts(tx: Sql, principal: Principal, save: DraftSave): Promise<void> {
  const scope = clinicScope(principal);
  const marks = new Map((save.marks ?? []).map((mark) => [mark.field, mark]));
  const open = await tx.query<AiDraftRow>(`SELECT * FROM main.ai_drafts WHERE record_id = $1 AND clinic_id = $2 AND status = 'draft' FOR UPDATE`, [save.recordId, scope.clinicId]);
  const stillOpen = new Set<string>();
  for (const row of open) {
    const saved = textAt(save.content, row.field);
    if (saved === row.text) {
      stillOpen.add(row.field);
    } else if (marks.has(row.field)) {
      // The AI wrote this field again: the new text is the draft now; nobody reviewed the old one.
      await tx.query(`UPDATE main.ai_drafts SET status = 'replaced' WHERE id = $1`, [row.id]);
    } else {
      await tx.query(`UPDATE main.ai_drafts SET status = 'edited', reviewed_by = $2, reviewed_by_name = $3, reviewed_at = clock_timestamp() WHERE id = $1`, [
        row.id,
        principal.userId,
        principal.fullName,
      ]);
      await auditEnd(tx, principal, row, 'edited', saved || '(cleared)');
    }
  }
  let added = 0;
  for (const mark of marks.values()) {
    if (stillOpen.has(mark.field)) continue;
    const text = textAt(save.content, mark.field);
    if (!text.trim()) continue;
    // A microsecond apart, so that one save's drafts list in the order of its fields: the embedded
    // database's clock counts milliseconds, and drafts of one time list by their random ids.
    await tx.query(
      `INSERT INTO main.ai_drafts (organization_id, clinic_id, visit_id, record, record_id, field, label, feature, provider, text, created_by, created_by_name, sources, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, clock_timestamp() + $14 * interval '1 microsecond')`,
      [
        scope.organizationId,
        scope.clinicId,
        save.visitId,
        save.record,
        save.recordId,
        mark.field,
        fieldLabel(save.record, mark.field, save.content),
        mark.feature,
        mark.provider,
        text,
        principal.userId,
        principal.fullName,
        mark.sources ? JSON.stringify(mark.sources) : null,
        added++,
      ],
    );
  }
}

/** The visit's drafts a person sees (open, accepted, edited), oldest first. */
export async function draftsOfVisits(sql: Sql, clinicId: string, visitIds: readonly string[]): Promise<AiDraftRow[]> {
  if (!visitIds.length) return [];
  return sql.query<AiDraftRow>(
    `SELECT d.* FROM main.ai_drafts d JOIN main.visits v ON v.id = d.visit_id AND v.deleted_at IS NULL
      WHERE d.clinic_id = $1 AND d.visit_id = ANY($2::uuid[]) AND d.status <> 'replaced' ORDER BY d.created_at, d.id`,
    [clinicId, visitIds],
  );
}

/** Drafts by their ids, in the caller's clinic (another clinic's are left out). */
export async function draftsByIds(sql: Sql, clinicId: string, ids: readonly string[]): Promise<AiDraftRow[]> {
  if (!ids.length) return [];
  return sql.query<AiDraftRow>(`SELECT * FROM main.ai_drafts WHERE clinic_id = $1 AND id = ANY($2::uuid[]) AND status <> 'replaced'`, [clinicId, ids]);
}

/** Locking or finalizing: refused (409) while any part of the visit is still an AI draft, naming the parts. */
export async function assertNoOpenDrafts(tx: Sql, clinicId: string, visitId: string): Promise<void> {
  const open = (await draftsOfVisits(tx, clinicId, [visitId])).filter((row) => row.status === 'draft');
  if (open.length) throw new HttpError(409, AI_DRAFT_MESSAGES.unreviewed(open.map(partName).join(', ')));
}

/** Ends a draft by a person's accept; accepting an accepted draft again answers it unchanged. */
export async function acceptDraft(tx: Sql, principal: Principal, row: AiDraftRow): Promise<AiDraftRow> {
  if (row.status === 'accepted') return row;
  if (row.status !== 'draft') throw new HttpError(409, AI_DRAFT_MESSAGES.ended);
  const [accepted] = await tx.query<AiDraftRow>(
    `UPDATE main.ai_drafts SET status = 'accepted', reviewed_by = $2, reviewed_by_name = $3, reviewed_at = clock_timestamp() WHERE id = $1 RETURNING *`,
    [row.id, principal.userId, principal.fullName],
  );
  await auditEnd(tx, principal, row, 'accepted', 'Accepted unchanged');
  return accepted!;
}
