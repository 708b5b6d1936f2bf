-- Issue 18: a diagnostic (treatment) is an in-house test or one sent to the reference lab;
-- lab_code is the reference lab's test code (null for in-house tests; an outside test without one
-- is ordered with its catalogue code).
ALTER TABLE inventory.treatments ADD COLUMN in_house boolean NOT NULL DEFAULT false;
ALTER TABLE inventory.treatments ADD COLUMN lab_code text;

-- The demo hospital's seeded diagnostics (written by the seed user) that are outside tests get the
-- reference lab's codes; its heartworm test and radiographs are done in-house.
UPDATE inventory.treatments SET lab_code = CASE name
    WHEN 'Complete Blood Count (CBC)' THEN 'ANT-CBC'
    WHEN 'Chemistry Panel' THEN 'ANT-CHEM'
    WHEN 'Urinalysis' THEN 'ANT-UA'
  END
  WHERE created_by = '00000000-0000-0000-0000-000000000000' AND name IN ('Complete Blood Count (CBC)', 'Chemistry Panel', 'Urinalysis');
UPDATE inventory.treatments SET in_house = true
  WHERE created_by = '00000000-0000-0000-0000-000000000000' AND name IN ('Heartworm Antigen Test', 'Radiographs (2 views)');
