-- The clinic's catalogues (spec 001 sections 2.1 and 3): medications, inventory supplies,
-- diagnoses, treatments (shown as Diagnostics) and services, and the lists their selects offer.
-- Like the lookup lists, every row belongs to one clinic of one organization (both from the
-- caller's access token) and is marked deleted, never removed, so visits that used it keep
-- their meaning. Species are kept as a list of the clinic's specie ids (checked on write).

-- The selects' lists: { id, name } rows per clinic, created with the clinic's standard lists.
CREATE TABLE inventory.medication_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX medication_categories_clinic_name ON inventory.medication_categories (clinic_id, lower(name)) WHERE deleted_at IS NULL;

CREATE TABLE inventory.inventory_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX inventory_types_clinic_name ON inventory.inventory_types (clinic_id, lower(name)) WHERE deleted_at IS NULL;

CREATE TABLE inventory.inventory_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX inventory_categories_clinic_name ON inventory.inventory_categories (clinic_id, lower(name)) WHERE deleted_at IS NULL;

CREATE TABLE inventory.diagnosis_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX diagnosis_categories_clinic_name ON inventory.diagnosis_categories (clinic_id, lower(name)) WHERE deleted_at IS NULL;

CREATE TABLE inventory.treatment_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX treatment_categories_clinic_name ON inventory.treatment_categories (clinic_id, lower(name)) WHERE deleted_at IS NULL;

CREATE TABLE inventory.treatment_result_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX treatment_result_types_clinic_name ON inventory.treatment_result_types (clinic_id, lower(name)) WHERE deleted_at IS NULL;

CREATE TABLE inventory.service_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX service_categories_clinic_name ON inventory.service_categories (clinic_id, lower(name)) WHERE deleted_at IS NULL;

-- Medications: dosage_unit is the list of { dosage, unit } rows; price_details is kept for the
-- pricing of a later issue (empty on create).
CREATE TABLE inventory.medications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  category_id uuid REFERENCES inventory.medication_categories (id),
  dose_instructions text NOT NULL DEFAULT '',
  side_effects text NOT NULL DEFAULT '',
  dosage_unit jsonb NOT NULL DEFAULT '[]'::jsonb,
  price_details jsonb NOT NULL DEFAULT '[]'::jsonb,
  specie_ids uuid[] NOT NULL DEFAULT '{}',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX medications_clinic_name ON inventory.medications (clinic_id, lower(name)) WHERE deleted_at IS NULL;
CREATE INDEX medications_clinic_created ON inventory.medications (clinic_id, created_at DESC);

CREATE TABLE inventory.inventory_supplies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  type_id uuid REFERENCES inventory.inventory_types (id),
  category_id uuid REFERENCES inventory.inventory_categories (id),
  directions text NOT NULL DEFAULT '',
  side_effects text NOT NULL DEFAULT '',
  dosage_unit jsonb NOT NULL DEFAULT '[]'::jsonb,
  price_details jsonb NOT NULL DEFAULT '[]'::jsonb,
  specie_ids uuid[] NOT NULL DEFAULT '{}',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX inventory_supplies_clinic_name ON inventory.inventory_supplies (clinic_id, lower(name)) WHERE deleted_at IS NULL;
CREATE INDEX inventory_supplies_clinic_created ON inventory.inventory_supplies (clinic_id, created_at DESC);

CREATE TABLE inventory.diagnoses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  category_id uuid REFERENCES inventory.diagnosis_categories (id),
  description text NOT NULL DEFAULT '',
  symptoms text NOT NULL DEFAULT '',
  specie_ids uuid[] NOT NULL DEFAULT '{}',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX diagnoses_clinic_name ON inventory.diagnoses (clinic_id, lower(name)) WHERE deleted_at IS NULL;
CREATE INDEX diagnoses_clinic_created ON inventory.diagnoses (clinic_id, created_at DESC);

-- Treatments are the Diagnostics tab: a test or procedure with its cost, tax flag and the
-- results it reports (results: list of { name, result_type_id }).
CREATE TABLE inventory.treatments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  category_id uuid REFERENCES inventory.treatment_categories (id),
  description text NOT NULL DEFAULT '',
  cost numeric(12, 2) NOT NULL DEFAULT 0 CHECK (cost >= 0),
  tax boolean NOT NULL DEFAULT false,
  results jsonb NOT NULL DEFAULT '[]'::jsonb,
  specie_ids uuid[] NOT NULL DEFAULT '{}',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX treatments_clinic_name ON inventory.treatments (clinic_id, lower(name)) WHERE deleted_at IS NULL;
CREATE INDEX treatments_clinic_created ON inventory.treatments (clinic_id, created_at DESC);

CREATE TABLE inventory.services (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  category_id uuid REFERENCES inventory.service_categories (id),
  description text NOT NULL DEFAULT '',
  cost numeric(12, 2) NOT NULL DEFAULT 0 CHECK (cost >= 0),
  tax boolean NOT NULL DEFAULT false,
  comment text NOT NULL DEFAULT '',
  specie_ids uuid[] NOT NULL DEFAULT '{}',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX services_clinic_name ON inventory.services (clinic_id, lower(name)) WHERE deleted_at IS NULL;
CREATE INDEX services_clinic_created ON inventory.services (clinic_id, created_at DESC);

-- Clinics provisioned before this migration get the catalogue lists on their next use; the
-- demo clinic's starting catalogue is recorded separately.
ALTER TABLE inventory.clinic_provisioning ADD COLUMN catalogue_lists_at timestamptz;
ALTER TABLE inventory.clinic_provisioning ADD COLUMN demo_catalogue_at timestamptz;
