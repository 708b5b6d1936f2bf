-- The objective note (physical exam) of a visit (spec 002 section 3 "Objective note"), one per
-- visit, and who locked a visit with their Veterinary PIN.
--
-- Scores are kept as integers in the ranges of spec 002 section 5 (checked by the service and
-- again here); the exam results and rule outs are small lists always read and written whole with
-- the note, so they are jsonb: physical_exam_results [{category: {id, category}, result, comment}],
-- rule_outs [{diagnosis_id, name, category, description, symptoms}] (a rule out is a copy of the
-- clinic's diagnosis when it was chosen, so a later change of the catalogue does not rewrite a
-- charted visit).
CREATE TABLE main.objective_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  visit_id uuid NOT NULL UNIQUE REFERENCES main.visits (id),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  pet_id uuid NOT NULL,
  body_score integer CHECK (body_score BETWEEN 1 AND 9),
  pain_score integer CHECK (pain_score BETWEEN 1 AND 9),
  dental_score integer CHECK (dental_score BETWEEN 0 AND 4),
  muscle_condition_score integer CHECK (muscle_condition_score BETWEEN 1 AND 4),
  grimace_scale integer CHECK (grimace_scale BETWEEN 1 AND 10),
  mentation text NOT NULL DEFAULT 'Bright' CHECK (mentation IN ('Bright', 'Depressed', 'Stuporous', 'Comatose')),
  medical_history_notes text NOT NULL DEFAULT '',
  physical_exam_results jsonb NOT NULL DEFAULT '[]',
  rule_outs jsonb NOT NULL DEFAULT '[]',
  -- The reason for modification the latest save was made under (a read-only visit's notes change
  -- only under one: visit-guard.ts).
  visit_modification_id uuid REFERENCES main.modification_reasons (id),
  version integer NOT NULL DEFAULT 1,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_by uuid NOT NULL,
  updated_by_name text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX objective_notes_clinic_idx ON main.objective_notes (clinic_id, visit_id);

-- Who locked a visit and when (spec 002 section 2.8 'Lock'); is_locked stays the flag every
-- write checks.
ALTER TABLE main.visits ADD COLUMN locked_at timestamptz;
ALTER TABLE main.visits ADD COLUMN locked_by uuid;
ALTER TABLE main.visits ADD COLUMN locked_by_name text;
