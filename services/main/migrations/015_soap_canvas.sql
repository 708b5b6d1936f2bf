-- The AI SOAP canvas (issue 19, PLAN-19 decisions 1-4, 7; docs/rest-main-canvas.md): who wrote and
-- last changed a SOAP template, and the visit's canvas note (one per visit), versioned like the
-- notes and finalized once it is exported to the practice system.

-- 014 was edited in place (unreleased) to the spec's statuses; a development database that ran the
-- older 014 gets the same CHECK here (a no-op on a fresh one).
UPDATE main.soap_templates SET status = 'inactive' WHERE status NOT IN ('active', 'inactive');
ALTER TABLE main.soap_templates DROP CONSTRAINT IF EXISTS soap_templates_status_check;
ALTER TABLE main.soap_templates ADD CONSTRAINT soap_templates_status_check CHECK (status IN ('active', 'inactive'));

ALTER TABLE main.soap_templates ADD COLUMN created_by_name text NOT NULL DEFAULT '';
ALTER TABLE main.soap_templates ADD COLUMN updated_by uuid;
ALTER TABLE main.soap_templates ADD COLUMN updated_by_name text NOT NULL DEFAULT '';
CREATE INDEX soap_templates_clinic_updated_idx ON main.soap_templates (clinic_id, updated_at DESC) WHERE deleted_at IS NULL;

CREATE TABLE main.soap_canvases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  pet_id uuid NOT NULL,
  visit_id uuid NOT NULL UNIQUE REFERENCES main.visits (id),
  template_code text,
  -- { final_soap: markdown, prompt: triage text, chat_history: [{role, content, at}] }
  data jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  is_finalized boolean NOT NULL DEFAULT false,
  finalized_at timestamptz,
  finalized_by_name text,
  exported_to text,
  export_ref text,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_by uuid NOT NULL,
  updated_by_name text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX soap_canvases_clinic_idx ON main.soap_canvases (clinic_id, visit_id);
