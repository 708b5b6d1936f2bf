-- Uploaded files: the bytes live in the file storage (a folder or an S3 bucket) under a random
-- key; this table records whose they are, so lists and lookups are scoped to the uploader's
-- organization, and who sent them.
CREATE TABLE main.files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  storage_key text NOT NULL UNIQUE,
  organization_id uuid NOT NULL,
  clinic_id uuid,
  clinic_code text,
  uploaded_by uuid NOT NULL,
  purpose text NOT NULL,
  name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX files_organization_idx ON main.files (organization_id, created_at DESC);
