-- Which parts of a visit's notes the AI wrote (docs/visit-charting.md, 'AI drafts'): one row per
-- field a save stored as an AI draft, with the text the AI wrote, the feature and provider. The row
-- stays 'draft' while the saved text is that text; a person's accept ('accepted') or a save that
-- changed it ('edited') ends it, with who and when. A new AI text for the field is a new row (the
-- older one 'replaced'), so an accept always names the exact text the person saw.
CREATE TABLE main.ai_drafts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  record text NOT NULL CHECK (record IN ('subjective_note', 'objective_note', 'soap_canvas')),
  record_id uuid NOT NULL,
  field text NOT NULL,
  -- The field's name in print and messages ('Complaint', 'Abdomen comment'), fixed when the draft is made.
  label text NOT NULL,
  feature text NOT NULL,
  provider text NOT NULL,
  text text NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'accepted', 'edited', 'replaced')),
  created_by uuid NOT NULL,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  reviewed_by uuid,
  reviewed_by_name text,
  reviewed_at timestamptz
);
CREATE INDEX ai_drafts_visit_idx ON main.ai_drafts (clinic_id, visit_id);
-- At most one open draft per field of a record.
CREATE UNIQUE INDEX ai_drafts_open_field_idx ON main.ai_drafts (record_id, field) WHERE status = 'draft';
