-- FHIR exports started from Settings (docs/fhir.md 'Exporting from Settings'): one row per export
-- an admin asked for, the whole clinic or one pet, moved by the background task (queued → running
-- → done or failed) with its progress, and once done the zip kept in file storage (its key, size
-- and SHA-256). The task finishes the row it was given, whatever happens to its process: a rerun
-- finds the row done and stops, or overwrites nothing (the zip's key is the row's own id).
CREATE TABLE main.fhir_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  -- Null: the whole clinic; else the one pet exported.
  pet_id uuid REFERENCES main.pets (id),
  requested_by uuid NOT NULL,
  requested_by_name text NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  progress_step text,
  progress_done integer NOT NULL DEFAULT 0,
  progress_total integer NOT NULL DEFAULT 0,
  error text,
  file_key text,
  file_size bigint,
  file_sha256 text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  finished_at timestamptz,
  CONSTRAINT fhir_exports_done_has_file CHECK (state <> 'done' OR (file_key IS NOT NULL AND file_size IS NOT NULL AND file_sha256 IS NOT NULL))
);

CREATE INDEX fhir_exports_clinic_idx ON main.fhir_exports (clinic_id, created_at DESC, id DESC);
