-- The file an imported medical record came with (a FHIR DocumentReference's attached data,
-- docs/fhir-import.md): kept in the private file storage (medical-record-files/, never served at
-- /files) under a random key written before this row, with its name, content type, size and SHA-256.
ALTER TABLE main.pet_medical_records
  ADD COLUMN file_key text,
  ADD COLUMN file_name text,
  ADD COLUMN file_content_type text,
  ADD COLUMN file_size bigint,
  ADD COLUMN file_sha256 text,
  ADD CONSTRAINT pet_medical_records_file_check CHECK (
    (file_key IS NULL AND file_name IS NULL AND file_content_type IS NULL AND file_size IS NULL AND file_sha256 IS NULL)
    OR (file_key IS NOT NULL AND file_name IS NOT NULL AND file_content_type IS NOT NULL AND file_size >= 0 AND file_sha256 ~ '^[0-9a-f]{64}$')
  );
