-- The sandbox practice system keeps a written record's parts as the partner sent them: its
-- sections, medications and charges as structured lists (not only the flattened notes), and how
-- many times it was written (a retried write-back that sent twice would show here).
ALTER TABLE thirdparty.sandbox_practice_records ADD COLUMN sections jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE thirdparty.sandbox_practice_records ADD COLUMN medications jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE thirdparty.sandbox_practice_records ADD COLUMN charges jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE thirdparty.sandbox_practice_records ADD COLUMN writes integer NOT NULL DEFAULT 1;
