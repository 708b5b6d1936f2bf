-- The AI knowledge base (spec 003 sections 2.9 and 3 'Embedding'), the clinic's AI settings
-- (spec 002 section 4: smart recommendations on or off, clinic config key ai_status) and the
-- search indexes the recommendations rank with: PostgreSQL full-text search (english) and
-- pg_trgm trigram similarity over the knowledge base and the catalogues' names and texts.
-- ai/catalogue-search.ts queries the stored search_vector columns and these expressions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A knowledge-base entry: when a visit's text matches `content` (the search text), `text` (the
-- recommendation) is offered, through the catalogue rows it names. Marked deleted, never removed.
CREATE TABLE inventory.ai_knowledge_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  clinic_code text,
  content text NOT NULL CHECK (char_length(content) <= 2000),
  text text NOT NULL CHECK (char_length(text) <= 2000),
  created_by uuid,
  updated_by uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz,
  search_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', content)) STORED
);
CREATE INDEX ai_knowledge_entries_clinic_created ON inventory.ai_knowledge_entries (clinic_id, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX ai_knowledge_entries_search ON inventory.ai_knowledge_entries USING gin (search_vector);
CREATE INDEX ai_knowledge_entries_content_trgm ON inventory.ai_knowledge_entries USING gin (lower(content) gin_trgm_ops);

-- The clinic's configuration values by key (spec 002: 'a smart-recommendation key with value on
-- or off', key ai_status). A clinic without an ai_status row gets it created 'on' when read.
CREATE TABLE inventory.clinic_ai_settings (
  clinic_id uuid NOT NULL,
  key text NOT NULL,
  organization_id uuid NOT NULL,
  value text NOT NULL,
  updated_by uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (clinic_id, key)
);

-- The catalogues: a stored full-text vector of what a row is (a drug's name only: its dose
-- instructions and side effects would match complaints it does not treat), computed when the row
-- is written rather than on every search, and trigrams over its name.
ALTER TABLE inventory.treatments ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', name || ' ' || description)) STORED;
ALTER TABLE inventory.services ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', name || ' ' || description)) STORED;
ALTER TABLE inventory.medications ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', name)) STORED;
ALTER TABLE inventory.inventory_supplies ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', name)) STORED;
ALTER TABLE inventory.diagnoses ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', name || ' ' || description || ' ' || symptoms)) STORED;
CREATE INDEX treatments_search ON inventory.treatments USING gin (search_vector);
CREATE INDEX services_search ON inventory.services USING gin (search_vector);
CREATE INDEX medications_search ON inventory.medications USING gin (search_vector);
CREATE INDEX inventory_supplies_search ON inventory.inventory_supplies USING gin (search_vector);
CREATE INDEX diagnoses_search ON inventory.diagnoses USING gin (search_vector);
CREATE INDEX treatments_name_trgm ON inventory.treatments USING gin (lower(name) gin_trgm_ops);
CREATE INDEX services_name_trgm ON inventory.services USING gin (lower(name) gin_trgm_ops);
CREATE INDEX medications_name_trgm ON inventory.medications USING gin (lower(name) gin_trgm_ops);
CREATE INDEX inventory_supplies_name_trgm ON inventory.inventory_supplies USING gin (lower(name) gin_trgm_ops);
CREATE INDEX diagnoses_name_trgm ON inventory.diagnoses USING gin (lower(name) gin_trgm_ops);
