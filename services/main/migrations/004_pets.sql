-- Pets and pet parents (spec 001 section 3), per clinic. Breed, species and gender ids name rows
-- of the inventory service's lookup lists: the gateway checks them before it calls main, so main
-- only stores them (no cross-schema foreign keys). Rows are marked deleted, never removed.
CREATE TABLE main.pet_parents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL,
  date_of_birth date,
  address_line1 text NOT NULL,
  address_line2 text,
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  er_first_name text NOT NULL,
  er_last_name text NOT NULL,
  er_phone_number text NOT NULL,
  last_visit timestamptz,
  appointment_date timestamptz,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE INDEX pet_parents_clinic_idx ON main.pet_parents (clinic_id, created_at DESC) WHERE deleted_at IS NULL;

-- Colors are a per-clinic lookup created on first use of a typed name (case-insensitive).
CREATE TABLE main.colors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  color text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE UNIQUE INDEX colors_clinic_name_idx ON main.colors (clinic_id, lower(color));

CREATE TABLE main.pets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  parent_id uuid NOT NULL REFERENCES main.pet_parents (id),
  name text NOT NULL,
  image text,
  breed_id uuid NOT NULL,
  specie_id uuid NOT NULL,
  gender_id uuid NOT NULL,
  color_id uuid NOT NULL REFERENCES main.colors (id),
  date_of_birth date NOT NULL,
  weight numeric(8, 2) NOT NULL CHECK (weight > 0),
  weight_unit text NOT NULL CHECK (weight_unit IN ('lb(s)', 'kg(s)')),
  problems text[] NOT NULL DEFAULT '{}',
  note text,
  -- 'vea' for the product's own pets; a practice system's name for synced ones.
  source text NOT NULL DEFAULT 'vea',
  source_id text,
  can_sync boolean NOT NULL DEFAULT false,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE INDEX pets_clinic_idx ON main.pets (clinic_id, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX pets_parent_idx ON main.pets (parent_id) WHERE deleted_at IS NULL;

-- Who changed which pet or parent, when, and how.
CREATE TABLE main.audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_user_id uuid NOT NULL,
  organization_id uuid NOT NULL,
  clinic_id uuid,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX main_audit_log_target_idx ON main.audit_log (target_type, target_id);
