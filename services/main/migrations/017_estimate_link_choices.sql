-- Issue 27: the pet parent's Approve / Decline per row on the public estimate page, kept with the
-- link until they sign ({item_id: {approved, at}}), so a reload or a second visit keeps them and
-- the server prices the total without the declined rows.
ALTER TABLE main.treatment_plan_links ADD COLUMN choices jsonb NOT NULL DEFAULT '{}'::jsonb;
