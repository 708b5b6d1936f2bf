// The SQL of the recommendations: PostgreSQL full-text search (english) and pg_trgm trigram
// similarity over the clinic's own catalogue and AI knowledge base (the stored search_vector
// columns and trigram indexes of migration 005). Every query is scoped to the caller's clinic.
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
// Only rows some probe can match are read: the OR of the probes' queries (full-text index) or a
// category a probe names.
const CATALOGUE = `
  SELECT 'diagnostic'::text AS kind, t.id, t.code, t.name, c.name AS category, t.description, '[]'::jsonb AS dosage_unit,
         ''::text AS dose_instructions, ''::text AS side_effects, t.search_vector AS vec
    FROM inventory.treatments t LEFT JOIN inventory.treatment_categories c ON c.id = t.category_id
   WHERE t.clinic_id = $1 AND t.deleted_at IS NULL AND ($2::uuid IS NULL OR cardinality(t.specie_ids) = 0 OR $2::uuid = ANY(t.specie_ids))
     AND (t.search_vector @@ (SELECT query FROM prefilter) OR lower(c.name) = ANY($7::text[]))
  UNION ALL
  SELECT 'service', t.id, t.code, t.name, c.name, t.description, '[]'::jsonb, '', '', t.search_vector
    FROM inventory.services t LEFT JOIN inventory.service_categories c ON c.id = t.category_id
   WHERE t.clinic_id = $1 AND t.deleted_at IS NULL AND ($2::uuid IS NULL OR cardinality(t.specie_ids) = 0 OR $2::uuid = ANY(t.specie_ids))
     AND (t.search_vector @@ (SELECT query FROM prefilter) OR lower(c.name) = ANY($7::text[]))
  UNION ALL
  SELECT 'medication', t.id, t.code, t.name, c.name, '', t.dosage_unit, t.dose_instructions, t.side_effects, t.search_vector
    FROM inventory.medications t LEFT JOIN inventory.medication_categories c ON c.id = t.category_id
   WHERE t.clinic_id = $1 AND t.deleted_at IS NULL AND ($2::uuid IS NULL OR cardinality(t.specie_ids) = 0 OR $2::uuid = ANY(t.specie_ids))
     AND (t.search_vector @@ (SELECT query FROM prefilter) OR lower(c.name) = ANY($7::text[]))
  UNION ALL
  SELECT 'inventory', t.id, t.code, t.name, c.name, '', t.dosage_unit, t.directions, t.side_effects, t.search_vector
    FROM inventory.inventory_supplies t LEFT JOIN inventory.inventory_categories c ON c.id = t.category_id
   WHERE t.clinic_id = $1 AND t.deleted_at IS NULL AND ($2::uuid IS NULL OR cardinality(t.specie_ids) = 0 OR $2::uuid = ANY(t.specie_ids))
     AND (t.search_vector @@ (SELECT query FROM prefilter) OR lower(c.name) = ANY($7::text[]))`;

/**
 * The tsquery that finds a term's rows with the full-text index: each of its words as a prefix
 * ('radiograph' finds 'Radiographs (2 views)'), all of them ('complete blood count').
 */
export function termQuery(term: string): string {
  const words = term.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return words.map((word) => `${word}:*`).join(' & ');
}

/**
 * The clinic's catalogue rows that answer at least one probe, each with the probes it answers.
 * One statement. A full-text match (the stored search_vector) or the category decides cheaply
 * which row and probe pairs to score at all; only those are scored with trigram similarity
 * (pg_trgm word_similarity) or the full-text rank, so a 500-row catalogue stays fast.
 */
export async function searchCatalogue(sql: Sql, clinicId: string, specieId: string | null, probes: Probe[]): Promise<CatalogueRow[]> {
  if (!probes.length) return [];
  return sql.query<CatalogueRow>(
    `WITH probes AS MATERIALIZED (
       SELECT q.i::int AS i, q.mode, q.kind, q.text,
              CASE q.mode
                WHEN 'fts' THEN to_tsquery('simple', q.text)
                WHEN 'term' THEN to_tsquery('english', q.query)
                -- A row named in a text shares one of its words with it.
                WHEN 'mention' THEN to_tsquery('simple', coalesce((SELECT string_agg(quote_literal(l), ' | ') FROM unnest(tsvector_to_array(to_tsvector('english', replace(q.text, E'\\\\', ' ')))) l), ''))
              END AS query
         FROM unnest($3::text[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS q(mode, kind, text, query, i)
     ),
     prefilter AS (
       SELECT to_tsquery('simple', string_agg('(' || query::text || ')', ' | ')) AS query FROM probes WHERE query IS NOT NULL AND query::text <> ''
     ),
     rows AS MATERIALIZED (${CATALOGUE}),
     hits AS MATERIALIZED (
       SELECT r.id, q.i,
              CASE q.mode
                WHEN 'fts' THEN least(1, ts_rank(r.vec, q.query) * 10)
                WHEN 'term' THEN word_similarity(q.text, lower(r.name))
                WHEN 'category' THEN 1
                ELSE greatest(
                  word_similarity(regexp_replace(lower(r.name), '\\s*\\([^)]*\\)', '', 'g'), q.text),
                  CASE WHEN length(substring(r.name from '\\(([^)]*)\\)')) >= 3 THEN word_similarity(lower(substring(r.name from '\\(([^)]*)\\)')), q.text) ELSE 0 END)
              END AS s, q.mode
         FROM rows r
         JOIN probes q ON (q.kind = '*' OR q.kind = r.kind)
          AND CASE WHEN q.mode = 'category' THEN lower(r.category) = q.text ELSE r.vec @@ q.query END
     )
     SELECT r.kind, r.id, r.code, r.name, r.category, r.description, r.dosage_unit, r.dose_instructions, r.side_effects,
            tsvector_to_array(r.vec) AS lexemes, m.matches
       FROM (
         SELECT h.id, jsonb_agg(jsonb_build_object('i', h.i - 1, 's', round(h.s::numeric, 3)) ORDER BY h.i) AS matches
           FROM hits h
          WHERE (h.mode IN ('fts', 'category') AND h.s > 0) OR (h.mode = 'term' AND h.s >= ${TERM_SIMILARITY}) OR (h.mode = 'mention' AND h.s >= ${MENTION_SIMILARITY})
          GROUP BY h.id
       ) m
       JOIN rows r ON r.id = m.id`,
    [
      clinicId,
      specieId,
      probes.map((probe) => probe.mode),
      probes.map((probe) => probe.kind),
      probes.map((probe) => probe.text),
      probes.map((probe) => (probe.mode === 'term' ? termQuery(probe.text) : '')),
      probes.filter((probe) => probe.mode === 'category').map((probe) => probe.text),
    ],
  );
}

export interface KnowledgeMatch {
  id: string;
  content: string;
  text: string;
  lexemes: string[];
}

/**
 * The visit's stemmed lexemes (english), and the clinic's knowledge-base entries whose search
 * content shares one with them (full-text index), in one round trip.
 */
export async function visitLexemesAndKnowledge(sql: Sql, clinicId: string, visitText: string): Promise<{ lexemes: string[]; entries: KnowledgeMatch[] }> {
  const [row] = await sql.query<{ lexemes: string[]; entries: KnowledgeMatch[] }>(
    `WITH v AS (SELECT tsvector_to_array(to_tsvector('english', $2)) AS lexemes),
     q AS (SELECT to_tsquery('simple', coalesce((SELECT string_agg(quote_literal(l), ' | ') FROM unnest(v.lexemes) l), '')) AS query FROM v)
     SELECT v.lexemes, coalesce((
         SELECT jsonb_agg(jsonb_build_object('id', e.id, 'content', e.content, 'text', e.text, 'lexemes', to_jsonb(tsvector_to_array(e.search_vector))) ORDER BY e.rank DESC, e.created_at DESC)
           FROM (SELECT k.*, ts_rank(k.search_vector, q.query) AS rank FROM inventory.ai_knowledge_entries k
                  WHERE k.clinic_id = $1 AND k.deleted_at IS NULL AND k.search_vector @@ q.query
                  ORDER BY rank DESC, k.created_at DESC LIMIT 50) e
       ), '[]'::jsonb) AS entries
       FROM v, q`,
    [clinicId, visitText.replace(/\\/g, ' ')],
  );
  return { lexemes: row?.lexemes ?? [], entries: row?.entries ?? [] };
}

export interface NamedCondition {
  /** The clinic's diagnosis of that name, if any. */
  id: string | null;
  name: string;
  /** Its name, description and symptoms (else the name given). */
  text: string;
  /** That text's stemmed lexemes: the diagnosis's stored search vector. */
  lexemes: string[];
}

/** For each name (a rule-out or differential), the clinic's diagnosis it names best (trigram similarity ≥ 0.45), in order. */
export async function diagnosesNamed(sql: Sql, clinicId: string, names: string[]): Promise<NamedCondition[]> {
  if (!names.length) return [];
  return sql.query<NamedCondition>(
    `SELECT d.id, coalesce(d.name, n.name) AS name,
            coalesce(d.name || '. ' || d.description || '. ' || d.symptoms, n.name) AS text,
            tsvector_to_array(coalesce(d.search_vector, to_tsvector('english', n.name))) AS lexemes
       FROM unnest($2::text[]) WITH ORDINALITY AS n(name, i)
       LEFT JOIN LATERAL (
         SELECT id, name, description, symptoms, search_vector FROM inventory.diagnoses
          WHERE clinic_id = $1 AND deleted_at IS NULL AND similarity(lower(name), lower(n.name)) >= 0.45
          ORDER BY similarity(lower(name), lower(n.name)) DESC LIMIT 1
       ) d ON true
      ORDER BY n.i`,
    [clinicId, names],
  );
}

/**
 * The clinic's smart-recommendations value (null when the clinic has none yet) and a cheap version
 * of its catalogue and knowledge base, in one round trip. The version changes with every create,
 * edit and delete (row counts, newest update and delete), so a cached result is never served after
 * the rows it was computed from changed.
 */
export async function clinicState(sql: Sql, clinicId: string): Promise<{ aiStatus: string | null; version: string }> {
  const tables = ['treatments', 'services', 'medications', 'inventory_supplies', 'diagnoses', 'ai_knowledge_entries'];
  const [row] = await sql.query<{ ai_status: string | null; version: string }>(
    `SELECT (SELECT value FROM inventory.clinic_ai_settings WHERE clinic_id = $1 AND key = 'ai_status') AS ai_status,
            concat_ws('|', ${tables
              .map((table) => `(SELECT count(*) || ':' || coalesce(max(greatest(updated_at, deleted_at))::text, '') FROM inventory.${table} WHERE clinic_id = $1)`)
              .join(', ')}) AS version`,
    [clinicId],
  );
  return { aiStatus: row!.ai_status, version: row!.version };
}
