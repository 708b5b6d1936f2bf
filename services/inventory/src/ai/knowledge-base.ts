// The AI knowledge base (spec 003 sections 2.9, 3 'Embedding', 5 and 7; /ai/embed): the clinic's
// entries of search text (content) → recommendation (text). The recommendations match a visit's
// text against `content` and offer the catalogue rows `text` names (recommendations.ts). Only a
// super admin manages them, always in the clinic of their token; every write is audited.
import type { KnowledgeEntryCreate, KnowledgeEntryEdit } from '@vetchart/contracts/ai/knowledge-base';
import type { Sql } from '@vetchart/platform/database';
import { listOffset, notFound, type ListQuery } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import { isUuid, recordAudit, searchPattern, type ClinicScope } from '../lookups/scope.ts';

export const ENTRY_NOT_FOUND = 'Knowledge base entry not found.';

export interface KnowledgeEntry {
  id: string;
  content: string;
  text: string;
  clinic_code: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = 'id, content, text, clinic_code, created_at, updated_at';

export type KnowledgeScope = ClinicScope & { clinicCode: string | null };

export async function listKnowledgeEntries(sql: Sql, scope: ClinicScope, query: ListQuery) {
  const ids = query.ids?.filter(isUuid) ?? null;
  if (query.ids && !ids?.length) return { rows: [] as KnowledgeEntry[], total: 0 };
  return pagedQuery<KnowledgeEntry>(sql, {
    columns: COLUMNS,
    from: 'inventory.ai_knowledge_entries',
    where: `clinic_id = $1 AND deleted_at IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[])) AND ($3::text IS NULL OR content ILIKE $3 OR text ILIKE $3)`,
    params: [scope.clinicId, ids, searchPattern(query.q)],
    orderBy: 'created_at DESC, id',
    page: { limit: query.limit, offset: listOffset(query) },
  });
}

export async function getKnowledgeEntry(sql: Sql, scope: ClinicScope, id: string): Promise<KnowledgeEntry> {
  const [row] = isUuid(id)
    ? await sql.query<KnowledgeEntry>(`SELECT ${COLUMNS} FROM inventory.ai_knowledge_entries WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL`, [id, scope.clinicId])
    : [];
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return row;
}

export async function createKnowledgeEntry(sql: Sql, scope: KnowledgeScope, body: KnowledgeEntryCreate): Promise<KnowledgeEntry> {
  const [row] = await sql.query<KnowledgeEntry>(
    `INSERT INTO inventory.ai_knowledge_entries (organization_id, clinic_id, clinic_code, content, text, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${COLUMNS}`,
    [scope.organizationId, scope.clinicId, scope.clinicCode, body.content, body.text, scope.userId],
  );
  await recordAudit(sql, scope, { action: 'ai_knowledge_entry.created', targetType: 'ai_knowledge_entry', targetId: row!.id, detail: body });
  return row!;
}

export async function updateKnowledgeEntry(sql: Sql, scope: KnowledgeScope, id: string, body: KnowledgeEntryEdit): Promise<KnowledgeEntry> {
  await getKnowledgeEntry(sql, scope, id);
  const [row] = await sql.query<KnowledgeEntry>(
    `UPDATE inventory.ai_knowledge_entries SET content = coalesce($3, content), text = coalesce($4, text), updated_by = $5, updated_at = clock_timestamp()
      WHERE id = $1 AND clinic_id = $2 RETURNING ${COLUMNS}`,
    [id, scope.clinicId, body.content ?? null, body.text ?? null, scope.userId],
  );
  await recordAudit(sql, scope, { action: 'ai_knowledge_entry.updated', targetType: 'ai_knowledge_entry', targetId: id, detail: body });
  return row!;
}

export async function deleteKnowledgeEntry(sql: Sql, scope: ClinicScope, id: string): Promise<void> {
  const [row] = isUuid(id)
    ? await sql.query<{ id: string; content: string }>(
        `UPDATE inventory.ai_knowledge_entries SET deleted_at = clock_timestamp(), updated_by = $3
          WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL RETURNING id, content`,
        [id, scope.clinicId, scope.userId],
      )
    : [];
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  await recordAudit(sql, scope, { action: 'ai_knowledge_entry.deleted', targetType: 'ai_knowledge_entry', targetId: id, detail: { content: row.content } });
}
