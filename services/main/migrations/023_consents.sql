-- Consent records (issue 31 item 2, docs/consents.md).
--
-- A clinic's consent forms: kind, when a visit needs it (every visit, when the visit's plan needs
-- it by the kind's rule, or only when staff add it), and the current version. Each
-- edit of the title or text is a new row of consent_form_versions (never changed: a signature
-- names the exact version it was signed on, and its text_sha256).
CREATE TABLE main.consent_forms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('treatment_estimate', 'anaesthesia_procedure', 'ai_recording')),
  requirement text NOT NULL DEFAULT 'when_plan_needs' CHECK (requirement IN ('always', 'when_plan_needs', 'by_hand')),
  archived boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  created_by uuid,
  updated_by_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX consent_forms_clinic_idx ON main.consent_forms (clinic_id, created_at);

CREATE TABLE main.consent_form_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  form_id uuid NOT NULL REFERENCES main.consent_forms (id),
  version integer NOT NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 20000),
  -- SHA-256 of the canonical JSON {body, kind, title, version} (consents/consent-text.ts).
  text_sha256 text NOT NULL,
  created_by uuid,
  created_by_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (form_id, version)
);

-- A form staff added to a visit by hand (the other reasons are computed from the plan and the form).
CREATE TABLE main.visit_consents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  form_id uuid NOT NULL REFERENCES main.consent_forms (id),
  added_by uuid NOT NULL,
  added_by_name text NOT NULL,
  added_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (visit_id, form_id)
);

-- The e-mailed link: a 256-bit token of which only the SHA-256 is kept; one visit, one form version.
CREATE TABLE main.consent_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  form_id uuid NOT NULL REFERENCES main.consent_forms (id),
  form_version_id uuid NOT NULL REFERENCES main.consent_form_versions (id),
  email text NOT NULL,
  header jsonb NOT NULL DEFAULT '{}',
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX consent_links_visit_idx ON main.consent_links (visit_id, form_id, created_at DESC);

-- Signatures and declines, append-only: the latest row of a visit and form is its state.
CREATE TABLE main.consent_signatures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  form_id uuid NOT NULL REFERENCES main.consent_forms (id),
  form_version_id uuid NOT NULL REFERENCES main.consent_form_versions (id),
  text_sha256 text NOT NULL,
  declined boolean NOT NULL DEFAULT false,
  decline_reason text,
  signer_name text NOT NULL,
  signature_file_id uuid NOT NULL REFERENCES main.files (id),
  signature_sha256 text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('in_person', 'link')),
  link_id uuid REFERENCES main.consent_links (id),
  signed_by_user_id uuid,
  signed_by_name text,
  signed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  signed_ip text,
  signed_user_agent text,
  CHECK ((channel = 'link') = (link_id IS NOT NULL))
);
CREATE INDEX consent_signatures_visit_idx ON main.consent_signatures (visit_id, form_id, signed_at DESC);

-- A withdrawal of a signed consent: at most one per signature, never changed.
CREATE TABLE main.consent_withdrawals (
  signature_id uuid PRIMARY KEY REFERENCES main.consent_signatures (id),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 2000),
  withdrawn_by uuid NOT NULL,
  withdrawn_by_name text NOT NULL,
  withdrawn_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE FUNCTION main.refuse_consent_record_change() RETURNS trigger LANGUAGE plpgsql
  AS $$ BEGIN RAISE EXCEPTION 'consent records are never changed'; END $$;
CREATE TRIGGER consent_form_versions_append_only BEFORE UPDATE OR DELETE ON main.consent_form_versions
  FOR EACH ROW EXECUTE FUNCTION main.refuse_consent_record_change();
CREATE TRIGGER consent_signatures_append_only BEFORE UPDATE OR DELETE ON main.consent_signatures
  FOR EACH ROW EXECUTE FUNCTION main.refuse_consent_record_change();
CREATE TRIGGER consent_withdrawals_append_only BEFORE UPDATE OR DELETE ON main.consent_withdrawals
  FOR EACH ROW EXECUTE FUNCTION main.refuse_consent_record_change();
