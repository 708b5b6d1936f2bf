// The SQL of the recommendations: PostgreSQL full-text search (english) and pg_trgm trigram
// similarity over the clinic's own catalogue and AI knowledge base. The tsvector expressions are
// those of migration 005's indexes. Every query is scoped to the caller's clinic.
import type { Sql } from '@vetchart/platform/database';
import type { SuggestionKind } from './recommendation-rules.ts';

/**
 * What one catalogue row is asked: 'fts' — does the row's text match these lexemes (a tsquery of
 * OR-ed, already stemmed lexemes); 'term' — is this word or name in the row's name (trigram word
 * similarity); 'category' — is the row in this category; 'mention' — is the row's name (or the
 * alias in its brackets, 'Maropitant (Cerenia)') named in this text.
 */
export interface Probe {
  mode: 'fts' | 'term' | 'category' | 'mention';
  /** The kind of row it applies to; '*' for all. */
  kind: SuggestionKind | '*';
  text: string;
}

export interface ProbeMatch {
  /** The probe's index in the list given. */
  i: number;
  /** 0..1: the trigram similarity, a category match, or the full-text rank scaled. */
  s: number;
}

export interface CatalogueRow {
  kind: SuggestionKind;
  id: string;
  code: string;
  name: string;
  category: string | null;
  description: string;
  dosage_unit: { dosage: string; unit: string }[];
  dose_instructions: string;
  side_effects: string;
  lexemes: string[];
  matches: ProbeMatch[];
}

export const TERM_SIMILARITY = 0.75;
export const MENTION_SIMILARITY = 0.75;

// The clinic's catalogue rows as one relation; species filter: a row with no species is for all.
const CATALOGUE = `
  SELECT 'diagnostic'::text AS kind, t.id, t.code, t.name, c.name AS category, t.description, '[]'::jsonb AS dosage_unit,
         ''::text AS dose_instructions, ''::text AS side_effects, to_tsvector('english', t.name || ' ' || t.description) AS vec
    FROM inventory.treatments t LEFT JOIN inventory.treatment_categories c ON c.id = t.category_id
   WHERE t.clinic_id = $1 AND t.deleted_at IS NULL AND ($2::uuid IS NULL OR cardinality(t.specie_ids) = 0 OR $2::uuid = ANY(t.specie_ids))
  UNION ALL
  SELECT 'service', t.id, t.code, t.name, c.name, t.description, '[]'::jsonb, '', '', to_tsvector('english', t.name || ' ' || t.description)
    FROM inventory.services t LEFT JOIN inventory.service_categories c ON c.id = t.category_id
   WHERE t.clinic_id = $1 AND t.deleted_at IS NULL AND ($2::uuid IS NULL OR cardinality(t.specie_ids) = 0 OR $2::uuid = ANY(t.specie_ids))
  UNION ALL
  SELECT 'medication', t.id, t.code, t.name, c.name, '', t.dosage_unit, t.dose_instructions, t.side_effects, to_tsvector('english', t.name)
    FROM inventory.medications t LEFT JOIN inventory.medication_categories c ON c.id = t.category_id
   WHERE t.clinic_id = $1 AND t.deleted_at IS NULL AND ($2::uuid IS NULL OR cardinality(t.specie_ids) = 0 OR $2::uuid = ANY(t.specie_ids))
  UNION ALL
  SELECT 'inventory', t.id, t.code, t.name, c.name, '', t.dosage_unit, t.directions, t.side_effects, to_tsvector('english', t.name)
    FROM inventory.inventory_supplies t LEFT JOIN inventory.inventory_categories c ON c.id = t.category_id
   WHERE t.clinic_id = $1 AND t.deleted_at IS NULL AND ($2::uuid IS NULL OR cardinality(t.specie_ids) = 0 OR $2::uuid = ANY(t.specie_ids))`;

/**
 * The clinic's catalogue rows that answer at least one probe, each with the probes it answers.
 * One statement: every row is scored against every probe in the database.
 */
export async function searchCatalogue(sql: Sql, clinicId: string, specieId: string | null, probes: Probe[]): Promise<CatalogueRow[]> {
  if (!probes.length) return [];
  return sql.query<CatalogueRow>(
    `WITH rows AS (${CATALOGUE}),
     probes AS (
       SELECT q.i::int AS i, q.mode, q.kind, q.text, CASE WHEN q.mode = 'fts' THEN to_tsquery('simple', q.text) END AS query
         FROM unnest($3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS q(mode, kind, text, i)
     )
     SELECT r.kind, r.id, r.code, r.name, r.category, r.description, r.dosage_unit, r.dose_instructions, r.side_effects,
            tsvector_to_array(r.vec) AS lexemes, m.matches
       FROM rows r
       CROSS JOIN LATERAL (
         SELECT jsonb_agg(jsonb_build_object('i', p.i - 1, 's', round(p.s::numeric, 3)) ORDER BY p.i) AS matches
           FROM (
             SELECT q.i, CASE q.mode
                 WHEN 'fts' THEN CASE WHEN r.vec @@ q.query THEN least(1, ts_rank(r.vec, q.query) * 10) ELSE 0 END
                 WHEN 'term' THEN word_similarity(q.text, lower(r.name))
                 WHEN 'category' THEN CASE WHEN lower(r.category) = q.text THEN 1 ELSE 0 END
                 ELSE greatest(
                   word_similarity(regexp_replace(lower(r.name), '\\s*\\([^)]*\\)', '', 'g'), q.text),
                   CASE WHEN length(substring(r.name from '\\(([^)]*)\\)')) >= 3 THEN word_similarity(lower(substring(r.name from '\\(([^)]*)\\)')), q.text) ELSE 0 END)
               END AS s, q.mode
               FROM probes q
              WHERE q.kind = '*' OR q.kind = r.kind
           ) p
          WHERE (p.mode = 'fts' AND p.s > 0) OR (p.mode = 'term' AND p.s >= ${TERM_SIMILARITY}) OR (p.mode = 'category' AND p.s > 0)
             OR (p.mode = 'mention' AND p.s >= ${MENTION_SIMILARITY})
       ) m
      WHERE m.matches IS NOT NULL`,
    [clinicId, specieId, probes.map((probe) => probe.mode), probes.map((probe) => probe.kind), probes.map((probe) => probe.text)],
  );
}

/** The stemmed lexemes of texts (english), in the order given. */
export async function lexemesOf(sql: Sql, texts: string[]): Promise<string[][]> {
  if (!texts.length) return [];
  const rows = await sql.query<{ lexemes: string[] }>(
    `SELECT tsvector_to_array(to_tsvector('english', t)) AS lexemes FROM unnest($1::text[]) WITH ORDINALITY AS u(t, i) ORDER BY i`,
    [texts],
  );
  return rows.map((row) => row.lexemes);
}

export interface KnowledgeMatch {
  id: string;
  content: string;
  text: string;
  lexemes: string[];
}

/** The clinic's knowledge-base entries whose search content shares a lexeme with the visit (full-text index). */
export async function knowledgeCandidates(sql: Sql, clinicId: string, visitQuery: string): Promise<KnowledgeMatch[]> {
  if (!visitQuery) return [];
  return sql.query<KnowledgeMatch>(
    `SELECT id, content, text, tsvector_to_array(to_tsvector('english', content)) AS lexemes
       FROM inventory.ai_knowledge_entries
      WHERE clinic_id = $1 AND deleted_at IS NULL AND to_tsvector('english', content) @@ to_tsquery('simple', $2)
      ORDER BY ts_rank(to_tsvector('english', content), to_tsquery('simple', $2)) DESC, created_at DESC
      LIMIT 50`,
    [clinicId, visitQuery],
  );
}

export interface DiagnosisMatch {
  /** Which of the names given it answers. */
  i: number;
  id: string;
  name: string;
  description: string;
  symptoms: string;
}

/** For each name (a rule-out or differential), the clinic's diagnosis it names best (trigram similarity), if any. */
export async function diagnosesNamed(sql: Sql, clinicId: string, names: string[]): Promise<DiagnosisMatch[]> {
  if (!names.length) return [];
  return sql.query<DiagnosisMatch>(
    `SELECT n.i::int - 1 AS i, d.id, d.name, d.description, d.symptoms
       FROM unnest($2::text[]) WITH ORDINALITY AS n(name, i)
       CROSS JOIN LATERAL (
         SELECT id, name, description, symptoms FROM inventory.diagnoses
          WHERE clinic_id = $1 AND deleted_at IS NULL AND similarity(lower(name), lower(n.name)) >= 0.45
          ORDER BY similarity(lower(name), lower(n.name)) DESC LIMIT 1
       ) d`,
    [clinicId, names],
  );
}

/**
 * A cheap version of the clinic's catalogue and knowledge base: it changes with every create,
 * edit and delete (row counts, newest update and delete), so a cached result is never served
 * after the rows it was computed from changed.
 */
export async function catalogueVersion(sql: Sql, clinicId: string): Promise<string> {
  const tables = ['treatments', 'services', 'medications', 'inventory_supplies', 'diagnoses', 'ai_knowledge_entries'];
  const [row] = await sql.query<{ version: string }>(
    `SELECT concat_ws('|', ${tables
      .map((table) => `(SELECT count(*) || ':' || coalesce(max(greatest(updated_at, deleted_at))::text, '') FROM inventory.${table} WHERE clinic_id = $1)`)
      .join(', ')}) AS version`,
    [clinicId],
  );
  return row!.version;
}
