-- A pet's vaccination reminders and other (general) reminders (spec 002 section 3 "Vaccination
-- reminder", "Other reminder"). They belong to the pet, so every later visit sees them; each is
-- written while charting a visit, which is recorded (visit_id: the visit it was added in) with the
-- reason for modification it was last written under. Rows are marked deleted, never removed.
-- version counts the saves (a save based on an older version is refused, visit-guard.ts).

-- Category, type, product (vaccine) and manufacturer are chosen from the clinic's vaccine lists,
-- which the inventory service owns: their ids are kept with the names they had when chosen.
-- source is 'vea' for the product's own rows; a third-party provider's rows carry its identifier
-- and cannot be edited or deleted here.
CREATE TABLE main.vaccination_reminders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  pet_id uuid NOT NULL REFERENCES main.pets (id),
  visit_id uuid REFERENCES main.visits (id),
  source text NOT NULL DEFAULT 'vea',
  vaccination_category_id uuid,
  vaccination_category text NOT NULL,
  vaccine_type_id uuid,
  vaccine_type text NOT NULL,
  vaccine_id uuid,
  product_name text NOT NULL,
  manufacturers_id uuid,
  manufacturers_name text NOT NULL,
  lot_number text NOT NULL,
  given_date date NOT NULL,
  expiration_date date NOT NULL,
  reminder_date date NOT NULL,
  visit_modification_id uuid REFERENCES main.modification_reasons (id),
  version integer NOT NULL DEFAULT 1,
  created_by uuid NOT NULL,
  created_by_name text NOT NULL,
  updated_by uuid NOT NULL,
  updated_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE INDEX vaccination_reminders_pet_idx ON main.vaccination_reminders (clinic_id, pet_id, given_date DESC) WHERE deleted_at IS NULL;

CREATE TABLE main.other_reminders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  pet_id uuid NOT NULL REFERENCES main.pets (id),
  visit_id uuid REFERENCES main.visits (id),
  source text NOT NULL DEFAULT 'vea',
  reminder text NOT NULL,
  date date NOT NULL,
  last_given_date date NOT NULL,
  visit_modification_id uuid REFERENCES main.modification_reasons (id),
  version integer NOT NULL DEFAULT 1,
  created_by uuid NOT NULL,
  created_by_name text NOT NULL,
  updated_by uuid NOT NULL,
  updated_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE INDEX other_reminders_pet_idx ON main.other_reminders (clinic_id, pet_id, date DESC) WHERE deleted_at IS NULL;
