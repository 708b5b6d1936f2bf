-- Pets and parents synced from a practice system (issue 12): each is found again by the
-- practice system's name and id, so a second sync updates the row instead of adding one.
ALTER TABLE main.pet_parents ADD COLUMN source text NOT NULL DEFAULT 'vea';
ALTER TABLE main.pet_parents ADD COLUMN source_id text;
CREATE UNIQUE INDEX pet_parents_source_idx ON main.pet_parents (clinic_id, source, source_id) WHERE source_id IS NOT NULL AND deleted_at IS NULL;

-- When the pet was last imported, and the practice system's own change time it had then (a newer
-- one there means the pet can be synced again).
ALTER TABLE main.pets ADD COLUMN source_synced_at timestamptz;
ALTER TABLE main.pets ADD COLUMN source_updated_at timestamptz;
CREATE UNIQUE INDEX pets_source_idx ON main.pets (clinic_id, source, source_id) WHERE source_id IS NOT NULL AND deleted_at IS NULL;

-- The synced pet's medical records as the practice system holds them, kept for the AI medical
-- history summary; a sync replaces a record by its practice-system id.
CREATE TABLE main.pet_medical_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  pet_id uuid NOT NULL REFERENCES main.pets (id),
  source text NOT NULL,
  source_id text NOT NULL,
  record_date date NOT NULL,
  kind text NOT NULL,
  title text NOT NULL,
  notes text NOT NULL,
  synced_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (pet_id, source, source_id)
);
CREATE INDEX pet_medical_records_pet_idx ON main.pet_medical_records (pet_id, record_date DESC);
