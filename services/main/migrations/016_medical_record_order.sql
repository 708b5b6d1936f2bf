-- Several medical records of one day (a note and a treatment result written back the same day)
-- keep the order the practice system lists them in (newest written first), instead of an order
-- that depended on their random practice-system ids.
ALTER TABLE main.pet_medical_records ADD COLUMN source_position integer NOT NULL DEFAULT 0;
