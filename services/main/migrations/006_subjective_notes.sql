-- The check-in (subjective) note of a visit and the vitals taken at it (spec 002 section 3
-- "Subjective note", "Vitals"). One note and one set of vitals per visit; both carry a version,
-- so a save based on an older one is refused (services/main/src/visits/visit-guard.ts), and the
-- reason for modification a save was made under (a read-only visit).
--
-- The reason for consultation's case panels and the additional notes are kept as jsonb: their
-- shape is the spec's, checked by the service (charting/subjective-rules.ts) on every write,
-- and they are read and written whole with the note.
CREATE TABLE main.subjective_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  pet_id uuid NOT NULL,
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  complaint text,
  complaint_duration text NOT NULL CHECK (complaint_duration IN ('Acute', 'Gradual', 'Progressing', 'Static', 'Worsening')),
  main_case integer[] NOT NULL DEFAULT '{}',
  other_cases text[] NOT NULL DEFAULT '{}',
  case_panels jsonb NOT NULL DEFAULT '{}',
  additional_notes jsonb NOT NULL DEFAULT '{}',
  visit_modification_id uuid REFERENCES main.modification_reasons (id),
  version integer NOT NULL DEFAULT 1,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_by uuid NOT NULL,
  updated_by_name text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
-- One note per visit: a second first save is refused as stale, never a duplicate.
CREATE UNIQUE INDEX subjective_notes_visit_idx ON main.subjective_notes (visit_id);

-- Units are stored normalised: temperature fahrenheit or celsius, weight lbs or kg; respiratory
-- and heart rate are always breaths / beats per minute.
CREATE TABLE main.vitals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  pet_id uuid NOT NULL,
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  temperature numeric(5, 1),
  temperature_unit text CHECK (temperature_unit IN ('fahrenheit', 'celsius')),
  respiratory_rate integer,
  heart_rate integer,
  weight numeric(8, 2),
  weight_unit text CHECK (weight_unit IN ('lbs', 'kg')),
  visit_modification_id uuid REFERENCES main.modification_reasons (id),
  version integer NOT NULL DEFAULT 1,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_by uuid NOT NULL,
  updated_by_name text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK ((temperature IS NULL) = (temperature_unit IS NULL)),
  CHECK ((weight IS NULL) = (weight_unit IS NULL))
);
CREATE UNIQUE INDEX vitals_visit_idx ON main.vitals (visit_id);
-- A pet's earlier vitals (the weight and temperature trend).
CREATE INDEX vitals_pet_idx ON main.vitals (clinic_id, pet_id);
