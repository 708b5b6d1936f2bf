-- What a FHIR import created or matched for each resource of the files it read ('Patient/abc',
-- 'RelatedPerson/x', 'Patient/abc#contact', 'Encounter/e1'), so a second import of the same export
-- finds those records again and creates nothing (docs/fhir-import.md).
CREATE TABLE main.fhir_import_links (
  clinic_id uuid NOT NULL,
  resource text NOT NULL,
  target_type text NOT NULL CHECK (target_type IN ('pet_parent', 'pet', 'visit')),
  target_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (clinic_id, resource)
);
