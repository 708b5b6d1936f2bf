-- Write-back to the clinic's practice system (docs/write-back.md): one row per record version
-- to write (a finalized SOAP note, a saved treatment result's version), its state as the
-- background task moves it, and what it was: the payload is fixed when the row is queued, so a
-- retry sends exactly what was finalized. One row per (kind, subject, version): a version is
-- written at most once, whoever asks twice.
CREATE TABLE main.practice_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  pet_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('soap', 'treatment_result')),
  subject_id uuid NOT NULL,
  subject_version integer NOT NULL,
  source text NOT NULL,
  patient_source_id text NOT NULL,
  external_id text NOT NULL,
  payload jsonb NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'retrying', 'written', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  partner_name text,
  partner_record_id text,
  requested_by uuid NOT NULL,
  requested_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  written_at timestamptz,
  verified_at timestamptz,
  next_attempt_at timestamptz,
  CONSTRAINT practice_exports_version_key UNIQUE (kind, subject_id, subject_version)
);

CREATE INDEX practice_exports_clinic_idx ON main.practice_exports (clinic_id, created_at DESC, id DESC);
CREATE INDEX practice_exports_subject_idx ON main.practice_exports (subject_id, subject_version DESC);
