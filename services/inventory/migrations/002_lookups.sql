-- The clinic's lookup lists (spec 000 sections 3 and 7): genders, species, breeds, and vaccines
-- with their category, manufacturer and type lists. Every row belongs to one clinic of one
-- organization (both from the caller's access token). Rows are marked deleted, never removed,
-- so pets and visits that point at them keep their meaning; names are unique per clinic among
-- the rows not deleted.

CREATE TABLE inventory.genders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  gender text NOT NULL,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX genders_clinic_name ON inventory.genders (clinic_id, lower(gender)) WHERE deleted_at IS NULL;
CREATE INDEX genders_clinic_created ON inventory.genders (clinic_id, created_at DESC);

CREATE TABLE inventory.species (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  specie text NOT NULL,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX species_clinic_name ON inventory.species (clinic_id, lower(specie)) WHERE deleted_at IS NULL;
CREATE INDEX species_clinic_created ON inventory.species (clinic_id, created_at DESC);

-- A breed name is unique within its species ('Mixed Breed' exists for dogs and for cats).
CREATE TABLE inventory.breeds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  breed text NOT NULL,
  specie_id uuid NOT NULL REFERENCES inventory.species (id),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX breeds_clinic_specie_name ON inventory.breeds (clinic_id, specie_id, lower(breed)) WHERE deleted_at IS NULL;
CREATE INDEX breeds_clinic_created ON inventory.breeds (clinic_id, created_at DESC);
CREATE INDEX breeds_specie ON inventory.breeds (specie_id);

CREATE TABLE inventory.vaccine_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX vaccine_categories_clinic_name ON inventory.vaccine_categories (clinic_id, lower(name)) WHERE deleted_at IS NULL;

CREATE TABLE inventory.manufacturers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX manufacturers_clinic_name ON inventory.manufacturers (clinic_id, lower(name)) WHERE deleted_at IS NULL;

CREATE TABLE inventory.vaccine_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX vaccine_types_clinic_name ON inventory.vaccine_types (clinic_id, lower(name)) WHERE deleted_at IS NULL;

CREATE TABLE inventory.vaccines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  category_id uuid NOT NULL REFERENCES inventory.vaccine_categories (id),
  manufacturer_id uuid NOT NULL REFERENCES inventory.manufacturers (id),
  vaccine_type_id uuid NOT NULL REFERENCES inventory.vaccine_types (id),
  application text NOT NULL CHECK (application IN ('Injectable', 'Oral', 'Nasal')),
  unit text NOT NULL,
  dosage text NOT NULL CHECK (dosage IN ('0.5ml', '1ml')),
  volume integer NOT NULL CHECK (volume IN (5, 10, 25, 50)),
  cost numeric(12, 2) NOT NULL CHECK (cost >= 0),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX vaccines_clinic_name ON inventory.vaccines (clinic_id, lower(name)) WHERE deleted_at IS NULL;
CREATE INDEX vaccines_clinic_created ON inventory.vaccines (clinic_id, created_at DESC);

CREATE TABLE inventory.vaccine_species (
  vaccine_id uuid NOT NULL REFERENCES inventory.vaccines (id),
  specie_id uuid NOT NULL REFERENCES inventory.species (id),
  position integer NOT NULL,
  PRIMARY KEY (vaccine_id, specie_id)
);
CREATE INDEX vaccine_species_specie ON inventory.vaccine_species (specie_id);

-- One row per clinic whose standard lists were created (on the first read of its lists), so
-- the standard rows are added once and lists people emptied on purpose stay empty.
CREATE TABLE inventory.clinic_provisioning (
  clinic_id uuid PRIMARY KEY,
  organization_id uuid NOT NULL,
  standard_lists_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  demo_vaccines_at timestamptz
);

-- Who changed which list row and when, written in the same transaction as the change.
CREATE TABLE inventory.audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_user_id uuid,
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX audit_log_clinic ON inventory.audit_log (clinic_id, created_at DESC);
